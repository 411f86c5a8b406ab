import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import type { OrderFormValues } from './orderForm';
import { SHIPPING_METHODS } from '../../api/schemas/shipment';
import { leaveShippingMethod, shippingMethodCodeOf } from './orderLabels';
import { shippingMethodKey, shippingMethodText } from './orderView';
import type { ShippingMethod } from './orderView';

const METHODS: readonly ShippingMethod[] = SHIPPING_METHODS;

/**
 * The shipment's method: one of the methods the console names in every language (stored as
 * its code, so the board and the order page name it in the reader's language), or any text.
 * Text that names a known method ("Mensajería", "Courier", "courier") becomes its code when the
 * field is left. Drawn by ShippingMethodField once its chunk is here.
 */
export function ShippingMethodAutocomplete() {
  const { t } = useTranslation(['orders', 'common']);
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: 'shipment.shipping_method' });
  const nameOf = (code: ShippingMethod) => t(shippingMethodKey(code));
  const labelOf = (value: string) => shippingMethodText(value, nameOf) ?? '';
  const message = fieldMessage(t, fieldState.error?.message);

  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      fullWidth
      options={METHODS}
      value={field.value === '' ? null : field.value}
      getOptionLabel={labelOf}
      filterOptions={(codes, { inputValue }) => {
        const text = inputValue.trim().toLocaleLowerCase();
        // a chosen method shows all of them; otherwise those whose name holds the text
        if (!text || codes.some((c) => labelOf(c).toLocaleLowerCase() === text)) return codes;
        return codes.filter(
          (c) => labelOf(c).toLocaleLowerCase().includes(text) || c.includes(text),
        );
      }}
      onChange={(_, v) => field.onChange(v === null ? '' : shippingMethodCodeOf(v, t))}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') field.onChange(text);
      }}
      onBlur={() => leaveShippingMethod(field, t)}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('fields.shippingMethod')}
          error={Boolean(message)}
          helperText={message}
        />
      )}
    />
  );
}
