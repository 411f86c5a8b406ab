import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../lib/storage';
import { onSignOut } from './sessionEvents';

/**
 * A list remembered per account scope in localStorage (`coc.<prefix>.<scope>`), for the
 * records the service cannot list (contacts created here, orders tracked here). Entries that
 * no longer pass the item schema are dropped on read; the in-memory copy is forgotten when
 * the session ends; other tabs' changes are picked up through the `storage` event.
 */
export interface AccountList<T> {
  read: (scope: string) => T[];
  /** Stores the list (cut to the maximum) and tells every subscriber. */
  write: (scope: string, items: readonly T[]) => T[];
  subscribe: (listener: () => void) => () => void;
  /** The scope's list, re-rendering when it changes. */
  useList: (scope: string) => T[];
}

export function createAccountList<S extends z.ZodType>(options: {
  prefix: string;
  item: S;
  max: number;
}): AccountList<z.output<S>> {
  type T = z.output<S>;
  const { prefix, item, max } = options;
  const cache = new Map<string, T[]>();
  const listeners = new Set<() => void>();
  const storageKey = (scope: string) => `${prefix}.${scope}`;
  const listSchema = z.array(z.unknown()).transform((entries) =>
    entries.flatMap((entry): T[] => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data as T] : [];
    }),
  );
  const notify = () => {
    for (const l of [...listeners]) l();
  };
  onSignOut(() => {
    cache.clear();
    notify();
  });

  const read = (scope: string): T[] => {
    const cached = cache.get(scope);
    if (cached) return cached;
    const list = readStored('local', storageKey(scope), listSchema) ?? [];
    cache.set(scope, list);
    return list;
  };
  const write = (scope: string, items: readonly T[]): T[] => {
    const next = items.slice(0, max);
    writeStored('local', storageKey(scope), next);
    cache.set(scope, next);
    notify();
    return next;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key.startsWith(`coc.${prefix}.`)) {
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
  // A hook made by the factory: one per list, called at the top level of components.
  const useList = (scope: string) => useSyncExternalStore(subscribe, () => read(scope));
  return { read, write, subscribe, useList };
}
