import { useNotices } from '../../ui/notices/notices';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { newIdempotencyKey } from '../../api/idempotency';
import type { IdempotencyKeyHolder } from '../../hooks/useSafeSubmit';
import { readBatchDraft, removeBatchDraft, writeBatchDraft } from './batchDraft';
import { createBatchStore, valuesOf } from './batchStore';
import type { BatchStore } from './batchStore';
import { resetLines } from './lineActions';
import type { LineDefaults } from './lineActions';
import { blankValues, isBlank } from './lineModel';
import type { WarehouseLike } from './warehouseNames';

/** Autosave delay after the last change. */
export const SAVE_DELAY_MS = 400;

export interface BatchDraft {
  /** The lines being edited. */
  store: BatchStore;
  /** Where and how scans go (saved with the draft). */
  scan: LineDefaults;
  /** The scan defaults now, for handlers that must not re-render on a change. */
  scanDefaults: () => LineDefaults;
  changeScan: (next: LineDefaults) => void;
  /** The Idempotency-Key of the batch's apply, stored with the draft (`useSafeSubmit`'s holder). */
  key: IdempotencyKeyHolder;
  /** Saves now (before a request leaves: the key and the lines are on disk first). */
  saveNow: () => void;
  /** One blank line and no draft (the batch was applied); the key is the caller's. */
  clear: () => void;
  /** Throws the draft away (the caller asked first): one blank line, no draft, a new key. */
  discard: () => void;
}

/**
 * The batch being edited, per account, through src/features/stock/batchDraft.ts
 * (src/lib/drafts.ts): restored on mount (with a notice), saved while the person types
 * (debounced, off the typing path, and at once when the tab is hidden or left), with the
 * Idempotency-Key of its apply, so a retry after a reload or a lapsed key sends the same key.
 * Blank lines are not a draft: the stored one is removed, the key stays in memory.
 */
export function useBatchDraft(
  scope: string,
  firstWarehouse: string,
  warehouses?: readonly WarehouseLike[],
): BatchDraft {
  const { t } = useTranslation('stock');
  const { enqueueSnackbar } = useNotices();
  const [initial] = useState(() => {
    const draft = readBatchDraft(scope);
    const lines = draft?.values.lines ?? [];
    const scan: LineDefaults = draft?.values.scan ?? {
      warehouse: firstWarehouse,
      operation: 'add',
    };
    return {
      lines: lines.length > 0 ? lines : [blankValues(scan)],
      scan,
      key: draft?.idempotencyKey ?? newIdempotencyKey(),
      restored: lines.some((l) => !isBlank(l)),
    };
  });
  // The configured warehouses: a line names one by id or name, anything else is an error at its cell.
  const [store] = useState<BatchStore>(() =>
    createBatchStore(initial.lines, warehouses ? { warehouses } : {}),
  );
  const keyRef = useRef(initial.key);
  const [scan, setScan] = useState<LineDefaults>(initial.scan);
  const scanRef = useRef(scan);

  useEffect(() => () => store.dispose(), [store]);

  const saveNow = useCallback(() => {
    const lines = store.getLines();
    if (lines.every(isBlank)) removeBatchDraft(scope);
    else
      writeBatchDraft(scope, { lines: lines.map(valuesOf), scan: scanRef.current }, keyRef.current);
  }, [store, scope]);

  useEffect(() => {
    let timer: number | undefined;
    let idle: number | undefined;
    let dirty = false;
    const cancel = () => {
      window.clearTimeout(timer);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      idle = undefined;
    };
    const flush = () => {
      cancel();
      if (!dirty) return;
      dirty = false;
      saveNow();
    };
    const unsubscribe = store.subscribe(() => {
      dirty = true;
      cancel();
      timer = window.setTimeout(() => {
        // Off the typing path: when the browser is idle (at most a second later).
        if (typeof requestIdleCallback === 'function')
          idle = requestIdleCallback(flush, { timeout: 1000 });
        else flush();
      }, SAVE_DELAY_MS);
    });
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      flush();
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
    };
  }, [store, saveNow]);

  useEffect(() => {
    if (initial.restored)
      enqueueSnackbar(t('form.draftRestored', { ns: 'common' }), { variant: 'info' });
  }, [initial.restored, enqueueSnackbar, t]);

  const changeScan = useCallback(
    (next: LineDefaults) => {
      scanRef.current = next;
      setScan(next);
      saveNow();
    },
    [saveNow],
  );
  const scanDefaults = useCallback(() => scanRef.current, []);

  const key = useMemo<IdempotencyKeyHolder>(
    () => ({
      current: () => keyRef.current,
      renew: () => {
        keyRef.current = newIdempotencyKey();
        saveNow(); // the new key goes with the lines (nothing is stored for blank lines)
      },
    }),
    [saveNow],
  );

  const clear = useCallback(() => {
    resetLines(store, scanRef.current);
    saveNow();
  }, [store, saveNow]);

  const discard = useCallback(() => {
    resetLines(store, scanRef.current);
    key.renew();
  }, [store, key]);

  return { store, scan, scanDefaults, changeScan, key, saveNow, clear, discard };
}
