import { z } from 'zod';
import { readStored, removeStored, storedKeys, writeStored } from '../../lib/storage';
import { resultRowSchema } from './batchResults';

/**
 * The batches applied in this browser session (sessionStorage: this tab, until it closes or
 * the person signs out), per account, newest first.
 */
export const RECENT_MAX = 10;

export const recentBatchSchema = z.object({
  /** the batch's Idempotency-Key: one per batch */
  id: z.string().min(1),
  appliedAt: z.string(),
  lineCount: z.number().int().nonnegative(),
  rows: z.array(resultRowSchema),
});
export type RecentBatch = z.output<typeof recentBatchSchema>;

const listSchema = z.array(recentBatchSchema).max(RECENT_MAX);

function key(scope: string) {
  return `stock.recent.${scope}`;
}

export function readRecentBatches(scope: string): RecentBatch[] {
  return readStored('session', key(scope), listSchema) ?? [];
}

/** Adds a batch in front (a replayed answer for the same key replaces its entry). */
export function rememberBatch(scope: string, batch: RecentBatch): RecentBatch[] {
  const list = [batch, ...readRecentBatches(scope).filter((b) => b.id !== batch.id)].slice(0, RECENT_MAX);
  if (!writeStored('session', key(scope), list)) {
    // Too big for the storage (many 1,000-line batches): keep fewer.
    writeStored('session', key(scope), list.slice(0, 2));
  }
  return list;
}

/** Forgets every account's recent batches (sign-out). */
export function forgetRecentBatches(): void {
  for (const k of storedKeys('session', 'stock.recent.')) removeStored('session', k);
}
