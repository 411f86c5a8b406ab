import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { newIdempotencyKey } from '../../api/client';
import { readStored, writeStored } from '../../lib/storage';
import { useScope } from '../../session/SessionContext';
import { onSignOut } from '../../session/sessionEvents';

/*
 * What the board remembers about moves, per account scope, in this tab's sessionStorage (so
 * it survives a reload and an expired session, and goes with the tab):
 * - the Idempotency-Key of each intended move (shipment, from, to, comment) whose answer is
 *   not known yet: a retry of the same move reuses it, so it can never apply twice;
 * - the moves that failed, with what the server said, until retried or dismissed.
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

export interface MoveFailure {
  move: MoveVariables;
  status: number;
  code: string;
  message: string;
  /** The outcome is unknown (no answer, or a 5xx): a retry with the same key is safe. */
  maybeApplied: boolean;
  /** A 409: the shipment already was in that status; the card was refreshed. */
  conflict: boolean;
  at: string;
}

const requestSchema = z.object({
  orderId: z.string(),
  orderLabel: z.string(),
  shipmentId: z.string(),
  fromStatusId: z.string(),
  toStatusId: z.string(),
  comment: z.string(),
  idempotencyKey: z.string(),
});

const stateSchema = z.object({
  keys: z.record(z.string(), z.string()).catch({}),
  failures: z
    .array(
      z.object({
        move: requestSchema,
        status: z.number(),
        code: z.string(),
        message: z.string(),
        maybeApplied: z.boolean(),
        conflict: z.boolean(),
        at: z.string(),
      }),
    )
    .catch([]),
});

type MoveState = z.output<typeof stateSchema>;

const EMPTY: MoveState = { keys: {}, failures: [] };
/** At most this many remembered keys and failures (the oldest are dropped). */
const MAX_ENTRIES = 100;

function storageKey(scope: string): string {
  return `shipments.moves.${scope}`;
}

const cache = new Map<string, MoveState>();
const listeners = new Set<() => void>();

// The in-memory copy goes with the session; the tab keeps the stored one for when the person is back.
onSignOut(() => cache.clear());

function read(scope: string): MoveState {
  const cached = cache.get(scope);
  if (cached) return cached;
  const state = readStored('session', storageKey(scope), stateSchema) ?? EMPTY;
  cache.set(scope, state);
  return state;
}

function write(scope: string, state: MoveState): void {
  const keys = Object.entries(state.keys);
  const next: MoveState = {
    keys: keys.length > MAX_ENTRIES ? Object.fromEntries(keys.slice(-MAX_ENTRIES)) : state.keys,
    failures: state.failures.slice(0, MAX_ENTRIES),
  };
  writeStored('session', storageKey(scope), next);
  cache.set(scope, next);
  for (const l of [...listeners]) l();
}

/** One intended move: the same shipment, from and to the same status, with the same comment. */
export function intentOf(move: MoveRequest): string {
  return JSON.stringify([move.shipmentId, move.fromStatusId, move.toStatusId, move.comment.trim()]);
}

/** The move's Idempotency-Key: the one kept for the same intended move, else a new one. */
export function keyForMove(scope: string, move: MoveRequest): string {
  const state = read(scope);
  const intent = intentOf(move);
  const kept = state.keys[intent];
  if (kept) return kept;
  const key = newIdempotencyKey();
  write(scope, { ...state, keys: { ...state.keys, [intent]: key } });
  return key;
}

/**
 * The server answered a move: forget its key unless the outcome is unknown (no answer or a
 * 5xx), which keeps it for the retry. A success also clears the shipment's failures.
 */
export function settleMove(scope: string, move: MoveRequest, outcome: 'applied' | 'refused' | 'unknown'): void {
  const state = read(scope);
  const intent = intentOf(move);
  const keys = { ...state.keys };
  if (outcome !== 'unknown') delete keys[intent];
  const failures =
    outcome === 'applied' ? state.failures.filter((f) => f.move.shipmentId !== move.shipmentId) : state.failures;
  if (keys[intent] === state.keys[intent] && failures === state.failures) return;
  write(scope, { keys, failures });
}

/** Records a failed move (replacing an older failure of the same shipment). */
export function recordFailure(scope: string, failure: MoveFailure): void {
  const state = read(scope);
  write(scope, {
    ...state,
    failures: [failure, ...state.failures.filter((f) => f.move.shipmentId !== failure.move.shipmentId)],
  });
}

export function dismissFailure(scope: string, shipmentId: string): void {
  const state = read(scope);
  if (!state.failures.some((f) => f.move.shipmentId === shipmentId)) return;
  write(scope, { ...state, failures: state.failures.filter((f) => f.move.shipmentId !== shipmentId) });
}

export function readFailures(scope: string): MoveFailure[] {
  return read(scope).failures;
}

/** Forgets the in-memory copy (tests; another tab cannot share sessionStorage). */
export function resetMoveStore(): void {
  cache.clear();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current account's failed moves, newest first. */
export function useMoveFailures() {
  const scope = useScope();
  const failures = useSyncExternalStore(subscribe, () => read(scope).failures);
  const dismiss = useCallback((shipmentId: string) => dismissFailure(scope, shipmentId), [scope]);
  return useMemo(() => ({ failures, dismiss }), [failures, dismiss]);
}
