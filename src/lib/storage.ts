import type { z } from 'zod/mini';

/**
 * Namespaced, schema-checked access to the browser's storages. Every value read back is
 * validated: a stale or tampered entry is dropped instead of crashing a page.
 * The API key never goes through `local` (see src/session/keyStorage.ts).
 */
const PREFIX = 'coc.';

export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed iframe)
  }
}

export function readStored<S extends z.ZodMiniType>(
  which: StorageArea,
  key: string,
  schema: S,
): z.output<S> | null {
  const store = area(which);
  const raw = store?.getItem(PREFIX + key);
  if (raw == null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: fall through and drop it
  }
  store?.removeItem(PREFIX + key);
  return null;
}

/** Whether an entry exists, unread (a value is only trusted through readStored's schema). */
export function hasStored(which: StorageArea, key: string): boolean {
  return area(which)?.getItem(PREFIX + key) != null;
}

export function writeStored(which: StorageArea, key: string, value: unknown): boolean {
  try {
    area(which)?.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    return false; // quota exceeded or storage disabled
  }
}

export function removeStored(which: StorageArea, key: string): void {
  area(which)?.removeItem(PREFIX + key);
}

/** Keys of one area that start with `coc.<prefix>`, without the `coc.` part. */
export function storedKeys(which: StorageArea, prefix: string): string[] {
  const store = area(which);
  if (!store) return [];
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i);
    if (k?.startsWith(PREFIX + prefix)) keys.push(k.slice(PREFIX.length));
  }
  return keys;
}
