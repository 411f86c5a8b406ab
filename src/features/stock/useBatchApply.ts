import { useNotices } from '../../ui/notices/notices';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { isApiError } from '../../api/errors';
import type { WriteFailure } from '../../api/idempotency';
import type { StockResultEntry } from '../../api/schemas/stock';
import { usePersistedValue } from '../../hooks/usePersistedValue';
import { useSafeSubmit } from '../../hooks/useSafeSubmit';
import { buildBatch, isBuildProblem, mapDetails } from './batchRequest';
import type { BuildProblem, BuiltBatch } from './batchRequest';
import { buildResultRows } from './batchResults';
import type { ProductLabel } from './batchResults';
import type { BatchStore } from './batchStore';
import { isOnHand } from './lineModel';
import type { LineField } from './lineModel';
import { useApplyStockBatch } from './queries';
import { recentBatchesStore, rememberBatch } from './recentBatches';
import type { RecentBatch } from './recentBatches';
import { batchBench, useBenchCommit } from './useBatchBench';
import type { BatchDraft } from './useBatchDraft';

/** A batch as it was sent: a retry sends exactly this again. */
interface Sent extends BuiltBatch {
  labels: Map<string, ProductLabel>;
  /** store version when sent: lines edited since are not cleared on success */
  version: number;
}

interface Options {
  scope: string;
  draft: Pick<BatchDraft, 'store' | 'key' | 'saveNow' | 'clear'>;
  /** Puts the focus on a line's cell (a problem or the service's first message). */
  jump: (id: string, field: LineField) => void;
  /** The batch was applied (e.g. the import report goes). */
  onApplied?: () => void;
  /** Rows of a pasted sheet that could not be read: the batch waits until they are fixed or left out. */
  unreadRows?: number;
}

export interface BatchApply {
  /** The confirm dialog is open. */
  confirmOpen: boolean;
  /** "Apply batch…": checks the lines, then asks (or says what stops the batch). */
  openConfirm: () => void;
  cancelConfirm: () => void;
  /** The dialog's "Apply batch": locked from the first click until the answer. */
  confirm: () => Promise<void>;
  /** Sends the failed batch again, exactly as sent, with the same key. */
  retry: () => Promise<void>;
  /** After "key reused": these lines go as a new batch, with a new key (asked again). */
  sendAsNew: () => void;
  pending: boolean;
  failure: WriteFailure | null;
  /** The service's messages that name no line. */
  unmapped: readonly string[];
  /** Why the batch cannot be sent (nothing was). */
  problem: BuildProblem | null;
  dismissProblem: () => void;
  /** The batch just applied, with its results. */
  lastResult: RecentBatch | null;
  dismissResult: () => void;
  /** This session's applied batches, newest first. */
  recent: readonly RecentBatch[];
  /** The results' heading, focused once they show. */
  resultsRef: RefObject<HTMLHeadingElement | null>;
  /** Forgets the failure and the problem (the draft was discarded). */
  reset: () => void;
}

const NO_BATCHES: readonly RecentBatch[] = [];

function labelsOf(store: BatchStore): Map<string, ProductLabel> {
  const labels = new Map<string, ProductLabel>();
  for (const l of store.getLines())
    if (l.product) labels.set(l.product.id, { name: l.product.name, sku: l.product.sku });
  return labels;
}

/**
 * Applying the batch through the one write-safety module (src/hooks/useSafeSubmit.ts): one
 * request per intent, locked from the first click; the draft's Idempotency-Key, kept for a
 * retry (which sends the same body) and renewed after a success or a refusal the person fixes;
 * the service's details on their lines; the results, and this session's list of batches.
 */
export function useBatchApply({
  scope,
  draft,
  jump,
  onApplied,
  unreadRows = 0,
}: Options): BatchApply {
  const { t } = useTranslation('stock');
  const { enqueueSnackbar } = useNotices();
  const { store, key, saveNow, clear } = draft;
  const apply = useApplyStockBatch();
  const safe = useSafeSubmit(key);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [problem, setProblem] = useState<BuildProblem | null>(null);
  const [unmapped, setUnmapped] = useState<readonly string[]>([]);
  const [lastResult, setLastResult] = useState<RecentBatch | null>(null);
  const recent = usePersistedValue(recentBatchesStore, scope) ?? NO_BATCHES;
  const lastSent = useRef<Sent | null>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  /** Where the focus goes once the confirm dialog has closed (and given the focus back to its opener). */
  const focusAfterClose = useRef<(() => void) | null>(null);

  const openConfirm = useCallback(() => {
    store.setShowAll(true);
    const { summary } = store.flushDerived();
    if (unreadRows > 0) {
      // Nothing is applied half a sheet.
      setProblem({ code: 'unread', rows: unreadRows });
      return;
    }
    const built = buildBatch(store.getLines(), store.resolveWarehouse);
    if (isBuildProblem(built)) {
      setProblem(built);
      const first = summary.issues[0];
      if (built.code === 'invalid' && first) jump(first.id, first.field);
      return;
    }
    setProblem(null);
    setConfirmOpen(true);
  }, [store, jump, unreadRows]);

  const applied = (entries: StockResultEntry[], sent: Sent, usedKey: string) => {
    const rows = buildResultRows(entries, sent.body.movements, sent.labels);
    // The person's lines (an on-hand line is two movements).
    const batch: RecentBatch = {
      id: usedKey,
      appliedAt: new Date().toISOString(),
      lineCount: new Set(sent.lineIds).size,
      rows,
    };
    setLastResult(batch);
    rememberBatch(scope, batch);
    // The key was renewed for the next batch; the lines go unless they were changed while this one was out.
    if (store.getVersion() === sent.version) {
      clear();
    } else {
      store.setServerErrors(new Map());
      saveNow();
      enqueueSnackbar(t('apply.keptEdits'), { variant: 'info' });
    }
    store.setShowAll(false);
    setProblem(null);
    onApplied?.();
  };

  const failed = ({ kind, error }: WriteFailure, sent: Sent) => {
    if (
      (kind !== 'refused' && kind !== 'conflict') ||
      !isApiError(error) ||
      error.details.length === 0
    )
      return;
    const onHand = new Set(
      sent.lineIds.filter((id) => {
        const op = store.getLine(id)?.operation;
        return op !== undefined && isOnHand(op);
      }),
    );
    const mapped = mapDetails(error.details, sent.lineIds, onHand);
    store.setServerErrors(mapped.byLine);
    store.setShowAll(true);
    setUnmapped(mapped.unmapped);
    const firstId = sent.lineIds.find((id) => mapped.byLine.has(id));
    const fields = firstId ? mapped.byLine.get(firstId) : undefined;
    const field = fields ? (Object.keys(fields)[0] as LineField | undefined) : undefined;
    if (firstId && field) focusAfterClose.current = () => jump(firstId, field);
  };

  const send = async (sent: Sent) => {
    lastSent.current = sent;
    setUnmapped([]);
    saveNow(); // the key and the lines are on disk before the request leaves
    batchBench.apply();
    let usedKey = '';
    const result = await safe.send((idempotencyKey) => {
      usedKey = idempotencyKey;
      return apply.mutateAsync({ body: sent.body, idempotencyKey });
    });
    setConfirmOpen(false);
    if (result.ok) applied(result.value, sent, usedKey);
    else failed(result.failure, sent);
  };

  // Guarded when clicked: the lock is useSafeSubmit's, shared by every control that sends.
  const confirm = () =>
    safe.guard(async () => {
      const built = buildBatch(store.getLines(), store.resolveWarehouse);
      if (isBuildProblem(built)) {
        setConfirmOpen(false);
        setProblem(built);
        return;
      }
      await send({ ...built, labels: labelsOf(store), version: store.getVersion() });
    })();

  const retry = () =>
    safe.guard(async () => {
      if (lastSent.current) await send(lastSent.current);
    })();

  const sendAsNew = () => {
    safe.sendAsNew();
    setUnmapped([]);
    openConfirm();
  };

  useBenchCommit('apply', lastResult);
  useEffect(() => {
    if (lastResult) focusAfterClose.current = () => resultsRef.current?.focus();
  }, [lastResult]);

  // Runs after the dialog's own focus trap has given the focus back (children's effects run first).
  const { failure } = safe;
  useEffect(() => {
    if (confirmOpen || !focusAfterClose.current) return;
    const focus = focusAfterClose.current;
    focusAfterClose.current = null;
    requestAnimationFrame(focus);
  }, [confirmOpen, lastResult, failure]);

  const { clear: clearFailure } = safe;
  const reset = useCallback(() => {
    clearFailure();
    setProblem(null);
    setUnmapped([]);
  }, [clearFailure]);

  return {
    confirmOpen,
    openConfirm,
    cancelConfirm: useCallback(() => setConfirmOpen(false), []),
    confirm,
    retry,
    sendAsNew,
    pending: safe.pending,
    failure,
    unmapped,
    problem,
    dismissProblem: useCallback(() => setProblem(null), []),
    lastResult,
    dismissResult: useCallback(() => setLastResult(null), []),
    recent,
    resultsRef,
    reset,
  };
}
