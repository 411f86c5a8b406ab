/**
 * Cold load of the product list, the console beside a react-admin peer (issue 15, "Measured in
 * benchmarks"): both production builds served gzip-compressed by one static server that also
 * proxies /v1 and /health to one sandbox with 20,000 products (scripts/peer/serve.ts), so each
 * app is same-origin with the API; Chromium (scripts/browser.ts), a fresh browser context per
 * run with the key already held in sessionStorage, runs alternated between the two apps.
 *
 * Printed, each with the machine's load average while it was measured:
 *   - navigation start -> first product row painted (p50/p95): an init script watches the DOM for
 *     the app's row selector and takes the time two animation frames after the rows appear;
 *   - gzip bytes to show the list (Resource Timing's encodedBodySize of the document and every
 *     file finished before the rows painted; API answers apart), files, API requests;
 *   - dependent request waves (scripts/bench/lib/waterfall.ts) and the chain of URLs;
 *   - main-thread time per cold load, per search and per page change from a Chrome trace
 *     (scripts/bench/lib/trace.ts): top-level task time, and the thread (CPU) time of those tasks;
 *   - last keystroke -> rows and click on "next page" -> rows (real mouse) wall times, and how
 *     many of those page changes sent a search request (the next page not fetched ahead);
 *   - JS heap after 20 page changes (CDP: collect garbage, then Runtime.getHeapUsage);
 *   - console / peer ratios and the issue's targets, met or not.
 *
 * Settings (environment):
 *   BENCH_CONSOLE_DIST          a console build to serve as it is (e.g. /tmp/dist-base, an older
 *                               build); default: the current tree, built into a temp dir
 *   BENCH_PEER=0                the console alone
 *   BENCH_COLDLOAD_VERSUS=DIR   instead of react-admin, a second console build in the peer's place
 *                               (built with `BASE_PATH=/b/`, served at /b/): an A/B of two builds,
 *                               alternated run by run in one process, so that the machine's drift
 *                               between two bench runs (±15 ms on the rows p50) does not decide it
 *   BENCH_COLDLOAD_RUNS         cold loads per app for the load time, bytes and waves (default 20)
 *   BENCH_COLDLOAD_TRACED_RUNS  traced cold loads per app, each then one search and one page
 *                               change, for main-thread time (default 5)
 *   BENCH_COLDLOAD_HEAP_RUNS    runs per app of 20 page changes + heap + searches (default 2)
 *   BENCH_COLDLOAD_SEARCHES     searches per heap run (default 8)
 *   BENCH_COLDLOAD_CHAINS=1     print every cold load's longest chain, not only the median run's
 *   BENCH_COLDLOAD_HEAP_SNAPSHOTS=DIR
 *                               also write each heap run's snapshot there (<app>-<run>.heapsnapshot,
 *                               for DevTools' Memory tab or scripts/bench/heapSummary.ts)
 *   BENCH_COLDLOAD_TRACE_DIR=DIR
 *                               also write each traced cold load's Chrome trace there
 *                               (<app>-<run>.json, for DevTools' Performance panel), with the
 *                               timeline's and V8's own events (`devtools.timeline`, `v8.execute`)
 *                               added to the categories the figures need
 *   BENCH_COLDLOAD_CPU_PROFILE=DIR
 *                               also write a V8 CPU profile (100 µs samples) of each traced cold
 *                               load, from before its navigation until its rows painted, there
 *                               (<app>-<run>.cpuprofile; scripts/bench/cpuProfileSummary.ts says
 *                               where the time went, by package and by source file)
 *   BENCH_COLDLOAD_CPU_PROFILE_SETTLED=1
 *                               the profile goes on past the rows, over the settled second (to
 *                               rows + 1 s and a little more): what the page does once it is shown
 *   BENCH_COLDLOAD_SAMPLES=1    also print each run's page changes in order (the first comes right
 *                               after the rows, in the page's settled second)
 *   BENCH_COLDLOAD_SETTLE=0     navigate as soon as the fresh context's page exists, while the new
 *                               window is still starting up (how the figures were taken until
 *                               2026-11-25; default: wait until the browser's processes are quiet,
 *                               see browserQuiet)
 *   BENCH_COLDLOAD_PORT         static server port (default 4191; not 4190, a port browsers and fetch refuse); BENCH_COLDLOAD_API_PORT
 *                               sandbox port (default 8090)
 *   BENCH_COLDLOAD_API_LATENCY_MS=N
 *                               every API answer N ms later (the sandbox's SANDBOX_LATENCY_MS), as
 *                               a service across a network answers, rather than loopback's ~1 ms:
 *                               when the page's first read is on the way to the rows (default 0)
 *   BENCH_SKIP_BUILD=1          reuse the console build in the temp dir
 *
 *   npm run bench -- coldload
 *   BENCH_CONSOLE_DIST=/tmp/dist-base npm run bench -- coldload
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import type { Browser, BrowserContext, CDPSession, Locator, Page, Request } from '@playwright/test';
import { browserLaunchOptions } from '../browser.ts';
import { buildInto, percentile } from '../benchSupport.ts';
import { buildPeer } from '../peer/build.ts';
import { startSideBySide } from '../peer/serve.ts';
import {
  TRACE_CATEGORIES,
  markTimes,
  navigationStart,
  parseTrace,
  taskTime,
  threadOfMark,
} from './lib/trace.ts';
import { causalWaves, dependentWaves } from './lib/waterfall.ts';
import type { Fetch, Waterfall } from './lib/waterfall.ts';

const PRODUCTS = 20_000;
const PAGE_CHANGES = 20;
const SETTLE_MS = 1_000;
const ROWS_MARK = 'bench:rows-painted';
const ACTION_MARK = 'bench:action';

const int = (name: string, fallback: number, min: number): number => {
  const v = Number(process.env[name] ?? fallback);
  return Number.isFinite(v) ? Math.max(min, Math.round(v)) : fallback;
};
const runs = int('BENCH_COLDLOAD_RUNS', 20, 2);
const tracedRuns = int('BENCH_COLDLOAD_TRACED_RUNS', 5, 1);
const heapRuns = int('BENCH_COLDLOAD_HEAP_RUNS', 2, 1);
const searchesPerRun = int('BENCH_COLDLOAD_SEARCHES', 8, 1);
const port = int('BENCH_COLDLOAD_PORT', 4191, 1);
const apiPort = int('BENCH_COLDLOAD_API_PORT', 8090, 1);
const apiLatencyMs = int('BENCH_COLDLOAD_API_LATENCY_MS', 0, 0);
const versusDist = process.env.BENCH_COLDLOAD_VERSUS;
const VERSUS_BASE = '/b/';
const withPeer = process.env.BENCH_PEER !== '0' || versusDist !== undefined;
const snapshotDir = process.env.BENCH_COLDLOAD_HEAP_SNAPSHOTS;
const traceDir = process.env.BENCH_COLDLOAD_TRACE_DIR;
const cpuProfileDir = process.env.BENCH_COLDLOAD_CPU_PROFILE;
const profileSettled = process.env.BENCH_COLDLOAD_CPU_PROFILE_SETTLED === '1';
const printSamples = process.env.BENCH_COLDLOAD_SAMPLES === '1';
/** Whether each cold load waits for the new window's own start-up to end (see browserQuiet). */
const settleWindow = process.env.BENCH_COLDLOAD_SETTLE !== '0';
const coldCategories = traceDir
  ? [...TRACE_CATEGORIES, 'devtools.timeline', 'v8.execute']
  : TRACE_CATEGORIES;

/** One app under test: where it lives and how to find and drive its list. */
interface App {
  key: 'console' | 'peer';
  label: string;
  url: string;
  /** the data rows of the list (never skeleton rows) */
  rowSelector: string;
  /** the sessionStorage entry that holds the key, as the app reads it */
  storageKey: string;
  storageValue: string;
  searchBox: (page: Page) => Locator;
  nextPage: (page: Page) => Locator;
  debounceMs: number;
}

/** What the init script keeps in the page (window.__bench). */
interface BenchState {
  paintedAt: number | null;
  lastKeyAt: number | null;
  clickAt: number | null;
  arm: () => void;
  painted: () => Promise<number>;
}
declare global {
  interface Window {
    __bench?: BenchState;
  }
}

/**
 * Runs before any script of the page: holds the key, and marks `bench:rows-painted` two
 * animation frames after the row signature (count, first and last row's text) differs from the
 * one armed (none at load; the current rows before a search or a page change).
 */
const initScript = (selector: string, storageKey: string, storageValue: string): string => `(() => {
  try { sessionStorage.setItem(${JSON.stringify(storageKey)}, ${JSON.stringify(storageValue)}); } catch (e) {}
  const selector = ${JSON.stringify(selector)};
  const signature = () => {
    const rows = document.querySelectorAll(selector);
    if (rows.length === 0) return null;
    return rows.length + '|' + rows[0].textContent + '|' + rows[rows.length - 1].textContent;
  };
  let armed = true, armedSig = null, pending = false, waiters = [];
  const state = {
    paintedAt: null, lastKeyAt: null, clickAt: null,
    arm() {
      armedSig = signature(); armed = true; pending = false; state.paintedAt = null;
      performance.mark(${JSON.stringify(ACTION_MARK)});
    },
    painted() {
      return state.paintedAt !== null && !armed
        ? Promise.resolve(state.paintedAt)
        : new Promise((resolve) => waiters.push(resolve));
    },
  };
  const check = () => {
    if (!armed || pending) return;
    const sig = signature();
    if (sig === null || sig === armedSig) return;
    pending = true;
    requestAnimationFrame(() => requestAnimationFrame(() => {
      state.paintedAt = performance.now();
      performance.mark(${JSON.stringify(ROWS_MARK)});
      armed = false; pending = false; armedSig = sig;
      const w = waiters; waiters = [];
      for (const resolve of w) resolve(state.paintedAt);
    }));
  };
  window.__bench = state;
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  addEventListener('keydown', (e) => { state.lastKeyAt = e.timeStamp; }, true);
  addEventListener('click', (e) => { state.clickAt = e.timeStamp; }, true);
})();`;

// ------------------------------------------------------------------ samples and statistics

interface Sample {
  value: number;
  load: number;
}
type Samples = Record<App['key'], Sample[]>;
const samples = (): Samples => ({ console: [], peer: [] });
const load1 = (): number => loadavg()[0] ?? Number.NaN;
const push = (s: Samples, app: App, value: number): void => {
  if (Number.isFinite(value)) s[app.key].push({ value, load: load1() });
};
const values = (list: Sample[]): number[] => list.map((s) => s.value).sort((a, b) => a - b);
const p = (list: Sample[], at: number): number => percentile(values(list), at);
const loadText = (...lists: Sample[][]): string => {
  const loads = lists.flat().map((s) => s.load);
  if (loads.length === 0) return '';
  const mean = loads.reduce((a, b) => a + b, 0) / loads.length;
  return `${mean.toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)})`;
};

// ------------------------------------------------------------------ one run

/** The page's heap as DevTools would save it (HeapProfiler.takeHeapSnapshot's chunks, in order). */
async function writeHeapSnapshot(cdp: CDPSession, file: string): Promise<void> {
  const chunks: string[] = [];
  const onChunk = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, chunks.join(''));
}

/** CPU seconds each of the browser's processes has used so far (DevTools' SystemInfo domain). */
async function processCpu(browserSession: CDPSession): Promise<Map<number, number>> {
  const info = (await browserSession.send('SystemInfo.getProcessInfo')) as {
    processInfo: { id: number; cpuTime: number }[];
  };
  return new Map(info.processInfo.map((p) => [p.id, p.cpuTime]));
}

/** How long the browser's processes must stay quiet, and how quiet (CPU in that time, all of them). */
const QUIET_WINDOW_MS = 200;
const QUIET_CPU_MS = 10;
const QUIET_LIMIT_MS = 5_000;

/**
 * Waits until the browser's own processes are quiet: a new window starts up for ~0.5 s after it
 * opens (Chromium 156 loads the omnibox's WebUI popup into a renderer of its own: ~350 ms of
 * renderer and ~100 ms of browser CPU), which a cold load begun at once would share two cores
 * with. Someone opening the console does so in a window that is already up. Returns the ms
 * waited; gives up (and says so) after QUIET_LIMIT_MS, so a busy machine slows the bench only.
 */
async function browserQuiet(browserSession: CDPSession): Promise<number> {
  const started = Date.now();
  let before = await processCpu(browserSession);
  for (;;) {
    await sleep(QUIET_WINDOW_MS);
    const now = await processCpu(browserSession);
    let used = 0;
    for (const [id, cpu] of now) used += cpu - (before.get(id) ?? 0);
    before = now;
    if (used * 1000 <= QUIET_CPU_MS) return Date.now() - started;
    if (Date.now() - started > QUIET_LIMIT_MS) {
      console.log(`  (the browser's processes were not quiet within ${QUIET_LIMIT_MS / 1000} s)`);
      return Date.now() - started;
    }
  }
}

let browserSession: CDPSession | null = null;

async function newPage(
  browser: Browser,
  app: App,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
  });
  await context.addInitScript({
    content: initScript(app.rowSelector, app.storageKey, app.storageValue),
  });
  const page = await context.newPage();
  if (settleWindow) {
    browserSession ??= await browser.newBrowserCDPSession();
    await browserQuiet(browserSession);
  }
  return { context, page };
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<never>((_, fail) => {
        timer = setTimeout(() => fail(new Error(`${what}: no rows within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

const rowsPainted = (page: Page, what: string): Promise<number> =>
  withTimeout(
    page.evaluate(() => {
      const bench = window.__bench;
      if (!bench) throw new Error('the bench init script did not run');
      return bench.painted();
    }),
    60_000,
    what,
  );

interface Load {
  rowsAt: number;
  fetches: Fetch[];
  /** waves by timing: a fetch after any that had finished (lib/waterfall.ts dependentWaves) */
  waterfall: Waterfall;
  /** waves by cause: after the document or script the browser says asked (causalWaves) */
  causal: Waterfall;
  fileBytes: number;
  files: number;
  apiRequests: number;
  apiBytes: number;
  /** fetches left out of the figures (favicon, cross-origin) */
  ignored: string[];
}

/** What the DevTools Protocol says of a request's initiator (the part read here). */
interface CdpStack {
  callFrames: { url: string }[];
  parent?: CdpStack;
}
interface CdpInitiator {
  type: string;
  url?: string;
  stack?: CdpStack;
}

/** The document's or scripts' URLs that asked for a request, as the browser reports them. */
function initiatorUrls(initiator: CdpInitiator): string[] {
  const urls: string[] = [];
  if (initiator.url) urls.push(initiator.url);
  for (let stack: CdpStack | undefined = initiator.stack; stack; stack = stack.parent)
    for (const frame of stack.callFrames) if (frame.url) urls.push(frame.url);
  return [...new Set(urls)];
}

/**
 * Navigates, waits for the rows, reads Resource Timing up to the rows' paint, and who asked
 * for each fetch (DevTools Protocol: the initiator of the first request to each URL).
 */
async function coldLoad(page: Page, app: App): Promise<Load> {
  const cdp = await page.context().newCDPSession(page);
  const initiators = new Map<string, { type: string; urls: string[]; at: number }>();
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!initiators.has(e.request.url))
      initiators.set(e.request.url, {
        type: e.initiator.type,
        urls: initiatorUrls(e.initiator),
        at: e.timestamp * 1000, // the protocol's monotonic clock, in ms
      });
  });
  await cdp.send('Network.enable');
  await page.goto(app.url, { waitUntil: 'commit' });
  const rowsAt = await rowsPainted(page, `${app.label} cold load`);
  await cdp.detach();
  const entries = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const res = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return [nav, ...res].map((e) => ({
      url: e.name,
      start: e.startTime,
      end: e.responseEnd,
      bytes: e.encodedBodySize,
      document: e.entryType === 'navigation',
    }));
  });
  const origin = new URL(app.url).origin;
  // Not part of showing the list: the browser's favicon fetch, and anything cross-origin (none
  // is needed: both apps are same-origin with the API).
  const ignored = entries.filter(
    (e) => !e.document && (new URL(e.url).origin !== origin || /\/favicon\.[a-z]+$/.test(e.url)),
  );
  const docAskedAt = initiators.get(entries.find((e) => e.document)?.url ?? '')?.at;
  const fetches: Fetch[] = entries
    .filter((e) => !ignored.includes(e))
    .filter((e) => e.document || (e.start <= rowsAt && e.end <= rowsAt))
    .map((e) => {
      const path = new URL(e.url).pathname;
      const api = path === '/health' || path.startsWith('/v1/');
      const asked = initiators.get(e.url);
      const fetch: Fetch = {
        url: e.url,
        kind: e.document ? 'document' : api ? 'api' : 'file',
        start: e.start,
        end: e.end,
        bytes: e.bytes,
      };
      return asked
        ? {
            ...fetch,
            initiator: { type: asked.type, urls: asked.urls },
            // on the page's clock: the document was asked for at its navigation start (0)
            ...(docAskedAt === undefined ? {} : { askedAt: asked.at - docAskedAt }),
          }
        : fetch;
    });
  const files = fetches.filter((f) => f.kind !== 'api');
  const api = fetches.filter((f) => f.kind === 'api');
  return {
    rowsAt,
    fetches,
    waterfall: dependentWaves(fetches),
    causal: causalWaves(fetches),
    fileBytes: files.reduce((s, f) => s + f.bytes, 0),
    files: files.length,
    apiRequests: api.length,
    apiBytes: api.reduce((s, f) => s + f.bytes, 0),
    ignored: ignored.map((e) => e.url),
  };
}

interface Traced {
  wallMs: number;
  cpuMs: number;
}

/** Main-thread time between `fromMark` (or the navigation start of `url`) and the rows' paint. */
function traceWindow(
  buffer: Buffer,
  opts: { url?: string; fromMark?: string; extraMs?: number },
): Traced {
  const events = parseTrace(buffer);
  const thread = threadOfMark(events, ROWS_MARK);
  if (!thread) throw new Error('the trace has no rows-painted mark');
  const end = markTimes(events, ROWS_MARK, thread).at(-1);
  const start = opts.url
    ? navigationStart(events, opts.url, thread)
    : opts.fromMark
      ? (markTimes(events, opts.fromMark, thread).at(-1) ?? null)
      : null;
  if (end === undefined || start === null) throw new Error('the trace misses its start or end');
  const t = taskTime(events, thread, start, end + (opts.extraMs ?? 0) * 1000);
  return { wallMs: t.wallMs, cpuMs: t.cpuMs };
}

/** Starts V8's sampling profiler in the page (100 µs between samples), before its navigation. */
async function startProfiler(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 100 });
  await session.send('Profiler.start');
  return session;
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

let shots = 0;
/** The error with what the page showed: URL, rows, the search box's text, a screenshot. */
async function described(
  page: Page,
  app: App,
  error: unknown,
  typed: string | null,
): Promise<Error> {
  const shot = join(tmpdir(), `bench-coldload-${app.key}-${(shots += 1)}.png`);
  await page.screenshot({ path: shot }).catch(() => undefined);
  const rowCount = await page
    .locator(app.rowSelector)
    .count()
    .catch(() => -1);
  return new Error(
    `${(error as Error).message} (at ${page.url()}; ${rowCount} rows${typed === null ? '' : `; search box "${typed}"`}; screenshot ${shot})`,
  );
}

async function search(page: Page, app: App, query: string): Promise<{ fromKey: number }> {
  const box = app.searchBox(page);
  await box.click();
  await box.press('ControlOrMeta+a'); // the first key typed replaces the previous query
  await page.evaluate(() => window.__bench?.arm());
  await box.pressSequentially(query, { delay: 20 });
  const at = await rowsPainted(page, `${app.label} search "${query}"`).catch(
    async (error: unknown) => {
      throw await described(page, app, error, await box.inputValue().catch(() => '?'));
    },
  );
  const keyAt = await page.evaluate(() => window.__bench?.lastKeyAt ?? null);
  return { fromKey: keyAt === null ? Number.NaN : at - keyAt };
}

/**
 * The n-th click on "next page" (from the first page) until its rows are painted. `requested`:
 * a search request for that page went out in that time (it was not fetched ahead: the rows
 * waited for an answer).
 */
async function nextPage(
  page: Page,
  app: App,
  n: number,
): Promise<{ fromClick: number; requested: boolean }> {
  await page.evaluate(() => window.__bench?.arm());
  // The n-th change from the first page shows page n + 1 (a fetch of the page after it, ahead
  // of the next click, is not counted).
  let searches = 0;
  const onRequest = (request: Request) => {
    if (!new URL(request.url()).pathname.endsWith('/v1/products/search')) return;
    const body = request.postDataJSON() as { page?: unknown } | null;
    if (body?.page === n + 1) searches += 1;
  };
  page.on('request', onRequest);
  try {
    await app.nextPage(page).click();
    const at = await rowsPainted(page, `${app.label} page change ${n}`).catch(
      async (error: unknown) => {
        throw await described(page, app, error, null);
      },
    );
    const clickAt = await page.evaluate(() => window.__bench?.clickAt ?? null);
    return { fromClick: clickAt === null ? Number.NaN : at - clickAt, requested: searches > 0 };
  } finally {
    page.off('request', onRequest);
  }
}

// ------------------------------------------------------------------ queries

/**
 * Queries (5-letter starts of name words) that match at least 100 products and whose first pages
 * (25 by name, as both lists open) hold different products: each search must change the rows.
 */
async function queries(origin: string, count: number): Promise<string[]> {
  type Page = { items?: { id: string; name: string | null }[]; total_items?: number };
  const post = async (body: object): Promise<Page> => {
    const res = await fetch(`${origin}/v1/products/search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': 'demo-key' },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Page;
  };
  const words = new Set<string>();
  for (let page = 1; words.size < count * 4 && page <= 30; page += 1) {
    const body = await post({
      page: page * 13,
      page_size: 50,
      sort: { field: 'price', direction: 'asc' },
    });
    for (const item of body.items ?? [])
      for (const word of (item.name ?? '').toLowerCase().split(/\s+/))
        if (/^[a-z]{5,}$/.test(word)) words.add(word.slice(0, 5));
  }
  const out: string[] = [];
  // the list as it opens, unfiltered, counts as taken too
  const opening = await post({ page: 1, page_size: 25, sort: { field: 'name', direction: 'asc' } });
  const firstRows = new Set<string>((opening.items ?? []).map((i) => i.id));
  for (const w of words) {
    if (out.length >= count) break;
    const first = await post({
      query: w,
      page: 1,
      page_size: 25,
      sort: { field: 'name', direction: 'asc' },
    });
    const ids = (first.items ?? []).map((i) => i.id);
    // neither the same first row nor the same last row as a query already taken
    if (
      (first.total_items ?? 0) < 100 ||
      ids.some((id, n) => (n === 0 || n === ids.length - 1) && firstRows.has(id))
    )
      continue;
    for (const id of ids) firstRows.add(id);
    out.push(w);
  }
  if (out.length < count) throw new Error(`only ${out.length} usable queries found`);
  return out;
}

// ------------------------------------------------------------------ report

const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;
const msText = (v: number): string =>
  Number.isFinite(v) ? `${Math.round(v).toLocaleString('en-US')} ms` : '—';
const mbText = (v: number): string => (Number.isFinite(v) ? `${(v / 1e6).toFixed(1)} MB` : '—');

interface Row {
  figure: string;
  console: string;
  peer: string;
  ratio: string;
  target: string;
  met: string;
  load: string;
}
const rows: Row[] = [];

function row(
  figure: string,
  c: number,
  pv: number,
  fmt: (v: number) => string,
  target: { text: string; ok: (c: number, p: number) => boolean } | null,
  load: string,
  extra: { console?: string; peer?: string } = {},
): void {
  const ratio =
    withPeer && Number.isFinite(c) && Number.isFinite(pv) && pv > 0 ? c / pv : Number.NaN;
  rows.push({
    figure,
    console: `${fmt(c)}${extra.console ?? ''}`,
    peer: withPeer ? `${fmt(pv)}${extra.peer ?? ''}` : '—',
    ratio: Number.isFinite(ratio) ? ratio.toFixed(2) : '—',
    target: target?.text ?? '',
    met: target
      ? Number.isFinite(c) && (withPeer || !target.text.includes('peer'))
        ? target.ok(c, pv)
          ? 'met'
          : 'NOT met'
        : '—'
      : '',
    load,
  });
}

function printTable(): void {
  const head: Row = {
    figure: 'figure',
    console: 'console',
    peer: versusDist ? 'B' : 'react-admin',
    ratio: versusDist ? 'console/B' : 'console/peer',
    target: 'target',
    met: '',
    load: 'load avg (1 min)',
  };
  const keys = Object.keys(head) as (keyof Row)[];
  const width = Object.fromEntries(
    keys.map((k) => [k, Math.max(...[head, ...rows].map((r) => r[k].length))]),
  ) as Record<keyof Row, number>;
  const line = (r: Row): string =>
    keys
      .map((k) =>
        k === 'figure' || k === 'target' || k === 'met' || k === 'load'
          ? r[k].padEnd(width[k])
          : r[k].padStart(width[k]),
      )
      .join('  ')
      .trimEnd();
  console.log(line(head));
  for (const r of rows) console.log(line(r));
}

function printChain(app: App, load: Load): void {
  const origin = new URL(app.url).origin;
  console.log(
    `  ${app.label}: ${load.causal.waves} waves, ${load.files} files ${kB(load.fileBytes)} + ${load.apiRequests} API requests ${kB(load.apiBytes)} before rows at ${msText(load.rowsAt)}:`,
  );
  for (const f of load.causal.chain) {
    const wave = load.causal.waveOf.get(f) ?? 0;
    console.log(
      `    wave ${wave}: ${f.url.replace(origin, '')}  ${Math.round(f.start)}–${Math.round(f.end)} ms  ${kB(f.bytes)}`,
    );
  }
  if (load.ignored.length > 0)
    console.log(
      `    left out (not needed to show the list): ${load.ignored.map((u) => u.replace(origin, '')).join(', ')}`,
    );
}

// ------------------------------------------------------------------ main

async function main(): Promise<void> {
  const started = Date.now();
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (${cpus().length} CPUs)`,
  );

  let consoleDist: string;
  let consoleWhat: string;
  if (process.env.BENCH_CONSOLE_DIST) {
    consoleDist = resolve(process.env.BENCH_CONSOLE_DIST);
    if (!existsSync(join(consoleDist, 'index.html')))
      throw new Error(`BENCH_CONSOLE_DIST=${consoleDist} has no index.html`);
    consoleWhat = `the build in ${consoleDist}`;
  } else {
    consoleDist = join(tmpdir(), 'bench-coldload-console');
    buildInto(consoleDist);
    consoleWhat = `the current tree (built into ${consoleDist})`;
  }
  let peer: { dist: string; base: string; version: string } | null = null;
  if (versusDist) {
    if (!existsSync(join(versusDist, 'index.html')))
      throw new Error(`BENCH_COLDLOAD_VERSUS=${versusDist} has no index.html`);
    peer = { dist: resolve(versusDist), base: VERSUS_BASE, version: 'B' };
  } else if (withPeer) {
    try {
      peer = buildPeer();
    } catch (error) {
      throw new Error(
        `${(error as Error).message}; the peer needs the npm registry once (BENCH_PEER=0 measures the console alone)`,
      );
    }
  }

  const stack = await startSideBySide({
    consoleDist,
    peerDist: peer?.dist ?? null,
    peerBase: peer?.base,
    peerIsConsole: versusDist !== undefined,
    port,
    apiPort,
    products: PRODUCTS,
    apiLatencyMs,
  });
  let browser: Browser | null = null;
  const stop = async (): Promise<void> => {
    await browser?.close().catch(() => undefined);
    await stack.stop();
  };
  process.once('SIGINT', () => {
    void stop().finally(() => process.exit(130));
  });

  try {
    const consoleApp: App = {
      key: 'console',
      label: 'console',
      url: `${stack.origin}/products`,
      rowSelector: '[role="row"][data-id]',
      storageKey: 'coc.session',
      storageValue: JSON.stringify({ apiKey: 'demo-key' }),
      searchBox: (page) => page.getByRole('textbox', { name: 'Search products' }),
      nextPage: (page) => page.getByRole('button', { name: 'Go to next page' }),
      debounceMs: 250,
    };
    const apps: App[] = [consoleApp];
    if (versusDist && stack.peerUrl)
      apps.push({
        ...consoleApp,
        key: 'peer',
        label: `console B (${versusDist})`,
        url: `${stack.peerUrl}products`,
      });
    else if (peer && stack.peerUrl)
      apps.push({
        key: 'peer',
        label: `react-admin ${peer.version}`,
        url: `${stack.peerUrl}#/products`,
        rowSelector: '.RaDataTable-tbody tr.RaDataTable-row',
        storageKey: 'ra.apiKey',
        storageValue: 'demo-key',
        searchBox: (page) => page.locator('input[name="q"]'),
        nextPage: (page) => page.getByRole('button', { name: 'Go to next page' }),
        debounceMs: 500,
      });
    const byKey = (k: App['key']): App | undefined => apps.find((a) => a.key === k);
    /** The apps of run `i`, the first one alternating. */
    const order = (i: number): App[] => (i % 2 === 0 ? apps : [...apps].reverse());

    const list = await queries(stack.origin, tracedRuns + heapRuns * searchesPerRun);
    browser = await chromium.launch(browserLaunchOptions());
    console.log(
      `Chromium ${browser.version()}; ${PRODUCTS.toLocaleString('en-US')} products; console: ${consoleWhat}${versusDist ? `; B: the build in ${versusDist}` : peer ? `; peer: react-admin ${peer.version} (${peer.dist})` : ''}; served by one node static server (gzip 6) on ${stack.origin}${apiLatencyMs > 0 ? `; every API answer ${apiLatencyMs} ms later (BENCH_COLDLOAD_API_LATENCY_MS)` : ''}`,
    );

    // Warm-up (the server's and the sandbox's first answers, Chromium's first renderer): not counted.
    for (const app of apps) {
      const { context, page } = await newPage(browser, app);
      await coldLoad(page, app);
      await context.close();
    }

    // 1. cold loads: time to rows, bytes, waves
    const toRows = samples();
    const bytes = samples();
    const fileCount = samples();
    const apiCount = samples();
    const waves = samples();
    const causalWaveCount = samples();
    const loads: Record<App['key'], Load[]> = { console: [], peer: [] };
    console.log(`\n1/3 cold loads: ${runs} per app, alternated …`);
    for (let i = 0; i < runs; i += 1) {
      for (const app of order(i)) {
        const { context, page } = await newPage(browser, app);
        try {
          const l = await coldLoad(page, app);
          loads[app.key].push(l);
          push(toRows, app, l.rowsAt);
          push(bytes, app, l.fileBytes);
          push(fileCount, app, l.files);
          push(apiCount, app, l.apiRequests);
          push(waves, app, l.waterfall.waves);
          push(causalWaveCount, app, l.causal.waves);
        } finally {
          await context.close();
        }
      }
    }

    // 2. traced: a cold load, then one page change and one search, each from a trace
    const coldWall = samples();
    const coldCpu = samples();
    const settledWall = samples();
    const settledCpu = samples();
    const searchWall = samples();
    const searchCpu = samples();
    const pageWall = samples();
    const pageCpu = samples();
    console.log(
      `2/3 traced: ${tracedRuns} cold loads per app, each with a page change and a search …`,
    );
    for (let i = 0; i < tracedRuns; i += 1) {
      for (const app of order(i)) {
        const { context, page } = await newPage(browser, app);
        try {
          const profiler = cpuProfileDir ? await startProfiler(page) : null;
          await browser.startTracing(undefined, { categories: coldCategories });
          await coldLoad(page, app);
          const saveProfile = async () => {
            if (!profiler || !cpuProfileDir) return;
            mkdirSync(cpuProfileDir, { recursive: true });
            const { profile } = await profiler.send('Profiler.stop');
            writeFileSync(
              join(cpuProfileDir, `${app.key}-${i + 1}.cpuprofile`),
              JSON.stringify(profile),
            );
            await profiler.detach();
          };
          if (!profileSettled) await saveProfile();
          await sleep(SETTLE_MS + 200);
          if (profileSettled) await saveProfile();
          const cold = await browser.stopTracing();
          if (traceDir) {
            mkdirSync(traceDir, { recursive: true });
            writeFileSync(join(traceDir, `${app.key}-${i + 1}.json`), cold);
          }
          const toRowsT = traceWindow(cold, { url: app.url });
          const settled = traceWindow(cold, { url: app.url, extraMs: SETTLE_MS });
          push(coldWall, app, toRowsT.wallMs);
          push(coldCpu, app, toRowsT.cpuMs);
          push(settledWall, app, settled.wallMs);
          push(settledCpu, app, settled.cpuMs);

          await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
          await nextPage(page, app, 1);
          const pageTrace = traceWindow(await browser.stopTracing(), { fromMark: ACTION_MARK });
          push(pageWall, app, pageTrace.wallMs);
          push(pageCpu, app, pageTrace.cpuMs);
          await sleep(300);

          await browser.startTracing(undefined, { categories: TRACE_CATEGORIES });
          await search(page, app, list[i] ?? 'aceit');
          const searchTrace = traceWindow(await browser.stopTracing(), { fromMark: ACTION_MARK });
          push(searchWall, app, searchTrace.wallMs);
          push(searchCpu, app, searchTrace.cpuMs);
        } finally {
          await context.close();
        }
      }
    }

    /** Interactions that never showed new rows: reported, not counted. */
    const failures: string[] = [];
    // 3. 20 page changes, the heap after them, then searches (wall times, untraced)
    const heap = samples();
    const pageChange = samples();
    const pageRequested = samples();
    const keyToRows = samples();
    console.log(
      `3/3 ${heapRuns} run(s) per app: cold load, ${PAGE_CHANGES} page changes, heap, ${searchesPerRun} searches …`,
    );
    for (let i = 0; i < heapRuns; i += 1) {
      for (const app of order(i)) {
        const { context, page } = await newPage(browser, app);
        try {
          await coldLoad(page, app);
          const changes: number[] = [];
          for (let n = 1; n <= PAGE_CHANGES; n += 1) {
            const { fromClick, requested } = await nextPage(page, app, n);
            changes.push(fromClick);
            push(pageChange, app, fromClick);
            push(pageRequested, app, requested ? 1 : 0);
          }
          if (printSamples)
            console.log(
              `  ${app.label} page changes, in order (ms): ${changes.map((v) => v.toFixed(0)).join(' ')}`,
            );
          const cdp = await context.newCDPSession(page);
          await cdp.send('HeapProfiler.enable');
          await cdp.send('HeapProfiler.collectGarbage');
          await cdp.send('HeapProfiler.collectGarbage');
          push(heap, app, (await cdp.send('Runtime.getHeapUsage')).usedSize);
          if (snapshotDir)
            await writeHeapSnapshot(cdp, join(snapshotDir, `${app.key}-${i + 1}.heapsnapshot`));
          await cdp.detach();
          for (let s = 0; s < searchesPerRun; s += 1) {
            const q = list[tracedRuns + i * searchesPerRun + s] ?? 'aceit';
            try {
              push(keyToRows, app, (await search(page, app, q)).fromKey - app.debounceMs);
            } catch (error) {
              failures.push(`${app.label}: ${(error as Error).message}`);
            }
          }
        } finally {
          await context.close();
        }
      }
    }

    // ------------------------------------------------------------ the table
    const c = 'console' as const;
    const pk = 'peer' as const;
    const med = (s: Samples, k: App['key'], at = 50): number => p(s[k], at);
    const ones = (s: Samples, k: App['key']): number => s[k].filter((x) => x.value > 0).length;
    const share = (s: Samples, k: App['key']): number =>
      s[k].length === 0 ? Number.NaN : ones(s, k) / s[k].length;
    const le = (f: number) => ({
      text: `<= ${f} x peer`,
      ok: (a: number, b: number) => a <= f * b,
    });
    const below = { text: '< peer', ok: (a: number, b: number) => a < b };

    console.log(
      `\nProduct list cold load, key held (${runs} runs per app alternated; traced: ${tracedRuns}; heap: ${heapRuns} x ${PAGE_CHANGES} pages; ${settleWindow ? "each begun once the new window's own start-up was over" : 'each begun as the new window started up (BENCH_COLDLOAD_SETTLE=0)'})`,
    );
    row(
      'cold load -> rows painted, p50',
      med(toRows, c),
      med(toRows, pk),
      msText,
      le(0.8),
      loadText(toRows.console, toRows.peer),
    );
    row(
      'cold load -> rows painted, p95',
      med(toRows, c, 95),
      med(toRows, pk, 95),
      msText,
      le(0.8),
      loadText(toRows.console, toRows.peer),
    );
    row(
      'gzip bytes to show the list (median)',
      med(bytes, c),
      med(bytes, pk),
      kB,
      le(0.8),
      loadText(bytes.console, bytes.peer),
      {
        console: ` (${med(fileCount, c)} files, ${med(apiCount, c)} API req.)`,
        peer: ` (${med(fileCount, pk)} files, ${med(apiCount, pk)} API req.)`,
      },
    );
    const count = (v: number) => (Number.isFinite(v) ? String(v) : '—');
    row(
      'dependent request waves, by initiator (median; max)',
      med(causalWaveCount, c),
      med(causalWaveCount, pk),
      count,
      { text: '<= 2', ok: (a) => a <= 2 },
      loadText(causalWaveCount.console, causalWaveCount.peer),
      {
        console: `; ${p(causalWaveCount.console, 100)}`,
        peer: `; ${p(causalWaveCount.peer, 100)}`,
      },
    );
    row(
      '  same, by timing (a fetch after any that had finished)',
      med(waves, c),
      med(waves, pk),
      count,
      null,
      loadText(waves.console, waves.peer),
      {
        console: `; ${p(waves.console, 100)}`,
        peer: `; ${p(waves.peer, 100)}`,
      },
    );
    row(
      'main-thread tasks per cold load (to rows), median',
      med(coldWall, c),
      med(coldWall, pk),
      msText,
      below,
      loadText(coldWall.console, coldWall.peer),
    );
    row(
      '  same, thread CPU time',
      med(coldCpu, c),
      med(coldCpu, pk),
      msText,
      below,
      loadText(coldCpu.console, coldCpu.peer),
    );
    row(
      `main-thread tasks per cold load (rows + ${SETTLE_MS / 1000} s)`,
      med(settledWall, c),
      med(settledWall, pk),
      msText,
      below,
      loadText(settledWall.console, settledWall.peer),
    );
    row(
      '  same, thread CPU time',
      med(settledCpu, c),
      med(settledCpu, pk),
      msText,
      below,
      loadText(settledCpu.console, settledCpu.peer),
    );
    row(
      'main-thread tasks per search (typing -> rows)',
      med(searchWall, c),
      med(searchWall, pk),
      msText,
      below,
      loadText(searchWall.console, searchWall.peer),
    );
    row(
      '  same, thread CPU time',
      med(searchCpu, c),
      med(searchCpu, pk),
      msText,
      below,
      loadText(searchCpu.console, searchCpu.peer),
    );
    row(
      'main-thread tasks per page change (click -> rows)',
      med(pageWall, c),
      med(pageWall, pk),
      msText,
      below,
      loadText(pageWall.console, pageWall.peer),
    );
    row(
      '  same, thread CPU time',
      med(pageCpu, c),
      med(pageCpu, pk),
      msText,
      below,
      loadText(pageCpu.console, pageCpu.peer),
    );
    row(
      'last keystroke -> rows minus debounce, p50',
      med(keyToRows, c),
      med(keyToRows, pk),
      msText,
      null,
      loadText(keyToRows.console, keyToRows.peer),
    );
    row(
      'last keystroke -> rows minus debounce, p95',
      med(keyToRows, c, 95),
      med(keyToRows, pk, 95),
      msText,
      null,
      loadText(keyToRows.console, keyToRows.peer),
    );
    row(
      'page change (real mouse) -> rows, p50',
      med(pageChange, c),
      med(pageChange, pk),
      msText,
      null,
      loadText(pageChange.console, pageChange.peer),
    );
    row(
      'page change (real mouse) -> rows, p95',
      med(pageChange, c, 95),
      med(pageChange, pk, 95),
      msText,
      {
        text: "<= console's search p95",
        ok: (a) => a <= med(keyToRows, c, 95),
      },
      loadText(pageChange.console, pageChange.peer),
    );
    row(
      '  page changes that waited for a search request',
      share(pageRequested, c),
      share(pageRequested, pk),
      (v) => (Number.isFinite(v) ? `${Math.round(v * 100)} %` : '—'),
      null,
      loadText(pageRequested.console, pageRequested.peer),
      {
        console: ` (${ones(pageRequested, c)} of ${pageRequested.console.length})`,
        peer: ` (${ones(pageRequested, pk)} of ${pageRequested.peer.length})`,
      },
    );
    row(
      `JS heap after ${PAGE_CHANGES} page changes (median)`,
      med(heap, c),
      med(heap, pk),
      mbText,
      below,
      loadText(heap.console, heap.peer),
    );
    printTable();
    console.log(
      `  (debounce: console ${byKey(c)?.debounceMs ?? '—'} ms, react-admin ${byKey(pk)?.debounceMs ?? '—'} ms, subtracted above; main-thread figures are medians over ${tracedRuns} traced runs: task time = sum of top-level RunTask durations, CPU = their thread time)`,
    );

    if (failures.length > 0)
      console.log(
        `\n${failures.length} interaction(s) showed no new rows (left out):\n  ${failures.join('\n  ')}`,
      );
    console.log(
      '\nRequest waterfall of a cold load with the median number of waves by initiator (its longest dependent chain):',
    );
    for (const app of apps) {
      const waveCounts = loads[app.key].map((l) => l.causal.waves);
      const median = percentile(
        [...waveCounts].sort((a, b) => a - b),
        50,
      );
      const l = loads[app.key].find((x) => x.causal.waves === median);
      if (process.env.BENCH_COLDLOAD_CHAINS === '1')
        for (const other of loads[app.key]) if (other !== l) printChain(app, other);
      console.log(
        `  ${app.label}: waves per run by initiator: ${waveCounts.join(' ')}; by timing: ${loads[app.key].map((x) => x.waterfall.waves).join(' ')}`,
      );
      if (l) printChain(app, l);
    }
    console.log(
      `\nload average at end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
    );
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  const text = (e: unknown) => (e instanceof Error ? (e.stack ?? e.message) : JSON.stringify(e));
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  console.error(`bench coldload: ${text(error)}${cause ? `\n  cause: ${text(cause)}` : ''}`);
  process.exit(1);
});
