import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Tip } from '../../ui/Tip';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import type { KeyboardEvent, ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { useConfig } from '../../config/ConfigContext';
import { formatMoney } from '../../lib/format';
import { NumberInput, TextInput } from './fields';
import { LineDiscounts } from './LineDiscounts';
import { previewLine } from './orderMapper';
import type { LineKind, OrderFormValues } from './orderForm';
import { ProductField } from './ProductField';
import { TaxesField } from './TaxesField';
import { useMoneyCurrency } from './useMoneyCurrency';
import { matchesCombo } from '../../hooks/shortcuts';
import type { KeyCombo } from '../../hooks/shortcuts';
import { LINE_KEYS } from './lineKeys';
import { LineStockWarning } from './StockWarnings';

export interface LineActions {
  /** undefined: the line cannot move that way (first or last) and the button is disabled */
  moveUp?: (() => void) | undefined;
  moveDown?: (() => void) | undefined;
  duplicate: () => void;
  remove: () => void;
  addAfter: () => void;
}

function Action({
  label,
  onClick,
  children,
}: {
  label: string;
  onClick?: (() => void) | undefined;
  children: ReactNode;
}) {
  const button = (
    <IconButton aria-label={label} onClick={onClick} disabled={!onClick} size="small">
      {children}
    </IconButton>
  );
  return onClick ? <Tip title={label}>{button}</Tip> : button;
}

function KindToggle({ index }: { index: number }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { field } = useController({ control, name: `items.${index}.kind` });
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={field.value}
      onChange={(_, v: LineKind | null) => v && field.onChange(v)}
      aria-label={t('line.kind', { n: index + 1 })}
      sx={{ '& .MuiToggleButton-root': { textTransform: 'none', py: 0.25, px: 1.25 } }}
    >
      <ToggleButton value="product">{t('line.product')}</ToggleButton>
      <ToggleButton value="custom">{t('line.custom')}</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** The line's own figures, from the same mapper and rules as the totals panel. */
function LineFigures({ index }: { index: number }) {
  const { t, i18n } = useTranslation('orders');
  const config = useConfig();
  const currency = useMoneyCurrency();
  const { control } = useFormContext<OrderFormValues>();
  const line = useWatch({ control, name: `items.${index}` });
  // useWatch is typed as if every path held a value; a line being removed reads undefined.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  const figures = line ? previewLine(line, config) : undefined;
  if (!figures) return null;
  const money = (n: number) => formatMoney(n, i18n.language, currency);
  return (
    <Typography variant="body2" color="text.secondary" data-testid={`line-${index}-figures`}>
      {t('line.figures', {
        subtotal: money(figures.subtotal),
        tax: money(figures.total_tax),
        total: money(figures.total),
      })}
    </Typography>
  );
}

/** One order line: product or custom item, quantity, price, discounts, taxes, comment. */
export function OrderLine({ index, actions }: { index: number; actions: LineActions }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const kind = useWatch({ control, name: `items.${index}.kind` });
  const n = index + 1;

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.target as Node)) return; // from a portal (a popup list)
    // The keys listed in the shortcut list (OrderLines declares them from the same LINE_KEYS).
    const pressed = (keys: readonly KeyCombo[]) => keys.some((k) => matchesCombo(e, k));
    const run = (action?: () => void) => {
      e.preventDefault();
      action?.();
    };
    if (pressed(LINE_KEYS.moveUp)) run(actions.moveUp);
    else if (pressed(LINE_KEYS.moveDown)) run(actions.moveDown);
    else if (pressed(LINE_KEYS.duplicate)) run(actions.duplicate);
    else if (pressed(LINE_KEYS.addAfter)) run(actions.addAfter);
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      onKeyDown={onKeyDown}
      aria-labelledby={`order-line-${index}-title`}
      sx={{ p: { xs: 1.5, sm: 2 }, listStyle: 'none', display: 'grid', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={`order-line-${index}-title`}
          variant="h3"
          component="h3"
          sx={{ minWidth: 64 }}
        >
          {t('line.title', { n })}
        </Typography>
        <KindToggle index={index} />
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex' }}>
          <Action label={t('line.moveUp', { n })} onClick={actions.moveUp}>
            <ArrowUpwardIcon fontSize="small" />
          </Action>
          <Action label={t('line.moveDown', { n })} onClick={actions.moveDown}>
            <ArrowDownwardIcon fontSize="small" />
          </Action>
          <Action label={t('line.duplicate', { n })} onClick={actions.duplicate}>
            <ContentCopyIcon fontSize="small" />
          </Action>
          <Action label={t('line.remove', { n })} onClick={actions.remove}>
            <DeleteOutlinedIcon fontSize="small" />
          </Action>
        </Box>
      </Box>
      {kind === 'custom' ? (
        <TextInput name={`items.${index}.custom_item_name`} label={t('line.customName')} required />
      ) : (
        <ProductField index={index} />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <NumberInput name={`items.${index}.quantity`} label={t('line.quantity')} required />
        <NumberInput name={`items.${index}.unit_price`} label={t('line.unitPrice')} required />
        <NumberInput
          name={`items.${index}.manual_percentage_discount`}
          label={t('line.manualDiscount')}
        />
      </Box>
      <LineStockWarning index={index} />
      <TaxesField index={index} />
      <LineDiscounts index={index} />
      <TextInput name={`items.${index}.comment`} label={t('line.comment')} />
      <LineFigures index={index} />
    </Paper>
  );
}
