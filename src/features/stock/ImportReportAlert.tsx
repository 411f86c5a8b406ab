import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import type { RowError } from './pasteRows';
import type { ImportReport } from './useBatchImport';

/** Rows listed by reason; more would bury the grid. */
const ERRORS_SHOWN = 50;

interface Props {
  report: ImportReport;
  onClose: () => void;
}

/** What a paste or an imported file added, and why the rows it could not read were left out. */
export function ImportReportAlert({ report, onClose }: Props) {
  const { t, i18n } = useTranslation('stock');
  const reason = (err: RowError): string => {
    const p = err.problem;
    const extra: Record<string, string> = {};
    if ('column' in p) extra.column = t(`fields.${p.column}`);
    if ('operation' in p) extra.operation = t(`operation.${p.operation}`);
    return t(`import.problem.${p.code}`, { ...p, ...extra });
  };
  return (
    <Alert
      severity={report.errors.length > 0 ? 'warning' : 'success'}
      onClose={onClose}
      slotProps={{ closeButton: { title: t('actions.close', { ns: 'common' }) } }}
      data-testid="import-report"
    >
      <AlertTitle>
        {t(report.source === 'file' ? 'import.addedFile' : 'import.addedPaste', { count: report.added, formatted: formatNumber(report.added, i18n.language) })}
      </AlertTitle>
      {report.errors.length > 0 && (
        <>
          {t('import.unreadable', { count: report.errors.length })}
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {report.errors.slice(0, ERRORS_SHOWN).map((err) => (
              <li key={err.row}>{t('import.rowError', { row: err.row, reason: reason(err), text: err.text })}</li>
            ))}
          </Box>
        </>
      )}
    </Alert>
  );
}
