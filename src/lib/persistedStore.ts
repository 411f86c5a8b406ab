import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from './storage';
import type { StorageArea } from './storage';

/**
 * The console's one persisted store: a value per account scope in local or session storage,
 * under `coc.<name>.<scope>`, in a versioned envelope `{ v, data }`, checked by its zod schema
 * on every read (a stale or tampered entry reads as absent, never crashes a page), with an
 * in-memory copy and a `storage` event listener for other tabs (`usePersistedValue` in
 * src/hooks reads one in a component).
 *
 * An entry written before envelopes existed (or by an older version) is read through
 * `migrate`, or, without one, parsed as it is: a draft typed before an upgrade still restores.
 */
export interface PersistedStore<T> {
  read: (scope: string) => T | null;
  write: (scope: string, value: T) => boolean;
  remove: (scope: string) => void;
  subscribe: (listener: () => void) => () => void;
  /** Forgets the in-memory copies (the session ended); storage stays. */
  forgetCache: () => void;
}

export interface PersistedStoreOptions<S extends z.ZodMiniType> {
  name: string;
  schema: S;
  version: number;
  area: StorageArea;
  /** An older entry (`version` below the current; 0 for an entry without an envelope) to today's shape. */
  migrate?: (old: unknown, fromVersion: number) => unknown;
}

const stores = new Set<{ forgetCache: () => void }>();

/** Forgets every store's in-memory copy: called when the session ends. */
export function forgetPersistedCaches(): void {
  for (const s of stores) s.forgetCache();
}

const envelopeSchema = z.object({
  v: z.number().check(z.int(), z.nonnegative()),
  data: z.unknown(),
});

export function createPersistedStore<S extends z.ZodMiniType>(
  options: PersistedStoreOptions<S>,
): PersistedStore<z.output<S>> {
  type T = z.output<S>;
  const { name, schema, version, area, migrate } = options;
  const cache = new Map<string, T | null>();
  const listeners = new Set<() => void>();
  const key = (scope: string) => `${name}.${scope}`;
  const notify = () => {
    for (const l of [...listeners]) l();
  };

  const upgrade = (stored: unknown): T | null => {
    const envelope = envelopeSchema.safeParse(stored);
    const [from, data] = envelope.success ? [envelope.data.v, envelope.data.data] : [0, stored];
    if (from > version) return null; // written by a newer console: leave it alone
    const current = from < version && migrate ? migrate(data, from) : data;
    const parsed = schema.safeParse(current);
    return parsed.success ? parsed.data : null;
  };

  const read = (scope: string): T | null => {
    if (cache.has(scope)) return cache.get(scope) ?? null;
    const value = upgrade(readStored(area, key(scope), z.unknown()));
    if (value === null) removeStored(area, key(scope));
    cache.set(scope, value);
    return value;
  };
  const write = (scope: string, value: T): boolean => {
    cache.set(scope, value);
    const ok = writeStored(area, key(scope), { v: version, data: value });
    notify();
    return ok;
  };
  const remove = (scope: string) => {
    cache.set(scope, null);
    removeStored(area, key(scope));
    notify();
  };
  const forgetCache = () => {
    cache.clear();
    notify();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith(`coc.${name}.`)) {
        cache.clear();
        listener();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };
  const store = { read, write, remove, subscribe, forgetCache };
  stores.add(store);
  return store;
}
