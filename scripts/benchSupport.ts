/**
 * What every benchmark in scripts/bench/ shares: its own build of the console, `vite preview`
 * (sandbox mounted) on its own port, and the statistics it prints.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';

const vite = join(process.cwd(), 'node_modules', 'vite', 'bin', 'vite.js');

/** The value at percentile `p` of ascending `sorted` (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/** "median …, p95 …, min …, max …" of durations in milliseconds. */
export function summary(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(1)} ms`;
  return `median ${f(percentile(sorted, 50))}, p95 ${f(percentile(sorted, 95))}, min ${f(sorted[0] ?? NaN)}, max ${f(sorted[sorted.length - 1] ?? NaN)}`;
}

/** Builds the console into `dist` (BENCH_SKIP_BUILD=1 reuses a build that is there). */
export function buildInto(dist: string): void {
  if (process.env.BENCH_SKIP_BUILD === '1' && existsSync(join(dist, 'index.html'))) {
    console.log(`reusing the build in ${dist}`);
    return;
  }
  console.log(`building into ${dist} …`);
  const res = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    { stdio: 'inherit' },
  );
  if (res.status !== 0) throw new Error('vite build failed');
}

/** `vite preview` of `dist` on `port`, sandbox without rate limit or latency, plus `env`. */
export function startPreview(
  port: number,
  dist: string,
  env: Record<string, string> = {},
): ChildProcess {
  return spawn(
    process.execPath,
    [vite, 'preview', '--port', String(port), '--strictPort', '--outDir', dist],
    {
      env: { ...process.env, SANDBOX_RATE_LIMIT_PER_MINUTE: '0', SANDBOX_LATENCY_MS: '0', ...env },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  );
}

export function stopPreview(server: ChildProcess): void {
  if (server.pid !== undefined && server.exitCode === null) {
    try {
      process.kill(-server.pid, 'SIGTERM'); // its process group: vite and what it started
    } catch {
      server.kill('SIGTERM');
    }
  }
}

/** Something already listens on the port (another bench or preview): refuse, never seed into it. */
export function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until the preview answers /health (the sandbox has seeded), up to 90 s. */
export async function waitForHealth(server: ChildProcess, base: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  // Read through a function: the process changes exitCode while this waits, which TypeScript's
  // narrowing of `server.exitCode` after the first check does not know.
  const exited = (): boolean => server.exitCode !== null;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`vite preview exited (${String(server.exitCode)})`);
    try {
      if ((await fetch(`${base}/health`, { signal: AbortSignal.timeout(5_000) })).ok) {
        // the answer must come from our server, not from one that took the port meanwhile
        await new Promise((r) => setTimeout(r, 500));
        if (exited()) throw new Error(`vite preview exited (${String(server.exitCode)})`);
        return;
      }
    } catch (error) {
      if (exited()) throw error;
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`no answer from ${base}/health`);
}

/**
 * For `context.addInitScript` in the stock benches: English, the page's bench measures on
 * (sessionStorage `coc.bench`), the demo key held once per tab, and the scan sounds and
 * vibration off (the bench measures the page, not the speakers). Runs in the page, so it
 * refers to nothing outside itself.
 */
export function stockBenchPage(): void {
  localStorage.setItem('coc.language', JSON.stringify('en'));
  localStorage.setItem(
    'coc.scanFeedback.browser',
    JSON.stringify({ v: 1, data: { sound: false, vibration: false } }),
  );
  sessionStorage.setItem('coc.bench', '1');
  if (!sessionStorage.getItem('coc.seeded')) {
    sessionStorage.setItem('coc.seeded', '1');
    sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: 'demo-key' }));
  }
}

/** A browser context at the desk's size, in English, signed in, with the stock benches' page setup. */
export async function stockBenchContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
  });
  await context.addInitScript(stockBenchPage);
  return context;
}

/** The durations of the page's performance entries named `name`, in order. */
export async function entries(page: Page, name: string): Promise<number[]> {
  return page.evaluate((n) => performance.getEntriesByName(n).map((e) => e.duration), name);
}

/** Until the page holds at least `count` performance entries named `name`. */
export async function waitForEntries(
  page: Page,
  name: string,
  count: number,
  timeout = 60_000,
): Promise<void> {
  await page.waitForFunction(
    ([n, c]) => performance.getEntriesByName(n).length >= c,
    [name, count] as const,
    { timeout },
  );
}
