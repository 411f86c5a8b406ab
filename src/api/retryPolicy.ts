import { isApiError } from './errors';

/*
 * Retry defaults for TanStack Query reads (CONTRACT.md "Errors": 429 and 5xx on reads are
 * retried with back-off; writes are never retried automatically: give mutations `retry: false`).
 */

export const MAX_READ_RETRIES = 3;
export const RETRY_BASE_DELAY_MS = 500;
export const RETRY_MAX_BACKOFF_MS = 8_000;
export const RETRY_AFTER_CAP_MS = 30_000;

function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return false; // a cancellation or a bug: retrying will not help
  if (error.code === 'invalid_response') return false;
  if (error.code === 'network_error' || error.code === 'timeout') return true;
  return error.status === 429 || error.status >= 500;
}

/** `retry` for queries. TanStack passes the failures so far, 0 on the first failure. */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_READ_RETRIES && isTransient(error);
}

/** `retryDelay` for queries: Retry-After when the server gave one (capped at 30 s), else
 * 500 ms x 2^attempt capped at 8 s. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.retryAfter !== null && Number.isFinite(error.retryAfter)) {
    return Math.min(Math.max(0, error.retryAfter) * 1000, RETRY_AFTER_CAP_MS);
  }
  const n = Math.max(0, Math.floor(Number.isFinite(attempt) ? attempt : 0));
  return Math.min(RETRY_BASE_DELAY_MS * 2 ** n, RETRY_MAX_BACKOFF_MS);
}
