import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import type { OrderFormValues } from './orderForm';
import { lineShortfall, orderShortfalls } from './stockWarnings';

/** Under a line's quantity: "Only 23 available; this line asks for 100.000." (saving stays allowed). */
export function LineStockWarning({ index }: { index: number }) {
  const { t, i18n } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const line = useWatch({ control, name: `items.${index}` });
  const short = lineShortfall(line);
  const n = (v: number) => formatNumber(v, i18n.language);
  // A polite live region that is always there, so the warning is announced when it appears.
  return (
    <Box role="status" data-testid={`line-${index}-stock`} sx={{ '&:empty': { display: 'none' } }}>
      {short && (
        <Alert severity="warning" variant="outlined" sx={{ py: 0 }}>
          {t('desk.stockLine', { available: n(short.available), quantity: n(short.quantity) })}{' '}
          {t('desk.stockHelp')}
        </Alert>
      )}
    </Box>
  );
}

/** The order's lines short of stock, listed beside the totals, above the submit button. */
export function StockWarningsSummary() {
  const { t, i18n } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const items = useWatch({ control, name: 'items' });
  const shortfalls = orderShortfalls(items);
  const n = (v: number) => formatNumber(v, i18n.language);
  if (shortfalls.length === 0) return null;
  return (
    <Alert severity="warning" data-testid="stock-warnings" role="none">
      <AlertTitle>{t('desk.stockSummary', { count: shortfalls.length })}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {shortfalls.map((s) => (
          <li key={s.index}>
            {t('desk.stockSummaryLine', {
              n: s.index + 1,
              name: s.name,
              available: n(s.available),
              quantity: n(s.quantity),
            })}
          </li>
        ))}
      </Box>
      {t('desk.stockHelp')}
    </Alert>
  );
}
