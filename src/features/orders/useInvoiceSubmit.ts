import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useNotices } from '../../ui/notices/notices';
import { useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import { z } from 'zod/mini';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import { useAutosave, useFormDraft } from '../../hooks/useFormDraft';
import { useSafeSubmit } from '../../hooks/useSafeSubmit';
import type { FormSubmitState } from '../../hooks/useSafeSubmit';
import { orderQuery } from '../../queries/orders';
import { applyServerErrors } from '../../ui/serverErrors';
import { useInvoiceOrder } from './queries';
import { catalog as orderPages } from './i18nPages';

registerTranslations('orders', orderPages);

const invoiceFormSchema = z.object({
  numeration_id: z
    .string()
    .check(z.refine((v) => v.trim() !== '', 'orders:errors.numerationRequired')),
});
const invoiceDraftSchema = z.object({ numeration_id: z.string().check(z.maxLength(200)) });
export type InvoiceFormValues = z.infer<typeof invoiceDraftSchema>;

/** `pending` lasts from the first activation until the answer (and, after a 409, until the order was read again). */
export interface InvoiceSubmit extends FormSubmitState {
  form: UseFormReturn<InvoiceFormValues>;
}

/**
 * Invoicing one order through the one write-safety module (src/hooks/useSafeSubmit.ts). The
 * Idempotency-Key lives with the dialog's draft (per account and order), so a retry after a
 * lost answer, even after a reload, cannot invoice twice.
 *
 * A 409 without details is either "already invoiced" or "a request with this key is still
 * running": the hook reads the order again and only an order the service shows as invoiced is
 * said to be invoiced (the dialog then closes over the page, which shows the invoice). Otherwise
 * the service's reason stays on screen with a Retry that sends the same key.
 */
export function useInvoiceSubmit({
  order,
  onClose,
}: {
  order: Order;
  onClose: () => void;
}): InvoiceSubmit {
  const { t } = useTranslation('orders');
  const { invoiceNumerations } = useConfig();
  const { enqueueSnackbar } = useNotices();
  const draft = useFormDraft(`orders.invoice.${order.id}`, invoiceDraftSchema);
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: draft.initial ?? { numeration_id: invoiceNumerations[0]?.id ?? '' },
  });
  useAutosave(form, draft);
  const invoice = useInvoiceOrder(order.id);
  // The order's own query, only to read it again after a 409 (this observer never reads by itself).
  const current = useQuery({ ...orderQuery(order.id), enabled: false });
  const safe = useSafeSubmit(draft.key);
  const [unmapped, setUnmapped] = useState<string[]>([]);

  const onValid = async (values: InvoiceFormValues) => {
    setUnmapped([]);
    draft.save(values); // the draft holds exactly what is sent, with its key
    const body = { numeration_id: values.numeration_id };
    const result = await safe.send((idempotencyKey) =>
      invoice.mutateAsync({ body, idempotencyKey }),
    );
    if (result.ok) {
      safe.finish(); // the dialog closes: a second Ctrl+S while it goes sends nothing
      draft.complete();
      enqueueSnackbar(t('invoice.done', { number: result.value.invoice_number ?? '' }), {
        variant: 'default',
      });
      onClose();
      return;
    }
    const { kind, error } = result.failure;
    if (kind === 'refused') {
      setUnmapped(
        applyServerErrors(error, form.setError, (p) =>
          p === 'numeration_id' ? 'numeration_id' : null,
        ),
      );
    } else if (kind === 'conflict') {
      // The order as the service has it now: invoiced elsewhere, or not yet (a first request still running).
      const reread = await current.refetch({ cancelRefetch: false });
      if (reread.data?.is_billed) {
        draft.complete();
        enqueueSnackbar(t('invoice.conflict'), { variant: 'info' });
        onClose();
      }
    }
  };

  // Fields to fix: nothing was sent; an earlier failure's message gives way to theirs.
  const onInvalid = () => {
    safe.clear();
    setUnmapped([]);
  };

  const submit = safe.guard((event?: BaseSyntheticEvent) =>
    form.handleSubmit(onValid, onInvalid)(event),
  );
  return {
    form,
    submit,
    pending: safe.pending,
    failure: safe.failure,
    unmapped,
    waiting: safe.waiting,
    cancelWaiting: safe.cancelWaiting,
    retry: () => void submit(),
    newAttempt: () => {
      safe.sendAsNew();
      setUnmapped([]);
    },
  };
}
