import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import {
  callRoute,
  configureClient,
  getClientSettings,
  newIdempotencyKey,
  request,
  resetClient,
} from './client';
import { route } from './contract/route';
import type { RouteSpec } from './contract/route';
import { ApiError, isApiError } from './errors';
import { fakeFetch, json } from './testFetch';
import type { FakeHandler } from './testFetch';

const KEY = 'sk-live-SECRET-9f8e7d6c';
const itemSchema = z.object({ id: z.string(), price: z.nullish(z.number()) });
const pageSchema = z.object({ items: z.array(itemSchema) });

let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;

function use(handler: FakeHandler) {
  const fake = fakeFetch(handler);
  configureClient({ fetch: fake.fetch });
  return fake;
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (isApiError(e)) return e;
    throw new Error(`expected an ApiError, got ${String(e)}`);
  }
  throw new Error('expected the request to fail');
}

/** Everything of an ApiError a person or a log could see. */
function visible(e: ApiError): string {
  return JSON.stringify({ m: e.message, c: e.code, d: e.details, f: e.fieldErrors, s: String(e) });
}

beforeEach(() => {
  resetClient();
  onUnauthorized = vi.fn<() => void>();
  configureClient({ getApiKey: () => KEY, onUnauthorized });
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetClient();
});

describe('request: what is sent', () => {
  it('GET on /v1: URL, Accept, X-Api-Key, no body, no Content-Type; answer parsed and unknown fields dropped', async () => {
    const fake = use(() => json({ id: 'p1', price: 10, extra: true }));
    configureClient({ baseUrl: 'https://api.example.test/' });
    const out = await request({ path: '/v1/products/p1', schema: itemSchema });
    expect(out).toEqual({ id: 'p1', price: 10 });
    const call = fake.calls[0];
    expect(call?.url).toBe('https://api.example.test/v1/products/p1');
    expect(call?.method).toBe('GET');
    expect(call?.headers.get('accept')).toBe('application/json');
    expect(call?.headers.get('x-api-key')).toBe(KEY);
    expect(call?.headers.has('content-type')).toBe(false);
    expect(call?.headers.has('idempotency-key')).toBe(false);
    expect(call?.body).toBeUndefined();
  });

  it('same origin by default', async () => {
    const fake = use(() => json({ id: 'p1' }));
    await request({ path: '/v1/products/p1', schema: itemSchema });
    expect(fake.calls[0]?.url).toBe('/v1/products/p1');
  });

  it('never sends the key to a route that is not authenticated (the health check)', async () => {
    const fake = use(() => json({ status: 'ok' }));
    await request({
      path: '/health',
      schema: z.object({ status: z.string() }),
      authenticated: false,
    });
    expect(fake.calls[0]?.headers.has('x-api-key')).toBe(false);
    expect(fake.calls[0]?.url).toBe('/health');
  });

  it('sends no key header when there is no key', async () => {
    configureClient({ getApiKey: () => null });
    const fake = use(() => json({ id: 'p1' }));
    await request({ path: '/v1/products/p1', schema: itemSchema });
    expect(fake.calls[0]?.headers.has('x-api-key')).toBe(false);
  });

  it('writes: JSON body, Content-Type and the Idempotency-Key when given', async () => {
    const fake = use(() => json({ id: 'p9' }, { status: 201 }));
    const key = newIdempotencyKey();
    await request({
      method: 'POST',
      path: '/v1/products',
      body: { name: 'A' },
      schema: itemSchema,
      idempotencyKey: key,
    });
    const call = fake.calls[0];
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ name: 'A' });
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('idempotency-key')).toBe(key);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('no Idempotency-Key when none is given, when turned off, or on a GET', async () => {
    const fake = use(() => json({ id: 'p9' }));
    await request({ method: 'PUT', path: '/v1/products/p9', body: {}, schema: itemSchema });
    await request({
      method: 'GET',
      path: '/v1/products/p9',
      schema: itemSchema,
      idempotencyKey: 'k-get',
    });
    configureClient({ sendIdempotencyKey: false });
    await request({
      method: 'PUT',
      path: '/v1/products/p9',
      body: {},
      schema: itemSchema,
      idempotencyKey: 'k-1',
    });
    expect(fake.calls.map((c) => c.headers.has('idempotency-key'))).toEqual([false, false, false]);
  });

  it('resolves fetch at call time (the global one by default) and calls it without a `this`', async () => {
    const seen: unknown[] = [];
    function strictFetch(this: unknown): Promise<Response> {
      seen.push(this);
      if (this !== undefined && this !== globalThis)
        return Promise.reject(new TypeError('Illegal invocation'));
      return Promise.resolve(json({ id: 'g1' }));
    }
    vi.stubGlobal('fetch', strictFetch);
    expect(await request({ path: '/v1/products/g1', schema: itemSchema })).toEqual({ id: 'g1' });
    configureClient({ fetch: strictFetch });
    expect(await request({ path: '/v1/products/g1', schema: itemSchema })).toEqual({ id: 'g1' });
    expect(seen).toEqual([undefined, undefined]);
  });

  it('configureClient merges; resetClient returns to the defaults', () => {
    configureClient({ timeoutMs: 5 });
    configureClient({ baseUrl: 'https://x.test' });
    expect(getClientSettings().timeoutMs).toBe(5);
    expect(getClientSettings().baseUrl).toBe('https://x.test');
    resetClient();
    const s = getClientSettings();
    expect([s.baseUrl, s.timeoutMs, s.sendIdempotencyKey, s.getApiKey()]).toEqual([
      '',
      20000,
      true,
      null,
    ]);
  });
});

describe('request: error bodies', () => {
  interface Case {
    name: string;
    response: () => Response;
    status: number;
    code: string;
    message: string;
    fieldErrors?: Record<string, string>;
  }
  const cases: Case[] = [
    {
      name: "the contract's shape",
      response: () =>
        json(
          {
            code: 'validation_failed',
            message: '2 fields are invalid',
            details: [
              { path: 'items.0.quantity', message: 'must be greater than 0' },
              { path: 'items.0.quantity', message: 'second message loses' },
              { path: 'customer_id', message: 'is required' },
            ],
          },
          { status: 422 },
        ),
      status: 422,
      code: 'validation_failed',
      message: '2 fields are invalid',
      fieldErrors: { 'items.0.quantity': 'must be greater than 0', customer_id: 'is required' },
    },
    {
      name: '{ message }',
      response: () => json({ message: 'Order already invoiced' }, { status: 409 }),
      status: 409,
      code: 'http_409',
      message: 'Order already invoiced',
    },
    {
      name: '{ error: "text" }',
      response: () => json({ error: 'Insufficient stock for p1' }, { status: 409 }),
      status: 409,
      code: 'http_409',
      message: 'Insufficient stock for p1',
    },
    {
      name: '{ error: "a_code" }',
      response: () => json({ error: 'invalid_token' }, { status: 400 }),
      status: 400,
      code: 'invalid_token',
      message: 'The server answered 400 Bad Request',
    },
    {
      name: '{ error: { code, message, details } }',
      response: () =>
        json(
          {
            error: {
              code: 'not_found',
              message: 'No such order',
              details: [{ path: 'id', message: 'unknown' }],
            },
          },
          { status: 404 },
        ),
      status: 404,
      code: 'not_found',
      message: 'No such order',
      fieldErrors: { id: 'unknown' },
    },
    {
      name: '{ errors: [strings] }',
      response: () => json({ errors: ['Name is taken', 'SKU is taken'] }, { status: 400 }),
      status: 400,
      code: 'http_400',
      message: 'Name is taken; SKU is taken',
      fieldErrors: {},
    },
    {
      name: '{ errors: [{ field | path | loc, message | msg }] }',
      response: () =>
        json(
          {
            errors: [
              { field: 'items[2].unit_price', message: 'must be positive' },
              { path: ['shipment', 'ship_to', 'city'], message: 'is required' },
              { loc: ['body', 'email'], msg: 'not an email' },
              { pointer: '/movements/3/quantity', message: 'too many decimals' },
            ],
          },
          { status: 422 },
        ),
      status: 422,
      code: 'http_422',
      message:
        'items.2.unit_price: must be positive; shipment.ship_to.city: is required; email: not an email (+1 more)',
      fieldErrors: {
        'items.2.unit_price': 'must be positive',
        'shipment.ship_to.city': 'is required',
        email: 'not an email',
        'movements.3.quantity': 'too many decimals',
      },
    },
    {
      name: '{ errors: { field: [messages] } }',
      response: () =>
        json(
          { message: 'Invalid', errors: { email: ['is invalid', 'x'], phone_number: 'digits' } },
          { status: 422 },
        ),
      status: 422,
      code: 'http_422',
      message: 'Invalid',
      fieldErrors: { email: 'is invalid', phone_number: 'digits' },
    },
    {
      name: 'problem+json { title, detail }',
      response: () =>
        new Response(
          JSON.stringify({ title: 'Conflict', detail: 'Shipment already in that status' }),
          {
            status: 409,
            headers: { 'Content-Type': 'application/problem+json' },
          },
        ),
      status: 409,
      code: 'http_409',
      message: 'Shipment already in that status',
    },
    {
      name: 'plain text (first line only)',
      response: () =>
        new Response('Database unavailable\n    at Pool.connect (db.js:10)', { status: 500 }),
      status: 500,
      code: 'http_500',
      message: 'Database unavailable',
    },
    {
      name: 'HTML from a proxy',
      response: () =>
        new Response(
          '<html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1></body></html>',
          {
            status: 502,
            headers: { 'Content-Type': 'text/html' },
          },
        ),
      status: 502,
      code: 'http_502',
      message: 'The server answered 502 Bad Gateway',
    },
    {
      name: 'HTML sent as text/plain',
      response: () => new Response('<!DOCTYPE html><p>Service down</p>', { status: 503 }),
      status: 503,
      code: 'http_503',
      message: 'The server answered 503 Service Unavailable',
    },
    {
      name: 'JSON whose message is markup',
      response: () => json({ message: '<b>boom</b>' }, { status: 500 }),
      status: 500,
      code: 'http_500',
      message: 'The server answered 500 Internal Server Error',
    },
    {
      name: 'an empty body',
      response: () => new Response(null, { status: 504 }),
      status: 504,
      code: 'http_504',
      message: 'The server answered 504 Gateway Timeout',
    },
    {
      name: 'an empty body with the status text of the server',
      response: () => new Response('', { status: 500, statusText: 'Kaboom' }),
      status: 500,
      code: 'http_500',
      message: 'The server answered 500 Kaboom',
    },
    {
      name: 'invalid JSON',
      response: () =>
        new Response('{"code": "conflict", "mess', {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
      status: 409,
      code: 'http_409',
      message: 'The server answered 409 Conflict',
    },
    {
      name: 'a JSON string',
      response: () => json('Too many requests, slow down', { status: 429 }),
      status: 429,
      code: 'http_429',
      message: 'Too many requests, slow down',
    },
    {
      name: 'JSON null',
      response: () => json(null, { status: 500 }),
      status: 500,
      code: 'http_500',
      message: 'The server answered 500 Internal Server Error',
    },
    {
      name: 'an unknown status with no reason',
      response: () => new Response('', { status: 599 }),
      status: 599,
      code: 'http_599',
      message: 'The server answered 599',
    },
  ];

  it.each(cases)('$name', async (c) => {
    use(() => c.response());
    const e = await failure(request({ path: '/v1/orders/o1', schema: itemSchema }));
    expect(e).toBeInstanceOf(ApiError);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(e.status).toBe(c.status);
    expect(e.code).toBe(c.code);
    expect(e.message).toBe(c.message);
    expect(e.message).not.toMatch(/[<>]/);
    if (c.fieldErrors) expect(e.fieldErrors).toEqual(c.fieldErrors);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps every detail in order, and a long message is cut', async () => {
    use(() =>
      json(
        {
          code: 'validation_failed',
          message: 'x'.repeat(1000),
          details: [
            { path: 'a', message: '1' },
            { path: 'a', message: '2' },
          ],
        },
        { status: 422 },
      ),
    );
    const e = await failure(request({ path: '/v1/orders/o1', schema: itemSchema }));
    expect(e.details).toEqual([
      { path: 'a', message: '1' },
      { path: 'a', message: '2' },
    ]);
    expect(e.fieldErrors).toEqual({ a: '1' });
    expect(e.message.length).toBeLessThanOrEqual(300);
  });

  it('reads Retry-After in seconds and as an HTTP date', async () => {
    use(() =>
      json(
        { code: 'rate_limited', message: 'slow down' },
        { status: 429, headers: { 'Retry-After': '7' } },
      ),
    );
    const e1 = await failure(request({ path: '/v1/orders/o1', schema: itemSchema }));
    expect([e1.code, e1.retryAfter]).toEqual(['rate_limited', 7]);

    const at = new Date(Date.now() + 12_000).toUTCString();
    use(() => new Response('', { status: 503, headers: { 'Retry-After': at } }));
    const e2 = await failure(request({ path: '/v1/orders/o1', schema: itemSchema }));
    expect(e2.retryAfter).toBeGreaterThanOrEqual(10);
    expect(e2.retryAfter).toBeLessThanOrEqual(13);

    use(() => new Response('', { status: 503, headers: { 'Retry-After': 'soon' } }));
    expect(
      (await failure(request({ path: '/v1/orders/o1', schema: itemSchema }))).retryAfter,
    ).toBeNull();
  });
});

describe('request: 401', () => {
  it('on /v1 calls onUnauthorized once, then throws', async () => {
    use(() => json({ code: 'unauthorized', message: 'Unknown API key' }, { status: 401 }));
    const e = await failure(request({ path: '/v1/orders/o1', schema: itemSchema }));
    expect(e.isUnauthorized).toBe(true);
    expect(e.code).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a throwing onUnauthorized does not hide the error', async () => {
    configureClient({
      onUnauthorized: () => {
        throw new Error('listener broke');
      },
    });
    use(() => new Response('', { status: 401 }));
    const e = await failure(request({ path: '/v1/orders/o1', schema: itemSchema }));
    expect(e.status).toBe(401);
  });

  it('not for a route that is not authenticated (the health check), nor for a 403', async () => {
    use(() => new Response('', { status: 401 }));
    await failure(request({ path: '/health', schema: itemSchema, authenticated: false }));
    use(() => new Response('', { status: 403 }));
    await failure(request({ path: '/v1/orders/o1', schema: itemSchema }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('request: no answer', () => {
  it('a network failure is ApiError network_error, status 0', async () => {
    use(() => Promise.reject(new TypeError('Failed to fetch')));
    const e = await failure(
      request({ method: 'POST', path: '/v1/orders', body: {}, schema: itemSchema }),
    );
    expect([e.status, e.code, e.isNetwork, e.maybeApplied]).toEqual([
      0,
      'network_error',
      true,
      true,
    ]);
    expect(e.message).toBe('Could not reach the server. Check the connection and try again.');
    use(() => Promise.reject(new TypeError('Failed to fetch')));
    const read = await failure(request({ path: '/v1/orders/o1', schema: itemSchema }));
    expect(read.maybeApplied).toBe(false);
  });

  it('a timeout is ApiError timeout (fetch honours the signal)', async () => {
    const fake = use(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
        }),
    );
    const e = await failure(request({ path: '/v1/orders/o1', schema: itemSchema, timeoutMs: 20 }));
    expect([e.status, e.code, e.isNetwork, e.isTimeout]).toEqual([0, 'timeout', true, true]);
    expect(fake.calls[0]?.signal?.aborted).toBe(true);
  });

  it('a timeout is ApiError timeout (fetch ignores the signal), with the configured timeout', async () => {
    configureClient({ timeoutMs: 20 });
    use(() => new Promise<Response>(() => undefined));
    const e = await failure(
      request({ method: 'PUT', path: '/v1/products/p1', body: {}, schema: itemSchema }),
    );
    expect(e.code).toBe('timeout');
    expect(e.maybeApplied).toBe(true);
  });

  it('a body that never ends times out too', async () => {
    use(() => new Response(new ReadableStream({ start() {} }), { status: 200 }));
    const e = await failure(request({ path: '/v1/orders/o1', schema: itemSchema, timeoutMs: 20 }));
    expect(e.code).toBe('timeout');
  });

  it("the caller's abort rethrows the AbortError untouched", async () => {
    const caller = new AbortController();
    const fake = use(
      (call) =>
        new Promise<Response>((_, reject) => {
          call.signal?.addEventListener('abort', () => reject(call.signal?.reason));
        }),
    );
    const p = request({ path: '/v1/orders/o1', schema: itemSchema, signal: caller.signal });
    caller.abort();
    const err: unknown = await p.catch((e: unknown) => e);
    expect(isApiError(err)).toBe(false);
    expect(err).toBe(caller.signal.reason);
    expect(err instanceof DOMException && err.name).toBe('AbortError');
    expect(fake.calls[0]?.signal?.aborted).toBe(true);
  });

  it('a custom abort reason is rethrown as is, even if fetch ignores the signal', async () => {
    const caller = new AbortController();
    use(() => new Promise<Response>(() => undefined));
    const p = request({ path: '/v1/orders/o1', schema: itemSchema, signal: caller.signal });
    const reason = new Error('navigated away');
    caller.abort(reason);
    await expect(p).rejects.toBe(reason);
  });

  it('an already aborted signal does not call fetch', async () => {
    const fake = use(() => json({ id: 'x' }));
    const caller = new AbortController();
    caller.abort();
    const err: unknown = await request({
      path: '/v1/orders/o1',
      schema: itemSchema,
      signal: caller.signal,
    }).catch((e: unknown) => e);
    expect(err instanceof DOMException && err.name).toBe('AbortError');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('request: answers that do not match', () => {
  it('names the first failing path', async () => {
    use(() =>
      json({
        items: [
          { id: 'a', price: 1 },
          { id: 'b', price: '2' },
        ],
      }),
    );
    const e = await failure(
      request({ method: 'POST', path: '/v1/products/search', body: {}, schema: pageSchema }),
    );
    expect(e.code).toBe('invalid_response');
    expect(e.status).toBe(200);
    expect(e.message).toBe('Unexpected response: items.1.price: expected number');
    expect(e.fieldErrors).toEqual({});
  });

  it('a missing required field, a non-object, a non-JSON body', async () => {
    use(() => json({ price: 1 }));
    expect((await failure(request({ path: '/v1/products/p', schema: itemSchema }))).message).toBe(
      'Unexpected response: id: expected string',
    );
    use(() => json([1, 2]));
    expect((await failure(request({ path: '/v1/products/p', schema: itemSchema }))).message).toBe(
      'Unexpected response: expected object',
    );
    use(
      () =>
        new Response('<!doctype html><html></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    expect((await failure(request({ path: '/v1/products/p', schema: itemSchema }))).message).toBe(
      'Unexpected response: the body is not JSON',
    );
    use(() => new Response(null, { status: 200 }));
    expect((await failure(request({ path: '/v1/products/p', schema: itemSchema }))).message).toBe(
      'Unexpected response: expected object',
    );
  });

  it('an empty 2xx answer is fine when the schema allows it', async () => {
    use(() => new Response(null, { status: 204 }));
    await expect(
      request({ method: 'PUT', path: '/v1/x', body: {}, schema: z.undefined() }),
    ).resolves.toBeUndefined();
  });

  it('a write whose answer cannot be read may have been applied', async () => {
    use(() => json({ nope: true }, { status: 201 }));
    const e = await failure(
      request({ method: 'POST', path: '/v1/orders', body: {}, schema: itemSchema }),
    );
    expect(e.maybeApplied).toBe(true);
  });
});

describe('the API key never appears in an error', () => {
  const echo = `key ${KEY} was refused`;
  const handlers: [string, FakeHandler][] = [
    ['message', () => json({ code: 'unauthorized', message: echo }, { status: 401 })],
    [
      'details',
      () =>
        json(
          { code: 'validation_failed', message: 'bad', details: [{ path: KEY, message: echo }] },
          { status: 422 },
        ),
    ],
    ['{ error }', () => json({ error: echo }, { status: 403 })],
    ['{ errors }', () => json({ errors: [echo, { field: 'x', message: echo }] }, { status: 400 })],
    ['plain text', () => new Response(echo, { status: 500 })],
    [
      'a long text cut in the middle of the key',
      () => new Response(`${'x'.repeat(290)}${KEY}`, { status: 500 }),
    ],
    ['status text', () => new Response('', { status: 500, statusText: `bad ${KEY}` })],
    ['a code', () => json({ code: KEY, error: { code: KEY }, message: 'm' }, { status: 400 })],
    ['an unreadable answer', () => json({ items: [{ id: 'a', [KEY]: 1, price: KEY }] })],
    [
      'a network failure',
      () => Promise.reject(new TypeError(`request with X-Api-Key: ${KEY} failed`)),
    ],
  ];

  it.each(handlers)('%s', async (_name, handler) => {
    use(handler);
    const e = await failure(
      request({ method: 'POST', path: '/v1/products/search', body: {}, schema: pageSchema }),
    );
    expect(visible(e)).not.toContain(KEY);
    expect(visible(e)).not.toMatch(/x-api-key/i);
  });
});

describe('callRoute: the route decides', () => {
  /** A route of the table's shape; each test changes what it checks. */
  function spec<Req extends z.ZodMiniType | null>(
    request: Req,
    over: Partial<Omit<RouteSpec, 'request' | 'response'>> = {},
  ): RouteSpec<Req, typeof itemSchema> {
    return route({
      method: 'GET',
      path: '/v1/things/{id}',
      params: ['id'],
      summary: 'test route',
      pathSource: 'contract',
      successStatus: 200,
      errorStatuses: [],
      idempotent: false,
      authenticated: true,
      read: true,
      ...over,
      request,
      response: itemSchema,
    });
  }
  const bodySchema = z.object({ name: z.string() });

  it('method and path from the route, parameters encoded as one segment each', async () => {
    const fake = use(() => json({ id: 'x' }));
    const invoice = spec(bodySchema, {
      method: 'POST',
      path: '/v1/orders/{id}/lines/{line}',
      params: ['id', 'line'],
    });
    await callRoute(invoice, { params: { id: 'a/b', line: '7 8' }, body: { name: 'n' } });
    expect(fake.calls[0]?.method).toBe('POST');
    expect(fake.calls[0]?.url).toBe('/v1/orders/a%2Fb/lines/7%208');
    expect(fake.calls[0]?.body).toEqual({ name: 'n' });
  });

  it('a missing or empty path parameter rejects before anything is sent', async () => {
    const fake = use(() => json({ id: 'x' }));
    const read = spec(null);
    await expect(callRoute(read, { params: { id: '' } })).rejects.toThrow(TypeError);
    await expect(callRoute(read, {})).rejects.toThrow('missing path parameter id');
    expect(fake.calls).toHaveLength(0);
  });

  it('the Idempotency-Key only on an idempotent route', async () => {
    const fake = use(() => json({ id: 'x' }));
    const write = spec(bodySchema, { method: 'PUT', idempotent: true });
    const search = spec(bodySchema, { method: 'POST', idempotent: false });
    await callRoute(write, { params: { id: '1' }, body: { name: 'a' }, idempotencyKey: 'k-1' });
    await callRoute(search, { params: { id: '1' }, body: { name: 'a' }, idempotencyKey: 'k-2' });
    expect(fake.calls.map((c) => c.headers.get('idempotency-key'))).toEqual(['k-1', null]);
  });

  it('the key (and the 401 that ends the session) only on an authenticated route, whatever its path', async () => {
    const fake = use(() => new Response('', { status: 401 }));
    const open = spec(null, { path: '/v1/open/{id}', authenticated: false });
    const closed = spec(null, { path: '/elsewhere/{id}', authenticated: true });
    await failure(callRoute(open, { params: { id: '1' } }));
    expect(onUnauthorized).not.toHaveBeenCalled();
    await failure(callRoute(closed, { params: { id: '1' } }));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fake.calls.map((c) => c.headers.get('x-api-key'))).toEqual([null, KEY]);
  });

  it('a candidate key without notifying the session; the answer parsed with the route schema', async () => {
    const fake = use(() => json({ id: 'x', price: 2, extra: 1 }));
    const read = spec(null);
    const out = await callRoute(read, {
      params: { id: '1' },
      apiKey: 'candidate',
      notifyUnauthorized: false,
    });
    expect(out).toEqual({ id: 'x', price: 2 });
    expect(fake.calls[0]?.headers.get('x-api-key')).toBe('candidate');
    use(() => json({ price: 2 }));
    expect((await failure(callRoute(read, { params: { id: '1' } }))).code).toBe('invalid_response');
    use(() => new Response('', { status: 401 }));
    await failure(callRoute(read, { params: { id: '1' }, notifyUnauthorized: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
