import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { useConfig } from '../../config/ConfigContext';
import { fieldMessage } from '../../ui/formFields';
import { fieldStub, LazyField } from '../../ui/LazyField';
import type { OrderFormValues } from './orderForm';
import { chosenTaxes, taxLabel } from './orderLabels';
import { loadOrderPickers, TaxesAutocomplete } from './orderPickerChunk';

/** A line's taxes (TaxesAutocomplete), drawn as a text field until its chunk is here. */
export function TaxesField({ index }: { index: number }) {
  const { t, i18n } = useTranslation('orders');
  const config = useConfig();
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: `items.${index}.taxes` });
  const error = fieldMessage(t, fieldState.error?.message);
  const names = chosenTaxes(field.value, config.taxes).map((tax) =>
    taxLabel(tax, t, i18n.language, config.currency),
  );
  return (
    <LazyField
      load={loadOrderPickers}
      stub={{
        label: t('line.taxes'),
        ...fieldStub(field, error),
        value: names.join(', '),
      }}
    >
      <TaxesAutocomplete index={index} />
    </LazyField>
  );
}
