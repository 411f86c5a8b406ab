import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../config/ConfigContext';
import { fieldMessage } from '../../ui/formFields';
import { FieldGrid, FormSection, SwitchInput } from './fields';
import { isDateText } from './orderForm';
import type { OrderFormValues } from './orderForm';

/** What a half-typed date is kept as: not a date, so the form's check asks for a valid one. */
export const INCOMPLETE_DATE = 'incomplete';

function textOf(d: Dayjs | null): string {
  if (d === null) return '';
  return d.isValid() ? d.format('YYYY-MM-DD') : INCOMPLETE_DATE;
}

function dateOf(text: string): Dayjs | null {
  return isDateText(text) ? dayjs(text) : null;
}

function BillingDate() {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: 'billing_date' });
  // The picker's own value (it may be half typed); the form holds its text.
  const [local, setLocal] = useState<Dayjs | null>(() => dateOf(field.value));
  const [seen, setSeen] = useState(field.value);
  if (seen !== field.value) {
    setSeen(field.value);
    if (textOf(local) !== field.value) setLocal(dateOf(field.value));
  }
  const error = fieldMessage(t, fieldState.error?.message);
  return (
    <DatePicker
      label={t('fields.billingDate')}
      value={local}
      inputRef={field.ref}
      onChange={(d) => {
        setLocal(d);
        field.onChange(textOf(d));
      }}
      slotProps={{
        textField: { name: field.name, onBlur: field.onBlur, error: Boolean(error), helperText: error, fullWidth: true },
        field: { clearable: true },
      }}
    />
  );
}

function NumerationSelect() {
  const { t } = useTranslation('orders');
  const { invoiceNumerations } = useConfig();
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: 'order_invoice_numeration_id' });
  const error = fieldMessage(t, fieldState.error?.message);
  return (
    <TextField
      select
      fullWidth
      required
      label={t('fields.numeration')}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error}
    >
      {invoiceNumerations.map((n) => (
        <MenuItem key={n.id} value={n.id}>
          {`${n.name} (${n.prefix})`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Billing date, and "invoice now" with the numeration to use. */
export function BillingSection() {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const invoiceNow = useWatch({ control, name: 'include_invoice' });
  return (
    <FormSection id="order-billing" title={t('section.billing')}>
      <FieldGrid columns={2}>
        <BillingDate />
        <Box>
          <SwitchInput name="include_invoice" label={t('fields.includeInvoice')} />
          {invoiceNow && (
            <Box sx={{ mt: 1 }}>
              <NumerationSelect />
            </Box>
          )}
        </Box>
      </FieldGrid>
    </FormSection>
  );
}
