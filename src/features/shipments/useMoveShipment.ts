import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { isApiError } from '../../api/errors';
import { classifyWriteFailure } from '../../api/idempotency';
import type { Order } from '../../api/schemas/order';
import type { ShipmentStatus } from '../../api/schemas/shipment';
import { changeShipmentStatus } from '../../api/shipments';
import type { ShipmentStatusChange } from '../../api/shipments';
import { holdOrder, invalidateOrder, updateCachedOrder } from '../../queries/orders';
import { useScope } from '../../session/SessionContext';
import { moveKeyHolder, recordFailure, settleMove } from './moveStore';
import type { MoveRequest, MoveVariables } from './moveStore';
import { shipmentKeys } from './queries';

export interface MoveInput extends MoveRequest {
  /** The status record shown while the move is on its way. */
  target: ShipmentStatus;
}

type MoveMutation = MoveVariables & { target: ShipmentStatus };

interface MoveContext {
  previous: Order | undefined;
}

function withStatus(order: Order, status: ShipmentStatus, at: string): Order {
  if (!order.shipment) return order;
  return {
    ...order,
    shipment: { ...order.shipment, status_id: status.id, status, status_updated_at: at },
  };
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
 * changed); a failure puts it back, re-reads the order and records the failure with its kind.
 *
 * Each intended move has one Idempotency-Key (moveKeyHolder, kept in this tab's storage), and
 * the console's one key policy (classifyWriteFailure, src/api/idempotency.ts) says what an
 * answer does to it: a success or a refusal for good renews it, a lost answer, a 5xx, a 409
 * without details, a 401, a 408 or a 429 keep it for the retry, "key reused" waits for the
 * person ("send as new"). Several cards may be moving at once, each with its own key, so this
 * is a mutation observed per card (usePendingMoves) rather than useSafeSubmit's single lock.
 * Never retried automatically.
 */
export function useMoveShipment() {
  const queryClient = useQueryClient();
  const scope = useScope();
  const mutation = useMutation<ShipmentStatusChange, Error, MoveMutation, MoveContext>({
    mutationKey: shipmentKeys.moves(),
    retry: false,
    mutationFn: ({ shipmentId, toStatusId, comment, idempotencyKey }) =>
      changeShipmentStatus(
        {
          shipmentId,
          statusId: toStatusId,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        },
        { idempotencyKey },
      ),
    onMutate: async (v) => {
      const previous = await holdOrder(queryClient, v.orderId);
      updateCachedOrder(queryClient, v.orderId, (o) =>
        withStatus(o, v.target, new Date().toISOString()),
      );
      return { previous };
    },
    onSuccess: (answer, v) => {
      settleMove(scope, v, 'applied');
      updateCachedOrder(queryClient, v.orderId, (o) => ({
        ...o,
        shipment: answer.shipment,
        updated_at: answer.shipment.updated_at ?? o.updated_at,
      }));
    },
    onError: (error, v, context) => {
      rollBack(queryClient, v, context);
      const failure = classifyWriteFailure(error);
      if (failure.key === 'renew') moveKeyHolder(scope, v).renew();
      const status = isApiError(error) ? error.status : 0;
      recordFailure(scope, {
        move: stripTarget(v),
        kind: failure.kind,
        status,
        code: isApiError(error) ? error.code : 'unknown',
        message: error.message,
        maybeApplied: isApiError(error) && error.maybeApplied,
        conflict: status === 409,
        at: new Date().toISOString(),
      });
      // The card is back where it was; the server's copy says where it really is.
      invalidateOrder(queryClient, v.orderId);
    },
  });

  const { mutate } = mutation;
  /** Sends a move with the key of that intended move (a retry of it reuses the key). */
  const move = useCallback(
    (input: MoveInput) =>
      mutate({ ...input, idempotencyKey: moveKeyHolder(scope, input).current() }),
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
function rollBack(
  queryClient: QueryClient,
  v: MoveVariables,
  context: MoveContext | undefined,
): void {
  const before = context?.previous?.shipment;
  if (!before) return;
  updateCachedOrder(queryClient, v.orderId, (o) => {
    if (!o.shipment || o.shipment.status_id !== v.toStatusId) return o;
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
