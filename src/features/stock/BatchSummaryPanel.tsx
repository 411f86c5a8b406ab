import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { memo, useSyncExternalStore } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { STOCK_BATCH_MAX } from '../../api/schemas/stock';
import { formatNumber } from '../../lib/format';
import type { BatchStore } from './batchStore';
import type { BatchSummary } from './batchSummary';
import { toneTextSx } from './gridLayout';
import type { LineField } from './lineModel';
import { lineMessage, warningMessage } from './messages';

/** How many problem lines are listed (the grid flags every one). */
const LISTED = 20;

export function warehouseLabel(id: string, names: ReadonlyMap<string, string>): string {
  const name = names.get(id);
  return name ? `${name} (${id})` : id;
}

interface TotalsProps {
  summary: BatchSummary;
  warehouseNames: ReadonlyMap<string, string>;
  caption?: string;
}

/** Totals added, removed, reserved and released per warehouse. */
export function WarehouseTotalsTable({ summary, warehouseNames, caption }: TotalsProps) {
  const { t, i18n } = useTranslation('stock');
  const n = (v: number) => formatNumber(v, i18n.language);
  if (summary.perWarehouse.length === 0) return null;
  const label = caption ?? t('summary.totalsLabel');
  return (
    // Scrolls sideways when narrow (a phone, the confirm dialog in Spanish): focusable, so the
    // keyboard can scroll it too (WCAG 2.1.1; axe's scrollable-region-focusable).
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.warehouse')}</TableCell>
            <TableCell align="right">{t('summary.lines')}</TableCell>
            <TableCell align="right">{t('summary.added')}</TableCell>
            <TableCell align="right">{t('summary.removed')}</TableCell>
            <TableCell align="right">{t('summary.reserved')}</TableCell>
            <TableCell align="right">{t('summary.released')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {summary.perWarehouse.map((w) => (
            <TableRow key={w.warehouse}>
              <TableCell component="th" scope="row">
                {warehouseLabel(w.warehouse, warehouseNames)}
              </TableCell>
              <TableCell align="right">{n(w.lines)}</TableCell>
              <TableCell align="right">{w.added > 0 ? `+${n(w.added)}` : '0'}</TableCell>
              <TableCell align="right">{w.removed > 0 ? `−${n(w.removed)}` : '0'}</TableCell>
              <TableCell align="right">{n(w.reserved)}</TableCell>
              <TableCell align="right">{n(w.released)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

interface Props {
  store: BatchStore;
  warehouseNames: ReadonlyMap<string, string>;
  onJump: (id: string, field: LineField) => void;
  onApply: () => void;
  /** an apply is under way */
  pending: boolean;
}

/** Line count, totals per warehouse, the lines that need attention, and the apply button. */
export const BatchSummaryPanel = memo(function BatchSummaryPanel({
  store,
  warehouseNames,
  onJump,
  onApply,
  pending,
}: Props) {
  const { t, i18n } = useTranslation('stock');
  const { summary } = useSyncExternalStore(store.subscribeDerived, store.getDerived);
  const n = (v: number) => formatNumber(v, i18n.language);
  const over = summary.lineCount > STOCK_BATCH_MAX;
  const warnings = [...summary.warnings.entries()];
  const lineNumber = (id: string) => store.indexOf(id) + 1;

  return (
    <Box
      component="section"
      aria-labelledby="stock-summary-title"
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography id="stock-summary-title" variant="h2" component="h2">
            {t('summary.title')}
          </Typography>
          <Typography aria-live="polite" sx={{ color: 'text.secondary' }}>
            {t('summary.count', {
              count: summary.lineCount,
              max: n(STOCK_BATCH_MAX),
              formatted: n(summary.lineCount),
            })}
            {summary.pending > 0 && ` · ${t('summary.pending', { count: summary.pending })}`}
          </Typography>
        </Box>
        <Button
          variant="contained"
          size="large"
          onClick={onApply}
          disabled={pending}
          data-testid="apply-batch"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {pending ? t('apply.applying') : t('apply.button')}
        </Button>
      </Box>
      {over && (
        <Typography role="alert" sx={[{ fontWeight: 600 }, toneTextSx('error')]}>
          {t('problems.tooMany', {
            count: summary.lineCount - STOCK_BATCH_MAX,
            total: n(summary.lineCount),
            max: n(STOCK_BATCH_MAX),
            extra: n(summary.lineCount - STOCK_BATCH_MAX),
          })}
        </Typography>
      )}
      <WarehouseTotalsTable summary={summary} warehouseNames={warehouseNames} />
      {summary.issues.length > 0 && (
        <Box>
          <Typography sx={[{ fontWeight: 600 }, toneTextSx('error')]}>
            {t('summary.issues', { count: summary.issues.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {summary.issues.slice(0, LISTED).map((issue) => (
              <li key={issue.id}>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => onJump(issue.id, issue.field)}
                  sx={{ textAlign: 'left' }}
                >
                  {t('summary.issue', {
                    line: lineNumber(issue.id),
                    field: t(`fields.${issue.field}`),
                    message: lineMessage(
                      t,
                      issue.message,
                      store.getLine(issue.id)?.skuText.trim() ?? '',
                    ),
                  })}
                </Link>
              </li>
            ))}
          </Box>
          {summary.issues.length > LISTED && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('summary.more', { count: summary.issues.length - LISTED })}
            </Typography>
          )}
        </Box>
      )}
      {warnings.length > 0 && (
        <Box>
          <Typography sx={[{ fontWeight: 600 }, toneTextSx('warning')]}>
            {t('availability.warnings', { count: warnings.length })}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {warnings.slice(0, LISTED).map(([id, w]) => (
              <li key={id}>
                <Link
                  component="button"
                  type="button"
                  variant="body2"
                  onClick={() => onJump(id, 'quantity')}
                  sx={{ textAlign: 'left' }}
                >
                  {t('summary.warning', {
                    line: lineNumber(id),
                    sku: store.getLine(id)?.skuText ?? '',
                    message: warningMessage(t, w, i18n.language, (id) => warehouseNames.get(id)),
                  })}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
});
