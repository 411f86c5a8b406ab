/**
 * What the sandbox offers its users beside the contract (docs/SANDBOX.md): the request log
 * (SANDBOX_LOG=1), the OpenAPI document at `GET /openapi.json`, and `POST /__sandbox/reset`
 * (SANDBOX_ALLOW_RESET=1; on by default in the dev server). None of it needs a key; none of it is
 * part of the contract, and the console knows nothing of it.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { buildOpenApiDocument } from '../scripts/openapi/document.ts';
import type { OpenApiDocument } from '../scripts/openapi/document.ts';
import { ApiProblem } from './http.ts';
import type { ResolvedSandboxOptions } from './options.ts';
import { seedStore } from './seed.ts';
import type { SandboxStore } from './store.ts';

export const OPENAPI_PATH = '/openapi.json';
export const RESET_PATH = '/__sandbox/reset';

/** Control characters (a raw newline would forge a log line) shown as `?`. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]/g, '?');
}

/**
 * One line per request, once it is answered: method, path (no query string), status, time in
 * milliseconds and the Idempotency-Key if any. Never the API key, a query string, a header but
 * Idempotency-Key, nor a body.
 */
export function requestLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      const ms = Math.round(performance.now() - started);
      const parts = [
        '[sandbox]',
        c.req.method,
        printable(c.req.path),
        String(c.res.status),
        `${ms} ms`,
      ];
      const idempotencyKey = c.req.header('idempotency-key');
      if (idempotencyKey !== undefined) {
        // A key pasted into the wrong header is still a key: never printed.
        const sameAsKey = idempotencyKey === c.req.header('x-api-key');
        parts.push(
          `idempotency-key=${sameAsKey ? '(hidden: same as the API key)' : printable(idempotencyKey)}`,
        );
      }
      write(parts.join(' '));
    }
  };
}

let openApi: OpenApiDocument | null = null;

export interface SandboxTools {
  options: ResolvedSandboxOptions;
  store: SandboxStore;
  /** Schedules persistence of the store. */
  changed: () => void;
}

/** `GET /openapi.json` and `POST /__sandbox/reset`. */
export function registerSandboxTools(app: Hono, { options, store, changed }: SandboxTools): void {
  app.get(OPENAPI_PATH, (c) => {
    // Built from the route table once per process: the same document `npm run openapi` writes.
    openApi ??= buildOpenApiDocument();
    return c.json(openApi, 200, { 'Cache-Control': 'no-cache' });
  });

  app.post(RESET_PATH, (c) => {
    if (!options.allowReset) {
      throw new ApiProblem(
        404,
        'not_found',
        `${RESET_PATH} is off: start the sandbox with SANDBOX_ALLOW_RESET=1 to use it`,
      );
    }
    // Every account back to the seed: records, numbers and remembered Idempotency-Keys.
    const seeded = seedStore({ products: options.seedProducts, now: options.now() });
    store.accounts.clear();
    for (const [id, account] of seeded.accounts) store.accounts.set(id, account);
    changed();
    return c.json(
      {
        status: 'reset',
        accounts: [...store.accounts.values()].map((a) => ({
          id: a.id,
          products: a.products.size,
          orders: a.orders.size,
        })),
      },
      200,
    );
  });
}
