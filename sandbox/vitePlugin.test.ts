import { readFileSync } from 'node:fs';
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
import { DEFAULT_DATA_FILE, resolveOptions } from './options.ts';
import {
  apiDocsMiddleware,
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
    ['/openapi.json', true],
    ['/openapi.json?x=1', true],
    ['/openapi.jsonx', false],
    ['/__sandbox/reset', true],
    ['/docs/', false],
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
    expect(mounted).toBe(4); // the API reference page and the sandbox, in each
    process.env.SANDBOX_DISABLED = '1';
    hook(plugin.configureServer)(fake);
    hook(plugin.configurePreviewServer)(fake);
    expect(mounted).toBe(4);
  });

  it('gives the dev server state kept in .sandbox/ and the reset; the preview server (npm start, e2e) neither', async () => {
    const given: (SandboxOptions | undefined)[] = [];
    const plugin = sandboxPlugin(() =>
      Promise.resolve({
        module: {
          createSandbox: (input?: SandboxOptions) => {
            given.push(input);
            // Never write the repository's .sandbox/ from a test: the options are what is checked.
            return createSandbox({ ...input, seedProducts: 5, dataFile: null });
          },
        },
        files: [SANDBOX_ENTRY],
      }),
    );
    const hook = (h: unknown): ((server: ServerLike) => void) => h as (server: ServerLike) => void;
    const info: string[] = [];
    const config = { logger: { info: (m: string) => info.push(m), error: () => undefined } };
    const dev = await start((server) => hook(plugin.configureServer)(server), { config });
    const preview = await start((server) => hook(plugin.configurePreviewServer)(server), {
      config,
    });
    expect((await fetch(`${dev}/health`)).status).toBe(200);
    expect((await fetch(`${preview}/health`)).status).toBe(200);
    expect(given).toEqual([{ persist: true, allowReset: true }, undefined]);
    expect(resolveOptions(given[0], {}).dataFile).toBe(DEFAULT_DATA_FILE);
    expect(resolveOptions(given[1], {}).dataFile).toBeNull();
    // Each announces, under its address, where the API reference is.
    await vi.waitFor(() => expect(info).toHaveLength(2));
    const port = new URL(dev).port;
    expect(info.join('\n')).toContain(
      `API reference: http://localhost:${port}/docs/ (OpenAPI document: http://localhost:${port}/openapi.json)`,
    );
  });

  it('serves the API reference page at /docs/ (Swagger UI from node_modules) over /openapi.json', async () => {
    const base = await start((server) => {
      server.middlewares.use(apiDocsMiddleware());
      mountSandbox(server);
    });
    const redirect = await fetch(`${base}/docs?x=1`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/docs/?x=1');
    const page = await fetch(`${base}/docs/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    expect(html).toContain('<script src="./swagger-ui-bundle.js"></script>');
    expect(html).toContain('<script src="./init.js"></script>');
    const init = await (await fetch(`${base}/docs/init.js`)).text();
    expect(init).toContain("new URL('../openapi.json', window.location.href)");
    const bundle = await fetch(`${base}/docs/swagger-ui-bundle.js`);
    expect(bundle.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await bundle.text()).toBe(
      readFileSync(join(root, 'node_modules/swagger-ui-dist/swagger-ui-bundle.js'), 'utf8'),
    );
    expect((await fetch(`${base}/docs/swagger-ui.css`)).status).toBe(200);
    // Only the page's files: the rest of the package, and anything else, is Vite's.
    for (const other of ['/docs/index.js', '/docs/package.json', '/docs/..%2Fpackage.json']) {
      expect((await fetch(`${base}${other}`)).status, other).toBe(418);
    }
    const post = await fetch(`${base}/docs/`, { method: 'POST' });
    expect(post.status).toBe(418);
    // The document the page shows, from the sandbox.
    const doc = await fetch(`${base}/openapi.json`);
    expect(doc.status).toBe(200);
    expect(await doc.json()).toMatchObject({ openapi: '3.1.0' });
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
  it('loads from a graph of ten files, with no warning', async () => {
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
      'scripts/bootScriptPlugin.ts',
      'scripts/firstLoadPreload.ts',
      'scripts/precompressPlugin.ts',
      'scripts/reactCompilerPlugin.ts',
      'scripts/reactRouterProductionPlugin.ts',
      'scripts/size-budget.json',
      'vite.config.ts',
    ]);
  });
});
