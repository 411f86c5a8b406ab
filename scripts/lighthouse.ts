/**
 * `npm run bench:lighthouse`: Lighthouse performance and accessibility scores of the key screen,
 * the product search, stock and the order entry, with the desktop and the mobile preset, on a real static
 * deployment (deploy/serve.ts: the build under /console/, served gzip-compressed by nginx with
 * the shipped config, the sandbox API on another origin). Prints a table with the machine's load
 * average beside every row (Lighthouse's simulated throttling scales with the CPU it gets); it is
 * a benchmark, not a test: it fails only when it cannot run. Targets: accessibility 100
 * everywhere, performance 95+ on desktop and 90+ on mobile.
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --pages login,products,stock --presets mobile
 *   npm run bench:lighthouse -- --runs 5        each page and preset 5 times: the median run
 *   npm run bench:lighthouse -- --save DIR      also write each median run's report (JSON) there
 *   npm run bench:lighthouse -- --explain       also print, per page, what the simulated LCP waited
 *                                               for: its graph's requests and the nodes that ended last
 *   npm run bench:lighthouse -- --gzip-only     gzip only, even where nginx's brotli module is
 *                                               installed (by default nginx then also serves the
 *                                               build's precompressed .br files, as hosts with
 *                                               brotli do; see docs/DEPLOY.md)
 *   npm run bench:lighthouse -- --tls           nginx over HTTPS with HTTP/2, as static hosts serve
 *                                               the console (default: plain HTTP/1.1, the figures of
 *                                               the issues; under HTTP/1.1 a browser opens six
 *                                               connections per origin, and the simulated slow 4G
 *                                               charges each request a round trip on one of them)
 *
 * Needs a Chromium (Playwright's own, CHROMIUM_PATH, or Debian's chromium) and Lighthouse, which
 * is not among the project's dependencies (it and its puppeteer-core weigh more than the rest of
 * the devDependencies, for one benchmark): the first run installs lighthouse@LIGHTHOUSE_VERSION
 * into a cache of its own (LIGHTHOUSE_CACHE_DIR, else $XDG_CACHE_HOME/coc-lighthouse, else
 * ~/.cache/coc-lighthouse; needs the npm registry that once), later runs reuse it. A lighthouse
 * installed in the project (npm install --no-save lighthouse@12) is used instead when present.
 * Ports: LH_WEB_PORT (8089) for nginx, LH_API_PORT (8788) for the sandbox.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { homedir, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { defaultWorkDir, startStack, stopStack } from '../deploy/serve.ts';
import { browserLaunchOptions } from './browser.ts';
import { explainLcp } from './bench/lib/lantern.ts';
import type { Lantern } from './bench/lib/lantern.ts';

interface Target {
  key: string;
  label: string;
  path: string;
  signedIn: boolean;
}

const targets: Target[] = [
  { key: 'login', label: 'key screen', path: 'login', signedIn: false },
  { key: 'products', label: 'product search', path: 'products', signedIn: true },
  { key: 'stock', label: 'stock', path: 'stock', signedIn: true },
  { key: 'orders', label: 'order entry', path: 'orders/new', signedIn: true },
];
const presets = ['desktop', 'mobile'] as const;
type Preset = (typeof presets)[number];

interface Lhr {
  finalDisplayedUrl?: string;
  /** Lighthouse's own measure of the machine's CPU speed, taken before the run (higher is faster). */
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<
    string,
    | { score: number | null; title: string; numericValue?: number; scoreDisplayMode?: string }
    | undefined
  >;
}
type LighthouseFn = (
  url: string,
  flags: Record<string, unknown>,
  config: unknown,
  page: unknown,
) => Promise<{ lhr: Lhr } | undefined>;
interface PuppeteerPage {
  goto(url: string, options?: Record<string, unknown>): Promise<unknown>;
  evaluate<T>(fn: string): Promise<T>;
  close(): Promise<void>;
}
interface PuppeteerContext {
  newPage(): Promise<PuppeteerPage>;
  close(): Promise<void>;
}
interface PuppeteerBrowser {
  createBrowserContext(): Promise<PuppeteerContext>;
  close(): Promise<void>;
}
interface Puppeteer {
  launch(options: Record<string, unknown>): Promise<PuppeteerBrowser>;
}

/** The Lighthouse the figures in docs were measured with; the cache holds one folder per version. */
export const LIGHTHOUSE_VERSION = '12.8.2';

interface Tools {
  lighthouse: LighthouseFn;
  desktopConfig: unknown;
  puppeteer: Puppeteer;
  lantern: Lantern;
}

/** The modules the benchmark uses, re-exported from where they are installed. */
const TOOLS_MODULE = `export { default as lighthouse } from 'lighthouse';
export { default as desktopConfig } from 'lighthouse/core/config/desktop-config.js';
export { default as puppeteer } from 'puppeteer-core';
export * as lantern from 'lighthouse/core/lib/lantern/lantern.js';
`;

export function lighthouseCacheDir(): string {
  if (process.env.LIGHTHOUSE_CACHE_DIR) return resolve(process.env.LIGHTHOUSE_CACHE_DIR);
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'coc-lighthouse');
}

/** Lighthouse from the project when it is installed there, else from the cache (installed once). */
export async function loadTools(): Promise<Tools> {
  try {
    // Variables, not literals: lighthouse is not a dependency, so nothing may resolve it statically.
    const lighthouseModule = 'lighthouse';
    const desktopModule = 'lighthouse/core/config/desktop-config.js';
    const puppeteerModule = 'puppeteer-core';
    const lighthouse = ((await import(lighthouseModule)) as { default: LighthouseFn }).default;
    const desktopConfig = ((await import(desktopModule)) as { default: unknown }).default;
    const puppeteer = ((await import(puppeteerModule)) as { default: Puppeteer }).default;
    const lanternModule = 'lighthouse/core/lib/lantern/lantern.js';
    const lantern = (await import(lanternModule)) as Lantern;
    return { lighthouse, desktopConfig, puppeteer, lantern };
  } catch {
    // not installed in the project: the cache's
  }
  const dir = join(lighthouseCacheDir(), `lighthouse-${LIGHTHOUSE_VERSION}`);
  if (!existsSync(join(dir, 'node_modules', 'lighthouse', 'package.json'))) {
    mkdirSync(dir, { recursive: true });
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir} (once) …`);
    const res = spawnSync(
      'npm',
      ['install', '--prefix', dir, '--no-audit', '--no-fund', `lighthouse@${LIGHTHOUSE_VERSION}`],
      { stdio: 'inherit', env: process.env },
    );
    if (res.status !== 0)
      throw new Error(
        `npm install lighthouse@${LIGHTHOUSE_VERSION} failed (exit ${String(res.status ?? res.signal)}): the first run needs the npm registry`,
      );
  }
  // A module in the cache folder, so that its imports resolve from the cache's node_modules.
  const tools = join(dir, 'tools.mjs');
  writeFileSync(tools, TOOLS_MODULE);
  return (await import(pathToFileURL(tools).href)) as Tools;
}

function chromiumPath(): string {
  const configured = browserLaunchOptions().executablePath;
  if (configured) return configured;
  return chromium.executablePath();
}

const score = (lhr: Lhr, category: string): number | null => {
  const s = lhr.categories[category]?.score;
  return s === null || s === undefined ? null : Math.round(s * 100);
};
const ms = (lhr: Lhr, audit: string): string => {
  const v = lhr.audits[audit]?.numericValue;
  return v === undefined ? '—' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;
};

async function main(argv: string[]): Promise<void> {
  const option = (name: string): string[] | undefined => {
    const at = argv.indexOf(name);
    return at >= 0 ? (argv[at + 1] ?? '').split(',').filter(Boolean) : undefined;
  };
  const wantedPages = option('--pages');
  const wantedPresets = (option('--presets') ?? [...presets]) as Preset[];
  const runs = Math.max(1, Number(option('--runs')?.[0] ?? 1) || 1);
  const tls = argv.includes('--tls');
  const gzipOnly = argv.includes('--gzip-only');
  const load = (): string =>
    loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${load()}`);
  const pages = targets.filter((t) => !wantedPages || wantedPages.includes(t.key));
  const { lighthouse, desktopConfig, puppeteer, lantern } = await loadTools();
  const explain = argv.includes('--explain');

  const workDir = defaultWorkDir('lighthouse');
  const stack = await startStack({
    workDir,
    base: '/console/',
    webPort: Number(process.env.LH_WEB_PORT ?? 8089),
    apiPort: Number(process.env.LH_API_PORT ?? 8788),
    tls,
    ...(gzipOnly ? { brotli: false } : {}),
  });
  const browser = await puppeteer.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      // The stack's self-signed certificate, trusted as a real one would be (no warning state).
      ...(stack.tlsSpki ? [`--ignore-certificate-errors-spki-list=${stack.tlsSpki}`] : []),
    ],
  });
  const rows: string[][] = [];
  const notes: string[] = [];
  const explanations: string[] = [];
  let belowTarget = 0;
  /** One Lighthouse run of a page, in a fresh context: empty HTTP cache, a first visit. */
  const runOnce = async (
    preset: Preset,
    target: Target,
  ): Promise<{
    lhr: Lhr | undefined;
    heading: string | null;
    load: number;
    explained: string;
  }> => {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    try {
      if (target.signedIn) {
        // Sign in without loading the app (which would warm the cache): a same-origin file.
        await page.goto(`${stack.consoleUrl}favicon.svg`);
        await page.evaluate(
          `sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: 'demo-key' }))`,
        );
      }
      const result = await lighthouse(
        `${stack.consoleUrl}${target.path}`,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          disableStorageReset: true,
        },
        preset === 'desktop' ? desktopConfig : undefined,
        page,
      );
      const heading = result?.lhr
        ? await page.evaluate<string | null>(`document.querySelector('h1')?.textContent ?? null`)
        : null;
      const explained = explain ? explainLcp(lantern, stack.consoleUrl) : '';
      return { lhr: result?.lhr, heading, load: loadavg()[0] ?? Number.NaN, explained };
    } finally {
      await page.close();
      await context.close();
    }
  };
  try {
    for (const preset of wantedPresets) {
      for (const target of pages) {
        const done: Array<{ lhr: Lhr; heading: string | null; load: number; explained: string }> =
          [];
        let failure: string | null = null;
        for (let i = 0; i < runs; i += 1) {
          const r = await runOnce(preset, target);
          if (!r.lhr || r.lhr.runtimeError) failure = r.lhr?.runtimeError?.message ?? 'no result';
          else done.push({ lhr: r.lhr, heading: r.heading, load: r.load, explained: r.explained });
        }
        const loads = done.map((d) => d.load);
        // The simulated 4x slower phone is 4x this machine: a slower host scores lower (TBT).
        const indexes = done
          .map((d) => d.lhr.environment?.benchmarkIndex)
          .filter((n): n is number => n !== undefined)
          .map((n) => Math.round(n));
        const hostText =
          indexes.length === 0
            ? '—'
            : indexes.length === 1
              ? String(indexes[0])
              : `${Math.min(...indexes)}–${Math.max(...indexes)}`;
        const loadText =
          loads.length === 0
            ? (load().split(' ')[0] ?? '')
            : loads.length === 1
              ? (loads[0] ?? 0).toFixed(2)
              : `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`;
        // The median run by performance score (the only run when --runs is 1).
        done.sort(
          (a, b) => (score(a.lhr, 'performance') ?? 0) - (score(b.lhr, 'performance') ?? 0),
        );
        const median = done[Math.floor((done.length - 1) / 2)];
        if (!median) {
          rows.push([
            target.label,
            preset,
            '—',
            '—',
            '—',
            '—',
            '—',
            '—',
            loadText,
            hostText,
            failure ?? '',
          ]);
          continue;
        }
        const { lhr, heading } = median;
        if (median.explained) explanations.push(`${target.label} ${preset}: ${median.explained}`);
        const saveDir = option('--save')?.[0];
        if (saveDir) {
          mkdirSync(saveDir, { recursive: true });
          writeFileSync(join(saveDir, `${target.key}-${preset}.json`), JSON.stringify(lhr));
        }
        const perf = score(lhr, 'performance');
        const a11y = score(lhr, 'accessibility');
        const perfTarget = preset === 'desktop' ? 95 : 90;
        const missed = (a11y ?? 0) < 100 || (perf ?? 0) < perfTarget;
        if (missed) belowTarget += 1;
        const perfText =
          done.length > 1
            ? `${perf ?? '—'} (${done.map((d) => score(d.lhr, 'performance') ?? '—').join(',')})`
            : String(perf ?? '—');
        rows.push([
          target.label,
          preset,
          perfText,
          String(a11y ?? '—'),
          ms(lhr, 'first-contentful-paint'),
          ms(lhr, 'largest-contentful-paint'),
          ms(lhr, 'total-blocking-time'),
          (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
          loadText,
          hostText,
          [
            heading === 'Page not found' ? 'page not built yet' : missed ? 'below target' : '',
            failure && done.length < runs ? `${runs - done.length} run(s) failed: ${failure}` : '',
          ]
            .filter(Boolean)
            .join('; '),
        ]);
        for (const [id, audit] of Object.entries(lhr.audits)) {
          if (
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode === 'binary' &&
            a11y !== null &&
            a11y < 100
          ) {
            notes.push(`${target.label} (${preset}): ${id}: ${audit.title}`);
          }
        }
      }
    }
  } finally {
    await browser.close();
    await stopStack(workDir);
  }

  const header = [
    'page',
    'preset',
    'perf',
    'a11y',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'load avg',
    'host CPU',
    '',
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(
    `\nLighthouse 12 on ${stack.consoleUrl} (nginx, ${stack.brotli ? 'brotli or gzip, precompressed' : 'gzip'}, ${tls ? 'HTTPS with HTTP/2' : 'HTTP/1.1'}; API ${stack.apiBaseUrl})${runs > 1 ? `; median of ${runs} runs by performance score (all runs' scores in brackets)` : ''}`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (explanations.length > 0)
    console.log(
      `\nWhat the simulated LCP waited for (median runs):\n  ${explanations.join('\n  ')}`,
    );
  if (notes.length > 0)
    console.log(`\nAccessibility audits not passed:\n  ${[...new Set(notes)].join('\n  ')}`);
  console.log(
    `\nTargets: accessibility 100 everywhere, performance 95+ on desktop and 90+ on mobile: ${belowTarget === 0 ? 'all met' : `${belowTarget} row(s) below`}.`,
  );
  console.log(`load average (1, 5, 15 min) at end: ${load()}`);
  console.log(
    "host CPU: Lighthouse's benchmarkIndex of the runs (higher is faster; ~1000 is a mid-range phone's). The mobile preset's 4x CPU slowdown is of this machine, so a slower day scores lower: compare a day's rows with that day's.",
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`bench:lighthouse: ${(error as Error).message}`);
  process.exitCode = 1;
});
