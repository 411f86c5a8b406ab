import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage';
import { useScope } from '../../session/SessionContext';
import { onSignOut } from '../../session/sessionEvents';
import { useOrders } from './queries';

/**
 * The orders this browser created or opened, per account scope (CONTRACT.md "Shipments":
 * the service has no call that lists orders or shipments). Ids only, newest first, kept in
 * localStorage under `coc.orders.tracked.<scope>`; the figures are always fetched.
 */

export const TRACKED_ORDERS_MAX = 500;

function storageKey(scope: string): string {
  return `orders.tracked.${scope}`;
}

const idsSchema = z
  .array(z.unknown())
  .transform((items) => items.filter((v): v is string => typeof v === 'string' && v !== '' && v.length <= 200));

const cache = new Map<string, string[]>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const l of [...listeners]) l();
}

onSignOut(() => {
  cache.clear();
  notify();
});

export function readTrackedOrders(scope: string): string[] {
  const cached = cache.get(scope);
  if (cached) return cached;
  const ids = readStored('local', storageKey(scope), idsSchema) ?? [];
  cache.set(scope, ids);
  return ids;
}

function writeTracked(scope: string, ids: string[]): string[] {
  const next = ids.slice(0, TRACKED_ORDERS_MAX);
  writeStored('local', storageKey(scope), next);
  cache.set(scope, next);
  notify();
  return next;
}

/** Adds ids not tracked yet at the top (ids already tracked keep their place). */
export function trackOrders(scope: string, ids: readonly string[]): string[] {
  const current = readTrackedOrders(scope);
  const fresh = [...new Set(ids.filter((id) => id !== '' && !current.includes(id)))];
  if (fresh.length === 0) return current;
  return writeTracked(scope, [...fresh, ...current]);
}

export function untrackOrder(scope: string, id: string): string[] {
  const current = readTrackedOrders(scope);
  if (!current.includes(id)) return current;
  return writeTracked(
    scope,
    current.filter((x) => x !== id),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('coc.orders.tracked.')) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
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
  const ids = useSyncExternalStore(subscribe, () => readTrackedOrders(scope));
  const track = useCallback(
    (x: string | readonly string[]) => void trackOrders(scope, typeof x === 'string' ? [x] : x),
    [scope],
  );
  const untrack = useCallback((id: string) => void untrackOrder(scope, id), [scope]);
  return useMemo(() => ({ ids, track, untrack }), [ids, track, untrack]);
}

/** The tracked orders, each fetched with `GET /v1/orders/{id}` (one query per order). */
export function useTrackedOrderQueries() {
  const tracked = useTrackedOrders();
  const queries = useOrders(tracked.ids);
  return { ...tracked, queries };
}
