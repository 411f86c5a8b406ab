import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { difference } from './batchResults';
import type { ResultRow } from './batchResults';
import { warehouseLabel } from './BatchSummaryPanel';

/** Rows shown before "Show all". */
const FIRST_ROWS = 50;

interface Props {
  rows: readonly ResultRow[];
  warehouseNames: ReadonlyMap<string, string>;
  label: string;
}

/** Stock and reserved per warehouse and product after a batch, with the figures before and the difference. */
export function BatchResultsTable({ rows, warehouseNames, label }: Props) {
  const { t, i18n } = useTranslation('stock');
  const [all, setAll] = useState(false);
  const n = (v: number | null) => formatNumber(v, i18n.language);
  const delta = (before: number | null, after: number | null) => {
    const d = difference(before, after);
    if (d === null) return '—';
    if (d === 0) return '0';
    return d > 0 ? `+${n(d)}` : `−${n(-d)}`;
  };
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={label} sx={{ '& td, & th': { whiteSpace: 'nowrap' } }}>
          <TableHead>
            <TableRow>
              <TableCell rowSpan={2}>{t('fields.warehouse')}</TableCell>
              <TableCell rowSpan={2}>{t('fields.product')}</TableCell>
              <TableCell align="center" colSpan={3} scope="colgroup">
                {t('results.stock')}
              </TableCell>
              <TableCell align="center" colSpan={3} scope="colgroup">
                {t('results.reserved')}
              </TableCell>
            </TableRow>
            <TableRow>
              <TableCell align="right">{t('results.before')}</TableCell>
              <TableCell align="right">{t('results.after')}</TableCell>
              <TableCell align="right">{t('results.difference')}</TableCell>
              <TableCell align="right">{t('results.before')}</TableCell>
              <TableCell align="right">{t('results.after')}</TableCell>
              <TableCell align="right">{t('results.difference')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((r) => (
              <TableRow
                key={`${r.warehouse_id}|${r.product_id}`}
                data-product={r.product_id}
                data-warehouse={r.warehouse_id}
              >
                <TableCell>{warehouseLabel(r.warehouse_id, warehouseNames)}</TableCell>
                <TableCell component="th" scope="row">
                  <Typography variant="body2" component="span" sx={{ display: 'block' }}>
                    {r.name ?? r.product_id}
                  </Typography>
                  {r.sku && (
                    <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
                      {r.sku}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right" data-col="stock-before">
                  {n(r.stockBefore)}
                </TableCell>
                <TableCell align="right" data-col="stock-after">
                  {n(r.stockAfter)}
                </TableCell>
                <TableCell align="right" data-col="stock-diff">
                  {delta(r.stockBefore, r.stockAfter)}
                </TableCell>
                <TableCell align="right" data-col="reserved-before">
                  {n(r.reservedBefore)}
                </TableCell>
                <TableCell align="right" data-col="reserved-after">
                  {n(r.reservedAfter)}
                </TableCell>
                <TableCell align="right" data-col="reserved-diff">
                  {delta(r.reservedBefore, r.reservedAfter)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      {rows.length > FIRST_ROWS && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setAll((a) => !a)}>
          {all
            ? t('results.showFirst', { count: FIRST_ROWS })
            : t('results.showAll', { count: rows.length })}
        </Button>
      )}
    </Box>
  );
}
