import Alert from '@mui/material/Alert';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { IDENTIFICATION_TYPES } from '../../api/schemas';
import type { Contact } from '../../api/schemas';
import { nitCheckDigit } from '../../domain/nit';
import { registerTranslations } from '../../i18n/i18n';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { fieldMessage } from '../../ui/formFields';
import { applyServerErrors } from '../../ui/serverErrors';
import { useAutosave, useFormDraft } from '../../hooks/useFormDraft';
import {
  NIT_CHECK_DIGIT_MESSAGE,
  contactDraftSchema,
  contactFormSchema,
  emptyContactForm,
  formFieldOfServerPath,
  nitFeedback,
  toContactCreateRequest,
} from './contactForm';
import type { ContactFormOutput, ContactFormValues } from './contactForm';
import { catalog } from './i18n';
import { contactName } from './knownContacts';
import { callingCodeOptions } from './phoneCodes';
import type { CallingCodeOption } from './phoneCodes';
import { useCreateContact } from './queries';

registerTranslations('contacts', catalog);

export interface ContactFormProps {
  /** Called with the contact the service created (already remembered in this browser). */
  onCreated: (contact: Contact) => void;
  /** Shows a Cancel button. The draft is kept: the next form of the same name restores it. */
  onCancel?: () => void;
  /** The draft's name; forms with different names keep separate drafts. */
  draftName?: string;
  /** 'dialog' puts the fields in a DialogContent and the buttons in DialogActions. */
  variant?: 'page' | 'dialog';
  /** Told when a save starts and ends, e.g. so a dialog refuses to close meanwhile. */
  onPendingChange?: (pending: boolean) => void;
  /** Focus the first field on mount. */
  autoFocus?: boolean;
}

type Problem = { kind: 'error'; error: unknown; unmapped: string[] } | { kind: 'keyReused' } | null;

const FIELD_NAMES = new Set<string>(Object.keys(emptyContactForm()));

const TEXT_FIELDS = ['first_name', 'last_name', 'email', 'phone_number', 'identification_number'] as const;

/** Whether anything was typed (the two pickers always hold a choice). */
function hasContent(values: ContactFormValues | null): boolean {
  return values !== null && TEXT_FIELDS.some((k) => values[k].trim() !== '');
}

const filterCallingCodes = createFilterOptions<CallingCodeOption>({
  stringify: (o) => `${o.name} ${o.prefix} ${o.prefix.slice(1)} ${o.country}`,
});

/**
 * The "new contact" form, on its page or inside a dialog (order entry creates a customer in
 * place). Keeps a draft with the Idempotency-Key of its next submit, so a reload, a lapsed
 * session or a lost answer loses nothing and a retry cannot create the contact twice.
 */
export function ContactForm({
  onCreated,
  onCancel,
  draftName = 'contacts.new',
  variant = 'page',
  onPendingChange,
  autoFocus = false,
}: ContactFormProps) {
  const { t, i18n } = useTranslation('contacts');
  const { enqueueSnackbar } = useSnackbar();
  const draft = useFormDraft(draftName, contactDraftSchema);
  const [restored, setRestored] = useState(() => hasContent(draft.initial));
  const form = useForm<ContactFormValues, unknown, ContactFormOutput>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: draft.initial ?? emptyContactForm(),
    // Checked on submit, then as the person corrects. (Checking on blur would move the buttons
    // under the pointer when an error appears as focus leaves a field for "Create".)
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useAutosave(form, draft);
  const create = useCreateContact();
  const [problem, setProblem] = useState<Problem>(null);
  const formId = useId();
  const language = i18n.language;
  const callingCodes = useMemo(() => callingCodeOptions(language), [language]);

  const { control, register, formState, setError } = form;
  const { errors, isSubmitting } = formState;
  const pending = isSubmitting || create.isPending;

  useEffect(() => {
    onPendingChange?.(pending);
  }, [pending, onPendingChange]);

  // What the person typed in the last 300 ms is saved even if the form goes away now
  // (a dialog closed, a 401 ending the session).
  const { save } = draft;
  useEffect(
    () => () => {
      const values = form.getValues();
      if (hasContent(values)) save(values);
    },
    [form, save],
  );

  const [idType, idNumber] = useWatch({ control, name: ['identification_type', 'identification_number'] });
  const nit = nitFeedback(idType, idNumber);

  // One save at a time, even for a double click that lands before the button is disabled.
  const inFlight = useRef(false);
  const submit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    draft.save(form.getValues()); // the draft holds exactly what is being sent, with its key
    let contact: Contact;
    try {
      contact = await create.mutateAsync({
        body: toContactCreateRequest(values),
        idempotencyKey: draft.idempotencyKey,
      });
    } catch (error) {
      inFlight.current = false;
      if (isApiError(error) && error.code === 'idempotency_key_reused') {
        setProblem({ kind: 'keyReused' });
        return;
      }
      let unmapped: string[] = [];
      if (isApiError(error) && (error.status === 409 || error.status === 422)) {
        unmapped = applyServerErrors<ContactFormValues>(
          error,
          (name, fieldError, options) =>
            setError(
              name,
              error.status === 409 && name === 'identification_number'
                ? { ...fieldError, message: 'contacts:errors.identificationTaken' }
                : fieldError,
              options,
            ),
          (path) => {
            const field = formFieldOfServerPath(path);
            return field && FIELD_NAMES.has(field) ? field : null;
          },
        );
      }
      setProblem({ kind: 'error', error, unmapped });
      return;
    }
    inFlight.current = false;
    draft.complete();
    form.reset(emptyContactForm());
    setRestored(false);
    // 'default' rather than 'success': notistack's green under white text is below AA contrast (reported).
    enqueueSnackbar(t('created', { name: contactName(contact) ?? t('unnamed') }), { variant: 'default' });
    onCreated(contact);
  });

  const discardDraft = () => {
    draft.discard();
    form.reset(emptyContactForm());
    setRestored(false);
    setProblem(null);
  };

  const newAttempt = () => {
    draft.complete();
    draft.save(form.getValues());
    setProblem(null);
  };

  const messageOf = (name: FieldPath<ContactFormValues>) => fieldMessage(t, errors[name]?.message);

  /** The identification number's helper: the live NIT check wins over the schema's message. */
  let idError = Boolean(errors.identification_number);
  let idHelper: ReactNode = messageOf('identification_number') ?? (idType === 'NIT' ? t('fields.nitHint') : undefined);
  if (nit && !nit.ok && nit.reason === 'check_digit') {
    idError = true;
    idHelper = t('nit.wrong', { expected: nit.expected });
  } else if (errors.identification_number?.message === NIT_CHECK_DIGIT_MESSAGE) {
    // The typed value changed since the check; show the hint until the next validation.
    idError = false;
    idHelper = t('fields.nitHint');
  } else if (nit?.ok && !errors.identification_number) {
    idHelper =
      nit.checkDigit === null
        ? t('nit.missing', { digit: nitCheckDigit(nit.base), example: `${nit.base}-${nitCheckDigit(nit.base)}` })
        : t('nit.correct', { digit: nit.checkDigit });
  }

  const fieldsetSx = { border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2 } as const;
  const legend = (text: string) => (
    <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5, p: 0 }}>
      {text}
    </Typography>
  );
  const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

  const alerts = (
    <>
      {restored && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={discardDraft}>
              {t('actions.discard')}
            </Button>
          }
        >
          {t('form.draftRestored')}
        </Alert>
      )}
      {problem?.kind === 'keyReused' && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={newAttempt}>
              {t('errors.newAttempt')}
            </Button>
          }
        >
          {t('errors.keyReused')}
        </Alert>
      )}
      {problem?.kind === 'error' &&
        (isApiError(problem.error) &&
        (problem.error.status === 409 || problem.error.status === 422) &&
        problem.unmapped.length === 0 &&
        problem.error.details.length > 0 ? (
          <Alert severity="error" role="alert">
            {t('form.fixFields')}
          </Alert>
        ) : (
          <ErrorAlert
            error={problem.error}
            write
            onRetry={pending ? undefined : () => void submit()}
          />
        ))}
      {problem?.kind === 'error' && problem.unmapped.length > 0 && (
        <Alert severity="error" component="div">
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {problem.unmapped.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Box>
        </Alert>
      )}
    </>
  );

  const fields = (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {alerts}
      <Box component="fieldset" sx={fieldsetSx}>
        {legend(t('sections.person'))}
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
      </Box>

      <Box component="fieldset" sx={fieldsetSx}>
        {legend(t('sections.reach'))}
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
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 2fr) 3fr' } }}
        >
          <Controller
            control={control}
            name="phone_country"
            render={({ field, fieldState }) => (
              <Autocomplete<CallingCodeOption, false, true, false>
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
      </Box>

      <Box component="fieldset" sx={fieldsetSx}>
        {legend(t('sections.identification'))}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 2fr) 3fr' } }}>
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
          <TextField
            {...register('identification_number')}
            label={t('fields.identificationNumber')}
            error={idError}
            helperText={idHelper ? <span aria-live="polite">{idHelper}</span> : undefined}
            fullWidth
            slotProps={{
              htmlInput: {
                spellCheck: false,
                autoCapitalize: 'characters',
                inputMode: idType === 'NIT' || idType === 'CC' || idType === 'TI' ? 'numeric' : 'text',
              },
            }}
          />
        </Box>
      </Box>
    </Box>
  );

  const buttons = (
    <>
      {onCancel && (
        <Button onClick={onCancel} disabled={pending}>
          {t('actions.cancel')}
        </Button>
      )}
      <Button type="submit" variant="contained" disabled={pending} form={formId}>
        {pending ? t('actions.creating') : t('actions.create')}
      </Button>
    </>
  );

  return (
    <Box
      component="form"
      id={formId}
      noValidate
      aria-busy={pending}
      onSubmit={(e) => void submit(e)}
      sx={variant === 'dialog' ? { display: 'contents' } : undefined}
    >
      {variant === 'dialog' ? (
        <>
          <DialogContent dividers>{fields}</DialogContent>
          <DialogActions sx={{ px: 3, py: 2 }}>{buttons}</DialogActions>
        </>
      ) : (
        <>
          {fields}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}>{buttons}</Box>
        </>
      )}
    </Box>
  );
}
