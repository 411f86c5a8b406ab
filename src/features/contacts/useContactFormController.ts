import { zodResolver } from '@hookform/resolvers/zod';
import { useNotices } from '../../ui/notices/notices';
import { useCallback, useEffect, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn, UseFormSetError } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import { isApiError } from '../../api/errors';
import type { Contact } from '../../api/schemas';
import { useAutosave, useFormDraft } from '../../hooks/useFormDraft';
import { useSafeSubmit } from '../../hooks/useSafeSubmit';
import type { FormSubmitState } from '../../hooks/useSafeSubmit';
import { applyServerErrors } from '../../ui/serverErrors';
import {
  contactDraftSchema,
  contactFormSchema,
  emptyContactForm,
  formFieldOfServerPath,
  toContactCreateRequest,
} from './contactForm';
import type { ContactFormOutput, ContactFormValues } from './contactForm';
import { contactName } from './knownContacts';
import { useCreateContact } from './queries';

export type ContactFormApi = UseFormReturn<ContactFormValues, unknown, ContactFormOutput>;

export interface ContactFormControllerOptions {
  /** The draft's name; forms with different names keep separate drafts. */
  draftName: string;
  /** Called with the contact the service created (already remembered in this browser). */
  onCreated: (contact: Contact) => void;
  /** Told when a save starts and ends, e.g. so a dialog refuses to close meanwhile. */
  onPendingChange?: ((pending: boolean) => void) | undefined;
}

export interface ContactFormController extends FormSubmitState {
  form: ContactFormApi;
  /** A draft from an earlier visit was put back into the form. */
  restored: boolean;
  /** Throws the draft (and its key) away and empties the form. */
  discardDraft: () => void;
}

const TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'identification_number',
] as const;
const FIELD_NAMES = new Set<string>(Object.keys(emptyContactForm()));

/** Whether anything was typed (the two pickers always hold a choice). */
function hasContent(values: ContactFormValues | null): boolean {
  return values !== null && TEXT_FIELDS.some((k) => values[k].trim() !== '');
}

/**
 * Puts the service's field messages on the form; a 409 at the identification says it is taken
 * (in the person's language). Returns the messages no field took.
 */
function applyContactServerErrors(
  error: unknown,
  setError: UseFormSetError<ContactFormValues>,
): string[] {
  const taken = isApiError(error) && error.status === 409;
  return applyServerErrors<ContactFormValues>(
    error,
    (name, fieldError, options) =>
      setError(
        name,
        taken && name === 'identification_number'
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

/**
 * The "new contact" form's logic: its draft (with the Idempotency-Key of its next save), the
 * save through the one write-safety module (src/hooks/useSafeSubmit.ts), the service's field
 * messages on their fields, and what happens after a success. The views only draw.
 */
export function useContactFormController({
  draftName,
  onCreated,
  onPendingChange,
}: ContactFormControllerOptions): ContactFormController {
  const { t } = useTranslation('contacts');
  const { enqueueSnackbar } = useNotices();
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
  const safe = useSafeSubmit(draft.key);
  const [unmapped, setUnmapped] = useState<string[]>([]);
  const { pending } = safe;

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

  const onValid = async (values: ContactFormOutput) => {
    setUnmapped([]);
    draft.save(form.getValues()); // the draft holds exactly what is being sent, with its key
    const body = toContactCreateRequest(values);
    const result = await safe.send((idempotencyKey) =>
      create.mutateAsync({ body, idempotencyKey }),
    );
    if (!result.ok) {
      if (result.failure.kind === 'refused')
        setUnmapped(applyContactServerErrors(result.failure.error, form.setError));
      return;
    }
    const contact = result.value;
    draft.complete();
    form.reset(emptyContactForm());
    setRestored(false);
    // 'default' rather than 'success': notistack's green under white text is below AA contrast (reported).
    enqueueSnackbar(t('created', { name: contactName(contact) ?? t('unnamed') }), {
      variant: 'default',
    });
    onCreated(contact);
  };

  // Fields to fix: nothing was sent; an earlier failure's message gives way to theirs.
  const onInvalid = () => {
    safe.clear();
    setUnmapped([]);
  };

  const submit = safe.guard((event?: BaseSyntheticEvent) =>
    form.handleSubmit(onValid, onInvalid)(event),
  );
  const { clear, sendAsNew } = safe;
  const { discard } = draft;

  const discardDraft = useCallback(() => {
    discard();
    form.reset(emptyContactForm());
    setRestored(false);
    setUnmapped([]);
    clear();
  }, [discard, form, clear]);

  const newAttempt = useCallback(() => {
    sendAsNew();
    setUnmapped([]);
  }, [sendAsNew]);

  return {
    form,
    submit,
    pending,
    failure: safe.failure,
    unmapped,
    waiting: safe.waiting,
    cancelWaiting: safe.cancelWaiting,
    restored,
    retry: () => void submit(),
    newAttempt,
    discardDraft,
  };
}
