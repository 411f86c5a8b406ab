import { useSyncExternalStore } from 'react';
import type { PersistedStore } from '../lib/persistedStore';

/** A persisted store's value for a scope, re-rendering when it changes (here or in another tab). */
export function usePersistedValue<T>(store: PersistedStore<T>, scope: string): T | null {
  return useSyncExternalStore(store.subscribe, () => store.read(scope));
}
