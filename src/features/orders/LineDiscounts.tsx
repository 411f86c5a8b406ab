import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { TextField } from '../../ui/TextField';
import { Tip } from '../../ui/Tip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useController, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { DISCOUNT_TYPES } from '../../api/schemas/order';
import { NumberInput, TextInput } from './fields';
import { emptyDiscount } from './orderForm';
import type { OrderFormValues } from './orderForm';

function DiscountType({ index, j }: { index: number; j: number }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { field } = useController({ control, name: `items.${index}.discounts.${j}.discount_type` });
  return (
    <TextField
      select
      label={t('line.discountType')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth
    >
      {DISCOUNT_TYPES.map((type) => (
        <option key={type} value={type}>
          {t(`line.${type}`)}
        </option>
      ))}
    </TextField>
  );
}

/** A line's discounts: each a percentage (of the line after its manual discount) or an amount. */
export function LineDiscounts({ index }: { index: number }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: `items.${index}.discounts` });
  const types = useWatch({ control, name: `items.${index}.discounts` });
  const n = index + 1;
  return (
    <Box>
      <Typography variant="subtitle2" component="h4" sx={{ mb: fields.length > 0 ? 1 : 0 }}>
        {t('line.discounts')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {fields.map((f, j) => (
          <Box
            key={f.id}
            role="group"
            aria-label={`${t('line.discounts')} ${j + 1}`}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr auto', sm: '150px 1fr 140px auto' },
              alignItems: 'start',
            }}
          >
            <DiscountType index={index} j={j} />
            <Box sx={{ gridColumn: { xs: '1 / 3', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
              <TextInput
                name={`items.${index}.discounts.${j}.discount_name`}
                label={t('line.discountName')}
              />
            </Box>
            <NumberInput
              name={`items.${index}.discounts.${j}.amount`}
              label={
                // useWatch is typed as if the path always held a value; a line being removed reads undefined.
                // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
                types?.[j]?.discount_type === 'value'
                  ? t('line.discountValue')
                  : t('line.discountPercent')
              }
              required
            />
            <Tip title={t('line.removeDiscount', { m: j + 1, n })}>
              <IconButton
                aria-label={t('line.removeDiscount', { m: j + 1, n })}
                onClick={() => remove(j)}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            </Tip>
          </Box>
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => append(emptyDiscount())}
        sx={{ mt: 1 }}
      >
        {t('line.addDiscount')}
      </Button>
    </Box>
  );
}
