import type { Page, Route } from '@playwright/test';
import { expect, seedKey, test } from './fixtures.ts';

/**
 * Render-as-you-fetch (issue #15): a page's first read does not wait for the page's code. Each
 * test holds back the page's own chunk at the network and proves that the read was sent while
 * the chunk was still held, then lets it through and sees the page. Deterministic: it waits for
 * requests, never for time.
 */

/** Holds every response whose path matches `chunk` until `release()`. */
async function holdChunk(page: Page, chunk: RegExp) {
  const held: Route[] = [];
  let open = false;
  await page.route(
    (url) => chunk.test(new URL(url).pathname),
    (route) => {
      if (open) void route.continue();
      else held.push(route);
    },
  );
  return {
    held: () => held.length,
    release: async () => {
      open = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

test.describe('render-as-you-fetch', () => {
  test('a cold load of the product list sends its search while the page chunk is still on its way', async ({
    page,
  }) => {
    await seedKey(page);
    const chunk = await holdChunk(page, /\/assets\/ProductSearchPage-[^/]+\.js$/);
    // The key screen's own chunk (src/app/loginPageChunk.ts) is not part of a signed-in cold
    // load: held for good, the rows still come.
    await holdChunk(page, /\/assets\/LoginPage-[^/]+\.js$/);
    const configs: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith('/config.json')) configs.push(r.url());
    });
    const search = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/v1/products/search',
    );
    await page.goto('/products?q=aceite&sort=price&dir=asc');
    // Sent while the page's chunk cannot have arrived (it is held): the read did not wait for it.
    const sent = await search;
    await expect.poll(() => chunk.held()).toBeGreaterThan(0);
    expect(sent.postDataJSON()).toMatchObject({ query: 'aceite' });
    await chunk.release();
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
    // config.json came once: the preload in index.html is what main.tsx read.
    expect(configs).toHaveLength(1);
  });

  test('opening a product from the list reads it while its page chunk loads', async ({ page }) => {
    await seedKey(page);
    await page.goto('/products');
    const first = page.locator('[role="row"][data-id]').first();
    await expect(first).toBeVisible();
    const id = await first.getAttribute('data-id');
    expect(id).toBeTruthy();
    const chunk = await holdChunk(page, /\/assets\/ProductPage-[^/]+\.js$/);
    const read = page.waitForRequest(
      (r) => r.method() === 'GET' && new URL(r.url()).pathname === `/v1/products/${id}`,
    );
    await first.locator('a').first().click();
    await read;
    await expect.poll(() => chunk.held()).toBeGreaterThan(0);
    await chunk.release();
    await expect(page).toHaveURL(new RegExp(`/products/${id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a cold load of an order page reads the order while the page chunk is still on its way', async ({
    page,
  }) => {
    await seedKey(page);
    const chunk = await holdChunk(page, /\/assets\/OrderPage-[^/]+\.js$/);
    const read = page.waitForRequest(
      (r) => r.method() === 'GET' && new URL(r.url()).pathname === '/v1/orders/no-such-order',
    );
    await page.goto('/orders/no-such-order');
    await read;
    await expect.poll(() => chunk.held()).toBeGreaterThan(0);
    await chunk.release();
    await expect(page.getByText(/No order with this id/i)).toBeVisible();
  });

  test('a late config.json does not hold back the page chunks', async ({ page }) => {
    await seedKey(page);
    const config = await holdChunk(page, /\/config\.json$/);
    const pageChunk = page.waitForRequest((r) =>
      /\/assets\/ProductSearchPage-[^/]+\.js$/.test(new URL(r.url()).pathname),
    );
    await page.goto('/products');
    // Requested while config.json is still held.
    await pageChunk;
    expect(config.held()).toBeGreaterThan(0);
    await config.release();
    await expect(page.locator('[role="row"][data-id]').first()).toBeVisible();
  });
});

/** Records, before any script of the page runs, layout shifts and when each of `parts` first appeared. */
async function watchFirstAppearance(page: Page, parts: Record<string, string>) {
  await page.addInitScript((selectors: Record<string, string>) => {
    const w = window as unknown as { shifts: number; seenAt: Record<string, number> };
    w.shifts = 0;
    w.seenAt = {};
    // Shifts of the page's content (the app bar's health badge, which changes its width when
    // the service answers, is not what this watches).
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources: Array<{ node: Node | null }>;
      }>)
        if (
          !entry.hadRecentInput &&
          entry.sources.some((s) => s.node?.parentElement?.closest('main'))
        )
          w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    // Each callback is one batch of DOM changes (a React commit): parts seen in the same
    // callback came in the same commit.
    let batch = 0;
    new MutationObserver(() => {
      batch += 1;
      for (const [name, selector] of Object.entries(selectors))
        if (!(name in w.seenAt) && document.querySelector(selector)) w.seenAt[name] = batch;
    }).observe(document, { childList: true, subtree: true });
  }, parts);
}

/** What watchFirstAppearance recorded so far. */
const watched = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { shifts: number; seenAt: Record<string, number> };
    return { shifts: w.shifts, seenAt: w.seenAt };
  });

const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test.describe('the product list draws its rows first', () => {
  const parts = {
    placeholder: '[data-filters-placeholder]',
    rows: '[role="row"][data-id]',
    filters: '[data-filters]',
  };

  for (const width of [1366, 1000]) {
    test(`its filters come after the page's first commit, and nothing moves when they do (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await seedKey(page);
      await watchFirstAppearance(page, parts);
      await page.goto('/products?price_min=1000');
      await expect(page.getByLabel('Price from', { exact: true })).not.toHaveValue('');
      await expect(page.locator(parts.rows).first()).toBeVisible();
      await nextFrames(page);
      const { seenAt, shifts } = await watched(page);
      // The space was held by the placeholder in an earlier commit than the fields'.
      expect(seenAt.filters).toBeDefined();
      expect(seenAt.placeholder).toBeLessThan(seenAt.filters ?? 0);
      await expect(page.locator(parts.placeholder)).toHaveCount(0);
      expect(shifts).toBe(0);
    });
  }

  // The shifts above are caught only when the rows paint before the fields come, which is up to
  // the machine: here the fields' chunk is held until the rows (or the list's "nothing matches")
  // have painted, so the space the placeholder held is compared with the fields' every time.
  for (const [search, what] of [
    ['price_min=1000', 'a bound set'],
    ['price_min=500&price_max=100', 'a range the wrong way round'],
  ] as const) {
    for (const width of [1366, 1000]) {
      test(`the placeholder holds the fields' own height, to the pixel (${what}, ${width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        await seedKey(page);
        const fields = await holdChunk(page, /\/assets\/(mui-lazy~)?ProductFilters[^/]*\.js$/);
        await page.goto(`/products?${search}`);
        await expect.poll(() => fields.held()).toBeGreaterThan(0);
        await expect(
          page.locator(parts.rows).or(page.getByText('No product matches')).first(),
        ).toBeVisible();
        const held = await page.locator(parts.placeholder).boundingBox();
        await fields.release();
        await expect(page.locator(parts.filters)).toBeVisible();
        const drawn = await page.locator(parts.filters).boundingBox();
        expect(held).not.toBeNull();
        expect(drawn?.height).toBeCloseTo(held?.height ?? 0, 1);
        expect(drawn?.y).toBeCloseTo(held?.y ?? 0, 1);
      });
    }
  }

  test("a range the wrong way round: its warning keeps to the bound's helper line, so nothing moves either", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await seedKey(page);
    await watchFirstAppearance(page, parts);
    await page.goto('/products?price_min=500&price_max=100');
    await expect(page.getByText('Above the maximum: nothing can match.').first()).toBeVisible();
    // (nothing matches such a range: the list says so)
    await expect(page.getByRole('button', { name: 'Clear filters' }).first()).toBeVisible();
    await nextFrames(page);
    const { seenAt, shifts } = await watched(page);
    expect(seenAt.placeholder).toBeLessThan(seenAt.filters ?? 0);
    expect(shifts).toBe(0);
  });
});
