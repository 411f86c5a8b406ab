import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { runnerImport } from 'vite';
import type { Connect, Plugin } from 'vite';
import type { Sandbox, SandboxOptions } from './app.ts';
import { DEMO_ORDERS_PATH, demoOrdersHint, signInHint } from './hints.ts';

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

/** Whether a request path belongs to the sandbox: /v1/..., /health and the demo order list (query allowed). */
export function isSandboxPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/v1/') || path === '/health' || path === DEMO_ORDERS_PATH;
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
 * Prints, once the server listens and under Vite's own URLs, which keys sign in and where the
 * demo account's order ids are (sandbox/hints.ts), in one message.
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
        `  ${signInHint()}\n  ${demoOrdersHint(new URL(DEMO_ORDERS_PATH, base).href)}`,
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
export function mountSandbox(server: ServerLike, load: SandboxLoader = loadSandboxModule): void {
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
      const sandbox = module.createSandbox();
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

/**
 * Mounts the sandbox API (/v1 and /health) into Vite's dev and preview servers, so
 * `npm run dev` and `npm start` serve console and API on one port. Other paths fall
 * through to Vite. SANDBOX_DISABLED=1 skips it (the console then talks to an external API).
 */
export function sandboxPlugin(): Plugin {
  const disabled = (): boolean => process.env.SANDBOX_DISABLED === '1';
  return {
    name: 'commerce-sandbox',
    configureServer(server) {
      if (disabled()) return;
      mountSandbox(server);
      announceDemoOrders(server);
    },
    configurePreviewServer(server) {
      if (disabled()) return;
      mountSandbox(server);
      announceDemoOrders(server);
    },
  };
}
