import type { Locator, Page, Request } from '@playwright/test';
import { DEMO_KEY, enterSku, expect, test, unique } from './fixtures.ts';

/*
 * Numbers read the way the console's language writes them (src/lib/numbers.ts): Spanish
 * (es-CO: `.` groups thousands, `,` marks decimals) and English (en-US: the other way round),
 * through the real forms, the stock grid and pasted sheets, asserting the exact numbers of the
 * request bodies. Each language uses its own SKUs and records (tests run in parallel against
 * one sandbox, alongside stock.spec.ts, which does not use these SKUs).
 */

type Lang = 'es' | 'en';

const BATCH_PATH = '/v1/warehouse-products/stock/update-list';

/** What each language shows and how it writes the numbers these tests type. */
const UI = {
  es: {
    // counted ('unit') products of this language's tests
    sku: 'HDW-00208',
    sheetSku: 'HDW-00205',
    stockTitle: 'Movimientos de inventario',
    cell: (field: 'warehouse' | 'product' | 'quantity', n: number) =>
      `${{ warehouse: 'Bodega', product: 'Producto', quantity: 'Cantidad' }[field]}, línea ${n}`,
    available: 'disponible',
    scan: 'Escanea o escribe un SKU y pulsa Enter',
    apply: 'Aplicar lote…',
    confirm: 'Aplicar lote',
    applied: 'Lote aplicado',
    added2: 'Se agregaron 2 líneas',
    invalidBatch: '1 línea necesita atención antes de aplicar el lote. No se envió nada.',
    summaryIssue: 'Línea 1, Cantidad: ',
    sent: (v: string) => `Número enviado: ${v}`,
    // the stock grid's narrow cells say it shorter
    gridSent: (v: string) => `Envía ${v}`,
    quote: (s: string) => `«${s}»`,
    wholeUnits: 'Leído como 1,5: se cuenta en unidades enteras, sin decimales.',
    sheetTitle: '¿Cómo escribe los números esta hoja?',
    asSpanish: 'Como en español: 1.200 = 1200',
    asEnglish: 'Como en inglés: 1.200 = 1,2',
    // the numbers, written this language's way
    n1200: '1.200',
    n2500: '2.500',
    oneAndHalf: '1,5',
    n2_5: '2,5',
    n1234_5: '1.234,5',
    price: '49.200',
    bigPrice: '1.234.567,5',
    unitPrice: '13.500',
    // products
    newProduct: 'Nuevo producto',
    name: 'Nombre',
    basePrice: 'Precio base',
    priceLabel: 'Precio',
    price2: 'Precio 2',
    price3: 'Precio 3',
    create: 'Crear producto',
    created: 'Producto creado.',
    fixFields: 'Algunos campos necesitan atención: mira los mensajes debajo de ellos.',
    // orders
    newOrder: 'Nuevo pedido',
    customer: 'Cliente',
    line1: 'Línea 1',
    custom: 'Ítem personalizado',
    itemName: 'Nombre del ítem',
    qty: 'Cantidad',
    unitPriceLabel: 'Precio unitario',
    createOrder: 'Crear pedido',
    matches: 'Las cifras guardadas son iguales a la vista previa, al centavo.',
  },
  en: {
    sku: 'HDW-00206',
    sheetSku: 'HDW-00202',
    stockTitle: 'Stock movements',
    cell: (field: 'warehouse' | 'product' | 'quantity', n: number) =>
      `${{ warehouse: 'Warehouse', product: 'Product', quantity: 'Quantity' }[field]}, line ${n}`,
    available: 'available',
    scan: 'Scan or type a SKU, then Enter',
    apply: 'Apply batch…',
    confirm: 'Apply batch',
    applied: 'Batch applied',
    added2: 'Added 2 lines',
    invalidBatch: '1 line needs attention before the batch can be applied. Nothing was sent.',
    summaryIssue: 'Line 1, Quantity: ',
    sent: (v: string) => `Number sent: ${v}`,
    gridSent: (v: string) => `Sends ${v}`,
    quote: (s: string) => `“${s}”`,
    wholeUnits: 'Read as 1.5: this is counted in whole units, without decimals.',
    sheetTitle: 'How does this sheet write its numbers?',
    asSpanish: 'As in Spanish: 1.200 = 1200',
    asEnglish: 'As in English: 1.200 = 1.2',
    n1200: '1,200',
    n2500: '2,500',
    oneAndHalf: '1.5',
    n2_5: '2.5',
    n1234_5: '1,234.5',
    price: '49,200',
    bigPrice: '1,234,567.5',
    unitPrice: '13,500',
    newProduct: 'New product',
    name: 'Name',
    basePrice: 'Base price',
    priceLabel: 'Price',
    price2: 'Price 2',
    price3: 'Price 3',
    create: 'Create product',
    created: 'Product created.',
    fixFields: 'Some fields need attention: see the messages under them.',
    newOrder: 'New order',
    customer: 'Customer',
    line1: 'Line 1',
    custom: 'Custom item',
    itemName: 'Item name',
    qty: 'Quantity',
    unitPriceLabel: 'Unit price',
    createOrder: 'Create order',
    matches: 'The saved figures equal the preview, to the cent.',
  },
} as const;

/** The console starts in `lang` (once per tab: a later switch in the UI sticks). */
async function startIn(page: Page, lang: Lang) {
  await page.addInitScript((l) => {
    if (!window.sessionStorage.getItem('e2e.language-seeded')) {
      window.sessionStorage.setItem('e2e.language-seeded', '1');
      window.localStorage.setItem('coc.language', JSON.stringify(l));
    }
  }, lang);
}

/** Switches the language with the header's language menu. */
async function switchLanguage(page: Page, to: Lang) {
  await page.getByRole('button', { name: to === 'en' ? /^Idioma/ : /^Language/ }).click();
  await page.getByRole('menuitem', { name: to === 'en' ? 'English' : 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', to);
}

/** Every request of this method and path, in order. */
function requests(page: Page, method: string, path: string): Request[] {
  const list: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname === path) list.push(r);
  });
  return list;
}

interface ApiProduct {
  id: string;
  sku: string;
  measurement?: string | null;
}

async function productBySku(page: Page, sku: string): Promise<ApiProduct> {
  const res = await page.request.post('/v1/products/search', {
    headers: { 'X-Api-Key': DEMO_KEY },
    data: { query: sku, page_size: 100 },
  });
  expect(res.ok()).toBe(true);
  const item = ((await res.json()) as { items: ApiProduct[] }).items.find((i) => i.sku === sku);
  if (!item) throw new Error(`no product ${sku}`);
  return item;
}

/** An amount as the console shows it ("$ 20.250", "COP 20,250.50") -> its number. */
function amountOf(text: string | null, lang: Lang): number {
  const t = text ?? '';
  const plain = lang === 'es' ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  return Number(plain.replace(/[^\d.-]/g, ''));
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// ------------------------------------------------------------------------ stock

const cell = (
  page: Page,
  lang: Lang,
  field: 'warehouse' | 'product' | 'quantity',
  n: number,
): Locator => page.getByLabel(UI[lang].cell(field, n), { exact: true });

async function openStock(page: Page, lang: Lang) {
  await startIn(page, lang);
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: UI[lang].stockTitle })).toBeVisible();
  await expect(cell(page, lang, 'warehouse', 1)).toBeVisible();
}

/** Confirms the batch and returns the request it sent. */
async function applyBatch(page: Page, lang: Lang): Promise<Request> {
  await page.getByRole('button', { name: UI[lang].apply }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const sent = page.waitForRequest(
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === BATCH_PATH,
  );
  await dialog.getByRole('button', { name: UI[lang].confirm, exact: true }).click();
  const request = await sent;
  await expect(page.getByRole('heading', { name: UI[lang].applied })).toBeVisible();
  return request;
}

/** Pastes text as a spreadsheet would, into the scan field. */
async function pasteSheet(page: Page, lang: Lang, text: string) {
  await page.getByLabel(UI[lang].scan).focus();
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

/** Waits until every pasted line's SKU lookup has answered (each product cell says "available"). */
async function expectLooked(page: Page, lang: Lang, lines: number) {
  for (let n = 1; n <= lines; n++) {
    const product = cell(page, lang, 'product', n);
    const lineId = await product.getAttribute('data-line');
    await expect(page.locator(`[id="${lineId}-product-msg"]`)).toContainText(UI[lang].available);
  }
}

for (const lang of ['es', 'en'] as const) {
  const ui = UI[lang];

  test.describe(`numbers in ${lang}`, () => {
    test(`stock (${lang}): a grouped quantity sends the whole number; malformed and fractional quantities are refused at the cell`, async ({
      signedIn: page,
    }) => {
      const product = await productBySku(page, ui.sku);
      expect(product.measurement).toBe('unit');
      const posts = requests(page, 'POST', BATCH_PATH);
      await openStock(page, lang);

      await cell(page, lang, 'warehouse', 1).fill('wh-main');
      await enterSku(cell(page, lang, 'product', 1), ui.sku, ui.available);
      const quantity = cell(page, lang, 'quantity', 1);

      // Malformed: refused at the cell, quoting the text; applying sends nothing.
      await quantity.fill('1.20.0');
      await quantity.blur();
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      // (soft: the flow goes on to show what else holds when a message is wrong)
      await expect
        .soft(quantity)
        .toHaveAccessibleDescription(new RegExp(`^${escapeRe(ui.quote('1.20.0'))}`));
      await expect(quantity).toHaveValue('1.20.0'); // nothing typed is lost
      await page.getByRole('button', { name: ui.apply }).click();
      await expect(page.getByText(ui.invalidBatch).first()).toBeVisible();
      // The summary's list of lines needing attention says the same.
      await expect
        .soft(page.getByText(ui.summaryIssue + ui.quote('1.20.0'), { exact: false }).first())
        .toBeVisible();
      await expect(page.getByRole('dialog')).toBeHidden();

      // A fraction of a product counted in units.
      await quantity.fill(ui.oneAndHalf);
      await quantity.blur();
      await expect(quantity).toHaveAttribute('aria-invalid', 'true');
      await expect.soft(quantity).toHaveAccessibleDescription(ui.wholeUnits);
      expect(posts).toHaveLength(0);

      // Plain digits are written the language's way on leaving the cell, with the number sent.
      await quantity.fill('1200');
      await quantity.blur();
      await expect(quantity).toHaveValue(ui.n1200);
      await expect(quantity).toHaveAccessibleDescription(ui.gridSent('1200'));

      // Grouped as the language groups thousands.
      await quantity.fill(ui.n1200);
      await quantity.blur();
      await expect(quantity).toHaveValue(ui.n1200);
      await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
      await expect(quantity).toHaveAccessibleDescription(ui.gridSent('1200'));

      const request = await applyBatch(page, lang);
      expect(request.postDataJSON()).toEqual({
        movements: [
          { warehouse_id: 'wh-main', product_id: product.id, operation: 'add', quantity: 1200 },
        ],
      });
      expect(posts).toHaveLength(1);
    });

    test(`stock (${lang}): a pasted sheet with Spanish decimals is read as Spanish without asking`, async ({
      signedIn: page,
    }) => {
      const a = await productBySku(page, 'GRO-00011');
      const b = await productBySku(page, 'GRO-00012');
      await openStock(page, lang);

      await pasteSheet(
        page,
        lang,
        ['GRO-00011\twh-main\tadd\t2,5', 'GRO-00012\twh-main\tadd\t1.234,5'].join('\n'),
      );
      await expect(page.getByTestId('import-report')).toContainText(ui.added2);
      await expect(page.getByRole('dialog', { name: ui.sheetTitle })).toHaveCount(0);
      await expectLooked(page, lang, 2);
      // Shown the console's way, with the numbers read the sheet's way.
      await expect(cell(page, lang, 'quantity', 1)).toHaveValue(ui.n2_5);
      await expect(cell(page, lang, 'quantity', 2)).toHaveValue(ui.n1234_5);
      await expect(cell(page, lang, 'quantity', 1)).not.toHaveAttribute('aria-invalid', 'true');
      await expect(cell(page, lang, 'quantity', 2)).not.toHaveAttribute('aria-invalid', 'true');

      const request = await applyBatch(page, lang);
      expect(request.postDataJSON()).toEqual({
        movements: [
          { warehouse_id: 'wh-main', product_id: a.id, operation: 'add', quantity: 2.5 },
          { warehouse_id: 'wh-main', product_id: b.id, operation: 'add', quantity: 1234.5 },
        ],
      });
    });

    test(`stock (${lang}): a sheet whose numbers read two ways asks first; the Spanish reading adds 1200`, async ({
      signedIn: page,
    }) => {
      const product = await productBySku(page, ui.sheetSku);
      expect(product.measurement).toBe('unit');
      const posts = requests(page, 'POST', BATCH_PATH);
      await openStock(page, lang);

      await pasteSheet(
        page,
        lang,
        [`${ui.sheetSku}\twh-main\tadd\t1.200`, `${ui.sheetSku}\twh-north\tadd\t2.500`].join('\n'),
      );
      const dialog = page.getByRole('dialog', { name: ui.sheetTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('list')).toContainText('1.200');
      await expect(dialog.getByRole('list')).toContainText('2.500');
      await expect(dialog.getByRole('button', { name: ui.asEnglish, exact: true })).toBeVisible();
      // Nothing is added while the question is open.
      await expect(page.locator('[role="row"][data-row]')).toHaveCount(1);
      await expect(cell(page, lang, 'product', 1)).toHaveValue('');
      await expect(page.getByTestId('import-report')).toHaveCount(0);

      await dialog.getByRole('button', { name: ui.asSpanish, exact: true }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('import-report')).toContainText(ui.added2);
      await expectLooked(page, lang, 2);
      await expect(cell(page, lang, 'quantity', 1)).toHaveValue(ui.n1200);
      await expect(cell(page, lang, 'quantity', 2)).toHaveValue(ui.n2500);
      expect(posts).toHaveLength(0);

      const request = await applyBatch(page, lang);
      expect(request.postDataJSON()).toEqual({
        movements: [
          { warehouse_id: 'wh-main', product_id: product.id, operation: 'add', quantity: 1200 },
          { warehouse_id: 'wh-north', product_id: product.id, operation: 'add', quantity: 2500 },
        ],
      });
    });

    test(`product (${lang}): grouped prices are sent as their numbers; a malformed price is refused and nothing is sent`, async ({
      signedIn: page,
    }) => {
      const posts = requests(page, 'POST', '/v1/products');
      await startIn(page, lang);
      await page.goto('/products/new');
      await expect(page.getByRole('heading', { level: 1, name: ui.newProduct })).toBeVisible();
      const name = unique(`E2E Números ${lang}`);
      await page.getByRole('textbox', { name: ui.name, exact: true }).fill(name);

      const base = page.getByLabel(ui.basePrice);
      await base.fill('49200');
      await base.blur();
      await expect(base).toHaveValue(ui.price);
      await expect(base).toHaveAccessibleDescription(new RegExp(`${escapeRe(ui.sent('49200'))}$`));

      await page.getByLabel(ui.priceLabel, { exact: true }).fill(ui.price);
      await page.getByLabel(ui.price2).fill(ui.bigPrice);
      const price3 = page.getByLabel(ui.price3);
      await price3.fill('1.20.0');
      await price3.blur();
      await expect(price3).toHaveAttribute('aria-invalid', 'true');
      await expect(price3).toHaveAccessibleDescription(
        new RegExp(`^${escapeRe(ui.quote('1.20.0'))}`),
      );

      await page.getByRole('button', { name: ui.create }).click();
      await expect(page.getByText(ui.fixFields)).toBeVisible();
      await expect(price3).toHaveValue('1.20.0');
      expect(posts).toHaveLength(0);

      await price3.fill('');
      await expect(price3).not.toHaveAttribute('aria-invalid', 'true');
      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/products',
      );
      await page.getByRole('button', { name: ui.create }).click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ name, base_price: 49200, price: 49200, price_2: 1234567.5 });
      expect(body.price_3).toBeUndefined();

      await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
      await expect(page.getByText(ui.created)).toBeVisible();
      await expect(page.getByLabel(ui.priceLabel, { exact: true })).toHaveValue(ui.price);
      await expect(page.getByLabel(ui.price2)).toHaveValue(ui.bigPrice);
      expect(posts).toHaveLength(1);
    });

    test(`order (${lang}): a grouped unit price is sent as its number, and the preview shows what the body implies`, async ({
      signedIn: page,
    }) => {
      const res = await page.request.post('/v1/contacts', {
        headers: { 'X-Api-Key': DEMO_KEY, 'Idempotency-Key': crypto.randomUUID() },
        data: { first_name: unique('Números') },
      });
      expect(res.status()).toBe(201);
      const customer = ((await res.json()) as { id: string }).id;
      const posts = requests(page, 'POST', '/v1/orders');
      await startIn(page, lang);
      await page.goto('/orders/new');
      await expect(page.getByRole('heading', { level: 1, name: ui.newOrder })).toBeVisible();

      await page.getByRole('combobox', { name: ui.customer }).fill(customer);
      const line = page.getByRole('listitem', { name: ui.line1, exact: true });
      await line.getByRole('button', { name: ui.custom }).click();
      await line.getByLabel(ui.itemName).fill('Servicio');
      await line.getByLabel(ui.qty).fill(ui.oneAndHalf); // a custom item may carry decimals
      const unitPrice = line.getByLabel(ui.unitPriceLabel);
      await unitPrice.fill(ui.unitPrice);
      await unitPrice.blur();
      await expect(unitPrice).toHaveValue(ui.unitPrice);
      await expect(unitPrice).not.toHaveAttribute('aria-invalid', 'true');

      // 1.5 × 13,500 = 20,250 in the live preview, written the language's way; the line starts
      // with the configured default tax (IVA 19 %), so the total is 24,097.50.
      const subtotal = page.getByTestId('preview-subtotal');
      await expect.poll(async () => amountOf(await subtotal.textContent(), lang)).toBe(20250);
      await expect
        .poll(async () => amountOf(await page.getByTestId('preview-total').textContent(), lang))
        .toBe(24097.5);
      const shown = (await subtotal.textContent()) ?? '';
      const shownTotal = (await page.getByTestId('preview-total').textContent()) ?? '';

      const sent = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/orders',
      );
      await page.getByRole('button', { name: ui.createOrder }).click();
      const body = (await sent).postDataJSON() as {
        items: { quantity: number; unit_price: number }[];
      };
      expect(body.items).toHaveLength(1);
      expect(body.items[0]).toMatchObject({ quantity: 1.5, unit_price: 13500 });
      const implied = body.items.reduce((sum, i) => sum + i.quantity * i.unit_price, 0);
      expect(amountOf(shown, lang)).toBe(implied);

      await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
      await expect(page.getByText(ui.matches)).toBeVisible();
      await expect(page.getByTestId('order-total')).toHaveText(shownTotal);
      expect(posts).toHaveLength(1);
    });
  });
}

test('a half-typed price keeps its meaning through language switches, and saving sends it', async ({
  signedIn: page,
}) => {
  const res = await page.request.post('/v1/products', {
    headers: { 'X-Api-Key': DEMO_KEY, 'Idempotency-Key': crypto.randomUUID() },
    data: { name: unique('E2E Idiomas'), price: 1000 },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()) as { id: string };
  await startIn(page, 'es');
  await page.goto(`/products/${created.id}`);
  const precio = page.getByLabel('Precio', { exact: true });
  await expect(precio).toHaveValue('1.000');

  // Typed in Spanish, not yet left: 1.200 is one thousand two hundred.
  await precio.fill('1.200');
  await switchLanguage(page, 'en');
  const price = page.getByLabel('Price', { exact: true });
  await expect(price).toHaveValue('1,200');

  // And the other way: typed in English, shown the Spanish way.
  await page.getByLabel('Price 2').fill('2,500.5');
  await switchLanguage(page, 'es');
  await expect(precio).toHaveValue('1.200');
  await expect(page.getByLabel('Precio 2')).toHaveValue('2.500,5');

  await switchLanguage(page, 'en');
  await expect(price).toHaveValue('1,200');
  await expect(page.getByLabel('Price 2')).toHaveValue('2,500.5');
  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && new URL(r.url()).pathname === `/v1/products/${created.id}`,
  );
  await page.getByRole('button', { name: 'Save changes' }).click();
  expect((await put).postDataJSON()).toEqual({ price: 1200, price_2: 2500.5 });
  await expect(page.getByText('Product saved.')).toBeVisible();
  await expect(price).toHaveValue('1,200');
});
