import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { createPersistedStore } from '../lib/persistedStore';

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

export function createAccountList<S extends z.ZodMiniType>(options: {
  prefix: string;
  item: S;
  max: number;
}): AccountList<z.output<S>> {
  type T = z.output<S>;
  const { prefix, item, max } = options;
  // One bad entry is dropped, not the whole list.
  const listSchema = z.pipe(
    z.array(z.unknown()),
    z.transform((entries) =>
      entries.flatMap((entry): T[] => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );
  const store = createPersistedStore({
    name: prefix,
    schema: listSchema,
    version: 1,
    area: 'local',
  });
  const EMPTY: T[] = [];
  const read = (scope: string): T[] => store.read(scope) ?? EMPTY;
  const write = (scope: string, items: readonly T[]): T[] => {
    const next = items.slice(0, max);
    store.write(scope, next);
    return next;
  };
  // A hook made by the factory: one per list, called at the top level of components.
  const useList = (scope: string) => useSyncExternalStore(store.subscribe, () => read(scope));
  return { read, write, subscribe: store.subscribe, useList };
}
