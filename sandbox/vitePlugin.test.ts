import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import type { Connect } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthReportSchema, productSearchPageSchema } from '../src/api/schemas/index.ts';
import { createSandbox } from './app.ts';
import type { SandboxOptions } from './app.ts';
import {
  isSandboxPath,
  loadSandboxModule,
  mountSandbox,
  SANDBOX_ENTRY,
  sandboxPlugin,
} from './vitePlugin.ts';
import type { LoadedSandboxModule, ServerLike } from './vitePlugin.ts';

const root = join(import.meta.dirname, '..');

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
    register: (server: ServerLike) => void,
    extra: Partial<ServerLike> = {},
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
    register({
      middlewares: { use: (handler) => stack.push(handler) },
      httpServer: http,
      ...extra,
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    servers.push(http);
    return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }

  it("serves /health and /v1 from the sandbox (loaded by Vite's module runner) and lets other paths fall through to Vite", async () => {
    const base = await start((server) => mountSandbox(server));
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

describe('loading the sandbox in the running server', () => {
  const servers: { close(): void }[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) server.close();
  });

  /** A loader over the real sandbox that counts loads and creations, and fails its first n loads. */
  function countingLoader(failures = 0) {
    const counts = { loads: 0, created: 0 };
    let failing = failures;
    const load = (): Promise<LoadedSandboxModule> => {
      counts.loads += 1;
      if (failing > 0) {
        failing -= 1;
        return Promise.reject(new Error('syntax error in the sandbox'));
      }
      return Promise.resolve({
        module: {
          createSandbox: (input?: SandboxOptions) => {
            counts.created += 1;
            return createSandbox({ seedProducts: 5, ...input });
          },
        },
        files: [SANDBOX_ENTRY, join(root, 'sandbox/http.ts')],
      });
    };
    return { counts, load };
  }

  /** Vite's logger, as far as the plugin uses it, keeping what it is told. */
  function logger() {
    const info: string[] = [];
    const errors: string[] = [];
    return {
      info,
      errors,
      config: {
        logger: { info: (msg: string) => info.push(msg), error: (msg: string) => errors.push(msg) },
      },
    };
  }

  /** A minimal middleware server (no Vite) with the sandbox mounted by the given loader. */
  async function serve(
    load: () => Promise<LoadedSandboxModule>,
    extra: Partial<ServerLike> = {},
  ): Promise<string> {
    const stack: Connect.NextHandleFunction[] = [];
    const http = createServer((req, res) => {
      const handler = stack[0];
      if (!handler) return;
      // Node's own request and response, as Connect's types describe them under other names.
      // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment
      handler(req, res, (error?: unknown) => {
        res.statusCode = error ? 599 : 418;
        res.end(error instanceof Error ? error.message : error ? 'error' : 'vite');
      });
    });
    mountSandbox({ middlewares: { use: (h) => stack.push(h) }, httpServer: http, ...extra }, load);
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    servers.push(http);
    return `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  }

  it('loads it once the server listens, in the background, and only once', async () => {
    const { counts, load } = countingLoader();
    const base = await serve(load);
    await vi.waitFor(() => expect(counts).toEqual({ loads: 1, created: 1 }), {
      timeout: 10_000,
    });
    expect((await fetch(`${base}/products`)).status).toBe(418);
    const answers = await Promise.all([fetch(`${base}/health`), fetch(`${base}/v1/nothing`)]);
    expect(answers.map((a) => a.status)).toEqual([200, 401]);
    expect(counts).toEqual({ loads: 1, created: 1 });
  });

  it('loads it at the first API request when that comes first, and never for other paths', async () => {
    const { counts, load } = countingLoader();
    // A server whose 'listening' is never heard: only requests can start the load.
    const base = await serve(load, { httpServer: { once: () => undefined } });
    expect((await fetch(`${base}/products`)).status).toBe(418);
    expect(counts).toEqual({ loads: 0, created: 0 });
    const answers = await Promise.all([fetch(`${base}/health`), fetch(`${base}/health`)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(counts).toEqual({ loads: 1, created: 1 });
  });

  it('says when a load fails, passes a failed load to Vite, and tries again at the next request', async () => {
    const { counts, load } = countingLoader(2);
    const log = logger();
    const base = await serve(load, { config: log.config });
    await vi.waitFor(
      () =>
        expect(log.errors).toEqual([
          '  sandbox could not load (tried again at the next API request): syntax error in the sandbox',
        ]),
      { timeout: 10_000 },
    );
    const failed = await fetch(`${base}/health`);
    expect(failed.status).toBe(599);
    expect(await failed.text()).toContain('syntax error in the sandbox');
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(counts).toEqual({ loads: 3, created: 1 });
  });

  it('in the dev server, reloads the sandbox after a change to one of its files, and only then', async () => {
    const { counts, load } = countingLoader();
    const watched: string[] = [];
    let changed: ((file: string) => void) | undefined;
    const log = logger();
    const base = await serve(load, {
      watcher: {
        add: (paths) => watched.push(...paths),
        on: (_event, listener) => (changed = listener),
      },
      config: log.config,
    });
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(watched).toContain(SANDBOX_ENTRY);
    changed?.(join(root, 'src/app/App.tsx')); // not the sandbox's
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(counts.loads).toBe(1);
    expect(log.info).toEqual([]);
    changed?.(join(root, 'sandbox/http.ts'));
    expect(log.info).toEqual(['  sandbox code changed: it reloads at the next API request']);
    expect(counts.loads).toBe(1);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect(counts).toEqual({ loads: 2, created: 2 });
  });

  it('loadSandboxModule runs sandbox/app.ts through the module runner and lists its files', async () => {
    const { module, files } = await loadSandboxModule();
    expect(typeof module.createSandbox).toBe('function');
    const names = files.map((f) => relative(root, f).replaceAll('\\', '/'));
    expect(names).toEqual(
      expect.arrayContaining(['sandbox/app.ts', 'sandbox/seed.ts', 'src/domain/totals.ts']),
    );
    expect(names.some((n) => n.startsWith('node_modules/'))).toBe(false);
  });
});

describe('vite.config.ts', () => {
  it('loads from a graph of four files, with no warning', async () => {
    const warnings: string[] = [];
    const logger = createLogger('info');
    logger.warn = (msg) => warnings.push(msg);
    logger.warnOnce = (msg) => warnings.push(msg);
    const loaded = await loadConfigFromFile(
      { command: 'serve', mode: 'development' },
      join(root, 'vite.config.ts'),
      root,
      'info',
      logger,
    );
    expect(warnings).toEqual([]);
    const files = (loaded?.dependencies ?? []).map((f) => relative(root, f).replaceAll('\\', '/'));
    expect(files.sort()).toEqual([
      'sandbox/hints.ts',
      'sandbox/options.ts',
      'sandbox/vitePlugin.ts',
      'vite.config.ts',
    ]);
  });
});
