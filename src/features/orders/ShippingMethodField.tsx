import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import { fieldStub, LazyField } from '../../ui/LazyField';
import type { OrderFormValues } from './orderForm';
import { leaveShippingMethod } from './orderLabels';
import { shippingMethodKey, shippingMethodText } from './orderView';
import { loadOrderPickers, ShippingMethodAutocomplete } from './orderPickerChunk';

/** The shipment's method (ShippingMethodAutocomplete), drawn as a text field until its chunk is here. */
export function ShippingMethodField() {
  const { t } = useTranslation(['orders', 'common']);
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: 'shipment.shipping_method' });
  const message = fieldMessage(t, fieldState.error?.message);
  return (
    <LazyField
      load={loadOrderPickers}
      popupIcon={false}
      onText={field.onChange}
      stub={{
        label: t('fields.shippingMethod'),
        ...fieldStub(field, message),
        // Left with the name of a known method typed: its code, as the real field keeps it.
        onBlur: () => leaveShippingMethod(field, t),
        value: shippingMethodText(field.value, (code) => t(shippingMethodKey(code))) ?? '',
      }}
    >
      <ShippingMethodAutocomplete />
    </LazyField>
  );
}
