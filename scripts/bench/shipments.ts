/**
 * Shipment board benchmark: 500 tracked shipments. How long the board takes to render them
 * (data already in the cache: going to the board from another page), how long the first load
 * takes (500 order reads), and the frame times while a card is dragged across the columns
 * (mouse and keyboard). Targets: render under 500 ms; no frame over 50 ms while dragging.
 *
 * It builds the console into its own directory, serves it with `vite preview` (sandbox
 * mounted, no rate limit) on its own port, creates 500 orders with shipments through the API
 * (spread over every active status), writes their ids into localStorage in the tracked-orders
 * format, and drives Chromium with Playwright. Settings (environment):
 *   BENCH_SHIPMENTS_PORT   port of the preview server (default 4188)
 *   BENCH_SHIPMENTS_DIST   build directory (default /tmp/bench-shipments-dist)
 *   BENCH_SHIPMENTS_RUNS   measured renders (default 12) and drags (default: runs / 2)
 *   BENCH_SKIP_BUILD=1     reuse an existing build
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import shippedConfig from '../../public/config.json' with { type: 'json' };
import { scopeOfKey } from '../../src/session/keyStorage';
import { browserLaunchOptions } from '../browser';

const SHIPMENTS = 500;
const RENDER_TARGET_MS = 500;
const FRAME_TARGET_MS = 50;
const KEY = 'demo-key';
const port = Number(process.env.BENCH_SHIPMENTS_PORT ?? 4188);
const dist = process.env.BENCH_SHIPMENTS_DIST ?? join(tmpdir(), 'bench-shipments-dist');
const runs = Math.max(4, Number(process.env.BENCH_SHIPMENTS_RUNS ?? 12));
const drags = Math.max(2, Math.round(runs / 2));
const base = `http://localhost:${port}`;
const vite = join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');
const headers = { 'X-Api-Key': KEY, 'Content-Type': 'application/json' };

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `median ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, min ${f(sorted[0] ?? NaN)}, max ${f(sorted[sorted.length - 1] ?? NaN)}`;
}

function build(): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(dist, 'index.html'))) {
    console.log(`reusing the build in ${dist}`);
    return;
  }
  console.log(`building into ${dist} …`);
  const res = spawnSync(process.execPath, [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'], { stdio: 'inherit' });
  if (res.status !== 0) throw new Error('vite build failed');
}

function startServer(): ChildProcess {
  return spawn(process.execPath, [vite, 'preview', '--port', String(port), '--strictPort', '--outDir', dist], {
    env: { ...process.env, SANDBOX_SEED_PRODUCTS: '200', SANDBOX_RATE_LIMIT_PER_MINUTE: '0', SANDBOX_LATENCY_MS: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stopServer(server: ChildProcess): void {
  if (server.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM'); // its process group: vite and what it started
    } catch {
      server.kill('SIGTERM');
    }
  }
}

async function waitForHealth(server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`vite preview exited (${server.exitCode})`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no answer from ${base}/health`);
}

async function call<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
  const res = await fetch(`${base}${path}`, { method, headers, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const CITIES = ['Bogotá', 'Medellín', 'Cali', 'Barranquilla', 'Cartagena', 'Bucaramanga', 'Pereira', 'Manizales'];
const METHODS = ['courier', 'own_fleet', 'pickup'];

/** 500 orders with shipments, spread over the active statuses; their ids, newest first. */
async function seedOrders(): Promise<string[]> {
  const statuses = shippedConfig.shipmentStatuses.filter((s) => s.active).sort((a, b) => a.index - b.index);
  const contacts: string[] = [];
  for (let i = 0; i < 20; i += 1) {
    contacts.push((await call<{ id: string }>('POST', '/v1/contacts', { first_name: `Bench${i}`, last_name: `Cliente ${i}` })).id);
  }
  const products = (await call<{ items: { id: string; price: number | null }[] }>('POST', '/v1/products/search', { page_size: 20 })).items;
  const ids: string[] = new Array<string>(SHIPMENTS);
  let next = 0;
  const worker = async () => {
    while (next < SHIPMENTS) {
      const i = next++;
      const product = products[i % products.length];
      const order = await call<{ id: string; shipment: { id: string } }>('POST', '/v1/orders', {
        customer_id: contacts[i % contacts.length],
        warehouse_id: 'wh-main',
        items: [{ product_id: product?.id, quantity: 1 + (i % 4), unit_price: product?.price ?? 1000 }],
        shipment: {
          ship_to: { street: `Calle ${i} # 10-20`, city: CITIES[i % CITIES.length], country_code: 'CO', contact_name: `Cliente ${i % 20}` },
          shipping_method: METHODS[i % METHODS.length],
          shipping_cost: 8000,
          cash_on_delivery_order: i % 3 === 0,
          is_gift: i % 7 === 0,
          is_insured: i % 5 === 0,
          insurance_value: i % 5 === 0 ? 100_000 : 0,
        },
      });
      const target = statuses[i % statuses.length];
      if (target && target.index !== statuses[0]?.index) {
        await call('PUT', '/v1/shipments/status/update', { shipmentId: order.shipment.id, statusId: target.id, comment: `bench ${i}` });
      }
      ids[SHIPMENTS - 1 - i] = order.id;
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return ids;
}

const CARDS = '[data-shipment-card]';

/**
 * The board shows every shipment: the columns' counts add up to all of them and their cards
 * are on screen (columns are virtualised: only cards in or near the view are in the DOM).
 */
function boardShowsAll(count: number): boolean {
  let total = 0;
  for (const el of document.querySelectorAll('.sb-count')) total += Number(el.textContent);
  return total >= count && document.querySelector('[data-shipment-card]') !== null;
}

/** From a click on the "Shipments" link (data cached) to the board painted with every shipment counted. */
async function measureRender(page: Page): Promise<number> {
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(300);
  return page.evaluate(
    (count) =>
      new Promise<number>((resolve) => {
        const shows = (n: number) => {
          let total = 0;
          for (const el of document.querySelectorAll('.sb-count')) total += Number(el.textContent);
          return total >= n && document.querySelector('[data-shipment-card]') !== null;
        };
        const link = document.querySelector<HTMLAnchorElement>('nav a[href$="/shipments"]');
        const start = performance.now();
        link?.click();
        const check = () => {
          // the frame that shows them, then the task after it
          if (shows(count)) requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    SHIPMENTS,
  );
}

interface FrameStats {
  frames: number[];
  longFrames: number[];
}

async function startFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __long: number[]; __stop: boolean; __obs?: PerformanceObserver };
    w.__frames = [];
    w.__long = [];
    w.__stop = false;
    let last = performance.now();
    const tick = (now: number) => {
      w.__frames.push(now - last);
      last = now;
      if (!w.__stop) requestAnimationFrame(tick);
    };
    requestAnimationFrame((now) => {
      last = now;
      requestAnimationFrame(tick);
    });
    try {
      w.__obs = new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__long.push(e.duration);
      });
      w.__obs.observe({ type: 'long-animation-frame' });
    } catch {
      // no LoAF: rAF deltas only
    }
  });
}

async function stopFrames(page: Page): Promise<FrameStats> {
  return page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __long: number[]; __stop: boolean; __obs?: PerformanceObserver };
    w.__stop = true;
    w.__obs?.disconnect();
    return { frames: w.__frames.slice(1), longFrames: w.__long };
  });
}

/** Drags the newest card of the first column across three columns and back, then drops it home. */
async function mouseDrag(page: Page): Promise<FrameStats> {
  const card = page.locator(`section[data-status-column] ${CARDS}`).first();
  const box = await card.locator('.sb-customer').boundingBox();
  const columns = await page.locator('section[data-status-column]').evaluateAll((els) =>
    els.slice(0, 4).map((el) => {
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + 200 };
    }),
  );
  if (!box || columns.length < 4) throw new Error('board not laid out');
  await startFrames(page);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const path = [...columns, ...columns.slice(0, 3).reverse()];
  let at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  for (const target of path) {
    for (let i = 1; i <= 20; i += 1) {
      await page.mouse.move(at.x + ((target.x - at.x) * i) / 20, at.y + ((target.y - at.y) * i) / 20);
      await page.waitForTimeout(8);
    }
    at = target;
  }
  await page.mouse.up(); // back over its own column: nothing changes
  await page.waitForTimeout(200);
  return stopFrames(page);
}

async function keyboardDrag(page: Page): Promise<FrameStats> {
  await page.locator(`section[data-status-column] ${CARDS} .sb-handle`).first().focus();
  await startFrames(page);
  await page.keyboard.press('Space');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft']) {
    await page.keyboard.press(key);
    await page.waitForTimeout(120);
  }
  await page.keyboard.press('Escape');
  await page.waitForTimeout(200);
  return stopFrames(page);
}

function frameSummary(label: string, stats: FrameStats[]): boolean {
  const frames = stats.flatMap((s) => s.frames);
  const long = stats.flatMap((s) => s.longFrames);
  const sorted = [...frames].sort((a, b) => a - b);
  const over = frames.filter((f) => f > FRAME_TARGET_MS).length;
  const worst = Math.max(...frames);
  console.log(
    `  ${label}: ${frames.length} frames, median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${worst.toFixed(1)} ms; ` +
      `frames over ${FRAME_TARGET_MS} ms: ${over}; long animation frames (LoAF): ${long.length}${long.length ? `, longest ${Math.max(...long).toFixed(1)} ms` : ''}`,
  );
  return worst <= FRAME_TARGET_MS;
}

async function main(): Promise<void> {
  build();
  const server = startServer();
  const stop = () => stopServer(server);
  process.on('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitForHealth(server);
    const seedStart = Date.now();
    const ids = await seedOrders();
    console.log(`seeded ${ids.length} orders with shipments in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const browser = await chromium.launch(browserLaunchOptions());
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-US' });
    // tsx (esbuild keepNames) wraps named functions of the page.evaluate callbacks in __name().
    await context.addInitScript('globalThis.__name = globalThis.__name || ((f) => f);');
    // The tracked-orders format of src/features/orders/trackedOrders.ts: ids, newest first, per account scope.
    await context.addInitScript(
      ([key, scope, tracked]) => {
        sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: key }));
        localStorage.setItem('coc.language', JSON.stringify('en'));
        localStorage.setItem(`coc.orders.tracked.${scope}`, JSON.stringify(tracked));
      },
      [KEY, scopeOfKey(KEY), ids] as const,
    );
    const page = await context.newPage();
    const version = browser.version();

    // First load: the page, its chunk and 500 order reads.
    const loadStart = Date.now();
    await page.goto(`${base}/shipments`);
    await page.waitForFunction(boardShowsAll, SHIPMENTS, { timeout: 120_000 });
    const firstLoad = Date.now() - loadStart;
    const counts = await page.locator('section[data-status-column]').evaluateAll((els) =>
      els.map((el) => `${el.getAttribute('data-status-column')}: ${el.querySelector('.sb-count')?.textContent ?? '?'}`).join(', '),
    );

    // Warm-up (JIT, chunk cache), then measured renders.
    await measureRender(page);
    const renders: number[] = [];
    for (let i = 0; i < runs; i += 1) renders.push(await measureRender(page));
    await page.waitForTimeout(1500); // let the background refresh of 500 orders settle

    await mouseDrag(page); // warm-up
    const mouse: FrameStats[] = [];
    for (let i = 0; i < drags; i += 1) mouse.push(await mouseDrag(page));
    const keyboard: FrameStats[] = [];
    for (let i = 0; i < drags; i += 1) keyboard.push(await keyboardDrag(page));
    const moved = await page.locator('text=Saving…').count();
    const inDom = await page.locator(CARDS).count();
    await browser.close();

    const renderP95 = percentile([...renders].sort((a, b) => a - b), 95);
    console.log(`shipments: board with ${SHIPMENTS} tracked shipments (Chromium ${version}, 1366x900)`);
    console.log(`  cards per column: ${counts} (${inDom} card elements in the DOM: columns render what is in or near view)`);
    console.log(`  machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (1/5/15 min) at the end`);
    console.log(`  first load (page + ${SHIPMENTS} order reads): ${firstLoad} ms`);
    console.log(`  render, data cached (click "Shipments" -> ${SHIPMENTS} cards painted), ${runs} runs: ${summary(renders)}`);
    console.log('  frame times while dragging (requestAnimationFrame deltas; LoAF = frames the main thread kept over 50 ms):');
    const mouseOk = frameSummary(`mouse, ${drags} drags across 4 columns and back`, mouse);
    const keysOk = frameSummary(`keyboard, ${drags} drags (3 columns right, 3 left, Escape)`, keyboard);
    if (moved > 0) console.log(`  warning: ${moved} card(s) were saving after the drags (a drop moved something)`);
    console.log(`  target render < ${RENDER_TARGET_MS} ms (p95): ${renderP95 < RENDER_TARGET_MS ? 'met' : 'NOT met'}`);
    console.log(`  target no frame over ${FRAME_TARGET_MS} ms while dragging: ${mouseOk && keysOk ? 'met' : 'NOT met'}`);
  } finally {
    stop();
  }
}

await main();
