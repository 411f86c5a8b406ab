import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { formatMoney } from '../../lib/format';
import { useOrder } from '../../queries/orders';
import { useProductLabels } from '../../queries/productLabels';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { catalog } from './i18n';
import { InvoiceDialog } from './InvoiceDialog';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderBilling, OrderStatusChip, OrderSummary } from './OrderSummary';
import { OrderTotalsCard } from './OrderTotalsCard';
import { orderCurrency } from './orderView';
import {
  InvoicePrintNotices,
  PrintableInvoice,
  PrintInvoiceButton,
  PrintStyles,
} from './PrintableInvoice';
import { ORDER_ID_WHERE } from './orderIdInput';
import { PackingSlipButton } from './PackingSlipButton';
import { ShipmentCard } from './ShipmentCard';
import { useTrackedOrders } from './trackedOrders';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', catalog);
registerTranslations('orders', orderPages);

/** Navigation state order entry leaves for the new order's page. */
export interface CreatedState {
  preview: { subtotal: number; total_tax: number; total: number };
}

/** The history state is whatever an earlier page (or another app) left there: checked, not trusted. */
function isCreatedState(x: unknown): x is CreatedState {
  if (typeof x !== 'object' || x === null || !('preview' in x)) return false;
  const p = x.preview;
  return typeof p === 'object' && p !== null && 'total' in p && typeof p.total === 'number';
}

/** Right after creation: do the service's figures equal the preview that was on screen? */
function PreviewCheck({ order, currency }: { order: Order; currency: string }) {
  const { t, i18n } = useTranslation('orders');
  const state: unknown = useLocation().state;
  if (!isCreatedState(state)) return null;
  const p = state.preview;
  const same =
    p.total === order.total && p.subtotal === order.subtotal && p.total_tax === order.total_tax;
  return same ? (
    <Alert severity="success" sx={{ mb: 2 }}>
      {t('totals.matches')}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {t('totals.differs', {
        server: formatMoney(order.total, i18n.language, currency),
        preview: formatMoney(p.total, i18n.language, currency),
      })}
    </Alert>
  );
}

/** /orders/:id — everything about one order, its invoice, and its printable form. */
export function OrderPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['orders', 'common']);
  const config = useConfig();
  const query = useOrder(id);
  const order = query.data;
  const { track } = useTrackedOrders();
  const [invoicing, setInvoicing] = useState(false);

  const orderId = order?.id;
  useEffect(() => {
    if (orderId) track(orderId);
  }, [orderId, track]);

  const productIds = useMemo(
    () => [
      ...new Set(
        (order?.items ?? []).flatMap((i) =>
          !i.is_custom_item && i.product_id ? [i.product_id] : [],
        ),
      ),
    ],
    [order],
  );
  const productNames = useProductLabels(productIds);
  const back = (
    <Button component={Link} to={paths.orders.list()} startIcon={<ArrowBackIcon />}>
      {t('order.back')}
    </Button>
  );

  if (!order) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <>
        <PageHeader title={t('order.titleUnknown')} actions={back} />
        {query.isPending && <LinearProgress aria-label={t('list.loading')} />}
        {notFound && (
          <EmptyState title={t('order.notFound')}>
            <Typography sx={{ color: 'text.secondary' }}>{t(ORDER_ID_WHERE)}</Typography>
          </EmptyState>
        )}
        {query.isError && !notFound && (
          <ErrorAlert
            error={query.error}
            title={t('order.loadFailed')}
            onRetry={() => void query.refetch()}
          />
        )}
      </>
    );
  }

  const currency = orderCurrency(order, config.currency);
  const billed = Boolean(order.is_billed);
  const canInvoice = !billed && order.status !== 'cancelled';
  return (
    <>
      <PrintStyles />
      <Box data-print-hide>
        <PageHeader
          title={t('order.title', { number: order.number ?? '—' })}
          actions={
            <>
              {back}
              <Button
                startIcon={<RefreshIcon />}
                onClick={() => void query.refetch()}
                disabled={query.isFetching}
              >
                {t('order.refresh')}
              </Button>
              <PrintInvoiceButton billed={billed} />
              <PackingSlipButton order={order} productNames={productNames} />
              {canInvoice && (
                <Button
                  variant="contained"
                  startIcon={<ReceiptLongIcon />}
                  onClick={() => setInvoicing(true)}
                >
                  {t('order.invoice')}
                </Button>
              )}
            </>
          }
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: -1.5, mb: 2 }}>
          <OrderStatusChip status={order.status} />
          {billed && order.invoice_number && (
            <Chip
              size="small"
              variant="outlined"
              label={t('order.invoiceChip', { number: order.invoice_number })}
            />
          )}
        </Box>
        <PreviewCheck order={order} currency={currency} />
        <InvoicePrintNotices order={order} />
        {query.isRefetchError && (
          <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />
        )}
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OrderSummary order={order} />
          <OrderLinesTable order={order} productNames={productNames} currency={currency} />
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <OrderTotalsCard order={order} currency={currency} />
            <OrderBilling order={order} />
          </Box>
          <ShipmentCard shipment={order.shipment} currency={currency} />
        </Box>
      </Box>
      <PrintableInvoice order={order} productNames={productNames} currency={currency} />
      {invoicing && <InvoiceDialog order={order} onClose={() => setInvoicing(false)} />}
    </>
  );
}
