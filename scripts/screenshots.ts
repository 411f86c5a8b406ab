/**
 * Screenshots of console pages as people see them: light and dark, English and Spanish,
 * desktop and a 390 px phone. Usage (with a server running, e.g. `npm start`):
 *   npx tsx scripts/screenshots.ts [--base http://localhost:4173] [--out shots] /login / /products
 * A path prefixed with `!` is shot without a key (e.g. the key screen).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { browserLaunchOptions } from './browser.ts';

const args = process.argv.slice(2);
function option(name: string, fallback: string) {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const v = args[i + 1] ?? fallback;
  args.splice(i, 2);
  return v;
}
const base = option('--base', 'http://localhost:4173');
const out = option('--out', 'shots');
const paths = args.length ? args : ['!/login', '/'];
mkdirSync(out, { recursive: true });

const browser = await chromium.launch(browserLaunchOptions());
for (const raw of paths) {
  const anonymous = raw.startsWith('!');
  const path = anonymous ? raw.slice(1) : raw;
  for (const scheme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'es'] as const) {
      for (const [label, viewport] of [
        ['desktop', { width: 1366, height: 900 }],
        ['phone', { width: 390, height: 844 }],
      ] as const) {
        if (label === 'phone' && lang === 'es' && scheme === 'dark') continue;
        const context = await browser.newContext({
          viewport,
          colorScheme: scheme,
          locale: lang === 'es' ? 'es-CO' : 'en-US',
        });
        await context.addInitScript(
          ([l, anon]) => {
            localStorage.setItem('coc.language', JSON.stringify(l));
            if (!anon && !sessionStorage.getItem('coc.seeded')) {
              sessionStorage.setItem('coc.seeded', '1');
              sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: 'demo-key' }));
            }
          },
          [lang, anonymous] as const,
        );
        const page = await context.newPage();
        await page.goto(base + path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const name = `${path.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${scheme}-${lang}-${label}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage: true });
        console.log(`${out}/${name}`);
        await context.close();
      }
    }
  }
}
await browser.close();
