import type { Locator, Page } from '@playwright/test';
import {
  apiWrite,
  courierOrderBody,
  DEMO_KEY,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  requestsTo,
  setTheme,
  switchLanguage,
  test,
  unique,
} from './fixtures.ts';

/*
 * Parcels moved by scanning (issue 16): the order page's packing slip carries the order id as
 * a Code 128 barcode; the shipment board's scan field reads it (or a typed id), tracks the
 * order, highlights its card, and in "scan moves to" mode moves the parcel in one step.
 */

interface CreatedOrder {
  id: string;
  number: number;
  shipment: { id: string; status_id: string };
}

/** An order with a courier shipment to Bogotá, created through the API (so not tracked in this browser). */
async function createOrder(page: Page, itemName = 'Caja de envío') {
  const contact = await apiWrite<{ id: string }>(page, '/v1/contacts', {
    first_name: 'Dora',
    last_name: unique('Slip'),
  });
  return apiWrite<CreatedOrder>(page, '/v1/orders', courierOrderBody(contact.id, itemName));
}

async function shipmentStatus(page: Page, orderId: string): Promise<string> {
  const res = await page.request.get(`/v1/orders/${orderId}`, {
    headers: { 'X-Api-Key': DEMO_KEY },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as CreatedOrder).shipment.status_id;
}

/** Types as a keyboard-wedge scanner does (a few ms a key) and ends with Enter. */
async function scan(page: Page, text: string) {
  await page.keyboard.type(text, { delay: 5 });
  await page.keyboard.press('Enter');
}

test('the packing slip shows the order id as a Code 128 barcode and prints alone, on its paper, black on white', async ({
  signedIn: page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { printCalls: number };
    w.printCalls = 0;
    window.print = () => {
      w.printCalls += 1;
    };
  });
  const order = await createOrder(page);
  await page.goto(`/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order #${order.number}` }),
  ).toBeVisible();
  // bwip-js is fetched when the slip opens, not with the page
  const bwipBefore = await page.evaluate(() =>
    performance.getEntriesByType('resource').some((r) => r.name.includes('/barcodes-')),
  );
  expect(bwipBefore).toBe(false);

  await page.getByRole('button', { name: 'Packing slip' }).click();
  const dialog = page.getByRole('dialog', { name: `Packing slip · order #${order.number}` });
  const barcode = dialog.getByRole('img', { name: `Code 128 barcode of order id ${order.id}` });
  await expect(barcode).toBeVisible();
  expect(decodeURIComponent((await barcode.getAttribute('src')) ?? '')).toMatch(
    /<svg viewBox="0 0 \d+ \d+"/,
  );
  expect(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => r.name.includes('/barcodes-')),
    ),
    'bwip-js came with the slip',
  ).toBe(true);
  await expect(dialog).toContainText(`Order #${order.number}`);
  await expect(dialog).toContainText('Dora');
  await expect(dialog).toContainText('Cra 7 # 71-21');
  await expect(dialog).toContainText('Bogotá');
  await expect(dialog).toContainText(`Order id ${order.id}`);
  await expect(dialog.getByRole('radio', { name: 'Label A6 (105 × 148 mm)' })).toBeChecked();
  // a label counts the lines; the A4 sheet lists them (name, SKU, quantity)
  await expect(dialog.getByRole('cell', { name: 'Caja de envío' })).toHaveCount(0);
  await expectAccessible(page, 'the packing slip dialog (light)');

  await dialog.getByRole('radio', { name: 'A4 sheet, with the lines' }).check();
  await expect(dialog.getByRole('cell', { name: 'Caja de envío' })).toBeVisible();
  await expect(dialog.getByRole('columnheader', { name: 'SKU' })).toBeVisible();

  // On paper: only the slip (not the app, the dialog or the invoice), black on white in dark mode too.
  await setTheme(page, 'dark');
  await expectAccessible(page, 'the packing slip dialog (dark)');
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('[data-packing-slip-print]');
  await expect(printed).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await expect(page.getByTestId('printable-invoice')).toBeHidden();
  await expect(dialog).toBeHidden();
  // (the printed copy is outside the dialog, which hides it from assistive tech while open: found by its alt text)
  await expect(printed.getByAltText(`Code 128 barcode of order id ${order.id}`)).toBeVisible();
  for (const text of [
    `Order #${order.number}`,
    'Dora',
    'Cra 7 # 71-21',
    'Bogotá',
    'Caja de envío',
  ]) {
    await expect(printed).toContainText(text);
  }
  // every painted box on the page belongs to the slip
  const outside = await page.evaluate(() => {
    const root = document.querySelector('[data-packing-slip-print]');
    return [...document.body.querySelectorAll('*')].filter((el) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !root?.contains(el);
    }).length;
  });
  expect(outside).toBe(0);
  const colours = await printed.locator('[data-packing-slip]').evaluate((el) => {
    const s = getComputedStyle(el);
    return [s.color, s.backgroundColor, getComputedStyle(document.body).backgroundColor];
  });
  expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)', 'rgb(255, 255, 255)']);
  // (page.pdf prints with print CSS unless screen media is emulated: back to no emulation)
  await page.emulateMedia({ media: null });
  await setTheme(page, 'light');

  // The paper size is the page's: one A4 page now, one A6 page once the label is chosen.
  const mediaBox = async () => {
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => [
      Math.round(Number(m[1])),
      Math.round(Number(m[2])),
    ]);
    return boxes;
  };
  expect(await mediaBox()).toEqual([[595, 842]]); // 210 x 297 mm in points
  await dialog.getByRole('radio', { name: 'Label A6 (105 × 148 mm)' }).check();
  expect(await mediaBox()).toEqual([[298, 420]]); // 105 x 148 mm

  await dialog.getByRole('button', { name: 'Print' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(
    1,
  );
  // the paper chosen stays for this account
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Packing slip' }).click();
  await expect(dialog.getByRole('radio', { name: 'Label A6 (105 × 148 mm)' })).toBeChecked();
});

test('scanning a parcel on the board tracks and highlights it; "scan moves to" moves it in one request, once', async ({
  signedIn: page,
}) => {
  // Five scans (two of them lookups), a move, a reload: room for a loaded 2-core machine.
  test.setTimeout(120_000);
  const order = await createOrder(page);
  const label = `#${order.number}`;
  await page.goto('/shipments');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipments' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Scan parcels' });
  const field = region.getByRole('textbox', { name: 'Scan a parcel or order id' });
  const said = region.getByRole('status');
  await field.click();

  // An id not tracked yet: looked up, tracked, its card shown highlighted in its column.
  await scan(page, order.id);
  await expect(said).toHaveText(`Order ${label} is in Pending. Now tracked on this board.`);
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  const card = page.locator(
    `section[data-status-column="st-pending"] li[data-shipment-card="${order.shipment.id}"]`,
  );
  await expect(card.locator('article')).toHaveClass(/sb-scanned/);
  await expect(card).toContainText('Scanned');
  await expect(card).toBeInViewport();
  await expect(
    page.getByText('Shipments of the 1 order this browser tracks for this account.'),
  ).toBeVisible();
  // its moves are offered
  await expect(region.getByRole('button', { name: `Move to…, order ${label}` })).toBeVisible();
  await expect(region.getByRole('button', { name: `Details, order ${label}` })).toBeVisible();
  await region.getByRole('button', { name: `Move to…, order ${label}` }).click();
  await expect(page.getByRole('menu', { name: `Move order ${label} to` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectAccessible(page, 'the board after a scan');

  // "Scan moves to Ready to ship": the next scan moves it, through one request with its key.
  await region.getByRole('combobox', { name: 'Scan moves to' }).click();
  await page.getByRole('option', { name: 'Ready to ship' }).click();
  await expect(region).toContainText('A scan moves the parcel to Ready to ship at once.');
  const puts = requestsTo(page, 'PUT', '/v1/shipments/status/update');
  await field.click();
  await scan(page, order.id);
  await expect(said).toHaveText(`Order ${label}: Pending → Ready to ship, moving.`);
  await expect(field).toBeFocused();
  const ready = page.locator(
    `section[data-status-column="st-ready"] li[data-shipment-card="${order.shipment.id}"]`,
  );
  await expect(ready.locator('article')).toHaveClass(/sb-scanned/);
  await expect(ready.locator('article')).not.toHaveAttribute('aria-busy', 'true');
  await expect.poll(() => shipmentStatus(page, order.id)).toBe('st-ready');
  expect(puts).toHaveLength(1);
  expect(puts[0]?.headers()['idempotency-key']).toBeTruthy();
  expect(puts[0]?.postDataJSON()).toEqual({ shipmentId: order.shipment.id, statusId: 'st-ready' });

  // A second scan of the same parcel: already there, nothing sent.
  await scan(page, order.id);
  await expect(said).toHaveText(`Order ${label} is already in Ready to ship; nothing was sent.`);

  // An order number is not an id: the message says the service looks orders up by id, and where the id is.
  await scan(page, '12');
  await expect(said).toContainText(
    'The service looks orders up by their id only, and “12” looks like an order number.',
  );
  await expect(said).toContainText('packing slip');
  // An unknown id says so.
  const unknown = `no-such-order-${Date.now().toString(36)}`;
  await scan(page, unknown);
  await expect(said).toHaveText(new RegExp(`^No order has the id “${unknown}”\\.`));
  expect(puts).toHaveLength(1);
  await expect.poll(() => shipmentStatus(page, order.id)).toBe('st-ready');
  await expect(region.getByTestId('scan-log').locator('li')).toHaveCount(5);
  await expectAccessible(page, 'the board with the scan list');

  // The mode is remembered for the account.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Scan parcels' })
      .getByRole('combobox', { name: 'Scan moves to' }),
  ).toHaveText('Ready to ship');
});

test('on a handheld (390x844) the slip and the scan field fit, and a scan switches to the parcel’s status', async ({
  signedIn: page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const order = await createOrder(page);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole('button', { name: 'Packing slip' }).click();
  const dialog = page.getByRole('dialog', { name: `Packing slip · order #${order.number}` });
  await expect(
    dialog.getByRole('img', { name: `Code 128 barcode of order id ${order.id}` }),
  ).toBeVisible();
  await expectAccessible(page, 'the packing slip at 390 px');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The order page tracked it; move it on through the API, so its card is not in the first status.
  await apiWrite(
    page,
    '/v1/shipments/status/update',
    { shipmentId: order.shipment.id, statusId: 'st-in-transit' },
    'PUT',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/shipments');
  const region = page.getByRole('region', { name: 'Scan parcels' });
  const field = region.getByRole('textbox', { name: 'Scan a parcel or order id' });
  await field.click();
  await scan(page, order.id);
  await expect(region.getByRole('status')).toHaveText(`Order #${order.number} is in In transit.`);
  const card = page.locator(
    `section[data-status-column="st-in-transit"] li[data-shipment-card="${order.shipment.id}"]`,
  );
  await expect(card.locator('article')).toHaveClass(/sb-scanned/);
  await expect(card).toBeInViewport();
  await expect(field).toBeFocused();
  await expectAccessible(page, 'the board after a scan at 390 px');
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoSidewaysScroll(page);

  // In Spanish (the longest words) the field and the mode select stay inside their panel.
  await switchLanguage(page, 'es');
  const panel = page.getByRole('region', { name: 'Escanear paquetes' });
  const inside = async (control: Locator) => {
    const [outer, inner] = await Promise.all([panel.boundingBox(), control.boundingBox()]);
    expect(outer && inner && inner.x + inner.width <= outer.x + outer.width).toBe(true);
  };
  await inside(panel.getByRole('textbox', { name: 'Escanea un paquete o el id de un pedido' }));
  await inside(panel.getByRole('combobox', { name: 'Al escanear, mover a' }));
});
