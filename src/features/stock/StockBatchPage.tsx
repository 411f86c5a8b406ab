import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { STOCK_BATCH_MAX } from '../../api/schemas/stock';
import { useConfig } from '../../config/ConfigContext';
import { formatNumber } from '../../lib/format';
import { useScope } from '../../session/SessionContext';
import { onSignOut } from '../../session/sessionEvents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useUnsavedChangesGuard } from '../../hooks/useUnsavedChangesGuard';
import { PageHeader } from '../../ui/PageHeader';
import { ApplyFeedback } from './ApplyFeedback';
import { BatchGrid } from './BatchGrid';
import type { GridHandle } from './BatchGrid';
import { BatchProblemAlert } from './BatchProblemAlert';
import { BatchResultPanel } from './BatchResultPanel';
import { BatchSummaryPanel, warehouseLabel } from './BatchSummaryPanel';
import { knownLevelsOf } from './knownStock';
import { catalog } from './i18n';
import { ApplyConfirmDialog } from './ApplyConfirmDialog';
import { ImportReportAlert } from './ImportReportAlert';
import { isBlank } from './lineModel';
import { forgetRecentBatches } from './recentBatches';
import { loadRecentBatchList, RecentBatches } from './RecentBatches';
import { HandheldApplyBar } from './HandheldApplyBar';
import { scanPartLoaders, ScanField } from './ScanField';
import { useBatchApply } from './useBatchApply';
import { useBatchDraft } from './useBatchDraft';
import { useBatchImport } from './useBatchImport';
import { useLineEditing } from './useLineEditing';
import { useScanSession } from './useScanSession';
import { useSkuLookups } from './useSkuLookups';
import { useSaveShortcut } from '../../hooks/useSaveShortcut';
import { usePrefetchWhenIdle } from '../../hooks/usePrefetchWhenIdle';
import { lazyComponent, lazyDefault } from '../../ui/lazyComponent';
import { moduleLoader } from '../../lib/moduleLoader';

registerTranslations('stock', catalog);
// The column-mapping step, for a sheet whose columns are not the canonical ones: fetched while
// the page is idle (below), so a pasted sheet that needs it shows it at once.
const loadColumnMapping = moduleLoader(() => import('./ColumnMappingDialog'));
const ColumnMappingDialog = lazyDefault(loadColumnMapping);
// The past batches' list, and the dialog a sheet needs only when its numbers read two ways:
// fetched while the page is idle, not with the page.
const loadSheetConvention = moduleLoader(() => import('./SheetConventionDialog'));
const SheetConventionDialog = lazyComponent(loadSheetConvention, (m) => m.SheetConventionDialog);

/** What the page's first scan, paste or batch may show, fetched once it is idle. */
const IDLE_PREFETCH = [
  loadRecentBatchList,
  loadSheetConvention,
  loadColumnMapping,
  ...scanPartLoaders,
];

// Recent batches are this session's: they go with the key.
onSignOut(forgetRecentBatches);

/** /stock: the stock movement batch editor, for the signed-in account. */
export function StockBatchPage() {
  const scope = useScope();
  return <StockBatchEditor key={scope} scope={scope} />;
}

/**
 * The editor's layout over its controller hooks: the draft and its autosave (useBatchDraft),
 * SKU lookups and scans (useSkuLookups), paste and file import (useBatchImport), the apply
 * write (useBatchApply) and the grid's own actions (useLineEditing).
 */
function StockBatchEditor({ scope }: { scope: string }) {
  const { t, i18n } = useTranslation('stock');
  const { warehouses } = useConfig();
  const warehouseNames = useMemo(
    () => new Map(warehouses.map((w) => [w.id, w.name])),
    [warehouses],
  );
  const gridRef = useRef<GridHandle>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [discardOpen, setDiscardOpen] = useState(false);

  const draft = useBatchDraft(scope, warehouses[0]?.id ?? '', warehouses);
  const { store, scanDefaults } = draft;
  const editing = useLineEditing(store, gridRef, scanDefaults);
  const lookups = useSkuLookups(store, { scanDefaults, onScanAdded: editing.showLine });
  const flashLine = useCallback((id: string) => gridRef.current?.flashLine(id), []);
  const scanning = useScanSession({ scope, lookups, onLineTouched: flashLine });
  const imports = useBatchImport(store, {
    scope,
    warehouses,
    scanDefaults,
    onAdded: lookups.runLookups,
  });
  const apply = useBatchApply({
    scope,
    draft,
    jump: editing.jump,
    onApplied: imports.clear,
    unreadRows: imports.unread.length,
  });
  usePrefetchWhenIdle(IDLE_PREFETCH);
  // Per-warehouse figures of this session's batches: a line's availability and the removal warnings.
  const knownLevels = useMemo(() => knownLevelsOf(apply.recent), [apply.recent]);
  useEffect(() => store.setKnownLevels(knownLevels), [store, knownLevels]);
  useSaveShortcut(apply.openConfirm, !apply.pending); // as the "Apply" button: its confirmation first

  // Leaving with lines on screen asks first (the draft is kept either way).
  const leaveGuard = useUnsavedChangesGuard(() => store.getLines().some((l) => !isBlank(l)), {
    draftKept: true,
  });

  const discard = () => {
    draft.discard();
    apply.reset();
    imports.clear();
    setDiscardOpen(false);
  };
  const n = (v: number) => formatNumber(v, i18n.language);

  return (
    <Box onPaste={imports.onPaste} sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle', { max: n(STOCK_BATCH_MAX) })}
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<UploadFileIcon />}
              onClick={() => fileRef.current?.click()}
            >
              {t('import.button')}
            </Button>
            <Button
              color="error"
              startIcon={<DeleteSweepIcon />}
              onClick={() => setDiscardOpen(true)}
            >
              {t('draft.discard')}
            </Button>
          </>
        }
      />
      <input
        ref={fileRef}
        type="file"
        accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
        onChange={(e) => void imports.onFile(e)}
        hidden
        aria-label={t('import.button')}
        data-testid="csv-input"
      />

      {apply.lastResult && (
        // not lazy: Apply moves the focus to its heading as soon as it is drawn
        <BatchResultPanel
          batch={apply.lastResult}
          warehouseNames={warehouseNames}
          onDismiss={apply.dismissResult}
          headingRef={apply.resultsRef}
        />
      )}

      {!apply.pending && (
        <ApplyFeedback
          failure={apply.failure}
          unmapped={apply.unmapped}
          onRetry={() => void apply.retry()}
          onSendAsNew={apply.sendAsNew}
        />
      )}

      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="stock-editor-title"
        sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Typography id="stock-editor-title" variant="h2" component="h2">
          {t('editor.title')}
        </Typography>
        <ScanField
          warehouses={warehouses}
          defaults={draft.scan}
          onDefaultsChange={draft.changeScan}
          session={scanning}
          onPick={scanning.pick}
        />
        <Typography id="stock-grid-help" variant="body2" sx={{ color: 'text.secondary' }}>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {t('editor.keys')}{' '}
          </Box>
          {t('editor.paste')}
        </Typography>

        {imports.report && (
          <ImportReportAlert
            report={imports.report}
            unread={imports.unread.length}
            onLeaveOut={imports.leaveOutUnread}
            onClose={imports.dismissReport}
          />
        )}

        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
          <BatchGrid
            ref={gridRef}
            store={store}
            warehouses={warehouses}
            onResolveSku={lookups.resolveLine}
            onDeleted={editing.onDeleted}
            describedBy="stock-grid-help"
          />
        </Box>
        <Box>
          <Button startIcon={<AddIcon />} onClick={(e) => editing.addLine(e.timeStamp)}>
            {t('editor.addLine')}
          </Button>
        </Box>

        {apply.problem && (
          <BatchProblemAlert problem={apply.problem} onClose={apply.dismissProblem} />
        )}
        <BatchSummaryPanel
          store={store}
          warehouseNames={warehouseNames}
          onJump={editing.jump}
          onApply={apply.openConfirm}
          pending={apply.pending}
        />
        <HandheldApplyBar store={store} onApply={apply.openConfirm} pending={apply.pending} />
      </Paper>

      <RecentBatches batches={apply.recent} warehouseNames={warehouseNames} />

      <ApplyConfirmDialog
        open={apply.confirmOpen}
        store={store}
        warehouseNames={warehouseNames}
        pending={apply.pending}
        onConfirm={() => void apply.confirm()}
        onCancel={apply.cancelConfirm}
      />

      {imports.mapping && (
        <Suspense fallback={null}>
          <ColumnMappingDialog
            mapping={imports.mapping}
            defaultWarehouse={warehouseLabel(draft.scan.warehouse, warehouseNames)}
            defaultOperation={t(`operation.${draft.scan.operation}`)}
            onChoose={imports.chooseMapping}
            onCancel={imports.cancelMapping}
          />
        </Suspense>
      )}

      {imports.sheet && (
        <Suspense fallback={null}>
          <SheetConventionDialog
            rows={imports.sheet.rows}
            candidates={imports.sheet.candidates}
            onCancel={imports.cancelConvention}
            onChoose={imports.chooseConvention}
          />
        </Suspense>
      )}

      {leaveGuard}
      <ConfirmDialog
        open={discardOpen}
        title={t('draft.discardTitle')}
        confirmLabel={t('draft.discardConfirm')}
        cancelLabel={t('actions.cancel', { ns: 'common' })}
        onConfirm={discard}
        onCancel={() => setDiscardOpen(false)}
        destructive
      >
        {t('draft.discardBody', {
          count: discardOpen ? store.getLines().filter((l) => !isBlank(l)).length : 0,
        })}
      </ConfirmDialog>
    </Box>
  );
}
