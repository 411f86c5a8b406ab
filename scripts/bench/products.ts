/**
 * Product search benchmark: with a 20,000-product sandbox, how long from a changed query
 * (committed after the search box's debounce) until the grid shows the new rows, measured in
 * the browser by the marks the page records (src/features/products/searchTiming.ts).
 *
 * It builds the console into its own directory, serves it with `vite preview` (sandbox
 * mounted, SANDBOX_SEED_PRODUCTS=20000) on its own port, drives Chromium with Playwright and
 * prints median and p95. Settings (environment):
 *   BENCH_PRODUCTS_PORT   port of the preview server (default 4186)
 *   BENCH_PRODUCTS_DIST   build directory (default /tmp/bench-products-dist)
 *   BENCH_PRODUCTS_RUNS   measured query changes (default 60)
 *   BENCH_SKIP_BUILD=1    reuse an existing build
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, request } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_MEASURE,
  SEARCH_START_MARK,
} from '../../src/features/products/searchTiming.ts';
import { browserLaunchOptions } from '../browser.ts';
import {
  buildInto,
  percentile,
  startPreview,
  stopPreview,
  summary,
  waitForHealth,
} from '../benchSupport.ts';

const PRODUCTS = 20_000;
const TARGET_P95_MS = 100;
const port = Number(process.env.BENCH_PRODUCTS_PORT ?? 4186);
const dist = process.env.BENCH_PRODUCTS_DIST ?? join(tmpdir(), 'bench-products-dist');
const runs = Math.max(5, Number(process.env.BENCH_PRODUCTS_RUNS ?? 60));
const base = `http://localhost:${port}`;

/** Distinct queries that all match something: words of product names and SKU prefixes. */
async function queries(api: APIRequestContext, count: number): Promise<string[]> {
  const headers = { 'X-Api-Key': 'demo-key' };
  const out = new Set<string>();
  for (let page = 1; out.size < count * 2 && page <= 40; page += 1) {
    const res = await api.post('/v1/products/search', {
      headers,
      data: { page: page * 7, page_size: 50, sort: { field: 'price', direction: 'asc' } },
    });
    const body = (await res.json()) as { items: { name: string | null; sku: string | null }[] };
    for (const item of body.items) {
      for (const word of (item.name ?? '').toLowerCase().split(/\s+/))
        if (word.length >= 4) out.add(word.slice(0, 5));
      if (item.sku) out.add(item.sku.toLowerCase().slice(0, 7));
    }
  }
  // Never the same query twice in a row, never one the browser has cached.
  return [...out].slice(0, count);
}

async function measureOnce(
  page: Page,
  query: string,
): Promise<{ afterDebounce: number; fromKeystroke: number; server: number | null }> {
  const before = await page.evaluate(
    (name) => performance.getEntriesByName(name).length,
    SEARCH_MEASURE,
  );
  const box = page.getByRole('textbox', { name: 'Search products' });
  await page.evaluate(() => {
    (window as unknown as { __typedAt: number }).__typedAt = performance.now();
  });
  await box.fill(query);
  await page.waitForFunction(
    ([name, n]) => performance.getEntriesByName(name).length > n,
    [SEARCH_MEASURE, before] as const,
    {
      timeout: 15_000,
    },
  );
  return page.evaluate(
    ([measureName, startName]) => {
      const measures = performance.getEntriesByName(measureName);
      const last = measures[measures.length - 1] as PerformanceMeasure;
      const starts = performance.getEntriesByName(startName);
      const start = starts[starts.length - 1];
      const typedAt = (window as unknown as { __typedAt: number }).__typedAt;
      const resources = performance
        .getEntriesByType('resource')
        .filter(
          (e) =>
            e.name.endsWith('/v1/products/search') &&
            start !== undefined &&
            e.startTime >= start.startTime,
        );
      const server = resources[0];
      return {
        afterDebounce: last.duration,
        fromKeystroke: last.startTime + last.duration - typedAt,
        server: server ? (server as PerformanceResourceTiming).duration : null,
      };
    },
    [SEARCH_MEASURE, SEARCH_START_MARK] as const,
  );
}

async function main(): Promise<void> {
  buildInto(dist);
  const server = startPreview(port, dist, { SANDBOX_SEED_PRODUCTS: String(PRODUCTS) });
  const stop = () => stopPreview(server);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  const api = await request.newContext({ baseURL: base });
  try {
    await waitForHealth(server, base);
    const list = await queries(api, runs + 5);
    if (list.length < runs + 5) throw new Error(`only ${list.length} distinct queries found`);

    const browser = await chromium.launch(browserLaunchOptions());
    const context = await browser.newContext({
      viewport: { width: 1366, height: 900 },
      locale: 'en-US',
    });
    await context.addInitScript(() => {
      sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: 'demo-key' }));
      localStorage.setItem('coc.language', JSON.stringify('en'));
    });
    const page = await context.newPage();
    await page.goto(`${base}/products`);
    await page.getByText(/Matching products: 20,\d{3}/).waitFor({ timeout: 60_000 });
    const version = browser.version();

    // Warm-up (JIT, first chunk loads, the sandbox's sorted index): not counted.
    for (const q of list.slice(0, 5)) await measureOnce(page, q);

    const afterDebounce: number[] = [];
    const fromKeystroke: number[] = [];
    const serverTimes: number[] = [];
    const inPage: number[] = [];
    const loadBefore = loadavg()[0] ?? 0;
    for (const q of list.slice(5, 5 + runs)) {
      const m = await measureOnce(page, q);
      afterDebounce.push(m.afterDebounce);
      fromKeystroke.push(m.fromKeystroke);
      if (m.server !== null) {
        serverTimes.push(m.server);
        inPage.push(m.afterDebounce - m.server);
      }
    }
    const loadAfter = loadavg()[0] ?? 0;
    await browser.close();

    const p95 = percentile(
      [...afterDebounce].sort((a, b) => a - b),
      95,
    );
    console.log(
      `products: query change -> grid shows the new rows (${PRODUCTS.toLocaleString('en-US')} products, ${runs} distinct queries, Chromium ${version})`,
    );
    console.log(`  after the debounce (page marks):        ${summary(afterDebounce)}`);
    console.log(
      `  from the last keystroke (+${SEARCH_DEBOUNCE_MS} ms debounce): ${summary(fromKeystroke)}`,
    );
    if (serverTimes.length > 0) {
      console.log(`  of which the search request (network):   ${summary(serverTimes)}`);
      console.log(`  and the page's own work (the rest):       ${summary(inPage)}`);
    }
    console.log(
      `  machine: ${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before and ${loadAfter.toFixed(1)} after` +
        ' the runs (a busy machine gives slower, noisier figures)',
    );
    console.log(
      `  target p95 < ${TARGET_P95_MS} ms after the debounce: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`,
    );
  } finally {
    await api.dispose();
    stop();
  }
}

await main();
