// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createSandboxApp } from './app.ts';
import { sandboxFetch } from './testing.ts';

describe('sandboxFetch under jsdom (as the console component tests use it)', () => {
  it('accepts the environment AbortController and relative URLs', async () => {
    const app = createSandboxApp({ seedProducts: 5, latencyMs: 100, apiKeys: {}, corsOrigins: [] });
    const f = sandboxFetch(app);
    const ok = await f('/v1/products/search', {
      method: 'POST',
      headers: { 'X-Api-Key': 'demo-key', 'Content-Type': 'application/json' },
      body: '{}',
      signal: new AbortController().signal,
    });
    expect(ok.status).toBe(200);
    const controller = new AbortController();
    const pending = f('/v1/products/search', {
      method: 'POST',
      headers: { 'X-Api-Key': 'demo-key', 'Content-Type': 'application/json' },
      body: '{}',
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
