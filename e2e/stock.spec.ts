import type { Locator, Page, Request } from '@playwright/test';
import { simulateBatch } from '../src/domain/stock.ts';
import type { MovementInput, StockLevel } from '../src/domain/stock.ts';
import {
  DEMO_KEY,
  enterSku,
  expect,
  expectAccessible,
  productBySku,
  setTheme,
  test,
} from './fixtures.ts';

/*
 * The stock batch editor (/stock) against the sandbox. Tests run in parallel against one
 * sandbox, so each works on its own products (SKUs no other test of this file uses).
 */

const BATCH_PATH = '/v1/warehouse-products/stock/update-list';

function batchRequests(page: Page): Request[] {
  const list: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === BATCH_PATH) list.push(r);
  });
  return list;
}

async function openEditor(page: Page) {
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible();
  await expect(cell(page, 'Warehouse', 1)).toBeVisible();
}

function cell(page: Page, field: string, line: number): Locator {
  return page.getByLabel(`${field}, line ${line}`, { exact: true });
}

interface LineInput {
  warehouse?: string;
  sku: string;
  operation?: 'add' | 'remove';
  quantity: string;
  reservation?: '' | 'reserve' | 'release';
  location?: string;
  unitCost?: string;
  comment?: string;
}

/** Types a line into the grid the way a person does: SKU then Tab resolves the product. */
async function fillLine(page: Page, n: number, line: LineInput) {
  if (line.warehouse !== undefined) await cell(page, 'Warehouse', n).fill(line.warehouse);
  const product = cell(page, 'Product', n);
  await enterSku(product, line.sku);
  await expect(product).not.toHaveAttribute('aria-invalid', 'true');
  if (line.operation) await cell(page, 'Operation', n).selectOption(line.operation);
  await cell(page, 'Quantity', n).fill(line.quantity);
  if (line.reservation !== undefined)
    await cell(page, 'Reservation', n).selectOption(line.reservation);
  if (line.location !== undefined) await cell(page, 'Location', n).fill(line.location);
  if (line.unitCost !== undefined) await cell(page, 'Unit cost', n).fill(line.unitCost);
  if (line.comment !== undefined) await cell(page, 'Comment', n).fill(line.comment);
}

async function addLine(page: Page) {
  await page.getByRole('button', { name: 'Add line' }).click();
}

async function applyBatch(page: Page) {
  await page.getByRole('button', { name: 'Apply batch…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply batch' }).click();
}

const num = (s: string | null) => Number((s ?? '').replace(/[,\s]/g, '').replace('−', '-'));

/** stock/reserved before and after, from the results table, for one (warehouse, product). */
async function resultOf(page: Page, warehouse: string, productId: string) {
  const row = page
    .getByRole('region', { name: 'Batch applied' })
    .locator(`tr[data-warehouse="${warehouse}"][data-product="${productId}"]`);
  await expect(row).toBeVisible();
  const read = async (col: string) => num(await row.locator(`td[data-col="${col}"]`).textContent());
  return {
    stockBefore: await read('stock-before'),
    stockAfter: await read('stock-after'),
    stockDiff: await read('stock-diff'),
    reservedBefore: await read('reserved-before'),
    reservedAfter: await read('reserved-after'),
    reservedDiff: await read('reserved-diff'),
  };
}

/** Pastes text as a spreadsheet would, into the focused element. */
async function paste(page: Page, text: string) {
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    const target = document.activeElement ?? document.body;
    target.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

test.describe('stock batches', () => {
  test('a batch mixing add+reserve and remove+release gives the contract’s figures', async ({
    signedIn: page,
    request,
  }) => {
    const a = await productBySku(request, 'GRO-00011');
    const b = await productBySku(request, 'GRO-00012');
    const posts = batchRequests(page);
    await openEditor(page);

    // A first batch gives known levels in two warehouses.
    await fillLine(page, 1, { warehouse: 'wh-main', sku: 'GRO-00011', quantity: '40' });
    await addLine(page);
    await fillLine(page, 2, {
      warehouse: 'wh-north',
      sku: 'GRO-00012',
      quantity: '25',
      reservation: 'reserve',
    });
    await applyBatch(page);
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
    const startA = await resultOf(page, 'wh-main', a.id);
    const startB = await resultOf(page, 'wh-north', b.id);
    expect(startA.stockDiff).toBe(40);
    expect(startB.reservedDiff).toBe(25);

    // The editor is empty again, ready for the next batch.
    await expect(page.locator('[role="row"][data-row]')).toHaveCount(1);
    await expect(cell(page, 'Product', 1)).toHaveValue('');

    // The mixed batch.
    const lines: (LineInput & { warehouse: string; productId: string })[] = [
      {
        warehouse: 'wh-main',
        productId: a.id,
        sku: 'GRO-00011',
        operation: 'add',
        quantity: '12.5',
        reservation: 'reserve',
        location: 'B-02-1',
        unitCost: '3200',
        comment: 'PO e2e',
      },
      {
        warehouse: 'wh-main',
        productId: a.id,
        sku: 'GRO-00011',
        operation: 'remove',
        quantity: '7',
        reservation: 'release',
      },
      {
        warehouse: 'wh-north',
        productId: b.id,
        sku: 'GRO-00012',
        operation: 'remove',
        quantity: '4',
        reservation: 'release',
      },
      {
        warehouse: 'wh-north',
        productId: b.id,
        sku: 'GRO-00012',
        operation: 'add',
        quantity: '0.25',
        reservation: 'reserve',
      },
      {
        warehouse: 'wh-north',
        productId: b.id,
        sku: 'GRO-00012',
        operation: 'remove',
        quantity: '1',
      },
    ];
    for (const [i, line] of lines.entries()) {
      if (i > 0) await addLine(page);
      await fillLine(page, i + 1, line);
    }
    await expect(page.getByText('5 lines (at most 1,000)')).toBeVisible();
    await page.getByRole('button', { name: 'Apply batch…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply 5 lines?' });
    await expect(dialog.getByRole('table', { name: 'Totals per warehouse' })).toContainText(
      'Bodega principal (wh-main)',
    );
    await dialog.getByRole('button', { name: 'Apply batch' }).click();
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();

    // What the contract's arithmetic says, from the levels the first batch left.
    const movements: MovementInput[] = lines.map((l) => ({
      warehouse_id: l.warehouse,
      product_id: l.productId,
      operation: l.operation ?? 'add',
      quantity: Number(l.quantity),
      reservation: l.reservation ? l.reservation : null,
    }));
    const known: Record<string, StockLevel> = {
      [`wh-main|${a.id}`]: { stock: startA.stockAfter, reserved: startA.reservedAfter },
      [`wh-north|${b.id}`]: { stock: startB.stockAfter, reserved: startB.reservedAfter },
    };
    const outcome = simulateBatch(
      movements,
      (w, p) => known[`${w}|${p}`] ?? { stock: 0, reserved: 0 },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    for (const entry of outcome.entries) {
      const shown = await resultOf(page, entry.warehouse_id, entry.product_id);
      expect(shown).toEqual({
        stockBefore: entry.before.stock,
        stockAfter: entry.after.stock,
        stockDiff: Math.round((entry.after.stock - entry.before.stock) * 1e6) / 1e6,
        reservedBefore: entry.before.reserved,
        reservedAfter: entry.after.reserved,
        reservedDiff: Math.round((entry.after.reserved - entry.before.reserved) * 1e6) / 1e6,
      });
    }

    // One request per batch, each with its own Idempotency-Key and the mapped body.
    expect(posts).toHaveLength(2);
    const [first, second] = posts;
    expect(first?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.headers()['idempotency-key']).not.toBe(first?.headers()['idempotency-key']);
    expect(second?.postDataJSON()).toEqual({
      movements: [
        {
          warehouse_id: 'wh-main',
          product_id: a.id,
          operation: 'add',
          quantity: 12.5,
          reservation: 'reserve',
          location_code: 'B-02-1',
          unit_cost: 3200,
          comment: 'PO e2e',
        },
        {
          warehouse_id: 'wh-main',
          product_id: a.id,
          operation: 'remove',
          quantity: 7,
          reservation: 'release',
        },
        {
          warehouse_id: 'wh-north',
          product_id: b.id,
          operation: 'remove',
          quantity: 4,
          reservation: 'release',
        },
        {
          warehouse_id: 'wh-north',
          product_id: b.id,
          operation: 'add',
          quantity: 0.25,
          reservation: 'reserve',
        },
        { warehouse_id: 'wh-north', product_id: b.id, operation: 'remove', quantity: 1 },
      ],
    });

    // Both batches are in this session's list, newest first.
    const recent = page.getByRole('region', { name: 'Recent batches' });
    await expect(recent.getByRole('button', { name: /5 lines/ })).toBeVisible();
    await expect(recent.getByRole('button', { name: /2 lines/ })).toBeVisible();
    await recent.getByRole('button', { name: /5 lines/ }).click();
    await expect(
      recent.locator(`tr[data-warehouse="wh-north"][data-product="${b.id}"]`),
    ).toBeVisible();
  });

  test('scanning: exact SKUs add lines or raise the one just added; unknown ones add nothing', async ({
    signedIn: page,
  }) => {
    await openEditor(page);
    const scan = page.getByLabel('Scan or type a SKU, then Enter');
    const status = page.locator('#stock-scan-status');
    await scan.fill('cln-00021'); // case-insensitive, as scanners of lower-case labels send it
    await scan.press('Enter');
    await expect(status).toContainText('Added CLN-00021');
    await expect(scan).toBeFocused();
    // A scanner sends the next code at once.
    await scan.pressSequentially('CLN-00021\n', { delay: 5 });
    await scan.pressSequentially('CLN-00021\n', { delay: 5 });
    await expect(status).toContainText('quantity now 3');
    await scan.fill('CLN-00022');
    await scan.press('Enter');
    await expect(status).toContainText('Added CLN-00022');
    await scan.fill('NO-SUCH-SKU-1');
    await scan.press('Enter');
    await expect(status).toHaveText(
      'No product has the SKU, barcode or reference “NO-SUCH-SKU-1”. Nothing was added; it is listed under failed scans.',
    );
    await scan.fill('CLN-00021');
    await scan.press('Enter');
    await expect(status).toContainText('Added CLN-00021');

    const rows = page.locator('[role="row"][data-row]');
    await expect(rows).toHaveCount(3); // the blank first line made way for the scans
    await expect(cell(page, 'Product', 1)).toHaveValue('CLN-00021');
    await expect(cell(page, 'Quantity', 1)).toHaveValue('3');
    await expect(cell(page, 'Product', 2)).toHaveValue('CLN-00022');
    await expect(cell(page, 'Quantity', 2)).toHaveValue('1');
    await expect(cell(page, 'Product', 3)).toHaveValue('CLN-00021');
    await expect(cell(page, 'Quantity', 3)).toHaveValue('1');

    // Scans into another warehouse, as a removal.
    await page
      .getByRole('combobox', { name: 'Scan into warehouse' })
      .selectOption({ label: 'Bodega norte' });
    await page.getByRole('combobox', { name: 'Scan as' }).selectOption({ label: 'Remove' });
    await scan.fill('CLN-00021');
    await scan.press('Enter');
    await expect(cell(page, 'Warehouse', 4)).toHaveValue('wh-north');
    await expect(cell(page, 'Operation', 4)).toHaveValue('remove');
  });

  test('pasting 50 spreadsheet rows with 2 broken ones adds 48 and says why 2 were not', async ({
    signedIn: page,
  }) => {
    await openEditor(page);
    const rows = Array.from({ length: 50 }, (_, i) => {
      const sku = `HDW-${String(101 + (i % 10)).padStart(5, '0')}`;
      const warehouse = ['wh-main', 'Bodega norte', 'wh-store'][i % 3];
      return `${sku}\t${warehouse}\tadd\t${i + 1}\t${i % 4 === 0 ? 'reserve' : ''}\tA-${i}\t${i % 5 === 0 ? '1500' : ''}\tpaste ${i}`;
    });
    rows[6] = 'HDW-00107\twh-main\tadd\tseven';
    rows[41] = 'HDW-00102\twh-main\tremove\t2\treserve';
    const text = [
      'sku\twarehouse\toperation\tquantity\treservation\tlocation\tunit cost\tcomment',
      ...rows,
    ].join('\n');
    await page.getByLabel('Scan or type a SKU, then Enter').focus();
    await paste(page, text);

    const report = page.getByTestId('import-report');
    await expect(report).toContainText('Added 48 lines from the pasted rows.');
    await expect(report).toContainText('2 rows could not be read and were not added:');
    await expect(report).toContainText(
      'Row 8: the quantity “seven” is not a number greater than zero',
    );
    await expect(report).toContainText('Row 43: “reserve” cannot go with Remove');
    await expect(page.getByText('48 lines (at most 1,000)')).toBeVisible();
    await expect(page.getByText(/looking up/)).toBeHidden();
    await expect(cell(page, 'Warehouse', 2)).toHaveValue('wh-north');
    await expect(cell(page, 'Reservation', 1)).toHaveValue('reserve');
    await expect(page.getByText(/need(s)? attention/)).toBeHidden();
  });

  test('pasting into a cell of the grid adds the rows too; a single value pastes as text', async ({
    signedIn: page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const clipboardPaste = async (text: string) => {
      await page.evaluate((t) => navigator.clipboard.writeText(t), text);
      await page.keyboard.press('ControlOrMeta+v');
    };
    await openEditor(page);
    await cell(page, 'Comment', 1).focus();
    await clipboardPaste('received, checked');
    await expect(cell(page, 'Comment', 1)).toHaveValue('received, checked');
    await expect(page.getByTestId('import-report')).toBeHidden();
    await cell(page, 'Quantity', 1).focus();
    await clipboardPaste('STA-00031\twh-store\tadd\t2\nSTA-00032\twh-store\tadd\t3');
    await expect(page.getByTestId('import-report')).toContainText('Added 2 lines');
    await expect(page.locator('[role="row"][data-row]')).toHaveCount(3);
    await expect(cell(page, 'Quantity', 1)).toHaveValue('');
    await expect(cell(page, 'Product', 3)).toHaveValue('STA-00032');
  });

  test('a removal beyond stock is warned about, then highlighted with the server’s answer', async ({
    signedIn: page,
  }) => {
    const posts = batchRequests(page);
    await openEditor(page);
    await fillLine(page, 1, { warehouse: 'wh-main', sku: 'PER-00031', quantity: '1' });
    await addLine(page);
    await fillLine(page, 2, {
      warehouse: 'wh-store',
      sku: 'PER-00032',
      operation: 'remove',
      quantity: '1000000',
    });

    const quantity = cell(page, 'Quantity', 2);
    await expect(
      page.locator(`#${await quantity.getAttribute('data-line')}-quantity-msg`),
    ).toContainText('Removes 1,000,000, but only');
    await page.getByRole('button', { name: 'Apply batch…' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('alert')).toContainText('1 line takes more than the product has');
    await dialog.getByRole('button', { name: 'Apply batch' }).click();

    await expect(page.getByText('The batch was refused: nothing was applied')).toBeVisible();
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await expect(quantity).toBeFocused();
    await expect(
      page.getByRole('button', { name: /^Line 2, Quantity: insufficient/ }),
    ).toBeVisible();
    await expect(cell(page, 'Quantity', 1)).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(1);

    // Nothing typed was lost; fixing the line and applying again works. The refusal judged the
    // body for good (a 409 naming a line), so the corrected batch is a new request with a new key.
    await expect(cell(page, 'Product', 1)).toHaveValue('PER-00031');
    await quantity.fill('1');
    await expect(quantity).not.toHaveAttribute('aria-invalid', 'true');
    await cell(page, 'Operation', 2).selectOption('add');
    await applyBatch(page);
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers()['idempotency-key']).not.toBe(posts[0]?.headers()['idempotency-key']);
  });

  test('a reload mid-edit brings the draft back, with its key; discarding asks first', async ({
    signedIn: page,
  }) => {
    await openEditor(page);
    await fillLine(page, 1, {
      warehouse: 'wh-north',
      sku: 'STA-00041',
      quantity: '3',
      reservation: 'reserve',
      comment: 'half typed',
    });
    await addLine(page);
    await cell(page, 'Product', 2).fill('STA-0004'); // typed, not chosen yet
    const draftOf = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find(
          (k) => k.startsWith('coc.draft.') && k.endsWith('.stock-batch'),
        );
        return key
          ? (JSON.parse(localStorage.getItem(key) ?? 'null') as {
              idempotencyKey: string;
              values: { lines: unknown[] };
            })
          : null;
      });
    await expect.poll(async () => (await draftOf())?.values.lines.length).toBe(2);
    const before = await draftOf();

    await page.reload();
    await expect(page.getByText('Your unsaved draft was restored.')).toBeVisible();
    await expect(cell(page, 'Warehouse', 1)).toHaveValue('wh-north');
    await expect(cell(page, 'Product', 1)).toHaveValue('STA-00041');
    await expect(cell(page, 'Quantity', 1)).toHaveValue('3');
    await expect(cell(page, 'Reservation', 1)).toHaveValue('reserve');
    await expect(cell(page, 'Comment', 1)).toHaveValue('half typed');
    await expect(cell(page, 'Product', 2)).toHaveValue('STA-0004');
    expect((await draftOf())?.idempotencyKey).toBe(before?.idempotencyKey);

    await page.getByRole('button', { name: 'Discard draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard this draft?' });
    await expect(dialog).toContainText('Its 2 lines are removed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    // Until the dialog has gone, its own "Discard draft" is the only such button not hidden.
    await expect(dialog).toBeHidden();
    await expect(cell(page, 'Comment', 1)).toHaveValue('half typed');
    await page.getByRole('button', { name: 'Discard draft' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard draft' }).click();
    await expect(page.locator('[role="row"][data-row]')).toHaveCount(1);
    await expect(cell(page, 'Comment', 1)).toHaveValue('');
    await expect.poll(draftOf).toBeNull();
  });

  test('a lapsed key: the person signs in again and finds the batch as it was', async ({
    signedIn: page,
  }) => {
    await openEditor(page);
    await fillLine(page, 1, { warehouse: 'wh-main', sku: 'STA-00051', quantity: '2' });
    await page.route(`**${BATCH_PATH}`, (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'unauthorized', message: 'Unknown API key' }),
      }),
    );
    await applyBatch(page);
    await expect(page.getByLabel('API key')).toBeVisible();
    await page.unroute(`**${BATCH_PATH}`);
    await page.getByLabel('API key').fill(DEMO_KEY);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible();
    await expect(cell(page, 'Product', 1)).toHaveValue('STA-00051');
    await expect(cell(page, 'Quantity', 1)).toHaveValue('2');
  });

  test('five fast clicks on apply send exactly one request', async ({ signedIn: page }) => {
    const posts = batchRequests(page);
    await page.route(`**${BATCH_PATH}`, async (route) => {
      await new Promise((r) => setTimeout(r, 600));
      await route.continue();
    });
    await openEditor(page);
    await fillLine(page, 1, { warehouse: 'wh-main', sku: 'STA-00061', quantity: '1' });
    await page.getByRole('button', { name: 'Apply batch…' }).click();
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Apply batch' });
    await expect(confirm).toBeEnabled();
    await confirm.evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 5; i++) button.click();
    });
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Applying…' }),
    ).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
    expect(posts).toHaveLength(1);
  });

  test('an aborted answer says the batch may have been applied; retry applies it once', async ({
    signedIn: page,
    request,
  }) => {
    const sku = 'STA-00071';
    const before = await productBySku(request, sku);
    const posts = batchRequests(page);
    let aborted = false;
    await page.route(`**${BATCH_PATH}`, async (route) => {
      if (aborted) return route.continue();
      aborted = true;
      await route.fetch(); // the service applies the batch...
      await route.abort('connectionreset'); // ...and its answer is lost
    });
    await openEditor(page);
    await fillLine(page, 1, { warehouse: 'wh-main', sku, quantity: '6' });
    await applyBatch(page);

    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'The batch may or may not have been applied' });
    await expect(alert).toContainText('Retrying is safe');
    await expect(cell(page, 'Quantity', 1)).toHaveValue('6');
    expect((await productBySku(request, sku)).stock_available).toBe(before.stock_available + 6);

    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts[1]?.headers()['idempotency-key']).toBe(posts[0]?.headers()['idempotency-key']);
    expect(posts[1]?.postData()).toBe(posts[0]?.postData());
    const replay = await posts[1]?.response();
    expect(replay?.headers()['idempotent-replayed']).toBe('true');
    // Applied once, not twice.
    expect((await productBySku(request, sku)).stock_available).toBe(before.stock_available + 6);
  });

  test('lines changed after a lost answer are not sent under the old key without asking', async ({
    signedIn: page,
  }) => {
    const posts = batchRequests(page);
    let aborted = false;
    await page.route(`**${BATCH_PATH}`, async (route) => {
      if (aborted) return route.continue();
      aborted = true;
      await route.fetch();
      await route.abort('timedout');
    });
    await openEditor(page);
    await fillLine(page, 1, { warehouse: 'wh-main', sku: 'STA-00091', quantity: '2' });
    await applyBatch(page);
    await expect(page.getByText('The batch may or may not have been applied')).toBeVisible();
    await cell(page, 'Quantity', 1).fill('3');
    await applyBatch(page);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'These lines differ from the batch sent before' });
    await expect(alert).toContainText('The earlier attempt may have been applied');
    expect(posts[1]?.headers()['idempotency-key']).toBe(posts[0]?.headers()['idempotency-key']);
    await alert.getByRole('button', { name: 'Send as a new batch' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Apply batch' }).click();
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
    expect(posts).toHaveLength(3);
    expect(posts[2]?.headers()['idempotency-key']).not.toBe(posts[0]?.headers()['idempotency-key']);
    expect(posts[2]?.postDataJSON()).toMatchObject({ movements: [{ quantity: 3 }] });
  });

  test('more than 1,000 lines is refused before sending', async ({ signedIn: page }) => {
    const posts = batchRequests(page);
    await openEditor(page);
    const rows = Array.from({ length: 1001 }, (_, i) => `STA-00081\twh-main\tadd\t${(i % 9) + 1}`);
    await page.getByLabel('Scan or type a SKU, then Enter').focus();
    await paste(page, rows.join('\n'));
    await expect(page.getByTestId('import-report')).toContainText('Added 1,001 lines');
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: 'A batch holds at most 1,000 lines; this one has 1,001' })
        .first(),
    ).toBeVisible();
    await expect(page.getByText(/looking up/)).toBeHidden();
    await page.getByRole('button', { name: 'Apply batch…' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(
      page.getByText('Remove 1 line or apply them in two batches. Nothing was sent.').last(),
    ).toBeVisible();
    expect(posts).toHaveLength(0);
  });

  test('a SKU scanned into a product cell over an earlier search is looked up, not taken from the list still showing', async ({
    signedIn: page,
    request,
  }) => {
    await openEditor(page);
    const target = await productBySku(request, 'GRO-00178');
    const product = cell(page, 'Product', 1);
    await product.click();
    await page.keyboard.type('Agua');
    const list = page.getByRole('listbox', { name: 'Products' });
    await expect(list.getByRole('option').first()).toContainText('Agua');
    await expect(product).toHaveAttribute('aria-activedescendant', /option-0$/);

    // a scanner sends the whole SKU and Enter at once, before the search for it could answer
    await product.fill(target.sku);
    await product.press('Enter');
    await expect(cell(page, 'Product', 2)).toBeFocused(); // Enter moved down, as in a spreadsheet
    await expect(product).toHaveValue(target.sku);
    const lineId = await product.getAttribute('data-line');
    await expect(page.locator(`[id="${lineId}-product-msg"]`)).toContainText(target.name);
    await expect(page.locator(`[id="${lineId}-product-msg"]`)).not.toContainText('Agua');
  });

  test('keyboard only: type, pick, move, duplicate, delete and apply', async ({
    signedIn: page,
  }) => {
    await openEditor(page);
    // From the scan field, Tab reaches the grid.
    await page.getByLabel('Scan or type a SKU, then Enter').focus();
    for (
      let i = 0;
      i < 12 && !(await cell(page, 'Warehouse', 1).evaluate((el) => el === document.activeElement));
      i++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(cell(page, 'Warehouse', 1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(cell(page, 'Product', 1)).toBeFocused();
    await page.keyboard.type('PER-0009');
    const list = page.getByRole('listbox', { name: 'Products' });
    await expect(list).toBeVisible();
    await expect(cell(page, 'Product', 1)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const option = list.getByRole('option', { selected: true });
    const optionText = await option.textContent();
    const pickedSku = /PER-\d{5}/.exec(optionText ?? '')?.[0];
    expect(pickedSku).toMatch(/^PER-\d{5}$/);
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(cell(page, 'Product', 1)).toHaveValue(pickedSku ?? '');
    await page.keyboard.press('Tab'); // operation
    await page.keyboard.press('Tab'); // quantity
    await expect(cell(page, 'Quantity', 1)).toBeFocused();
    await page.keyboard.type('4');
    await page.keyboard.press('Tab'); // reservation
    await expect(cell(page, 'Reservation', 1)).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('K-9');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(cell(page, 'Comment', 1)).toBeFocused();
    await page.keyboard.type('by keyboard');

    // Enter on the last line adds a line below, same column.
    await page.keyboard.press('Enter');
    await expect(cell(page, 'Comment', 2)).toBeFocused();
    await page.keyboard.press('Shift+Enter');
    await expect(cell(page, 'Comment', 1)).toBeFocused();
    // Tab from the last cell goes to the next line's first.
    await page.keyboard.press('Tab');
    await expect(cell(page, 'Warehouse', 2)).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(cell(page, 'Comment', 1)).toBeFocused();

    // Duplicate line 1, change the copy, delete the blank line.
    await page.keyboard.press('Control+d');
    await expect(cell(page, 'Comment', 2)).toBeFocused();
    await expect(cell(page, 'Comment', 2)).toHaveValue('by keyboard');
    await expect(page.locator('[role="row"][data-row]')).toHaveCount(3);
    await page.keyboard.press('Shift+Tab'); // unit cost
    await page.keyboard.press('Shift+Tab'); // location
    await page.keyboard.press('Shift+Tab'); // reservation
    await page.keyboard.press('Shift+Tab'); // quantity
    await expect(cell(page, 'Quantity', 2)).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('2');
    await page.keyboard.press('Enter');
    await expect(cell(page, 'Quantity', 3)).toBeFocused();
    await page.keyboard.press('Control+Shift+Backspace');
    await expect(page.locator('[role="row"][data-row]')).toHaveCount(2);

    // Apply: Tab to the button, Enter, then Enter on the dialog's focused confirm button.
    const apply = page.getByRole('button', { name: 'Apply batch…' });
    for (let i = 0; i < 40 && !(await apply.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(apply).toBeFocused();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog').getByRole('button', { name: 'Apply batch' });
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeFocused();
    await expect(
      page.getByRole('region', { name: 'Batch applied' }).locator('tbody tr'),
    ).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Batch applied' })).toContainText('+6');
  });

  for (const [mode, family] of [
    ['light', 'CLN-0006'],
    ['dark', 'CLN-0008'],
  ] as const) {
    test(`is accessible (axe, ${mode})`, async ({ signedIn: page }) => {
      test.setTimeout(180_000); // six axe passes
      await setTheme(page, mode);
      await openEditor(page);
      await expectAccessible(page, `empty batch editor (${mode})`);
      await page.getByLabel('Scan or type a SKU, then Enter').focus();
      await paste(
        page,
        [
          `${family}1\twh-main\tadd\t3\treserve`,
          `${family}2\twh-north\tremove\t1000000`,
          'NOPE-404\twh-main\tadd\t1',
          `${family}3\twh-store\tadd\tten`,
        ].join('\n'),
      );
      await expect(page.getByText(/looking up/)).toBeHidden();
      await page.getByRole('button', { name: 'Apply batch…' }).click();
      await expectAccessible(page, `batch with errors, warnings and an import report (${mode})`);
      // an unreadable row blocks Apply until it is pasted again or left out
      await page
        .getByTestId('import-report')
        .getByRole('button', { name: 'Leave out 1 row' })
        .click();
      await cell(page, 'Product', 1).fill(family);
      await expect(page.getByRole('listbox', { name: 'Products' })).toBeVisible();
      await expectAccessible(page, `product list open (${mode})`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete line 3' }).click();
      await cell(page, 'Product', 1).fill(`${family}1`);
      await cell(page, 'Product', 1).press('Tab');
      await page.getByRole('button', { name: 'Apply batch…' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page, `confirm dialog (${mode})`);
      await page.getByRole('dialog').getByRole('button', { name: 'Apply batch' }).click();
      await expect(page.getByText('The batch was refused: nothing was applied')).toBeVisible();
      await expectAccessible(page, `refused batch, its line highlighted (${mode})`);
      await page.getByRole('button', { name: 'Delete line 2' }).click();
      await applyBatch(page);
      await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
      await page
        .getByRole('region', { name: 'Recent batches' })
        .getByRole('button')
        .first()
        .click();
      await expectAccessible(page, `results and recent batches (${mode})`);
    });
  }

  test('works at 390 px wide', async ({ signedIn: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEditor(page);
    const scan = page.getByLabel('Scan or type a SKU, then Enter');
    await scan.fill('CLN-00071');
    await scan.press('Enter');
    await expect(cell(page, 'Product', 1)).toHaveValue('CLN-00071');
    // The page itself does not scroll sideways; the grid does.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await applyBatch(page);
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
  });
});
