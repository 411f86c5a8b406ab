/**
 * Bulk edit of 500 products (issue 18, "Measured in benchmarks"): the real build in Chromium
 * against the sandbox (`vite preview`), as a person does it: search a seeded prefix, select the
 * page, "Select all 500 matching", Bulk edit, choose the change, Preview, Apply, until
 * "Finished". Each run is one change: price +1 %, status Draft, status Active, in turn.
 *
 * Printed per run, each beside the machine's load average while it was measured:
 *   - preview: collecting the ids (5 search pages) and reading the 500 records (GET, 4 at a time);
 *   - apply: Apply clicked -> "Finished" shown (500 PUTs, 4 at a time), total time;
 *   - per-row latency, PUT start -> its answer handled (the page's `bulk:row` measures):
 *     median, p95, max;
 *   - requests sent (search, GET, PUT), and that every PUT carried its own Idempotency-Key.
 *
 * Settings (environment):
 *   BENCH_BULK_PORT        port of the preview server (default 4230)
 *   BENCH_BULK_DIST        build directory (default /tmp/bench-bulk-dist)
 *   BENCH_BULK_PRODUCTS    products (default 500)
 *   BENCH_BULK_RUNS        runs (default 2)
 *   BENCH_BULK_LATENCY_MS  latency the sandbox adds to every request (default 0), e.g. 40 for a
 *                          service across a network: the 4-at-a-time pool then sets the pace
 *   BENCH_SKIP_BUILD=1     reuse an existing build
 *
 *   npm run bench -- bulkEdit
 */
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { Page, Request } from '@playwright/test';
import { BULK_ROW } from '../../src/features/products/bulk/benchMarks.ts';
import { browserLaunchOptions } from '../browser.ts';
import {
  buildInto,
  percentile,
  portTaken,
  startPreview,
  stopPreview,
  waitForHealth,
} from '../benchSupport.ts';

const int = (name: string, fallback: number, min: number): number => {
  const v = Number(process.env[name] ?? fallback);
  return Number.isFinite(v) ? Math.max(min, Math.round(v)) : fallback;
};
const port = int('BENCH_BULK_PORT', 4230, 1);
const dist = process.env.BENCH_BULK_DIST ?? join(tmpdir(), 'bench-bulk-dist');
const count = int('BENCH_BULK_PRODUCTS', 500, 10);
const runs = int('BENCH_BULK_RUNS', 2, 1);
const latency = int('BENCH_BULK_LATENCY_MS', 0, 0);
const base = `http://localhost:${port}`;
const KEY = 'demo-key';

const load1 = () => (loadavg()[0] ?? Number.NaN).toFixed(2);
const ms = (n: number) => `${n.toFixed(0)} ms`;

/** `count` products under a unique prefix, 8 creations at a time. */
async function seed(prefix: string): Promise<void> {
  let next = 1;
  const one = async (): Promise<void> => {
    while (next <= count) {
      const i = next++;
      const res = await fetch(`${base}/v1/products`, {
        method: 'POST',
        headers: {
          'X-Api-Key': KEY,
          'Content-Type': 'application/json',
          'Idempotency-Key': crypto.randomUUID(),
        },
        body: JSON.stringify({
          name: `${prefix} ${String(i).padStart(4, '0')}`,
          price: 1000 + 7 * i,
          status: 'active',
        }),
      });
      if (res.status !== 201) throw new Error(`seeding: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, one));
}

interface Change {
  label: string;
  choose: (page: Page) => Promise<void>;
}

const dialog = (page: Page) => page.getByRole('dialog');

const CHANGES: Change[] = [
  {
    label: 'price +1 %',
    choose: async (page) => {
      await dialog(page).getByRole('textbox', { name: 'Percentage' }).fill('1');
    },
  },
  {
    label: 'status Draft',
    choose: async (page) => {
      await dialog(page).getByRole('combobox', { name: 'Change' }).click();
      await page.getByRole('option', { name: 'The status', exact: true }).click();
      await dialog(page).getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Draft', exact: true }).click();
    },
  },
  {
    label: 'status Active',
    choose: async (page) => {
      await dialog(page).getByRole('combobox', { name: 'Change' }).click();
      await page.getByRole('option', { name: 'The status', exact: true }).click();
      await dialog(page).getByRole('combobox', { name: 'New status' }).click();
      await page.getByRole('option', { name: 'Active', exact: true }).click();
    },
  },
];

async function main() {
  if (await portTaken(port)) throw new Error(`port ${port} is in use: set BENCH_BULK_PORT`);
  buildInto(dist);
  const server = startPreview(port, dist, { SANDBOX_LATENCY_MS: String(latency) });
  const browser = await chromium.launch(browserLaunchOptions());
  try {
    await waitForHealth(server, base);
    const prefix = `bench-bulk-${Date.now().toString(36)}`;
    const seedStart = performance.now();
    await seed(prefix);
    console.log(
      `seeded ${count} products in ${ms(performance.now() - seedStart)}; ` +
        `${cpus().length} CPUs, sandbox latency ${latency} ms, load average ${load1()}`,
    );

    for (let run = 0; run < runs; run++) {
      const change = CHANGES[run % CHANGES.length] as Change;
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
      await context.addInitScript((key) => {
        sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: key }));
        sessionStorage.setItem('coc.bench', '1');
      }, KEY);
      const page = await context.newPage();
      const sent: Request[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/v1/')) sent.push(r);
      });
      await page.goto(`${base}/products?q=${encodeURIComponent(prefix)}&size=100`);
      await page.getByText(`Matching products: ${count.toLocaleString('en-US')}`).waitFor();
      await page.getByRole('checkbox', { name: 'Select every product on this page' }).click();
      await page
        .getByRole('button', { name: `Select all ${count.toLocaleString('en-US')} matching` })
        .click();
      await page.getByRole('button', { name: 'Bulk edit' }).click();
      await change.choose(page);
      const before = sent.length;

      const loadPreview = load1();
      const previewStart = performance.now();
      await dialog(page).getByRole('button', { name: 'Preview' }).click();
      await dialog(page)
        .getByRole('button', { name: /^Apply to / })
        .waitFor({ timeout: 300_000 });
      const previewMs = performance.now() - previewStart;
      const previewReqs = sent.slice(before);
      const changing = await dialog(page)
        .getByRole('button', { name: /^Apply to / })
        .innerText();

      const loadApply = load1();
      const applyFrom = sent.length;
      const applyStart = performance.now();
      await dialog(page)
        .getByRole('button', { name: /^Apply to / })
        .click();
      await dialog(page)
        .getByText(/^Finished\. Done: /)
        .waitFor({ timeout: 600_000 });
      const applyMs = performance.now() - applyStart;
      const loadAfter = load1();
      const finished = await dialog(page)
        .getByText(/^Finished\. Done: /)
        .innerText();
      const puts = sent.slice(applyFrom).filter((r) => r.method() === 'PUT');
      const keys = new Set(puts.map((r) => r.headers()['idempotency-key']));
      const rows = await page.evaluate(
        (name) => performance.getEntriesByName(name, 'measure').map((e) => e.duration),
        BULK_ROW,
      );
      const sorted = [...rows].sort((a, b) => a - b);

      console.log(`\nrun ${run + 1}: ${change.label} on ${count} products (${changing})`);
      console.log(
        `  preview (ids + records)   ${ms(previewMs).padStart(9)}   ` +
          `${previewReqs.filter((r) => r.method() === 'POST').length} searches, ` +
          `${previewReqs.filter((r) => r.method() === 'GET').length} GETs   (load average ${loadPreview})`,
      );
      console.log(
        `  apply, total              ${ms(applyMs).padStart(9)}   ${puts.length} PUTs, ` +
          `${keys.size} distinct Idempotency-Keys; ${finished}   (load average ${loadApply} -> ${loadAfter})`,
      );
      console.log(
        `  per row, PUT -> settled   median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, ` +
          `max ${ms(sorted[sorted.length - 1] ?? Number.NaN)} (n=${sorted.length})   (load average ${loadAfter})`,
      );
      console.log(
        `  throughput                ${((puts.length / applyMs) * 1000).toFixed(0)} products/s`,
      );
      await context.close();
    }
  } finally {
    await browser.close();
    stopPreview(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
