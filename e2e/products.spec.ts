import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEMO_KEY,
  expect,
  expectAccessible,
  expectSaved,
  setTheme,
  test,
  unique,
} from './fixtures.ts';

/*
 * Product catalog: search with filters, sort, paging and URL state; product view, create and
 * edit. The sandbox is shared with other specs: totals are compared with the API's answer to
 * the same search, and records this spec makes carry unique names.
 */

interface SearchItem {
  id: string;
  name: string | null;
  sku: string | null;
  price: number | null;
  stock_available: number | null;
  reserved: number | null;
}
interface SearchPage {
  items: SearchItem[];
  total_items: number;
  total_pages: number;
}

const apiHeaders = { 'X-Api-Key': DEMO_KEY, 'Content-Type': 'application/json' };

async function apiSearch(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<SearchPage> {
  const res = await request.post('/v1/products/search', { headers: apiHeaders, data: body });
  expect(res.status()).toBe(200);
  return (await res.json()) as SearchPage;
}

async function apiCreate(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<{ id: string; name: string; sku: string | null }> {
  const res = await request.post('/v1/products', {
    headers: { ...apiHeaders, 'Idempotency-Key': crypto.randomUUID() },
    data: body,
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string; name: string; sku: string | null };
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Search results' });
/** The product rows (each with its product's id; the benchmarks find painted rows the same way). */
const rows = (page: Page) => grid(page).locator('[role="row"][data-id]');
const searchBox = (page: Page) => page.getByRole('textbox', { name: 'Search products' });

async function column(page: Page, field: string): Promise<string[]> {
  return rows(page).locator(`[data-field="${field}"]`).allInnerTexts();
}

/** "COP 27,500" -> 27500; "1,234" -> 1234; "—" -> null */
function numberOf(text: string): number | null {
  const cleaned = text.replace(/[^\d.-]/g, '');
  return cleaned === '' ? null : Number(cleaned);
}

const fmt = (n: number) => new Intl.NumberFormat('en-US').format(n);

async function expectTotal(page: Page, total: number) {
  await expect(page.getByText(`Matching products: ${fmt(total)}`)).toBeVisible();
}

/** Waits until the grid shows the API's answer to a search body: the same total, the same rows in order. */
async function expectRowsLike(
  page: Page,
  request: APIRequestContext,
  body: Record<string, unknown>,
) {
  const expected = await apiSearch(request, body);
  const ids = expected.items.map((i) => i.id);
  await expectTotal(page, expected.total_items);
  await expect
    .poll(async () => {
      const shown = await rows(page).evaluateAll((els) =>
        els.map((e) => e.getAttribute('data-id')),
      );
      return shown.length === ids.length && shown.every((id, i) => id === ids[i])
        ? 'same rows'
        : shown;
    })
    .toBe('same rows');
  return expected;
}

async function openSearch(page: Page, qs = '') {
  await page.goto(`/products${qs}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
}

/** The filter panel's toggle beside the search box (its name also says how many are set). */
const filtersToggle = (page: Page) => page.getByRole('button', { name: /^Filters/ });

/** Opens the filter panel (closed on a list opened without a filter). */
async function openFilters(page: Page) {
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
  await filtersToggle(page).click();
  await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
}

test.describe('product search', () => {
  test('text search narrows the results to what matches, and "/" focuses the box', async ({
    signedIn: page,
  }) => {
    await openSearch(page);
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('café');
    await expect(page).toHaveURL(/[?&]q=caf%C3%A9/);
    const expected = await expectRowsLike(page, page.request, {
      query: 'café',
      page: 1,
      page_size: 25,
    });
    expect(expected.total_items).toBeGreaterThan(0);
    for (const name of await column(page, 'name')) expect(name.toLowerCase()).toContain('café');
    // Escape clears the box; the search follows.
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/q=/);
    await expectRowsLike(page, page.request, {});
  });

  test('the filters open from their toggle, which says how many are set, and stay as they were left', async ({
    signedIn: page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (r) => {
      if (/\/assets\/ProductFilters-[^/]+\.js$/.test(r.url())) fetched.push(r.url());
    });
    await openSearch(page);
    // Closed: neither drawn nor fetched, once the page has settled (the service's health is read
    // after the first paint, when the browser is idle).
    await expect(page.getByText('Operational')).toBeVisible();
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByLabel('Price from')).toHaveCount(0);
    expect(fetched).toEqual([]);

    // By keyboard: the fields come, and the toggle counts what is set.
    await filtersToggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.getByLabel('In stock only').click();
    await expect(page).toHaveURL(/in_stock=true/);
    await expect(filtersToggle(page)).toHaveAccessibleName('Filters (1 active)');

    // Left open: open again after a reload, and on the list opened without a filter.
    await page.goto('/products');
    await expect(rows(page).first()).toBeVisible();
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('In stock only')).not.toBeChecked();
    await expect(filtersToggle(page)).toHaveAccessibleName('Filters');

    // Closed right after typing a bound, before the search's pause is over (in one task, so the
    // pause cannot end first; a press on the toggle takes the focus before its click): kept.
    await page.getByLabel('Price from').evaluate((input) => {
      if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
      const toggle = document.querySelector<HTMLButtonElement>('button[aria-expanded="true"]');
      input.focus();
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
        input,
        '1000',
      );
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.blur();
      toggle?.click();
    });
    await expect(page.getByLabel('Price from')).toHaveCount(0);
    await expect(page).toHaveURL(/price_min=1000/);
    await expect(filtersToggle(page)).toHaveAccessibleName('Filters (1 active)');

    // Closed again: closed on the next visit, unless the list is opened with a filter set.
    await page.goto('/products');
    await expect(rows(page).first()).toBeVisible();
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.reload();
    await expect(rows(page).first()).toBeVisible();
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.goto('/products?in_stock=true');
    await expect(page.getByLabel('In stock only')).toBeChecked();
    await expect(filtersToggle(page)).toHaveAttribute('aria-expanded', 'true');
  });

  test('in stock only keeps products with stock available', async ({ signedIn: page }) => {
    await openSearch(page, '?sort=stock_available');
    await openFilters(page);
    await page.getByLabel('In stock only').click();
    await expect(page.getByLabel('In stock only')).toBeChecked();
    await expect(page).toHaveURL(/in_stock=true/);
    await expectRowsLike(page, page.request, {
      filters: { in_stock: true },
      sort: { field: 'stock_available', direction: 'asc' },
    });
    for (const a of await column(page, 'stock_available')) expect(numberOf(a)).toBeGreaterThan(0);
  });

  test('stock range keeps available quantities inside it', async ({ signedIn: page }) => {
    await openSearch(page);
    await openFilters(page);
    await page.getByLabel('Available from').fill('5');
    await page.getByLabel('Available up to').fill('40');
    await expect(page).toHaveURL(/stock_min=5&stock_max=40/);
    await expectRowsLike(page, page.request, { filters: { stock_min: 5, stock_max: 40 } });
    for (const a of await column(page, 'stock_available')) {
      const n = numberOf(a) ?? -1;
      expect(n).toBeGreaterThanOrEqual(5);
      expect(n).toBeLessThanOrEqual(40);
    }
  });

  test('price range keeps prices inside it; a bad bound is refused at its field', async ({
    signedIn: page,
  }) => {
    await openSearch(page);
    await openFilters(page);
    await page.getByLabel('Price from').fill('-3');
    await expect(page.getByText('Read as -3: must be zero or more.')).toBeVisible();
    await page.getByLabel('Price from').fill('10000');
    await page.getByLabel('Price up to').fill('12000.5');
    await expect(page).toHaveURL(/price_min=10000&price_max=12000.5/);
    await expectRowsLike(page, page.request, { filters: { price_min: 10000, price_max: 12000.5 } });
    for (const p of await column(page, 'price')) {
      const n = numberOf(p) ?? -1;
      expect(n).toBeGreaterThanOrEqual(10000);
      expect(n).toBeLessThanOrEqual(12000.5);
    }
    await page.getByLabel('Price up to').fill('1e309');
    await expect(
      page.getByText(
        '“1e309” is not a number. Write digits, with “,” between thousands and “.” before decimals, as in 1,234,567.5.',
      ),
    ).toBeVisible();
    await page.getByLabel('Price up to').fill('20,000,000,000,000');
    await expect(
      page.getByText('Read as 20,000,000,000,000: at most 10,000,000,000,000.'),
    ).toBeVisible();
  });

  test('categories (several at once) narrow to those categories', async ({ signedIn: page }) => {
    await openSearch(page);
    await openFilters(page);
    await page.getByRole('combobox', { name: 'Categories' }).click();
    await page.getByRole('option', { name: 'Beverages' }).click();
    await page.getByRole('option', { name: 'Cleaning' }).click();
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/category=cat-1&category=cat-3/);
    await expect(page.getByRole('combobox', { name: 'Categories' })).toHaveText(
      'Beverages, Cleaning',
    );
    const both = await expectRowsLike(page, page.request, {
      filters: { category_ids: ['cat-1', 'cat-3'] },
    });
    const one = await apiSearch(page.request, { filters: { category_ids: ['cat-1'] } });
    expect(one.total_items).toBeLessThan(both.total_items);
  });

  test('status and variants narrow consistently with the data', async ({ signedIn: page }) => {
    await openSearch(page);
    await openFilters(page);
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
    await expect(page).toHaveURL(/status=draft/);
    await expectRowsLike(page, page.request, { filters: { status: 'draft' } });
    await page.getByRole('combobox', { name: 'Variants' }).selectOption({ label: 'With variants' });
    await expect(page).toHaveURL(/variants=true/);
    await expectRowsLike(page, page.request, {
      filters: { status: 'draft', includes_variants: true },
    });
    // A product opened from the results has what the filters say.
    await rows(page).first().locator('[data-field="sku"]').click();
    await expect(page).toHaveURL(/\/products\/[^/?]+$/);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Draft');
    await expect(page.getByRole('checkbox', { name: 'Has variants' })).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/variants=true&status=draft/);
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('sorting by column headers and by the sort menu follows the API order', async ({
    signedIn: page,
  }) => {
    await openSearch(page);
    await grid(page).getByRole('columnheader', { name: 'Price' }).click();
    await expect(page).toHaveURL(/sort=price/);
    await expectRowsLike(page, page.request, { sort: { field: 'price', direction: 'asc' } });
    const asc = (await column(page, 'price')).map((p) => numberOf(p) ?? 0);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    await grid(page).getByRole('columnheader', { name: 'Price' }).click();
    await expect(page).toHaveURL(/sort=price&dir=desc/);
    await expectRowsLike(page, page.request, { sort: { field: 'price', direction: 'desc' } });
    const desc = (await column(page, 'price')).map((p) => numberOf(p) ?? 0);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));

    for (const [label, field] of [
      ['SKU', 'sku'],
      ['Available', 'stock_available'],
      ['Date created', 'created_at'],
      ['Name', 'name'],
    ] as const) {
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label });
      await expectRowsLike(page, page.request, { sort: { field, direction: 'desc' } });
    }
    await page.getByRole('combobox', { name: 'Order' }).selectOption({ label: 'Ascending' });
    await expect(page).toHaveURL(/\/products$/);
  });

  test('paging: next page, page size, the previous page stays while the next loads, the next is prefetched', async ({
    signedIn: page,
  }) => {
    const requested: number[] = [];
    await page.route('**/v1/products/search', async (route) => {
      const body = route.request().postDataJSON() as { page?: number };
      requested.push(body.page ?? 1);
      await route.continue();
    });
    await openSearch(page);
    // Page 2 was fetched in the background as soon as page 1 was shown.
    await expect.poll(() => requested.includes(2)).toBe(true);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expectRowsLike(page, page.request, { page: 2 });

    // Slow answers: the rows of the current page stay on screen until the next arrive.
    await page.unroute('**/v1/products/search');
    await page.route('**/v1/products/search', async (route) => {
      await new Promise((r) => setTimeout(r, 5000));
      await route.continue();
    });
    const before = await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-id')));
    await page.getByRole('combobox', { name: /Rows per page/ }).selectOption('10');
    await expect(page).toHaveURL(/size=10/);
    expect(
      await rows(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))),
    ).toEqual(before);
    await expect(page).not.toHaveURL(/page=2/);
    // A slow answer shows a progress bar over the rows kept on screen.
    await expect(page.getByRole('progressbar', { name: 'Updating results…' })).toBeVisible();
    await expect(grid(page)).toHaveAttribute('aria-busy', 'true');
    await expect(rows(page)).toHaveCount(10, { timeout: 15_000 });
    await page.unroute('**/v1/products/search');
    await expectRowsLike(page, page.request, { page_size: 10 });
  });

  test('the URL restores the same view after a reload and after Back', async ({
    signedIn: page,
  }) => {
    const qs =
      '?q=a&in_stock=true&price_min=1000&category=cat-2&sort=price&dir=desc&page=3&size=10';
    await openSearch(page, qs);
    const body = {
      query: 'a',
      page: 3,
      page_size: 10,
      filters: { in_stock: true, price_min: 1000, category_ids: ['cat-2'] },
      sort: { field: 'price', direction: 'desc' },
    };
    const expected = await expectRowsLike(page, page.request, body);
    await expect(searchBox(page)).toHaveValue('a');
    await expect(page.getByLabel('Price from')).toHaveValue('1,000');
    await expect(page.getByLabel('In stock only')).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Categories' })).toHaveText('Groceries');

    await page.reload();
    await expect(page).toHaveURL(new RegExp(`${qs.replace(/[?]/g, '\\?')}$`));
    await expectRowsLike(page, page.request, body);

    await page
      .getByRole('link', { name: expected.items[0]?.name ?? '' })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/products/${expected.items[0]?.id}$`));
    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(new RegExp(`${qs.replace(/[?]/g, '\\?')}$`));
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${qs.replace(/[?]/g, '\\?')}$`));
    await expectRowsLike(page, page.request, body);
  });

  test('malformed and hostile URL parameters fall back to defaults', async ({ signedIn: page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript(() => {
      (window as unknown as { __pwned?: boolean }).__pwned = false;
    });
    const hostile =
      '?page=-4&size=7&sort=__proto__&dir=up&price_min=-1&price_max=1e309&stock_min=NaN&status=<b>x</b>' +
      '&category=<script>&variants=maybe&page=2&q=' +
      encodeURIComponent('<img src=x onerror="window.__pwned=true">');
    await page.goto(`/products${hostile}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(searchBox(page)).toHaveValue('<img src=x onerror="window.__pwned=true">');
    // Only the usable parameter is left in the address bar.
    await expect(page).toHaveURL(/\/products\?q=%3Cimg/);
    await expect(page).not.toHaveURL(/page=|size=|sort=|price_|status=|category=|variants=/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBe(
      false,
    );
    // The search ran (other tests may have made a product with such a name: shown as text).
    await expect(page.getByText(/Matching products: \d/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBe(
      false,
    );
    expect(errors).toEqual([]);
  });

  test('empty result offers to clear the filters; Enter on a row opens the product', async ({
    signedIn: page,
  }) => {
    await page.goto('/products?q=zz-no-such-product-zz&status=inactive');
    await expect(page.getByText('No product matches')).toBeVisible();
    await grid(page).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expectRowsLike(page, page.request, {});

    const first = rows(page).first();
    const id = await first.getAttribute('data-id');
    await first.locator('[data-field="price"]').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
  });

  test('a failed search says so and can be retried', async ({ signedIn: page }) => {
    await page.route('**/v1/products/search', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"code":"internal","message":"boom"}',
      }),
    );
    await page.goto('/products');
    await expect(page.getByText('The products could not be loaded.')).toBeVisible({
      timeout: 20_000,
    });
    await page.unroute('**/v1/products/search');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText('The products could not be loaded.')).toHaveCount(0);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`search page is accessible (${mode})`, async ({ signedIn: page }) => {
      await setTheme(page, mode);
      await openSearch(page, '?q=a&status=active');
      await expectAccessible(page, `product search (${mode})`);
    });
  }

  test('the grid by keyboard: one tab stop, arrows and PageDown move, Enter sorts or opens', async ({
    signedIn: page,
  }) => {
    await openSearch(page, '?sort=price');
    const expected = await expectRowsLike(page, page.request, {
      sort: { field: 'price', direction: 'asc' },
    });
    // The grid is one tab stop: reached from the last control before it, the first row's
    // checkbox; ArrowRight goes on to the product's name.
    await grid(page).locator('[tabindex="0"]').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(rows(page).first().getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(rows(page).first().getByRole('link')).toBeFocused();
    await expect(grid(page).locator('[tabindex="0"]')).toHaveCount(1);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await expect(rows(page).nth(2).locator('[data-field="sku"]')).toBeFocused();
    await page.keyboard.press('End');
    await expect(rows(page).nth(2).locator('[data-field="reserved"]')).toBeFocused();
    // PageDown moves a screenful down, scrolling the rows so the focused one is in view.
    await page.keyboard.press('PageDown');
    const focusedRow = grid(page).locator('[role="row"][data-id]:has(:focus)');
    await expect(focusedRow).toHaveCount(1);
    const index = await focusedRow.evaluate((r) => (r as HTMLTableRowElement).rowIndex);
    expect(index).toBeGreaterThan(4);
    await expect(page.locator(':focus')).toBeInViewport();
    await expect(grid(page).locator('[tabindex="0"]')).toHaveCount(1);

    // Up to the header row: Enter on "Price" sorts descending.
    await page.keyboard.press('Control+Home');
    await expect(
      grid(page).getByRole('checkbox', { name: /every product on this page/ }),
    ).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(grid(page).getByRole('button', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(grid(page).getByRole('button', { name: 'Price' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/sort=price&dir=desc/);
    await expect(grid(page).getByRole('columnheader', { name: 'Price' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const desc = await expectRowsLike(page, page.request, {
      sort: { field: 'price', direction: 'desc' },
    });
    expect(desc.items[0]?.id).not.toBe(expected.items[0]?.id);

    // Down into the rows, onto a figure: Enter opens that product.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(rows(page).nth(1).locator('[data-field="price"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${desc.items[1]?.id}$`));
  });

  test('on a phone (390 px): no sideways scrolling, each row shows name, SKU, price and available; 44 px targets', async ({
    signedIn: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSearch(page);
    await expectRowsLike(page, page.request, {});
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const table = grid(page);
    expect(
      await table.evaluate((t) => {
        const scroller = t.parentElement as HTMLElement;
        return scroller.scrollWidth - scroller.clientWidth;
      }),
    ).toBeLessThanOrEqual(0);
    const first = rows(page).first();
    for (const field of ['name', 'sku', 'price', 'stock_available']) {
      const cell = first.locator(`[data-field="${field}"]`);
      await expect(cell).toBeVisible();
      const box = await cell.boundingBox();
      expect(box, field).not.toBeNull();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, field).toBe(true);
    }
    // Name and price share the first line, SKU and available the second.
    const top = async (field: string) =>
      (await first.locator(`[data-field="${field}"]`).boundingBox())?.y ?? -1;
    expect(Math.abs((await top('name')) - (await top('price')))).toBeLessThan(8);
    expect(await top('sku')).toBeGreaterThan(await top('name'));
    await expect(first.locator('[data-field="stock_available"]')).toContainText(/^Available \d/);

    const rowBox = await first.boundingBox();
    expect(rowBox?.height ?? 0).toBeGreaterThanOrEqual(44);
    for (const control of [
      page.getByRole('button', { name: 'Go to next page' }),
      page.getByRole('button', { name: 'Go to previous page' }),
      page.getByRole('combobox', { name: /Rows per page/ }),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    // A touch (here a click) on a row opens its product.
    const id = await first.getAttribute('data-id');
    await first.locator('[data-field="price"]').click();
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
    await page.goBack();
    await expect(rows(page).first()).toBeVisible();
    await expectAccessible(page, 'product search (phone)');
  });
});

test.describe('product page, create and edit', () => {
  test('create a product, it opens, and search finds it at once', async ({ signedIn: page }) => {
    const name = unique('E2E Café creado');
    const sku = unique('SKU');
    await page.goto('/products');
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Price', { exact: true }).fill('12345.5');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Beverages' }).click();
    await page.getByRole('checkbox', { name: 'Fast shipping' }).check();
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Key 1').fill('origin');
    await page.getByLabel('Value 1').fill('Huila');
    await page.getByRole('button', { name: 'Create product' }).click();

    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Product created.')).toBeVisible();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('12,345.5');
    await expect(page.getByRole('checkbox', { name: 'Fast shipping' })).toBeChecked();
    await expect(page.getByLabel('Value 1')).toHaveValue('Huila');

    await page.getByRole('link', { name: 'Back to products' }).click();
    await searchBox(page).fill(sku);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);
    await expect(rows(page).first()).toContainText('COP 12,345.5');
    // The draft of the new-product form went with the creation.
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByText('Your unsaved changes from before were restored.')).toHaveCount(0);
  });

  test('edit the price: only the change is sent, and the results show it at once', async ({
    signedIn: page,
  }) => {
    const sku = unique('EDIT');
    const created = await apiCreate(page.request, {
      name: unique('E2E Editable'),
      sku,
      price: 1000,
      description: 'kept',
    });
    // The search result is cached before the edit.
    await openSearch(page, `?q=${sku}`);
    await expect(rows(page).first()).toContainText('COP 1,000');

    await rows(page).first().getByRole('link').click();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('1,000');
    await page.getByLabel('Price', { exact: true }).fill('2500.75');
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    const put = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().includes(`/v1/products/${created.id}`),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    const request = await put;
    expect(request.postDataJSON()).toEqual({ price: 2500.75 });
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByText('Product saved.')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();

    await page.getByRole('link', { name: 'Back to products' }).click();
    await expect(page).toHaveURL(new RegExp(`q=${sku}`));
    await expect(rows(page).first()).toContainText('COP 2,500.75');
  });

  test('the unsaved-changes guard stops leaving with changes', async ({ signedIn: page }) => {
    const created = await apiCreate(page.request, { name: unique('E2E Guarded') });
    await page.goto(`/products/${created.id}`);
    await page.getByLabel('Name').fill('Changed but not saved');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/${created.id}$`));
    await expect(page.getByLabel('Name')).toHaveValue('Changed but not saved');

    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home' })
      .click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    // Leaving on purpose drops the changes: they do not come back as a draft.
    await page.goto(`/products/${created.id}`);
    await expect(page.getByLabel('Name')).toHaveValue(created.name);
    await expect(page.getByText('Your unsaved changes from before were restored.')).toHaveCount(0);
  });

  test('the browser’s Back asks too, and the address stays on the form until the person agrees', async ({
    signedIn: page,
  }) => {
    const created = await apiCreate(page.request, { name: unique('E2E Guarded back') });
    await page.goto(`/products?q=${encodeURIComponent(created.name)}`);
    // In-app to the product (its row), so that Back stays in the console.
    await rows(page).first().locator('[data-field="price"]').click();
    await expect(page).toHaveURL(new RegExp(`/products/${created.id}$`));
    await expect(page.getByLabel('Name')).toHaveValue(created.name);
    await page.getByLabel('Name').fill('Changed, then Back');
    await page.evaluate(() => window.history.back());
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/products/${created.id}$`));
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/products/${created.id}$`));
    await expect(page.getByLabel('Name')).toHaveValue('Changed, then Back');

    await page.evaluate(() => window.history.back());
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page).toHaveURL(/\/products\?q=/);
  });

  test('what is typed survives a reload (draft), and can be discarded', async ({
    signedIn: page,
  }) => {
    const created = await apiCreate(page.request, { name: unique('E2E Drafted'), price: 10 });
    await page.goto(`/products/${created.id}`);
    await page.getByLabel('Price 3').fill('-7');
    await page.getByLabel('Code').fill('draft-code');
    await expectSaved(page, 'draft-code'); // the autosave has run (both fields: one save after the last)
    page.once('dialog', (d) => void d.accept());
    await page.reload();
    await expect(page.getByText('Your unsaved changes from before were restored.')).toBeVisible();
    await expect(page.getByLabel('Price 3')).toHaveValue('-7');
    await expect(page.getByLabel('Code')).toHaveValue('draft-code');
    await page.getByRole('button', { name: 'Discard them' }).click();
    await expect(page.getByLabel('Code')).toHaveValue('');
    await expect(page.getByText('All changes saved')).toBeVisible();
  });

  test('a 401 on save: after signing in again the typed changes are still there', async ({
    signedIn: page,
  }) => {
    const created = await apiCreate(page.request, { name: unique('E2E Session'), price: 10 });
    await page.goto(`/products/${created.id}`);
    await page.getByLabel('Code').fill('typed-before-401');
    await page.getByLabel('Price', { exact: true }).fill('11');
    await page.route(`**/v1/products/${created.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 401,
            contentType: 'application/json',
            body: '{"code":"unauthorized","message":"Unknown API key"}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.unroute(`**/v1/products/${created.id}`);
    await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products/${created.id}$`));
    await expect(page.getByText('Your unsaved changes from before were restored.')).toBeVisible();
    await expect(page.getByLabel('Code')).toHaveValue('typed-before-401');
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('11');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Product saved.')).toBeVisible();
  });

  test('bad input gets a clear message at each field and nothing is sent', async ({
    signedIn: page,
  }) => {
    let writes = 0;
    page.on('request', (r) => {
      if (r.url().includes('/v1/products') && r.method() === 'POST' && !r.url().includes('search'))
        writes += 1;
    });
    await page.goto('/products/new');
    const name = page.getByLabel('Name');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByText('This field is required.')).toBeVisible();
    await expect(name).toBeFocused();
    await name.fill('x'.repeat(201));
    await expect(page.getByText('A name has at most 200 characters.')).toBeVisible();
    await page.getByLabel('Base price').fill('-1');
    await page.getByLabel('Price', { exact: true }).fill('abc');
    await page.getByLabel('Price 2').fill('1e309');
    await page.getByLabel('Weight', { exact: true }).fill('-0.5');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Value 1').fill('no key');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Key 2').fill('dup');
    await page.getByRole('button', { name: 'Add field' }).click();
    await page.getByLabel('Key 3').fill(' dup ');
    await page.getByRole('button', { name: 'Create product' }).click();

    const helper = (label: string, exact = false) =>
      page
        .locator('.MuiFormControl-root', { has: page.getByLabel(label, { exact }) })
        .locator('.MuiFormHelperText-root');
    await expect(helper('Name')).toHaveText('A name has at most 200 characters.');
    await expect(helper('Base price')).toHaveText('Read as -1: must be zero or more.');
    await expect(helper('Price', true)).toHaveText(
      '“abc” is not a number. Write digits, with “,” between thousands and “.” before decimals, as in 1,234,567.5.',
    );
    await expect(helper('Price 2')).toHaveText(
      '“1e309” is not a number. Write digits, with “,” between thousands and “.” before decimals, as in 1,234,567.5.',
    );
    await expect(helper('Weight', true)).toHaveText('Read as -0.5: must be zero or more.');
    await expect(helper('Key 1')).toHaveText('Enter a key for this field (or remove the row).');
    await expect(helper('Key 3')).toHaveText('This key is already used by another field.');
    await expect(page.getByText('Some fields need attention')).toBeVisible();
    expect(writes).toBe(0);
    // Nothing typed was lost.
    await expect(name).toHaveValue('x'.repeat(201));
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('abc');
    await expect(page.getByLabel('Value 1')).toHaveValue('no key');
  });

  test('markup in text fields is saved and shown as text, never run', async ({
    signedIn: page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { __pwned?: boolean }).__pwned = false;
    });
    const marker = unique('xss');
    const name = `<img src=x onerror="window.__pwned=true"> ${marker}`;
    await page.goto('/products/new');
    await page.getByLabel('Name').fill(name);
    await page
      .getByLabel('Description', { exact: true })
      .fill('<script>window.__pwned=true</script><b>bold?</b>');
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByLabel('Description', { exact: true })).toHaveValue(
      '<script>window.__pwned=true</script><b>bold?</b>',
    );
    await page.goto(`/products?q=${encodeURIComponent(marker)}`);
    await expect(rows(page).first()).toContainText(name);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBe(
      false,
    );
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });

  test('a duplicate SKU (409) is shown at the SKU field; nothing typed is lost', async ({
    signedIn: page,
  }) => {
    const sku = unique('DUP');
    await apiCreate(page.request, { name: unique('E2E Original'), sku });
    await page.goto('/products/new');
    await page.getByLabel('Name').fill('Second with the same SKU');
    await page.getByLabel('SKU').fill(sku);
    await page.getByLabel('Price', { exact: true }).fill('990');
    await page.getByRole('button', { name: 'Create product' }).click();
    const skuField = page.locator('.MuiFormControl-root', { has: page.getByLabel('SKU') });
    await expect(skuField.locator('.MuiFormHelperText-root')).toHaveText(
      'is already used by another product',
    );
    await expect(page.getByLabel('SKU')).toBeFocused();
    await expect(page.getByText('The product was not saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/products\/new$/);
    await expect(page.getByLabel('Name')).toHaveValue('Second with the same SKU');
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('990');
    // Fixing the field and saving again works (a new Idempotency-Key for a new body).
    await page.getByLabel('SKU').fill(`${sku}-2`);
    await page.getByRole('button', { name: 'Create product' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Second with the same SKU' }),
    ).toBeVisible();
  });

  test('server 422 details appear at their fields, custom fields included', async ({
    signedIn: page,
  }) => {
    const created = await apiCreate(page.request, {
      name: unique('E2E Refused'),
      custom_fields: { color: 'red' },
    });
    await page.route(`**/v1/products/${created.id}`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: JSON.stringify({
              code: 'validation_failed',
              message: '3 fields are invalid',
              details: [
                { path: 'price_4', message: 'must be below the list price' },
                { path: 'custom_fields.color', message: 'is not a known colour' },
                { path: 'warehouse', message: 'is somewhere else' },
              ],
            }),
          })
        : route.continue(),
    );
    await page.goto(`/products/${created.id}`);
    await page.getByLabel('Price 4').fill('50');
    await page.getByLabel('Value 1').fill('ultraviolet');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const helper = (label: string) =>
      page
        .locator('.MuiFormControl-root', { has: page.getByLabel(label) })
        .locator('.MuiFormHelperText-root');
    await expect(helper('Price 4')).toHaveText('must be below the list price');
    await expect(helper('Value 1')).toHaveText('is not a known colour');
    await expect(page.getByText('warehouse: is somewhere else')).toBeVisible();
    await expect(page.getByLabel('Price 4')).toHaveValue('50');
  });

  test('a 500 on save keeps the form; retry saves with the same Idempotency-Key', async ({
    signedIn: page,
  }) => {
    const created = await apiCreate(page.request, { name: unique('E2E Flaky'), price: 100 });
    const keys: string[] = [];
    let fail = true;
    await page.route(`**/v1/products/${created.id}`, async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (fail)
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"code":"internal","message":"Internal error"}',
        });
      return route.continue();
    });
    await page.goto(`/products/${created.id}`);
    await page.getByLabel('Price', { exact: true }).fill('150');
    await page.getByLabel('Reference').fill('REF-500');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The product was not saved.')).toBeVisible();
    await expect(page.getByText('The answer was lost')).toBeVisible();
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('150');
    await expect(page.getByLabel('Reference')).toHaveValue('REF-500');
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Product saved.')).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    await expect(page.getByLabel('Price', { exact: true })).toHaveValue('150');
  });

  test('an unknown product says so', async ({ signedIn: page }) => {
    await page.goto('/products/00000000-0000-0000-0000-000000000000');
    await expect(
      page.getByText('This product does not exist, or it belongs to another account.'),
    ).toBeVisible();
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`product page and new product page are accessible (${mode})`, async ({
      signedIn: page,
    }) => {
      await setTheme(page, mode);
      const created = await apiCreate(page.request, {
        name: unique('E2E A11y'),
        custom_fields: { a: '1' },
        images: [{ url: 'https://example.com/a.png', name: 'Front' }],
      });
      await page.goto(`/products/${created.id}`);
      await expect(page.getByRole('heading', { level: 2, name: 'Record' })).toBeVisible();
      await expectAccessible(page, `product page (${mode})`);
      await page.goto('/products/new');
      await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
      await expectAccessible(page, `new product page (${mode})`);
    });
  }
});
