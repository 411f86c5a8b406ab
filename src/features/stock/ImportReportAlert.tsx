import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import type { RowError } from './pasteRows';
import type { ImportReport } from './useBatchImport';

/** Rows listed by reason; more would bury the grid. */
const ERRORS_SHOWN = 50;

interface Props {
  report: ImportReport;
  /** rows of this and earlier sheets that could not be read and are not left out yet */
  unread: number;
  onLeaveOut: () => void;
  onClose: () => void;
}

/**
 * What a paste or an imported file added, and why the rows it could not read were left out.
 * While such rows are pending the batch is not applied: the person fixes them in the sheet and
 * pastes them again, or leaves them out here (the alert cannot be closed until then).
 */
export function ImportReportAlert({ report, unread, onLeaveOut, onClose }: Props) {
  const { t, i18n } = useTranslation('stock');
  const reason = (err: RowError): string => {
    const p = err.problem;
    const extra: Record<string, string> = {};
    if ('column' in p) extra.column = t(`fields.${p.column}`);
    if ('operation' in p) extra.operation = t(`operation.${p.operation}`);
    return t(`import.problem.${p.code}`, { ...p, ...extra });
  };
  const columns = report.remembered
    ? report.remembered.map
        .map((f, i) =>
          f === null
            ? null
            : t('sheets.columnIs', { column: i + 1, field: t(`sheets.field.${f}`) }),
        )
        .filter((s): s is string => s !== null)
        .join(', ')
    : null;
  return (
    <Alert
      severity={unread > 0 ? 'warning' : 'success'}
      {...(unread > 0 ? {} : { onClose })}
      slotProps={{ closeButton: { title: t('actions.close', { ns: 'common' }) } }}
      data-testid="import-report"
    >
      <AlertTitle>
        {t(report.source === 'file' ? 'import.addedFile' : 'import.addedPaste', {
          count: report.added,
          formatted: formatNumber(report.added, i18n.language),
        })}
      </AlertTitle>
      {columns && (
        <Typography variant="body2">{t('sheets.rememberedUsed', { columns })}</Typography>
      )}
      {report.errors.length > 0 && (
        <>
          {t('import.unreadable', { count: report.errors.length })}
          <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
            {report.errors.slice(0, ERRORS_SHOWN).map((err) => (
              <li key={err.row}>
                {t('import.rowError', { row: err.row, reason: reason(err), text: err.text })}
              </li>
            ))}
          </Box>
        </>
      )}
      {unread > 0 && (
        <Box sx={{ mt: 1, display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('sheets.unreadGate', { count: unread })}
          </Typography>
          <Button variant="outlined" color="inherit" size="small" onClick={onLeaveOut}>
            {t('sheets.leaveOut', { count: unread })}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
