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
import { TextField } from '../../ui/TextField';
import { Tip } from '../../ui/Tip';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { Link as RouterLink, useNavigate } from 'react-router';
import { paths } from '../../app/paths';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { formatDateTime, formatMoney } from '../../lib/format';
import { useOrders } from '../../queries/orders';
import { EmptyState } from '../../ui/EmptyState';
import { PageHeader } from '../../ui/PageHeader';
import { catalog } from './i18n';
import { OrderStatusChip, useCustomerLabel } from './OrderSummary';
import { orderCurrency } from './orderView';
import { useTrackedOrders } from './trackedOrders';
import { checkOrderId, ORDER_ID_MESSAGES, ORDER_ID_WHERE } from './orderIdInput';
import type { OrderIdProblem } from './orderIdInput';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', catalog);
registerTranslations('orders', orderPages);

/** The id field of "Open an order by id" (the empty list's button focuses it). */
const OPEN_ID_FIELD = 'open-order-id';

function OpenById() {
  const { t } = useTranslation(['orders', 'common']);
  const navigate = useNavigate();
  const { invoiceNumerations } = useConfig();
  const prefixes = useMemo(() => invoiceNumerations.map((n) => n.prefix), [invoiceNumerations]);
  const form = useForm<{ id: string }>({ defaultValues: { id: '' } });
  // An order number or an invoice number is not an id: the message says so, and where the id is.
  const message = (problem: string | undefined, text: string) => {
    if (!problem || !(problem in ORDER_ID_MESSAGES)) return undefined;
    const own = t(ORDER_ID_MESSAGES[problem as OrderIdProblem], { text: text.trim() });
    return problem === 'empty' ? own : `${own} ${t(ORDER_ID_WHERE)}`;
  };
  const submit = form.handleSubmit(({ id }) => {
    const check = checkOrderId(id, prefixes);
    if (check.ok) void navigate(paths.orders.detail(check.id));
  });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="open-order-title"
      sx={{ p: 2, mb: 3 }}
    >
      <Typography id="open-order-title" variant="h2" component="h2" sx={{ mb: 1.5 }}>
        {t('list.openTitle')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
        }}
      >
        <Controller
          control={form.control}
          name="id"
          rules={{
            validate: (v) => {
              const c = checkOrderId(v, prefixes);
              return c.ok || c.problem;
            },
          }}
          render={({ field, fieldState }) => (
            <TextField
              {...field}
              id={OPEN_ID_FIELD}
              inputRef={field.ref}
              label={t('list.orderId')}
              fullWidth
              error={Boolean(fieldState.error)}
              helperText={message(fieldState.error?.message, field.value)}
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
          )}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<OpenInNewIcon />}
          sx={{ whiteSpace: 'nowrap', minHeight: 40 }}
        >
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
  if (!order)
    status = pending
      ? t('list.loading')
      : isApiError(error) && error.status === 404
        ? t('list.notFound')
        : t('list.failed');
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
        <Tip title={t('list.forget', { id: order?.number != null ? `#${order.number}` : id })}>
          <IconButton
            size="small"
            aria-label={t('list.forget', { id: order?.number != null ? `#${order.number}` : id })}
            onClick={onForget}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tip>
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
          <>
            <Button
              component={RouterLink}
              to={paths.shipments.board({ track: true })}
              variant="outlined"
              startIcon={<PlaylistAddIcon />}
            >
              {t('desk.track')}
            </Button>
            <Button
              component={RouterLink}
              to={paths.orders.new()}
              variant="contained"
              startIcon={<AddShoppingCartIcon />}
            >
              {t('list.newOrder')}
            </Button>
          </>
        }
      />
      <OpenById />
      <Paper
        component="section"
        variant="outlined"
        aria-labelledby="tracked-orders-title"
        sx={{ p: 2 }}
      >
        <Typography id="tracked-orders-title" variant="h2" component="h2" sx={{ mb: 1 }}>
          {t('list.trackedTitle')}
        </Typography>
        {ids.length === 0 ? (
          <EmptyState title={t('list.emptyTitle')}>
            <Typography sx={{ mb: 2 }}>{t('desk.emptyBody')}</Typography>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to={paths.shipments.board({ track: true })}
                variant="contained"
                startIcon={<PlaylistAddIcon />}
              >
                {t('desk.track')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.orders.new()}
                variant="outlined"
                startIcon={<AddShoppingCartIcon />}
              >
                {t('list.newOrder')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<ManageSearchIcon />}
                onClick={() => document.getElementById(OPEN_ID_FIELD)?.focus()}
              >
                {t('list.openTitle')}
              </Button>
            </Box>
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
                      <Box
                        component="span"
                        sx={{
                          position: 'absolute',
                          width: 1,
                          height: 1,
                          overflow: 'hidden',
                          clip: 'rect(0 0 0 0)',
                        }}
                      >
                        {t('list.actions')}
                      </Box>
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {visible.map((id, i) => {
                    const q = queries[i];
                    return (
                      <OrderRow
                        key={id}
                        id={id}
                        order={q?.data}
                        error={q?.error}
                        pending={q?.isPending ?? true}
                        onForget={() => untrack(id)}
                      />
                    );
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
