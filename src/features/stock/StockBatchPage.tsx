import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STOCK_BATCH_MAX } from '../../api/schemas/stock';
import { useConfig } from '../../config/ConfigContext';
import { registerTranslations } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { useScope } from '../../session/SessionContext';
import { onSignOut } from '../../session/sessionEvents';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useUnsavedChangesGuard } from '../../hooks/useUnsavedChangesGuard';
import { PageHeader } from '../../ui/PageHeader';
import { ApplyConfirmDialog } from './ApplyConfirmDialog';
import { ApplyFeedback } from './ApplyFeedback';
import { BatchGrid } from './BatchGrid';
import type { GridHandle } from './BatchGrid';
import { BatchProblemAlert } from './BatchProblemAlert';
import { BatchResultPanel } from './BatchResultPanel';
import { BatchSummaryPanel } from './BatchSummaryPanel';
import { catalog } from './i18n';
import { ImportReportAlert } from './ImportReportAlert';
import { isBlank } from './lineModel';
import { forgetRecentBatches } from './recentBatches';
import { RecentBatches } from './RecentBatches';
import { ScanField } from './ScanField';
import { SheetConventionDialog } from './SheetConventionDialog';
import { useBatchApply } from './useBatchApply';
import { useBatchDraft } from './useBatchDraft';
import { useBatchImport } from './useBatchImport';
import { useLineEditing } from './useLineEditing';
import { useSkuLookups } from './useSkuLookups';

registerTranslations('stock', catalog);
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
  const warehouseNames = useMemo(() => new Map(warehouses.map((w) => [w.id, w.name])), [warehouses]);
  const gridRef = useRef<GridHandle>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [discardOpen, setDiscardOpen] = useState(false);

  const draft = useBatchDraft(scope, warehouses[0]?.id ?? '');
  const { store, scanDefaults } = draft;
  const editing = useLineEditing(store, gridRef, scanDefaults);
  const lookups = useSkuLookups(store, { scanDefaults, onScanAdded: editing.showLine });
  const imports = useBatchImport(store, { warehouses, scanDefaults, onAdded: lookups.runLookups });
  const apply = useBatchApply({ scope, draft, jump: editing.jump, onApplied: imports.clear });

  // Leaving with lines on screen asks first (the draft is kept either way).
  const leaveGuard = useUnsavedChangesGuard(() => store.getLines().some((l) => !isBlank(l)), { draftKept: true });

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
        onChange={(e) => void imports.onFile(e)}
        hidden
        aria-label={t('import.button')}
        data-testid="csv-input"
      />

      {apply.lastResult && (
        <BatchResultPanel batch={apply.lastResult} warehouseNames={warehouseNames} onDismiss={apply.dismissResult} headingRef={apply.resultsRef} />
      )}

      {!apply.pending && (
        <ApplyFeedback failure={apply.failure} unmapped={apply.unmapped} onRetry={() => void apply.retry()} onSendAsNew={apply.sendAsNew} />
      )}

      <Paper variant="outlined" component="section" aria-labelledby="stock-editor-title" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography id="stock-editor-title" variant="h2" component="h2">
          {t('editor.title')}
        </Typography>
        <ScanField warehouses={warehouses} defaults={draft.scan} onDefaultsChange={draft.changeScan} onScan={lookups.scan} />
        <Typography id="stock-grid-help" variant="body2" sx={{ color: 'text.secondary' }}>
          <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
            {t('editor.keys')}{' '}
          </Box>
          {t('editor.paste')}
        </Typography>

        {imports.report && <ImportReportAlert report={imports.report} onClose={imports.dismissReport} />}

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

        {apply.problem && <BatchProblemAlert problem={apply.problem} onClose={apply.dismissProblem} />}
        <BatchSummaryPanel store={store} warehouseNames={warehouseNames} onJump={editing.jump} onApply={apply.openConfirm} pending={apply.pending} />
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

      <SheetConventionDialog
        rows={imports.sheet?.rows ?? null}
        candidates={imports.sheet?.candidates ?? []}
        onCancel={imports.cancelConvention}
        onChoose={imports.chooseConvention}
      />

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
        {t('draft.discardBody', { count: discardOpen ? store.getLines().filter((l) => !isBlank(l)).length : 0 })}
      </ConfirmDialog>
    </Box>
  );
}
