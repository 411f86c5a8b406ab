/**
 * `npm run styles:record`: writes src/app/styles/prebuilt.css, the rules emotion inserts for the
 * first screens (see markPrebuilt in src/app/styles/emotionCache.ts), recorded in a real browser.
 *
 * It builds the console with `VITE_STYLE_RECORDING=1` (every rule inserted at run time, with the
 * selectors of every engine), serves it with the sandbox (`vite preview`), opens each screen of
 * SCREENS in Chromium, waits until the screen is drawn and the browser idle, and keeps every rule
 * the page gave `insertRule` on emotion's own sheets (not its global styles, which emotion draws
 * anew on each mounting), in the order they came, once.
 *
 * Rerun it when a first screen's styles change: e2e `prebuiltStyles.spec.ts` fails when the first
 * screens insert rules at run time the sheet should have held. A stale sheet is never a wrong
 * look (a style that is not in it is inserted as before), only a slower first paint.
 *
 *   npm run styles:record                  (build, record, write)
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { browserLaunchOptions } from './browser.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'src', 'app', 'styles', 'prebuilt.css');
const SENTINEL = ':root{--coc-prebuilt-styles:1}';
const DEMO_KEY = 'demo-key';

interface Screen {
  name: string;
  path: string;
  /** without a key (the key screen) */
  anonymous?: boolean;
  viewport: { width: number; height: number };
  /** what shows that the screen is drawn */
  ready: (page: Page) => Promise<void>;
}

const SEARCHED = '/products?q=a&price_min=1000&in_stock=true';
const desk = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };
const rows = async (page: Page) => {
  await page.locator('[role="row"][data-id]').first().waitFor();
};

/**
 * The screens whose first paint the sheet holds: the product list, the console's busiest cold
 * load (issue #15), at a desk and on a phone, and the frame every page is drawn in. Each screen
 * more is bytes on every cold load (the sheet comes with the first load): ~8 kB gzip for these.
 */
export const SCREENS: Screen[] = [
  { name: 'products-desk', path: '/products', viewport: desk, ready: rows },
  { name: 'products-phone', path: '/products', viewport: phone, ready: rows },
  // A search and a filter held in the address (a reload, a shared link): the search box's clear
  // button, the filled fields' raised labels.
  { name: 'searched-desk', path: SEARCHED, viewport: desk, ready: rows },
  { name: 'searched-phone', path: SEARCHED, viewport: phone, ready: rows },
];

/** Puts every rule given to emotion's own sheets' insertRule in window.__recordedRules. */
function recordInsertedRules() {
  const recorded: string[] = [];
  Object.defineProperty(window, '__recordedRules', { value: recorded });
  // The browser's own, called with each sheet as `this`.
  const insertRule = Object.getOwnPropertyDescriptor(CSSStyleSheet.prototype, 'insertRule')
    ?.value as (this: CSSStyleSheet, rule: string, index?: number) => number;
  CSSStyleSheet.prototype.insertRule = function (
    this: CSSStyleSheet,
    rule: string,
    index?: number,
  ) {
    const owner = this.ownerNode;
    if (owner instanceof HTMLStyleElement && owner.dataset.emotion === 'css') recorded.push(rule);
    return insertRule.call(this, rule, index);
  };
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function record(base: string): Promise<string[]> {
  const browser = await chromium.launch(browserLaunchOptions());
  const rules: string[] = [];
  const seen = new Set<string>();
  try {
    for (const screen of SCREENS)
      for (const colorScheme of ['light', 'dark'] as const)
        for (const language of ['en', 'es'] as const) {
          const context = await browser.newContext({
            viewport: screen.viewport,
            colorScheme,
            locale: language === 'es' ? 'es-CO' : 'en-US',
            hasTouch: screen.viewport === phone,
            isMobile: screen.viewport === phone,
          });
          await context.addInitScript(recordInsertedRules);
          await context.addInitScript(
            ([l, key]) => {
              localStorage.setItem('coc.language', JSON.stringify(l));
              if (key) sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: key }));
            },
            [language, screen.anonymous ? null : DEMO_KEY] as const,
          );
          const page = await context.newPage();
          await page.goto(base + screen.path);
          await screen.ready(page);
          // What the screen draws once it has painted (the list's filters come a render later).
          await page.waitForLoadState('networkidle');
          await page.evaluate(
            () =>
              new Promise<void>((resolve) => {
                requestIdleCallback(() => resolve(), { timeout: 2000 });
              }),
          );
          const found = await page.evaluate(
            () => (window as unknown as { __recordedRules: string[] }).__recordedRules,
          );
          let added = 0;
          for (const rule of found)
            if (!seen.has(rule)) {
              seen.add(rule);
              rules.push(rule);
              added += 1;
            }
          console.log(
            `${screen.name} ${colorScheme} ${language}: ${found.length} rules, ${added} new`,
          );
          await context.close();
        }
  } finally {
    await browser.close();
  }
  return rules;
}

async function main(): Promise<void> {
  const dist = mkdtempSync(join(tmpdir(), 'coc-styles-'));
  const port = 4380 + Math.floor(Math.random() * 100);
  const built = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, VITE_STYLE_RECORDING: '1' } },
  );
  if (built.status !== 0) throw new Error('the recording build failed');
  const server = spawn(
    'npx',
    ['vite', 'preview', '--outDir', dist, '--port', String(port), '--strictPort'],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  try {
    const base = `http://localhost:${port}`;
    await waitForServer(`${base}/health`);
    const rules = await record(base);
    const css = `${SENTINEL}\n${rules.join('\n')}\n`;
    const gzip = gzipSync(css, { level: 6 }).length;
    console.log(
      `${rules.length} rules, ${(css.length / 1000).toFixed(1)} kB, ${(gzip / 1000).toFixed(1)} kB gzip`,
    );
    writeFileSync(OUT, css);
    console.log(`wrote ${OUT}`);
  } finally {
    if (server.pid !== undefined) process.kill(-server.pid);
    rmSync(dist, { recursive: true, force: true });
  }
}

await main();
