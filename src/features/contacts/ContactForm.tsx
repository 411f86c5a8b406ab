import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useId } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Contact } from '../../api/schemas';
import { SubmitFeedback } from '../../ui/SubmitFeedback';
import { ContactFields } from './ContactFields';
import { catalog } from './i18n';
import { useContactFormController } from './useContactFormController';
import { useSaveShortcut } from '../../hooks/useSaveShortcut';

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

/**
 * The "new contact" form, on its page or inside a dialog (order entry creates a customer in
 * place). Its logic is `useContactFormController`: a draft with the Idempotency-Key of its next
 * save, so a reload, a lapsed session or a lost answer loses nothing and a retry cannot create
 * the contact twice.
 */
export function ContactForm({
  onCreated,
  onCancel,
  draftName = 'contacts.new',
  variant = 'page',
  onPendingChange,
  autoFocus = false,
}: ContactFormProps) {
  const { t } = useTranslation('contacts');
  const formId = useId();
  const c = useContactFormController({ draftName, onCreated, onPendingChange });
  useSaveShortcut(c.submit);
  const { pending } = c;

  const fields = (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {c.restored && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={c.discardDraft}>
              {t('actions.discard')}
            </Button>
          }
        >
          {t('form.draftRestored')}
        </Alert>
      )}
      <SubmitFeedback
        failure={c.failure}
        unmapped={c.unmapped}
        waiting={c.waiting}
        onCancelWaiting={c.cancelWaiting}
        {...(pending ? {} : { onRetry: c.retry })}
        onSendAsNew={c.newAttempt}
        keyReusedText={t('errors.keyReused')}
        sendAsNewLabel={t('errors.newAttempt')}
      />
      <ContactFields form={c.form} autoFocus={autoFocus} />
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
      onSubmit={(e) => void c.submit(e)}
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
          <Box
            sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', mt: 3, flexWrap: 'wrap' }}
          >
            {buttons}
          </Box>
        </>
      )}
    </Box>
  );
}
