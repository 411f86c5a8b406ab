import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../app/paths';
import type { Address, Shipment, ShippingLabel } from '../../api/schemas/shipment';
import { useConfig } from '../../config/ConfigContext';
import { formatDateTime, formatMoney, formatNumber, formatRelative } from '../../lib/format';
import type { BoardEntry } from './boardModel';
import {
  addressLines,
  currencyOf,
  historyNewestFirst,
  orderLabel,
  shippingMethodKey,
  shippingMethodText,
} from './boardModel';
import type { BoardStatus } from './statusCatalog';

interface Props {
  entry: BoardEntry | null;
  /** The order is tracked but not (or no longer) on the board. */
  missing: boolean;
  statuses: readonly BoardStatus[];
  now: number;
  pending: boolean;
  onClose: () => void;
  onMoveMenu: (entry: BoardEntry, anchor: HTMLElement) => void;
  onUntrack: (orderId: string) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ display: 'grid', gap: 1 }}>
      <Typography id={id} variant="h3" component="h3">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface Fact {
  label: string;
  value: ReactNode;
}

function Facts({ items }: { items: Fact[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
        columnGap: 2,
        rowGap: 0.75,
      }}
    >
      {items.map((f) => (
        <Box key={f.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {f.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

export function StatusBadge({
  status,
  fallback,
}: {
  status: BoardStatus | undefined;
  fallback: string;
}) {
  return (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600 }}
    >
      <Box
        component="span"
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flex: '0 0 auto',
          bgcolor: status?.color ?? 'grey.500',
        }}
      />
      {status?.name ?? fallback}
    </Box>
  );
}

function AddressBlock({ address }: { address: Address | null | undefined }) {
  const { t } = useTranslation('shipments');
  if (!address) return <Typography variant="body2">{t('panel.noAddress')}</Typography>;
  const contact = [
    address.contact_name,
    address.contact_email,
    [address.contact_phone_code, address.contact_phone].filter(Boolean).join(' '),
  ].filter((x): x is string => Boolean(x && x.trim()));
  const lines = [...addressLines(address), ...contact];
  return (
    <Box component="address" sx={{ fontStyle: 'normal', typography: 'body2' }}>
      {lines.length === 0 ? '—' : lines.map((l, i) => <div key={i}>{l}</div>)}
    </Box>
  );
}

const LABEL_FLAGS = [
  'customer_document_number',
  'organization_phone',
  'organization_address',
  'observation',
  'order_number',
  'invoice_number',
  'order_value',
  'shipping_value',
  'payment_status',
  'payment_method',
  'tracking_number',
  'tracking_qr',
  'contact_seller',
] as const satisfies readonly (keyof ShippingLabel)[];

function LabelOptions({ label }: { label: ShippingLabel | null | undefined }) {
  const { t } = useTranslation('shipments');
  const printed = label ? LABEL_FLAGS.filter((k) => label[k] === true) : [];
  const comment = label?.comment?.trim();
  if (printed.length === 0 && !comment)
    return <Typography variant="body2">{t('panel.noLabel')}</Typography>;
  return (
    <>
      {printed.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('panel.labelPrints')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5, typography: 'body2' }}>
            {printed.map((k) => (
              <li key={k}>{t(`labelFlags.${k}`)}</li>
            ))}
          </Box>
        </>
      )}
      {comment && <Facts items={[{ label: t('panel.labelComment'), value: comment }]} />}
    </>
  );
}

function History({ shipment, statuses }: { shipment: Shipment; statuses: readonly BoardStatus[] }) {
  const { t, i18n } = useTranslation('shipments');
  const logs = historyNewestFirst(shipment.status_logs);
  if (logs.length === 0) return <Typography variant="body2">{t('panel.noHistory')}</Typography>;
  return (
    <Box
      component="ol"
      aria-label={t('panel.historyLabel')}
      sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.25 }}
    >
      {logs.map((log, i) => {
        const status = statuses.find((s) => s.id === log.status_id);
        const comments = (log.comments ?? []).filter((c) => c.comment?.trim());
        return (
          <Box
            component="li"
            key={`${log.date ?? ''}-${i}`}
            sx={{ borderLeft: 3, borderColor: status?.color ?? 'divider', pl: 1.5 }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5 }}>
              <StatusBadge status={status} fallback={log.status_id ?? '—'} />
              <Typography variant="body2" color="text.secondary" component="span">
                {log.date ? (
                  <time dateTime={log.date}>{formatDateTime(log.date, i18n.language)}</time>
                ) : (
                  '—'
                )}
              </Typography>
            </Box>
            {comments.map((c, j) => (
              <Typography key={j} variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {c.comment}
              </Typography>
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

/** The side panel of a shipment: addresses, label options, costs, history (newest first), a link to its order. */
export function ShipmentPanel({
  entry,
  missing,
  statuses,
  now,
  pending,
  onClose,
  onMoveMenu,
  onUntrack,
}: Props) {
  const { t, i18n } = useTranslation(['shipments', 'common']);
  const config = useConfig();
  const titleId = useId();
  const language = i18n.language;
  const open = entry !== null || missing;
  const order = entry?.order;
  const shipment = entry?.shipment;
  const currency = order ? currencyOf(order, config.currency) : config.currency;
  const money = (n: number | null | undefined) => formatMoney(n ?? 0, language, currency);
  const status = statuses.find((s) => s.id === entry?.statusId);
  const methodName = (m: string | null | undefined) =>
    shippingMethodText(m, (code) => t(shippingMethodKey(code))) ?? t('method.none');
  const title = order ? t('panel.title', { order: orderLabel(order) }) : t('panel.titleUnknown');

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (th) => th.zIndex.modal }}
      slotProps={{
        paper: {
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: 460 }, maxWidth: '100%' },
        },
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h2" component="h2" sx={{ flex: 1, fontSize: '1.2rem' }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('panel.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {!entry || !order || !shipment ? (
        <Box sx={{ p: 2 }}>
          <Typography>{t('panel.notOnBoard')}</Typography>
        </Box>
      ) : (
        <Box sx={{ p: 2, display: 'grid', gap: 2.5, overflowY: 'auto' }}>
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
              <StatusBadge status={status} fallback={entry.statusId || '—'} />
              {entry.since && (
                <Typography variant="body2" color="text.secondary" component="span">
                  {t('card.movedHere', { when: formatRelative(entry.since, language, now) })}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="contained"
                size="small"
                endIcon={<ArrowDropDownIcon />}
                aria-haspopup="menu"
                disabled={pending}
                onClick={(e) => onMoveMenu(entry, e.currentTarget)}
              >
                {pending ? t('card.saving') : t('card.moveTo')}
              </Button>
              <Button
                component={RouterLink}
                to={paths.orders.detail(order.id)}
                size="small"
                variant="outlined"
                startIcon={<OpenInNewIcon />}
              >
                {t('panel.openOrder', { order: orderLabel(order) })}
              </Button>
            </Box>
          </Box>

          <Facts
            items={[
              { label: t('panel.customer'), value: entry.customer },
              { label: t('panel.method'), value: methodName(shipment.shipping_method) },
              {
                label: t('panel.tracking'),
                value: shipment.shipping_tracking_link ? (
                  <Link
                    href={shipment.shipping_tracking_link}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    {shipment.shipping_tracking_number || shipment.shipping_tracking_link}
                  </Link>
                ) : (
                  shipment.shipping_tracking_number || '—'
                ),
              },
              {
                label: t('panel.options'),
                value:
                  [
                    shipment.cash_on_delivery_order ? t('card.cod') : null,
                    shipment.is_gift ? t('card.gift') : null,
                    shipment.is_insured ? t('card.insured') : null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || t('panel.none'),
              },
            ]}
          />
          <Divider />
          <Section title={t('panel.shipTo')}>
            <AddressBlock address={shipment.ship_to} />
          </Section>
          {shipment.ship_from && (
            <Section title={t('panel.shipFrom')}>
              <AddressBlock address={shipment.ship_from} />
            </Section>
          )}
          <Divider />
          <Section title={t('panel.costs')}>
            <Facts
              items={[
                { label: t('panel.shippingCost'), value: money(shipment.shipping_cost) },
                ...(shipment.cost_items ?? []).map((c, i) => ({
                  label: c.name?.trim() || t('panel.costItem', { n: i + 1 }),
                  value: money(c.value),
                })),
                ...(shipment.is_insured
                  ? [{ label: t('panel.insuranceValue'), value: money(shipment.insurance_value) }]
                  : []),
                ...(shipment.total_weight != null
                  ? [
                      {
                        label: t('panel.weight'),
                        value: formatNumber(shipment.total_weight, language, 3),
                      },
                    ]
                  : []),
                { label: t('panel.orderTotal'), value: money(order.total) },
              ]}
            />
          </Section>
          <Section title={t('panel.label')}>
            <LabelOptions label={shipment.shipping_label} />
          </Section>
          <Divider />
          <Section title={t('panel.history')}>
            <History shipment={shipment} statuses={statuses} />
          </Section>
          <Divider />
          <Box>
            <Button
              size="small"
              color="inherit"
              startIcon={<VisibilityOffIcon />}
              onClick={() => onUntrack(order.id)}
            >
              {t('panel.untrack')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('panel.untrackHint')}
            </Typography>
          </Box>
        </Box>
      )}
    </Drawer>
  );
}
