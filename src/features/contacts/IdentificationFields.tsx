import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { IDENTIFICATION_TYPES } from '../../api/schemas';
import type { IdentificationType } from '../../api/schemas';
import { nitCheckDigit } from '../../domain/nit';
import { fieldMessage } from '../../ui/formFields';
import { NIT_CHECK_DIGIT_MESSAGE, nitFeedback } from './contactForm';
import type { ContactFormApi } from './useContactFormController';

/** What stands under the identification number: the live NIT check wins over the schema's message. */
export function identificationHelp(
  t: TFunction<'contacts'>,
  type: IdentificationType,
  number: string,
  error: FieldError | undefined,
): { error: boolean; helper: ReactNode } {
  const nit = nitFeedback(type, number);
  if (nit && !nit.ok && nit.reason === 'check_digit') {
    return { error: true, helper: t('nit.wrong', { expected: nit.expected }) };
  }
  if (error?.message === NIT_CHECK_DIGIT_MESSAGE) {
    // The typed value changed since the check; show the hint until the next validation.
    return { error: false, helper: t('fields.nitHint') };
  }
  if (nit?.ok && !error) {
    const helper =
      nit.checkDigit === null
        ? t('nit.missing', {
            digit: nitCheckDigit(nit.base),
            example: `${nit.base}-${nitCheckDigit(nit.base)}`,
          })
        : t('nit.correct', { digit: nit.checkDigit });
    return { error: false, helper };
  }
  return {
    error: Boolean(error),
    helper: fieldMessage(t, error?.message) ?? (type === 'NIT' ? t('fields.nitHint') : undefined),
  };
}

/**
 * The identification's type and number; the number's rules (and the NIT check) follow the type.
 * A company (`company`) has a NIT only: its number field alone, named NIT.
 */
export function IdentificationFields({
  form,
  company = false,
}: {
  form: ContactFormApi;
  company?: boolean;
}) {
  const { t } = useTranslation('contacts');
  const { control, register, formState } = form;
  const [watchedType, idNumber] = useWatch({
    control,
    name: ['identification_type', 'identification_number'],
  });
  const idType: IdentificationType = company ? 'NIT' : watchedType;
  const help = identificationHelp(t, idType, idNumber, formState.errors.identification_number);
  const numberField = (
    <TextField
      {...register('identification_number')}
      label={company ? t('company.nit') : t('fields.identificationNumber')}
      required={company}
      error={help.error}
      helperText={help.helper ? <span aria-live="polite">{help.helper}</span> : undefined}
      fullWidth
      slotProps={{
        htmlInput: {
          spellCheck: false,
          autoCapitalize: 'characters',
          inputMode: idType === 'NIT' || idType === 'CC' || idType === 'TI' ? 'numeric' : 'text',
        },
      }}
    />
  );
  if (company) return numberField;
  return (
    <>
      <Controller
        control={control}
        name="identification_type"
        render={({ field, fieldState }) => (
          <TextField
            select
            name={field.name}
            inputRef={field.ref}
            value={field.value}
            onChange={(e) => {
              field.onChange(e.target.value);
              // the number's rules depend on the type: check it again if it was checked
              if (form.getFieldState('identification_number').isTouched || formState.isSubmitted) {
                void form.trigger('identification_number');
              }
            }}
            onBlur={field.onBlur}
            label={t('fields.identificationType')}
            error={Boolean(fieldState.error)}
            helperText={fieldMessage(t, fieldState.error?.message)}
            fullWidth
          >
            {IDENTIFICATION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`idTypes.${type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {numberField}
    </>
  );
}
