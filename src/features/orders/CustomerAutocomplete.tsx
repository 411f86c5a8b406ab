import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import type { Contact } from '../../api/schemas';
import { filterContacts, useKnownContacts } from '../contacts';
import type { OrderFormValues } from './orderForm';
import { contactLabel } from './orderLabels';

const OPTIONS_SHOWN = 50;

/**
 * The contacts list's own search: name or business name, email, phone, identification (a NIT
 * with or without check digit, dots or dash) and id.
 */
const filter = (options: Contact[], { inputValue }: { inputValue: string }): Contact[] =>
  filterContacts(options, inputValue).slice(0, OPTIONS_SHOWN);

/**
 * The order's customer: a contact this browser knows (searchable) or any typed customer id.
 * Drawn by CustomerField once its chunk is here, with the helper text CustomerField chose.
 */
export function CustomerAutocomplete({
  known,
  error,
  helper,
}: {
  /** The known contact the field's id names (CustomerField found it). */
  known: Contact | null;
  error: boolean;
  helper: string;
}) {
  const { t } = useTranslation('orders');
  const { control } = useFormContext<OrderFormValues>();
  const { field } = useController({ control, name: 'customer_id' });
  const { contacts } = useKnownContacts();
  const unnamed = t('fields.customer');
  return (
    <Autocomplete<Contact, false, false, true>
      freeSolo
      fullWidth
      options={contacts}
      filterOptions={filter}
      value={known ?? (field.value === '' ? null : field.value)}
      getOptionLabel={(o) => (typeof o === 'string' ? o : contactLabel(o, unnamed))}
      isOptionEqualToValue={(o, v) => typeof v !== 'string' && o.id === v.id}
      onChange={(_, v) => field.onChange(v === null ? '' : typeof v === 'string' ? v.trim() : v.id)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') field.onChange(text);
      }}
      onBlur={field.onBlur}
      noOptionsText={t('fields.noContacts')}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {contactLabel(option, unnamed)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={t('fields.customer')}
          required
          error={error}
          helperText={helper}
        />
      )}
    />
  );
}
