import { useMutation, useMutationState, useQueries, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import type { ShipmentStatus } from '../../api/schemas/shipment';
import { getOrder } from '../../api/orders';
import { changeShipmentStatus } from '../../api/shipments';
import type { ShipmentStatusChange } from '../../api/shipments';
import { useScope } from '../../session/SessionContext';
import { orderKeys, orderQuery } from '../orders/queries';
import { keyForMove, recordFailure, settleMove } from './moveStore';
import type { MoveRequest, MoveVariables } from './moveStore';

/** Query and mutation keys of the shipments feature. Orders are read through the orders feature's keys. */
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

let running = 0;
const waiting: (() => void)[] = [];

/**
 * Runs `work` when fewer than BOARD_READS_AT_ONCE board reads are in flight. Hundreds of reads
 * started together would otherwise all call fetch in one task and hold the page for a second.
 */
export function inReadQueue<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const start = () => {
      signal?.removeEventListener('abort', onAbort);
      running += 1;
      work()
        .then(resolve, reject)
        .finally(() => {
          running -= 1;
          waiting.shift()?.();
        });
    };
    const onAbort = () => {
      const i = waiting.indexOf(start);
      if (i >= 0) waiting.splice(i, 1);
      reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    };
    if (signal?.aborted) return onAbort();
    if (running < BOARD_READS_AT_ONCE) return start();
    waiting.push(start);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One tracked order, read through the board's queue; its key (and cache) is the orders feature's. */
function boardOrderQuery(id: string) {
  return {
    ...orderQuery(id),
    queryFn: ({ signal }: { signal: AbortSignal }) => inReadQueue(() => getOrder(id, { signal }), signal),
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
  return useCallback(
    (ids: readonly string[]) =>
      Promise.all(ids.map((id) => queryClient.refetchQueries({ queryKey: orderKeys.detail(id), exact: true }))).then(
        () => undefined,
      ),
    [queryClient],
  );
}

function withStatus(order: Order, status: ShipmentStatus, at: string): Order {
  if (!order.shipment) return order;
  return {
    ...order,
    shipment: { ...order.shipment, status_id: status.id, status, status_updated_at: at },
  };
}

interface MoveContext {
  previous: Order | undefined;
}

export interface MoveInput extends MoveRequest {
  /** The status record shown while the move is on its way. */
  target: ShipmentStatus;
}

/** The moves on their way: shipment id -> target status id. */
export function usePendingMoves(): Map<string, string> {
  const pending = useMutationState({
    filters: { mutationKey: shipmentKeys.moves(), status: 'pending' },
    select: (m) => m.state.variables as MoveVariables | undefined,
  });
  return useMemo(() => {
    const map = new Map<string, string>();
    for (const v of pending) if (v) map.set(v.shipmentId, v.toStatusId);
    return map;
  }, [pending]);
}

/**
 * Moves a shipment to another status. The card moves at once (the order's cached copy is
 * changed); a failure puts it back and records the server's message; a 409 (already in that
 * status) refreshes the order. Each intended move has one Idempotency-Key, kept while its
 * outcome is unknown, so a retry of it reuses the key. Never retried automatically.
 */
export function useMoveShipment() {
  const queryClient = useQueryClient();
  const scope = useScope();
  const mutation = useMutation<ShipmentStatusChange, Error, MoveVariables & { target: ShipmentStatus }, MoveContext>({
    mutationKey: shipmentKeys.moves(),
    retry: false,
    mutationFn: ({ shipmentId, toStatusId, comment, idempotencyKey }) =>
      changeShipmentStatus(
        { shipmentId, statusId: toStatusId, ...(comment.trim() ? { comment: comment.trim() } : {}) },
        { idempotencyKey },
      ),
    onMutate: async (v) => {
      const key = orderKeys.detail(v.orderId);
      await queryClient.cancelQueries({ queryKey: key, exact: true });
      const previous = queryClient.getQueryData<Order>(key);
      queryClient.setQueryData<Order>(key, (o) => (o ? withStatus(o, v.target, new Date().toISOString()) : o));
      return { previous };
    },
    onSuccess: (answer, v) => {
      settleMove(scope, v, 'applied');
      queryClient.setQueryData<Order>(orderKeys.detail(v.orderId), (o) =>
        o ? { ...o, shipment: answer.shipment, updated_at: answer.shipment.updated_at ?? o.updated_at } : o,
      );
    },
    onError: (error, v, context) => {
      rollBack(queryClient, v, context);
      const status = isApiError(error) ? error.status : 0;
      const maybeApplied = isApiError(error) && error.maybeApplied;
      settleMove(scope, v, maybeApplied ? 'unknown' : 'refused');
      recordFailure(scope, {
        move: stripTarget(v),
        status,
        code: isApiError(error) ? error.code : 'unknown',
        message: error.message,
        maybeApplied,
        conflict: status === 409,
        at: new Date().toISOString(),
      });
      // The card is back where it was; the server's copy says where it really is.
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(v.orderId), exact: true });
    },
  });

  const { mutate } = mutation;
  /** Sends a move, with the key kept for that intended move (a retry of it reuses the key). */
  const move = useCallback(
    (input: MoveInput) => mutate({ ...input, idempotencyKey: keyForMove(scope, input) }),
    [mutate, scope],
  );
  return { move };
}

function stripTarget(v: MoveVariables & { target?: unknown }): MoveVariables {
  return {
    orderId: v.orderId,
    orderLabel: v.orderLabel,
    shipmentId: v.shipmentId,
    fromStatusId: v.fromStatusId,
    toStatusId: v.toStatusId,
    comment: v.comment,
    idempotencyKey: v.idempotencyKey,
  };
}

/** Puts the shipment's status back as it was before the move (keeping anything else a refresh brought). */
function rollBack(queryClient: QueryClient, v: MoveVariables, context: MoveContext | undefined): void {
  const before = context?.previous?.shipment;
  if (!before) return;
  queryClient.setQueryData<Order>(orderKeys.detail(v.orderId), (o) => {
    if (!o?.shipment || o.shipment.status_id !== v.toStatusId) return o;
    return {
      ...o,
      shipment: {
        ...o.shipment,
        status_id: before.status_id,
        status: before.status,
        status_updated_at: before.status_updated_at,
      },
    };
  });
}

export interface LookUpResult {
  found: Order[];
  notFound: string[];
  failed: { id: string; error: unknown }[];
}

const LOOK_UP_CONCURRENCY = 6;

/** Reads each order by id (through the orders' cache) to say which exist. */
export async function lookUpOrders(queryClient: QueryClient, ids: readonly string[]): Promise<LookUpResult> {
  const result: LookUpResult = { found: [], notFound: [], failed: [] };
  const outcomes: ({ order: Order } | { missing: true } | { error: unknown })[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const i = next++;
      const id = ids[i] ?? '';
      try {
        outcomes[i] = { order: await queryClient.fetchQuery({ ...orderQuery(id), staleTime: 0 }) };
      } catch (error) {
        const missing = (isApiError(error) && error.status === 404) || error instanceof TypeError;
        outcomes[i] = missing ? { missing: true } : { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOK_UP_CONCURRENCY, ids.length) }, worker));
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
