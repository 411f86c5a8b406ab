import { describe, expect, it } from 'vitest';
import { jobCounts } from './bulkJob';
import { createJob } from './bulkPlan';
import type { BulkJob, JobRow } from './bulkJob';
import { planChange } from './bulkChange';
import { createBulkRunner } from './bulkRunner';

/** A job of `n` price rows (p0..p{n-1}), keys k-p0.. */
function jobOf(n: number): BulkJob {
  const products = Array.from({ length: n }, (_, i) => ({
    id: `p${i}`,
    name: `P${i}`,
    price: 100 + i,
  }));
  let k = 0;
  const keys = () => `k${k++}`;
  return createJob(
    planChange(products, { kind: 'percent', field: 'price', value: '10' }, 0),
    { kind: 'percent', field: 'price', value: '10' },
    new Date('2026-11-24T10:00:00Z'),
    keys,
  );
}

/** A send whose calls wait until the test settles them. */
function controlledSend() {
  const calls: { row: JobRow; resolve: () => void; reject: (e: unknown) => void }[] = [];
  let active = 0;
  let most = 0;
  const send = (row: JobRow) =>
    new Promise<void>((resolve, reject) => {
      active += 1;
      most = Math.max(most, active);
      const done = (f: () => void) => () => {
        active -= 1;
        f();
      };
      calls.push({ row, resolve: done(resolve), reject: (e) => done(() => reject(e))() });
    });
  return { send, calls, most: () => most, active: () => active };
}

const tick = () => new Promise((r) => setTimeout(r, 0));
const toError = (e: unknown) => ({
  status: 500,
  code: 'server',
  message: e instanceof Error ? e.message : String(e),
});

describe('bulk runner', () => {
  it('sends every row with its own key, at most 4 at a time, in order, and persists before the first write', async () => {
    const job = jobOf(10);
    const c = controlledSend();
    const persisted: { job: BulkJob; urgent: boolean; sentBefore: number }[] = [];
    const runner = createBulkRunner({
      job,
      send: c.send,
      toError,
      onChange: (j, urgent) => persisted.push({ job: j, urgent, sentBefore: c.calls.length }),
    });
    runner.start();
    // The first persisted state was urgent and written before any call left.
    expect(persisted[0]).toMatchObject({ urgent: true, sentBefore: 0 });
    expect(persisted[0]?.job.rows.every((r) => r.state === 'pending')).toBe(true);
    await tick();
    expect(c.calls.map((x) => x.row.id)).toEqual(['p0', 'p1', 'p2', 'p3']);
    // Settle them one by one: each settled row lets the next waiting one start.
    for (let settled = 0; settled < 10; settled++) {
      expect(c.active()).toBe(Math.min(4, 10 - settled));
      c.calls[settled]?.resolve();
      await tick();
    }
    await runner.idle();
    expect(c.most()).toBe(4);
    expect(c.calls.map((x) => x.row.key)).toEqual(job.rows.map((r) => r.key));
    expect(new Set(c.calls.map((x) => x.row.key)).size).toBe(10);
    expect(runner.getJob().status).toBe('finished');
    expect(jobCounts(runner.getJob())).toMatchObject({ done: 10, pending: 0 });
    expect(persisted.at(-1)).toMatchObject({ urgent: true });
  });

  it('pauses (no new row starts, the ones in flight finish), resumes, and cancels the rest', async () => {
    const c = controlledSend();
    const runner = createBulkRunner({
      job: jobOf(12),
      send: c.send,
      toError,
      onChange: () => undefined,
    });
    runner.start();
    await tick();
    runner.pause();
    expect(runner.getJob().status).toBe('paused');
    for (const x of c.calls) x.resolve();
    await tick();
    await runner.idle();
    // Only the 4 that were in flight went; nothing started while paused.
    expect(c.calls).toHaveLength(4);
    expect(jobCounts(runner.getJob())).toMatchObject({ done: 4, pending: 8 });
    runner.resume();
    await tick();
    expect(c.calls.map((x) => x.row.id).slice(4)).toEqual(['p4', 'p5', 'p6', 'p7']);
    runner.cancel();
    c.calls[4]?.resolve();
    c.calls[5]?.reject(new Error('boom'));
    c.calls[6]?.resolve();
    c.calls[7]?.resolve();
    await tick();
    await runner.idle();
    expect(c.calls).toHaveLength(8);
    const job = runner.getJob();
    expect(job.status).toBe('cancelled');
    expect(jobCounts(job)).toEqual({ total: 12, pending: 0, done: 7, failed: 1, skipped: 4 });
    expect(job.rows.find((r) => r.id === 'p5')?.error?.message).toBe('boom');
  });

  it('never retries by itself; "retry the failed ones" sends them again with the same keys', async () => {
    const job = jobOf(6);
    const failOnce = new Set(['p2', 'p4']);
    const sent: JobRow[] = [];
    const runner = createBulkRunner({
      job,
      toError,
      onChange: () => undefined,
      send: async (row) => {
        sent.push(row);
        if (failOnce.delete(row.id)) throw new Error(`failed ${row.id}`);
      },
    });
    runner.start();
    await runner.idle();
    expect(sent).toHaveLength(6);
    expect(jobCounts(runner.getJob())).toMatchObject({ done: 4, failed: 2 });
    expect(runner.getJob().status).toBe('finished');
    runner.retryFailed();
    await runner.idle();
    expect(sent).toHaveLength(8);
    const retried = sent.slice(6);
    expect(retried.map((r) => r.id)).toEqual(['p2', 'p4']);
    expect(retried.map((r) => r.key)).toEqual(
      job.rows.filter((r) => r.id === 'p2' || r.id === 'p4').map((r) => r.key),
    );
    expect(jobCounts(runner.getJob())).toMatchObject({ done: 6, failed: 0 });
    expect(runner.getJob().rows.every((r) => r.error === undefined)).toBe(true);
  });

  it('resumes a persisted job: only the rows not answered go, with their stored keys', async () => {
    const first = controlledSend();
    let stored: BulkJob | null = null;
    const runner = createBulkRunner({
      job: jobOf(8),
      send: first.send,
      toError,
      onChange: (j) => (stored = j),
    });
    runner.start();
    await tick();
    first.calls[0]?.resolve();
    first.calls[1]?.resolve();
    await tick();
    // The page reloads here: p2, p3 were in flight, p4.. waiting. What was stored:
    const persisted = JSON.parse(JSON.stringify(stored)) as BulkJob;
    expect(jobCounts(persisted)).toMatchObject({ done: 2, pending: 6 });
    const sent: JobRow[] = [];
    const resumed = createBulkRunner({
      job: persisted,
      toError,
      onChange: () => undefined,
      send: async (row) => {
        sent.push(row);
      },
    });
    resumed.start();
    await resumed.idle();
    expect(sent.map((r) => r.id)).toEqual(['p2', 'p3', 'p4', 'p5', 'p6', 'p7']);
    expect(sent.map((r) => r.key)).toEqual(persisted.rows.slice(2).map((r) => r.key));
    expect(resumed.getJob().status).toBe('finished');
  });
});
