import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import {
  DEMO_KEY,
  expect,
  expectAccessible,
  menuSettled,
  setTheme,
  test,
  unique,
  untilKeyboardDragListens,
} from './fixtures.ts';

const API = { 'X-Api-Key': DEMO_KEY, 'Content-Type': 'application/json' };

interface Created {
  id: string;
  number: number;
  label: string;
  shipmentId: string;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  body: unknown,
  method: 'POST' | 'PUT' = 'POST',
): Promise<T> {
  const res = await request.fetch(path, { method, headers: API, data: body });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Orders with a shipment, created through the API (a contact first, then the orders). */
async function createOrders(
  request: APIRequestContext,
  cities: string[],
  options: { cod?: boolean } = {},
): Promise<Created[]> {
  const last = unique('Envío');
  const contact = await post<{ id: string }>(request, '/v1/contacts', {
    first_name: 'Dora',
    last_name: last,
  });
  const search = await post<{ items: { id: string; price: number | null }[] }>(
    request,
    '/v1/products/search',
    { page_size: 1 },
  );
  const product = search.items[0];
  expect(product, 'a product to order').toBeDefined();
  const out: Created[] = [];
  for (const city of cities) {
    const order = await post<{ id: string; number: number; shipment: { id: string } }>(
      request,
      '/v1/orders',
      {
        customer_id: contact.id,
        warehouse_id: 'wh-main',
        items: [{ product_id: product?.id, quantity: 1, unit_price: product?.price ?? 1000 }],
        shipment: {
          ship_to: {
            street: 'Cra 7 # 71-21',
            city,
            country_code: 'CO',
            contact_name: `Dora ${last}`,
          },
          shipping_method: 'courier',
          shipping_cost: 9000,
          cash_on_delivery_order: options.cod ?? false,
          is_gift: false,
          is_insured: false,
        },
      },
    );
    out.push({
      id: order.id,
      number: order.number,
      label: `#${order.number}`,
      shipmentId: order.shipment.id,
    });
  }
  return out;
}

async function moveThroughApi(request: APIRequestContext, shipmentId: string, statusId: string) {
  await post(request, '/v1/shipments/status/update', { shipmentId, statusId }, 'PUT');
}

async function readOrder(request: APIRequestContext, id: string) {
  const res = await request.get(`/v1/orders/${id}`, { headers: API });
  return (await res.json()) as {
    shipment: {
      status_id: string;
      status_logs: { status_id: string; comments: { comment: string }[] }[];
    };
  };
}

/** Opens the board and tracks the orders through the "Track orders" dialog. */
async function trackOrders(page: Page, orders: Created[], extra: string[] = []) {
  await page.goto('/shipments');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  await page.getByRole('button', { name: 'Track orders' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Track orders' });
  await dialog.getByLabel('Order ids').fill([...orders.map((o) => o.id), ...extra].join('\n'));
  await dialog.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(dialog.getByText(`Now tracking ${orders.length} order`)).toBeVisible();
  return dialog;
}

const column = (page: Page, statusId: string) =>
  page.locator(`section[data-status-column="${statusId}"]`);
/** The card of an order (in a column, or anywhere on the page). */
const cardIn = (scope: Page | Locator, o: Created) =>
  scope
    .getByRole('button', { name: `Order ${o.label}`, exact: true })
    .locator('xpath=ancestor::li[@data-shipment-card][1]');

async function expectIn(page: Page, o: Created, statusId: string) {
  await expect(cardIn(column(page, statusId), o)).toBeVisible();
}

function statusPuts(page: Page): Request[] {
  const puts: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === '/v1/shipments/status/update')
      puts.push(r);
  });
  return puts;
}

/** The drag shows, and dnd-kit listens for the arrow keys (it starts in a timer after the pick-up). */
async function expectPickedUp(page: Page, o: Created) {
  await expect(cardIn(page, o).locator('article')).toHaveClass(/sb-dragging/);
  await expect(page.getByRole('status').filter({ hasText: `order ${o.label}` })).toBeAttached();
  await untilKeyboardDragListens(page);
}

/**
 * Presses on the card once it stands still (hover waits for a stable box: the board may still
 * be laying out cards that just arrived), drags it past dnd-kit's 6 px threshold, and moves to
 * the target only once the drag is on, measuring the target then. The card is first scrolled to
 * the middle of the window, out of dnd-kit's auto-scroll zones.
 */
async function dragWithMouse(page: Page, card: Locator, target: Locator) {
  const grip = card.locator('.sb-customer');
  // Away from the window's edges: a press within dnd-kit's auto-scroll zone (a fifth of the
  // scroller from an edge) scrolls the board under the pointer, the faster the idler the machine.
  await grip.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await grip.hover();
  const from = await grip.boundingBox();
  if (!from) throw new Error('nothing to drag');
  await page.mouse.down();
  // Past the threshold, and up out of the window's bottom fifth if the card is down there.
  const startY = Math.min(from.y + from.height / 2, (page.viewportSize()?.height ?? 900) * 0.5);
  await page.mouse.move(from.x + from.width / 2 + 20, startY, { steps: 4 });
  await expect(card.locator('article')).toHaveClass(/sb-dragging/);
  // The board may scroll under the pointer while it moves (dnd-kit's auto-scroll, faster on an
  // idle machine): the target is measured again and reached again until the drag is over it.
  await expect(async () => {
    const to = await target.boundingBox();
    if (!to) throw new Error('no column to drop on');
    await page.mouse.move(to.x + to.width / 2, to.y + 120, { steps: 6 });
    await expect(target).toHaveClass(/sb-over/, { timeout: 1000 });
  }).toPass();
  await page.mouse.up();
}

test.describe('shipment board', () => {
  test('tracks new orders, moves them by mouse, keyboard and menu, and the order page agrees', async ({
    signedIn: page,
    request,
  }) => {
    const [byMouse, byKeys, byMenu] = await createOrders(request, ['Bogotá', 'Medellín', 'Cali']);
    if (!byMouse || !byKeys || !byMenu) throw new Error('orders not created');
    const missing = `no-such-order-${Date.now()}`;
    const puts = statusPuts(page);

    // "Track orders" adds them and says which were not found
    const dialog = await trackOrders(page, [byMouse, byKeys, byMenu], [missing]);
    await expect(dialog.getByText('Not found (1)')).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: missing })).toBeVisible();
    await expect(dialog.getByLabel('Order ids')).toHaveValue(missing);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // new shipments start in the first column
    for (const o of [byMouse, byKeys, byMenu]) await expectIn(page, o, 'st-pending');
    await expect(column(page, 'st-pending').getByRole('heading', { level: 2 })).toContainText(
      'Pending',
    );

    // 1. by mouse
    await dragWithMouse(page, cardIn(page, byMouse), column(page, 'st-preparing'));
    await expectIn(page, byMouse, 'st-preparing');
    await expect.poll(() => puts.length).toBe(1);
    expect(puts[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(puts[0]?.postDataJSON()).toEqual({
      shipmentId: byMouse.shipmentId,
      statusId: 'st-preparing',
    });

    // 2. by keyboard only: Space picks up, arrows choose the column, Space drops
    const handle = page.getByRole('button', { name: `Drag order ${byKeys.label}` });
    await handle.focus();
    await page.keyboard.press('Space');
    await expectPickedUp(page, byKeys);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(column(page, 'st-ready')).toHaveClass(/sb-over/);
    await expect(
      page.getByRole('status').filter({ hasText: `Order ${byKeys.label} is over Ready to ship.` }),
    ).toBeAttached();
    await expectAccessible(page, 'the board during a keyboard drag');
    await page.keyboard.press('Space');
    await expectIn(page, byKeys, 'st-ready');
    // focus follows the card into its new column
    await expect(
      cardIn(column(page, 'st-ready'), byKeys).getByRole('button', {
        name: `Drag order ${byKeys.label}`,
      }),
    ).toBeFocused();

    // 3. through the "Move to…" menu, with a comment
    await cardIn(page, byMenu)
      .getByRole('button', { name: `Move to…, order ${byMenu.label}` })
      .click();
    await menuSettled(page);
    const menu = page.getByRole('menu', { name: `Move order ${byMenu.label} to` });
    await expect(menu.getByRole('menuitem')).toHaveCount(6);
    await menu.getByRole('menuitem', { name: 'In transit' }).click();
    const move = page.getByRole('dialog', { name: `Move order ${byMenu.label}` });
    await move.getByLabel('Comment (optional)').fill('Left with courier 12');
    await move.getByRole('button', { name: 'Move to In transit' }).click();
    await expectIn(page, byMenu, 'st-in-transit');
    await expect(page.getByText('Saving…')).toHaveCount(0);
    await expect.poll(() => puts.length).toBe(3);
    expect(puts[2]?.postDataJSON()).toEqual({
      shipmentId: byMenu.shipmentId,
      statusId: 'st-in-transit',
      comment: 'Left with courier 12',
    });
    expect(new Set(puts.map((p) => p.headers()['idempotency-key'])).size).toBe(3);

    // after a reload the board shows what the service has
    await page.reload();
    await expectIn(page, byMouse, 'st-preparing');
    await expectIn(page, byKeys, 'st-ready');
    await expectIn(page, byMenu, 'st-in-transit');
    for (const [o, status] of [
      [byMouse, 'st-preparing'],
      [byKeys, 'st-ready'],
      [byMenu, 'st-in-transit'],
    ] as const) {
      const server = await readOrder(request, o.id);
      expect(server.shipment.status_id).toBe(status);
      expect(server.shipment.status_logs).toHaveLength(2);
    }

    // the side panel: history newest first, with the comment; then the order page agrees
    await cardIn(page, byMenu)
      .getByRole('button', { name: `Order ${byMenu.label}`, exact: true })
      .click();
    const panel = page.getByRole('dialog', { name: `Shipment of order ${byMenu.label}` });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]order=${byMenu.id}`));
    const history = panel
      .getByRole('list', { name: 'Status history, newest first' })
      .getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText('In transit');
    await expect(history.nth(0)).toContainText('Left with courier 12');
    await expect(history.nth(1)).toContainText('Pending');
    await expect(panel.getByText('Cali', { exact: false }).first()).toBeVisible();
    await expectAccessible(page, 'the shipment panel');
    await panel.getByRole('link', { name: `Open order ${byMenu.label}` }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${byMenu.id}$`));
    const shipmentCard = page.getByRole('region', { name: 'Shipment', exact: true });
    await expect(shipmentCard).toContainText('In transit');
    await expect(shipmentCard).toContainText('Left with courier 12');
  });

  test('a 500 on a move puts the card back with the message; retry reuses the key', async ({
    signedIn: page,
    request,
  }) => {
    const [order] = await createOrders(request, ['Cartagena']);
    if (!order) throw new Error('order not created');
    const puts = statusPuts(page);
    const dialog = await trackOrders(page, [order]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectIn(page, order, 'st-pending');

    await page.route('**/v1/shipments/status/update', (route) =>
      route.fulfill({ status: 500, json: { code: 'internal', message: 'Database unavailable' } }),
    );
    await cardIn(page, order)
      .getByRole('button', { name: `Move to…, order ${order.label}` })
      .click();
    await menuSettled(page);
    await page.getByRole('menuitem', { name: 'Preparing' }).click();
    await page
      .getByRole('dialog', { name: `Move order ${order.label}` })
      .getByRole('button', { name: 'Move to Preparing' })
      .click();

    const alert = page
      .getByRole('alert')
      .filter({ hasText: `Order ${order.label} could not be moved to Preparing` });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('The service had a problem (500)');
    await expect(alert).toContainText('Database unavailable');
    await expect(alert).toContainText('Retrying is safe');
    await expectIn(page, order, 'st-pending');
    await expect(cardIn(column(page, 'st-preparing'), order)).toHaveCount(0);
    expect((await readOrder(request, order.id)).shipment.status_id).toBe('st-pending');
    await expectAccessible(page, 'the board with a failed move');

    await page.unroute('**/v1/shipments/status/update');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expectIn(page, order, 'st-preparing');
    await expect(alert).toHaveCount(0);
    await expect.poll(() => puts.length).toBe(2);
    expect(puts[1]?.headers()['idempotency-key']).toBe(puts[0]?.headers()['idempotency-key']);
    await expect
      .poll(async () => (await readOrder(request, order.id)).shipment.status_id)
      .toBe('st-preparing');
  });

  test('moving back to an earlier status asks first', async ({ signedIn: page, request }) => {
    const [order] = await createOrders(request, ['Pasto']);
    if (!order) throw new Error('order not created');
    await moveThroughApi(request, order.shipmentId, 'st-in-transit');
    const dialog = await trackOrders(page, [order]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectIn(page, order, 'st-in-transit');
    const puts = statusPuts(page);

    // a keyboard drop one column back: asked, and cancelled
    const handle = page.getByRole('button', { name: `Drag order ${order.label}` });
    await handle.focus();
    await page.keyboard.press('Enter');
    await expectPickedUp(page, order);
    await page.keyboard.press('ArrowLeft');
    await expect(column(page, 'st-ready')).toHaveClass(/sb-over/);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: `Move order ${order.label} back?` });
    await expect(confirm).toContainText('Ready to ship comes before In transit');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expectIn(page, order, 'st-in-transit');
    await expect(handle).toBeFocused();
    expect(puts).toHaveLength(0);

    // through the menu, earlier steps are marked; confirmed, it moves
    await cardIn(page, order)
      .getByRole('button', { name: `Move to…, order ${order.label}` })
      .click();
    await menuSettled(page);
    await expect(page.getByRole('menuitem', { name: /Pending.*Earlier step/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Delivered', exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: /Pending/ }).click();
    const back = page.getByRole('dialog', { name: `Move order ${order.label} back?` });
    await back.getByLabel('Comment (optional)').fill('Customer was not home');
    await back.getByRole('button', { name: 'Move back to Pending' }).click();
    await expectIn(page, order, 'st-pending');
    await expect
      .poll(async () => (await readOrder(request, order.id)).shipment.status_id)
      .toBe('st-pending');
  });

  test('a 409 (already in that status) refreshes the card', async ({ signedIn: page, request }) => {
    const [order] = await createOrders(request, ['Tunja']);
    if (!order) throw new Error('order not created');
    const dialog = await trackOrders(page, [order]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expectIn(page, order, 'st-pending');

    // someone else moves it meanwhile
    await moveThroughApi(request, order.shipmentId, 'st-ready');
    await cardIn(page, order)
      .getByRole('button', { name: `Move to…, order ${order.label}` })
      .click();
    await menuSettled(page);
    await page.getByRole('menuitem', { name: 'Ready to ship' }).click();
    await page
      .getByRole('dialog', { name: `Move order ${order.label}` })
      .getByRole('button', { name: 'Move to Ready to ship' })
      .click();
    const alert = page
      .getByRole('alert')
      .filter({ hasText: `Order ${order.label} already was in Ready to ship` });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('already in status');
    await expect(alert.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expectIn(page, order, 'st-ready');
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect(alert).toHaveCount(0);
  });

  test('filters by city or number, keeps the filter in the URL, and is accessible in light, dark and at 390 px', async ({
    signedIn: page,
    request,
  }) => {
    const city = unique('Villa');
    const [a, b] = await createOrders(request, [city, 'Neiva'], { cod: true });
    if (!a || !b) throw new Error('orders not created');
    const dialog = await trackOrders(page, [a, b]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(cardIn(page, a)).toContainText('Cash on delivery');

    await page.getByLabel('Filter shipments').fill(city.toLowerCase());
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(cardIn(page, a)).toBeVisible();
    await expect(cardIn(page, b)).toHaveCount(0);
    await expect(page.getByText('1 of 2 shipments shown')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Filter shipments')).toHaveValue(city.toLowerCase());
    await page.getByLabel('Filter shipments').fill(b.label);
    await expect(cardIn(page, b)).toBeVisible();
    await expect(cardIn(page, a)).toHaveCount(0);
    await page.getByLabel('Filter shipments').fill('');

    // refresh re-reads the tracked orders and says when
    await moveThroughApi(request, b.shipmentId, 'st-preparing');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectIn(page, b, 'st-preparing');
    await expect(page.getByText(/^Last updated /)).toBeVisible();

    await setTheme(page, 'light');
    await expectAccessible(page, 'the board (light)');
    await setTheme(page, 'dark');
    await expectAccessible(page, 'the board (dark)');
    await cardIn(page, a)
      .getByRole('button', { name: `Move to…, order ${a.label}` })
      .click();
    await menuSettled(page);
    await expectAccessible(page, 'the move menu (dark)');
    await page.keyboard.press('Escape');

    // phones: one status at a time under the switcher (no sideways scrolling), "Move to…" moves
    await page.setViewportSize({ width: 390, height: 844 });
    await setTheme(page, 'light');
    const scroll = await page
      .locator('.sb-board')
      .evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    expect(scroll.scrollWidth).toBeLessThanOrEqual(scroll.clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await cardIn(page, a)
      .getByRole('button', { name: `Move to…, order ${a.label}` })
      .click();
    await menuSettled(page);
    await page.getByRole('menuitem', { name: 'Delivered' }).click();
    await page
      .getByRole('dialog', { name: `Move order ${a.label}` })
      .getByRole('button', { name: 'Move to Delivered' })
      .click();
    await page.getByRole('combobox', { name: 'Status shown' }).selectOption('st-delivered');
    await expectIn(page, a, 'st-delivered');
    await expectAccessible(page, 'the board at 390 px');
  });

  test('in Spanish, the board and the order page name the statuses as config.json names them in Spanish', async ({
    signedIn: page,
    request,
  }) => {
    const [order] = await createOrders(request, ['Manizales']);
    if (!order) throw new Error('order not created');
    await moveThroughApi(request, order.shipmentId, 'st-in-transit');
    const dialog = await trackOrders(page, [order]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(column(page, 'st-pending').getByRole('heading', { level: 2 })).toHaveText(
      /^Pending,/,
    );

    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Envíos' })).toBeVisible();
    await expect(column(page, 'st-pending').getByRole('heading', { level: 2 })).toHaveText(
      /^Pendiente,/,
    );
    await expect(column(page, 'st-in-transit').getByRole('heading', { level: 2 })).toHaveText(
      /^En tránsito,/,
    );
    await expect(column(page, 'st-in-transit')).toContainText(order.label);

    // the order page agrees with the board (the record inside the shipment says "In transit")
    await page.goto(`/orders/${order.id}`);
    const shipment = page.getByRole('region', { name: 'Envío' });
    await expect(shipment.getByRole('definition').first()).toHaveText('En tránsito');
    await expect(
      shipment.getByRole('list', { name: 'Historial de estados del envío' }).getByRole('listitem'),
    ).toHaveText([/^Pendiente/, /^En tránsito/]);
    await expect(shipment).not.toContainText('In transit');
    await expect(shipment).toContainText('Mensajería'); // the method "courier", named as the board names it
  });

  test('with nothing tracked, says how to add orders', async ({ signedIn: page }) => {
    await page.goto('/shipments');
    await expect(page.getByText('No shipments to show yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'New order' })).toHaveAttribute(
      'href',
      '/orders/new',
    );
    await expectAccessible(page, 'the empty board');
  });
});
