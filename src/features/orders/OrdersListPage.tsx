import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { z } from 'zod/mini';
import { paths } from '../../app/paths';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { registerTranslations } from '../../i18n/i18n';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useOrders } from '../../queries/orders';
import { EmptyState } from '../../ui/EmptyState';
import { fieldMessage } from '../../ui/formFields';
import { PageHeader } from '../../ui/PageHeader';
import { catalog } from './i18n';
import { OrderStatusChip, useCustomerLabel } from './OrderSummary';
import { orderCurrency } from './orderView';
import { useTrackedOrders } from './trackedOrders';

registerTranslations('orders', catalog);

const openSchema = z.object({ id: z.string().check(z.refine((v) => v.trim() !== '', 'orders:list.idRequired')) });

function OpenById() {
  const { t } = useTranslation('orders');
  const navigate = useNavigate();
  const form = useForm<{ id: string }>({ resolver: zodResolver(openSchema), defaultValues: { id: '' } });
  const submit = form.handleSubmit(({ id }) => navigate(paths.orders.detail(id.trim())));
  return (
    <Paper component="section" variant="outlined" aria-labelledby="open-order-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="open-order-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('list.openTitle')}
      </Typography>
      <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Controller
          control={form.control}
          name="id"
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              label={t('list.orderId')}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(t, fieldState.error?.message)}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
          )}
        />
        <Button type="submit" variant="contained" startIcon={<OpenInNewIcon />} sx={{ whiteSpace: 'nowrap', minHeight: 40 }}>
          {t('list.open')}
        </Button>
      </Box>
    </Paper>
  );
}

function CustomerCell({ id }: { id: string | null | undefined }) {
  return <>{useCustomerLabel(id)}</>;
}

interface RowProps {
  id: string;
  order: Order | undefined;
  error: unknown;
  pending: boolean;
  onForget: () => void;
}

function OrderRow({ id, order, error, pending, onForget }: RowProps) {
  const { t, i18n } = useTranslation('orders');
  const config = useConfig();
  const language = i18n.language;
  const hide = { display: { xs: 'none', md: 'table-cell' } };
  let status: ReactNode = <OrderStatusChip status={order?.status} />;
  if (!order) status = pending ? t('list.loading') : isApiError(error) && error.status === 404 ? t('list.notFound') : t('list.failed');
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        <Link component={RouterLink} to={paths.orders.detail(id)}>
          {order?.number != null ? `#${order.number}` : id}
        </Link>
      </TableCell>
      <TableCell sx={hide}>{order ? <CustomerCell id={order.customer_id} /> : '—'}</TableCell>
      <TableCell>{status}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {order ? formatMoney(order.total, language, orderCurrency(order, config.currency)) : '—'}
      </TableCell>
      <TableCell sx={hide}>{order?.invoice_number || '—'}</TableCell>
      <TableCell sx={hide}>{formatDateTime(order?.created_at, language)}</TableCell>
      <TableCell align="right">
        <Tooltip title={t('list.forget', { id: order?.number != null ? `#${order.number}` : id })}>
          <IconButton size="small" aria-label={t('list.forget', { id: order?.number != null ? `#${order.number}` : id })} onClick={onForget}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
}

const PAGE_SIZE = 25;

/** /orders — open an order by id; the orders this browser created or opened, with fresh figures. */
export function OrdersListPage() {
  const { t } = useTranslation('orders');
  const { ids, untrack } = useTrackedOrders();
  const [page, setPage] = useState(0);
  const lastPage = Math.max(0, Math.ceil(ids.length / PAGE_SIZE) - 1);
  const current = Math.min(page, lastPage);
  const visible = ids.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const queries = useOrders(visible);
  const hide = { display: { xs: 'none', md: 'table-cell' } };
  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        actions={
          <Button component={RouterLink} to={paths.orders.new()} variant="contained" startIcon={<AddShoppingCartIcon />}>
            {t('list.newOrder')}
          </Button>
        }
      />
      <OpenById />
      <Paper component="section" variant="outlined" aria-labelledby="tracked-orders-title" sx={{ p: 2 }}>
        <Typography id="tracked-orders-title" variant="h2" component="h2" sx={{ mb: 1 }}>
          {t('list.trackedTitle')}
        </Typography>
        {ids.length === 0 ? (
          <EmptyState title={t('list.emptyTitle')}>
            <Typography>{t('list.emptyBody')}</Typography>
          </EmptyState>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label={t('list.tableLabel')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('list.number')}</TableCell>
                    <TableCell sx={hide}>{t('list.customer')}</TableCell>
                    <TableCell>{t('list.status')}</TableCell>
                    <TableCell align="right">{t('list.total')}</TableCell>
                    <TableCell sx={hide}>{t('list.invoice')}</TableCell>
                    <TableCell sx={hide}>{t('list.created')}</TableCell>
                    <TableCell align="right">
                      <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                        {t('list.actions')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {visible.map((id, i) => {
                    const q = queries[i];
                    return <OrderRow key={id} id={id} order={q?.data} error={q?.error} pending={q?.isPending ?? true} onForget={() => untrack(id)} />;
                  })}
                </TableBody>
              </Table>
            </TableContainer>
            {ids.length > PAGE_SIZE && (
              <TablePagination
                component="div"
                count={ids.length}
                page={current}
                rowsPerPage={PAGE_SIZE}
                rowsPerPageOptions={[PAGE_SIZE]}
                onPageChange={(_, p) => setPage(p)}
              />
            )}
          </>
        )}
      </Paper>
    </>
  );
}
