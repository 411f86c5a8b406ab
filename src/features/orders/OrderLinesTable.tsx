import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Order, OrderItem } from '../../api/schemas/order';
import { formatMoney, formatNumber } from '../../lib/format';
import type { ProductLabel } from '../../queries/productLabels';
import { Card } from './Facts';
import { itemName, itemSku } from './orderView';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

function discountTexts(
  item: OrderItem,
  t: TFunction<'orders'>,
  money: (n: number) => string,
  num: (n: number) => string,
): string[] {
  const out: string[] = [];
  if (item.manual_percentage_discount) {
    out.push(
      t('order.manualDiscount', {
        percent: num(item.manual_percentage_discount),
        amount: money(item.manual_percentage_discount_value ?? 0),
      }),
    );
  }
  for (const d of item.discounts ?? []) {
    const name = d.discount_name || t('order.discountFallback');
    out.push(
      d.discount_type === 'percentage'
        ? t('order.percentDiscount', {
            name,
            percent: num(d.discount_percentage ?? 0),
            amount: money(d.value ?? 0),
          })
        : t('order.valueDiscount', { name, amount: money(d.value ?? 0) }),
    );
  }
  return out;
}

function taxTexts(item: OrderItem, t: TFunction<'orders'>, money: (n: number) => string): string[] {
  return (item.taxes ?? []).map((tax) => {
    const line = t('order.taxLine', {
      name: tax.tax_name || tax.tax_id || '—',
      amount: money(tax.total_tax_value ?? 0),
    });
    return tax.tax_is_include ? `${line} ${t('order.taxIncluded')}` : line;
  });
}

function Lines({ texts }: { texts: string[] }) {
  if (texts.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {texts.map((x, i) => (
        <li key={i}>{x}</li>
      ))}
    </Box>
  );
}

/** The order's lines with their discounts, taxes and figures, as the service stated them. */
export function OrderLinesTable({
  order,
  productNames,
  currency,
}: {
  order: Order;
  productNames: ReadonlyMap<string, ProductLabel>;
  currency: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const money = (n: number | null | undefined) => formatMoney(n, language, currency);
  const num = (n: number | null | undefined) => formatNumber(n, language);
  const items = [...(order.items ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const nowrap = { whiteSpace: 'nowrap' } as const;
  return (
    <Card id="order-lines" title={t('order.lines')}>
      <TableContainer tabIndex={0} role="region" aria-labelledby="order-lines-title">
        <Table size="small" aria-label={t('order.linesLabel')} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>#</TableCell>
              <TableCell>{t('order.item')}</TableCell>
              <TableCell align="right">{t('order.quantity')}</TableCell>
              <TableCell align="right">{t('order.unitPrice')}</TableCell>
              <TableCell>{t('order.discounts')}</TableCell>
              <TableCell>{t('order.taxes')}</TableCell>
              <TableCell align="right">{t('order.subtotal')}</TableCell>
              <TableCell align="right">{t('order.tax')}</TableCell>
              <TableCell align="right">{t('order.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {items.map((item, i) => (
              <TableRow key={item.id}>
                <TableCell>{item.position ?? i + 1}</TableCell>
                <TableCell component="th" scope="row" sx={{ minWidth: 160 }}>
                  {itemName(item, productNames, t('order.custom'))}
                  {itemSku(item, productNames) && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('order.sku', { sku: itemSku(item, productNames) })}
                    </Typography>
                  )}
                  {item.is_custom_item && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {t('order.custom')}
                    </Typography>
                  )}
                  {item.comment && (
                    <Typography variant="caption" color="text.secondary" component="div">
                      {item.comment}
                    </Typography>
                  )}
                </TableCell>
                <TableCell align="right">{num(item.quantity)}</TableCell>
                <TableCell align="right" sx={nowrap}>
                  {money(item.unit_price)}
                </TableCell>
                <TableCell sx={{ fontSize: '0.8rem' }}>
                  <Lines texts={discountTexts(item, t, money, num)} />
                </TableCell>
                <TableCell sx={{ fontSize: '0.8rem' }}>
                  <Lines texts={taxTexts(item, t, money)} />
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {money(item.subtotal)}
                </TableCell>
                <TableCell align="right" sx={nowrap}>
                  {money(item.total_tax)}
                </TableCell>
                <TableCell align="right" sx={{ ...nowrap, fontWeight: 600 }}>
                  {money(item.total)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
