import type { Locator, Page, Request } from '@playwright/test';
import {
  holdRequests,
  DEMO_KEY,
  expect,
  expectAccessible,
  requestsTo,
  switchLanguage,
  test,
  unique,
} from './fixtures.ts';

/*
 * The sales desk (issue 17): order entry that warns before mistakes (stock, the shipment's
 * contact, an undoable removal), Ctrl+S and the shortcut list, orders opened by id only, and a
 * newcomer's first step on the sandbox (its demo orders into "Track orders").
 */

interface SearchItem {
  id: string;
  name: string;
  sku: string;
  price: number;
  stock_available: number;
}

/** A product with a little stock, whose SKU finds exactly it. */
async function productWithStock(page: Page): Promise<SearchItem> {
  const res = await page.request.post('/v1/products/search', {
    headers: { 'X-Api-Key': DEMO_KEY },
    data: {
      page_size: 50,
      filters: { status: 'active', stock_min: 1, stock_max: 500 },
      sort: { field: 'stock_available', direction: 'asc' },
    },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { items: SearchItem[] };
  const item = body.items.find(
    (p) => p.sku && Number.isInteger(p.stock_available) && p.stock_available > 0,
  );
  expect(item, 'a product with 1..500 available').toBeDefined();
  return item as SearchItem;
}

/** A contact of the demo account (the service checks an order's customer). */
async function newContactId(page: Page): Promise<string> {
  const res = await page.request.post('/v1/contacts', {
    headers: { 'X-Api-Key': DEMO_KEY, 'Idempotency-Key': crypto.randomUUID() },
    data: { first_name: unique('Cliente') },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const line = (page: Page, n: number, word = 'Line'): Locator =>
  page.getByRole('listitem', { name: `${word} ${n}`, exact: true });

async function openEntry(page: Page, title = 'New order') {
  await page.goto('/orders/new');
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function pickProduct(page: Page, l: Locator, product: SearchItem, label = 'Product') {
  const box = l.getByRole('combobox', { name: label });
  await box.fill(product.sku);
  await expect(page.getByRole('listbox')).toHaveAttribute('aria-busy', 'false');
  await page.getByRole('option').filter({ hasText: product.sku }).click();
  await expect(box).toHaveValue(product.name);
}

function posts(page: Page, path: string): Request[] {
  return requestsTo(page, 'POST', path);
}

/** Whether the last Ctrl+S the page saw was kept from the browser (no "save page" dialog). */
async function watchSaveKey(page: Page) {
  await page.evaluate(() => {
    const w = window as Window & { saveKeys?: boolean[] };
    w.saveKeys = [];
    window.addEventListener('keydown', (e) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 's')
        w.saveKeys?.push(e.defaultPrevented);
    });
  });
  return () => page.evaluate(() => (window as Window & { saveKeys?: boolean[] }).saveKeys ?? []);
}

test.describe('sales desk', () => {
  test('a line beyond the available stock warns on the line and in the summary (Spanish figures); the order still saves', async ({
    signedIn: page,
  }) => {
    const product = await productWithStock(page);
    const orders = posts(page, '/v1/orders');
    await page.goto('/orders/new');
    await switchLanguage(page, 'es');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo pedido' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Cliente' }).fill(await newContactId(page));
    const first = line(page, 1, 'Línea');
    await pickProduct(page, first, product, 'Producto');
    const es = (n: number) => new Intl.NumberFormat('es-CO').format(n);
    const quantity = first.getByLabel('Cantidad');
    // Within the stock: no warning.
    await quantity.fill(String(product.stock_available));
    await expect(page.getByTestId('line-0-stock')).toBeEmpty();
    await expect(page.getByTestId('stock-warnings')).toHaveCount(0);
    // 100.000 typed the Spanish way (a hundred thousand).
    await quantity.fill('100.000');
    const warning = `Solo hay ${es(product.stock_available)} disponibles; esta línea pide 100.000.`;
    await expect(page.getByTestId('line-0-stock')).toContainText(warning);
    const summary = page.getByTestId('stock-warnings');
    await expect(summary).toContainText('1 línea pide más de lo disponible');
    await expect(summary).toContainText(
      `Línea 1, ${product.name}: solo hay ${es(product.stock_available)} disponibles, pide 100.000.`,
    );
    await expectAccessible(page, 'order entry with a stock warning (Spanish)');
    await page.getByRole('button', { name: 'Crear pedido' }).click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    expect(orders).toHaveLength(1);
    const body = orders[0]?.postDataJSON() as { items: { product_id: string; quantity: number }[] };
    expect(body.items[0]).toMatchObject({ product_id: product.id, quantity: 100000 });
  });

  test('"Same as customer" fills the shipment contact from the chosen contact; the address stays editable', async ({
    signedIn: page,
  }) => {
    await openEntry(page);
    const first = unique('Ana');
    await page.getByRole('button', { name: 'New contact' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    await dialog.getByLabel('First name', { exact: false }).fill(first);
    await dialog.getByLabel('Last name', { exact: false }).fill('Pérez');
    await dialog.getByLabel('Email', { exact: false }).fill('ana.perez@example.com');
    await dialog.getByLabel('Phone number', { exact: false }).fill('3001234567');
    await dialog.getByRole('button', { name: 'Create contact' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveValue(
      new RegExp(`^${first} Pérez`),
    );

    await page.getByRole('switch', { name: 'Ship this order' }).check();
    const street = page.getByLabel('Street');
    await street.fill('Cra 7 # 71-21');
    await page.getByLabel('City').fill('Bogotá');
    await page.getByRole('button', { name: 'Same as customer' }).click();
    await expect(page.getByLabel('Contact name')).toHaveValue(`${first} Pérez`);
    await expect(page.getByLabel('Contact email')).toHaveValue('ana.perez@example.com');
    await expect(page.getByLabel('Contact phone')).toHaveValue(/3001234567$/);
    // The address was left as typed, and stays editable; so do the copied fields.
    await expect(street).toHaveValue('Cra 7 # 71-21');
    await street.fill('Calle 100 # 15-20');
    await expect(street).toHaveValue('Calle 100 # 15-20');
    await page.getByLabel('Contact name').fill('Portería');
    await expect(page.getByLabel('Contact name')).toHaveValue('Portería');

    // A typed id of a contact this browser does not know: nothing to copy, and it says why.
    await page.getByRole('combobox', { name: 'Customer' }).fill('some-unknown-id');
    await page.getByRole('combobox', { name: 'Customer' }).press('Tab');
    await expect(page.getByRole('button', { name: 'Same as customer' })).toBeDisabled();
    await expect(page.getByText('Choose a customer this browser knows')).toBeVisible();
  });

  test('removing a line asks nothing; Undo puts it back where it was with all its values', async ({
    signedIn: page,
  }) => {
    await openEntry(page);
    const l1 = line(page, 1);
    await l1.getByRole('button', { name: 'Custom item' }).click();
    await l1.getByLabel('Item name').fill('Alpha');
    await l1.getByLabel('Quantity').fill('3');
    await l1.getByLabel('Unit price').fill('12500');
    await l1.getByLabel('Comment').fill('gift wrap');
    await l1.getByRole('button', { name: 'Add discount' }).click();
    await l1.getByLabel('Percent').fill('10');
    await page.getByRole('button', { name: 'Add custom item' }).click();
    await line(page, 2).getByLabel('Item name').fill('Beta');
    const figures = await page.getByTestId('line-0-figures').textContent();

    await l1.getByRole('button', { name: 'Remove line 1' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0); // no confirmation
    await expect(page.getByRole('listitem', { name: /^Line \d$/ })).toHaveCount(1);
    await expect(line(page, 1).getByLabel('Item name')).toHaveValue('Beta');
    const notice = page
      .locator('#notistack-snackbar')
      .filter({ hasText: 'Line 1 removed (Alpha).' });
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();

    await expect(page.getByRole('listitem', { name: /^Line \d$/ })).toHaveCount(2);
    const back = line(page, 1);
    await expect(back.getByLabel('Item name')).toHaveValue('Alpha');
    await expect(back.getByLabel('Quantity')).toHaveValue('3');
    await expect(back.getByLabel('Unit price')).toHaveValue('12,500');
    await expect(back.getByLabel('Comment')).toHaveValue('gift wrap');
    await expect(back.getByLabel('Percent')).toHaveValue('10');
    await expect(page.getByTestId('line-0-figures')).toHaveText(figures ?? '');
    await expect(line(page, 2).getByLabel('Item name')).toHaveValue('Beta');
    await expect(back.getByLabel('Item name')).toBeFocused();

    // A blank line goes without a notice.
    await page.getByRole('button', { name: 'Add line' }).click();
    await line(page, 3).getByRole('button', { name: 'Remove line 3' }).click();
    await expect(page.getByRole('listitem', { name: /^Line \d$/ })).toHaveCount(2);
    await expect(
      page.locator('#notistack-snackbar').filter({ hasText: 'Line 3 removed' }),
    ).toHaveCount(0);
  });

  test('Ctrl+S on the product form sends exactly one write, through the form’s checks', async ({
    signedIn: page,
  }) => {
    const writes = posts(page, '/v1/products');
    await page.goto('/products/new');
    const saveKeys = await watchSaveKey(page);
    const name = page.getByLabel('Name');
    // An empty form: the checks speak, nothing is sent.
    await name.focus();
    await page.keyboard.press('Control+s');
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    expect(writes).toHaveLength(0);
    const productName = unique('Atajo');
    await name.fill(productName);
    // Typed and saved at once, pressed again while the first is on its way: one write.
    await page.keyboard.press('Control+s');
    await page.keyboard.press('Control+s');
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    expect(writes).toHaveLength(1);
    expect((writes[0]?.postDataJSON() as { name: string }).name).toBe(productName);
    expect(writes[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await saveKeys()).toEqual([true, true, true]);
  });

  test('Ctrl+S on order entry creates the order once; elsewhere it never opens the browser’s "save page"', async ({
    signedIn: page,
  }) => {
    const orders = posts(page, '/v1/orders');
    await openEntry(page);
    await page.getByRole('combobox', { name: 'Customer' }).fill(await newContactId(page));
    await line(page, 1).getByRole('button', { name: 'Custom item' }).click();
    await line(page, 1).getByLabel('Item name').fill('Service');
    const price = line(page, 1).getByLabel('Unit price');
    await price.fill('25000');
    // The answer is held, then the order's page (so the form stays after the answer).
    const answer = await holdRequests(page, '**/v1/orders');
    const orderPage = await holdRequests(page, '**/assets/OrderPage-*.js');
    await price.press('Control+s');
    await price.press('Control+s'); // while the first is on its way
    const created = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/v1/orders',
    );
    answer();
    expect((await created).ok()).toBe(true);
    // Answered, the page not yet moved on: a new intent would be a second order.
    await price.press('Control+s');
    orderPage();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);

    // A page without a form: Ctrl+S does nothing, and the browser's own dialog stays shut.
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const saveKeys = await watchSaveKey(page);
    await page.locator('body').press('Control+s');
    expect(await saveKeys()).toEqual([true]);
  });

  test('? lists the page’s shortcuts and the global ones (not while typing); the menu item opens it too', async ({
    signedIn: page,
  }) => {
    await openEntry(page);
    const customer = page.getByRole('combobox', { name: 'Customer' });
    await customer.fill('a?b');
    await expect(customer).toHaveValue('a?b');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('heading', { level: 1, name: 'New order' }).click();
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(dialog).toBeVisible();
    const pageList = dialog.getByRole('region', { name: 'On this page' });
    await expect(
      pageList.getByRole('row', { name: /Save this form, exactly as its button does/ }),
    ).toContainText('Ctrl+S');
    await expect(
      pageList.getByRole('row', { name: /Move the line up \(in an order line\)/ }),
    ).toContainText('Alt+Shift+↑');
    await expect(pageList.getByRole('row', { name: /Duplicate the line/ })).toContainText(
      'Alt+Shift+D',
    );
    await expect(
      dialog
        .getByRole('region', { name: 'Everywhere' })
        .getByRole('row', { name: /Show this list/ }),
    ).toContainText('?');
    await expectAccessible(page, 'the shortcut list');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Another page lists its own: the stock batch's Ctrl+S, nothing of order entry.
    await page.goto('/stock');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    await expect(dialog.getByRole('row', { name: /Save this form/ })).toBeVisible();
    await expect(dialog.getByRole('row', { name: /in an order line/ })).toHaveCount(0);
    await page.keyboard.press('Escape');

    // The product search lists its "/", and the listed key does what it says.
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('?');
    await expect(dialog.getByRole('row', { name: /Go to the search box/ })).toContainText('/');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await page.keyboard.press('/');
    await expect(page.getByRole('textbox', { name: 'Search products' })).toBeFocused();

    // Touch: the navigation's menu item, in Spanish.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/orders');
    await switchLanguage(page, 'es');
    await page.getByRole('button', { name: 'Abrir navegación' }).click();
    await page.getByRole('button', { name: 'Atajos de teclado' }).click();
    const es = page.getByRole('dialog', { name: 'Atajos de teclado' });
    await expect(es.getByRole('region', { name: 'En esta página' })).toContainText(
      'Esta página no tiene atajos propios.',
    );
    await expect(es.getByRole('region', { name: 'En todas partes' })).toContainText(
      'Mostrar esta lista',
    );
    await expectAccessible(page, 'the shortcut list in Spanish at 390 px');
    await es.getByRole('button', { name: 'Cerrar' }).click();
    await switchLanguage(page, 'en');
  });

  test('an order number in "open an order by id" says the service finds orders by id only, and where the id is', async ({
    signedIn: page,
  }) => {
    await page.goto('/orders');
    const field = page.locator('#open-order-id');
    await field.fill('12');
    await page.getByRole('button', { name: 'Open order' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    const message = page.getByText(
      'The service looks orders up by their id only, and “12” looks like an order number.',
    );
    await expect(message).toBeVisible();
    await expect(message).toContainText(
      'on the order’s page (“Order id”), on its packing slip and on its invoice',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('FE-1001');
    await expect(
      page.getByText('“FE-1001” looks like an invoice number.', { exact: false }),
    ).toBeVisible();
    await expectAccessible(page, 'the open-by-id message');
    await switchLanguage(page, 'es');
    await field.fill('#12');
    await expect(
      page.getByText(
        'El servicio busca los pedidos solo por su id, y «#12» parece un número de pedido.',
        { exact: false },
      ),
    ).toBeVisible();
    await switchLanguage(page, 'en');
    // An id opens the order.
    const id = crypto.randomUUID();
    await field.fill(id);
    await page.getByRole('button', { name: 'Open order' }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${id}$`));
  });

  test('a newcomer: the empty list explains itself; the sandbox’s demo ids pasted into "Track orders" fill the board and the list', async ({
    signedIn: page,
  }) => {
    await page.goto('/orders');
    await expect(page.getByText('No orders yet')).toBeVisible();
    await expect(
      page.getByText('The service has no call that lists orders', { exact: false }),
    ).toBeVisible();
    await expectAccessible(page, 'the empty orders list');
    await page.goto('/shipments');
    await expect(page.getByText('No shipments to show yet')).toBeVisible();
    await expect(
      page.getByText(
        'this board shows the shipments of the orders created or opened in this browser',
        { exact: false },
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open an order by id' })).toBeVisible();
    await expectAccessible(page, 'the empty board');

    // The sandbox prints where its demo ids are; the file is served beside the console.
    const res = await page.request.get('/sandbox-demo-orders.txt');
    expect(res.ok()).toBe(true);
    const ids = (await res.text()).trim().split('\n');
    expect(ids.length).toBeGreaterThanOrEqual(72);

    // From the empty list's button to the dialog on the board.
    await page.goto('/orders');
    await page.getByRole('link', { name: 'Track orders' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Track orders' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/shipments$/);
    // Pasted with a repeat and an order number among them: both reported, nothing dropped silently.
    await dialog.getByLabel('Order ids').fill([ids[0], '12', ...ids, ids[1]].join(',\n'));
    await dialog.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(
      dialog.getByText(`Now tracking ${ids.length} orders`, { exact: false }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('Not an order id (1), left out:')).toBeVisible();
    await expect(dialog.getByText('looks like an order number', { exact: false })).toBeVisible();
    await expect(dialog.getByText('Given more than once (2), each tracked once:')).toBeVisible();
    await expect(dialog.getByText(`${ids[0]} (2 times)`)).toBeVisible();
    await expectAccessible(page, 'Track orders with its report');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await expect(page.locator('li[data-shipment-card]').first()).toBeVisible({ timeout: 30_000 });
    await page.goto('/orders');
    await expect(
      page
        .getByRole('table', { name: 'Orders created or opened in this browser' })
        .getByRole('row'),
    ).toHaveCount(26); // header + a page of 25
    await expect(page.getByText(`of ${ids.length}`, { exact: false })).toBeVisible();
  });

  test('Track orders reads a .csv file of ids (any separators) and lists what is not an id', async ({
    signedIn: page,
  }) => {
    const res = await page.request.get('/sandbox-demo-orders.txt');
    const ids = (await res.text()).trim().split('\n').slice(0, 3);
    await page.goto('/shipments?track=1');
    const dialog = page.getByRole('dialog', { name: 'Track orders' });
    await expect(dialog).toBeVisible();
    const csv = `order_id;note\n"${ids[0]}";x\n${ids[1]}\t${ids[2]}\n#12\n`;
    await dialog
      .getByTestId('track-orders-file')
      .setInputFiles({ name: 'orders.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(
      dialog.getByRole('status').filter({ hasText: 'read from orders.csv' }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Order ids')).toHaveValue(csv.trim());
    await dialog.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(
      dialog.getByText('#12: The service looks orders up by their id only', { exact: false }),
    ).toBeVisible({ timeout: 30_000 });
    // The header words are not known orders: reported as not found, kept in the box.
    await expect(dialog.getByText(/Not found \(3\)/)).toBeVisible();
    await expect(dialog.getByLabel('Order ids')).toHaveValue('order_id\nnote\nx');
  });

  test('at 360 px the order entry with its warnings and the empty pages fit without sideways scrolling', async ({
    signedIn: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    const fits = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    await page.goto('/orders');
    await expect(page.getByText('No orders yet')).toBeVisible();
    expect(await fits()).toBe(true);
    await page.goto('/shipments');
    await expect(page.getByText('No shipments to show yet')).toBeVisible();
    expect(await fits()).toBe(true);
    const product = await productWithStock(page);
    await openEntry(page);
    await pickProduct(page, line(page, 1), product);
    await line(page, 1).getByLabel('Quantity').fill('100000');
    await expect(page.getByTestId('stock-warnings')).toBeVisible();
    await page.getByRole('switch', { name: 'Ship this order' }).check();
    await expect(page.getByRole('button', { name: 'Same as customer' })).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1)
        .slice(0, 5)
        .map((el) => `${el.tagName}.${el.className} ${el.getBoundingClientRect().right}`),
    );
    expect(wide).toEqual([]);
    expect(await fits()).toBe(true);
  });
});
