/**
 * `npm run bench:lighthouse`: Lighthouse performance and accessibility scores of the key screen,
 * the product search and the order entry, with the desktop and the mobile preset, on a real static
 * deployment (deploy/serve.ts: the build under /console/, served gzip-compressed by nginx with
 * the shipped config, the sandbox API on another origin). Prints a table; it is a benchmark, not
 * a test: it fails only when it cannot run. Targets: accessibility 100 everywhere, performance
 * 95+ on desktop.
 *
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --pages login,products --presets desktop
 *
 * Needs lighthouse (a devDependency) and a Chromium (Playwright's own, CHROMIUM_PATH, or Debian's
 * chromium). Ports: LH_WEB_PORT (8089) for nginx, LH_API_PORT (8788) for the sandbox.
 */
import { chromium } from '@playwright/test';
import { defaultWorkDir, startStack, stopStack } from '../deploy/serve';
import { browserLaunchOptions } from './browser';

interface Target {
  key: string;
  label: string;
  path: string;
  signedIn: boolean;
}

const targets: Target[] = [
  { key: 'login', label: 'key screen', path: 'login', signedIn: false },
  { key: 'products', label: 'product search', path: 'products', signedIn: true },
  { key: 'orders', label: 'order entry', path: 'orders/new', signedIn: true },
];
const presets = ['desktop', 'mobile'] as const;
type Preset = (typeof presets)[number];

interface Lhr {
  finalDisplayedUrl?: string;
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

async function loadTools(): Promise<{
  lighthouse: LighthouseFn;
  desktopConfig: unknown;
  puppeteer: Puppeteer;
}> {
  try {
    // Not imported statically: lighthouse is optional, and the message below says what to do.
    const lighthouseModule = 'lighthouse';
    const desktopModule = 'lighthouse/core/config/desktop-config.js';
    const puppeteerModule = 'puppeteer-core';
    const lighthouse = ((await import(lighthouseModule)) as { default: LighthouseFn }).default;
    const desktopConfig = ((await import(desktopModule)) as { default: unknown }).default;
    const puppeteer = ((await import(puppeteerModule)) as { default: Puppeteer }).default;
    return { lighthouse, desktopConfig, puppeteer };
  } catch (error) {
    throw new Error(
      `lighthouse is not installed (${(error as Error).message.split('\n')[0]}).\n` +
        '  It is a devDependency: run `npm ci`, or `npm install -D lighthouse@12` where it was left out.',
    );
  }
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
  const pages = targets.filter((t) => !wantedPages || wantedPages.includes(t.key));
  const { lighthouse, desktopConfig, puppeteer } = await loadTools();

  const workDir = defaultWorkDir('lighthouse');
  const stack = await startStack({
    workDir,
    base: '/console/',
    webPort: Number(process.env.LH_WEB_PORT ?? 8089),
    apiPort: Number(process.env.LH_API_PORT ?? 8788),
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
    ],
  });
  const rows: string[][] = [];
  const notes: string[] = [];
  let belowTarget = 0;
  try {
    for (const preset of wantedPresets) {
      for (const target of pages) {
        // A fresh context per run: empty HTTP cache, so each figure is a first visit.
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
          const url = `${stack.consoleUrl}${target.path}`;
          const result = await lighthouse(
            url,
            {
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility'],
              disableStorageReset: true,
            },
            preset === 'desktop' ? desktopConfig : undefined,
            page,
          );
          const lhr = result?.lhr;
          if (!lhr || lhr.runtimeError) {
            rows.push([
              target.label,
              preset,
              '—',
              '—',
              '—',
              '—',
              '—',
              '—',
              lhr?.runtimeError?.message ?? 'no result',
            ]);
            continue;
          }
          const heading = await page.evaluate<string | null>(
            `document.querySelector('h1')?.textContent ?? null`,
          );
          const perf = score(lhr, 'performance');
          const a11y = score(lhr, 'accessibility');
          const missed = (a11y ?? 0) < 100 || (preset === 'desktop' && (perf ?? 0) < 95);
          if (missed) belowTarget += 1;
          rows.push([
            target.label,
            preset,
            String(perf ?? '—'),
            String(a11y ?? '—'),
            ms(lhr, 'first-contentful-paint'),
            ms(lhr, 'largest-contentful-paint'),
            ms(lhr, 'total-blocking-time'),
            (lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3),
            heading === 'Page not found' ? 'page not built yet' : missed ? 'below target' : '',
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
        } finally {
          await page.close();
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    await stopStack(workDir);
  }

  const header = ['page', 'preset', 'perf', 'a11y', 'FCP', 'LCP', 'TBT', 'CLS', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]): string =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(`\nLighthouse 12 on ${stack.consoleUrl} (nginx, gzip; API ${stack.apiBaseUrl})`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  if (notes.length > 0)
    console.log(`\nAccessibility audits not passed:\n  ${[...new Set(notes)].join('\n  ')}`);
  console.log(
    `\nTargets: accessibility 100 everywhere, performance 95+ on desktop: ${belowTarget === 0 ? 'all met' : `${belowTarget} run(s) below`}.`,
  );
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(`bench:lighthouse: ${(error as Error).message}`);
  process.exitCode = 1;
});
