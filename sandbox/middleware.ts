import type { Context, MiddlewareHandler } from 'hono';
import { ApiProblem, badRequest } from './http.ts';
import type { ResolvedSandboxOptions } from './options.ts';
import type { AccountState, SandboxStore } from './store.ts';

const ALLOWED_METHODS = 'GET, POST, PUT, OPTIONS';
const ALLOWED_HEADERS = 'X-Api-Key, Content-Type, Idempotency-Key';
const EXPOSED_HEADERS = 'Retry-After, Idempotent-Replayed';

/**
 * CORS for an allow-list of origins: never a reflected arbitrary origin. Runs outermost, so
 * error answers (401, 404, 5xx) carry the headers too. Answers preflight OPTIONS itself.
 */
export function cors(allowed: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowedOrigin = origin !== undefined && allowed.has(origin) ? origin : null;
    if (c.req.method === 'OPTIONS') {
      const headers = new Headers({ Vary: 'Origin' });
      if (allowedOrigin) {
        headers.set('Access-Control-Allow-Origin', allowedOrigin);
        headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
        headers.set('Access-Control-Allow-Headers', ALLOWED_HEADERS);
        headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    c.res.headers.append('Vary', 'Origin');
    if (allowedOrigin) {
      c.res.headers.set('Access-Control-Allow-Origin', allowedOrigin);
      c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    }
  };
}

/** The account of the request's X-Api-Key, or a 401. Never logs or echoes the key. */
export function accountFor(
  c: Context,
  options: ResolvedSandboxOptions,
  store: SandboxStore,
): AccountState {
  const key = c.req.header('x-api-key');
  if (key === undefined || key.trim() === '') {
    throw new ApiProblem(401, 'unauthorized', 'The X-Api-Key header is missing');
  }
  const accountId = options.apiKeys.get(key);
  if (accountId === undefined)
    throw new ApiProblem(401, 'unauthorized', 'The API key is not valid');
  return store.account(accountId);
}

export function auth(options: ResolvedSandboxOptions, store: SandboxStore): MiddlewareHandler {
  return async (c, next) => {
    accountFor(c, options, store);
    await next();
  };
}

/** A fixed-window limit per API key; high by default so tests and demos never meet it. */
export function rateLimit(options: ResolvedSandboxOptions): MiddlewareHandler {
  const windows = new Map<string, { start: number; count: number }>();
  const windowMs = 60_000;
  return async (c, next) => {
    const limit = options.rateLimitPerMinute;
    if (limit > 0) {
      const key = c.req.header('x-api-key') ?? '';
      const now = options.now().getTime();
      let window = windows.get(key);
      if (!window || now - window.start >= windowMs) {
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit) {
        const retryAfter = Math.max(1, Math.ceil((window.start + windowMs - now) / 1000));
        throw new ApiProblem(429, 'rate_limited', 'Too many requests; try again later', undefined, {
          'Retry-After': String(retryAfter),
        });
      }
    }
    await next();
  };
}

export function latency(options: ResolvedSandboxOptions): MiddlewareHandler {
  return async (_c, next) => {
    if (options.latencyMs > 0)
      await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
    await next();
  };
}

/** JSON with object keys sorted, so bodies that differ only in key order or spacing match. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  // JSON.stringify answers undefined for undefined, a function or a symbol (its type says string).
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(method: string, path: string, body: string): string {
  let canonical = body;
  try {
    canonical = canonicalJson(JSON.parse(body));
  } catch {
    // not JSON: compare the raw text
  }
  return `${method} ${path}\n${canonical}`;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotency-Key (IETF draft), per account: the same key and body replays the first answer
 * without doing the work again; the same key with another body (or another endpoint) is a
 * 422 `idempotency_key_reused`; a key whose first request is still running is a 409. Only
 * successful (2xx) answers are kept, for 24 hours: a refused request did no work, so its key
 * may be used again, e.g. after the person corrects the form.
 */
export function idempotency(
  options: ResolvedSandboxOptions,
  store: SandboxStore,
  onStored: () => void,
): MiddlewareHandler {
  return async (c, next) => {
    const key = c.req.header('idempotency-key');
    if (key === undefined) {
      await next();
      return;
    }
    if (key.length < 1 || key.length > 255)
      throw badRequest('Idempotency-Key must be 1 to 255 characters long');
    const acc = accountFor(c, options, store);
    const nowMs = options.now().getTime();
    for (const [k, entry] of acc.idempotency) {
      if (entry.state === 'done' && nowMs - entry.createdAt >= IDEMPOTENCY_TTL_MS)
        acc.idempotency.delete(k);
    }
    const fingerprint = fingerprintOf(c.req.method, c.req.path, await c.req.text());
    const existing = acc.idempotency.get(key);
    if (existing) {
      if (existing.fingerprint !== fingerprint) {
        throw new ApiProblem(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used with a different request',
        );
      }
      if (existing.state === 'running') {
        throw new ApiProblem(
          409,
          'conflict',
          'A request with this Idempotency-Key is still being processed',
        );
      }
      return new Response(existing.body, {
        status: existing.status,
        headers: { 'Content-Type': existing.contentType, 'Idempotent-Replayed': 'true' },
      });
    }
    const entry = {
      fingerprint,
      state: 'running' as const,
      status: 0,
      body: '',
      contentType: '',
      createdAt: nowMs,
    };
    acc.idempotency.set(key, entry);
    let stored = false;
    try {
      await next();
      const res = c.res;
      if (res.status >= 200 && res.status < 300) {
        acc.idempotency.set(key, {
          ...entry,
          state: 'done',
          status: res.status,
          body: await res.clone().text(),
          contentType: res.headers.get('content-type') ?? 'application/json',
        });
        stored = true;
        onStored();
      }
    } finally {
      if (!stored) acc.idempotency.delete(key);
    }
  };
}
