import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  DEMO_KEY,
  apiWrite,
  enterSku,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  productBySku,
  requestsTo,
  setTheme,
  test,
} from './fixtures.ts';

/*
 * Issue 16, the warehouse floor's sheets and stock figures on /stock: warehouses by id or name,
 * supplier sheets (Spanish headers, column mapping remembered per account, unreadable rows),
 * what a line's "available" is, and the on-hand operations (reserve / release without moving
 * stock), checked through the API. Each test works on products no other spec uses.
 */

const BATCH_PATH = '/v1/warehouse-products/stock/update-list';

/** The product's barcode (`code`), from its record. */
async function codeOf(request: APIRequestContext, id: string): Promise<string> {
  const res = await request.get(`/v1/products/${id}`, { headers: { 'X-Api-Key': DEMO_KEY } });
  expect(res.ok()).toBe(true);
  const code = ((await res.json()) as { code: string | null }).code;
  if (!code) throw new Error(`product ${id} has no code`);
  return code;
}

async function openEditor(page: Page) {
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible();
  await expect(cell(page, 'Warehouse', 1)).toBeVisible();
}

function cell(page: Page, field: string, line: number): Locator {
  return page.getByLabel(`${field}, line ${line}`, { exact: true });
}

/** The caption under a line's cell (its message). */
async function caption(field: Locator, name: string): Promise<Locator> {
  const lineId = await field.getAttribute('data-line');
  return field.page().locator(`[id="${lineId}-${name}-msg"]`);
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

/** Pastes into the first line's product cell (the grid takes rows pasted into any of its cells). */
async function pasteSheet(page: Page, text: string) {
  await cell(page, 'Product', 1).focus();
  await paste(page, text);
}

const rows = (page: Page) => page.locator('[role="row"][data-row]');

async function applyBatch(page: Page) {
  await page.getByRole('button', { name: 'Apply batch…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Apply batch' }).click();
  await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
}

test.describe('stock sheets and figures', () => {
  test('a warehouse typed or pasted by its name is its id; an unknown one is an error at its cell that blocks Apply', async ({
    signedIn: page,
  }) => {
    const posts = requestsTo(page, 'POST', BATCH_PATH);
    await openEditor(page);
    // Typed: the name, in any case, becomes the id when the cell is left.
    const warehouse = cell(page, 'Warehouse', 1);
    await warehouse.fill('BODEGA NORTE');
    await expect(await caption(warehouse, 'warehouse')).toHaveText('Bodega norte');
    await warehouse.press('Tab');
    await expect(warehouse).toHaveValue('wh-north');
    await enterSku(cell(page, 'Product', 1), 'PER-00051');
    await cell(page, 'Quantity', 1).fill('1');

    // Pasted: ids and names (accents and case ignored) as ids; an unknown one stays, flagged at its cell.
    await pasteSheet(page, 'PER-00052\tbódega principal\tadd\t2\nPER-00053\tBodega Sur\tadd\t3');
    await expect(page.getByTestId('import-report')).toContainText(
      'Added 2 lines from the pasted rows.',
    );
    await expect(rows(page)).toHaveCount(3);
    await expect(cell(page, 'Warehouse', 2)).toHaveValue('wh-main');
    const unknown = cell(page, 'Warehouse', 3);
    await expect(unknown).toHaveValue('Bodega Sur');
    await expect(unknown).toHaveAttribute('aria-invalid', 'true');
    await expect(await caption(unknown, 'warehouse')).toHaveText(
      'No configured warehouse is “Bodega Sur”. Type a warehouse’s id or name.',
    );

    // Apply refuses before sending, and puts the focus on the cell.
    await expect(page.getByText(/looking up/)).toBeHidden();
    await page.getByRole('button', { name: 'Apply batch…' }).click();
    await expect(
      page.getByText('1 line needs attention before the batch can be applied. Nothing was sent.'),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(unknown).toBeFocused();
    expect(posts).toHaveLength(0);

    // Fixed with a name, the batch goes, with ids only.
    await unknown.fill('tienda chapinero');
    await unknown.press('Tab');
    await expect(unknown).toHaveValue('wh-store');
    await expect(unknown).not.toHaveAttribute('aria-invalid', 'true');
    // The summary follows (on its short idle timer): its totals name the warehouse and its list
    // of problems is gone. Clicked before that, the list leaving the page's end would scroll the
    // page, and the button with it, between the press and its release.
    const totals = page.getByRole('table', { name: 'Totals per warehouse' });
    await expect(totals).toContainText('Tienda Chapinero (wh-store)');
    await expect(page.getByText('1 line needs attention:')).toBeHidden();
    await applyBatch(page);
    expect(posts).toHaveLength(1);
    const body = posts[0]?.postDataJSON() as { movements: { warehouse_id: string }[] };
    expect(body.movements.map((m) => m.warehouse_id)).toEqual(['wh-north', 'wh-main', 'wh-store']);
  });

  test('a press on Apply just after the last problem is fixed is not lost when the summary catches up', async ({
    signedIn: page,
  }) => {
    await page.clock.install();
    await openEditor(page);
    await pasteSheet(
      page,
      'PER-00061\twh-main\tadd\t1\nPER-00062\twh-main\tadd\t2\nPER-00063\tBodega Sur\tadd\t3',
    );
    await expect(rows(page)).toHaveCount(3);
    const unknown = cell(page, 'Warehouse', 3);
    await expect(unknown).toHaveAttribute('aria-invalid', 'true');
    const problems = page.getByText('1 line needs attention:');
    await expect(problems).toBeVisible();
    await expect(page.getByText(/looking up/)).toBeHidden();

    // Scrolled to the page's end, where a shorter page moves everything down.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect
      .poll(() =>
        page.evaluate(() => {
          const root = document.documentElement;
          return root.scrollTop > 0 && root.scrollTop + root.clientHeight >= root.scrollHeight - 1;
        }),
      )
      .toBe(true);

    // The summary's update is timed: with the page's clock stopped, the last problem is fixed and
    // Apply pressed before it comes; then its time passes while the button is held down.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await unknown.fill('wh-store');
    await unknown.press('Tab');
    await expect(unknown).not.toHaveAttribute('aria-invalid', 'true');
    const apply = page.getByRole('button', { name: 'Apply batch…' });
    const box = await apply.boundingBox();
    if (!box) throw new Error('the Apply button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.clock.runFor(2_000);
    await expect(problems).toBeVisible(); // held while the button is down
    await page.mouse.up();
    await page.clock.resume();

    // The click reached the button, and the summary then caught up.
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(problems).toBeHidden();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('the issue’s supplier sheet (Código<TAB>Cantidad, Spanish numbers) adds its lines, found by barcode', async ({
    signedIn: page,
    request,
  }) => {
    const [a, b] = [
      await productBySku(request, 'BEV-00071'),
      await productBySku(request, 'BEV-00072'),
    ];
    const code = await codeOf(request, a.id);
    await openEditor(page);
    // The rows go to the page's default warehouse and operation (no such columns in the sheet).
    await pasteSheet(page, `Código\tCantidad\n${code}\t1.200\n${b.sku}\t3\n`);
    // `1.200` reads two ways: the person says how the sheet writes numbers (nothing is added on a guess).
    const question = page.getByRole('dialog', { name: 'How does this sheet write its numbers?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: /Spanish: 1\.200 = 1200/ }).click();
    await expect(page.getByTestId('import-report')).toContainText(
      'Added 2 lines from the pasted rows.',
    );
    await expect(page.getByTestId('import-report')).not.toContainText('could not be read');
    await expect(rows(page)).toHaveCount(2);
    // The barcode found its product; the line shows its SKU.
    await expect(cell(page, 'Product', 1)).toHaveValue(a.sku);
    // 1200, shown the console's (English) way.
    await expect(cell(page, 'Quantity', 1)).toHaveValue('1,200');
    await expect(cell(page, 'Warehouse', 1)).toHaveValue('wh-main');
    await expect(cell(page, 'Operation', 1)).toHaveValue('add');
    await expect(cell(page, 'Product', 2)).toHaveValue(b.sku);
    await expect(await caption(cell(page, 'Product', 2), 'product')).toContainText(b.name);
  });

  test('columns that are not the usual ones are mapped by the person, and the mapping is remembered for the same header', async ({
    signedIn: page,
  }) => {
    await openEditor(page);
    const header = 'Artículo\tDescripción\tUnidades';
    await pasteSheet(page, `${header}\nCLN-00051\tDetergente\t4\nCLN-00052\tJabón\t5`);
    const dialog = page.getByRole('dialog', { name: 'Which column is which?' });
    await expect(dialog).toBeVisible();
    // Nothing is added before the person confirms.
    await expect(rows(page)).toHaveCount(1);
    await expect(
      dialog.getByRole('checkbox', { name: 'The first row is a header (column names)' }),
    ).toBeChecked();
    const first = dialog.getByLabel('Column 1: Artículo');
    await expect(first).toHaveValue('');
    await expect(dialog.getByLabel('Column 3: Unidades')).toHaveValue('quantity');
    await expectAccessible(page, 'column mapping dialog');
    // Without a product column it says so.
    await dialog.getByRole('button', { name: 'Add the rows' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Choose the column that names the product (its SKU, barcode or reference).',
    );
    await first.selectOption('sku');
    const preview = dialog.getByRole('table', { name: 'The first rows, as they will be read' });
    await expect(preview.getByRole('columnheader')).toHaveText(['Product: SKU', 'Quantity']);
    await expect(preview.getByRole('row').nth(1)).toHaveText(/CLN-000514/);
    await dialog.getByRole('button', { name: 'Add the rows' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('import-report')).toContainText(
      'Added 2 lines from the pasted rows.',
    );
    await expect(cell(page, 'Product', 2)).toHaveValue('CLN-00052');
    await expect(cell(page, 'Quantity', 2)).toHaveValue('5');

    // The same header again, after a reload: read as mapped, without asking.
    await page.reload();
    await expect(cell(page, 'Product', 1)).toHaveValue('CLN-00051');
    await pasteSheet(page, `${header}\nCLN-00053\tSuavizante\t6`);
    await expect(page.getByTestId('import-report')).toContainText(
      'Added 1 line from the pasted rows.',
    );
    await expect(page.getByTestId('import-report')).toContainText(
      'Columns read as you mapped them before: column 1 = Product: SKU, column 3 = Quantity.',
    );
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(cell(page, 'Product', 3)).toHaveValue('CLN-00053');
    await expect(cell(page, 'Quantity', 3)).toHaveValue('6');
  });

  test('rows that cannot be read are listed by line; nothing is applied until they are left out', async ({
    signedIn: page,
  }) => {
    const posts = requestsTo(page, 'POST', BATCH_PATH);
    await openEditor(page);
    await pasteSheet(
      page,
      [
        'SKU\tCantidad\tOperación',
        'CLN-00054\t2\tagregar',
        '\t3\tagregar',
        'CLN-00055\tdos\tagregar',
        'CLN-00056\t1\ttransferir',
      ].join('\n'),
    );
    const report = page.getByTestId('import-report');
    await expect(report).toContainText('Added 1 line from the pasted rows.');
    await expect(report).toContainText('3 rows could not be read and were not added:');
    await expect(report).toContainText('Row 3: the SKU is missing');
    await expect(report).toContainText(
      'Row 4: the quantity “dos” is not a number greater than zero',
    );
    await expect(report).toContainText(
      'Row 5: the operation “transferir” is neither add nor remove',
    );
    await expect(report).toContainText(
      'The batch cannot be applied while 3 rows of the sheet are not read',
    );
    // The report cannot be closed while those rows wait.
    await expect(report.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(page.getByText(/looking up/)).toBeHidden();

    await page.getByRole('button', { name: 'Apply batch…' }).click();
    await expect(
      page.getByText(
        '3 rows of a pasted sheet could not be read. Fix them and paste them again, or leave them out, before applying. Nothing was sent.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    expect(posts).toHaveLength(0);

    // Fixed rows pasted again are added; the broken ones are then left out explicitly.
    await pasteSheet(page, 'SKU\tCantidad\nCLN-00055\t2');
    await expect(report).toContainText('Added 1 line from the pasted rows.');
    await expect(report).toContainText('The batch cannot be applied while 3 rows');
    await report.getByRole('button', { name: 'Leave out 3 rows' }).click();
    await expect(report).not.toContainText('cannot be applied');
    await applyBatch(page);
    expect(posts).toHaveLength(1);
    expect((posts[0]?.postDataJSON() as { movements: unknown[] }).movements).toHaveLength(2);
  });

  test('reserve on hand and release on hand change reserved only, sent as two movements, shown as one line', async ({
    signedIn: page,
    request,
  }) => {
    const sku = 'PER-00055';
    const start = await productBySku(request, sku);
    // Known stock in wh-north to reserve from.
    await apiWrite(page, BATCH_PATH, {
      movements: [
        { warehouse_id: 'wh-north', product_id: start.id, operation: 'add', quantity: 5 },
      ],
    });
    const before = await productBySku(request, sku);
    const posts = requestsTo(page, 'POST', BATCH_PATH);
    await openEditor(page);

    await cell(page, 'Warehouse', 1).fill('wh-north');
    const product = cell(page, 'Product', 1);
    await enterSku(product, sku);
    // Before any batch of this session touched it, the figure is the total, said so.
    await expect(await caption(product, 'product')).toContainText(
      `available ${before.stock_available.toLocaleString('en-US')} (total in all warehouses)`,
    );
    const operation = cell(page, 'Operation', 1);
    await expect(operation.locator('option')).toHaveText([
      'Add',
      'Remove',
      'Reserve on hand',
      'Release (keep on hand)',
    ]);
    await operation.selectOption('reserveOnHand');
    await cell(page, 'Quantity', 1).fill('3');
    await expect(cell(page, 'Reservation', 1)).toBeDisabled();
    await expect(await caption(cell(page, 'Reservation', 1), 'reservation')).toHaveText(
      'Stock on the shelf gets reserved: stock stays, reserved goes up.',
    );
    await expect(cell(page, 'Unit cost', 1)).toBeDisabled();

    await page.getByRole('button', { name: 'Apply batch…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply 1 line?' });
    await expect(dialog).toBeVisible();
    // wh-north's own figure is not known yet: the check says it judged on the total only.
    await expect(dialog.getByTestId('total-only-note')).toContainText(
      '1 line takes stock or a reservation from a warehouse whose own figure the console does not know',
    );
    await expect(
      dialog.getByRole('table', { name: 'Totals per warehouse' }).getByRole('row').nth(1),
    ).toHaveText(/Bodega norte \(wh-north\)1003\s*0/);
    await dialog.getByRole('button', { name: 'Apply batch' }).click();
    await expect(page.getByRole('heading', { name: 'Batch applied' })).toBeVisible();
    expect((posts[0]?.postDataJSON() as { movements: unknown[] }).movements).toEqual([
      {
        warehouse_id: 'wh-north',
        product_id: start.id,
        operation: 'add',
        quantity: 3,
        reservation: 'reserve',
      },
      { warehouse_id: 'wh-north', product_id: start.id, operation: 'remove', quantity: 3 },
    ]);
    const resultRow = page
      .getByRole('region', { name: 'Batch applied' })
      .locator(`tr[data-warehouse="wh-north"][data-product="${start.id}"]`);
    await expect(resultRow.locator('td[data-col="stock-diff"]')).toHaveText('0');
    await expect(resultRow.locator('td[data-col="reserved-diff"]')).toHaveText('+3');
    // Through the API: the same stock, 3 more reserved, 3 fewer available.
    const reserved = await productBySku(request, sku);
    expect([reserved.stock_available, reserved.reserved]).toEqual([
      before.stock_available - 3,
      before.reserved + 3,
    ]);
    const stockAfter = Number(
      (await resultRow.locator('td[data-col="stock-after"]').textContent())?.replace(/,/g, ''),
    );
    const reservedAfter = Number(
      (await resultRow.locator('td[data-col="reserved-after"]').textContent())?.replace(/,/g, ''),
    );

    // Now the console knows wh-north's figures: a line there says so, with their time; wh-main still shows the total.
    const next = cell(page, 'Product', 1);
    await cell(page, 'Warehouse', 1).fill('wh-north');
    await enterSku(next, sku);
    await expect(await caption(next, 'product')).toContainText(
      `available ${stockAfter - reservedAfter} in Bodega norte (`,
    );
    // Releasing more than is reserved there is warned about on that warehouse's figure.
    await cell(page, 'Operation', 1).selectOption('releaseOnHand');
    await cell(page, 'Quantity', 1).fill(String(reservedAfter + 1));
    await expect(await caption(cell(page, 'Quantity', 1), 'quantity')).toContainText(
      `Releases ${reservedAfter + 1}, but only ${reservedAfter} reserved in Bodega norte as of`,
    );
    await cell(page, 'Quantity', 1).fill('2');
    await expect(await caption(cell(page, 'Reservation', 1), 'reservation')).toHaveText(
      'The reservation is released, the goods stay: stock stays, reserved goes down.',
    );
    await applyBatch(page);
    expect((posts[1]?.postDataJSON() as { movements: unknown[] }).movements).toEqual([
      {
        warehouse_id: 'wh-north',
        product_id: start.id,
        operation: 'remove',
        quantity: 2,
        reservation: 'release',
      },
      { warehouse_id: 'wh-north', product_id: start.id, operation: 'add', quantity: 2 },
    ]);
    const released = await productBySku(request, sku);
    expect([released.stock_available, released.reserved]).toEqual([
      before.stock_available - 1,
      before.reserved + 1,
    ]);
    await expect(
      page
        .getByRole('region', { name: 'Recent batches' })
        .getByRole('button', { name: /1 line · 1 warehouse products/ }),
    ).toHaveCount(2);

    // "Add + Reserve" keeps its meaning, explained on the line.
    await cell(page, 'Reservation', 1).selectOption('reserve');
    await expect(await caption(cell(page, 'Reservation', 1), 'reservation')).toHaveText(
      'Goods received already reserved: stock and reserved both go up.',
    );

    // The product page: stock and reserved of the search item, and wh-north's figures with their time.
    await page.goto(`/products/${start.id}`);
    const stock = page.getByRole('region', { name: 'Stock', exact: true });
    await expect(stock).toContainText(
      `Available, all warehouses${released.stock_available.toLocaleString('en-US')}`,
    );
    await expect(stock).toContainText(
      `Reserved, all warehouses${released.reserved.toLocaleString('en-US')}`,
    );
    const north = stock.locator('tr[data-warehouse="wh-north"]');
    await expect(north.locator('[data-col="stock"]')).toHaveText(String(stockAfter));
    await expect(north.locator('[data-col="reserved"]')).toHaveText(String(reservedAfter - 2));
    await expect(north).toContainText('Bodega norte');
    await expect(stock.locator('tr[data-warehouse="wh-main"]')).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`is accessible, also at 390×844 (axe, ${mode})`, async ({ signedIn: page }) => {
      await setTheme(page, mode);
      await openEditor(page);
      await pasteSheet(
        page,
        [
          'SKU\tBodega\tOperación\tCantidad',
          'CLN-00057\tBodega Sur\tquitar\t1',
          'CLN-00058\tbodega norte\treservar en bodega\t1',
          '\twh-main\tagregar\t1',
        ].join('\n'),
      );
      await expect(page.getByText(/looking up/)).toBeHidden();
      await page.getByRole('button', { name: 'Apply batch…' }).click();
      await expectAccessible(
        page,
        `sheet with an unknown warehouse, an on-hand line and an unread row (${mode})`,
      );

      await page.setViewportSize({ width: 390, height: 844 });
      await expectNoSidewaysScroll(page);
      await expectAccessible(page, `the same at 390 px (${mode})`);
      await pasteSheet(page, 'Artículo\tUnidades\tProveedor\nCLN-00059\t2\tACME');
      const dialog = page.getByRole('dialog', { name: 'Which column is which?' });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `column mapping at 390 px (${mode})`);
      await page.setViewportSize({ width: 360, height: 800 });
      await expectNoSidewaysScroll(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await expectNoSidewaysScroll(page);
    });
  }
});
