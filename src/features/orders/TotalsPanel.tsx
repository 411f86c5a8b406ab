import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Fragment, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { useConfig } from '../../config/ConfigContext';
import { formatMoney, formatNumber } from '../../lib/format';
import { previewTotals, toOrderCreateRequest } from './orderMapper';
import type { LineValues, OrderFormValues } from './orderForm';
import { useMoneyCurrency } from './useMoneyCurrency';

function lineName(line: LineValues | undefined, fallback: string): string {
  if (!line) return fallback;
  const name = line.kind === 'custom' ? line.custom_item_name.trim() : line.product_name.trim();
  return name || fallback;
}

const cell = { px: 0.75, py: 0.5 } as const;
/** Per-line figures: three amounts side by side in a narrow panel (on a phone, large ones wrap). */
const small = {
  px: 0.5,
  py: 0.25,
  fontSize: '0.8125rem',
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
} as const;

/** An amount that may wrap after its group separators (COP 5,462,<wbr>100,<wbr>000) on a phone. */
function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=[.,\u00a0\u202f ])/);
  return (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {p}
        </Fragment>
      ))}
    </>
  );
}

function Row({
  label,
  value,
  strong = false,
  indent = false,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  indent?: boolean;
  testId?: string;
}) {
  const sx = {
    ...cell,
    fontWeight: strong ? 700 : undefined,
    fontSize: strong ? '1.15rem' : undefined,
    borderBottom: 'none',
  };
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="row"
        sx={{ ...sx, pl: indent ? 2.5 : cell.px, color: indent ? 'text.secondary' : undefined }}
      >
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </TableCell>
    </TableRow>
  );
}

/**
 * The live totals: the form's values through the same mapper that builds the request, then
 * computeOrderTotals (the rules the service uses). Sticky beside the form on wide screens.
 */
export function TotalsPanel({ children }: { children?: ReactNode }) {
  const { t, i18n } = useTranslation('orders');
  const config = useConfig();
  const currency = useMoneyCurrency();
  const { control } = useFormContext<OrderFormValues>();
  const values = useWatch({ control }) as OrderFormValues;
  const totals = useMemo(
    () => previewTotals(toOrderCreateRequest(values, config)),
    [values, config],
  );
  const money = (n: number) => formatMoney(n, i18n.language, currency);
  const language = i18n.language;

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="order-totals-title"
      sx={{ p: 2, position: { lg: 'sticky' }, top: { lg: 80 }, display: 'grid', gap: 1.5 }}
    >
      <Box>
        <Typography id="order-totals-title" variant="h2" component="h2">
          {t('totals.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('totals.preview')}
        </Typography>
      </Box>
      {totals.lines.length > 0 && (
        <Box
          sx={{ maxHeight: { lg: 260 }, overflowY: 'auto' }}
          {...(totals.lines.length > 4
            ? { tabIndex: 0, role: 'region', 'aria-label': t('totals.perLine') }
            : {})}
        >
          <Table size="small" aria-label={t('totals.perLine')} data-testid="preview-lines">
            <TableHead>
              <TableRow>
                <TableCell sx={small} align="right">
                  {t('totals.subtotal')}
                </TableCell>
                <TableCell sx={small} align="right">
                  {t('totals.tax')}
                </TableCell>
                <TableCell sx={small} align="right">
                  {t('totals.total')}
                </TableCell>
              </TableRow>
            </TableHead>
            {totals.lines.map((line, i) => (
              <TableBody key={i}>
                <TableRow>
                  <TableCell
                    component="th"
                    scope="rowgroup"
                    colSpan={3}
                    sx={{
                      ...cell,
                      pb: 0,
                      borderBottom: 'none',
                      fontWeight: 500,
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {/* useWatch's values are partial until the form has them all (the cast above says more) */}
                    {/* eslint-disable-next-line @typescript-eslint/no-unnecessary-condition */}
                    {`${i + 1}. ${lineName(values.items?.[i], t('totals.unnamed', { n: i + 1 }))}`}
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell sx={small} align="right">
                    <Breakable text={money(line.subtotal)} />
                  </TableCell>
                  <TableCell sx={small} align="right">
                    <Breakable text={money(line.total_tax)} />
                  </TableCell>
                  <TableCell sx={small} align="right">
                    <Breakable text={money(line.total)} />
                  </TableCell>
                </TableRow>
              </TableBody>
            ))}
          </Table>
        </Box>
      )}
      <Divider />
      <Table size="small" aria-labelledby="order-totals-title" data-testid="preview-totals">
        <TableBody>
          <Row
            label={t('totals.subtotal')}
            value={money(totals.subtotal)}
            testId="preview-subtotal"
          />
          <Row
            label={t('totals.lineDiscounts')}
            value={money(totals.total_items_discount)}
            testId="preview-items-discount"
          />
          <Row
            label={t('totals.orderDiscount')}
            value={money(totals.order_discount ? -totals.order_discount : 0)}
            testId="preview-order-discount"
          />
          <Row label={t('totals.taxes')} value={money(totals.total_tax)} testId="preview-tax" />
          {totals.taxes_by_name.map((tax) => (
            <Row key={tax.name} label={tax.name} value={money(tax.amount)} indent />
          ))}
          <Row label={t('totals.tip')} value={money(totals.total_tip)} testId="preview-tip" />
          <Row
            label={t('totals.delivery')}
            value={money(totals.total_delivery)}
            testId="preview-delivery"
          />
          <Row
            label={t('totals.grandTotal')}
            value={money(totals.total)}
            strong
            testId="preview-total"
          />
        </TableBody>
      </Table>
      <Typography variant="body2" color="text.secondary">
        {`${t('totals.lines', { count: totals.items_count, formatted: formatNumber(totals.items_count, language) })} · ${t('totals.units', { count: totals.items_quantity_count, formatted: formatNumber(totals.items_quantity_count, language) })}`}
      </Typography>
      {children}
    </Paper>
  );
}
