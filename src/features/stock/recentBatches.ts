import { z } from 'zod/mini';
import { createPersistedStore } from '../../lib/persistedStore';
import { storedKeys } from '../../lib/storage';
import { resultRowSchema } from './batchResults';

/**
 * The batches applied in this browser session (sessionStorage: this tab, until it closes or
 * the person signs out), per account, newest first. Stored as `coc.stock.recent.<scope>`, the
 * key it always had: lists saved before the versioned store are read as they are.
 */
export const RECENT_MAX = 10;

export const recentBatchSchema = z.object({
  /** the batch's Idempotency-Key: one per batch */
  id: z.string().check(z.minLength(1)),
  appliedAt: z.string(),
  lineCount: z.number().check(z.int(), z.nonnegative()),
  rows: z.array(resultRowSchema),
});
export type RecentBatch = z.output<typeof recentBatchSchema>;

const RECENT_NAME = 'stock.recent';

export const recentBatchesStore = createPersistedStore({
  name: RECENT_NAME,
  schema: z.array(recentBatchSchema).check(z.maxLength(RECENT_MAX)),
  version: 1,
  area: 'session',
});

export function readRecentBatches(scope: string): RecentBatch[] {
  return recentBatchesStore.read(scope) ?? [];
}

/** Adds a batch in front (a replayed answer for the same key replaces its entry). */
export function rememberBatch(scope: string, batch: RecentBatch): RecentBatch[] {
  const list = [batch, ...readRecentBatches(scope).filter((b) => b.id !== batch.id)].slice(
    0,
    RECENT_MAX,
  );
  if (!recentBatchesStore.write(scope, list)) {
    // Too big for the storage (many 1,000-line batches): keep fewer.
    const fewer = list.slice(0, 2);
    recentBatchesStore.write(scope, fewer);
    return fewer;
  }
  return list;
}

/** Forgets every account's recent batches (sign-out). */
export function forgetRecentBatches(): void {
  for (const key of storedKeys('session', `${RECENT_NAME}.`))
    recentBatchesStore.remove(key.slice(RECENT_NAME.length + 1));
  recentBatchesStore.forgetCache();
}
