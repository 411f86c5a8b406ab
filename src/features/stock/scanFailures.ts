import { z } from 'zod/mini';
import { createPersistedStore } from '../../lib/persistedStore';

/**
 * The failed scans of an account on this browser: every code that did not become a line stays
 * listed (code, time, reason) until the person dismisses it, through reloads, so a unit scanned
 * in a burst never goes missing unnoticed.
 */
export const FAILURE_REASONS = ['unknown', 'failed', 'notChosen'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

export const scanFailureSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** ISO time of the scan */
  at: z.string(),
  reason: z.enum(FAILURE_REASONS),
});
export type ScanFailure = z.output<typeof scanFailureSchema>;

/** The list keeps this many (the oldest go first). */
export const FAILURES_MAX = 200;

export const scanFailuresStore = createPersistedStore({
  name: 'scanFailures',
  schema: z.array(scanFailureSchema),
  version: 1,
  area: 'local',
});

let counter = 0;

/** The list with one more failure at the end. */
export function withFailure(
  list: readonly ScanFailure[],
  code: string,
  reason: FailureReason,
  at = new Date(),
): ScanFailure[] {
  counter += 1;
  const failure: ScanFailure = {
    id: `${at.getTime().toString(36)}-${counter.toString(36)}`,
    code,
    at: at.toISOString(),
    reason,
  };
  return [...list, failure].slice(-FAILURES_MAX);
}

export function withoutFailure(list: readonly ScanFailure[], id: string): ScanFailure[] {
  return list.filter((f) => f.id !== id);
}
