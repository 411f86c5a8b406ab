import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { fieldMessage } from '../../ui/formFields';
import { SubmitFeedback } from '../../ui/SubmitFeedback';
import { useInvoiceSubmit } from './useInvoiceSubmit';
import { useSaveShortcut } from '../../hooks/useSaveShortcut';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

interface Props {
  order: Order;
  onClose: () => void;
}

/**
 * Chooses the numeration and invoices the order (the logic is `useInvoiceSubmit`). Render it
 * only while open: each opening reads its draft, and the Idempotency-Key kept with it, again.
 */
export function InvoiceDialog({ order, onClose }: Props) {
  const { t } = useTranslation('orders');
  const { invoiceNumerations } = useConfig();
  const titleId = useId();
  const invoice = useInvoiceSubmit({ order, onClose });
  useSaveShortcut(invoice.submit);
  const { form, pending } = invoice;

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form noValidate onSubmit={(e) => void invoice.submit(e)}>
        <DialogTitle id={titleId}>{t('invoice.title', { number: order.number ?? '' })}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <DialogContentText>{t('invoice.body')}</DialogContentText>
          {invoiceNumerations.length === 0 ? (
            <Alert severity="warning">{t('invoice.noNumerations')}</Alert>
          ) : (
            <Controller
              control={form.control}
              name="numeration_id"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  required
                  fullWidth
                  autoFocus
                  label={t('invoice.numeration')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(fieldState.error)}
                  helperText={fieldMessage(t, fieldState.error?.message)}
                  sx={{ mt: 1 }}
                >
                  {invoiceNumerations.map((n) => (
                    <MenuItem key={n.id} value={n.id}>
                      {`${n.name} (${n.prefix})`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <SubmitFeedback
            failure={invoice.failure}
            unmapped={invoice.unmapped}
            waiting={invoice.waiting}
            onCancelWaiting={invoice.cancelWaiting}
            {...(pending ? {} : { onRetry: invoice.retry })}
            onSendAsNew={invoice.newAttempt}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={pending || invoiceNumerations.length === 0}
          >
            {pending ? t('invoice.submitting') : t('invoice.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
