/**
 * Stock batch editor benchmark, with 1,000 lines: time to paste them, keystroke-to-paint
 * latency in a cell (median and p95), adding a line, and the apply round trip. Measured in the
 * browser from the performance measures the page records (src/features/stock/benchMarks.ts):
 * each interaction from its event's timestamp to React's commit (`…:commit`) and to the next
 * painted frame (`…:paint`).
 *
 * The keystroke target (p95 < 16 ms: a keystroke costs less than one 60 Hz frame) is judged on
 * a second pass in a Chromium without its frame-rate limit: at 60 Hz, "painted" also holds the
 * wait for the display's next frame, 0-16.7 ms depending on when the key lands, whose p95 alone
 * is ~15.9 ms whatever the page does. Both are printed, with `…:work` (the 60 Hz figure minus
 * that wait, computed in the page) as a cross-check of the second pass.
 *
 * It builds the console into its own directory, serves it with `vite preview` (sandbox
 * mounted) on its own port, drives Chromium with Playwright and prints the figures.
 * Settings (environment):
 *   BENCH_STOCK_PORT      port of the preview server (default 4197)
 *   BENCH_STOCK_DIST      build directory (default /tmp/bench-stock-dist)
 *   BENCH_STOCK_KEYS      measured keystrokes (default 150)
 *   BENCH_SKIP_BUILD=1    reuse an existing build
 *   BENCH_STOCK_TRACE     a file: write a Chrome trace of the keystroke phase there (DevTools opens it)
 */
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ADD_LINE, APPLY, KEYSTROKE, PASTE } from '../../src/features/stock/benchMarks.ts';
import { browserLaunchOptions } from '../browser.ts';
import {
  buildInto,
  entries,
  percentile,
  portTaken,
  startPreview,
  stockBenchContext,
  stopPreview,
  waitForEntries,
  waitForHealth,
} from '../benchSupport.ts';

/** Chromium producing a frame as soon as one is needed, instead of at the display's 60 Hz. */
function unthrottledLaunchOptions() {
  const options = browserLaunchOptions();
  return {
    ...options,
    args: [...(options.args ?? []), '--disable-frame-rate-limit', '--disable-gpu-vsync'],
  };
}

const LINES = 1000;
const TARGET_KEYSTROKE_P95_MS = 16;
const TARGET_PASTE_MS = 300;
const port = Number(process.env.BENCH_STOCK_PORT ?? 4197);
const dist = process.env.BENCH_STOCK_DIST ?? join(tmpdir(), 'bench-stock-dist');
const keystrokes = Math.max(20, Number(process.env.BENCH_STOCK_KEYS ?? 150));
const PASTE_RUNS = 12;
const ADD_RUNS = 20;
const APPLY_RUNS = 3;
const base = `http://localhost:${port}`;

interface Stats {
  n: number;
  min: number;
  median: number;
  p95: number;
  max: number;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    min: sorted[0] ?? Number.NaN,
    median: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? Number.NaN,
  };
}

const ms = (n: number) => `${n.toFixed(1)} ms`;
const line = (label: string, s: Stats) =>
  `  ${label.padEnd(40)} min ${ms(s.min).padStart(9)}   median ${ms(s.median).padStart(9)}   p95 ${ms(s.p95).padStart(9)}   max ${ms(s.max).padStart(9)}   (n=${s.n})`;

/** 1,000 spreadsheet rows over 100 real SKUs and the three warehouses: additions, some reserving. */
async function batchText(): Promise<string> {
  const res = await fetch(`${base}/v1/products/search`, {
    method: 'POST',
    headers: { 'X-Api-Key': 'demo-key', 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, page_size: 100, sort: { field: 'sku', direction: 'asc' } }),
  });
  const body = (await res.json()) as { items: { sku: string | null }[] };
  const skus = body.items.map((i) => i.sku).filter((s): s is string => !!s);
  if (skus.length === 0) throw new Error('the sandbox has no products');
  const warehouses = ['wh-main', 'wh-north', 'wh-store'];
  const rows = Array.from({ length: LINES }, (_, i) => {
    const sku = skus[i % skus.length];
    const reserve = i % 7 === 0 ? 'reserve' : '';
    const cost = i % 5 === 0 ? String(1000 + i) : '';
    return `${sku}\t${warehouses[i % 3]}\tadd\t${(i % 12) + 1}\t${reserve}\tR-${i % 40}\t${cost}\tbench line ${i + 1}`;
  });
  return [
    'sku\twarehouse\toperation\tquantity\treservation\tlocation\tunit cost\tcomment',
    ...rows,
  ].join('\n');
}

async function freshEditor(page: Page): Promise<void> {
  // Leave first: the page saves its draft as it goes.
  await page.goto(`${base}/config.json`);
  await page.evaluate(() => {
    for (const k of Object.keys(localStorage))
      if (k.startsWith('coc.draft.')) localStorage.removeItem(k);
  });
  await page.goto(`${base}/stock`);
  await page.getByLabel('Warehouse, line 1', { exact: true }).waitFor();
}

async function pasteRows(page: Page, text: string): Promise<void> {
  await page.getByLabel('Scan or type a SKU, then Enter').focus();
  await page.evaluate((t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    document.activeElement?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, text);
}

async function waitForLookups(page: Page): Promise<void> {
  const want = `${LINES.toLocaleString('en-US')} lines`;
  await page.waitForFunction(
    (w) => {
      const text = document.getElementById('stock-summary-title')?.parentElement?.textContent ?? '';
      return text.includes(w) && !/looking up/.test(text);
    },
    want,
    { timeout: 120_000 },
  );
}

/** A signed-in page on the stock editor (keystrokes measured: sessionStorage coc.bench). */
async function openEditor(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stockBenchContext(browser);
  const page = await context.newPage();
  await page.goto(`${base}/stock`);
  await page.getByLabel('Warehouse, line 1', { exact: true }).waitFor();
  return { context, page };
}

/** Typing in the quantity cell of line 500, then in its comment cell (1,000 lines in the editor). */
async function typeInLine500(page: Page): Promise<void> {
  // Keystrokes in the quantity cell of line 500, then in its comment cell.
  const grid = page.getByRole('table', { name: 'Movement lines' });
  await grid.evaluate((el) => {
    (el.parentElement as HTMLElement).scrollTop = 499 * 58;
  });
  const half = Math.floor(keystrokes / 2);
  for (const [field, chars] of [
    ['Quantity', '1234567'],
    ['Comment', 'received in good order '],
  ] as const) {
    const input = page.getByLabel(`${field}, line 500`, { exact: true });
    await input.click();
    await input.press('End');
    for (let i = 0; i < half; i++) {
      // Types and takes back in turns: the line stays valid (and sendable) throughout.
      const typed = i % 4 < 2;
      if (typed) await page.keyboard.type(chars[i % chars.length] ?? '1');
      else await page.keyboard.press('Backspace');
      await page.waitForTimeout(25);
    }
  }
  await page.waitForTimeout(300);
}

async function main(): Promise<void> {
  if (await portTaken(port))
    throw new Error(`port ${port} is already in use: set BENCH_STOCK_PORT`);
  buildInto(dist);
  const server = startPreview(port, dist);
  process.on('SIGINT', () => {
    stopPreview(server);
    process.exit(130);
  });
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    await waitForHealth(server, base);
    const text = await batchText();
    const { context, page } = await openEditor(browser);

    // Paste 1,000 lines, each time into an empty editor.
    const pasteCommit: number[] = [];
    const pastePaint: number[] = [];
    const pasteWork: number[] = [];
    for (let run = 0; run < PASTE_RUNS; run++) {
      await freshEditor(page);
      await pasteRows(page, text);
      await waitForEntries(page, `${PASTE}:paint`, 1);
      pasteCommit.push(...(await entries(page, `${PASTE}:commit`)));
      pastePaint.push(...(await entries(page, `${PASTE}:paint`)));
      pasteWork.push(...(await entries(page, `${PASTE}:work`)));
    }
    await waitForLookups(page);
    const rendered = await page.locator('[role="row"][data-row]').count();

    const tracePath = process.env.BENCH_STOCK_TRACE;
    if (tracePath)
      await browser.startTracing(page, {
        path: tracePath,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'blink.user_timing',
        ],
      });
    await typeInLine500(page);
    if (tracePath) await browser.stopTracing();
    const keyCommit = await entries(page, `${KEYSTROKE}:commit`);
    const keyPaint = await entries(page, `${KEYSTROKE}:paint`);
    const keyWork = await entries(page, `${KEYSTROKE}:work`);

    // Adding a line at the end of the 1,000 (scrolls there and focuses it).
    const add = page.getByRole('button', { name: 'Add line' });
    for (let i = 0; i < ADD_RUNS; i++) {
      await add.click();
      await waitForEntries(page, `${ADD_LINE}:paint`, i + 1);
      await page.waitForTimeout(50);
    }
    const addCommit = await entries(page, `${ADD_LINE}:commit`);
    const addPaint = await entries(page, `${ADD_LINE}:paint`);

    // The apply round trip: confirm -> answer -> results table painted.
    const applyPaint: number[] = [];
    const applyServer: number[] = [];
    for (let run = 0; run < APPLY_RUNS; run++) {
      if (run > 0) {
        await freshEditor(page);
        await pasteRows(page, text);
        await waitForLookups(page);
      }
      const before = (await entries(page, `${APPLY}:paint`)).length;
      await page.getByRole('button', { name: 'Apply batch…' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Apply batch' }).click();
      await waitForEntries(page, `${APPLY}:paint`, before + 1);
      const all = await entries(page, `${APPLY}:paint`);
      applyPaint.push(all[all.length - 1] ?? Number.NaN);
      const server = await page.evaluate(() => {
        const list = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('/v1/warehouse-products/stock/update-list'));
        return list[list.length - 1]?.duration ?? null;
      });
      if (server !== null) applyServer.push(server);
      await page.getByRole('heading', { name: 'Batch applied' }).waitFor();
    }

    await context.close();

    // The same keystrokes with the display's frame-rate limit off: a frame begins as soon as
    // there is something to paint, so "painted" no longer includes the 0-16.7 ms wait for the
    // next 60 Hz vsync, which no page can shorten (its p95 alone is ~15.9 ms).
    const unthrottled = await chromium.launch(unthrottledLaunchOptions());
    let freeCommit: number[] = [];
    let freePaint: number[] = [];
    try {
      const free = await openEditor(unthrottled);
      await pasteRows(free.page, text);
      await waitForEntries(free.page, `${PASTE}:paint`, 1);
      await waitForLookups(free.page);
      await typeInLine500(free.page);
      freeCommit = await entries(free.page, `${KEYSTROKE}:commit`);
      freePaint = await entries(free.page, `${KEYSTROKE}:paint`);
      await free.context.close();
    } finally {
      await unthrottled.close();
    }

    const k = stats(freePaint);
    const p = stats(pastePaint);
    const [load1] = loadavg();
    console.log(`\nStock batch editor, ${LINES} lines (${rendered} rows in the DOM: virtualized)`);
    console.log(
      `machine: ${availableParallelism()} cores, load average ${load1?.toFixed(1)} when done (figures grow with load)`,
    );
    console.log(line('paste 1,000 rows → commit', stats(pasteCommit)));
    console.log(line('paste 1,000 rows → painted', p));
    console.log(line('paste 1,000 rows → work (no vsync wait)', stats(pasteWork)));
    console.log(line('keystroke in a cell → commit', stats(keyCommit)));
    console.log(line('keystroke → painted (60 Hz vsync)', stats(keyPaint)));
    console.log(line('keystroke → work (vsync wait taken out)', stats(keyWork)));
    console.log(line('keystroke → commit (no frame limit)', stats(freeCommit)));
    console.log(line('keystroke → painted (no frame limit)', k));
    console.log(line('add a line → commit', stats(addCommit)));
    console.log(line('add a line → painted', stats(addPaint)));
    console.log(line('apply round trip → results painted', stats(applyPaint)));
    if (applyServer.length > 0)
      console.log(line('  of which the request (network+API)', stats(applyServer)));
    console.log(
      `\nTargets: keystroke p95 < ${TARGET_KEYSTROKE_P95_MS} ms (painted, no frame limit): ${k.p95 < TARGET_KEYSTROKE_P95_MS ? 'met' : 'NOT met'} (${ms(k.p95)}); ` +
        `paste of 1,000 lines < ${TARGET_PASTE_MS} ms: ${p.p95 < TARGET_PASTE_MS ? 'met' : 'NOT met'} (p95 ${ms(p.p95)}).`,
    );
  } finally {
    await browser.close();
    stopPreview(server);
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
