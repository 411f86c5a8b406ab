import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChangeEvent, ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../api/client';
import { isApiError } from '../../api/errors';
import { STOCK_BATCH_MAX } from '../../api/schemas/stock';
import type { StockResultEntry } from '../../api/schemas/stock';
import { useConfig } from '../../config/ConfigContext';
import { registerTranslations } from '../../i18n/i18n';
import { formatNumber, localeOf } from '../../lib/format';
import { languages } from '../../i18n/i18n';
import { entryNumber } from '../../ui/formFields';
import { useScope } from '../../session/SessionContext';
import { onSignOut } from '../../session/sessionEvents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { readBatchDraft, removeBatchDraft, writeBatchDraft } from './batchDraft';
import { BatchGrid } from './BatchGrid';
import type { GridHandle } from './BatchGrid';
import { buildBatch, isBuildProblem, mapDetails } from './batchRequest';
import type { BuildProblem, BuiltBatch } from './batchRequest';
import { buildResultRows } from './batchResults';
import type { ProductLabel } from './batchResults';
import { BatchResultsTable } from './BatchResultsTable';
import { createBatchStore, incrementQuantity, valuesOf } from './batchStore';
import type { BatchStore } from './batchStore';
import { BatchSummaryPanel, WarehouseTotalsTable } from './BatchSummaryPanel';
import { ADD_LINE, APPLY, PASTE, commitMeasure, startMeasure } from './benchMarks';
import { catalog } from './i18n';
import { blankValues, isBlank } from './lineModel';
import type { LineField, LineValues, ProductRef } from './lineModel';
import { warningMessage } from './messages';
import { looksLikeRows, parseRows } from './pasteRows';
import type { AmbiguousRow } from './pasteRows';
import { SheetConventionDialog } from './SheetConventionDialog';
import type { RowError } from './pasteRows';
import { cachedSku, lookupSku, useApplyStockBatch } from './queries';
import { forgetRecentBatches, readRecentBatches, rememberBatch } from './recentBatches';
import type { RecentBatch } from './recentBatches';
import { RecentBatches } from './RecentBatches';
import { ScanField } from './ScanField';
import type { ScanDefaults, ScanOutcome } from './ScanField';

registerTranslations('stock', catalog);
// Recent batches are this session's: they go with the key.
onSignOut(forgetRecentBatches);

/** Autosave delay after the last change. */
const SAVE_DELAY_MS = 400;
/** Exact-SKU lookups running at once. */
const LOOKUP_CONCURRENCY = 6;

interface ImportReport {
  source: 'paste' | 'file';
  added: number;
  errors: RowError[];
}

interface Sent extends BuiltBatch {
  key: string;
  labels: Map<string, ProductLabel>;
  /** store version when sent: lines edited since are not cleared on success */
  version: number;
}

/** /stock: the stock movement batch editor, for the signed-in account. */
export function StockBatchPage() {
  const scope = useScope();
  return <StockBatchEditor key={scope} scope={scope} />;
}

function StockBatchEditor({ scope }: { scope: string }) {
  const { t, i18n } = useTranslation('stock');
  const config = useConfig();
  const queryClient = useQueryClient();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const warehouses = config.warehouses;
  const warehouseNames = useMemo(() => new Map(warehouses.map((w) => [w.id, w.name])), [warehouses]);
  const firstWarehouse = warehouses[0]?.id ?? '';

  // The draft of this account (lines, scan defaults, and the Idempotency-Key of its apply).
  const [initial] = useState(() => {
    const draft = readBatchDraft(scope);
    const lines = draft?.values.lines ?? [];
    const scan: ScanDefaults = draft?.values.scan ?? { warehouse: firstWarehouse, operation: 'add' };
    return {
      lines: lines.length > 0 ? lines : [blankValues({ warehouse: scan.warehouse, operation: scan.operation })],
      scan,
      key: draft?.idempotencyKey ?? newIdempotencyKey(),
      restored: lines.some((l) => !isBlank(l)),
    };
  });
  const [store] = useState<BatchStore>(() => createBatchStore(initial.lines));
  /** The Idempotency-Key of this batch's apply: the same for every retry, new after a success or a discard. */
  const keyRef = useRef(initial.key);
  const [scan, setScan] = useState<ScanDefaults>(initial.scan);
  const scanRef = useRef(scan);
  const gridRef = useRef<GridHandle>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const [importReport, setImportReport] = useState<ImportReport | null>(null);
  /** a sheet whose numbers read two ways, waiting for the person to say how it writes them */
  const [sheet, setSheet] = useState<{ text: string; source: ImportReport['source']; rows: AmbiguousRow[]; candidates: string[] } | null>(null);
  const [problem, setProblem] = useState<BuildProblem | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [discardOpen, setDiscardOpen] = useState(false);
  /** The last apply's failure, with the batch it sent (a retry sends exactly that again). */
  const [failure, setFailure] = useState<{ error: unknown; sent: Sent } | null>(null);
  const [lastResult, setLastResult] = useState<RecentBatch | null>(null);
  const [recent, setRecent] = useState<RecentBatch[]>(() => readRecentBatches(scope));
  const apply = useApplyStockBatch();
  const busy = useRef(false);
  /** Where the focus goes once the confirm dialog has closed (and given the focus back to its opener). */
  const focusAfterClose = useRef<(() => void) | null>(null);

  useEffect(() => () => store.dispose(), [store]);

  // ------------------------------------------------------------------ draft autosave
  const save = useCallback(() => {
    const lines = store.getLines();
    if (lines.every(isBlank)) removeBatchDraft(scope);
    else writeBatchDraft(scope, { lines: lines.map(valuesOf), scan: scanRef.current }, keyRef.current);
  }, [store, scope]);

  useEffect(() => {
    let timer: number | undefined;
    let idle: number | undefined;
    let dirty = false;
    const saveNow = () => {
      idle = undefined;
      if (!dirty) return;
      dirty = false;
      save();
    };
    const cancel = () => {
      window.clearTimeout(timer);
      if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      idle = undefined;
    };
    const unsubscribe = store.subscribe(() => {
      dirty = true;
      cancel();
      timer = window.setTimeout(() => {
        // Off the typing path: when the browser is idle (at most a second later).
        if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(saveNow, { timeout: 1000 });
        else saveNow();
      }, SAVE_DELAY_MS);
    });
    const flush = () => {
      cancel();
      if (dirty) {
        dirty = false;
        save();
      }
    };
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
  }, [store, save]);

  const changeScan = useCallback(
    (next: ScanDefaults) => {
      scanRef.current = next;
      setScan(next);
      save();
    },
    [save],
  );

  useEffect(() => {
    if (initial.restored) enqueueSnackbar(t('form.draftRestored', { ns: 'common' }), { variant: 'info' });
  }, [initial.restored, enqueueSnackbar, t]);

  // ------------------------------------------------------------------ SKU lookups
  const inFlight = useRef(new Set<string>());
  // Answers are put on the lines together, once per frame: 100 answers are a few renders, not 100.
  const answers = useRef(new Map<string, ProductRef | 'missing' | 'failed'>());
  const answersFlush = useRef<number | null>(null);
  const answer = useCallback(
    (sku: string, result: ProductRef | 'missing' | 'failed') => {
      answers.current.set(sku.trim().toUpperCase(), result);
      if (answersFlush.current !== null) return;
      answersFlush.current = window.setTimeout(() => {
        answersFlush.current = null;
        const batch = answers.current;
        answers.current = new Map();
        store.resolveSkus(batch);
      }, 32);
    },
    [store],
  );
  useEffect(
    () => () => {
      if (answersFlush.current !== null) window.clearTimeout(answersFlush.current);
    },
    [],
  );

  const runLookups = useCallback(() => {
    const wanted: string[] = [];
    const seen = new Set<string>();
    for (const line of store.getLines()) {
      if (line.product !== null || line.lookup !== 'pending') continue;
      const sku = line.skuText.trim().toUpperCase();
      if (sku === '' || seen.has(sku) || inFlight.current.has(sku)) continue;
      seen.add(sku);
      wanted.push(line.skuText.trim());
    }
    let next = 0;
    const worker = async () => {
      while (next < wanted.length) {
        const sku = wanted[next++];
        if (sku === undefined) return;
        const upper = sku.toUpperCase();
        inFlight.current.add(upper);
        try {
          const product = await lookupSku(queryClient, sku);
          answer(sku, product ?? 'missing');
        } catch {
          answer(sku, 'failed');
        } finally {
          inFlight.current.delete(upper);
        }
      }
    };
    const running = Math.min(LOOKUP_CONCURRENCY, wanted.length);
    for (let i = 0; i < running; i++) void worker();
  }, [store, queryClient, answer]);

  useEffect(() => {
    runLookups(); // lines restored while their lookup was running
  }, [runLookups]);

  const resolveLine = useCallback(
    (lineId: string) => {
      store.patch(lineId, { lookup: 'pending' });
      runLookups();
    },
    [store, runLookups],
  );

  // ------------------------------------------------------------------ adding lines
  const dropTrailingBlanks = useCallback(() => {
    const ids = store.getIds();
    for (let i = ids.length - 1; i >= 0; i--) {
      const id = ids[i];
      const line = id === undefined ? undefined : store.getLine(id);
      if (!line || !isBlank(line)) break;
      store.remove(line.id);
    }
  }, [store]);

  const lastValues = (): LineValues | null => {
    const ids = store.getIds();
    const id = ids[ids.length - 1];
    const line = id === undefined ? undefined : store.getLine(id);
    return line ? valuesOf(line) : null;
  };

  const addLine = (start?: number) => {
    const last = lastValues();
    const [id] = store.add([
      blankValues({ warehouse: last?.warehouse || scanRef.current.warehouse, operation: last?.operation ?? scanRef.current.operation }),
    ]);
    if (id === undefined) return;
    startMeasure(ADD_LINE, id, start);
    gridRef.current?.focusCell(id, 'product');
  };

  const language = i18n.language;
  const onScan = useCallback(async (sku: string): Promise<ScanOutcome> => {
    let product = cachedSku(queryClient, sku);
    if (product === undefined) {
      try {
        product = await lookupSku(queryClient, sku);
      } catch {
        return { kind: 'failed', sku };
      }
    }
    if (product === null) return { kind: 'unknown', sku };
    const defaults = scanRef.current;
    const lastId = store.getLastAddedId();
    const last = lastId === null ? undefined : store.getLine(lastId);
    if (last && last.product?.id === product.id && last.warehouse === defaults.warehouse && last.operation === defaults.operation) {
      const quantity = incrementQuantity(last.quantity);
      if (quantity !== null) {
        store.patch(last.id, { quantity }, ['quantity']);
        return { kind: 'raised', sku: product.sku ?? sku, name: product.name, quantity: formatNumber(entryNumber(quantity), language) };
      }
    }
    dropTrailingBlanks();
    const [id] = store.add(
      [{ ...blankValues(defaults), skuText: product.sku ?? sku, product, quantity: '1' }],
      { touched: true },
    );
    // Focus stays with the scanner; the grid shows the line.
    if (id !== undefined) gridRef.current?.scrollToLine(id);
    return { kind: 'added', sku: product.sku ?? sku, name: product.name };
  }, [queryClient, store, language, dropTrailingBlanks]);

  const importText = (text: string, source: ImportReport['source'], start?: number, decimalLocale?: string) => {
    // The sheet's numbers in its own convention; the console's language first when the cells do not tell.
    const here = localeOf(i18n.language);
    const locales = [here, ...languages.map(localeOf).filter((l) => l !== here)];
    const parsed = parseRows(text, { warehouses, defaultWarehouse: scanRef.current.warehouse || firstWarehouse, locales, ...(decimalLocale ? { decimalLocale } : {}) });
    if (parsed.ambiguous.length > 0) {
      setSheet({ text, source, rows: parsed.ambiguous, candidates: parsed.convention.candidates });
      return;
    }
    startMeasure(PASTE, 'paste', start, { rows: parsed.lines.length });
    dropTrailingBlanks();
    const ids = parsed.lines.length > 0 ? store.add(parsed.lines, { touched: true }) : [];
    if (store.getIds().length === 0) store.add([blankValues(scanRef.current)]);
    setImportReport({ source, added: ids.length, errors: parsed.errors });
    runLookups();
  };

  useLayoutEffect(() => {
    if (importReport) commitMeasure('paste');
  }, [importReport]);

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const text = e.clipboardData.getData('text/plain');
    const target = e.target instanceof HTMLElement ? e.target : null;
    const inScan = target?.dataset.scan === 'true';
    const inGrid = target?.dataset.line !== undefined;
    // Other text fields of the page (the dialogs' none, MUI selects' hidden inputs) paste as usual.
    if (!inScan && !inGrid && (target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA')) return;
    if (!looksLikeRows(text, { commas: inScan })) return;
    e.preventDefault();
    importText(text, 'paste', e.timeStamp);
  };

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const start = performance.now();
    importText(await file.text(), 'file', start);
  };

  const onDeleted = useCallback(
    (values: LineValues, index: number) => {
      if (isBlank(values)) return;
      enqueueSnackbar(t('grid.deleted', { line: index + 1 }), {
        variant: 'default',
        action: (key) => (
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              const id = store.insertAt(index, values);
              closeSnackbar(key);
              gridRef.current?.focusCell(id, 'product');
            }}
          >
            {t('grid.undo')}
          </Button>
        ),
      });
    },
    [enqueueSnackbar, closeSnackbar, store, t],
  );

  const jump = useCallback((id: string, field: LineField) => gridRef.current?.focusCell(id, field), []);

  // ------------------------------------------------------------------ applying
  const onApplyClick = useCallback(() => {
    store.setShowAll(true);
    const { summary } = store.flushDerived();
    const built = buildBatch(store.getLines());
    if (isBuildProblem(built)) {
      setProblem(built);
      const first = summary.issues[0];
      if (built.code === 'invalid' && first) jump(first.id, first.field);
      return;
    }
    setProblem(null);
    setConfirmOpen(true);
  }, [store, jump]);

  const labelsOf = (): Map<string, ProductLabel> => {
    const labels = new Map<string, ProductLabel>();
    for (const l of store.getLines()) if (l.product) labels.set(l.product.id, { name: l.product.name, sku: l.product.sku });
    return labels;
  };

  const onApplied = (entries: StockResultEntry[], sent: Sent) => {
    const rows = buildResultRows(entries, sent.body.movements, sent.labels);
    const batch: RecentBatch = { id: sent.key, appliedAt: new Date().toISOString(), lineCount: sent.body.movements.length, rows };
    setLastResult(batch);
    setRecent(rememberBatch(scope, batch));
    // The next batch gets a new key; the lines go unless they were changed while this one was out.
    keyRef.current = newIdempotencyKey();
    if (store.getVersion() === sent.version) {
      store.replaceAll([blankValues(scanRef.current)]);
      removeBatchDraft(scope);
    } else {
      store.setServerErrors(new Map());
      save();
      enqueueSnackbar(t('apply.keptEdits'), { variant: 'info' });
    }
    store.setShowAll(false);
    setProblem(null);
    setImportReport(null);
  };

  const send = (sent: Sent) => {
    if (busy.current) return;
    busy.current = true;
    setFailure(null);
    save(); // the key and the lines are on disk before the request leaves
    startMeasure(APPLY, 'apply');
    apply.mutate(
      { body: sent.body, idempotencyKey: sent.key },
      {
        onSuccess: (entries) => {
          setConfirmOpen(false);
          onApplied(entries, sent);
        },
        onError: (error) => {
          setConfirmOpen(false);
          setFailure({ error, sent });
          if (isApiError(error) && (error.status === 409 || error.status === 422) && error.details.length > 0) {
            const mapped = mapDetails(error.details, sent.lineIds);
            store.setServerErrors(mapped.byLine);
            store.setShowAll(true);
            const firstId = sent.lineIds.find((id) => mapped.byLine.has(id));
            const fields = firstId ? mapped.byLine.get(firstId) : undefined;
            const field = fields ? (Object.keys(fields)[0] as LineField | undefined) : undefined;
            if (firstId && field) focusAfterClose.current = () => jump(firstId, field);
          }
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  const onConfirm = () => {
    if (busy.current) return;
    const built = buildBatch(store.getLines());
    if (isBuildProblem(built)) {
      setConfirmOpen(false);
      setProblem(built);
      return;
    }
    send({ ...built, key: keyRef.current, labels: labelsOf(), version: store.getVersion() });
  };

  const retry = () => {
    if (failure) send(failure.sent);
  };

  const newKeyAndApply = () => {
    keyRef.current = newIdempotencyKey();
    setFailure(null);
    save();
    onApplyClick();
  };

  useLayoutEffect(() => {
    if (lastResult) {
      commitMeasure('apply');
      focusAfterClose.current = () => resultsRef.current?.focus();
    }
  }, [lastResult]);

  // Runs after the dialog's own focus trap has given the focus back (children's effects run first).
  useEffect(() => {
    if (confirmOpen || !focusAfterClose.current) return;
    const focus = focusAfterClose.current;
    focusAfterClose.current = null;
    requestAnimationFrame(focus);
  }, [confirmOpen, lastResult, failure]);

  const discard = () => {
    store.replaceAll([blankValues(scanRef.current)]);
    removeBatchDraft(scope);
    keyRef.current = newIdempotencyKey();
    setFailure(null);
    setProblem(null);
    setImportReport(null);
    setDiscardOpen(false);
  };

  // ------------------------------------------------------------------ view
  const pending = apply.isPending;
  const applyError = failure?.error ?? null;
  const maybeApplied = isApiError(applyError) && applyError.maybeApplied;
  const keyReused = isApiError(applyError) && applyError.code === 'idempotency_key_reused';
  const refused = isApiError(applyError) && (applyError.status === 409 || applyError.status === 422) && !keyReused;
  const unmapped = refused && failure ? mapDetails(applyError.details, failure.sent.lineIds).unmapped : [];
  const derived = confirmOpen ? store.getDerived() : null;
  const n = (v: number) => formatNumber(v, i18n.language);

  const problemText = (p: BuildProblem): string => {
    switch (p.code) {
      case 'empty':
        return t('problems.empty');
      case 'tooMany':
        return t('problems.tooMany', { count: p.count - p.max, total: n(p.count), max: n(p.max), extra: n(p.count - p.max) });
      case 'invalid':
        return t('problems.invalid', { count: p.lines });
      case 'pending':
        return t('problems.pending', { count: p.lines });
    }
  };

  const problemReason = (err: RowError): string => {
    const p = err.problem;
    const extra: Record<string, string> = {};
    if ('column' in p) extra.column = t(`fields.${p.column}`);
    if ('operation' in p) extra.operation = t(`operation.${p.operation}`);
    return t(`import.problem.${p.code}`, { ...p, ...extra });
  };

  return (
    <Box onPaste={onPaste} sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle', { max: n(STOCK_BATCH_MAX) })}
        actions={
          <>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => fileRef.current?.click()}>
              {t('import.button')}
            </Button>
            <Button color="error" startIcon={<DeleteSweepIcon />} onClick={() => setDiscardOpen(true)}>
              {t('draft.discard')}
            </Button>
          </>
        }
      />
      <input
        ref={fileRef}
        type="file"
        accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
        onChange={(e) => void onFile(e)}
        hidden
        aria-label={t('import.button')}
        data-testid="csv-input"
      />

      {lastResult && (
        <Paper variant="outlined" component="section" aria-labelledby="stock-result-title" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="stock-result-title" ref={resultsRef} tabIndex={-1} variant="h2" component="h2" sx={{ outline: 'none', mb: 0.5 }}>
            {t('results.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {t('results.subtitle', { count: lastResult.lineCount, lines: n(lastResult.lineCount), pairs: n(lastResult.rows.length) })}
          </Typography>
          <BatchResultsTable rows={lastResult.rows} warehouseNames={warehouseNames} label={t('results.title')} />
          <Button sx={{ mt: 1.5 }} onClick={() => setLastResult(null)}>
            {t('results.dismiss')}
          </Button>
        </Paper>
      )}

      {applyError !== null && !pending && (
        keyReused ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={newKeyAndApply}>
                {t('apply.newKey')}
              </Button>
            }
          >
            <AlertTitle>{t('apply.keyReusedTitle')}</AlertTitle>
            {t('apply.keyReused')}
          </Alert>
        ) : refused ? (
          <Alert severity="error">
            <AlertTitle>{t('apply.refusedTitle')}</AlertTitle>
            {applyError.message}
            {unmapped.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {unmapped.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </Box>
            )}
            <div>{t('apply.refusedHelp')}</div>
          </Alert>
        ) : (
          <ErrorAlert
            error={applyError}
            write
            title={maybeApplied ? t('apply.maybeAppliedTitle') : t('apply.failedTitle')}
            onRetry={maybeApplied ? retry : undefined}
          />
        )
      )}

      <Paper variant="outlined" component="section" aria-labelledby="stock-editor-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography id="stock-editor-title" variant="h2" component="h2">
          {t('editor.title')}
        </Typography>
        <ScanField warehouses={warehouses} defaults={scan} onDefaultsChange={changeScan} onScan={onScan} />
        <Typography id="stock-grid-help" variant="body2" sx={{ color: 'text.secondary' }}>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {t('editor.keys')}{' '}
          </Box>
          {t('editor.paste')}
        </Typography>

        {importReport && (
          <Alert
            severity={importReport.errors.length > 0 ? 'warning' : 'success'}
            onClose={() => setImportReport(null)}
            slotProps={{ closeButton: { title: t('actions.close', { ns: 'common' }) } }}
            data-testid="import-report"
          >
            <AlertTitle>
              {t(importReport.source === 'file' ? 'import.addedFile' : 'import.addedPaste', { count: importReport.added, formatted: n(importReport.added) })}
            </AlertTitle>
            {importReport.errors.length > 0 && (
              <>
                {t('import.unreadable', { count: importReport.errors.length })}
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {importReport.errors.slice(0, 50).map((err) => (
                    <li key={err.row}>
                      {t('import.rowError', { row: err.row, reason: problemReason(err), text: err.text })}
                    </li>
                  ))}
                </Box>
              </>
            )}
          </Alert>
        )}

        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
          <BatchGrid ref={gridRef} store={store} warehouses={warehouses} onResolveSku={resolveLine} onDeleted={onDeleted} describedBy="stock-grid-help" />
        </Box>
        <Box>
          <Button startIcon={<AddIcon />} onClick={(e) => addLine(e.timeStamp)}>
            {t('editor.addLine')}
          </Button>
        </Box>

        {problem && (
          <Alert severity="error" onClose={() => setProblem(null)} slotProps={{ closeButton: { title: t('actions.close', { ns: 'common' }) } }}>
            {problemText(problem)}
          </Alert>
        )}
        <BatchSummaryPanel store={store} warehouseNames={warehouseNames} onJump={jump} onApply={onApplyClick} pending={pending} />
      </Paper>

      <RecentBatches batches={recent} warehouseNames={warehouseNames} />

      <ConfirmDialog
        open={confirmOpen}
        title={t('apply.confirmTitle', { count: derived?.summary.lineCount ?? 0, lines: n(derived?.summary.lineCount ?? 0) })}
        confirmLabel={pending ? t('apply.applying') : t('apply.confirm')}
        cancelLabel={t('actions.cancel', { ns: 'common' })}
        onConfirm={onConfirm}
        onCancel={() => setConfirmOpen(false)}
        pending={pending}
      >
        {derived && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography>{t('apply.confirmBody')}</Typography>
            <WarehouseTotalsTable summary={derived.summary} warehouseNames={warehouseNames} caption={t('summary.totalsLabel')} />
            {derived.summary.warnings.size > 0 && (
              <Alert severity="warning">
                <AlertTitle>{t('summary.warnings', { count: derived.summary.warnings.size })}</AlertTitle>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {[...derived.summary.warnings.entries()].slice(0, 10).map(([id, w]) => (
                    <li key={id}>
                      {t('summary.warning', { line: store.indexOf(id) + 1, sku: store.getLine(id)?.skuText ?? '', message: warningMessage(t, w, i18n.language) })}
                    </li>
                  ))}
                </Box>
                {t('apply.warningHelp')}
              </Alert>
            )}
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('apply.atomic')}
            </Typography>
          </Box>
        )}
      </ConfirmDialog>

      <SheetConventionDialog
        rows={sheet?.rows ?? null}
        candidates={sheet?.candidates ?? []}
        onCancel={() => setSheet(null)}
        onChoose={(locale) => {
          if (sheet) importText(sheet.text, sheet.source, undefined, locale);
          setSheet(null);
        }}
      />

      <ConfirmDialog
        open={discardOpen}
        title={t('draft.discardTitle')}
        confirmLabel={t('draft.discardConfirm')}
        cancelLabel={t('actions.cancel', { ns: 'common' })}
        onConfirm={discard}
        onCancel={() => setDiscardOpen(false)}
        destructive
      >
        {t('draft.discardBody', { count: discardOpen ? store.getLines().filter((l) => !isBlank(l)).length : 0 })}
      </ConfirmDialog>
    </Box>
  );
}
