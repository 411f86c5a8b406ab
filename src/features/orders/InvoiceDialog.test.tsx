// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSandbox } from '../../../sandbox/testSupport';
import { createContact } from '../../api/contacts';
import { createOrder, invoiceOrder } from '../../api/orders';
import type { Order } from '../../api/schemas/order';
import { initI18n } from '../../i18n/i18n';
import { useOrder } from '../../queries/orders';
import { runSignOutHooks } from '../../session/sessionEvents';
import { jsonAnswer, renderWithProviders, unavailable } from '../../test/renderWithProviders';
import { setUpTestApi } from '../../test/testApi';

// Feature modules add their strings when they load, so the language must be set first.
initI18n('en');
const { InvoiceDialog } = await import('./InvoiceDialog');
await import('./OrderPage'); // registers the orders catalog

afterEach(() => {
  runSignOutHooks();
});

/** What the order's page would show: the order as its query has it. */
function Billing({ id }: { id: string }) {
  const { data } = useOrder(id);
  return (
    <p>
      {data ? (data.is_billed ? `billed ${data.invoice_number ?? ''}` : 'not billed') : 'loading'}
    </p>
  );
}

/** A fresh sandbox with one open order, and the dialog open over it. */
async function openDialog(prepare?: (order: Order) => Promise<unknown>) {
  const api = setUpTestApi({ sandbox: testSandbox().app });
  const customer = await createContact({ first_name: 'Factura' });
  const order = await createOrder({
    customer_id: customer.id,
    warehouse_id: 'wh-main',
    items: [
      { is_custom_item: true, custom_item_name: 'Consulting', quantity: 1, unit_price: 100000 },
    ],
  });
  await prepare?.(order);
  const onClose = vi.fn<() => void>();
  const view = await renderWithProviders(
    <>
      <Billing id={order.id} />
      <InvoiceDialog order={order} onClose={onClose} />
    </>,
    { api },
  );
  await screen.findByText(/billed/);
  const invoicePath = `/v1/orders/${order.id}/invoice`;
  return { ...view, order, onClose, invoices: () => api.writes(invoicePath) };
}

const dialog = () => screen.getByRole('dialog', { name: /^Invoice order #\d+$/ });
const invoiceButton = () =>
  within(dialog()).getByRole('button', { name: /^(Invoice|Invoicing…)$/ });

describe('InvoiceDialog', () => {
  it('sends one invoice for five fast submits (clicks and Enters)', async () => {
    const { respond, invoices, onClose } = await openDialog();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    respond(async (_request, forward) => {
      await gate;
      return forward();
    });
    const form = dialog().querySelector('form');
    if (!form) throw new Error('no form');
    fireEvent.click(invoiceButton());
    for (let i = 0; i < 4; i += 1) fireEvent.submit(form); // as Enter in the field would
    expect(invoiceButton()).toBeDisabled();
    expect(invoiceButton()).toHaveTextContent('Invoicing…');
    open();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(invoices()).toHaveLength(1);
    expect(await screen.findByText(/^Order invoiced as FE-\d+$/)).toBeInTheDocument();
    expect(await screen.findByText(/^billed FE-\d+$/)).toBeInTheDocument();
  });

  it.each([
    [
      'a 503 after the service invoiced it',
      (forward: () => Promise<Response>) => forward().then(() => unavailable()),
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'keeps the key after a lost answer (%s): Retry sends the same key and invoices once',
    async (_name, lose) => {
      const user = userEvent.setup({ delay: null });
      const { respond, invoices, onClose } = await openDialog();
      respond((request, forward) => (request.method === 'POST' ? lose(forward) : forward()));
      await user.click(invoiceButton());
      expect(
        await within(dialog()).findByText(/may or may not have been applied/),
      ).toBeInTheDocument();
      expect(invoices()).toHaveLength(1); // never retried on its own
      expect(onClose).not.toHaveBeenCalled();

      respond(null);
      await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
      const [first, second] = invoices();
      expect(invoices()).toHaveLength(2);
      expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
      // The service's answer to the retry is the invoice it made the first time.
      expect(await screen.findByText(/^billed FE-\d+$/)).toBeInTheDocument();
    },
  );

  it('renews the key after a 422 refusal and shows the message at the numeration', async () => {
    const user = userEvent.setup({ delay: null });
    const { respond, invoices, onClose } = await openDialog();
    respond((request, forward) =>
      request.method === 'POST'
        ? jsonAnswer(422, {
            code: 'validation_failed',
            message: '1 field is invalid',
            details: [
              { path: 'numeration_id', message: 'is not an invoice numeration of the account' },
            ],
          })
        : forward(),
    );
    await user.click(invoiceButton());
    expect(
      await within(dialog()).findByText('is not an invoice numeration of the account'),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    respond(null);
    await user.click(invoiceButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [first, second] = invoices();
    expect(invoices()).toHaveLength(2);
    expect(second?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('a 409 while the first request still runs: the reason, a Retry with the same key, and no "already invoiced"', async () => {
    const user = userEvent.setup({ delay: null });
    const { respond, invoices, onClose, requests, order } = await openDialog();
    const message = 'A request with this Idempotency-Key is still being processed';
    respond((request, forward) =>
      request.method === 'POST' ? jsonAnswer(409, { code: 'conflict', message }) : forward(),
    );
    await user.click(invoiceButton());
    expect(await within(dialog()).findByText(message)).toBeInTheDocument();
    expect(within(dialog()).getByText(/wait a moment and retry/)).toBeInTheDocument();
    // The order was read again, and the service does not show it invoiced: the dialog stays.
    const posted = requests.findIndex((r) => r.method === 'POST');
    expect(
      requests.slice(posted).some((r) => r.method === 'GET' && r.path === `/v1/orders/${order.id}`),
    ).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText('not billed')).toBeInTheDocument();
    expect(screen.queryByText(/already invoiced/)).not.toBeInTheDocument();

    respond(null);
    await user.click(within(dialog()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const [first, second] = invoices();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('a 409 for an order invoiced elsewhere: the order is read again and shown invoiced', async () => {
    const user = userEvent.setup({ delay: null });
    const { invoices, onClose } = await openDialog((order) =>
      invoiceOrder(order.id, { numeration_id: 'num-pos' }, { idempotencyKey: crypto.randomUUID() }),
    );
    await user.click(invoiceButton());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(
      await screen.findByText('This order was already invoiced. The page now shows its invoice.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^billed POS-\d+$/)).toBeInTheDocument();
    expect(invoices()).toHaveLength(2); // the other tab's, and this one's
  });
});
