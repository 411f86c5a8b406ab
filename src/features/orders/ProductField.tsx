import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import { LazyField } from '../../ui/LazyField';
import type { OrderFormValues } from './orderForm';
import { loadOrderPickers, ProductAutocomplete, stubBinding } from './orderPickerChunk';

/**
 * A line's product (ProductAutocomplete: searched as the person types or scans), drawn as a text
 * field until its chunk is here.
 */
export function ProductField({ index }: { index: number }) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: `items.${index}.product_id` });
  const { field: nameField } = useController({ control, name: `items.${index}.product_name` });
  const error = fieldMessage(t, fieldState.error?.message);
  return (
    <LazyField
      load={loadOrderPickers}
      stub={{
        fullWidth: true,
        label: t('line.product'),
        placeholder: t('line.productSearch'),
        required: true,
        ...stubBinding(field),
        value: field.value ? nameField.value || field.value : '',
        error: Boolean(error),
        helperText: error,
      }}
    >
      <ProductAutocomplete index={index} />
    </LazyField>
  );
}
