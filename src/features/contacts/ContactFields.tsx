import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextField } from '../../ui/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { fieldMessage } from '../../ui/formFields';
import { CONTACT_KINDS } from './contactForm';
import type { ContactFormValues, ContactKind } from './contactForm';
import { IdentificationFields } from './IdentificationFields';
import { PhoneCountryField } from './PhoneCountryField';
import type { ContactFormApi } from './useContactFormController';

const fieldsetSx = { border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 } as const;
const twoColumns = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
} as const;
const pickerAndText = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 2fr) 3fr' },
} as const;

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={fieldsetSx}>
      <Typography
        component="legend"
        variant="subtitle2"
        color="text.secondary"
        sx={{ mb: 1.5, p: 0 }}
      >
        {legend}
      </Typography>
      {children}
    </Box>
  );
}

/** Person or company: a company has a business name and a NIT (its identification type is NIT). */
function KindField({ form }: { form: ContactFormApi }) {
  const { t } = useTranslation('contacts');
  return (
    <Controller
      control={form.control}
      name="kind"
      render={({ field }) => (
        <RadioGroup
          row
          name={field.name}
          value={field.value}
          onChange={(_, value) => {
            const kind = value as ContactKind;
            field.onChange(kind);
            if (kind === 'company') form.setValue('identification_type', 'NIT');
            // The number's and the name's rules follow the kind: check them again if they were checked.
            if (form.formState.isSubmitted)
              void form.trigger(['identification_number', 'first_name']);
          }}
        >
          {CONTACT_KINDS.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              control={
                <Radio
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: kind === field.value ? field.ref : undefined } }}
                />
              }
              label={t(`company.${kind}`)}
            />
          ))}
        </RadioGroup>
      )}
    />
  );
}

/** The new contact's fields: person or company, then name, contact details, identification. */
export function ContactFields({ form, autoFocus }: { form: ContactFormApi; autoFocus: boolean }) {
  const { t } = useTranslation('contacts');
  const { register, control, formState } = form;
  const { errors } = formState;
  const messageOf = (name: FieldPath<ContactFormValues>) => fieldMessage(t, errors[name]?.message);
  const company = useWatch({ control, name: 'kind' }) === 'company';
  return (
    <>
      <Section legend={t('company.legend')}>
        <KindField form={form} />
      </Section>

      <Section legend={company ? t('company.nameSection') : t('sections.person')}>
        {company ? (
          <TextField
            {...register('first_name')}
            label={t('company.businessName')}
            required
            autoFocus={autoFocus}
            autoComplete="organization"
            error={Boolean(errors.first_name)}
            helperText={messageOf('first_name') ?? t('company.businessNameHint')}
            fullWidth
          />
        ) : (
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
        )}
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
        {company ? (
          <IdentificationFields form={form} company />
        ) : (
          <Box sx={pickerAndText}>
            <IdentificationFields form={form} />
          </Box>
        )}
      </Section>
    </>
  );
}
