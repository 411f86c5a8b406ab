import Button from '@mui/material/Button';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ORDER_CUSTOMER_PARAM, paths } from '../../app/paths';
import { PageHeader } from '../../ui/PageHeader';
import { catalog } from './i18n';
import { OrderForm } from './OrderForm';
import type { CreatedState } from './OrderPage';

registerTranslations('orders', catalog);

/** /orders/new (optionally `?customer=<contact id>`) */
export function OrderEntryPage() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const customer = params.get(ORDER_CUSTOMER_PARAM)?.trim() || undefined;
  return (
    <>
      <PageHeader
        title={t('entry.title')}
        subtitle={t('entry.subtitle')}
        actions={
          <Button component={Link} to={paths.orders.list()} startIcon={<ListAltIcon />}>
            {t('list.title')}
          </Button>
        }
      />
      <OrderForm
        initialCustomer={customer}
        onCreated={(order, preview) => {
          const state: CreatedState = {
            preview: {
              subtotal: preview.subtotal,
              total_tax: preview.total_tax,
              total: preview.total,
            },
          };
          void navigate(paths.orders.detail(order.id), { state });
        }}
      />
    </>
  );
}
