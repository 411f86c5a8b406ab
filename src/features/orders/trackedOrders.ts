import { useCallback, useMemo } from 'react';
import { z } from 'zod/mini';
import { useScope } from '../../session/SessionContext';
import { createAccountList } from '../../session/accountList';

/**
 * The orders this browser created or opened, per account scope (CONTRACT.md "Shipments":
 * the service has no call that lists orders or shipments). Ids only, newest first, kept in
 * localStorage under `coc.orders.tracked.<scope>`; the figures are always fetched.
 */

export const TRACKED_ORDERS_MAX = 500;

const tracked = createAccountList({
  prefix: 'orders.tracked',
  item: z.string().check(z.minLength(1), z.maxLength(200)),
  max: TRACKED_ORDERS_MAX,
});

export function readTrackedOrders(scope: string): string[] {
  return tracked.read(scope);
}

/** Adds ids not tracked yet at the top (ids already tracked keep their place). */
export function trackOrders(scope: string, ids: readonly string[]): string[] {
  const current = readTrackedOrders(scope);
  const fresh = [...new Set(ids.filter((id) => id !== '' && !current.includes(id)))];
  if (fresh.length === 0) return current;
  return tracked.write(scope, [...fresh, ...current]);
}

export function untrackOrder(scope: string, id: string): string[] {
  const current = readTrackedOrders(scope);
  if (!current.includes(id)) return current;
  return tracked.write(
    scope,
    current.filter((x) => x !== id),
  );
}

export interface TrackedOrders {
  /** Newest first. */
  ids: string[];
  track: (ids: string | readonly string[]) => void;
  untrack: (id: string) => void;
}

/** The current account's tracked order ids. */
export function useTrackedOrders(): TrackedOrders {
  const scope = useScope();
  const ids = tracked.useList(scope);
  const track = useCallback(
    (x: string | readonly string[]) => void trackOrders(scope, typeof x === 'string' ? [x] : x),
    [scope],
  );
  const untrack = useCallback((id: string) => void untrackOrder(scope, id), [scope]);
  return useMemo(() => ({ ids, track, untrack }), [ids, track, untrack]);
}
