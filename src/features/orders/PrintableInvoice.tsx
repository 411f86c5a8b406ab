import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../api/schemas/order';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import type { ProductLabel } from '../../queries/productLabels';
import { contactName, useKnownContacts } from '../contacts';
import { addressLines, itemName, itemSku, orderDiscountOf, taxesByName } from './orderView';

/**
 * While printing, only the printable invoice shows: the shell's bar and navigation, snack
 * bars and anything marked `data-print-hide` are hidden, on a white page whatever the theme.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '@media print': {
          'header, nav, .MuiDrawer-root, .notistack-SnackbarContainer, [data-print-hide], a[href="#main"]': {
            display: 'none !important',
          },
          'html, body, #root, main': { background: '#fff !important', color: '#000 !important' },
          '[data-print-only]': { display: 'block !important' },
        },
        '@page': { margin: '12mm' },
      }}
    />
  );
}

const cell = { padding: '3px 6px', borderBottom: '1px solid #ccc', verticalAlign: 'top' } as const;
const num = { ...cell, textAlign: 'right', whiteSpace: 'nowrap' } as const;

/** The invoice (or pro-forma before invoicing) as printed: shown only on paper. */
export function PrintableInvoice({ order, productNames, currency }: { order: Order; productNames: ReadonlyMap<string, ProductLabel>; currency: string }) {
  const { t, i18n } = useTranslation('orders');
  const language = i18n.language;
  const { contacts } = useKnownContacts();
  const money = (n: number | null | undefined) => formatMoney(n, language, currency);
  const billed = Boolean(order.is_billed && order.invoice_number);
  const customer = contacts.find((c) => c.id === order.customer_id);
  const customerLines = customer
    ? [
        contactName(customer),
        [customer.identification_type, customer.identification_number].filter(Boolean).join(' '),
        customer.email,
        [customer.phone_prefix, customer.phone_number].filter(Boolean).join(' '),
      ].filter((x): x is string => Boolean(x))
    : [];
  const items = [...(order.items ?? [])].sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  const shipTo = order.shipment?.ship_to;
  const orderDiscount = orderDiscountOf(order);
  const [printedAt] = useState(() => new Date().toISOString());

  const totals: [string, string, boolean?][] = [
    [t('order.subtotal'), money(order.subtotal)],
    ...(order.total_items_discount ? [[t('order.itemsDiscount'), money(order.total_items_discount)] as [string, string]] : []),
    ...(orderDiscount ? [[t('order.orderDiscount', { percent: formatNumber(order.percentage_discount ?? 0, language) }), money(-orderDiscount)] as [string, string]] : []),
    ...taxesByName(order).map((x) => [x.name, money(x.amount)] as [string, string]),
    ...(order.total_tip ? [[t('order.tip', { percent: formatNumber(order.percentage_tip ?? 0, language) }), money(order.total_tip)] as [string, string]] : []),
    ...(order.total_delivery ? [[t('order.delivery'), money(order.total_delivery)] as [string, string]] : []),
    [t('order.grandTotal'), money(order.total), true],
  ];

  return (
    <Box
      data-print-only
      data-testid="printable-invoice"
      sx={{ display: 'none', color: '#000', bgcolor: '#fff', fontSize: '10pt', lineHeight: 1.35, fontFamily: 'inherit' }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: '16px', mb: '12px' }}>
        <div>
          <div style={{ fontSize: '8pt', textTransform: 'uppercase', color: '#444' }}>{t('print.seller')}</div>
          <div style={{ fontWeight: 700, fontSize: '12pt' }}>{t('appName', { ns: 'common' })}</div>
          {order.account_id && <div>{t('print.account', { id: order.account_id })}</div>}
          {order.contact_seller_id && <div>{t('print.sellerContact', { id: order.contact_seller_id })}</div>}
        </div>
        <div style={{ textAlign: 'right' }}>
          <h1 style={{ margin: 0, fontSize: '16pt' }}>{billed ? t('print.invoice', { number: order.invoice_number }) : t('print.proforma')}</h1>
          <div>{t('print.order', { number: order.number ?? '—' })}</div>
          <div>
            {t('print.date')}: {billed ? formatDateTime(order.invoice_created_at, language) : formatDateTime(order.created_at, language)}
          </div>
          {order.billing_date && (
            <div>
              {t('order.billingDate')}: {formatDate(order.billing_date, language)}
            </div>
          )}
        </div>
      </Box>
      {!billed && <p style={{ margin: '0 0 10px', fontStyle: 'italic' }}>{t('print.proformaNote')}</p>}
      <Box sx={{ display: 'flex', gap: '24px', mb: '12px' }}>
        <div style={{ flex: 1 }}>
          <div style={{ fontSize: '8pt', textTransform: 'uppercase', color: '#444' }}>{t('print.customer')}</div>
          {customerLines.map((l) => (
            <div key={l}>{l}</div>
          ))}
          <div style={{ color: '#444' }}>{order.customer_id}</div>
        </div>
        {shipTo && (
          <div style={{ flex: 1 }}>
            <div style={{ fontSize: '8pt', textTransform: 'uppercase', color: '#444' }}>{t('print.shipTo')}</div>
            {[...addressLines(shipTo), shipTo.contact_name].filter(Boolean).map((l) => (
              <div key={l}>{l}</div>
            ))}
          </div>
        )}
      </Box>
      <table style={{ width: '100%', borderCollapse: 'collapse', marginBottom: '10px' }}>
        <thead>
          <tr style={{ background: '#eee' }}>
            <th style={{ ...cell, textAlign: 'left' }}>{t('print.item')}</th>
            <th style={num}>{t('print.quantity')}</th>
            <th style={num}>{t('print.unitPrice')}</th>
            <th style={num}>{t('print.discount')}</th>
            <th style={{ ...cell, textAlign: 'left' }}>{t('print.tax')}</th>
            <th style={num}>{t('print.total')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td style={cell}>
                {itemName(item, productNames, t('order.custom'))}
                {itemSku(item, productNames) && <span style={{ fontSize: '8pt', color: '#444' }}>{` · ${itemSku(item, productNames) ?? ''}`}</span>}
                {item.comment && <div style={{ fontSize: '8pt', color: '#444' }}>{item.comment}</div>}
              </td>
              <td style={num}>{formatNumber(item.quantity, language)}</td>
              <td style={num}>{money(item.unit_price)}</td>
              <td style={num}>{item.total_discount ? money(item.total_discount) : '—'}</td>
              <td style={{ ...cell, fontSize: '8.5pt' }}>
                {(item.taxes ?? []).map((tax) => (
                  <div key={tax.id}>{`${tax.tax_name || tax.tax_id || ''} ${money(tax.total_tax_value ?? 0)}${tax.tax_is_include ? ` ${t('order.taxIncluded')}` : ''}`}</div>
                ))}
              </td>
              <td style={num}>{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: '24px', breakInside: 'avoid' }}>
        <div style={{ flex: 1, fontSize: '9pt' }}>
          {(order.payment_terms_days != null || order.payment_terms_description) && (
            <div>
              {t('print.dueDays')}: {[order.payment_terms_days == null ? null : t('order.paymentDays', { count: order.payment_terms_days }), order.payment_terms_description].filter(Boolean).join(' · ')}
            </div>
          )}
          {order.comment && <div>{order.comment}</div>}
          {order.e_billing_number && (
            <div>
              {t('print.eBilling')}: {order.e_billing_number}
            </div>
          )}
          {order.e_billing_cufe && (
            <div style={{ overflowWrap: 'anywhere' }}>
              {t('print.cufe')}: {order.e_billing_cufe}
            </div>
          )}
          {order.e_billing_url && <div style={{ overflowWrap: 'anywhere' }}>{order.e_billing_url}</div>}
        </div>
        <table style={{ borderCollapse: 'collapse', minWidth: '45%' }}>
          <tbody>
            {totals.map(([label, value, strong]) => (
              <tr key={label} style={strong ? { fontWeight: 700, fontSize: '12pt' } : undefined}>
                <th style={{ ...cell, textAlign: 'left', fontWeight: strong ? 700 : 400 }}>{label}</th>
                <td style={num}>{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Box>
      <div style={{ marginTop: '14px', fontSize: '8pt', color: '#444' }}>{t('print.thanks', { date: formatDateTime(printedAt, language) })}</div>
    </Box>
  );
}
