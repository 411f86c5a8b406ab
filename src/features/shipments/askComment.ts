import { useCallback } from 'react';
import { z } from 'zod/mini';
import { usePersistedValue } from '../../hooks/usePersistedValue';
import { createPersistedStore } from '../../lib/persistedStore';

/*
 * "Ask for a comment on every move": a preference of this browser, not of an account, kept in
 * local storage. Its key has always been `coc.shipments.askComment`, so the store is named
 * `shipments` and the preference is its one scope (`coc.<name>.<scope>`): what is stored today
 * stays readable.
 */
const store = createPersistedStore({
  name: 'shipments',
  schema: z.boolean(),
  version: 1,
  area: 'local',
});
const SCOPE = 'askComment';

export function useAskComment(): [boolean, (ask: boolean) => void] {
  const ask = usePersistedValue(store, SCOPE) ?? false;
  const set = useCallback((v: boolean) => void store.write(SCOPE, v), []);
  return [ask, set];
}
