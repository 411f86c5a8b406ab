import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import type { KeyboardEvent, SubmitEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/i18n';
import type { Order } from '../../api/schemas/order';
import { useConfig } from '../../config/ConfigContext';
import type { OrderTotals } from '../../domain/totals';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useUnsavedChangesGuard } from '../../hooks/useUnsavedChangesGuard';
import { useAutosave, useFormDraft } from '../../hooks/useFormDraft';
import { BillingSection } from './BillingSection';
import { DetailsSection, OrderLevelSection } from './DetailsSection';
import { OrderLines } from './OrderLines';
import {
  defaultTaxIds,
  emptyOrderForm,
  hasContent,
  isDateText,
  orderDraftSchema,
  orderFormSchema,
} from './orderForm';
import type { OrderFormValues } from './orderForm';
import { ShipmentSection } from './ShipmentSection';
import { SubmitArea } from './SubmitArea';
import { TotalsPanel } from './TotalsPanel';
import { useOrderSubmit } from './useOrderSubmit';
import { StockWarningsSummary } from './StockWarnings';
import { useSaveShortcut } from '../../hooks/useSaveShortcut';

export const ORDER_DRAFT = 'orders.new';

interface Props {
  /** A customer id to start with (`/orders/new?customer=<id>`); it wins over a draft's. */
  initialCustomer?: string | undefined;
  /** After the service created the order, with the preview that was on screen when sending. */
  onCreated: (order: Order, preview: OrderTotals) => void;
}

/** A draft's values made safe to show again (a half-typed date is dropped). */
function restorable(values: OrderFormValues): OrderFormValues {
  return isDateText(values.billing_date) ? values : { ...values, billing_date: '' };
}

/**
 * Order entry: customer and details, lines, order-level figures, shipment and billing, with
 * the live totals beside them. Autosaved per account with its Idempotency-Key (restored after
 * a reload or a lapsed key); one create at a time; the service's 422 details on their fields.
 */
export function OrderForm({ initialCustomer, onCreated }: Props) {
  const { t } = useTranslation('orders');
  const config = useConfig();
  const draft = useFormDraft(ORDER_DRAFT, orderDraftSchema);
  const [start] = useState(() => {
    const defaults = emptyOrderForm({
      warehouseId: config.warehouses[0]?.id ?? '',
      currency: config.currency,
      lineTaxes: defaultTaxIds(config.taxes),
    });
    const stored = draft.initial ? restorable(draft.initial) : null;
    const restored = stored !== null && hasContent(stored, defaults);
    const base = restored ? stored : defaults;
    return {
      defaults,
      restored,
      values: initialCustomer ? { ...base, customer_id: initialCustomer } : base,
    };
  });
  const [restored, setRestored] = useState(start.restored);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const form = useForm<OrderFormValues>({
    resolver: zodResolver(orderFormSchema, undefined, { raw: true }),
    defaultValues: start.values,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const send = useOrderSubmit({ form, draft, onCreated });
  useAutosave(form, draft, { enabled: !send.done });
  useSaveShortcut(send.submit);

  // What was typed in the last moments is kept even if the page goes away now (a 401, a link).
  const { save } = draft;
  const { isSent } = send;
  useEffect(
    () => () => {
      const values = form.getValues();
      if (!isSent() && hasContent(values, start.defaults)) save(values);
    },
    [form, save, start.defaults, isSent],
  );

  // Leaving with an order on screen asks first (the draft is kept either way).
  const leaveGuard = useUnsavedChangesGuard(
    () => !isSent() && hasContent(form.getValues(), start.defaults),
    {
      draftKept: true,
    },
  );

  const discard = () => {
    setConfirmDiscard(false);
    draft.discard();
    form.reset(start.defaults);
    setRestored(false);
    send.clear();
  };

  // Enter in a one-line field must not send the whole order. (Events of dialogs opened from the
  // form, such as the new-contact form, reach here through React's portal: they are not ours.)
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (!e.currentTarget.contains(target)) return;
    if (e.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'checkbox')
      e.preventDefault();
  };
  const onSubmit = (e: SubmitEvent<HTMLFormElement>) => {
    if (e.target !== e.currentTarget) return; // another form's submit, bubbled through a portal
    void send.submit(e);
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
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: 'minmax(0, 1fr) 350px',
            xl: 'minmax(0, 1fr) 410px',
          },
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
          <StockWarningsSummary />
          <SubmitArea
            failure={send.failure}
            unmapped={send.unmapped}
            invalidTried={send.invalidTried}
            pending={send.pending}
            onRetry={() => void send.submit()}
            onNewAttempt={send.newAttempt}
            waiting={send.waiting}
            onCancelWaiting={send.cancelWaiting}
          />
        </TotalsPanel>
      </Box>
      {leaveGuard}
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
