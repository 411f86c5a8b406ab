import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useId, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { fieldMessage } from '../../ui/formFields';
import { applyServerErrors } from '../../ui/serverErrors';
import { useAutosave, useFormDraft } from '../../hooks/useFormDraft';
import { useInvoiceOrder } from './queries';

const invoiceFormSchema = z.object({
  numeration_id: z.string().refine((v) => v.trim() !== '', 'orders:errors.numerationRequired'),
});
const invoiceDraftSchema = z.object({ numeration_id: z.string().max(200) });
type InvoiceFormValues = z.infer<typeof invoiceDraftSchema>;

interface Props {
  order: Order;
  onClose: () => void;
}

/**
 * Chooses the numeration and invoices the order. The Idempotency-Key is kept (per account and
 * order) until the invoice succeeds, so a retry after a lost answer cannot invoice twice.
 * Render it only while open: each opening reads its draft again.
 */
export function InvoiceDialog({ order, onClose }: Props) {
  const { t } = useTranslation('orders');
  const { invoiceNumerations } = useConfig();
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();
  const draft = useFormDraft(`orders.invoice.${order.id}`, invoiceDraftSchema);
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: draft.initial ?? { numeration_id: invoiceNumerations[0]?.id ?? '' },
  });
  useAutosave(form, draft);
  const invoice = useInvoiceOrder(order.id);
  const [problem, setProblem] = useState<unknown>(null);
  const inFlight = useRef(false);
  const pending = invoice.isPending || form.formState.isSubmitting;

  const onValid = async (values: InvoiceFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    draft.save(values);
    try {
      const invoiced = await invoice.mutateAsync({ body: { numeration_id: values.numeration_id }, idempotencyKey: draft.idempotencyKey });
      draft.complete();
      enqueueSnackbar(t('invoice.done', { number: invoiced.invoice_number ?? '' }), { variant: 'default' });
      onClose();
    } catch (error) {
      inFlight.current = false;
      if (isApiError(error) && error.status === 409 && error.code !== 'idempotency_key_reused') {
        draft.complete();
        enqueueSnackbar(t('invoice.conflict'), { variant: 'info' });
        onClose();
        return;
      }
      if (isApiError(error) && error.status === 422) {
        applyServerErrors(error, form.setError, (p) => (p === 'numeration_id' ? 'numeration_id' : null));
      }
      setProblem(error);
      if (isApiError(error) && !error.maybeApplied && error.status !== 401) {
        draft.complete();
        draft.save(form.getValues());
      }
    }
  };
  const submit = (e?: BaseSyntheticEvent) => form.handleSubmit(onValid)(e);

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={(e) => void submit(e)}>
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
          {problem !== null && <ErrorAlert error={problem} write onRetry={isApiError(problem) && problem.maybeApplied ? () => void submit() : undefined} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending || invoiceNumerations.length === 0}>
            {pending ? t('invoice.submitting') : t('invoice.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
