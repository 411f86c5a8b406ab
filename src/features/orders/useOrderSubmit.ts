import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import type { OrderTotals } from '../../domain/totals';
import { applyServerErrors } from '../../ui/serverErrors';
import type { FormDraft } from '../../hooks/useFormDraft';
import { formPathOf } from './orderFormPaths';
import type { OrderFormValues } from './orderForm';
import { previewTotals, toOrderCreateRequest } from './orderMapper';
import { useCreateOrder } from './queries';

export type SubmitProblem = { kind: 'error'; error: unknown; unmapped: string[] } | { kind: 'keyReused' } | null;

interface Options {
  form: UseFormReturn<OrderFormValues>;
  draft: FormDraft<OrderFormValues>;
  onCreated: (order: Order, preview: OrderTotals) => void;
}

/**
 * Sending the order: one create at a time (even for clicks that land before the button is
 * disabled), with the draft's Idempotency-Key; the service's 409/422 details on their fields;
 * a new key only when the service refused the body for good.
 */
export function useOrderSubmit({ form, draft, onCreated }: Options) {
  const { t } = useTranslation('orders');
  const config = useConfig();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateOrder();
  const [problem, setProblem] = useState<SubmitProblem>(null);
  const [invalidTried, setInvalidTried] = useState(false);
  const [done, setDone] = useState(false);
  const inFlight = useRef(false);
  const sent = useRef(false);
  const isSent = useCallback(() => sent.current, []);

  const failed = (error: unknown, values: OrderFormValues) => {
    if (isApiError(error) && error.code === 'idempotency_key_reused') {
      setProblem({ kind: 'keyReused' });
      return;
    }
    let unmapped: string[] = [];
    if (isApiError(error) && (error.status === 422 || error.status === 409)) {
      unmapped = applyServerErrors(error, form.setError, (path) => formPathOf(path, values));
    }
    setProblem({ kind: 'error', error, unmapped });
    // Refused for good (not lost, not still running, not a lapsed key): the corrected order is a new request.
    if (isApiError(error) && !error.maybeApplied && error.status !== 409 && error.status !== 401) {
      draft.complete();
      draft.save(form.getValues());
    }
  };

  const onValid = async (values: OrderFormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    setInvalidTried(false);
    draft.save(form.getValues()); // the draft holds exactly what is sent, with its key
    const body = toOrderCreateRequest(values, config);
    const preview = previewTotals(body);
    let order: Order;
    try {
      order = await create.mutateAsync({ body, idempotencyKey: draft.idempotencyKey });
    } catch (error) {
      inFlight.current = false;
      failed(error, values);
      return;
    }
    sent.current = true;
    setDone(true);
    draft.complete();
    enqueueSnackbar(t('entry.created', { number: order.number ?? '' }), { variant: 'default' });
    onCreated(order, preview);
  };

  const onInvalid = () => {
    setProblem(null);
    setInvalidTried(true);
  };

  return {
    submit: (e?: BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(e),
    /** Sending, or sent (the page is about to move on). */
    pending: form.formState.isSubmitting || create.isPending || done,
    done,
    /** Whether the order was created (readable from effects and clean-ups, even mid-render). */
    isSent,
    problem,
    invalidTried,
    clear: () => {
      setProblem(null);
      setInvalidTried(false);
    },
    /** After "key reused": the order changed since a lost attempt; send it as a new one. */
    newAttempt: () => {
      draft.complete();
      draft.save(form.getValues());
      setProblem(null);
    },
  };
}
