import { describe, expect, it } from 'vitest';
import { contactSchema, healthReportSchema } from '../src/api/schemas/index.ts';
import { createSandboxApp } from './app.ts';
import { sandboxFetch } from './testing.ts';

describe('sandboxFetch', () => {
  const app = createSandboxApp({ seedProducts: 10, apiKeys: {}, corsOrigins: [] });

  it('routes relative and absolute URLs, and Request objects, into the app', async () => {
    const f = sandboxFetch(app);
    const health = await f('/health');
    expect(healthReportSchema.parse(await health.json()).status).toBe('ok');
    const absolute = await f(new URL('http://localhost/health'));
    expect(absolute.status).toBe(200);
    const created = await f(
      new Request('http://localhost/v1/contacts', {
        method: 'POST',
        headers: { 'X-Api-Key': 'demo-key', 'Content-Type': 'application/json' },
        body: JSON.stringify({ first_name: 'Ana' }),
      }),
    );
    expect(created.status).toBe(201);
    expect(contactSchema.parse(await created.json()).first_name).toBe('Ana');
    const unauthorized = await f('/v1/products/x');
    expect(unauthorized.status).toBe(401);
  });

  it('resolves relative URLs against the given origin (so CORS applies to it)', async () => {
    const f = sandboxFetch(app, 'http://localhost:5173');
    const res = await f('/health', { headers: { Origin: 'http://localhost:5173' } });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('honours an AbortSignal', async () => {
    const slow = createSandboxApp({
      seedProducts: 5,
      latencyMs: 200,
      apiKeys: {},
      corsOrigins: [],
    });
    const f = sandboxFetch(slow);
    const controller = new AbortController();
    const pending = f('/v1/products/search', {
      method: 'POST',
      headers: { 'X-Api-Key': 'demo-key', 'Content-Type': 'application/json' },
      body: '{}',
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    const already = new AbortController();
    already.abort();
    await expect(f('/health', { signal: already.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
