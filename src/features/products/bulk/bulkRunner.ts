import { createPool } from '../../../lib/pool';
import type { BulkJob, JobRow, RowError } from './bulkJob';

/*
 * Sends a bulk job: one write per row with the row's own Idempotency-Key, at most
 * `concurrency` at a time (src/lib/pool.ts), in the rows' order. Never retries by itself.
 *
 * - pause: no new row starts (the waiting ones leave the pool's queue); rows in flight finish.
 * - resume: the rows still pending start again, with the same keys.
 * - cancel: no new row starts; rows not started are `skipped`; rows in flight finish.
 * - retryFailed: the failed rows go again with the SAME keys (the service replays any that
 *   had in fact been applied).
 *
 * The job is immutable: every change makes a new one, given to `onChange` (drawn, and
 * persisted: `urgent` when it must be on disk at once: before the first write leaves, after a
 * failure, at a pause, a cancel or the end; a row done may wait for the next write, since a
 * row sent again with its key is replayed, never applied twice).
 */

export const BULK_CONCURRENCY = 4;

export interface RunnerOptions {
  job: BulkJob;
  /** Sends one row (its field's new value, with `row.key`); rejects on any failure. */
  send: (row: JobRow) => Promise<void>;
  /** What a failure was, kept with the row (status, code, the service's message). */
  toError: (error: unknown) => RowError;
  onChange: (job: BulkJob, urgent: boolean) => void;
  concurrency?: number;
  /** Each row's start and settle time (the bench's per-row latency). */
  onTiming?: ((row: JobRow, startedAt: number, settledAt: number) => void) | undefined;
}

export interface BulkRunner {
  /** Starts (or, after a reload, resumes) the job's pending rows. */
  start: () => void;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
  /** The failed rows again, with the same keys. */
  retryFailed: () => void;
  getJob: () => BulkJob;
  /** Rows being sent now. */
  inFlight: () => ReadonlySet<string>;
  /** Resolves once nothing is in flight or waiting. */
  idle: () => Promise<void>;
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === 'AbortError';

export function createBulkRunner(options: RunnerOptions): BulkRunner {
  const { send, toError, onChange, onTiming } = options;
  const pool = createPool(options.concurrency ?? BULK_CONCURRENCY);
  let job = options.job;
  let queue = new AbortController();
  /** Row keys in flight (keys are unique per row). */
  const flying = new Set<string>();
  /** Row keys handed to the pool (waiting or in flight). */
  const queued = new Set<string>();
  let idleWaiters: (() => void)[] = [];

  const emit = (urgent: boolean) => onChange(job, urgent);

  const update = (key: string, patch: Partial<JobRow>) => {
    const i = job.rows.findIndex((r) => r.key === key);
    const current = job.rows[i];
    if (!current) return;
    const rows = job.rows.slice();
    const next: JobRow = { ...current, ...patch };
    if (patch.state === 'done') delete next.error;
    rows[i] = next;
    job = { ...job, rows };
  };

  const settleIdle = () => {
    if (queued.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const w of waiters) w();
  };

  const finishIfDone = () => {
    if (flying.size > 0 || queued.size > 0) return false;
    if (job.status === 'running' && !job.rows.some((r) => r.state === 'pending')) {
      job = { ...job, status: 'finished' };
      return true;
    }
    return false;
  };

  const sendRow = async (row: JobRow) => {
    flying.add(row.key);
    emit(false);
    const started = performance.now();
    let failed = false;
    try {
      await send(row);
      update(row.key, { state: 'done' });
    } catch (error) {
      failed = true;
      update(row.key, { state: 'failed', error: toError(error) });
    } finally {
      flying.delete(row.key);
      queued.delete(row.key);
      onTiming?.(row, started, performance.now());
    }
    const finished = finishIfDone();
    emit(failed || finished);
    settleIdle();
  };

  const enqueuePending = () => {
    const signal = queue.signal;
    for (const row of job.rows) {
      if (row.state !== 'pending' || queued.has(row.key)) continue;
      queued.add(row.key);
      pool
        .run(() => sendRow(row), signal)
        .catch((error: unknown) => {
          // Left the queue unstarted (pause, cancel): the row stays as it is.
          queued.delete(row.key);
          if (!isAbort(error)) throw error;
          settleIdle();
        });
    }
  };

  const stopQueue = () => {
    queue.abort();
    queue = new AbortController();
  };

  return {
    start() {
      job = { ...job, status: 'running' };
      // On disk before the first write leaves.
      emit(true);
      enqueuePending();
      if (finishIfDone()) emit(true);
      settleIdle();
    },
    pause() {
      if (job.status !== 'running') return;
      job = { ...job, status: 'paused' };
      stopQueue();
      emit(true);
    },
    resume() {
      if (job.status !== 'paused') return;
      job = { ...job, status: 'running' };
      emit(true);
      enqueuePending();
      if (finishIfDone()) emit(true);
    },
    cancel() {
      if (job.status !== 'running' && job.status !== 'paused') return;
      stopQueue();
      const rows = job.rows.map((r) =>
        r.state === 'pending' && !flying.has(r.key) ? { ...r, state: 'skipped' as const } : r,
      );
      job = { ...job, status: 'cancelled', rows };
      emit(true);
    },
    retryFailed() {
      if (flying.size > 0 || queued.size > 0) return;
      const rows = job.rows.map((r) => {
        if (r.state !== 'failed') return r;
        const { error: _dropped, ...rest } = r;
        return { ...rest, state: 'pending' as const };
      });
      job = { ...job, status: 'running', rows };
      emit(true);
      enqueuePending();
      if (finishIfDone()) emit(true);
    },
    getJob: () => job,
    inFlight: () => flying,
    idle: () =>
      queued.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            idleWaiters.push(resolve);
          }),
  };
}
