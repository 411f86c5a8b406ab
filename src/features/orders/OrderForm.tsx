import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SaveIcon from '@mui/icons-material/Save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import type { BaseSyntheticEvent, FormEvent, KeyboardEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import type { OrderTotals } from '../../domain/totals';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { applyServerErrors } from '../../ui/serverErrors';
import { useAutosave, useFormDraft } from '../../ui/useFormDraft';
import { BillingSection } from './BillingSection';
import { DetailsSection, OrderLevelSection } from './DetailsSection';
import { OrderLines } from './OrderLines';
import { emptyOrderForm, formPathOf, hasContent, isDateText, orderDraftSchema, orderFormSchema } from './orderForm';
import type { OrderFormValues } from './orderForm';
import { previewTotals, toOrderCreateRequest } from './orderMapper';
import { useCreateOrder } from './queries';
import { ShipmentSection } from './ShipmentSection';
import { TotalsPanel } from './TotalsPanel';

export const ORDER_DRAFT = 'orders.new';

type Problem = { kind: 'error'; error: unknown; unmapped: string[] } | { kind: 'keyReused' } | null;

interface Props {
  /** A customer id to start with (`/orders/new?customer=<id>`); it wins over a draft's. */
  initialCustomer?: string;
  /** After the service created the order, with the preview that was on screen when sending. */
  onCreated: (order: Order, preview: OrderTotals) => void;
}

/** A draft's values made safe to show again (a half-typed date is dropped). */
function restorable(values: OrderFormValues): OrderFormValues {
  return isDateText(values.billing_date) ? values : { ...values, billing_date: '' };
}

/**
 * Order entry: customer and details, lines, order-level figures, shipment and billing, with
 * the live totals beside them. Autosaved per account with its Idempotency-Key; one create
 * at a time; the service's 422 details land on their fields.
 */
export function OrderForm({ initialCustomer, onCreated }: Props) {
  const { t } = useTranslation('orders');
  const config = useConfig();
  const { enqueueSnackbar } = useSnackbar();
  const draft = useFormDraft(ORDER_DRAFT, orderDraftSchema);
  const [start] = useState(() => {
    const defaults = emptyOrderForm({ warehouseId: config.warehouses[0]?.id ?? '', currency: config.currency });
    const stored = draft.initial ? restorable(draft.initial) : null;
    const restored = stored !== null && hasContent(stored, defaults);
    const base = restored && stored ? stored : defaults;
    return { defaults, restored, values: initialCustomer ? { ...base, customer_id: initialCustomer } : base };
  });
  const [restored, setRestored] = useState(start.restored);
  const [problem, setProblem] = useState<Problem>(null);
  const [invalidTried, setInvalidTried] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(orderFormSchema, undefined, { raw: true }),
    defaultValues: start.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useAutosave(form, draft, { enabled: !done });
  const create = useCreateOrder();
  const pending = form.formState.isSubmitting || create.isPending || done;

  // What was typed in the last moments is kept even if the page goes away now (a 401, a link).
  const { save } = draft;
  const doneRef = useRef(false);
  useEffect(
    () => () => {
      const values = form.getValues();
      if (!doneRef.current && hasContent(values, start.defaults)) save(values);
    },
    [form, save, start.defaults],
  );

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
    // Refused for good (not lost, not still running): the corrected order is a new request.
    if (isApiError(error) && !error.maybeApplied && error.status !== 409 && error.status !== 401) {
      draft.complete();
      draft.save(form.getValues());
    }
  };

  // One create at a time, even for clicks that land before the button is disabled.
  const inFlight = useRef(false);
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
    doneRef.current = true;
    setDone(true);
    draft.complete();
    enqueueSnackbar(t('entry.created', { number: order.number ?? '' }), { variant: 'default' });
    onCreated(order, preview);
  };
  const onInvalid = () => {
    setProblem(null);
    setInvalidTried(true);
  };
  const submit = (e?: BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(e);

  const discard = () => {
    setConfirmDiscard(false);
    draft.discard();
    form.reset(start.defaults);
    setRestored(false);
    setProblem(null);
    setInvalidTried(false);
  };

  const newAttempt = () => {
    draft.complete();
    draft.save(form.getValues());
    setProblem(null);
  };

  // Enter in a one-line field must not send the whole order. (Events of dialogs opened from the
  // form, such as the new-contact form, reach here through React's portal: they are not ours.)
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (!e.currentTarget.contains(target)) return;
    if (e.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'checkbox') e.preventDefault();
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (e.target !== e.currentTarget) return; // another form's submit, bubbled through a portal
    void submit(e);
  };

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-label={t('entry.title')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 350px', xl: 'minmax(0, 1fr) 410px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          {restored && (
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => setConfirmDiscard(true)}>
                  {t('entry.discard')}
                </Button>
              }
            >
              {t('entry.draftRestored')}
            </Alert>
          )}
          <DetailsSection />
          <OrderLines />
          <OrderLevelSection />
          <ShipmentSection />
          <BillingSection />
        </Box>
        <TotalsPanel>
          {problem?.kind === 'error' && (
            <Box sx={{ display: 'grid', gap: 1 }}>
              {isApiError(problem.error) && problem.error.maybeApplied ? (
                <ErrorAlert error={problem.error} write onRetry={() => void submit()} />
              ) : (
                <ErrorAlert error={problem.error} title={t('entry.createFailed')} />
              )}
              {problem.unmapped.map((m) => (
                <Alert key={m} severity="error">
                  {m}
                </Alert>
              ))}
            </Box>
          )}
          {problem?.kind === 'keyReused' && (
            <Alert
              severity="warning"
              role="alert"
              action={
                <Button color="inherit" size="small" onClick={newAttempt}>
                  {t('entry.newAttempt')}
                </Button>
              }
            >
              {t('entry.keyReused')}
            </Alert>
          )}
          {invalidTried && (
            <Alert severity="error" role="alert">
              {t('form.fixFields')}
            </Alert>
          )}
          <Button type="submit" variant="contained" size="large" startIcon={<SaveIcon />} disabled={pending} fullWidth>
            {pending ? t('entry.submitting') : t('entry.submit')}
          </Button>
        </TotalsPanel>
      </Box>
      <ConfirmDialog
        open={confirmDiscard}
        title={t('entry.discardTitle')}
        confirmLabel={t('entry.discard')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={discard}
        onCancel={() => setConfirmDiscard(false)}
      >
        {t('entry.discardBody')}
      </ConfirmDialog>
    </FormProvider>
  );
}
