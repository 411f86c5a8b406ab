import { isApiError } from './errors';

export { newIdempotencyKey } from './client';

/*
 * The console's one key-renewal policy for writes (CONTRACT.md "idempotency"). Every write
 * carries an Idempotency-Key: one key per intent, kept until the service has answered for good.
 *
 * | the answer                                      | kind          | the key | the person sees                         |
 * |-------------------------------------------------|---------------|---------|-----------------------------------------|
 * | none (network, timeout), 5xx, unreadable 2xx    | unknown       | kept    | "may have been saved": Retry sends once |
 * | 409 without field details                       | conflict      | kept    | the service's reason; Retry is safe     |
 * | 401 (the key lapsed)                            | sessionLapsed | kept    | the key screen; the form waits          |
 * | 408, 429                                        | notNow        | kept    | "try again in a moment"                 |
 * | 422 `idempotency_key_reused`                    | keyReused     | asked   | "changed since a lost attempt": send as new? |
 * | any other 4xx (400, 403, 404, 422, 409 on a field) | refused    | renewed | the fields to fix                       |
 * | not an ApiError (a bug)                         | unknown       | kept    | a generic message                       |
 * | nothing: offline, the person cancelled the wait  | cancelled     | kept    | "not sent"                              |
 *
 * Keeping a key is always safe: the service replays a finished request instead of doing it
 * again, and refuses (409) while the first one is still running; a 409 without details may be
 * exactly that, so it keeps the key. Only an answer that judged the body for good renews it,
 * so the corrected form is a new request and never a 422 "key reused".
 */

export type WriteFailureKind =
  | 'unknown'
  | 'conflict'
  | 'sessionLapsed'
  | 'notNow'
  | 'keyReused'
  | 'refused'
  /** Not an answer: the person cancelled a write that waited for the connection; nothing was sent. */
  | 'cancelled';

export interface WriteFailure {
  kind: WriteFailureKind;
  /** What the key does next: kept for a retry, renewed for a corrected request, or the person decides. */
  key: 'keep' | 'renew' | 'ask';
  error: unknown;
}

const KEY_OF: Record<WriteFailureKind, WriteFailure['key']> = {
  unknown: 'keep',
  conflict: 'keep',
  sessionLapsed: 'keep',
  notNow: 'keep',
  keyReused: 'ask',
  refused: 'renew',
  cancelled: 'keep',
};

export function writeFailureKind(error: unknown): WriteFailureKind {
  if (!isApiError(error)) return 'unknown';
  if (error.maybeApplied || error.isNetwork || error.status >= 500) return 'unknown';
  if (error.status === 401) return 'sessionLapsed';
  if (error.status === 408 || error.status === 429) return 'notNow';
  if (error.code === 'idempotency_key_reused') return 'keyReused';
  if (error.status === 409 && !error.details.some((d) => d.path !== '')) return 'conflict';
  if (error.status >= 400 && error.status < 500) return 'refused';
  return 'unknown';
}

/** What a failed write means for its Idempotency-Key and for the person. */
export function classifyWriteFailure(error: unknown): WriteFailure {
  const kind = writeFailureKind(error);
  return { kind, key: KEY_OF[kind], error };
}
