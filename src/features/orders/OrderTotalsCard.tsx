import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Order } from '../../api/schemas/order';
import { formatMoney, formatNumber } from '../../lib/format';
import { Card } from './Facts';
import { orderDiscountOf, taxesByName } from './orderView';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

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
  const sx = { fontWeight: strong ? 700 : undefined, fontSize: strong ? '1.15rem' : undefined };
  return (
    <TableRow>
      <TableCell
        component="th"
        scope="row"
        sx={{ ...sx, pl: indent ? 4 : undefined, color: indent ? 'text.secondary' : undefined }}
      >
        {label}
      </TableCell>
      <TableCell align="right" sx={{ ...sx, whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </TableCell>
    </TableRow>
  );
}

/** All of the order's totals, as the service stated them. */
export function OrderTotalsCard({ order, currency }: { order: Order; currency: string }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const money = (n: number | null | undefined) => formatMoney(n, language, currency);
  const num = (n: number | null | undefined) => formatNumber(n, language);
  return (
    <Card id="order-totals" title={t('order.totals')}>
      <Table size="small" aria-labelledby="order-totals-title" data-testid="order-totals">
        <TableBody>
          <Row label={t('order.subtotal')} value={money(order.subtotal)} testId="order-subtotal" />
          <Row
            label={t('order.itemsDiscount')}
            value={money(order.total_items_discount)}
            testId="order-items-discount"
          />
          <Row
            label={t('order.manualDiscounts')}
            value={money(order.total_manual_percentage_discount_items)}
            indent
          />
          <Row
            label={t('order.orderDiscount', { percent: num(order.percentage_discount ?? 0) })}
            value={money(orderDiscountOf(order) ? -orderDiscountOf(order) : 0)}
            testId="order-order-discount"
          />
          <Row label={t('order.totalTax')} value={money(order.total_tax)} testId="order-tax" />
          {taxesByName(order).map((tax) => (
            <Row key={tax.name} label={tax.name} value={money(tax.amount)} indent />
          ))}
          <Row
            label={t('order.tip', { percent: num(order.percentage_tip ?? 0) })}
            value={money(order.total_tip)}
            testId="order-tip"
          />
          <Row
            label={t('order.delivery')}
            value={money(order.total_delivery)}
            testId="order-delivery"
          />
          <Row
            label={t('order.grandTotal')}
            value={money(order.total)}
            strong
            testId="order-total"
          />
          <Row label={t('order.paid')} value={money(order.total_paid)} />
          <Row
            label={t('order.itemsCount')}
            value={`${t('totals.lines', { count: order.items_count ?? 0, formatted: num(order.items_count) })} · ${t('totals.units', { count: order.items_quantity_count ?? 0, formatted: num(order.items_quantity_count) })}`}
          />
        </TableBody>
      </Table>
    </Card>
  );
}
