import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { getOrder } from '../../api/orders';
import { createPool, mapPool } from '../../lib/pool';
import { fetchFreshOrder, orderQuery, refetchOrders } from '../../queries/orders';

/**
 * Mutation keys of the shipments feature (moves: useMoveShipment.ts). Orders are read through
 * src/queries/orders.ts.
 */
export const shipmentKeys = {
  all: ['shipments'] as const,
  moves: () => [...shipmentKeys.all, 'move'] as const,
  lookUp: () => [...shipmentKeys.all, 'look-up'] as const,
};

/**
 * The board re-reads its orders every minute and whenever the window regains focus; coming
 * back to the board within a minute shows what it has without re-reading hundreds of orders.
 */
export const BOARD_REFRESH_MS = 60_000;
export const BOARD_STALE_MS = 60_000;

/** Order reads the board keeps in flight at once (a browser opens about 6 connections per host anyway). */
export const BOARD_READS_AT_ONCE = 8;

const readPool = createPool(BOARD_READS_AT_ONCE);

/**
 * Runs `work` when fewer than BOARD_READS_AT_ONCE board reads are in flight (a waiting read
 * whose signal aborts leaves the queue). Hundreds of reads started together would otherwise
 * all call fetch in one task and hold the page for a second.
 */
export function inReadQueue<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return readPool.run(work, signal);
}

/** One tracked order, read through the board's queue; its key (and cache) is the orders feature's. */
function boardOrderQuery(id: string) {
  return {
    ...orderQuery(id),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      inReadQueue(() => getOrder(id, { signal }), signal),
    staleTime: BOARD_STALE_MS,
    refetchInterval: BOARD_REFRESH_MS,
    refetchOnWindowFocus: 'always' as const,
  };
}

/**
 * The tracked orders, each its own query (shared with the order page), refreshed every minute.
 * The options are built once per list of ids: TanStack then skips re-hashing hundreds of keys
 * on every render.
 */
export function useBoardOrders(ids: readonly string[]) {
  const queries = useMemo(() => ids.map(boardOrderQuery), [ids]);
  return useQueries({ queries });
}

/** Re-reads the given orders now. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return useCallback((ids: readonly string[]) => refetchOrders(queryClient, ids), [queryClient]);
}

export interface LookUpResult {
  found: Order[];
  notFound: string[];
  failed: { id: string; error: unknown }[];
}

const LOOK_UP_CONCURRENCY = 6;

type LookUpOutcome = { order: Order } | { missing: true } | { error: unknown };

/** Reads each order by id (through the orders' cache) to say which exist. */
export async function lookUpOrders(
  queryClient: QueryClient,
  ids: readonly string[],
): Promise<LookUpResult> {
  const outcomes = await mapPool(ids, LOOK_UP_CONCURRENCY, async (id): Promise<LookUpOutcome> => {
    try {
      return { order: await fetchFreshOrder(queryClient, id) };
    } catch (error) {
      const missing = (isApiError(error) && error.status === 404) || error instanceof TypeError;
      return missing ? { missing: true } : { error };
    }
  });
  const result: LookUpResult = { found: [], notFound: [], failed: [] };
  outcomes.forEach((o, i) => {
    const id = ids[i] ?? '';
    if ('order' in o) result.found.push(o.order);
    else if ('missing' in o) result.notFound.push(id);
    else result.failed.push({ id, error: o.error });
  });
  return result;
}

/** Looks orders up by id for "track orders" (a read: nothing is written). */
export function useLookUpOrders() {
  const queryClient = useQueryClient();
  return useMutation<LookUpResult, Error, string[]>({
    mutationKey: shipmentKeys.lookUp(),
    retry: false,
    mutationFn: (ids) => lookUpOrders(queryClient, ids),
  });
}
