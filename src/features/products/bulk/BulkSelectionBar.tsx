import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import UndoIcon from '@mui/icons-material/Undo';
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import type { ProductSearchRequest } from '../../../api/schemas/product';
import { useConfig } from '../../../config/ConfigContext';
import { usePersistedValue } from '../../../hooks/usePersistedValue';
import { formatNumber } from '../../../lib/format';
import { useScope } from '../../../session/SessionContext';
import { bulkJobStore, canUndo, isInterrupted, jobCounts } from './bulkJob';
import { jobLabel } from './changeLabel';
import { visuallyHidden } from '@mui/utils';
import type { DialogMode } from './dialogMode';
import type { BulkSelection } from './useBulkSelection';
import { lazyDefault } from '../../../ui/lazyComponent';
import { afterLoad, moduleLoader } from '../../../lib/moduleLoader';

/** The bulk editor: loaded on first use (it is not part of the products page's chunk). */
const loadBulkEdit = moduleLoader(() => import('./BulkEditDialog'));
const BulkEditDialog = lazyDefault(loadBulkEdit);

const BAR_SX = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1,
  px: 2,
  py: 1,
  mb: 1.5,
} as const;

interface Props {
  selection: BulkSelection;
  /** The current search (an "all matching" edit collects its every page). */
  request: ProductSearchRequest;
  total: number | null | undefined;
}

/**
 * Above the results: "N selected" with Bulk edit and Clear selection (and "Select all N
 * matching" once the whole page is selected), a stopped bulk edit to resume, the last one to
 * undo; and the live region that says what the selection became.
 */
export function BulkSelectionBar({ selection, request, total }: Props) {
  const { t, i18n } = useTranslation('products');
  const language = i18n.language;
  const { currency, categories } = useConfig();
  const scope = useScope();
  const job = usePersistedValue(bulkJobStore, scope);
  const [mode, setMode] = useState<DialogMode | null>(null);
  // Mounted once opened, so the dialog's closing transition plays and its chunk stays.
  // (A new key at each opening: each one starts afresh.)
  const [opened, setOpened] = useState(0);
  const open = (m: DialogMode) => {
    afterLoad(loadBulkEdit, () => {
      setMode(m);
      setOpened((n) => n + 1);
    });
  };
  const n = (v: number) => formatNumber(v, language);
  const labels = { t, language, currency, categories };

  const { count, notice } = selection;
  const said =
    notice === null
      ? ''
      : notice.kind === 'cleared'
        ? t('selection.clearedBySearch')
        : notice.kind === 'allMatching'
          ? t('selection.allSelected', { count: notice.total, formatted: n(notice.total) })
          : t('selection.count', { count: notice.count, formatted: n(notice.count) });

  const interrupted = job !== null && mode === null && isInterrupted(job);
  const counts = job ? jobCounts(job) : null;
  const undoable = job !== null && !interrupted && canUndo(job);
  const failed = job !== null && !interrupted && counts !== null && counts.failed > 0;

  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {said}
      </Box>
      {interrupted && counts && (
        <Alert
          severity="warning"
          sx={{ mb: 1.5 }}
          action={
            <Button color="inherit" size="small" onClick={() => open({ kind: 'resume' })}>
              {t('bulk.resume.open')}
            </Button>
          }
        >
          {t('bulk.resume.message', {
            label: jobLabel(job, labels),
            left: n(counts.pending),
            total: n(counts.total),
          })}
        </Alert>
      )}
      {(count > 0 || undoable || failed) && (
        <Paper
          variant="outlined"
          component="section"
          aria-label={t('selection.barLabel')}
          sx={BAR_SX}
        >
          {count > 0 && (
            <>
              <Typography component="p" sx={{ fontWeight: 600, mr: 1 }}>
                {selection.all
                  ? t('selection.allSelected', { count, formatted: n(count) })
                  : t('selection.count', { count, formatted: n(count) })}
              </Typography>
              {selection.canSelectAll && total != null && (
                <Button size="small" onClick={selection.selectAllMatching}>
                  {t('selection.selectAll', { count: total, formatted: n(total) })}
                </Button>
              )}
              <Button
                size="small"
                variant="contained"
                startIcon={<EditIcon />}
                // A stopped edit is resumed (or its rest cancelled) first: one job at a time.
                disabled={interrupted}
                onClick={() =>
                  open(
                    selection.all
                      ? { kind: 'edit', all: true, request, total: count }
                      : { kind: 'edit', all: false, ids: selection.ids },
                  )
                }
              >
                {t('selection.bulkEdit')}
              </Button>
              <Button size="small" onClick={selection.clear}>
                {t('selection.clear')}
              </Button>
            </>
          )}
          <Box sx={{ flex: 1 }} />
          {failed && (
            <Button size="small" onClick={() => open({ kind: 'view' })}>
              {t('bulk.lastFailed', { count: counts.failed, formatted: n(counts.failed) })}
            </Button>
          )}
          {undoable && (
            <Button size="small" startIcon={<UndoIcon />} onClick={() => open({ kind: 'undo' })}>
              {t('bulk.undo.open')}
            </Button>
          )}
        </Paper>
      )}
      {opened > 0 && (
        <Suspense fallback={null}>
          <BulkEditDialog
            key={opened}
            open={mode !== null}
            mode={mode ?? { kind: 'view' }}
            scope={scope}
            onClose={() => setMode(null)}
            onFinished={selection.clear}
          />
        </Suspense>
      )}
    </>
  );
}
