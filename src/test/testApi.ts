import type { Hono } from 'hono';
import { configureClient, resetClient } from '../api/client';
import { parseConfigText } from '../config/loadConfig';
import type { RuntimeConfig } from '../config/schema';
import { initI18n } from '../i18n/i18n';
import type { AppLanguage } from '../lib/format';
import { readApiKey } from '../session/keyStorage';
import { notifyUnauthorized } from '../session/sessionEvents';
import { createSandboxApp } from '../../sandbox/app';
import { sandboxFetch } from '../../sandbox/testing';
import shippedConfig from '../../public/config.json';

/** The runtime configuration the console ships with (public/config.json). */
export function shippedRuntimeConfig(): RuntimeConfig {
  const parsed = parseConfigText('config.json', JSON.stringify(shippedConfig));
  if (!parsed.ok) throw new Error('public/config.json is invalid');
  return parsed.config;
}

/** One request the console sent, as the sandbox (or a test's answer) received it. */
export interface SentRequest {
  method: string;
  /** e.g. `/v1/contacts` (no query string) */
  path: string;
  idempotencyKey: string | null;
  /** the parsed JSON body, if any */
  body: unknown;
}

/**
 * Answers a request instead of the sandbox, or calls `forward()` to let the sandbox answer
 * (e.g. to add a delay, or to lose the answer of a write the sandbox did apply).
 */
export type Responder = (
  request: SentRequest,
  forward: () => Promise<Response>,
) => Response | Promise<Response>;

export interface TestApiOptions {
  /** The key the session holds at the start; null: signed out. Default `demo-key`. */
  apiKey?: string | null;
  language?: AppLanguage;
  /** The API to talk to. Default: a fresh in-process sandbox with 50 products. */
  sandbox?: Hono;
}

export interface TestApi {
  sandbox: Hono;
  /** Every request sent, in order. */
  requests: SentRequest[];
  /** The writes (not GET) sent, in order; only those whose path ends with `pathEnd` if given. */
  writes: (pathEnd?: string) => SentRequest[];
  /** Answers the next requests with `responder` (null: the sandbox answers again). */
  respond: (responder: Responder | null) => void;
}

async function describeRequest(input: RequestInfo | URL, init?: RequestInit): Promise<SentRequest> {
  const url = new URL(
    input instanceof Request ? input.url : input instanceof URL ? input.href : input,
    'http://localhost',
  );
  const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
  const raw =
    typeof init?.body === 'string'
      ? init.body
      : input instanceof Request
        ? await input.clone().text()
        : '';
  let body: unknown;
  try {
    body = raw === '' ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    body = raw;
  }
  return {
    method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
    path: url.pathname,
    idempotencyKey: headers.get('Idempotency-Key'),
    body,
  };
}

/**
 * A clean browser (empty storage, the session's key if any, i18n) and the real API client
 * talking to the sandbox in process through a fetch that records every request.
 */
export function setUpTestApi({
  apiKey = 'demo-key',
  language = 'en',
  sandbox,
}: TestApiOptions = {}): TestApi {
  sessionStorage.clear();
  localStorage.clear();
  if (apiKey) sessionStorage.setItem('coc.session', JSON.stringify({ apiKey }));
  initI18n(language);
  const app = sandbox ?? createSandboxApp({ seedProducts: 50 });
  const inner = sandboxFetch(app);
  const requests: SentRequest[] = [];
  let responder: Responder | null = null;
  resetClient();
  configureClient({
    baseUrl: '',
    getApiKey: readApiKey,
    onUnauthorized: notifyUnauthorized,
    fetch: async (input, init) => {
      const request = await describeRequest(input, init);
      requests.push(request);
      const forward = () => inner(input, init);
      return responder ? responder(request, forward) : forward();
    },
  });
  return {
    sandbox: app,
    requests,
    writes: (pathEnd) =>
      requests.filter(
        (r) => r.method !== 'GET' && (pathEnd === undefined || r.path.endsWith(pathEnd)),
      ),
    respond: (next) => {
      responder = next;
    },
  };
}

/** A JSON answer (for a {@link Responder}). */
export function jsonAnswer(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The service is down for a moment: a 503 in the contract's error shape. */
export function unavailable(): Response {
  return jsonAnswer(503, { code: 'unavailable', message: 'Service temporarily unavailable' });
}
