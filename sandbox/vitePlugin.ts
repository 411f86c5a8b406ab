import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { runnerImport } from 'vite';
import type { Connect, Plugin } from 'vite';
import type { Sandbox, SandboxOptions } from './app.ts';
import { DEMO_ORDERS_PATH, demoOrdersHint, signInHint } from './hints.ts';
import { devServerOptions } from './options.ts';

/*
 * vite.config.ts imports this file, and this file imports only hints.ts (and options.ts) of the
 * sandbox: the config's graph stays three small files, which Vite bundles without a warning.
 * The sandbox itself (sandbox/app.ts and all it imports, src/domain and src/api/schemas among
 * them) is loaded through Vite's module runner once the server runs, in the dev server and in
 * `vite preview` alike: never by the config, so never by `vite build` or Vitest.
 */

/** The sandbox's entry, loaded by the running server (never imported by the config). */
export const SANDBOX_ENTRY = join(import.meta.dirname, 'app.ts');

/** What the plugin uses of sandbox/app.ts. */
export interface SandboxModule {
  createSandbox(options?: SandboxOptions): Sandbox;
}

/** A loaded sandbox module and the files it was built from (watched by the dev server). */
export interface LoadedSandboxModule {
  module: SandboxModule;
  files: string[];
}

export type SandboxLoader = () => Promise<LoadedSandboxModule>;

/**
 * Loads sandbox/app.ts with Vite's `runnerImport`: TypeScript is transformed on the fly,
 * packages come from node_modules as they are, and nothing is written to disk.
 */
export async function loadSandboxModule(): Promise<LoadedSandboxModule> {
  const { module, dependencies } = await runnerImport<SandboxModule>(SANDBOX_ENTRY, {
    root: join(import.meta.dirname, '..'),
    logLevel: 'warn',
  });
  if (typeof module.createSandbox !== 'function') {
    throw new Error(`${SANDBOX_ENTRY} does not export createSandbox`);
  }
  return { module, files: [SANDBOX_ENTRY, ...dependencies] };
}

/**
 * Whether a request path belongs to the sandbox: /v1/..., /health, the demo order list, the
 * OpenAPI document and the sandbox's own /__sandbox/... calls (query allowed).
 */
export function isSandboxPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return (
    path.startsWith('/v1/') ||
    path.startsWith('/__sandbox/') ||
    path === '/health' ||
    path === DEMO_ORDERS_PATH ||
    path === '/openapi.json'
  );
}

/** Where the server listens, for the start-up hint. */
interface Announcer {
  httpServer: {
    once(event: 'listening', listener: () => void): unknown;
    address(): unknown;
  } | null;
  resolvedUrls?: { local: string[] } | null;
  config: { logger: { info(msg: string): void } };
}

/**
 * Prints, once the server listens and under Vite's own URLs, which keys sign in, where the
 * demo account's order ids are (sandbox/hints.ts) and where the API reference is, in one message.
 */
export function announceDemoOrders(server: Announcer): void {
  server.httpServer?.once('listening', () => {
    // Vite fills resolvedUrls just after 'listening': wait a turn.
    setTimeout(() => {
      const address = server.httpServer?.address();
      const port =
        address && typeof address === 'object' && 'port' in address ? String(address.port) : '';
      const base = server.resolvedUrls?.local[0] ?? (port ? `http://localhost:${port}/` : '');
      if (!base) return;
      server.config.logger.info(
        [
          signInHint(),
          demoOrdersHint(new URL(DEMO_ORDERS_PATH, base).href),
          `API reference: ${new URL(`${DOCS_PATH}/`, base).href} (OpenAPI document: ${new URL('/openapi.json', base).href})`,
        ]
          .map((line) => `  ${line}`)
          .join('\n'),
      );
    }, 0);
  });
}

/** The part of Vite's dev and preview servers the sandbox needs. */
export interface ServerLike {
  middlewares: { use(handler: Connect.NextHandleFunction): unknown };
  httpServer: { once(event: 'listening' | 'close', listener: () => void): unknown } | null;
  /** The dev server's file watcher: a change to the sandbox's code reloads the sandbox. */
  watcher?: {
    add(paths: string[]): unknown;
    on(event: 'change', listener: (file: string) => void): unknown;
  };
  config?: { logger: { info(msg: string): void; error(msg: string): void } };
}

/**
 * Mounts the sandbox app on one server. The sandbox is loaded and created (seeded, or read from
 * SANDBOX_DATA_FILE) once the server listens, in the background, or at the first API request if
 * that comes first; a failed load is tried again at the next request. In the dev server a change
 * to one of its files drops it (after saving its state), and the next request loads the new code.
 */
export function mountSandbox(
  server: ServerLike,
  load: SandboxLoader = loadSandboxModule,
  options?: SandboxOptions,
): void {
  interface Mounted {
    sandbox: Sandbox;
    listener: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  }
  let mounted: Promise<Mounted> | null = null;
  let files = new Set<string>();
  // The dropped sandbox's last save, which a new one waits for before it reads the data file.
  let saved: Promise<void> = Promise.resolve();

  const start = (): Promise<Mounted> => {
    const next = saved.then(load).then(({ module, files: loaded }) => {
      files = new Set(loaded.map((f) => resolve(f)));
      server.watcher?.add([...files]);
      const sandbox = module.createSandbox(options);
      // Leave Vite's process globals alone (the adapter would swap in its own Request/Response).
      const listener = getRequestListener(sandbox.app.fetch, { overrideGlobalObjects: false });
      return { sandbox, listener };
    });
    next.catch(() => {
      if (mounted === next) mounted = null; // tried again at the next request
    });
    return next;
  };

  server.watcher?.on('change', (file) => {
    if (!mounted || !files.has(resolve(file))) return;
    const dropped = mounted;
    mounted = null;
    saved = dropped.then(
      (m) => m.sandbox.flush(),
      () => undefined,
    );
    server.config?.logger.info('  sandbox code changed: it reloads at the next API request');
  });

  server.middlewares.use((req, res, next) => {
    if (!isSandboxPath(req.url)) {
      next();
      return;
    }
    mounted ??= start();
    mounted.then((m) => m.listener(req, res)).catch((error: unknown) => next(error));
  });
  // Load it in the background as soon as the server listens, so that the first request (the key
  // screen's health check) finds it ready; a request that comes first waits for the same load.
  server.httpServer?.once('listening', () => {
    if (mounted) return;
    mounted = start();
    mounted.catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      server.config?.logger.error(
        `  sandbox could not load (tried again at the next API request): ${reason}`,
      );
    });
  });
  server.httpServer?.once('close', () => {
    if (mounted) void mounted.then((m) => m.sandbox.flush()).catch(() => undefined);
  });
}

export const DOCS_PATH = '/docs';

/** The files of swagger-ui-dist the reference page loads, and their types: nothing else is served. */
const SWAGGER_UI_FILES: Readonly<Record<string, string>> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
  'favicon-16x16.png': 'image/png',
};

const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Commerce Operations API: reference (sandbox)</title>
    <link rel="stylesheet" href="./swagger-ui.css" />
    <link rel="icon" type="image/png" href="./favicon-32x32.png" sizes="32x32" />
    <link rel="icon" type="image/png" href="./favicon-16x16.png" sizes="16x16" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="./swagger-ui-bundle.js"></script>
    <script src="./init.js"></script>
  </body>
</html>
`;

// The page's script (a file, not inline, so a Content-Security-Policy without 'unsafe-inline'
// allows it): the document the sandbox serves, "Try it out" against the same server.
const DOCS_INIT = `window.ui = SwaggerUIBundle({
  url: new URL('../openapi.json', window.location.href).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

/** swagger-ui-dist's folder, found from this file (never imported: no bundle ever holds it). */
function swaggerUiDir(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('swagger-ui-dist/package.json'));
}

/**
 * The API reference page at /docs/ (Swagger UI, from swagger-ui-dist in node_modules) over the
 * sandbox's /openapi.json. Served by Vite's dev and preview servers only: the console's build
 * has no part of it.
 */
export function apiDocsMiddleware(dir: () => string = swaggerUiDir): Connect.NextHandleFunction {
  const send = (res: ServerResponse, type: string, body: string | Buffer): void => {
    res.statusCode = 200;
    res.setHeader('Content-Type', type);
    res.setHeader('Cache-Control', 'no-cache');
    res.end(body);
  };
  return (req, res, next) => {
    const [path = '', query] = (req.url ?? '').split('?', 2);
    if (!path.startsWith(DOCS_PATH) || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    if (path === DOCS_PATH) {
      res.statusCode = 302;
      res.setHeader('Location', `${DOCS_PATH}/${query === undefined ? '' : `?${query}`}`);
      res.end();
      return;
    }
    const file = path.slice(DOCS_PATH.length + 1);
    if (file === '' || file === 'index.html') {
      send(res, 'text/html; charset=utf-8', DOCS_PAGE);
      return;
    }
    if (file === 'init.js') {
      send(res, 'text/javascript; charset=utf-8', DOCS_INIT);
      return;
    }
    const type = SWAGGER_UI_FILES[file];
    if (type === undefined) {
      next();
      return;
    }
    readFile(join(dir(), file)).then(
      (body) => send(res, type, body),
      (error: unknown) => next(error),
    );
  };
}

/**
 * Mounts the sandbox API (/v1, /health, /openapi.json…) into Vite's dev and preview servers, so
 * `npm run dev` and `npm start` serve console and API on one port, with the API reference at
 * /docs/. Other paths fall through to Vite. SANDBOX_DISABLED=1 skips it (the console then talks
 * to an external API). The dev server's sandbox keeps its state in a file and allows
 * `POST /__sandbox/reset` ({@link devServerOptions}); the preview server's (`npm start`, the e2e
 * run) starts from the seed every time.
 */
export function sandboxPlugin(load: SandboxLoader = loadSandboxModule): Plugin {
  const disabled = (): boolean => process.env.SANDBOX_DISABLED === '1';
  return {
    name: 'commerce-sandbox',
    configureServer(server) {
      if (disabled()) return;
      server.middlewares.use(apiDocsMiddleware());
      mountSandbox(server, load, devServerOptions());
      announceDemoOrders(server);
    },
    configurePreviewServer(server) {
      if (disabled()) return;
      server.middlewares.use(apiDocsMiddleware());
      mountSandbox(server, load);
      announceDemoOrders(server);
    },
  };
}
