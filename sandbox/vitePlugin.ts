import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import type { Sandbox } from './app';
import { DEMO_ORDERS_PATH, demoOrdersHint } from './demoOrders';

/** Whether a request path belongs to the sandbox: /v1/..., /health and the demo order list (query allowed). */
export function isSandboxPath(url: string | undefined): boolean {
  if (!url) return false;
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.startsWith('/v1/') || path === '/health' || path === DEMO_ORDERS_PATH;
}

/** Where the server listens, for the start-up hint. */
interface Announcer {
  httpServer: { once(event: 'listening', listener: () => void): unknown; address(): unknown } | null;
  resolvedUrls?: { local: string[] } | null;
  config: { logger: { info(msg: string): void } };
}

/** Prints, once the server listens, where the demo account's order ids are (sandbox/demoOrders.ts). */
export function announceDemoOrders(server: Announcer): void {
  server.httpServer?.once('listening', () => {
    // Vite fills resolvedUrls just after 'listening': wait a turn.
    setTimeout(() => {
      const address = server.httpServer?.address();
      const port = address && typeof address === 'object' && 'port' in address ? String(address.port) : '';
      const base = server.resolvedUrls?.local[0] ?? (port ? `http://localhost:${port}/` : '');
      if (!base) return;
      server.config.logger.info(`  ${demoOrdersHint(new URL(DEMO_ORDERS_PATH, base).href)}`);
    }, 0);
  });
}

/** The part of Vite's dev and preview servers the sandbox needs. */
export interface ServerLike {
  middlewares: { use(handler: Connect.NextHandleFunction): unknown };
  httpServer: { once(event: 'close', listener: () => void): unknown } | null;
}

/** Mounts the sandbox app on one server, creating it on the first API request. */
export function mountSandbox(server: ServerLike): void {
  let sandbox: Promise<Sandbox> | null = null;
  let listener: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | null = null;
  const load = (): Promise<Sandbox> => {
    sandbox ??= import('./app').then(({ createSandbox }) => createSandbox());
    return sandbox;
  };
  server.middlewares.use((req, res, next) => {
    if (!isSandboxPath(req.url)) {
      next();
      return;
    }
    load()
      .then(async (s) => {
        // Leave Vite's process globals alone (the adapter would swap in its own Request/Response).
        listener ??= getRequestListener(s.app.fetch, { overrideGlobalObjects: false });
        await listener(req, res);
      })
      .catch((error: unknown) => next(error));
  });
  server.httpServer?.once('close', () => {
    if (sandbox) void sandbox.then((s) => s.flush());
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
