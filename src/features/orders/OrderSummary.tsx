import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { formatDate, formatDateTime, formatMoney } from '../../lib/format';
import { contactName, useKnownContacts } from '../contacts';
import { Card, Facts } from './Facts';
import type { Fact } from './Facts';
import { describeObject, orderCurrency, statusKey } from './orderView';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

const text = (v: string | null | undefined) => (v == null || v.trim() === '' ? '—' : v);

/** The order's status as a chip. */
export function OrderStatusChip({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('orders');
  const key = statusKey(status);
  // 'info' is below AA contrast in the light scheme: an open order is an outlined primary chip.
  const color =
    key === 'invoiced'
      ? 'success'
      : key === 'cancelled'
        ? 'error'
        : key === 'open'
          ? 'primary'
          : 'default';
  return (
    <Chip
      size="small"
      color={color}
      variant={key === 'open' ? 'outlined' : 'filled'}
      label={
        key === 'unknown'
          ? t('order.status.unknown', { status: status ?? '—' })
          : t(`order.status.${key}`)
      }
    />
  );
}

/** "Ana Pérez (id)" when this browser knows the contact, else the id. */
export function useCustomerLabel(id: string | null | undefined): string {
  const { contacts } = useKnownContacts();
  if (!id) return '—';
  const known = contacts.find((c) => c.id === id);
  const name = known ? contactName(known) : null;
  return name ? `${name} (${id})` : id;
}

/** Number, status, dates, customer, seller, channel, warehouse, currency, terms, comment. */
export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { warehouses } = useConfig();
  const language = i18n.language;
  const customer = useCustomerLabel(order.customer_id);
  const warehouse = warehouses.find((w) => w.id === order.warehouse_id)?.name ?? order.warehouse_id;
  const terms = [
    order.payment_terms_days == null
      ? null
      : t('order.paymentDays', { count: order.payment_terms_days }),
    order.payment_terms_description,
  ]
    .filter(Boolean)
    .join(' · ');
  const items: Fact[] = [
    { label: t('order.number'), value: order.number ?? '—' },
    { label: t('order.id'), value: order.id },
    { label: t('list.status'), value: <OrderStatusChip status={order.status} /> },
    { label: t('order.created'), value: formatDateTime(order.created_at, language) },
    { label: t('order.updated'), value: formatDateTime(order.updated_at, language) },
    { label: t('order.billingDate'), value: formatDate(order.billing_date, language) },
    { label: t('order.customer'), value: customer },
    { label: t('order.seller'), value: text(order.contact_seller_id) },
    { label: t('order.channel'), value: text(order.order_channel_id) },
    { label: t('order.warehouse'), value: text(warehouse) },
    { label: t('order.currency'), value: text(order.currency) },
    { label: t('order.paymentTerms'), value: terms || '—' },
  ];
  if (order.comment) items.push({ label: t('order.comment'), value: order.comment });
  return (
    <Card id="order-summary" title={t('order.summary')}>
      <Facts items={items} />
    </Card>
  );
}

/** Invoice number and date, numeration, e-billing figures, tax withholdings. */
export function OrderBilling({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { invoiceNumerations, currency } = useConfig();
  const language = i18n.language;
  const numeration = invoiceNumerations.find((n) => n.id === order.order_invoice_numeration_id);
  const withholdings = order.tax_withholdings ?? [];
  const items: Fact[] = [
    { label: t('order.invoiceNumber'), value: text(order.invoice_number) },
    { label: t('order.invoiceDate'), value: formatDateTime(order.invoice_created_at, language) },
    {
      label: t('order.numeration'),
      value: numeration
        ? `${numeration.name} (${numeration.prefix})`
        : text(order.order_invoice_numeration_id),
    },
    { label: t('order.eBillingNumber'), value: text(order.e_billing_number) },
    { label: t('order.cufe'), value: text(order.e_billing_cufe) },
    {
      label: t('order.eBillingUrl'),
      value: order.e_billing_url ? (
        <Link
          href={order.e_billing_url}
          target="_blank"
          rel="noopener noreferrer"
          title={t('order.eBillingUrlLink')}
        >
          {order.e_billing_url}
        </Link>
      ) : (
        '—'
      ),
    },
    { label: t('order.eBillingType'), value: text(order.e_billing_document_type) },
    { label: t('order.eBillingDate'), value: formatDateTime(order.e_billing_created_at, language) },
    {
      label: t('order.withholdingsTotal'),
      value:
        order.includes_tax_withholding || order.total_tax_withholdings
          ? formatMoney(order.total_tax_withholdings ?? 0, language, orderCurrency(order, currency))
          : t('order.noWithholdings'),
    },
  ];
  const eBilling = Boolean(
    order.e_billing_number ||
    order.e_billing_cufe ||
    order.e_billing_url ||
    withholdings.length ||
    order.total_tax_withholdings,
  );
  return (
    <Card id="order-billing" title={t('order.billing')}>
      {!order.is_billed && (
        <Typography color="text.secondary" sx={{ mb: eBilling ? 2 : 0 }}>
          {t('order.notInvoiced')}
        </Typography>
      )}
      {(order.is_billed || eBilling) && <Facts items={items} />}
      {withholdings.length > 0 && (
        <>
          <Typography variant="h3" component="h3" sx={{ mt: 2, mb: 1 }}>
            {t('order.withholdings')}
          </Typography>
          <ul>
            {withholdings.map((w, i) => (
              <li key={i}>{describeObject(w)}</li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}
