import type { Locator, Page } from '@playwright/test';
import { barcodePng, cameraUse, installFakeCamera, showToCamera } from './fakeCamera.ts';
import { apiWrite, expect, expectAccessible, holdRequests, test, unique } from './fixtures.ts';

/*
 * Scanning on the stock page (issue 16): a scanned code is an exact SKU, else barcode (`code`),
 * else `reference`; several matches wait for a choice; every failed scan stays listed until
 * dismissed; sound and vibration can be switched off; the camera's refusal is said plainly; a
 * handheld gets one card per line. Scans are typed as a keyboard-wedge scanner sends them:
 * 5 ms per character, then Enter.
 */

interface Created {
  id: string;
  sku: string;
  name: string;
  code: string | null;
  reference: string | null;
}

interface Barcoded {
  sku: string;
  code: string;
}

/** A 13-digit code no seeded product has (seeded EANs start with 770). */
const barcode = () =>
  `99${Date.now().toString().slice(-8)}${Math.floor(Math.random() * 900 + 100)}`;

async function newProduct(
  page: Page,
  fields: { code?: string; reference?: string; name?: string },
): Promise<Created> {
  const sku = unique('SCN').toUpperCase();
  return apiWrite<Created>(page, '/v1/products', {
    name: fields.name ?? `Scan test ${sku}`,
    sku,
    code: fields.code ?? null,
    reference: fields.reference ?? null,
    price: 1000,
    status: 'active',
    measurement: 'unit',
  });
}

async function seededSkus(page: Page, count: number): Promise<string[]> {
  const res = await page.request.post('/v1/products/search', {
    headers: { 'X-Api-Key': 'demo-key' },
    data: { query: 'CLN-', page: 1, page_size: count, sort: { field: 'sku', direction: 'asc' } },
  });
  const items = ((await res.json()) as { items: { sku: string }[] }).items;
  expect(items).toHaveLength(count);
  return items.map((i) => i.sku);
}

/** Two seeded products that have a barcode (`code`, an EAN-13), read through the API. */
async function twoSeededWithCode(page: Page): Promise<[Barcoded, Barcoded]> {
  const headers = { 'X-Api-Key': 'demo-key' };
  const res = await page.request.post('/v1/products/search', {
    headers,
    data: { query: 'CLN-', page: 1, page_size: 20, sort: { field: 'sku', direction: 'asc' } },
  });
  const found: Barcoded[] = [];
  for (const { id } of ((await res.json()) as { items: { id: string }[] }).items) {
    const { sku, code } = (await (
      await page.request.get(`/v1/products/${id}`, { headers })
    ).json()) as Created;
    if (code && /^\d{13}$/.test(code)) found.push({ sku, code });
    const [a, b] = found;
    if (a && b) return [a, b];
  }
  throw new Error('fewer than 2 seeded products with a barcode');
}

async function openStock(page: Page) {
  await page.goto('/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible();
  await expect(cell(page, 'Warehouse', 1)).toBeVisible();
}

const cell = (page: Page, field: string, line: number): Locator =>
  page.getByLabel(`${field}, line ${line}`, { exact: true });
const scanField = (page: Page) => page.getByLabel('Scan or type a SKU, then Enter');
const status = (page: Page) => page.locator('#stock-scan-status');
const rows = (page: Page) => page.locator('[role="row"][data-row]');

/** What a keyboard-wedge scanner sends: the code at 5 ms per character, then Enter. */
async function scan(page: Page, code: string) {
  await scanField(page).pressSequentially(`${code}\n`, { delay: 5 });
}

test.describe('scanning on the stock page', () => {
  test('a barcode (the product’s code) and a reference find the product; a typed reference too', async ({
    signedIn: page,
  }) => {
    const code = barcode();
    const reference = unique('REF').toUpperCase();
    const product = await newProduct(page, { code, reference });
    await openStock(page);

    await scan(page, code);
    await expect(status(page)).toContainText(`Added ${product.sku}`);
    await expect(cell(page, 'Product', 1)).toHaveValue(product.sku);
    await expect(cell(page, 'Quantity', 1)).toHaveValue('1');
    // The scanned line flashes (its row is marked while the flash lasts).
    await expect(page.locator('[role="row"][data-flash="ok"]')).toHaveCount(1);

    await scan(page, reference.toLowerCase());
    await expect(status(page)).toContainText('quantity now 2');
    // Typed slowly, the reference is still taken as a code on Enter (no option highlighted).
    await scanField(page).pressSequentially(reference, { delay: 120 });
    await scanField(page).press('Enter');
    await expect(status(page)).toContainText('quantity now 3');
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('region', { name: /failed scan/ })).toHaveCount(0);
  });

  test('fast keys at the end of the field and a person’s edit inside the text both land where they were typed', async ({
    signedIn: page,
  }) => {
    await openStock(page);
    const field = scanField(page);
    // At a scanner's pace the keys after the first may be held and written once a frame
    // (src/lib/keyBurst.ts): the text is the same either way.
    await field.pressSequentially('ABC-123', { delay: 5 });
    await expect(field).toHaveValue('ABC-123');
    // The caret inside the text: the browser's own editing, whatever the pace.
    await field.press('ArrowLeft');
    await field.press('ArrowLeft');
    await field.pressSequentially('xy', { delay: 5 });
    await expect(field).toHaveValue('ABC-1xy23');
    await field.press('End');
    await field.pressSequentially('Z9', { delay: 5 });
    await expect(field).toHaveValue('ABC-1xy23Z9');
    // Leaving the field keeps every key (nothing held is lost).
    await field.pressSequentially('QQ', { delay: 5 });
    await page.keyboard.press('Tab');
    await expect(field).toHaveValue('ABC-1xy23Z9QQ');
  });

  test('a code several products share waits for a choice, never picked silently', async ({
    signedIn: page,
  }) => {
    const code = barcode();
    const a = await newProduct(page, { code, name: `Twin A ${code}` });
    const b = await newProduct(page, { code, name: `Twin B ${code}` });
    await openStock(page);

    await scan(page, code);
    await expect(status(page)).toContainText(`“${code}” matches 2 products`);
    const choice = page.getByRole('group', {
      name: `The barcode “${code}” matches 2 products. Which one did you scan?`,
    });
    await expect(choice).toBeVisible();
    // Nothing was added yet: the blank first line is all there is.
    await expect(rows(page)).toHaveCount(1);
    await expect(cell(page, 'Product', 1)).toHaveValue('');
    await expectAccessible(page, 'the stock page with a choice pending');

    // The scanner goes on meanwhile.
    await scan(page, a.sku);
    await expect(cell(page, 'Product', 1)).toHaveValue(a.sku);

    await choice.getByRole('button', { name: `Add ${b.name}` }).click();
    await expect(choice).toHaveCount(0);
    await expect(cell(page, 'Product', 2)).toHaveValue(b.sku);
    await expect(status(page)).toContainText(`Added ${b.sku}`);

    // "None of these" lists the code as a failed scan.
    await scan(page, code);
    await page.getByRole('button', { name: 'None of these (list as failed)' }).click();
    const failed = page.getByRole('region', { name: '1 failed scan' });
    await expect(failed).toContainText(code);
    await expect(failed).toContainText('several products match; none was chosen');
  });

  test('a burst of ten scans with one bad code: nine lines, the bad one listed until dismissed, through a reload', async ({
    signedIn: page,
  }) => {
    const skus = await seededSkus(page, 9);
    const bad = unique('BAD').toUpperCase();
    // A laptop's height: the grid's box shows about seven lines.
    await page.setViewportSize({ width: 1366, height: 700 });
    await openStock(page);
    const burst = [...skus.slice(0, 4), bad, ...skus.slice(4)];
    // No waiting between scans: the next code comes while the earlier ones are looked up.
    for (const code of burst) await scan(page, code);

    await expect(rows(page)).toHaveCount(9);
    // More lines than the grid's box shows: the box has scrolled to the last one scanned.
    await expect
      .poll(() =>
        cell(page, 'Product', 9).evaluate((input) => {
          const row = input.closest('[role="row"]')?.getBoundingClientRect();
          const box = input.closest('[role="table"]')?.parentElement;
          if (!row || !box) return 'no grid';
          const shown = box.getBoundingClientRect();
          return box.scrollTop > 0 && row.top >= shown.top && row.bottom <= shown.bottom + 1
            ? 'in view'
            : `row ${row.top}-${row.bottom}, box ${shown.top}-${shown.bottom}, scrollTop ${box.scrollTop}`;
        }),
      )
      .toBe('in view');
    for (const [i, sku] of skus.entries()) {
      await expect(cell(page, 'Product', i + 1)).toHaveValue(sku);
      await expect(cell(page, 'Quantity', i + 1)).toHaveValue('1');
    }
    // The failure is not overwritten by the successes after it.
    const failed = page.getByRole('region', { name: '1 failed scan' });
    await expect(failed).toContainText(bad);
    await expect(failed).toContainText('no product has this SKU, barcode or reference');
    await expect(failed.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    await expectAccessible(page, 'the stock page with a failed scan');

    await page.reload();
    await expect(page.getByRole('region', { name: '1 failed scan' })).toContainText(bad);

    // One by one, and all at once.
    await scan(page, `${bad}-2`);
    const two = page.getByRole('region', { name: '2 failed scans' });
    await expect(two).toContainText(`${bad}-2`);
    await two.getByRole('button', { name: `Dismiss failed scan ${bad}-2` }).click();
    await expect(page.getByRole('region', { name: '1 failed scan' })).not.toContainText(`${bad}-2`);
    await page.getByRole('button', { name: 'Dismiss all' }).click();
    await expect(page.getByRole('region', { name: /failed scan/ })).toHaveCount(0);
    await page.reload();
    await expect(cell(page, 'Warehouse', 1)).toBeVisible();
    await expect(page.getByRole('region', { name: /failed scan/ })).toHaveCount(0);
  });

  test('sound and vibration: distinct for success and failure, each switchable off, remembered', async ({
    signedIn: page,
  }) => {
    // Counts the tones played (oscillators started, with their frequency) and vibrations asked for.
    await page.addInitScript(() => {
      const log = { tones: [] as number[], vibrations: [] as string[] };
      (window as unknown as { feedbackLog: typeof log }).feedbackLog = log;
      // The original method, called below with the node as `this` (apply).
      // eslint-disable-next-line @typescript-eslint/unbound-method
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (
        this: OscillatorNode,
        ...args: Parameters<OscillatorNode['start']>
      ) {
        log.tones.push(this.frequency.value);
        start.apply(this, args);
      };
      Object.defineProperty(navigator, 'vibrate', {
        configurable: true,
        value: (pattern: number | number[]) => {
          log.vibrations.push(JSON.stringify(pattern));
          return true;
        },
      });
    });
    const log = () =>
      page.evaluate(
        () =>
          (window as unknown as { feedbackLog: { tones: number[]; vibrations: string[] } })
            .feedbackLog,
      );
    const [sku] = await seededSkus(page, 1);
    await openStock(page);

    await scan(page, sku ?? '');
    await expect.poll(async () => (await log()).vibrations).toEqual(['[40]']);
    expect((await log()).tones).toEqual([1760]);
    await scan(page, 'NO-SUCH-CODE-X1');
    await expect.poll(async () => (await log()).vibrations).toEqual(['[40]', '[150,80,150]']);
    expect((await log()).tones).toEqual([1760, 220, 180]);

    await page.getByRole('switch', { name: 'Sound' }).uncheck();
    await scan(page, sku ?? '');
    await expect.poll(async () => (await log()).vibrations).toHaveLength(3);
    expect((await log()).tones).toHaveLength(3); // no new tone

    await page.getByRole('switch', { name: 'Vibration' }).uncheck();
    await scan(page, sku ?? '');
    await expect(status(page)).toContainText('quantity now 3');
    expect(await log()).toEqual({
      tones: [1760, 220, 180],
      vibrations: ['[40]', '[150,80,150]', '[40]'],
    });

    // Per browser: still off after a reload.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Sound' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Vibration' })).not.toBeChecked();
  });

  for (const [error, message] of [
    ['NotAllowedError', 'Camera access was refused.'],
    ['NotFoundError', 'This device has no camera the browser can use.'],
  ] as const) {
    test(`the camera button says so plainly when getUserMedia fails with ${error}`, async ({
      signedIn: page,
    }) => {
      await page.addInitScript((name) => {
        Object.defineProperty(navigator.mediaDevices, 'getUserMedia', {
          configurable: true,
          value: () => Promise.reject(new DOMException('refused', name)),
        });
      }, error);
      await openStock(page);
      await page.getByRole('button', { name: 'Scan with camera' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scan with camera' });
      await expect(dialog.getByRole('alert')).toContainText(message);
      await expectAccessible(page, `the camera dialog (${error})`);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(scanField(page)).toBeVisible();
    });
  }

  test('served over plain http to another machine, the camera button says it needs https', async ({
    signedIn: page,
    baseURL,
  }) => {
    // The same build at a network address over http: not a secure context, so no camera at all.
    const origin = 'http://console.test';
    await page.route(`${origin}/**`, async (route) => {
      const url = new URL(route.request().url());
      await route.fulfill({
        response: await route.fetch({ url: `${baseURL}${url.pathname}${url.search}` }),
      });
    });
    await page.goto(`${origin}/stock`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock movements' })).toBeVisible();
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan with camera' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'The camera only works on a secure (https) address.',
    );
  });

  test('the camera reads an EAN-13, a Code 128 and a QR code through the decoder from our build, loaded only when pressed', async ({
    signedIn: page,
    baseURL,
  }) => {
    const [withCode, other] = await twoSeededWithCode(page);
    const decoderParts = /ponyfill|zxing|\.wasm(\?|$)|CameraScanDialog/;
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(r.url()));
    await installFakeCamera(page);
    await openStock(page);
    await page.waitForLoadState('networkidle');
    // Linux Chromium has no BarcodeDetector of its own: this goes through the polyfill.
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    expect(
      fetched.filter((u) => decoderParts.test(u)),
      'decoder fetched before the press',
    ).toEqual([]);

    const dialog = page.getByRole('dialog', { name: 'Scan with camera' });
    const camera = page.getByRole('button', { name: 'Scan with camera' });
    await showToCamera(page, await barcodePng('ean13', withCode.code));
    await camera.click();
    // Read: the dialog closes by itself and the code goes where a scan goes.
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    await expect(status(page)).toContainText(`Added ${withCode.sku}`);
    await expect(cell(page, 'Product', 1)).toHaveValue(withCode.sku);
    await expect(cell(page, 'Quantity', 1)).toHaveValue('1');
    await expect(rows(page)).toHaveCount(1);
    // The back camera was asked for, and let go once the code was read.
    expect(await cameraUse(page)).toEqual({
      calls: 1,
      facingMode: ['{"ideal":"environment"}'],
      allStopped: true,
    });
    const wasm = fetched.filter((u) => /\.wasm(\?|$)/.test(u));
    expect(wasm).toHaveLength(1);
    expect(new URL(wasm[0] ?? '').origin).toBe(new URL(baseURL ?? '').origin);
    expect(new URL(wasm[0] ?? '').pathname).toMatch(/^\/assets\/zxing_reader-[\w-]+\.wasm$/);
    expect(fetched.filter((u) => /ponyfill/.test(u))).toHaveLength(1);

    // A SKU as Code 128: a second line. The decoder is made once per page life.
    await showToCamera(page, await barcodePng('code128', other.sku));
    await camera.click();
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    await expect(cell(page, 'Product', 2)).toHaveValue(other.sku);
    await expect(cell(page, 'Quantity', 2)).toHaveValue('1');

    // The same SKU as a QR code: one more on the line just added, as a second scan does.
    await showToCamera(page, await barcodePng('qrcode', other.sku));
    await camera.click();
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    await expect(status(page)).toContainText(other.sku);
    await expect(status(page)).toContainText('quantity now 2');
    await expect(cell(page, 'Quantity', 2)).toHaveValue('2');
    await expect(cell(page, 'Quantity', 1)).toHaveValue('1');
    await expect(rows(page)).toHaveCount(2);
    expect(await cameraUse(page)).toMatchObject({ calls: 3, allStopped: true });
    expect(fetched.filter((u) => /\.wasm(\?|$)/.test(u))).toHaveLength(1);
    await expect(page.getByRole('region', { name: /failed scan/ })).toHaveCount(0);
  });

  test('while the camera looks at nothing it keeps looking; Cancel lets the camera go and adds nothing', async ({
    signedIn: page,
  }) => {
    await installFakeCamera(page);
    await openStock(page);
    await page.getByRole('button', { name: 'Scan with camera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan with camera' });
    // The decoder is loaded and reading frames: white ones, so far.
    await expect(dialog.getByRole('status')).toHaveText(
      'Point the camera at a barcode or QR code and hold it steady.',
      { timeout: 20_000 },
    );
    await expect(dialog.getByLabel('Camera preview')).toBeVisible();
    await expectAccessible(page, 'the camera dialog while scanning');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await cameraUse(page)).toMatchObject({ calls: 1, allStopped: true });
    await expect(rows(page)).toHaveCount(1);
    await expect(cell(page, 'Product', 1)).toHaveValue('');
  });

  test('order entry: a scanned barcode chooses the product of the line', async ({
    signedIn: page,
  }) => {
    const code = barcode();
    const product = await newProduct(page, { code });
    // Scanned before the pickers have arrived: the code and its Enter are handed to the real
    // field when it comes.
    const release = await holdRequests(page, '**/assets/orderPickers-*.js');
    await page.goto('/orders/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();
    const box = page
      .getByRole('listitem', { name: 'Line 1', exact: true })
      .getByRole('combobox', { name: 'Product' });
    await box.pressSequentially(`${code}\n`, { delay: 5 });
    release();
    await expect(box).toHaveValue(product.name);
    // An unknown code says so under the field.
    await box.fill('');
    await box.pressSequentially('NO-SUCH-CODE-Y2\n', { delay: 5 });
    await expect(
      page.getByText('No product has the SKU, barcode or reference “NO-SUCH-CODE-Y2”.'),
    ).toBeVisible();
  });
});

test.describe('the stock page on a handheld', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the camera by touch: the dialog fits 360 px, a 48 px Cancel, and a read code becomes a card', async ({
    signedIn: page,
  }) => {
    const [product] = await twoSeededWithCode(page);
    await installFakeCamera(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await openStock(page);
    await page.getByRole('button', { name: 'Scan with camera' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Scan with camera' });
    await expect(dialog.getByRole('status')).toHaveText(
      'Point the camera at a barcode or QR code and hold it steady.',
      { timeout: 20_000 },
    );
    const preview = await dialog.getByLabel('Camera preview').boundingBox();
    expect(preview?.width ?? 0).toBeGreaterThanOrEqual(240);
    expect((preview?.x ?? -1) + (preview?.width ?? 999)).toBeLessThanOrEqual(360);
    const cancel = await dialog.getByRole('button', { name: 'Cancel' }).boundingBox();
    expect(cancel?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // The barcode comes into view while the dialog is open.
    await showToCamera(page, await barcodePng('ean13', product.code));
    await expect(dialog).toHaveCount(0, { timeout: 20_000 });
    await expect(cell(page, 'Product', 1)).toHaveValue(product.sku);
    await expect(cell(page, 'Quantity', 1)).toHaveValue('1');
  });

  test('one card per line with 48 px fields, the scan field pinned, Apply in reach, no sideways scrolling', async ({
    signedIn: page,
  }) => {
    const skus = await seededSkus(page, 3);
    await openStock(page);
    for (const sku of skus) await scan(page, sku);
    await expect(rows(page)).toHaveCount(3);

    const card = rows(page).filter({ has: page.getByLabel('Product, line 3', { exact: true }) });
    // The last scanned line is on screen, with what a floor worker changes.
    for (const field of ['Product', 'Warehouse', 'Operation', 'Quantity']) {
      const input = cell(page, field, 3);
      await expect(input).toBeInViewport();
      const box = await input.boundingBox();
      expect(box?.height ?? 0, `${field} height`).toBeGreaterThanOrEqual(48);
    }
    const cardBox = await card.boundingBox();
    expect(cardBox?.width ?? 999).toBeLessThanOrEqual(390);
    for (const name of ['Duplicate line 3', 'Delete line 3']) {
      const button = page.getByRole('button', { name });
      const box = await button.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(48);
    }

    // Tapping the quantity and typing: the card takes it.
    await cell(page, 'Quantity', 3).tap();
    await cell(page, 'Quantity', 3).fill('4');
    await expect(cell(page, 'Quantity', 3)).toHaveValue('4');

    // The page scrolled: the scan field is still at the top, Apply still at the bottom.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(scanField(page)).toBeInViewport();
    const apply = page
      .getByTestId('handheld-apply-bar')
      .getByRole('button', { name: 'Apply batch…' });
    await expect(apply).toBeInViewport();
    await expect(page.getByTestId('handheld-apply-bar')).toContainText('3 lines');

    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectAccessible(page, 'the stock page at 390 px');

    // A failed scan on a handheld: its count stays in the pinned area and leads to the list.
    await scan(page, 'NO-SUCH-CODE-Z3');
    await expect(page.getByRole('region', { name: '1 failed scan' })).toBeAttached();
    await expect(page.getByRole('region', { name: '1 failed scan' })).not.toBeInViewport();
    await page.getByRole('button', { name: '1 failed scan: see the list' }).tap();
    await expect(page.getByRole('region', { name: '1 failed scan' })).toBeInViewport();
    await page.getByRole('button', { name: 'Dismiss all' }).tap();

    await page.setViewportSize({ width: 360, height: 740 });
    await expect(cell(page, 'Quantity', 1)).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await apply.tap();
    await expect(page.getByRole('dialog', { name: 'Apply 3 lines?' })).toBeVisible();
  });
});
