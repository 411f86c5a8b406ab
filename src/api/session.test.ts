import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureClient, fetchStaticText, resetClient, startStaticTextRead } from './client';
import { isApiError } from './errors';
import { verifyApiKey } from './session';
import { fakeFetch, json } from './testFetch';

const onUnauthorized = vi.fn<() => void>();

beforeEach(() => {
  resetClient();
  onUnauthorized.mockReset();
  configureClient({ getApiKey: () => 'session-key', onUnauthorized });
});
afterEach(() => resetClient());

describe('verifyApiKey', () => {
  it('sends the candidate key (not the session one) on a one-item search', async () => {
    const fake = fakeFetch(() =>
      json({ items: [], total_items: 0, page: 1, page_size: 1, total_pages: 0 }),
    );
    configureClient({ fetch: fake.fetch });
    await expect(verifyApiKey('candidate-key')).resolves.toBeUndefined();
    const call = fake.calls[0];
    expect(call?.url).toBe('/v1/products/search');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ page: 1, page_size: 1 });
    expect(call?.headers.get('x-api-key')).toBe('candidate-key');
  });

  it('a refused key rejects with isUnauthorized, without ending any session, and without the key in the message', async () => {
    const fake = fakeFetch(() =>
      json({ code: 'unauthorized', message: 'Unknown key candidate-key' }, { status: 401 }),
    );
    configureClient({ fetch: fake.fetch });
    const e: unknown = await verifyApiKey('candidate-key').catch((x: unknown) => x);
    expect(isApiError(e) && e.isUnauthorized).toBe(true);
    expect(isApiError(e) && e.message).toBe('Unknown key [redacted]');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('an unreachable server is a network error', async () => {
    configureClient({
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fetch,
    });
    const e: unknown = await verifyApiKey('k').catch((x: unknown) => x);
    expect(isApiError(e) && e.code).toBe('network_error');
  });
});

describe('fetchStaticText', () => {
  it('returns status and text, without the key, bypassing the cache', async () => {
    const seen: RequestInit[] = [];
    configureClient({
      fetch: (_url, init) => {
        seen.push(init ?? {});
        return Promise.resolve(new Response('{"a":1}', { status: 200 }));
      },
    });
    expect(await fetchStaticText('/config.json')).toEqual({ status: 200, text: '{"a":1}' });
    expect(new Headers(seen[0]?.headers).has('x-api-key')).toBe(false);
    expect(seen[0]?.cache).toBe('no-store');
  });

  it('a 404 is an answer, not an error', async () => {
    configureClient({ fetch: fakeFetch(() => new Response('nope', { status: 404 })).fetch });
    expect(await fetchStaticText('/config.json')).toEqual({ status: 404, text: 'nope' });
  });

  it('a network failure and a timeout reject with an ApiError naming the file', async () => {
    configureClient({
      fetch: fakeFetch(() => Promise.reject(new TypeError('Failed to fetch'))).fetch,
    });
    const e1: unknown = await fetchStaticText('/config.json').catch((x: unknown) => x);
    expect(isApiError(e1) && [e1.code, e1.message]).toEqual([
      'network_error',
      '/config.json could not be fetched',
    ]);
    configureClient({ fetch: fakeFetch(() => new Promise<Response>(() => undefined)).fetch });
    const e2: unknown = await fetchStaticText('/config.json', 20).catch((x: unknown) => x);
    expect(isApiError(e2) && e2.code).toBe('timeout');
  });

  it('takes the read bootStart.ts started of the same file, once, with the same errors', async () => {
    const client = vi.fn(() => Promise.resolve(new Response('{"b":2}', { status: 200 })));
    configureClient({ fetch: client });
    const early = vi.fn(() => Promise.resolve(new Response('{"a":1}', { status: 200 })));
    vi.stubGlobal('fetch', early);
    try {
      startStaticTextRead('/config.json');
      // Bypassing the HTTP cache, as fetchStaticText's own read does.
      expect(early).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
      expect(await fetchStaticText('/other.json')).toEqual({ status: 200, text: '{"b":2}' });
      expect(await fetchStaticText('/config.json')).toEqual({ status: 200, text: '{"a":1}' });
      expect(client).toHaveBeenCalledTimes(1);
      // A second read (the error page's retry) asks the server again.
      expect(await fetchStaticText('/config.json')).toEqual({ status: 200, text: '{"b":2}' });

      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      startStaticTextRead('/config.json');
      // A turn of the event loop, in which an unhandled rejection would be reported.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const e: unknown = await fetchStaticText('/config.json').catch((x: unknown) => x);
      expect(isApiError(e) && e.code).toBe('network_error');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
