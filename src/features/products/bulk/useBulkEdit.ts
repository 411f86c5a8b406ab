import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useConfig } from '../../../config/ConfigContext';
import { currencyDecimals, fieldOf, planChange, valueOf } from './bulkChange';
import type { PlannedRow } from './bulkChange';
import { BULK_ROW, measuringBulkRows } from './benchMarks';
import { bulkJobStore, isInterrupted } from './bulkJob';
import type { BulkJob } from './bulkJob';
import { createJob, createUndoJob, undoPlan } from './bulkPlan';
import type { UndoPlannedRow } from './bulkPlan';
import type { BulkChange, FieldValue } from './changeSchema';
import {
  collectMatchingIds,
  productsChanged,
  readRecords,
  rowError,
  sendRow,
} from './bulkRequests';
import { createBulkRunner } from './bulkRunner';
import type { BulkRunner } from './bulkRunner';
import type { DialogMode } from './dialogMode';

/*
 * The bulk edit dialog's controller: choose a change, read the products (preview), send the
 * job (the runner), undo it. The view (BulkEditDialog.tsx) only draws what this gives it.
 */

export interface Unread {
  id: string;
  error: unknown;
}

export type Phase =
  | { phase: 'choose' }
  | { phase: 'loading'; read: number; total: number | null; collecting: boolean }
  | { phase: 'preview'; change: BulkChange; rows: PlannedRow[]; unread: Unread[] }
  | { phase: 'undoPreview'; edit: BulkJob; rows: UndoPlannedRow[]; unread: Unread[] }
  | { phase: 'loadFailed'; error: unknown; retry: () => void }
  | { phase: 'job' };

/** A row done waits at most this long before the job is written again (a failure: at once). */
const PERSIST_DELAY_MS = 400;

export interface BulkEdit {
  phase: Phase;
  /** The job being sent (or the last one, shown). */
  job: BulkJob | null;
  /** Ids of the rows in flight now. */
  inFlight: ReadonlySet<string>;
  /** Something is being sent: the dialog cannot close, Retry and Undo wait. */
  active: boolean;
  preview: (change: BulkChange) => void;
  backToChoose: () => void;
  apply: () => void;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
  retryFailed: () => void;
  startUndo: () => void;
  applyUndo: () => void;
  /** Stops a read in progress (closing the dialog while it reads). */
  abortReads: () => void;
  /** A stored job stopped by a reload, not yet resumed here. */
  resumable: boolean;
  /** Sends what the stored job has left, with the same keys. */
  resumeStored: () => void;
  /** Gives up what the stored job has left (nothing more is sent). */
  discardStored: () => void;
}

const NO_FLIGHT: ReadonlySet<string> = new Set();

export function useBulkEdit(mode: DialogMode, scope: string, onStarted: () => void): BulkEdit {
  const queryClient = useQueryClient();
  const { currency } = useConfig();
  const decimals = currencyDecimals(currency);
  const stored = () => bulkJobStore.read(scope);

  const [phase, setPhase] = useState<Phase>(() =>
    mode.kind === 'edit'
      ? { phase: 'choose' }
      : mode.kind === 'undo'
        ? { phase: 'loading', read: 0, total: null, collecting: false }
        : { phase: 'job' },
  );
  const [job, setJob] = useState<BulkJob | null>(() => (mode.kind === 'edit' ? null : stored()));
  const [inFlight, setInFlight] = useState<ReadonlySet<string>>(NO_FLIGHT);
  const runner = useRef<BulkRunner | null>(null);
  /** A runner sends this job (a stored job shown after a reload has none until resumed). */
  const [attached, setAttached] = useState(false);
  const reads = useRef<AbortController | null>(null);
  const lock = useRef(false);
  const persistTimer = useRef<number | null>(null);
  const toPersist = useRef<BulkJob | null>(null);

  /** The page is going away: what is on disk stays as it is. */
  const leaving = useRef(false);
  const flush = useCallback(() => {
    if (persistTimer.current !== null) window.clearTimeout(persistTimer.current);
    persistTimer.current = null;
    if (toPersist.current && !leaving.current) bulkJobStore.write(scope, toPersist.current);
    toPersist.current = null;
  }, [scope]);

  // A tab closed or reloaded mid-run: what has settled is on disk, then nothing more is written:
  // the browser cuts off the requests in flight as it leaves (they fail here, before the page
  // hides), but those are not failures to keep: their rows stay pending and are resent with
  // their keys when the job is resumed. (A leave that is called off writes again a moment later,
  // and shows the job paused.)
  const latestJob = useRef<BulkJob | null>(null);
  const drawFrame = useRef(0);
  useEffect(() => {
    let back = 0;
    const onLeave = () => {
      flush();
      leaving.current = true;
      // No new row starts while the page goes (the aborted ones free the pool's places).
      runner.current?.pause();
      window.clearTimeout(back);
      back = window.setTimeout(() => {
        leaving.current = false;
        if (latestJob.current) bulkJobStore.write(scope, latestJob.current);
      }, 1500);
    };
    window.addEventListener('beforeunload', onLeave);
    window.addEventListener('pagehide', onLeave);
    return () => {
      cancelAnimationFrame(drawFrame.current);
      window.clearTimeout(back);
      window.removeEventListener('beforeunload', onLeave);
      window.removeEventListener('pagehide', onLeave);
      flush();
      reads.current?.abort();
    };
  }, [flush, scope]);

  const run = useCallback(
    (next: BulkJob, begin: (r: BulkRunner) => void) => {
      flush();
      const r = createBulkRunner({
        job: next,
        send: (row) => sendRow(queryClient, row),
        toError: rowError,
        onTiming: measuringBulkRows()
          ? (_row, start, end) => performance.measure(BULK_ROW, { start, end })
          : undefined,
        onChange: (j, urgent) => {
          // Drawn once per frame at most (500 rows settle in a few seconds).
          drawFrame.current ||= requestAnimationFrame(() => {
            drawFrame.current = 0;
            setJob(r.getJob());
            setInFlight(new Set(r.inFlight()));
          });
          toPersist.current = j;
          latestJob.current = j;
          if (urgent) flush();
          else persistTimer.current ??= window.setTimeout(flush, PERSIST_DELAY_MS);
          if (r.inFlight().size === 0 && j.status !== 'running') {
            flush();
            productsChanged(queryClient);
          }
        },
      });
      runner.current = r;
      setAttached(true);
      setPhase({ phase: 'job' });
      begin(r);
    },
    [flush, queryClient],
  );

  const load = useCallback(
    async (ids: readonly string[] | null, signal: AbortSignal) => {
      let list = ids;
      if (list === null) {
        if (mode.kind !== 'edit' || !mode.all) return null;
        setPhase({ phase: 'loading', read: 0, total: mode.total, collecting: true });
        list = await collectMatchingIds(queryClient, mode.request, signal, (collected, total) =>
          setPhase({ phase: 'loading', read: collected, total, collecting: true }),
        );
      }
      const total = list.length;
      setPhase({ phase: 'loading', read: 0, total, collecting: false });
      return readRecords(queryClient, list, signal, (read) =>
        setPhase({ phase: 'loading', read, total, collecting: false }),
      );
    },
    [mode, queryClient],
  );

  const preview = useCallback(
    (change: BulkChange) => {
      reads.current?.abort();
      const controller = new AbortController();
      reads.current = controller;
      const ids = mode.kind === 'edit' && !mode.all ? mode.ids : null;
      const attempt = () => {
        load(ids, controller.signal).then(
          (records) => {
            if (!records || controller.signal.aborted) return;
            const rows = planChange(records.products, change, decimals);
            setPhase({ phase: 'preview', change, rows, unread: records.unread });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            setPhase({ phase: 'loadFailed', error, retry: attempt });
          },
        );
      };
      attempt();
    },
    [mode, load, decimals],
  );

  const apply = useCallback(() => {
    if (phase.phase !== 'preview' || lock.current) return;
    lock.current = true;
    const next = createJob(phase.rows, phase.change);
    run(next, (r) => r.start());
    onStarted();
    lock.current = false;
  }, [phase, run, onStarted]);

  const startUndo = useCallback(() => {
    const edit = job ?? stored();
    if (!edit) return;
    reads.current?.abort();
    const controller = new AbortController();
    reads.current = controller;
    const ids = edit.rows.filter((r) => r.state === 'done').map((r) => r.id);
    const field = fieldOf(edit.change);
    const attempt = () => {
      load(ids, controller.signal).then(
        (records) => {
          if (!records || controller.signal.aborted) return;
          const now = new Map<string, FieldValue>(
            records.products.map((p) => [p.id, valueOf(p, field)]),
          );
          const readIds = new Set(now.keys());
          const rows = undoPlan(edit, now).filter((r) => readIds.has(r.id));
          setPhase({ phase: 'undoPreview', edit, rows, unread: records.unread });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setPhase({ phase: 'loadFailed', error, retry: attempt });
        },
      );
    };
    attempt();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reads the stored job when called
  }, [job, load, scope]);

  // Undo opened from the bar: read the products again at once.
  const undoStarted = useRef(false);
  useEffect(() => {
    if (mode.kind !== 'undo' || undoStarted.current) return;
    undoStarted.current = true;
    startUndo();
  }, [mode.kind, startUndo]);

  const applyUndo = useCallback(() => {
    if (phase.phase !== 'undoPreview' || lock.current) return;
    lock.current = true;
    run(createUndoJob(phase.edit, phase.rows), (r) => r.start());
    lock.current = false;
  }, [phase, run]);

  // The shown job without a runner (opened to view it): retry makes one.
  const withRunner = (act: (r: BulkRunner) => void) => {
    if (runner.current) act(runner.current);
    else if (job) run(job, act);
  };

  const active = attached && job !== null && (job.status === 'running' || inFlight.size > 0);

  return {
    phase,
    job,
    inFlight,
    active,
    preview,
    backToChoose: () => {
      reads.current?.abort();
      setPhase({ phase: 'choose' });
    },
    apply,
    pause: () => runner.current?.pause(),
    resume: () => runner.current?.resume(),
    cancel: () => runner.current?.cancel(),
    retryFailed: () => {
      if (active) return;
      withRunner((r) => r.retryFailed());
    },
    startUndo,
    applyUndo,
    abortReads: () => reads.current?.abort(),
    resumable: !attached && job !== null && isInterrupted(job),
    resumeStored: () => {
      if (attached || lock.current) return;
      const j = stored();
      if (j && isInterrupted(j)) run(j, (r) => r.start());
    },
    discardStored: () => {
      if (attached) return;
      const j = stored();
      if (j && isInterrupted(j)) run(j, (r) => r.cancel());
    },
  };
}
