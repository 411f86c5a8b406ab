import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { useConfig } from '../../config/ConfigContext';
import type { TaxConfig } from '../../config/schema';
import { fieldMessage } from '../../ui/formFields';
import { LazyField } from '../../ui/LazyField';
import type { OrderFormValues } from './orderForm';
import { taxLabel } from './orderLabels';
import { loadOrderPickers, TaxesAutocomplete, stubBinding } from './orderPickerChunk';

/** A line's taxes (TaxesAutocomplete), drawn as a text field until its chunk is here. */
export function TaxesField({ index }: { index: number }) {
  const { t, i18n } = useTranslation('orders');
  const config = useConfig();
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: `items.${index}.taxes` });
  const error = fieldMessage(t, fieldState.error?.message);
  const names = field.value
    .map((id) => config.taxes.find((x) => x.id === id))
    .filter((x): x is TaxConfig => x !== undefined)
    .map((tax) => taxLabel(tax, t, i18n.language, config.currency));
  return (
    <LazyField
      load={loadOrderPickers}
      stub={{
        fullWidth: true,
        label: t('line.taxes'),
        ...stubBinding(field),
        value: names.join(', '),
        error: Boolean(error),
        helperText: error,
      }}
    >
      <TaxesAutocomplete index={index} />
    </LazyField>
  );
}
