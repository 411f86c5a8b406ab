import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../sandbox/app.ts';
import { formatResult, formatSummary, runConformance } from './index.ts';
import type { ConformanceReport, FetchLike } from './index.ts';

const BASE = 'http://sandbox.test';
const STOCK_PATH = '/v1/warehouse-products/stock/update-list';

function sandboxFetch(): FetchLike {
  const { app } = createSandbox({ seedProducts: 50, apiKeys: {}, corsOrigins: [] });
  return (request) => app.fetch(request);
}

/** A seeded random source, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

function check(fetch: FetchLike, options: { readOnly?: boolean } = {}): Promise<ConformanceReport> {
  return runConformance({
    baseUrl: BASE,
    key: 'demo-key',
    otherKey: 'demo-key-2',
    fetch,
    random: seeded(19),
    ...options,
  });
}

function outcomes(report: ConformanceReport): Record<string, string> {
  return Object.fromEntries(report.results.map((r) => [r.rule, r.outcome]));
}

function failed(report: ConformanceReport): string[] {
  return report.results.filter((r) => r.outcome === 'FAIL').map((r) => r.rule);
}

function result(report: ConformanceReport, rule: string) {
  const found = report.results.find((r) => r.rule === rule);
  if (!found) throw new Error(`no rule ${rule}`);
  return found;
}

/** The answer with its JSON body changed by `change` (other bodies untouched). */
async function withJson(response: Response, change: (body: unknown) => unknown): Promise<Response> {
  const text = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  let body = text;
  try {
    body = JSON.stringify(change(JSON.parse(text)));
  } catch {
    // not JSON: as it was
  }
  return new Response(body, { status: response.status, headers });
}

function renameKey(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => renameKey(v, from, to));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k === from ? to : k, renameKey(v, from, to)]),
  );
}

describe('check-api against the sandbox', () => {
  it('passes every rule, in process, in well under 10 s', async () => {
    const started = performance.now();
    const report = await check(sandboxFetch());
    const lines = report.results.map(formatResult);
    expect(lines.filter((l) => !l.startsWith('PASS'))).toEqual([]);
    expect(report.results.length).toBeGreaterThanOrEqual(28);
    expect(formatSummary(report)).toBe(`${report.results.length} passed, 0 failed, 0 skipped`);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('skips the tenancy rule without another key, naming the flag', async () => {
    const report = await runConformance({ baseUrl: BASE, key: 'demo-key', fetch: sandboxFetch() });
    expect(failed(report)).toEqual([]);
    expect(result(report, 'tenancy: another account sees nothing')).toMatchObject({
      outcome: 'SKIP',
      reason: 'needs --other-key',
    });
  });

  it('runs only the rules that change nothing with --read-only, and changes nothing', async () => {
    const fetch = sandboxFetch();
    const calls: string[] = [];
    const report = await check(
      (request) => {
        calls.push(`${request.method} ${new URL(request.url).pathname}`);
        return fetch(request);
      },
      { readOnly: true },
    );
    expect(failed(report)).toEqual([]);
    expect(report.results.filter((r) => r.outcome === 'PASS').map((r) => r.rule)).toEqual([
      'health',
      'auth: missing key is 401',
      'auth: wrong key is 401',
      'errors: unknown id is 404',
      'searchProducts: a page',
      'errors: invalid search is 422',
    ]);
    expect(report.skipped).toBe(report.results.length - 6);
    // Reads only: GETs and the search (a read although a POST).
    expect(calls.filter((c) => !c.startsWith('GET ') && c !== 'POST /v1/products/search')).toEqual(
      [],
    );
  });

  it('never puts the key in a report line', async () => {
    const { app } = createSandbox({
      seedProducts: 10,
      apiKeys: { 'secret-key-1234': 'acc-secret' },
      corsOrigins: [],
    });
    // Altered (a missing 401) so that FAIL lines with their requests are printed too.
    const report = await runConformance({
      baseUrl: BASE,
      key: 'secret-key-1234',
      fetch: (request) => {
        if (!request.headers.has('x-api-key')) request.headers.set('X-Api-Key', 'secret-key-1234');
        return app.fetch(request);
      },
    });
    expect(report.failed).toBeGreaterThan(0);
    const text = [...report.results.map(formatResult), formatSummary(report)].join('\n');
    expect(text).not.toContain('secret-key-1234');
  });
});

describe('check-api against altered sandboxes names the failing rule', () => {
  it('a renamed response field (product "name" sent as "title")', async () => {
    const fetch = sandboxFetch();
    const report = await check(async (request) => {
      const response = await fetch(request);
      if (!new URL(request.url).pathname.startsWith('/v1/products')) return response;
      return withJson(response, (body) => renameKey(body, 'name', 'title'));
    });
    expect(result(report, 'createProduct')).toMatchObject({
      outcome: 'FAIL',
      reason: `product name: expected "${report.prefix} product", got nothing`,
      request: { method: 'POST', path: '/v1/products', status: 201 },
    });
    // Everything built on the product is skipped, not failed twice.
    expect(result(report, 'getProduct').outcome).toBe('SKIP');
    expect(result(report, 'health').outcome).toBe('PASS');
  });

  it('a missing 401 (a request without a key served as demo-key)', async () => {
    const fetch = sandboxFetch();
    const report = await check((request) => {
      if (!request.headers.has('x-api-key')) request.headers.set('X-Api-Key', 'demo-key');
      return fetch(request);
    });
    expect(failed(report)).toEqual(['auth: missing key is 401']);
    expect(result(report, 'auth: missing key is 401')).toMatchObject({
      reason: 'GET without X-Api-Key: expected 401, got 404 (not_found)',
      request: { method: 'GET', status: 404 },
    });
  });

  it('a batch that is not atomic (each movement sent on its own)', async () => {
    const fetch = sandboxFetch();
    const report = await check(async (request) => {
      if (new URL(request.url).pathname !== STOCK_PATH) return fetch(request);
      const { movements } = (await request.json()) as { movements: unknown[] };
      const key = request.headers.get('idempotency-key');
      const entries: unknown[] = [];
      for (const [i, movement] of movements.entries()) {
        const headers = new Headers(request.headers);
        if (key !== null) headers.set('Idempotency-Key', `${key}-${i}`);
        const one = await fetch(
          new Request(request.url, {
            method: 'POST',
            headers,
            body: JSON.stringify({ movements: [movement] }),
          }),
        );
        if (!one.ok) {
          // The failure as the whole batch's, its detail path pointing at the batch's movement.
          return withJson(one, (body) =>
            JSON.parse(JSON.stringify(body).replaceAll('movements.0.', `movements.${i}.`)),
          );
        }
        entries.push(...((await one.json()) as unknown[]));
      }
      return Response.json(entries, { status: 200 });
    });
    expect(failed(report)).toEqual(['stock: a failing batch applies nothing']);
    expect(result(report, 'stock: a failing batch applies nothing').reason).toMatch(
      /^stock after the refused batch \(the first movement must not apply\): expected .*"stock_available":13.*, got .*"stock_available":18/,
    );
  });

  it('a key reused with another body accepted (the first answer replayed whatever the body)', async () => {
    const fetch = sandboxFetch();
    const first = new Map<string, { status: number; body: string; headers: Headers }>();
    const report = await check(async (request) => {
      const key = request.headers.get('idempotency-key');
      if (key === null) return fetch(request);
      const seen = first.get(key);
      if (seen) return new Response(seen.body, { status: seen.status, headers: seen.headers });
      request.headers.delete('idempotency-key');
      const response = await fetch(request);
      const body = await response.text();
      first.set(key, { status: response.status, body, headers: response.headers });
      return new Response(body, { status: response.status, headers: response.headers });
    });
    expect(failed(report)).toEqual(['idempotency: same key with another body is 422']);
    expect(result(report, 'idempotency: same key with another body is 422')).toMatchObject({
      reason: 'the key again with another quantity: expected 422, got 200',
      request: { method: 'POST', path: STOCK_PATH, status: 200 },
    });
  });

  it('no tenancy (the other key served as the first account)', async () => {
    const fetch = sandboxFetch();
    const report = await check((request) => {
      if (request.headers.get('x-api-key') === 'demo-key-2')
        request.headers.set('X-Api-Key', 'demo-key');
      return fetch(request);
    });
    expect(failed(report)).toEqual(['tenancy: another account sees nothing']);
    expect(result(report, 'tenancy: another account sees nothing').request).toMatchObject({
      method: 'GET',
      status: 200,
    });
  });

  it('totals one cent off', async () => {
    const fetch = sandboxFetch();
    const report = await check(async (request) => {
      const response = await fetch(request);
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/v1/orders')
        return response;
      return withJson(response, (body) =>
        typeof body === 'object' &&
        body !== null &&
        'total' in body &&
        typeof body.total === 'number'
          ? { ...body, total: Math.round(body.total * 100 + 1) / 100 }
          : body,
      );
    });
    expect(outcomes(report)).toMatchObject({
      createOrder: 'FAIL',
      'totals: hand-computed orders': 'FAIL',
      'totals: random orders': 'FAIL',
    });
    expect(result(report, 'totals: hand-computed orders').reason).toBe(
      'half away from zero: total: expected 10.19, got 10.2',
    );
  });
});
