import { describe, expect, it, vi } from 'vitest';
import { healthReportSchema, productSchema } from '../src/api/schemas/index.ts';
import { createSandboxApp } from './app.ts';
import { parseApiKeys, parseOrigins, resolveOptions } from './options.ts';
import {
  as,
  call,
  detailPaths,
  errorOf,
  OTHER_KEY,
  testClock,
  testSandbox,
} from './testSupport.ts';

describe('health', () => {
  it('answers without a key, with every field of the health report', async () => {
    const { app } = testSandbox();
    const res = await call(app, 'GET', '/health', undefined, { key: null });
    expect(res.status).toBe(200);
    const report = as(healthReportSchema, res.json);
    expect(report).toEqual({
      status: 'ok',
      version: expect.any(String),
      service: 'commerce-ops-sandbox',
      environment: 'sandbox',
      message: expect.any(String),
      timestamp: '2026-11-21T14:03:00.000Z',
    });
  });

  it('answers with a query string too', async () => {
    const { app } = testSandbox();
    expect((await call(app, 'GET', '/health?probe=1', undefined, { key: null })).status).toBe(200);
  });
});

describe('authentication (401)', () => {
  const routes: [string, string, unknown][] = [
    ['POST', '/v1/products', { name: 'x' }],
    ['GET', '/v1/products/some-id', undefined],
    ['PUT', '/v1/products/some-id', { name: 'x' }],
    ['POST', '/v1/products/search', {}],
    ['POST', '/v1/warehouse-products/stock/update-list', { movements: [] }],
    ['POST', '/v1/orders', {}],
    ['GET', '/v1/orders/some-id', undefined],
    ['POST', '/v1/orders/some-id/invoice', { numeration_id: 'num-fe' }],
    ['PUT', '/v1/shipments/status/update', {}],
    ['POST', '/v1/contacts', {}],
    ['GET', '/v1/unknown', undefined],
  ];

  it.each(routes)('%s %s without X-Api-Key is 401 unauthorized', async (method, path, body) => {
    const { app } = testSandbox();
    const res = await call(app, method, path, body, { key: null });
    expect(res.status).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it.each(routes)('%s %s with an unknown key is 401 unauthorized', async (method, path, body) => {
    const { app } = testSandbox();
    const res = await call(app, method, path, body, { key: 'not-a-key' });
    expect(res.status).toBe(401);
    expect(errorOf(res).code).toBe('unauthorized');
  });

  it('never echoes the key in the answer', async () => {
    const { app } = testSandbox();
    const res = await call(app, 'GET', '/v1/products/x', undefined, { key: 'secret-key-123' });
    expect(res.text).not.toContain('secret-key-123');
  });

  it('accepts extra keys from the options and from SANDBOX_API_KEYS', async () => {
    const { app } = testSandbox({ apiKeys: { 'team-key': 'acc-team' } });
    const created = await call(
      app,
      'POST',
      '/v1/products',
      { name: 'Team product' },
      { key: 'team-key' },
    );
    expect(created.status).toBe(201);
    expect(as(productSchema, created.json).account_id).toBe('acc-team');
    expect(parseApiKeys('a:acc-a, b:acc-b,broken,:x,c:')).toEqual({ a: 'acc-a', b: 'acc-b' });
    const resolved = resolveOptions({}, { SANDBOX_API_KEYS: 'k1:acc-1' });
    expect(resolved.apiKeys.get('k1')).toBe('acc-1');
    expect(resolved.apiKeys.get('demo-key')).toBe('acc-demo');
    expect(resolved.apiKeys.get('demo-key-2')).toBe('acc-other');
  });
});

describe('account isolation (404, not 403)', () => {
  it("hides another account's product", async () => {
    const { app } = testSandbox();
    const created = as(
      productSchema,
      (await call(app, 'POST', '/v1/products', { name: 'Mine' })).json,
    );
    const read = await call(app, 'GET', `/v1/products/${created.id}`, undefined, {
      key: OTHER_KEY,
    });
    expect(read.status).toBe(404);
    expect(errorOf(read).code).toBe('not_found');
    const update = await call(
      app,
      'PUT',
      `/v1/products/${created.id}`,
      { name: 'Theirs' },
      { key: OTHER_KEY },
    );
    expect(update.status).toBe(404);
    const search = await call(app, 'POST', '/v1/products/search', {}, { key: OTHER_KEY });
    expect(search.json).toMatchObject({ total_items: 0, items: [], total_pages: 0 });
  });
});

describe('request errors', () => {
  it('400 bad_request for a body that is not JSON', async () => {
    const { app } = testSandbox();
    const res = await call(app, 'POST', '/v1/products', undefined, { raw: '{"name": "x"' });
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('bad_request');
  });

  it.each([['[]'], ['"text"'], ['42'], ['null'], ['']])(
    '400 bad_request for the body %j',
    async (raw) => {
      const { app } = testSandbox();
      const res = await call(app, 'POST', '/v1/contacts', undefined, { raw });
      expect(res.status).toBe(400);
      expect(errorOf(res).code).toBe('bad_request');
    },
  );

  it('422 validation_failed lists every offending field with dot paths', async () => {
    const { app } = testSandbox();
    const res = await call(app, 'POST', '/v1/orders', {
      customer_id: '',
      items: [
        { product_id: 'p', quantity: 0, unit_price: -1 },
        { quantity: 1, unit_price: 5 },
      ],
    });
    expect(res.status).toBe(422);
    const body = errorOf(res);
    expect(body.code).toBe('validation_failed');
    expect(body.message).toMatch(/fields are invalid/);
    expect(detailPaths(res)).toEqual(
      expect.arrayContaining([
        'customer_id',
        'items.0.quantity',
        'items.0.unit_price',
        'items.1.product_id',
      ]),
    );
  });

  it('404 not_found for an unknown /v1 route', async () => {
    const { app } = testSandbox();
    const res = await call(app, 'GET', '/v1/nothing/here');
    expect(res.status).toBe(404);
    expect(errorOf(res).code).toBe('not_found');
    expect((await call(app, 'DELETE', '/v1/products/x')).status).toBe(404);
  });

  it('500 internal through the error handler, without leaking the cause', async () => {
    let broken = false;
    const clock = testClock();
    const app = createSandboxApp({
      seedProducts: 5,
      now: () => {
        if (broken) throw new Error('clock exploded: secret detail');
        return clock.now();
      },
    });
    broken = true;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await call(
        app,
        'POST',
        '/v1/contacts',
        { first_name: 'Ana' },
        { key: 'demo-key' },
      );
      expect(res.status).toBe(500);
      expect(errorOf(res)).toEqual({ code: 'internal', message: 'Internal error' });
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]?.[0])).toContain('clock exploded');
      expect(String(logged.mock.calls[0]?.[0])).not.toContain('demo-key');
    } finally {
      logged.mockRestore();
    }
  });

  it('429 rate_limited with Retry-After once the per-key limit is passed', async () => {
    const clock = testClock();
    const { app } = testSandbox({ rateLimitPerMinute: 3, now: clock.now });
    for (let i = 0; i < 3; i += 1)
      expect((await call(app, 'POST', '/v1/products/search', {})).status).toBe(200);
    const limited = await call(app, 'POST', '/v1/products/search', {});
    expect(limited.status).toBe(429);
    expect(errorOf(limited).code).toBe('rate_limited');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // another key has its own budget; the window passes
    expect((await call(app, 'POST', '/v1/products/search', {}, { key: OTHER_KEY })).status).toBe(
      200,
    );
    clock.advance(60_000);
    expect((await call(app, 'POST', '/v1/products/search', {})).status).toBe(200);
  });
});

describe('CORS', () => {
  const allowed = 'http://localhost:5173';

  it('answers a preflight from an allowed origin with the allowed headers', async () => {
    const { app } = testSandbox();
    const res = await app.request('/v1/orders', {
      method: 'OPTIONS',
      headers: {
        Origin: allowed,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-api-key, content-type, idempotency-key',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(allowed);
    const allowHeaders = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    for (const h of ['x-api-key', 'content-type', 'idempotency-key'])
      expect(allowHeaders).toContain(h);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it.each(['http://localhost:4173', 'http://127.0.0.1:5173', 'http://127.0.0.1:4173'])(
    'allows the contract origin %s',
    async (origin) => {
      const { app } = testSandbox();
      const res = await app.request('/health', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    },
  );

  it('refuses a preflight from another origin (no allow-origin header, never reflected)', async () => {
    const { app } = testSandbox();
    const res = await app.request('/v1/orders', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-headers')).toBeNull();
    const get = await app.request('/health', { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    expect(get.headers.get('vary')).toContain('Origin');
  });

  it('puts the CORS headers on a 401 and other errors', async () => {
    const { app } = testSandbox();
    const unauthorized = await app.request('/v1/products/x', { headers: { Origin: allowed } });
    expect(unauthorized.status).toBe(401);
    expect(unauthorized.headers.get('access-control-allow-origin')).toBe(allowed);
    expect(unauthorized.headers.get('vary')).toContain('Origin');
    const missing = await app.request('/v1/products/x', {
      headers: { Origin: allowed, 'X-Api-Key': 'demo-key' },
    });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe(allowed);
  });

  it('adds origins from the options and SANDBOX_CORS_ORIGINS', async () => {
    const { app } = testSandbox({ corsOrigins: ['https://console.example.com'] });
    const res = await app.request('/health', {
      headers: { Origin: 'https://console.example.com' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('https://console.example.com');
    expect(parseOrigins(' https://a.example/ ,https://b.example,')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(
      resolveOptions({}, { SANDBOX_CORS_ORIGINS: 'https://c.example' }).corsOrigins.has(
        'https://c.example',
      ),
    ).toBe(true);
  });
});
