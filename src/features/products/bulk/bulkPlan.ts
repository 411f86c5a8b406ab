import { newIdempotencyKey } from '../../../api/idempotency';
import { sameValue } from './bulkChange';
import type { PlannedRow } from './bulkChange';
import type { BulkChange, BulkField, FieldValue } from './changeSchema';
import type { BulkJob, JobRow } from './bulkJob';

/* The jobs a bulk edit and its undo send: which rows, each with a new Idempotency-Key. */

/** A new edit of the planned rows that change; each gets its own Idempotency-Key. */
export function createJob(
  planned: readonly PlannedRow[],
  change: BulkChange,
  now = new Date(),
  newKey: () => string = newIdempotencyKey,
): BulkJob {
  const rows = planned
    .filter((r) => r.outcome === 'change')
    .map<JobRow>((r) => ({
      id: r.id,
      name: r.name,
      field: r.field,
      old: r.old,
      new: r.new,
      key: newKey(),
      state: 'pending',
    }));
  return {
    id: newKey(),
    kind: 'edit',
    change,
    count: rows.length,
    createdAt: now.toISOString(),
    status: 'running',
    rows,
  };
}

export type UndoOutcome = 'revert' | 'unchanged' | 'changedSince';

export interface UndoPlannedRow {
  id: string;
  name: string;
  field: BulkField;
  /** The value now (read again before undoing). */
  now: FieldValue;
  /** The value the edit replaced, put back. */
  back: FieldValue;
  /**
   * revert: sent; unchanged: already back at the old value; changedSince: someone changed the
   * product after the edit: left as it is (an undo never overwrites a later change).
   */
  outcome: UndoOutcome;
}

/**
 * The undo of an edit: the rows it changed (done), each put back to its old value, as read now:
 * a product whose value is no longer the one the edit set is left alone.
 */
export function undoPlan(job: BulkJob, current: ReadonlyMap<string, FieldValue>): UndoPlannedRow[] {
  return job.rows
    .filter((r) => r.state === 'done')
    .map((r) => {
      const now = current.has(r.id) ? (current.get(r.id) ?? null) : r.new;
      const outcome: UndoOutcome = sameValue(now, r.old)
        ? 'unchanged'
        : sameValue(now, r.new)
          ? 'revert'
          : 'changedSince';
      return { id: r.id, name: r.name, field: r.field, now, back: r.old, outcome };
    });
}

/** The undo job: the rows to put back, each with a NEW Idempotency-Key. */
export function createUndoJob(
  edit: BulkJob,
  planned: readonly UndoPlannedRow[],
  now = new Date(),
  newKey: () => string = newIdempotencyKey,
): BulkJob {
  const rows = planned
    .filter((r) => r.outcome === 'revert')
    .map<JobRow>((r) => ({
      id: r.id,
      name: r.name,
      field: r.field,
      old: r.now,
      new: r.back,
      key: newKey(),
      state: 'pending',
    }));
  return {
    id: newKey(),
    kind: 'undo',
    change: edit.change,
    count: edit.rows.filter((r) => r.state === 'done').length,
    createdAt: now.toISOString(),
    status: 'running',
    rows,
  };
}
