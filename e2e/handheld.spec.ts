import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiWrite,
  courierOrderBody,
  DEMO_KEY,
  expect,
  expectAccessible,
  menuSettled,
  seedKey,
  setTheme,
  test,
  unique,
} from './fixtures.ts';

/*
 * Handheld layouts (issue 16): a 390x844 touch phone. The product search as a list of rows
 * (name, SKU, price, available; the whole row one tap target) with the filters behind a button;
 * the shipment board one status at a time under a switcher, moves through the card's menu; and
 * every page without sideways scrolling at 360 px.
 */

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

interface Product {
  id: string;
  name: string;
  sku: string;
  price: number;
  stock_available: number;
}

interface Created {
  id: string;
  number: number;
  label: string;
  shipmentId: string;
}

/** An active product with a long name (`word` in it), a whole price and `stock` in wh-main. */
async function createProduct(page: Page, word: string, stock: number): Promise<Product> {
  const sku = unique('HH').toUpperCase();
  const name = `${word} Aceite de oliva extra virgen prensado en frío botella de vidrio 750 ml ${sku}`;
  const product = await apiWrite<{ id: string }>(page, '/v1/products', {
    name,
    sku,
    price: 123456,
    status: 'active',
  });
  if (stock > 0) {
    await apiWrite(page, '/v1/warehouse-products/stock/update-list', {
      movements: [
        { warehouse_id: 'wh-main', product_id: product.id, operation: 'add', quantity: stock },
      ],
    });
  }
  return { id: product.id, name, sku, price: 123456, stock_available: stock };
}

/** Orders with a courier shipment for one new contact (through the API). */
async function createOrders(page: Page, count: number): Promise<Created[]> {
  const contact = await apiWrite<{ id: string }>(page, '/v1/contacts', {
    first_name: 'Dora',
    last_name: unique('Mano'),
  });
  const out: Created[] = [];
  for (let i = 0; i < count; i++) {
    const order = await apiWrite<{ id: string; number: number; shipment: { id: string } }>(
      page,
      '/v1/orders',
      courierOrderBody(contact.id),
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
  await apiWriteRequest(request, '/v1/shipments/status/update', { shipmentId, statusId }, 'PUT');
}

async function apiWriteRequest(
  request: APIRequestContext,
  path: string,
  data: unknown,
  method: 'PUT' | 'POST',
) {
  const headers = { 'X-Api-Key': DEMO_KEY, 'Idempotency-Key': crypto.randomUUID() };
  const res = await request.fetch(path, { method, headers, data });
  expect(res.ok(), `${method} ${path}: ${res.status()}`).toBe(true);
}

async function shipmentStatus(request: APIRequestContext, orderId: string): Promise<string> {
  const res = await request.get(`/v1/orders/${orderId}`, { headers: { 'X-Api-Key': DEMO_KEY } });
  return ((await res.json()) as { shipment: { status_id: string } }).shipment.status_id;
}

/** Opens the board and tracks the orders through the "Track orders" dialog, then closes it. */
async function trackOrders(page: Page, orders: Created[]) {
  await page.goto('/shipments');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  await page.getByRole('button', { name: 'Track orders' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Track orders' });
  await dialog.getByLabel('Order ids').fill(orders.map((o) => o.id).join('\n'));
  await dialog.getByRole('button', { name: 'Track', exact: true }).click();
  await expect(dialog.getByText(`Now tracking ${orders.length} order`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Search results' });
const rowOf = (page: Page, id: string) => grid(page).locator(`tr[data-id="${id}"]`);
const cardIn = (scope: Page | Locator, o: Created) =>
  scope
    .getByRole('button', { name: `Order ${o.label}`, exact: true })
    .locator('xpath=ancestor::li[@data-shipment-card][1]');

/** How far the page scrolls sideways (0: not at all). */
const sideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.describe('handheld (390x844, touch)', () => {
  test.use(PHONE);

  test('product rows show name, SKU, price and stock; a tap anywhere on a row opens it', async ({
    signedIn: page,
  }) => {
    const product = await createProduct(page, unique('Fila'), 37);
    await page.goto(`/products?q=${encodeURIComponent(product.sku)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    const row = rowOf(page, product.id);
    await expect(row).toBeVisible();

    // every figure on screen, none cut: the long name wraps instead of ending in "…"
    const name = row.locator('[data-field="name"]');
    await expect(name).toHaveText(product.name);
    await expect(row.locator('[data-field="sku"]')).toHaveText(`SKU ${product.sku}`);
    await expect(row.locator('[data-field="price"]')).toHaveText(/123,456/);
    await expect(row.locator('[data-field="stock_available"]')).toHaveText('Available 37');
    for (const field of ['name', 'sku', 'price', 'stock_available']) {
      const cell = row.locator(`[data-field="${field}"]`);
      const box = await cell.boundingBox();
      expect(box, field).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, field).toBe(true);
      const clipped = await cell.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
      expect(clipped, `${field} is cut`).toBe(false);
    }
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await name.boundingBox())?.height ?? 0).toBeGreaterThan(lineHeight * 1.5);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // the row is one tap target of at least 48 px: a tap on its SKU opens the product
    const rowBox = await row.boundingBox();
    expect(rowBox?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(rowBox?.width ?? 0).toBeGreaterThan(300);
    await expectAccessible(page, 'the product list at 390 px');
    await row.locator('[data-field="sku"]').tap();
    await expect(page).toHaveURL(new RegExp(`/products/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  test('the filters open behind a "Filters" button, apply, and the button counts them', async ({
    signedIn: page,
  }) => {
    // two products only this test has: one with stock, one without
    const word = unique('Filtro');
    const inStock = await createProduct(page, word, 5);
    const empty = await createProduct(page, word, 0);
    await page.goto(`/products?q=${encodeURIComponent(word)}`);
    await expect(rowOf(page, inStock.id)).toBeVisible();
    await expect(rowOf(page, empty.id)).toBeVisible();

    // the filters are not on the page itself, only the button
    await expect(page.getByRole('checkbox', { name: 'In stock only' })).toHaveCount(0);
    const button = page.getByRole('button', { name: /^Filters/ });
    await expect(button).toHaveAccessibleName('Filters');
    expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
    await button.tap();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, 'the filters dialog at 390 px');

    // "In stock only" applies at once: the search asks for it, the list behind follows
    await dialog.getByLabel('In stock only').tap();
    await expect(dialog.getByLabel('In stock only')).toBeChecked();
    await expect(page).toHaveURL(/[?&]in_stock=true/);
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    await expect(page).toHaveURL(/[?&]status=active/);
    const show = dialog.getByRole('button', { name: 'Show 1 product' });
    await expect(show).toBeVisible();
    await show.tap();
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAccessibleName('Filters (2 active)');
    await expect(rowOf(page, inStock.id)).toBeVisible();
    await expect(rowOf(page, empty.id)).toHaveCount(0);
    await expect(grid(page).locator('tr[data-id]')).toHaveCount(1);

    // "Clear filters" in the dialog clears them (and the words searched, as on a desktop)
    await page.goto(`/products?q=${encodeURIComponent(word)}&in_stock=true`);
    await expect(button).toHaveAccessibleName('Filters (1 active)');
    await expect(rowOf(page, empty.id)).toHaveCount(0);
    await button.tap();
    await dialog.getByRole('button', { name: 'Clear filters' }).tap();
    await expect(page).not.toHaveURL(/in_stock|[?&]q=/);
    await expect(dialog.getByLabel('In stock only')).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Close the filters' }).tap();
    await expect(dialog).toBeHidden();
    await expect(button).toHaveAccessibleName('Filters');
    await expect(page.getByText(/^Matching products: [\d,]+$/)).toBeVisible();
  });

  test('paging by touch: 48 px controls, the next page shown from its first row', async ({
    signedIn: page,
  }) => {
    await page.goto('/products');
    await expect(grid(page).locator('tr[data-id]').first()).toBeVisible();
    const next = page.getByRole('button', { name: 'Go to next page' });
    for (const control of [
      next,
      page.getByRole('button', { name: 'Go to previous page' }),
      page.getByRole('combobox', { name: /Rows per page/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
    }
    const firstBefore = await grid(page).locator('tr[data-id]').first().getAttribute('data-id');
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^26–50 of /)).toBeVisible();
    const first = grid(page).locator('tr[data-id]').first();
    await expect(first).not.toHaveAttribute('data-id', firstBefore ?? '');
    await expect(first).toBeInViewport();
  });

  test('the board shows one status at a time, switches, and moves a card with its menu', async ({
    signedIn: page,
  }) => {
    const [a, b] = await createOrders(page, 2);
    if (!a || !b) throw new Error('orders not created');
    await moveThroughApi(page.request, b.shipmentId, 'st-preparing');
    await trackOrders(page, [a, b]);

    const switcher = page.getByRole('combobox', { name: 'Status shown' });
    await expect(switcher).toBeVisible();
    // one column on screen, the first status: a's card, not b's
    await expect(page.locator('section[data-status-column]')).toHaveCount(1);
    await expect(page.locator('section[data-status-column="st-pending"]')).toBeVisible();
    await expect(cardIn(page, a)).toBeVisible();
    await expect(cardIn(page, b)).toHaveCount(0);
    await expect(switcher.locator('option[value="st-pending"]')).toHaveText('Pending (1)');
    await expect(switcher.locator('option[value="st-preparing"]')).toHaveText('Preparing (1)');

    // no sideways scrolling: neither the page nor the board
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    const board = page.getByRole('region', { name: 'Shipment board: one column per status' });
    expect(await board.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const column = await page.locator('section[data-status-column]').boundingBox();
    expect((column?.x ?? -1) >= 0 && (column?.x ?? 0) + (column?.width ?? 0) <= 390).toBe(true);
    await expectAccessible(page, 'the board at 390 px');

    // switching shows the other status's cards (and keeps the choice in the URL)
    await switcher.selectOption('st-preparing');
    await expect(page).toHaveURL(/[?&]status=st-preparing/);
    await expect(cardIn(page, b)).toBeVisible();
    await expect(cardIn(page, a)).toHaveCount(0);
    await page.getByRole('button', { name: 'Show the previous status' }).tap();
    await expect(cardIn(page, a)).toBeVisible();
    await page.getByRole('button', { name: 'Show the next status' }).tap();
    await expect(cardIn(page, b)).toBeVisible();

    // a move through the card's menu: b goes on to "Ready to ship"
    const moveButton = cardIn(page, b).getByRole('button', { name: `Move to…, order ${b.label}` });
    expect((await moveButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await moveButton.tap();
    await expectAccessible(page, 'the move menu at 390 px');
    await page.getByRole('menuitem', { name: 'Ready to ship' }).tap();
    const dialog = page.getByRole('dialog', { name: `Move order ${b.label}` });
    await dialog.getByRole('button', { name: 'Move to Ready to ship' }).tap();
    await expect(cardIn(page, b)).toHaveCount(0);
    await expect(switcher.locator('option[value="st-ready"]')).toHaveText('Ready to ship (1)');
    await expect(switcher.locator('option[value="st-preparing"]')).toHaveText('Preparing (0)');
    await expect(switcher).toBeFocused();
    await expect.poll(() => shipmentStatus(page.request, b.id)).toBe('st-ready');
    await switcher.selectOption('st-ready');
    await expect(cardIn(page, b)).toBeVisible();

    // the URL's status survives a reload
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Status shown' })).toHaveValue('st-ready');
    await expect(cardIn(page, b)).toBeVisible();
  });
});

/*
 * Every page at 360x740 (the narrowest handheld): the document never scrolls sideways, once the
 * page's content has loaded (its heading, and what it shows under it). Dialogs: the phone's
 * dialogs and drawers fit the screen too.
 */
test.describe('no sideways scrolling at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  const fits = async (page: Page, what: string) => {
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(overflow.scrollWidth, `${what}: page wider than the screen`).toBeLessThanOrEqual(
      overflow.innerWidth,
    );
  };
  /** A dialog or drawer: inside the screen, and nothing in it wider than it. */
  const dialogFits = async (dialog: Locator, what: string) => {
    await expect(dialog).toBeVisible();
    // measured once it has slid or faded in
    await dialog
      .page()
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const box = await dialog.boundingBox();
    expect(box, what).not.toBeNull();
    expect(
      (box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 360,
      `${what}: off screen`,
    ).toBe(true);
    expect(
      await dialog.evaluate((el) => el.scrollWidth - el.clientWidth),
      `${what}: wider inside`,
    ).toBeLessThanOrEqual(0);
  };

  test('the key screen', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await fits(page, '/login');
  });

  const pages: { path: string; ready: (page: Page) => Promise<void> }[] = [
    {
      path: '/',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
      },
    },
    {
      path: '/products',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
        await expect(grid(page).locator('tr[data-id]').first()).toBeVisible();
      },
    },
    {
      path: '/products/new',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
      },
    },
    {
      path: '/orders',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByLabel('Order id')).toBeVisible();
      },
    },
    {
      path: '/orders/new',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
      },
    },
    {
      path: '/contacts',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
      },
    },
    {
      path: '/contacts/new',
      ready: async (page) => {
        await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
      },
    },
    {
      path: '/stock',
      ready: async (page) => {
        await expect(
          page.getByRole('heading', { level: 1, name: 'Stock movements' }),
        ).toBeVisible();
      },
    },
  ];
  for (const { path, ready } of pages) {
    test(`${path} (English and Spanish)`, async ({ page }) => {
      await seedKey(page);
      await page.goto(path);
      await ready(page);
      await fits(page, path);
      // Spanish words are longer: the same page once more in Spanish
      await page.evaluate(() => localStorage.setItem('coc.language', JSON.stringify('es')));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fits(page, `${path} (es)`);
    });
  }

  test('a product page, with its filters dialog on the way', async ({ signedIn: page }) => {
    const product = await createProduct(page, 'wide', 3);
    await page.goto(`/products?q=${encodeURIComponent(product.sku)}`);
    await expect(rowOf(page, product.id)).toBeVisible();
    await page.getByRole('button', { name: /^Filters/ }).tap();
    await dialogFits(page.getByRole('dialog', { name: 'Filters' }), 'the filters dialog');
    await page.getByRole('button', { name: 'Close the filters' }).tap();
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      product.name,
    );
    await fits(page, '/products/:id');
  });

  test('an order page and the board, with their dialogs and panel', async ({ signedIn: page }) => {
    const [order] = await createOrders(page, 1);
    if (!order) throw new Error('order not created');
    await page.goto(`/orders/${order.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Order ${order.label}` }),
    ).toBeVisible();
    await expect(page.getByText('Dora').first()).toBeVisible();
    await fits(page, '/orders/:id');

    await page.goto('/shipments');
    await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
    await page.getByRole('button', { name: 'Track orders' }).first().click();
    const track = page.getByRole('dialog', { name: 'Track orders' });
    await dialogFits(track, 'the track orders dialog');
    await track.getByRole('button', { name: 'Close' }).click();
    await expect(track).toBeHidden();
    // (the order page just opened tracks the order: its card is on the board)
    await expect(cardIn(page, order)).toBeVisible();
    await fits(page, '/shipments');

    await cardIn(page, order)
      .getByRole('button', { name: `Order ${order.label}`, exact: true })
      .tap();
    const panel = page.getByRole('dialog', { name: `Shipment of order ${order.label}` });
    await expect(panel).toBeVisible();
    await dialogFits(panel, 'the shipment panel');
    await fits(page, '/shipments with the panel');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();

    await cardIn(page, order)
      .getByRole('button', { name: `Move to…, order ${order.label}` })
      .tap();
    await menuSettled(page);
    await page.getByRole('menuitem', { name: 'Delivered' }).tap();
    const move = page.getByRole('dialog', { name: `Move order ${order.label}` });
    await expect(move).toBeVisible();
    await dialogFits(move, 'the move dialog');
    await move.getByRole('button', { name: 'Cancel' }).tap();
    await expect(move).toBeHidden();
  });
});

test('light and dark: the handheld product list passes axe in both', async ({ signedIn: page }) => {
  await page.setViewportSize(PHONE.viewport);
  await page.goto('/products');
  await expect(grid(page).locator('tr[data-id]').first()).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    await setTheme(page, mode);
    await expectAccessible(page, `the product list at 390 px (${mode})`);
  }
});
