import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connect } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { healthReportSchema, productSearchPageSchema } from '../src/api/schemas';
import { isSandboxPath, mountSandbox, sandboxPlugin } from './vitePlugin';

describe('isSandboxPath', () => {
  it.each([
    ['/v1/products', true],
    ['/v1/orders/abc/invoice?x=1', true],
    ['/health', true],
    ['/health?probe=1', true],
    ['/healthz', false],
    ['/v1', false],
    ['/v10/x', false],
    ['/', false],
    ['/products', false],
    ['/assets/v1/app.js', false],
    [undefined, false],
  ])('%s -> %s', (url, expected) => {
    expect(isSandboxPath(url)).toBe(expected);
  });
});

describe('sandboxPlugin', () => {
  const servers: { close(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
    delete process.env.SANDBOX_DISABLED;
  });

  /** A stand-in for Vite's server: a middleware stack whose end answers 418 "vite". */
  async function start(
    register: (server: Parameters<typeof mountSandbox>[0]) => void,
  ): Promise<string> {
    const stack: Connect.NextHandleFunction[] = [];
    const http = createServer((req: IncomingMessage, res: ServerResponse) => {
      const run = (i: number): void => {
        const handler = stack[i];
        if (!handler) {
          res.statusCode = 418;
          res.end('vite');
          return;
        }
        // connect declares its request as a class of its own; Vite hands it node's request, as here.
        // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
        handler(req, res, (error?: unknown) => {
          if (error) {
            res.statusCode = 599;
            res.end(error instanceof Error ? error.message : JSON.stringify(error));
          } else run(i + 1);
        });
      };
      run(0);
    });
    register({ middlewares: { use: (handler) => stack.push(handler) }, httpServer: http });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    servers.push(http);
    return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }

  it('serves /health and /v1 from the sandbox and lets other paths fall through to Vite', async () => {
    const base = await start(mountSandbox);
    const health = await fetch(`${base}/health?x=1`);
    expect(health.status).toBe(200);
    expect(healthReportSchema.parse(await health.json()).environment).toBe('sandbox');
    const search = await fetch(`${base}/v1/products/search`, {
      method: 'POST',
      headers: { 'X-Api-Key': 'demo-key', 'Content-Type': 'application/json' },
      body: JSON.stringify({ page_size: 3 }),
    });
    expect(search.status).toBe(200);
    expect(productSearchPageSchema.parse(await search.json()).items).toHaveLength(3);
    const page = await fetch(`${base}/products?q=1`);
    expect(page.status).toBe(418);
    expect(await page.text()).toBe('vite');
  });

  it('mounts in both the dev server and the preview server hooks, unless SANDBOX_DISABLED=1', async () => {
    const plugin = sandboxPlugin();
    expect(plugin.name).toBe('commerce-sandbox');
    expect(typeof plugin.configureServer).toBe('function');
    expect(typeof plugin.configurePreviewServer).toBe('function');
    let mounted = 0;
    const fake = { middlewares: { use: () => (mounted += 1) }, httpServer: null };
    const hook = (h: unknown): ((server: typeof fake) => void) =>
      h as (server: typeof fake) => void;
    hook(plugin.configureServer)(fake);
    hook(plugin.configurePreviewServer)(fake);
    expect(mounted).toBe(2);
    process.env.SANDBOX_DISABLED = '1';
    hook(plugin.configureServer)(fake);
    hook(plugin.configurePreviewServer)(fake);
    expect(mounted).toBe(2);
  });
});
