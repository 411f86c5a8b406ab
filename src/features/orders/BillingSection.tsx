import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { useConfig } from '../../config/ConfigContext';
import { fieldMessage } from '../../ui/formFields';
import { TextField } from '../../ui/TextField';
import { FieldGrid, FormSection, SwitchInput } from './fields';
import type { OrderFormValues } from './orderForm';
import { lazyDefault } from '../../ui/lazyComponent';
import { moduleLoader } from '../../lib/moduleLoader';
import { useLoadedAfterPaint } from '../../hooks/useLoadedAfterPaint';

// The picker (and its library) arrive in their own chunk, once the page has painted: a plain field
// meanwhile (see hooks/useLoadedAfterPaint.ts).
const loadDatePicker = moduleLoader(() => import('./BillingDatePicker'));
const BillingDatePicker = lazyDefault(loadDatePicker);

function BillingDateFallback() {
  const { t } = useTranslation('orders');
  return <TextField fullWidth disabled label={t('fields.billingDate')} />;
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
      {field.value === '' && <option value="" disabled />}
      {invoiceNumerations.map((n) => (
        <option key={n.id} value={n.id}>
          {`${n.name} (${n.prefix})`}
        </option>
      ))}
    </TextField>
  );
}

/** Billing date, and "invoice now" with the numeration to use. */
export function BillingSection() {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const invoiceNow = useWatch({ control, name: 'include_invoice' });
  const pickerReady = useLoadedAfterPaint(loadDatePicker);
  return (
    <FormSection id="order-billing" title={t('section.billing')}>
      <FieldGrid columns={2}>
        {pickerReady ? (
          <Suspense fallback={<BillingDateFallback />}>
            <BillingDatePicker />
          </Suspense>
        ) : (
          <BillingDateFallback />
        )}
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
