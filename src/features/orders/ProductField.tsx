import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import { fieldStub, LazyField } from '../../ui/LazyField';
import type { OrderFormValues } from './orderForm';
import { loadOrderPickers, ProductAutocomplete } from './orderPickerChunk';

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
        label: t('line.product'),
        placeholder: t('line.productSearch'),
        required: true,
        ...fieldStub(field, error),
        value: field.value ? nameField.value || field.value : '',
      }}
    >
      <ProductAutocomplete index={index} />
    </LazyField>
  );
}
