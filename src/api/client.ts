import { reportAnswer, reportNoAnswer } from './connectivity';
import type { z } from 'zod/mini';
import { fillPath } from './contract/route';
import type { RouteSpec } from './contract/route';
import { ApiError, apiErrorFromResponse, redactSecrets } from './errors';
import type { HttpMethod } from './errors';

/**
 * The one place that calls fetch. Adds the base address, the API key (when the route says so),
 * JSON headers and the Idempotency-Key; enforces a timeout; turns every failure into an
 * ApiError; parses every answer with its zod schema. The operations (src/api/*.ts) call
 * `callRoute` with a route of the contract's table (src/api/contract/*.ts), which states the
 * method, the path, the answer's schema and which headers apply.
 */

export interface ClientSettings {
  /** '' = same origin. */
  baseUrl: string;
  sendIdempotencyKey: boolean;
  /** Default 20000. */
  timeoutMs: number;
  getApiKey: () => string | null;
  onUnauthorized: () => void;
  fetch: typeof fetch;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

let configured: Partial<ClientSettings> = {};

/** Merges settings into the client's; a member given as undefined returns to its default. */
export function configureClient(settings: Partial<ClientSettings>): void {
  configured = { ...configured, ...settings };
}

/** Back to the defaults (for tests and logout). */
export function resetClient(): void {
  configured = {};
}

/** The settings in force; `fetch` resolves to the global one at call time unless configured. */
export function getClientSettings(): ClientSettings {
  return {
    baseUrl: configured.baseUrl ?? '',
    sendIdempotencyKey: configured.sendIdempotencyKey ?? true,
    timeoutMs: configured.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    getApiKey: configured.getApiKey ?? (() => null),
    onUnauthorized: configured.onUnauthorized ?? (() => undefined),
    fetch: configured.fetch ?? globalThis.fetch,
  };
}

export interface RequestOptions<S extends z.ZodMiniType> {
  method?: HttpMethod;
  path: string;
  body?: unknown;
  schema: S;
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
  timeoutMs?: number;
  /**
   * The X-Api-Key is sent and a 401 ends the session (the route's `authenticated`, which
   * callRoute passes). Default true.
   */
  authenticated?: boolean;
  /** Sends this key instead of the session's (to check a key before it is accepted). */
  apiKey?: string | undefined;
  /** false: a 401 does not call onUnauthorized (the key screen checking a key). Default true. */
  notifyUnauthorized?: boolean | undefined;
}

/** Options of a reading operation. */
export interface ReadOptions {
  signal?: AbortSignal | undefined;
}

/** Options of a writing operation: one Idempotency-Key per logical submit, reused on retry. */
export interface WriteOptions {
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
}

export function newIdempotencyKey(): string {
  // randomUUID exists only in secure contexts (https, localhost); fall back to a v4 UUID
  // built from getRandomValues, which every browser has.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

/** Rejects as soon as the signal aborts, even if the fetch implementation ignores signals. */
function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(abortReason(signal)), { once: true });
    }),
  ]);
}

type Issue = z.core.$ZodIssue;

function describeIssue(issue: Issue | undefined): string {
  if (!issue) return 'the body does not have the expected shape';
  const path = issue.path.map(String).join('.');
  const what = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
  return path ? `${path}: ${what}` : what;
}

export async function request<S extends z.ZodMiniType>(
  opts: RequestOptions<S>,
): Promise<z.output<S>> {
  const settings = getClientSettings();
  const doFetch = settings.fetch; // called unbound: a native fetch refuses another `this`
  const method: HttpMethod = opts.method ?? 'GET';
  const authenticated = opts.authenticated ?? true;
  const url = settings.baseUrl.replace(/\/+$/, '') + opts.path;

  const apiKey = authenticated ? (opts.apiKey ?? settings.getApiKey()) : null;
  const secrets = apiKey ? [apiKey] : [];
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | null = null;
  if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  if (apiKey) headers['X-Api-Key'] = apiKey;
  if (method !== 'GET' && opts.idempotencyKey && settings.sendIdempotencyKey) {
    headers['Idempotency-Key'] = opts.idempotencyKey;
  }

  const callerSignal = opts.signal;
  if (callerSignal?.aborted) throw abortReason(callerSignal);

  const controller = new AbortController();
  const onCallerAbort = () =>
    controller.abort(callerSignal ? abortReason(callerSignal) : undefined);
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  let timedOut = false;
  const timeoutMs = opts.timeoutMs ?? settings.timeoutMs;
  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The request timed out', 'TimeoutError'));
        }, timeoutMs)
      : undefined;

  /** What a thrown fetch/read error becomes. */
  const transportError = (e: unknown): unknown => {
    if (callerSignal?.aborted) return e; // the caller's cancellation, untouched
    if (timedOut) {
      return new ApiError({
        status: 0,
        code: 'timeout',
        message: `The server did not answer within ${Number((timeoutMs / 1000).toFixed(2))} seconds`,
        method,
      });
    }
    reportNoAnswer();
    return new ApiError({
      status: 0,
      code: 'network_error',
      message: 'Could not reach the server. Check the connection and try again.',
      method,
      cause: e,
    });
  };

  try {
    let res: Response;
    try {
      res = await raceAbort(
        doFetch(url, { method, headers, body, signal: controller.signal }),
        controller.signal,
      );
    } catch (e) {
      throw transportError(e);
    }
    reportAnswer();

    if (!res.ok) {
      const error = await apiErrorFromResponse(res, { method, redact: secrets });
      if (callerSignal?.aborted) throw abortReason(callerSignal);
      if (res.status === 401 && authenticated && opts.notifyUnauthorized !== false) {
        try {
          settings.onUnauthorized();
        } catch {
          // the session's reaction must not hide the error itself
        }
      }
      throw error;
    }

    let text: string;
    try {
      text = await raceAbort(res.text(), controller.signal);
    } catch (e) {
      throw transportError(e);
    }

    const invalid = (detail: string, cause?: unknown) =>
      new ApiError({
        status: res.status,
        code: 'invalid_response',
        message: redactSecrets(`Unexpected response: ${detail}`, secrets),
        method,
        cause,
      });

    let data: unknown = undefined;
    if (text.trim() !== '') {
      try {
        data = JSON.parse(text) as unknown;
      } catch {
        throw invalid('the body is not JSON');
      }
    }
    const parsed = opts.schema.safeParse(data);
    if (!parsed.success) throw invalid(describeIssue(parsed.error.issues[0]), parsed.error);
    return parsed.data;
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onCallerAbort);
  }
}

/** What a call of a route takes besides the route: the body is the request schema's input, and
 * is required exactly when the route has a request schema. */
export type CallOptions<Req extends z.ZodMiniType | null> = {
  /** The values of the route's `{…}` path parameters (each encoded as one segment). */
  params?: Readonly<Record<string, string>>;
  /** Sent only when the route is idempotent (and the client sends keys at all). */
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
  /** Sends this key instead of the session's (to check a key before it is accepted). */
  apiKey?: string;
  /** false: a 401 does not call onUnauthorized (the key screen checking a key). Default true. */
  notifyUnauthorized?: boolean;
} & (Req extends z.ZodMiniType ? { body: z.input<Req> } : { body?: undefined });

/**
 * Calls one route of the contract's table: its method, its path filled with `params`, the
 * Idempotency-Key only if the route is idempotent, the key only if it is authenticated, and the
 * answer validated with its response schema.
 */
export async function callRoute<Req extends z.ZodMiniType | null, Res extends z.ZodMiniType>(
  spec: RouteSpec<Req, Res>,
  opts: NoInfer<CallOptions<Req>>,
): Promise<z.output<Res>> {
  // async: a path parameter refused by fillPath (an empty id) rejects rather than throws
  return request({
    ...opts,
    method: spec.method,
    path: fillPath(spec, opts.params),
    schema: spec.response,
    idempotencyKey: spec.idempotent ? opts.idempotencyKey : undefined,
    authenticated: spec.authenticated,
  });
}

/** A static file's status and text (fetchStaticText). */
interface StaticText {
  status: number;
  text: string;
}

/** Static files whose read startStaticTextRead started, by URL, until fetchStaticText takes it. */
const startedReads = new Map<string, Promise<StaticText>>();

/**
 * Starts reading a static file of the console (config.json) before the code that wants it has
 * arrived: bootStart.ts, the first module to run (index.html loads it on its own), calls it, and
 * fetchStaticText takes the read, once, with the same cache mode and the same errors. main.tsx
 * runs only once React, MUI and the rest of the first load have arrived and run; its own read
 * (the preloaded response, then its body, each a task queued behind the page chunks' arrival)
 * came 12–19 ms after them on a cold load of the product list, whose search waits for
 * config.json; now 5–7 ms. Before configureClient: the browser's own fetch.
 */
export function startStaticTextRead(url: string): void {
  const read = fetch(url, { cache: 'no-store' }).then(async (res) => ({
    status: res.status,
    text: await res.text(),
  }));
  read.catch(() => undefined); // the taker sees the failure
  startedReads.set(url, read);
}

/**
 * The text of a static file of the console itself (config.json), with its HTTP status. Never
 * sends the key; bypasses the HTTP cache so a swapped config.json is seen at the next start.
 * A network failure or a timeout rejects with an ApiError. A read startStaticTextRead started
 * is taken instead of a new one (once: a retry reads again).
 */
export async function fetchStaticText(
  url: string,
  timeoutMs: number = DEFAULT_TIMEOUT_MS,
): Promise<StaticText> {
  const doFetch = getClientSettings().fetch;
  const early = startedReads.get(url);
  startedReads.delete(url);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out', 'TimeoutError'));
  }, timeoutMs);
  try {
    if (early) return await raceAbort(early, controller.signal);
    const res = await raceAbort(
      doFetch(url, { cache: 'no-store', signal: controller.signal }),
      controller.signal,
    );
    const text = await raceAbort(res.text(), controller.signal);
    return { status: res.status, text };
  } catch (e) {
    // Set by the timer's callback (TypeScript's narrowing still says false here).
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    throw timedOut
      ? new ApiError({
          status: 0,
          code: 'timeout',
          message: `${url} did not arrive in time`,
          method: 'GET',
        })
      : new ApiError({
          status: 0,
          code: 'network_error',
          message: `${url} could not be fetched`,
          method: 'GET',
          cause: e,
        });
  } finally {
    clearTimeout(timer);
  }
}
