import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { newIdempotencyKey } from '../../api/idempotency';
import type { WriteFailureKind } from '../../api/idempotency';
import type { IdempotencyKeyHolder } from '../../hooks/useSafeSubmit';
import { createPersistedStore } from '../../lib/persistedStore';
import { useScope } from '../../session/SessionContext';

/*
 * What the board remembers about moves, per account scope, in this tab's sessionStorage
 * (`coc.shipments.moves.<scope>`: it survives a reload and an expired session, and goes with
 * the tab):
 * - the Idempotency-Key of each intended move (shipment, from, to, comment) whose answer does
 *   not settle it: a retry of the same move reuses it, so it can never apply twice. When a key
 *   is kept or renewed is the console's one policy (src/api/idempotency.ts);
 * - the moves that failed, with what the server said and the policy's kind, until retried or
 *   dismissed.
 */

/** A move the person asked for. */
export interface MoveRequest {
  orderId: string;
  /** "#12", for messages. */
  orderLabel: string;
  shipmentId: string;
  fromStatusId: string;
  toStatusId: string;
  /** '' for none. */
  comment: string;
}

export interface MoveVariables extends MoveRequest {
  idempotencyKey: string;
}

/** Every kind of the key policy (a Record, so a kind added there must be added here). */
const KIND_NAMES: Record<WriteFailureKind, true> = {
  unknown: true,
  conflict: true,
  sessionLapsed: true,
  notNow: true,
  keyReused: true,
  refused: true,
  cancelled: true,
};
const KINDS = Object.keys(KIND_NAMES) as [WriteFailureKind, ...WriteFailureKind[]];

const requestSchema = z.object({
  orderId: z.string(),
  orderLabel: z.string(),
  shipmentId: z.string(),
  fromStatusId: z.string(),
  toStatusId: z.string(),
  comment: z.string(),
  idempotencyKey: z.string(),
});

const failureSchema = z.object({
  move: requestSchema,
  /** What the key policy made of the answer (classifyWriteFailure). */
  kind: z.enum(KINDS),
  status: z.number(),
  code: z.string(),
  message: z.string(),
  /** The outcome is unknown (no answer, or a 5xx): a retry with the same key is safe. */
  maybeApplied: z.boolean(),
  /** A 409: the shipment may already be in that status; the card was refreshed. */
  conflict: z.boolean(),
  at: z.string(),
});

export type MoveFailure = z.output<typeof failureSchema>;

const stateSchema = z.object({
  keys: z.catch(z.record(z.string(), z.string()), {}),
  failures: z.catch(z.array(failureSchema), []),
});

type MoveState = z.output<typeof stateSchema>;

/** A failure stored before failures had a kind (version 0): its kind as the policy names it. */
function kindOfStored(f: { status?: unknown; maybeApplied?: unknown }): WriteFailureKind {
  const status = typeof f.status === 'number' ? f.status : 0;
  if (f.maybeApplied === true || status === 0 || status >= 500) return 'unknown';
  if (status === 401) return 'sessionLapsed';
  if (status === 408 || status === 429) return 'notNow';
  // a 409 was "already in that status" (the service names the field): refused for good
  return 'refused';
}

/** Version 0: the same shape without a failure's `kind`. */
function migrate(old: unknown): unknown {
  if (typeof old !== 'object' || old === null) return old;
  const state = old as { keys?: unknown; failures?: unknown };
  const failures = Array.isArray(state.failures)
    ? state.failures.map((f: unknown) =>
        typeof f === 'object' && f !== null ? { kind: kindOfStored(f), ...f } : f,
      )
    : state.failures;
  return { ...state, failures };
}

const store = createPersistedStore({
  name: 'shipments.moves',
  schema: stateSchema,
  version: 1,
  area: 'session',
  migrate,
});

const EMPTY: MoveState = { keys: {}, failures: [] };
/** At most this many remembered keys and failures (the oldest are dropped). */
const MAX_ENTRIES = 100;

function read(scope: string): MoveState {
  return store.read(scope) ?? EMPTY;
}

function write(scope: string, state: MoveState): void {
  const keys = Object.entries(state.keys);
  store.write(scope, {
    keys: keys.length > MAX_ENTRIES ? Object.fromEntries(keys.slice(-MAX_ENTRIES)) : state.keys,
    failures: state.failures.slice(0, MAX_ENTRIES),
  });
}

/** One intended move: the same shipment, from and to the same status, with the same comment. */
export function intentOf(move: MoveRequest): string {
  return JSON.stringify([move.shipmentId, move.fromStatusId, move.toStatusId, move.comment.trim()]);
}

/** The move's Idempotency-Key: the one kept for the same intended move, else a new one (kept). */
export function keyForMove(scope: string, move: MoveRequest): string {
  const state = read(scope);
  const intent = intentOf(move);
  const kept = state.keys[intent];
  if (kept) return kept;
  const key = newIdempotencyKey();
  write(scope, { ...state, keys: { ...state.keys, [intent]: key } });
  return key;
}

/** Forgets the key of an intended move: the next attempt of it is a new request. */
export function forgetMoveKey(scope: string, move: MoveRequest): void {
  const state = read(scope);
  const intent = intentOf(move);
  if (!(intent in state.keys)) return;
  const { [intent]: _forgotten, ...keys } = state.keys;
  write(scope, { ...state, keys });
}

/** The key holder of one intended move (the shape useSafeSubmit takes), kept in this tab's storage. */
export function moveKeyHolder(scope: string, move: MoveRequest): IdempotencyKeyHolder {
  return { current: () => keyForMove(scope, move), renew: () => forgetMoveKey(scope, move) };
}

/**
 * The server answered a move: forget its key unless the outcome is unknown (no answer or a
 * 5xx), which keeps it for the retry. A success also clears the shipment's failures.
 */
export function settleMove(
  scope: string,
  move: MoveRequest,
  outcome: 'applied' | 'refused' | 'unknown',
): void {
  if (outcome !== 'unknown') forgetMoveKey(scope, move);
  if (outcome === 'applied') dismissFailure(scope, move.shipmentId);
}

/**
 * Records a failed move (replacing an older failure of the same shipment). Its kind is what
 * classifyWriteFailure said; left out, it is read from the status as for an entry stored
 * before kinds existed.
 */
export function recordFailure(
  scope: string,
  failure: Omit<MoveFailure, 'kind'> & { kind?: WriteFailureKind },
): void {
  const state = read(scope);
  const recorded: MoveFailure = { ...failure, kind: failure.kind ?? kindOfStored(failure) };
  write(scope, {
    ...state,
    failures: [
      recorded,
      ...state.failures.filter((f) => f.move.shipmentId !== failure.move.shipmentId),
    ],
  });
}

export function dismissFailure(scope: string, shipmentId: string): void {
  const state = read(scope);
  if (!state.failures.some((f) => f.move.shipmentId === shipmentId)) return;
  write(scope, {
    ...state,
    failures: state.failures.filter((f) => f.move.shipmentId !== shipmentId),
  });
}

export function readFailures(scope: string): MoveFailure[] {
  return read(scope).failures;
}

/** Forgets the in-memory copy (tests; another tab cannot share sessionStorage). */
export function resetMoveStore(): void {
  store.forgetCache();
}

/** The current account's failed moves, newest first. */
export function useMoveFailures() {
  const scope = useScope();
  const failures = useSyncExternalStore(store.subscribe, () => read(scope).failures);
  const dismiss = useCallback((shipmentId: string) => dismissFailure(scope, shipmentId), [scope]);
  return useMemo(() => ({ failures, dismiss }), [failures, dismiss]);
}
