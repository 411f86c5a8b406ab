import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { BatchStore } from './batchStore';
import { WarehouseTotalsTable } from './BatchSummaryPanel';
import { warningMessage } from './messages';

/** Warnings listed in the dialog; the grid shows every one. */
const WARNINGS_SHOWN = 10;

interface Props {
  open: boolean;
  store: BatchStore;
  warehouseNames: ReadonlyMap<string, string>;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Apply N lines?": the totals per warehouse and the removals beyond stock, before sending. */
export function ApplyConfirmDialog({
  open,
  store,
  warehouseNames,
  pending,
  onConfirm,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation('stock');
  const derived = open ? store.getDerived() : null;
  const lines = derived?.summary.lineCount ?? 0;
  return (
    <ConfirmDialog
      open={open}
      title={t('apply.confirmTitle', { count: lines, lines: formatNumber(lines, i18n.language) })}
      confirmLabel={pending ? t('apply.applying') : t('apply.confirm')}
      cancelLabel={t('actions.cancel', { ns: 'common' })}
      onConfirm={onConfirm}
      onCancel={onCancel}
      pending={pending}
    >
      {derived && (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Typography>{t('apply.confirmBody')}</Typography>
          <WarehouseTotalsTable
            summary={derived.summary}
            warehouseNames={warehouseNames}
            caption={t('summary.totalsLabel')}
          />
          {derived.summary.warnings.size > 0 && (
            <Alert severity="warning">
              <AlertTitle>
                {t('availability.warnings', { count: derived.summary.warnings.size })}
              </AlertTitle>
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {[...derived.summary.warnings.entries()].slice(0, WARNINGS_SHOWN).map(([id, w]) => (
                  <li key={id}>
                    {t('summary.warning', {
                      line: store.indexOf(id) + 1,
                      sku: store.getLine(id)?.skuText ?? '',
                      message: warningMessage(t, w, i18n.language, (wid) =>
                        warehouseNames.get(wid),
                      ),
                    })}
                  </li>
                ))}
              </Box>
              {t('apply.warningHelp')}
            </Alert>
          )}
          {derived.summary.totalOnly > 0 && (
            // A note, not an alert: nothing went wrong, the figure is just not known.
            <Typography variant="body2" data-testid="total-only-note">
              {t('availability.totalOnly', { count: derived.summary.totalOnly })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('apply.atomic')}
          </Typography>
        </Box>
      )}
    </ConfirmDialog>
  );
}
