import Box from '@mui/material/Box';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { useConfig } from '../../config/ConfigContext';
import { TextField } from '../../ui/TextField';
import { CustomerField } from './CustomerField';
import { FieldGrid, FormSection, NumberInput, SwitchInput, TextInput } from './fields';
import type { OrderFormValues } from './orderForm';

function WarehouseSelect() {
  const { t } = useTranslation('orders');
  const { warehouses } = useConfig();
  const { control } = useFormContext<OrderFormValues>();
  const { field } = useController({ control, name: 'warehouse_id' });
  const known = warehouses.some((w) => w.id === field.value);
  return (
    <TextField
      select
      fullWidth
      label={t('fields.warehouse')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
    >
      {field.value === '' && <option value="" disabled />}
      {!known && field.value !== '' && <option value={field.value}>{field.value}</option>}
      {warehouses.map((w) => (
        <option key={w.id} value={w.id}>
          {w.name}
        </option>
      ))}
    </TextField>
  );
}

/** Customer, warehouse, currency, comment, payment terms, seller and channel. */
export function DetailsSection() {
  const { t } = useTranslation('orders');
  return (
    <FormSection id="order-details" title={t('section.customer')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <CustomerField />
        <FieldGrid columns={3}>
          <WarehouseSelect />
          <TextInput
            name="currency"
            label={t('fields.currency')}
            required
            slotProps={{ htmlInput: { maxLength: 3 } }}
          />
          <NumberInput name="payment_terms_days" label={t('fields.paymentDays')} />
        </FieldGrid>
        <TextInput name="payment_terms_description" label={t('fields.paymentDescription')} />
        <FieldGrid>
          <TextInput name="contact_seller_id" label={t('fields.seller')} />
          <TextInput name="order_channel_id" label={t('fields.channel')} />
        </FieldGrid>
        <TextInput name="comment" label={t('fields.comment')} multiline minRows={2} />
      </Box>
    </FormSection>
  );
}

/** Order discount and tip (each with its before-tax switch) and the delivery amount. */
export function OrderLevelSection() {
  const { t } = useTranslation('orders');
  return (
    <FormSection id="order-level" title={t('section.orderLevel')}>
      <FieldGrid columns={3}>
        <NumberInput name="percentage_discount" label={t('fields.percentageDiscount')} />
        <NumberInput name="percentage_tip" label={t('fields.percentageTip')} />
        <NumberInput name="total_delivery" label={t('fields.delivery')} />
      </FieldGrid>
      <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
        <SwitchInput name="discount_before_tax" label={t('fields.discountBeforeTax')} />
        <SwitchInput name="tip_before_tax" label={t('fields.tipBeforeTax')} />
      </Box>
    </FormSection>
  );
}
