import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '../../ui/formFields';
import type { ContactFormValues } from './contactForm';
import { IdentificationFields } from './IdentificationFields';
import { PhoneCountryField } from './PhoneCountryField';
import type { ContactFormApi } from './useContactFormController';

const fieldsetSx = { border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 } as const;
const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;
const pickerAndText = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 2fr) 3fr' } } as const;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={fieldsetSx}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5, p: 0 }}>
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

/** The new contact's fields in three groups: name, contact details, identification. */
export function ContactFields({ form, autoFocus }: { form: ContactFormApi; autoFocus: boolean }) {
  const { t } = useTranslation('contacts');
  const { register, control, formState } = form;
  const { errors } = formState;
  const messageOf = (name: FieldPath<ContactFormValues>) => fieldMessage(t, errors[name]?.message);
  return (
    <>
      <Section legend={t('sections.person')}>
        <Box sx={twoColumns}>
          <TextField
            {...register('first_name')}
            label={t('fields.firstName')}
            required
            autoFocus={autoFocus}
            autoComplete="given-name"
            error={Boolean(errors.first_name)}
            helperText={messageOf('first_name')}
            fullWidth
          />
          <TextField
            {...register('last_name')}
            label={t('fields.lastName')}
            autoComplete="family-name"
            error={Boolean(errors.last_name)}
            helperText={messageOf('last_name')}
            fullWidth
          />
        </Box>
      </Section>

      <Section legend={t('sections.reach')}>
        <TextField
          {...register('email')}
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={messageOf('email')}
          fullWidth
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <Box sx={pickerAndText}>
          <PhoneCountryField control={control} />
          <TextField
            {...register('phone_number')}
            label={t('fields.phoneNumber')}
            type="tel"
            autoComplete="tel-national"
            error={Boolean(errors.phone_number)}
            helperText={messageOf('phone_number') ?? t('fields.phoneHint')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
        </Box>
      </Section>

      <Section legend={t('sections.identification')}>
        <Box sx={pickerAndText}>
          <IdentificationFields form={form} />
        </Box>
      </Section>
    </>
  );
}
