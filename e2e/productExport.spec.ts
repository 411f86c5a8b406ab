import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page, Request, Route } from '@playwright/test';
import {
  DEMO_KEY,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  switchLanguage,
  test,
  unique,
} from './fixtures.ts';

/*
 * "Export CSV" of the product results (issue 18): every matching product, page after page,
 * in the person's language's CSV dialect. Each worker seeds its own products under a unique
 * prefix (three pages of 100 and more), searches the prefix, and reads the downloaded files.
 */

const SEEDED = 230;
const SEARCH_PATH = '/v1/products/search';

interface Seeded {
  prefix: string;
  /** the product with a decimal stock and a price with cents */
  decimalSku: string;
  formulaName: string;
}

let seeded: Seeded;

/** POST through the API as the demo account (the fixtures' apiWrite needs a page; this runs before any). */
async function post(api: APIRequestContext, path: string, data: unknown): Promise<{ id: string }> {
  const res = await api.post(path, {
    headers: { 'X-Api-Key': DEMO_KEY, 'Idempotency-Key': crypto.randomUUID() },
    data,
  });
  expect(res.ok(), `POST ${path}: ${res.status()}`).toBe(true);
  return (await res.json()) as { id: string };
}

test.beforeAll(async ({ playwright }, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const api = await playwright.request.newContext(baseURL === undefined ? {} : { baseURL });
  const prefix = unique('EXPORT').toUpperCase();
  const decimalSku = `${prefix}-DEC`;
  const formulaName = `=1+2 ${prefix}`;
  try {
    const numbers = Array.from({ length: SEEDED }, (_, i) => i + 1);
    for (let i = 0; i < numbers.length; i += 25) {
      await Promise.all(
        numbers.slice(i, i + 25).map((n) =>
          post(api, '/v1/products', {
            name: `${prefix} Aceite ${String(n).padStart(3, '0')}`,
            sku: `${prefix}-${String(n).padStart(3, '0')}`,
            price: 1000 + n,
            status: 'active',
          }),
        ),
      );
    }
    const decimal = await post(api, '/v1/products', {
      name: `${prefix} Arroz, granel`,
      sku: decimalSku,
      price: 1200.4,
      status: 'active',
    });
    await post(api, '/v1/warehouse-products/stock/update-list', {
      movements: [
        { warehouse_id: 'wh-main', product_id: decimal.id, operation: 'add', quantity: 2.5 },
      ],
    });
    await post(api, '/v1/products', {
      name: formulaName,
      sku: `${prefix}-EQ`,
      price: 5,
      status: 'active',
    });
  } finally {
    await api.dispose();
  }
  seeded = { prefix, decimalSku, formulaName };
});

const MATCHING = SEEDED + 2;

/** The products page searching the prefix, once its total shows. */
async function openSearch(page: Page, language: 'en' | 'es' = 'en') {
  await page.goto(`/products?q=${encodeURIComponent(seeded.prefix)}`);
  if (language === 'es') await switchLanguage(page, 'es');
  const total = language === 'es' ? 'Productos que coinciden' : 'Matching products';
  await expect(page.getByText(`${total}: ${MATCHING}`)).toBeVisible();
}

const exportButton = (page: Page, language: 'en' | 'es' = 'en') =>
  page.getByRole('button', { name: language === 'es' ? 'Exportar CSV' : 'Export CSV' });

/** The search requests of the export (100 a page), by page number. */
function exportPages(page: Page): number[] {
  const pages: number[] = [];
  page.on('request', (r: Request) => {
    if (r.method() !== 'POST' || new URL(r.url()).pathname !== SEARCH_PATH) return;
    const body = r.postDataJSON() as { page?: number; page_size?: number };
    if (body.page_size === 100) pages.push(body.page ?? 1);
  });
  return pages;
}

/** Records, in the page, which export pages' requests the page itself aborted. */
async function watchAborts(page: Page) {
  await page.addInitScript((path) => {
    const aborted: number[] = [];
    (window as unknown as { __exportAborts: number[] }).__exportAborts = aborted;
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.endsWith(path) && typeof init?.body === 'string' && init.signal) {
        const body = JSON.parse(init.body) as { page?: number; page_size?: number };
        if (body.page_size === 100) {
          init.signal.addEventListener('abort', () => aborted.push(body.page ?? 1), { once: true });
        }
      }
      return original(input, init);
    };
  }, SEARCH_PATH);
}

const abortedPages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __exportAborts: number[] }).__exportAborts);

interface Csv {
  name: string;
  bytes: Buffer;
  lines: string[];
}

async function readCsv(download: Download): Promise<Csv> {
  const bytes = await readFile(await download.path());
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return { name: download.suggestedFilename(), bytes, lines: text.slice(0, -2).split('\r\n') };
}

/**
 * The page's local date (YYYY-MM-DD): the browser's, in the time zone the config gives it
 * (Bogotá), never this machine's, which may already be on the next day.
 */
const browserDate = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

/** Exported as `word_filters_DATE.csv`, DATE the page's day when the export ran (either side of a midnight). */
async function expectFileName(name: string, stem: string, before: string, page: Page) {
  const after = await browserDate(page);
  expect([`${stem}_${before}.csv`, `${stem}_${after}.csv`]).toContain(name);
}

test.describe('Export CSV', () => {
  test('exports every matching product, in English and in Spanish', async ({ signedIn: page }) => {
    const pages = exportPages(page);
    await openSearch(page);

    const enDay = await browserDate(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportButton(page).click(),
    ]);
    const en = await readCsv(download);
    expect([...en.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await expectFileName(en.name, `products_${seeded.prefix.toLowerCase()}`, enDay, page);
    expect(en.lines[0]).toBe('Name,SKU,Price,Available,Reserved,id');
    // one line per matching product, as many as the page says match
    expect(en.lines).toHaveLength(MATCHING + 1);
    expect(new Set(en.lines.slice(1).map((l) => l.split(',').at(-1))).size).toBe(MATCHING);
    // money keeps its decimals (COP 1.200,40 as the table shows it), and so does a quantity
    const decimal = en.lines.find((l) => l.includes(seeded.decimalSku));
    expect(decimal).toMatch(
      new RegExp(`^"${seeded.prefix} Arroz, granel",${seeded.decimalSku},1200\\.4,2\\.5,0,[^,]+$`),
    );
    // a name that a spreadsheet would run as a formula is written as text
    expect(en.lines.find((l) => l.includes(`${seeded.prefix}-EQ`))).toMatch(/^'=1\+2 /);
    expect(pages).toEqual([1, 2, 3]);
    expect(en.bytes.includes(DEMO_KEY)).toBe(false);
    await expect(page.getByText(`Exported ${MATCHING} products to ${en.name}.`)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(exportButton(page)).toBeFocused();

    // Spanish, by keyboard: `;` between fields, `,` before decimals
    await switchLanguage(page, 'es');
    await exportButton(page, 'es').focus();
    const esDay = await browserDate(page);
    const [downloadEs] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    const es = await readCsv(downloadEs);
    expect([...es.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    await expectFileName(es.name, `productos_${seeded.prefix.toLowerCase()}`, esDay, page);
    expect(es.lines[0]).toBe('Nombre;SKU;Precio;Disponible;Reservado;id');
    expect(es.lines).toHaveLength(MATCHING + 1);
    expect(es.lines.find((l) => l.includes(seeded.decimalSku))).toMatch(
      new RegExp(`^${seeded.prefix} Arroz, granel;${seeded.decimalSku};1200,4;2,5;0;[^;]+$`),
    );
    await expect(exportButton(page, 'es')).toBeFocused();
  });

  test('the progress dialog is accessible, and Cancel stops the export with nothing downloaded', async ({
    signedIn: page,
  }) => {
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    await watchAborts(page);
    await openSearch(page);
    // Page 2 of the export waits until the test lets it go.
    let hold = true;
    let held: Route | null = null;
    await page.route(`**${SEARCH_PATH}`, async (route) => {
      const body = route.request().postDataJSON() as { page?: number; page_size?: number };
      if (hold && body.page_size === 100 && body.page === 2) {
        held = route;
        return;
      }
      await route.fallback();
    });

    await exportButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Export CSV' });
    const bar = dialog.getByRole('progressbar', { name: 'Products exported' });
    await expect(bar).toHaveAttribute('aria-valuetext', `100 of ${MATCHING} products`);
    await expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((100 / MATCHING) * 100)));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectAccessible(page, 'the export progress dialog');

    await page.keyboard.press('Enter'); // Cancel has the focus
    await expect(dialog).toHaveCount(0);
    await expect(exportButton(page)).toBeFocused();
    // The request in flight was aborted by the page.
    await expect.poll(() => abortedPages(page)).toEqual([2]);
    await (held as Route | null)?.fallback().catch(() => undefined);

    // The next export completes: it is the only file that ever came.
    hold = false;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportButton(page).click(),
    ]);
    expect((await readCsv(download)).lines).toHaveLength(MATCHING + 1);
    expect(downloads).toEqual([download]);
  });

  test('more than 10,000 matching products: a warning with the count first, and Cancel exports nothing', async ({
    signedIn: page,
  }) => {
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    const pages = exportPages(page);
    await openSearch(page);
    // The export's answers say 12,000 match.
    await page.route(`**${SEARCH_PATH}`, async (route) => {
      const body = route.request().postDataJSON() as { page_size?: number };
      if (body.page_size !== 100) return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...json, total_items: 12_000, total_pages: 120 } });
    });

    await exportButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Export CSV' });
    await expect(dialog).toContainText(
      /^Export CSV12,000 products match\. Exporting them all reads 120 pages, takes about \d+ (second|minute)s? and makes a file of about [\d.]+ (kB|MB)\./,
    );
    const confirm = dialog.getByRole('button', { name: 'Export 12,000 products' });
    await expect(confirm).toBeFocused();
    await expectAccessible(page, 'the large export warning');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(exportButton(page)).toBeFocused();
    // Only the first page was read, to count: nothing more was fetched, nothing downloaded.
    expect(pages).toEqual([1]);
    expect(downloads).toEqual([]);
  });

  test('a page that keeps failing stops with the reason; Try again continues from that page', async ({
    signedIn: page,
  }) => {
    const pages = exportPages(page);
    await openSearch(page);
    let failing = true;
    await page.route(`**${SEARCH_PATH}`, async (route) => {
      const body = route.request().postDataJSON() as { page?: number; page_size?: number };
      if (failing && body.page_size === 100 && body.page === 2) {
        return route.fulfill({
          status: 503,
          json: { code: 'unavailable', message: 'Service temporarily unavailable' },
        });
      }
      await route.fallback();
    });

    await exportButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Export CSV' });
    const alert = dialog.getByRole('alert');
    // after the read policy's retries (about 3.5 s)
    await expect(alert).toContainText('Page 2 could not be read.', { timeout: 20_000 });
    await expect(alert).toContainText('The 100 products read so far are kept');
    const retry = dialog.getByRole('button', { name: 'Try again' });
    await expect(retry).toBeFocused();
    await expectAccessible(page, 'the export failure');
    expect(pages).toEqual([1, 2, 2, 2, 2]);

    failing = false;
    const [download] = await Promise.all([page.waitForEvent('download'), retry.click()]);
    const csv = await readCsv(download);
    expect(csv.lines).toHaveLength(MATCHING + 1);
    expect(new Set(csv.lines.slice(1).map((l) => l.split(',').at(-1))).size).toBe(MATCHING);
    // page 1 was kept, not read again
    expect(pages).toEqual([1, 2, 2, 2, 2, 2, 3]);
  });

  test('an expired key (401) mid-export ends the session as everywhere; nothing is downloaded', async ({
    signedIn: page,
  }) => {
    const downloads: Download[] = [];
    page.on('download', (d) => downloads.push(d));
    const pages = exportPages(page);
    await openSearch(page);
    await page.route(`**${SEARCH_PATH}`, async (route) => {
      const body = route.request().postDataJSON() as { page?: number; page_size?: number };
      if (body.page_size === 100 && body.page === 2) {
        return route.fulfill({ status: 401, json: { code: 'unauthorized', message: 'bad key' } });
      }
      await route.fallback();
    });
    await exportButton(page).click();
    await expect(page).toHaveURL(/\/login$/);
    // a 401 is not retried
    expect(pages).toEqual([1, 2]);
    await page.unroute(`**${SEARCH_PATH}`);
    await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?q=${seeded.prefix}$`));
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(downloads).toEqual([]);
  });

  test('on a phone: an icon button that fits at 360 px, and a dialog that does too', async ({
    signedIn: page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openSearch(page);
    const button = exportButton(page);
    await expect(button).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Polled: once its tooltip is mounted the button is a new element (ui/Tip.tsx); a box
    // measured as the old one leaves is none.
    await expect
      .poll(async () => {
        const box = await button.boundingBox();
        return box ? box.x + box.width : Number.POSITIVE_INFINITY;
      })
      .toBeLessThanOrEqual(360);

    let hold = true;
    await page.route(`**${SEARCH_PATH}`, async (route) => {
      const body = route.request().postDataJSON() as { page?: number; page_size?: number };
      if (hold && body.page_size === 100 && body.page === 3) return;
      await route.fallback();
    });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Export CSV' });
    await expect(dialog.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      `200 of ${MATCHING} products`,
    );
    await expectNoSidewaysScroll(page);
    const dialogBox = await dialog.boundingBox();
    expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 360).toBe(true);
    await expectAccessible(page, 'the export dialog on a phone');
    hold = false;
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
  });
});
