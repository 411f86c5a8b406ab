import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Shipment } from '../../api/schemas/shipment';
import { useConfig } from '../../config/ConfigContext';
import { formatDateTime, formatMoney } from '../../lib/format';
import { Card, Facts } from './Facts';
import type { Fact } from './Facts';
import { addressLines, shippingMethodKey, shippingMethodText, statusView } from './orderView';
import type { StatusView } from './orderView';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

export function ShipmentStatusChip({ status }: { status: StatusView }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={status.name}
      icon={
        <Box
          component="span"
          aria-hidden
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: status.color ?? 'grey.500',
            ml: '8px !important',
          }}
        />
      }
    />
  );
}

function Address({ lines, contact }: { lines: string[]; contact: string[] }) {
  if (lines.length === 0 && contact.length === 0) return <>—</>;
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      {[...lines, ...contact].map((l, i) => (
        <div key={i}>{l}</div>
      ))}
    </Box>
  );
}

/** The order's shipment: where, how, what it costs, its options, status and history. */
export function ShipmentCard({
  shipment,
  currency,
}: {
  shipment: Shipment | null | undefined;
  currency: string;
}) {
  const { t, i18n } = useTranslation(['orders', 'common']);
  const { shipmentStatuses } = useConfig();
  const language = i18n.language;
  if (!shipment) {
    return (
      <Card id="order-shipment" title={t('order.shipment')}>
        <Typography color="text.secondary">{t('order.noShipment')}</Typography>
      </Card>
    );
  }
  const current = statusView(shipment.status_id, shipmentStatuses, shipment.status);
  const to = shipment.ship_to;
  const from = shipment.ship_from;
  const contactOf = (a: typeof to) =>
    a
      ? [
          a.contact_name,
          a.contact_email,
          [a.contact_phone_code, a.contact_phone].filter(Boolean).join(' '),
        ].filter((x): x is string => Boolean(x))
      : [];
  const options = [
    shipment.is_gift ? t('order.gift') : null,
    shipment.cash_on_delivery_order ? t('order.cod') : null,
    shipment.is_insured
      ? t('order.insured', {
          value: formatMoney(shipment.insurance_value ?? 0, language, currency),
        })
      : null,
  ].filter(Boolean);
  const tracking = shipment.shipping_tracking_link ? (
    <Link href={shipment.shipping_tracking_link} target="_blank" rel="noopener noreferrer">
      {shipment.shipping_tracking_number || shipment.shipping_tracking_link}
    </Link>
  ) : (
    shipment.shipping_tracking_number || '—'
  );
  const items: Fact[] = [
    {
      label: t('order.shipmentStatus'),
      value: current ? <ShipmentStatusChip status={current} /> : '—',
    },
    {
      label: t('order.shipTo'),
      value: <Address lines={to ? addressLines(to) : []} contact={contactOf(to)} />,
    },
    ...(from
      ? [
          {
            label: t('order.shipFrom'),
            value: <Address lines={addressLines(from)} contact={contactOf(from)} />,
          },
        ]
      : []),
    {
      label: t('order.method'),
      value:
        shippingMethodText(shipment.shipping_method, (code) => t(shippingMethodKey(code))) ?? '—',
    },
    {
      label: t('order.shippingCost'),
      value: formatMoney(shipment.shipping_cost ?? 0, language, currency),
    },
    { label: t('order.options'), value: options.length ? options.join(' · ') : t('order.none') },
    { label: t('order.tracking'), value: tracking },
  ];
  const logs = [...(shipment.status_logs ?? [])].sort((a, b) =>
    (a.date ?? '').localeCompare(b.date ?? ''),
  );
  return (
    <Card id="order-shipment" title={t('order.shipment')}>
      <Facts items={items} />
      <Typography variant="h3" component="h3" sx={{ mt: 2.5, mb: 1 }}>
        {t('order.history')}
      </Typography>
      <Box
        component="ol"
        aria-label={t('order.historyLabel')}
        sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}
      >
        {logs.map((log, i) => {
          const status = statusView(log.status_id, shipmentStatuses, shipment.status);
          return (
            <li key={i}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {status ? <ShipmentStatusChip status={status} /> : '—'}
                <Typography variant="body2" color="text.secondary" component="span">
                  {formatDateTime(log.date, language)}
                </Typography>
              </Box>
              {(log.comments ?? []).map((c, j) =>
                c.comment ? (
                  <Typography key={j} variant="body2" sx={{ mt: 0.5 }}>
                    {c.comment}
                  </Typography>
                ) : null,
              )}
            </li>
          );
        })}
      </Box>
    </Card>
  );
}
