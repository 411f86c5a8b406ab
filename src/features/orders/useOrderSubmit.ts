import { useNotices } from '../../ui/notices/notices';
import { useCallback, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import type { OrderTotals } from '../../domain/totals';
import type { FormDraft } from '../../hooks/useFormDraft';
import { useSafeSubmit } from '../../hooks/useSafeSubmit';
import { applyServerErrors } from '../../ui/serverErrors';
import { formPathOf } from './orderFormPaths';
import type { OrderFormValues } from './orderForm';
import { previewTotals, toOrderCreateRequest } from './orderMapper';
import { useCreateOrder } from './queries';

interface Options {
  form: UseFormReturn<OrderFormValues>;
  draft: FormDraft<OrderFormValues>;
  onCreated: (order: Order, preview: OrderTotals) => void;
}

/**
 * Sending the order through the one write-safety module (src/hooks/useSafeSubmit.ts): locked
 * from the first click or Enter, before validation; the draft's Idempotency-Key, kept for a
 * retry and renewed only when the service refused the body for good; the service's 409/422
 * details on their fields.
 */
export function useOrderSubmit({ form, draft, onCreated }: Options) {
  const { t } = useTranslation('orders');
  const config = useConfig();
  const { enqueueSnackbar } = useNotices();
  const create = useCreateOrder();
  const safe = useSafeSubmit(draft.key);
  const [unmapped, setUnmapped] = useState<string[]>([]);
  const [invalidTried, setInvalidTried] = useState(false);
  const [done, setDone] = useState(false);
  const sent = useRef(false);
  const isSent = useCallback(() => sent.current, []);

  const onValid = async (values: OrderFormValues) => {
    setUnmapped([]);
    setInvalidTried(false);
    draft.save(form.getValues()); // the draft holds exactly what is sent, with its key
    const body = toOrderCreateRequest(values, config);
    const preview = previewTotals(body);
    const result = await safe.send((idempotencyKey) =>
      create.mutateAsync({ body, idempotencyKey }),
    );
    if (!result.ok) {
      const { kind, error } = result.failure;
      if (kind === 'refused' || kind === 'conflict') {
        setUnmapped(applyServerErrors(error, form.setError, (path) => formPathOf(path, values)));
      }
      return;
    }
    sent.current = true;
    safe.finish(); // the order's page opens: a second Ctrl+S meanwhile sends nothing
    setDone(true);
    draft.complete();
    enqueueSnackbar(t('entry.created', { number: result.value.number ?? '' }), {
      variant: 'default',
    });
    onCreated(result.value, preview);
  };

  const onInvalid = () => {
    safe.clear();
    setInvalidTried(true);
  };

  const clear = () => {
    safe.clear();
    setUnmapped([]);
    setInvalidTried(false);
  };

  return {
    submit: (e?: BaseSyntheticEvent) =>
      safe.guard((event?: BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(event))(e),
    /** Sending, or sent (the page is about to move on). */
    pending: safe.pending || done,
    done,
    /** Whether the order was created (readable from effects and clean-ups, even mid-render). */
    isSent,
    failure: safe.failure,
    waiting: safe.waiting,
    cancelWaiting: safe.cancelWaiting,
    unmapped,
    invalidTried,
    clear,
    /** After "key reused": the order changed since a lost attempt; send it as a new one. */
    newAttempt: () => {
      safe.sendAsNew();
      setUnmapped([]);
    },
  };
}
