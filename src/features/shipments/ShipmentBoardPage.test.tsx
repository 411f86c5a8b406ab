// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../api/contacts';
import { createOrder, getOrder } from '../../api/orders';
import { searchProducts } from '../../api/products';
import { scopeOfKey } from '../../session/keyStorage';
import { renderApp } from '../../test/renderApp';
import { trackOrders } from '../orders/trackedOrders';

async function newOrder(city: string) {
  const contact = await createContact({ first_name: 'Rosa', last_name: 'Test' });
  const product = (await searchProducts({ page_size: 1 })).items?.[0];
  return createOrder({
    customer_id: contact.id,
    warehouse_id: 'wh-main',
    items: [{ product_id: product?.id, quantity: 1, unit_price: 1000 }],
    shipment: {
      ship_to: { city, contact_name: 'Rosa Test' },
      shipping_method: 'courier',
      cash_on_delivery_order: true,
    },
  });
}

// jsdom lays nothing out: give elements a size, so the virtualised columns render their cards.
const sizes = { clientHeight: 800, clientWidth: 300, offsetHeight: 150, offsetWidth: 280 } as const;
const saved = Object.keys(sizes).map(
  (p) => [p, Object.getOwnPropertyDescriptor(HTMLElement.prototype, p)] as const,
);
beforeAll(() => {
  for (const [p, v] of Object.entries(sizes))
    Object.defineProperty(HTMLElement.prototype, p, { configurable: true, get: () => v });
});
afterAll(() => {
  for (const [p, d] of saved) if (d) Object.defineProperty(HTMLElement.prototype, p, d);
});

describe('ShipmentBoardPage', () => {
  it('shows a tracked order in the first column and moves it through the menu, with a comment', async () => {
    const { container } = await renderApp('/shipments', { apiKey: 'demo-key' });
    expect(await screen.findByText('No shipments to show yet')).toBeInTheDocument();

    const order = await newOrder('Popayán');
    act(() => void trackOrders(scopeOfKey('demo-key'), [order.id]));
    const label = `#${order.number}`;
    const column = (status: string) => {
      const section = container.querySelector<HTMLElement>(
        `section[data-status-column="${status}"]`,
      );
      if (!section) throw new Error(`no column ${status}`);
      return section;
    };
    // (Queries by role are scoped to a column or the dialog: over the whole board they take seconds in jsdom.)
    const pending = await waitFor(() => column('st-pending'));
    expect(
      await within(pending).findByRole('button', { name: `Order ${label}` }),
    ).toBeInTheDocument();
    expect(within(pending).getByText('Cash on delivery')).toBeInTheDocument();
    expect(within(pending).getByText(/Popayán · Courier/)).toBeInTheDocument();
    // one column per active status, in the configured order
    expect(
      [...container.querySelectorAll('section[data-status-column]')].map((s) =>
        s.getAttribute('data-status-column'),
      ),
    ).toEqual([
      'st-pending',
      'st-preparing',
      'st-ready',
      'st-in-transit',
      'st-delivered',
      'st-returned',
      'st-cancelled',
    ]);

    const user = userEvent.setup();
    await user.click(within(pending).getByRole('button', { name: `Move to…, order ${label}` }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Ready to ship' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Move order ${label}` });
    fireEvent.change(within(dialog).getByLabelText('Comment (optional)'), {
      target: { value: 'Boxed at dock 3' },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Move to Ready to ship' }));

    expect(
      await within(column('st-ready')).findByRole('button', { name: `Order ${label}` }),
    ).toBeInTheDocument();
    await waitFor(async () => {
      const saved = await getOrder(order.id);
      expect(saved.shipment?.status_id).toBe('st-ready');
      expect(saved.shipment?.status_logs?.at(-1)?.comments?.[0]?.comment).toBe('Boxed at dock 3');
    });
  });
});
