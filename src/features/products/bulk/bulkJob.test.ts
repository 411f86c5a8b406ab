// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { planChange } from './bulkChange';
import { bulkJobStore, canUndo, isInterrupted, rowBody } from './bulkJob';
import { createJob, createUndoJob, undoPlan } from './bulkPlan';
import type { BulkChange } from './changeSchema';
import type { BulkJob } from './bulkJob';

const change: BulkChange = { kind: 'percent', field: 'price', value: '10' };
let n = 0;
const key = () => `key-${n++}`;

function editOf(prices: (number | null)[]): BulkJob {
  const products = prices.map((price, i) => ({ id: `p${i}`, name: `P${i}`, price }));
  return createJob(planChange(products, change, 0), change, new Date('2026-11-24T10:00:00Z'), key);
}

describe('bulk job', () => {
  it('holds only the rows that change, each with its own key, and sends only its field', () => {
    const job = editOf([100, 0, null, 200]);
    expect(job.rows.map((r) => [r.id, r.old, r.new])).toEqual([
      ['p0', 100, 110],
      ['p3', 200, 220],
    ]);
    expect(new Set(job.rows.map((r) => r.key)).size).toBe(2);
    expect(rowBody(job.rows[0]!)).toEqual({ price: 110 });
    expect(isInterrupted(job)).toBe(true);
  });

  it('is stored per account and read back through its schema (a tampered entry reads as absent)', () => {
    const job = editOf([100]);
    bulkJobStore.write('acc-1', job);
    bulkJobStore.forgetCache();
    expect(bulkJobStore.read('acc-1')).toEqual(job);
    expect(bulkJobStore.read('acc-2')).toBeNull();
    localStorage.setItem(
      'coc.products.bulkEdit.acc-1',
      JSON.stringify({ v: 1, data: { ...job, rows: [{ id: 'x' }] } }),
    );
    bulkJobStore.forgetCache();
    expect(bulkJobStore.read('acc-1')).toBeNull();
  });

  it('plans the undo: only rows the edit changed, put back unless changed since', () => {
    const edit = editOf([100, 200, 300, 400]);
    const rows = edit.rows.map((r, i) => ({
      ...r,
      state: i === 3 ? ('failed' as const) : ('done' as const),
    }));
    const done: BulkJob = { ...edit, status: 'finished', rows };
    expect(canUndo(done)).toBe(true);
    const now = new Map<string, number | string | null>([
      ['p0', 110], // as the edit left it: put back
      ['p1', 250], // someone changed it since: left alone
      ['p2', 300], // already back at the old value
    ]);
    const plan = undoPlan(done, now);
    expect(plan.map((r) => [r.id, r.now, r.back, r.outcome])).toEqual([
      ['p0', 110, 100, 'revert'],
      ['p1', 250, 200, 'changedSince'],
      ['p2', 300, 300, 'unchanged'],
    ]);
    const undo = createUndoJob(done, plan, new Date(), key);
    expect(undo.kind).toBe('undo');
    expect(undo.count).toBe(3);
    expect(undo.rows.map((r) => [r.id, r.old, r.new])).toEqual([['p0', 110, 100]]);
    // New keys: never one of the edit's.
    expect(edit.rows.map((r) => r.key)).not.toContain(undo.rows[0]?.key);
    expect(canUndo(undo)).toBe(false);
    expect(canUndo({ ...done, undone: true })).toBe(false);
  });
});
