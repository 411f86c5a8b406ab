import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { useConfig } from '../../config/ConfigContext';
import type { TaxConfig } from '../../config/schema';
import { fieldMessage } from '../../ui/formFields';
import type { OrderFormValues } from './orderForm';
import { chosenTaxes, taxLabel } from './orderLabels';

/** A line's taxes, picked from the configured catalog (drawn by TaxesField once its chunk is here). */
export function TaxesAutocomplete({ index }: { index: number }) {
  const { t, i18n } = useTranslation('orders');
  const config = useConfig();
  const { control } = useFormContext<OrderFormValues>();
  const { field, fieldState } = useController({ control, name: `items.${index}.taxes` });
  const value = chosenTaxes(field.value, config.taxes);
  const label = (tax: TaxConfig) => taxLabel(tax, t, i18n.language, config.currency);
  const error = fieldMessage(t, fieldState.error?.message);
  return (
    <Autocomplete<TaxConfig, true>
      multiple
      fullWidth
      options={config.taxes}
      value={value}
      disableCloseOnSelect
      getOptionLabel={label}
      isOptionEqualToValue={(o, v) => o.id === v.id}
      onChange={(_, v) => field.onChange(v.map((x) => x.id))}
      onBlur={field.onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((tax, i) => {
          const { key, ...itemProps } = getItemProps({ index: i });
          return <Chip key={key} size="small" label={label(tax)} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('line.taxes')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
