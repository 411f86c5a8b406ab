import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import { callingCodeOptions } from './phoneCodes';
import type { CallingCodeOption } from './phoneCodes';
import type { ContactFormApi } from './useContactFormController';

const filterCallingCodes = createFilterOptions<CallingCodeOption>({
  stringify: (o) => `${o.name} ${o.prefix} ${o.prefix.slice(1)} ${o.country}`,
});

/** The phone's country code: a searchable list by country name, prefix or ISO code. */
export function PhoneCountryField({ control }: { control: ContactFormApi['control'] }) {
  const { t, i18n } = useTranslation('contacts');
  const language = i18n.language;
  const callingCodes = useMemo(() => callingCodeOptions(language), [language]);
  return (
    <Controller
      control={control}
      name="phone_country"
      render={({ field, fieldState }) => (
        <Autocomplete<CallingCodeOption, false, true>
          options={callingCodes}
          value={callingCodes.find((o) => o.country === field.value) ?? callingCodes[0]}
          onChange={(_event, option) => field.onChange(option.country)}
          onBlur={field.onBlur}
          disableClearable
          autoHighlight
          filterOptions={filterCallingCodes}
          getOptionLabel={(o) => `${o.prefix} ${o.name}`}
          isOptionEqualToValue={(a, b) => a.country === b.country}
          noOptionsText={t('fields.noOptions')}
          renderOption={({ key, ...props }, o) => (
            <li key={key} {...props}>
              <Box component="span" sx={{ minWidth: 52, fontVariantNumeric: 'tabular-nums' }}>
                {o.prefix}
              </Box>
              {o.name}
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              inputRef={field.ref}
              label={t('fields.phoneCountry')}
              error={Boolean(fieldState.error)}
              helperText={fieldMessage(t, fieldState.error?.message)}
            />
          )}
        />
      )}
    />
  );
}
