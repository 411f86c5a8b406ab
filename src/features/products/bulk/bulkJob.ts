import { z } from 'zod/mini';
import { createPersistedStore } from '../../../lib/persistedStore';
import { BULK_FIELDS, bulkChangeSchema } from './changeSchema';
import type { BulkField, FieldValue } from './changeSchema';

/*
 * A bulk edit as it is sent: per product its field, old and new value and its own
 * Idempotency-Key, and where it stands. Written to local storage (per account) before the first
 * PUT leaves and as rows settle, so a reload in the middle resumes what is left with the same
 * keys: a row that was in flight is sent again with its key, and the service replays it.
 */

/** pending: not yet answered (or in flight); skipped: not sent, the job was cancelled. */
export const ROW_STATES = ['pending', 'done', 'failed', 'skipped'] as const;

const fieldValue = z.union([z.number(), z.string(), z.null()]);

export const rowErrorSchema = z.object({
  status: z.number(),
  code: z.string(),
  message: z.string(),
});
export type RowError = z.output<typeof rowErrorSchema>;

export const jobRowSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  field: z.enum(BULK_FIELDS),
  old: fieldValue,
  new: fieldValue,
  key: z.string().check(z.minLength(1)),
  state: z.enum(ROW_STATES),
  error: z.optional(rowErrorSchema),
});
export type JobRow = z.output<typeof jobRowSchema>;

export const JOB_STATUSES = ['running', 'paused', 'cancelled', 'finished'] as const;

export const jobSchema = z.object({
  id: z.string().check(z.minLength(1)),
  /** An edit, or the undo of one (its label names the edit it puts back). */
  kind: z.enum(['edit', 'undo']),
  change: bulkChangeSchema,
  /** The edit's own product count (an undo names the edit it undoes). */
  count: z.number(),
  createdAt: z.string(),
  status: z.enum(JOB_STATUSES),
  /** An undo already ran for this edit (it cannot be undone twice). */
  undone: z.optional(z.boolean()),
  rows: z.array(jobRowSchema),
});
export type BulkJob = z.output<typeof jobSchema>;

/** The account's last bulk edit (or undo), in this browser. */
export const bulkJobStore = createPersistedStore({
  name: 'products.bulkEdit',
  schema: jobSchema,
  version: 1,
  area: 'local',
});

export interface JobCounts {
  total: number;
  pending: number;
  done: number;
  failed: number;
  skipped: number;
}

export function jobCounts(job: BulkJob): JobCounts {
  const c: JobCounts = { total: job.rows.length, pending: 0, done: 0, failed: 0, skipped: 0 };
  for (const r of job.rows) c[r.state] += 1;
  return c;
}

/** The job stopped with rows not yet answered (a reload, a closed tab): it can be resumed. */
export function isInterrupted(job: BulkJob): boolean {
  return (
    (job.status === 'running' || job.status === 'paused') &&
    job.rows.some((r) => r.state === 'pending')
  );
}

/** An edit (not an undo) that changed at least one product and has not been undone. */
export function canUndo(job: BulkJob): boolean {
  return (
    job.kind === 'edit' &&
    job.undone !== true &&
    !isInterrupted(job) &&
    job.rows.some((r) => r.state === 'done')
  );
}

/** The product body of a row: only its field. */
export function rowBody(
  row: Pick<JobRow, 'field' | 'new'>,
): Partial<Record<BulkField, FieldValue>> {
  return { [row.field]: row.new };
}
