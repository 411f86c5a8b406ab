import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useCallback, useId, useState } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Contact } from '../../api/schemas';
import { ContactForm } from './ContactForm';
import { catalog } from './i18n';

registerTranslations('contacts', catalog);

export interface ContactFormDialogProps {
  open: boolean;
  /** Closing keeps what was typed as a draft; the next opening restores it. */
  onClose: () => void;
  /** Called with the created contact (already remembered); the dialog then closes itself. */
  onCreated: (contact: Contact) => void;
  /** The draft's name: a different one per place that creates contacts in place. */
  draftName?: string;
}

/** The new-contact form in a dialog, so a customer can be created without leaving a page. */
export function ContactFormDialog({
  open,
  onClose,
  onCreated,
  draftName = 'contacts.dialog',
}: ContactFormDialogProps) {
  const { t } = useTranslation('contacts');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [pending, setPending] = useState(false);
  const onPendingChange = useCallback((p: boolean) => setPending(p), []);
  const close = () => {
    if (!pending) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>{t('dialog.title')}</DialogTitle>
      {/* Mounted while open (and through the closing transition): each opening reads the draft again. */}
      <ContactForm
        variant="dialog"
        draftName={draftName}
        autoFocus
        onCancel={close}
        onPendingChange={onPendingChange}
        onCreated={(contact) => {
          onCreated(contact);
          onClose();
        }}
      />
    </Dialog>
  );
}
