import { z } from 'zod/mini';
import { readDraft, removeDraft, writeDraft } from '../../lib/drafts';
import type { Draft } from '../../lib/drafts';
import { lineValuesSchema, OPERATIONS } from './lineModel';
import { MAX_IMPORT_ROWS } from './pasteText';

/**
 * The batch being edited, kept per account in localStorage with the Idempotency-Key of its
 * apply (src/lib/drafts.ts), so a reload, a lapsed key or a closed tab loses nothing and a
 * retry after a lost answer reuses the key.
 */
export const BATCH_DRAFT_NAME = 'stock-batch';

export const batchDraftValuesSchema = z.object({
  lines: z.array(lineValuesSchema).check(z.maxLength(MAX_IMPORT_ROWS * 2)),
  scan: z.object({ warehouse: z.string().check(z.maxLength(100)), operation: z.enum(OPERATIONS) }),
});
export type BatchDraftValues = z.output<typeof batchDraftValuesSchema>;

export function readBatchDraft(scope: string): Draft<BatchDraftValues> | null {
  return readDraft(scope, BATCH_DRAFT_NAME, batchDraftValuesSchema);
}

export function writeBatchDraft(
  scope: string,
  values: BatchDraftValues,
  idempotencyKey: string,
): boolean {
  return writeDraft(scope, BATCH_DRAFT_NAME, {
    values,
    idempotencyKey,
    savedAt: new Date().toISOString(),
  });
}

export function removeBatchDraft(scope: string): void {
  removeDraft(scope, BATCH_DRAFT_NAME);
}
