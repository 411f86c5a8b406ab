// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { getProduct } from '../../../api/products';
import { createSandboxApp } from '../../../../sandbox/app';
import { subscribeUnauthorized } from '../../../session/sessionEvents';
import { jsonAnswer, setUpTestApi, unavailable } from '../../../test/testApi';
import type { SentRequest } from '../../../test/testApi';
import { ExportJob, ExportPageError, EXPORT_PAGE_SIZE, withReadRetries } from './exportJob';
import { exportFormat } from './exportRows';
import type { CatalogColumnId } from '../results/columnCatalog';

/*
 * The page walker against the in-process sandbox (250 products): pages in sequence, every
 * product once, cancel, and a failed page resumed where it stopped.
 */

const PRODUCTS = 250;
let sandbox: ReturnType<typeof createSandboxApp>;
beforeAll(() => {
  sandbox = createSandboxApp({ seedProducts: PRODUCTS, rateLimitPerMinute: 0 });
});

const noWait = () => Promise.resolve();

function job(
  columns: readonly CatalogColumnId[] = ['name', 'sku', 'price', 'stock_available', 'reserved'],
) {
  return new ExportJob({
    request: { sort: { field: 'sku', direction: 'asc' } },
    format: exportFormat({
      language: 'en',
      currency: 'COP',
      columns,
      header: (c) => c,
      names: {},
    }),
    fetchRecord: (id, signal) => getProduct(id, { signal }),
    sleep: noWait,
  });
}

const searches = (requests: SentRequest[]) =>
  requests
    .filter((r) => r.path === '/v1/products/search')
    .map((r) => (r.body as { page: number; page_size: number }).page);

/** The file's text, the BOM kept (Blob.text() would drop it). */
async function content(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

async function lines(blob: Blob): Promise<string[]> {
  const text = await content(blob);
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

describe('ExportJob', () => {
  it('walks every page in sequence, 100 a page, and writes each product once', async () => {
    const api = setUpTestApi({ sandbox });
    const j = job();
    const seen: number[] = [];
    const done = await j.run(new AbortController().signal, (p) => seen.push(p.written));
    expect(searches(api.requests)).toEqual([1, 2, 3]);
    expect(
      api.requests.every(
        (r) =>
          r.path !== '/v1/products/search' ||
          (r.body as { page_size: number }).page_size === EXPORT_PAGE_SIZE,
      ),
    ).toBe(true);
    // the search's sort goes with every page
    expect((api.requests[0]?.body as { sort: unknown }).sort).toEqual({
      field: 'sku',
      direction: 'asc',
    });
    expect(seen).toEqual([100, 200, PRODUCTS]);
    expect(done).toMatchObject({ written: PRODUCTS, total: PRODUCTS, done: true });
    const rows = await lines(j.file());
    expect(rows[0]).toBe('\uFEFFname,sku,price,stock_available,reserved,id');
    expect(rows).toHaveLength(PRODUCTS + 1);
    const ids = rows.slice(1).map((r) => r.split(',').at(-1));
    expect(new Set(ids).size).toBe(PRODUCTS);
    // sorted by SKU as asked, across the page edges
    const skus = rows.slice(1).map((r) => r.split(',')[1] ?? '');
    expect(skus).toEqual([...skus].sort());
  });

  it('a search with no match gives the header only, after one request', async () => {
    const api = setUpTestApi({ sandbox });
    const j = new ExportJob({
      request: { query: 'zzzz-nothing-matches-this' },
      format: exportFormat({
        language: 'es',
        currency: 'COP',
        columns: ['name'],
        header: () => 'Nombre',
        names: {},
      }),
      sleep: noWait,
    });
    await j.run(new AbortController().signal);
    expect(searches(api.requests)).toEqual([1]);
    expect(await content(j.file())).toBe('\uFEFFNombre;id\r\n');
  });

  it('cancel aborts the request in flight and writes nothing more', async () => {
    const api = setUpTestApi({ sandbox });
    const controller = new AbortController();
    // Page 2 never answers: only the cancel can end the walk.
    api.respond((request, forward) =>
      (request.body as { page?: number } | undefined)?.page === 2
        ? new Promise<Response>(() => undefined)
        : forward(),
    );
    const j = job();
    const walking = j.run(controller.signal, () => {
      queueMicrotask(() => controller.abort());
    });
    await expect(walking).rejects.toMatchObject({ name: 'AbortError' });
    expect(searches(api.requests)).toEqual([1, 2]);
    expect(j.progress).toMatchObject({ written: 100, nextPage: 2, done: false });
    expect(() => j.file()).toThrow();
  });

  it('a page failing after the read retries stops the walk; the next step resumes at that page', async () => {
    const api = setUpTestApi({ sandbox });
    let failPage2 = true;
    api.respond((request, forward) =>
      failPage2 && (request.body as { page?: number } | undefined)?.page === 2
        ? unavailable()
        : forward(),
    );
    const j = job();
    const controller = new AbortController();
    const error = await j.run(controller.signal).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExportPageError);
    expect((error as ExportPageError).page).toBe(2);
    // 1 try + 3 retries of the read policy
    expect(searches(api.requests)).toEqual([1, 2, 2, 2, 2]);
    expect(j.progress).toMatchObject({ written: 100, nextPage: 2, done: false, total: PRODUCTS });

    failPage2 = false;
    await j.run(controller.signal);
    // page 1 is not read again
    expect(searches(api.requests)).toEqual([1, 2, 2, 2, 2, 2, 3]);
    const rows = await lines(j.file());
    expect(rows).toHaveLength(PRODUCTS + 1);
    expect(new Set(rows.slice(1).map((r) => r.split(',').at(-1))).size).toBe(PRODUCTS);
  });

  it('a 401 is not retried: the session hears of it and the walk stops', async () => {
    const api = setUpTestApi({ sandbox });
    let heard = 0;
    const stop = subscribeUnauthorized(() => {
      heard += 1;
    });
    api.respond((request, forward) =>
      (request.body as { page?: number } | undefined)?.page === 2
        ? jsonAnswer(401, { code: 'unauthorized', message: 'The API key is not valid' })
        : forward(),
    );
    try {
      const error = await job()
        .run(new AbortController().signal)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ExportPageError);
      expect((error as ExportPageError).cause).toMatchObject({ status: 401 });
      expect(searches(api.requests)).toEqual([1, 2]);
      expect(heard).toBe(1);
    } finally {
      stop();
    }
  });

  it('record columns: one GET per product, at most 4 at a time; the records of a failed page are kept', async () => {
    const api = setUpTestApi({ sandbox });
    let inFlight = 0;
    let most = 0;
    let failOne: string | null = null;
    api.respond(async (request, forward) => {
      if (request.method !== 'GET') return forward();
      if (failOne !== null && request.path.endsWith(`/${failOne}`)) return unavailable();
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await forward();
      } finally {
        inFlight -= 1;
      }
    });
    const first = await setUpFirstIds();
    failOne = first[30] ?? null;
    const j = job(['name', 'status', 'price_2']);
    const controller = new AbortController();
    await expect(j.step(controller.signal)).rejects.toBeInstanceOf(ExportPageError);
    expect(most).toBeLessThanOrEqual(4);
    expect(most).toBeGreaterThan(1);
    const readBefore = api.requests.filter((r) => r.method === 'GET').length;
    expect(readBefore).toBeGreaterThan(4);
    expect(readBefore).toBeLessThan(EXPORT_PAGE_SIZE + 4);

    failOne = null;
    await j.run(controller.signal);
    const counts = new Map<string, number>();
    for (const r of api.requests)
      if (r.method === 'GET') counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
    expect(counts.size).toBe(PRODUCTS);
    for (const [path, n] of counts) {
      // the failed one: 1 try + 3 retries, then once more on resuming; the others once each
      expect(n, path).toBe(path.endsWith(`/${first[30]}`) ? 5 : 1);
    }
    const rows = await lines(j.file());
    expect(rows).toHaveLength(PRODUCTS + 1);
    expect(
      rows.slice(1).every((r) => /^[^,]*,(active|inactive|draft)?,[0-9.]*,[^,]+$/.test(r)),
    ).toBe(true);
  });
});

/** The ids of the first page, in the export's order (read without recording). */
async function setUpFirstIds(): Promise<string[]> {
  const { searchProducts } = await import('../../../api/products');
  const page = await searchProducts({
    page: 1,
    page_size: EXPORT_PAGE_SIZE,
    sort: { field: 'sku', direction: 'asc' },
  });
  return (page.items ?? []).map((i) => i.id);
}

describe('withReadRetries', () => {
  it('does not retry a 4xx answer', async () => {
    let calls = 0;
    const error = Object.assign(new Error('not found'), { status: 404 });
    await expect(
      withReadRetries(
        () => {
          calls += 1;
          return Promise.reject(error);
        },
        new AbortController().signal,
        noWait,
      ),
    ).rejects.toBe(error);
    expect(calls).toBe(1);
  });
});
