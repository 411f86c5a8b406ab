import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import pkg from '../package.json' with { type: 'json' };
import { createContext } from './context.ts';
import { DEMO_ORDERS_PATH, demoOrdersText } from './demoOrders.ts';
import { ApiProblem, problemResponse } from './http.ts';
import { auth, cors, idempotency, latency, rateLimit } from './middleware.ts';
import { resolveOptions } from './options.ts';
import type { ResolvedSandboxOptions, SandboxOptions } from './options.ts';
import { loadStateFile, Persister } from './persistence.ts';
import type { HealthRecord } from './records.ts';
import { registerContactRoutes } from './routes/contacts.ts';
import { registerOrderRoutes } from './routes/orders.ts';
import { registerProductRoutes } from './routes/products.ts';
import { registerShipmentRoutes } from './routes/shipments.ts';
import { registerStockRoutes } from './routes/stock.ts';
import { serve, withoutIdempotency } from './routeTable.ts';
import { seedStore } from './seed.ts';
import type { SandboxStore } from './store.ts';
import { registerSandboxTools, requestLog } from './tools.ts';

export type { SandboxOptions } from './options.ts';

export const SANDBOX_SERVICE_NAME = 'commerce-ops-sandbox';

/** A running sandbox: the Hono app plus handles tests and servers need. */
export interface Sandbox {
  app: Hono;
  store: SandboxStore;
  options: ResolvedSandboxOptions;
  /** Writes pending changes to the data file (no-op without one). */
  flush(): Promise<void>;
}

function initialStore(options: ResolvedSandboxOptions): SandboxStore {
  if (options.dataFile) {
    const loaded = loadStateFile(options.dataFile);
    if (loaded) return loaded;
  }
  return seedStore({ products: options.seedProducts, now: options.now() });
}

/** Builds the sandbox API of CONTRACT.md with an in-memory, account-scoped store. */
export function createSandbox(input?: SandboxOptions): Sandbox {
  const options = resolveOptions(input);
  const store = initialStore(options);
  const persister = options.dataFile ? new Persister(options.dataFile, store, options.now) : null;
  const changed = (): void => persister?.markDirty();
  if (persister && !existsOnDisk(options.dataFile)) changed();
  const ctx = createContext(options, store, changed);

  const app = new Hono();
  if (options.log) app.use('*', requestLog(options.log));
  app.use('*', cors(options.corsOrigins));

  serve(app, 'health', () => {
    const report: HealthRecord = {
      status: 'ok',
      version: pkg.version,
      service: SANDBOX_SERVICE_NAME,
      environment: 'sandbox',
      message: 'Sandbox API is running',
      timestamp: ctx.nowIso(),
    };
    return report;
  });

  // The demo account's order ids for the console's "Track orders" (sandbox only, no key).
  app.get(DEMO_ORDERS_PATH, (c) =>
    c.text(demoOrdersText(store), 200, { 'Cache-Control': 'no-store' }),
  );
  // GET /openapi.json, POST /__sandbox/reset (sandbox/tools.ts).
  registerSandboxTools(app, { options, store, changed });

  app.use('/v1/*', auth(options, store));
  app.use('/v1/*', rateLimit(options));
  const idempotent = idempotency(options, store, changed);
  app.on(['POST', 'PUT'], '/v1/*', async (c, next) => {
    // The search is a read: no Idempotency-Key handling.
    if (withoutIdempotency(c.req.method, c.req.path)) return next();
    return idempotent(c, next);
  });
  app.use('/v1/*', latency(options));

  registerProductRoutes(app, ctx);
  registerStockRoutes(app, ctx);
  registerOrderRoutes(app, ctx);
  registerShipmentRoutes(app, ctx);
  registerContactRoutes(app, ctx);

  app.notFound(() => problemResponse(new ApiProblem(404, 'not_found', 'No such route')));
  app.onError((error) => {
    if (error instanceof ApiProblem) return problemResponse(error);
    console.error(`[sandbox] internal error: ${error.stack ?? error.message}`);
    return problemResponse(new ApiProblem(500, 'internal', 'Internal error'));
  });

  return { app, store, options, flush: () => persister?.flush() ?? Promise.resolve() };
}

function existsOnDisk(file: string | null): boolean {
  return file !== null && existsSync(file);
}

/** The sandbox API as a Hono app (see {@link createSandbox} for the handles around it). */
export function createSandboxApp(options?: SandboxOptions): Hono {
  return createSandbox(options).app;
}
