/**
 * The conformance check's HTTP side: every call goes through a `fetch` (the global one for a
 * running service, a sandbox's `app.fetch` in process), and every answer is kept as a
 * {@link Exchange} so a failing rule can name the request that showed it. The API key is sent
 * in `X-Api-Key` and appears nowhere else: not in an exchange, a reason or a report line.
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import { ROUTES, routePath } from '../../src/api/contract/routes.ts';
import type { OperationName } from '../../src/api/contract/routes.ts';

/** What the check needs of `fetch`: a sandbox's `app.fetch` and the global `fetch` both fit. */
export type FetchLike = (request: Request) => Response | Promise<Response>;

/** One request and its answer, as a report shows it (never with the key). */
export interface Exchange {
  method: string;
  path: string;
  status: number;
  headers: Headers;
  /** The parsed JSON body; undefined when the body is empty or not JSON. */
  json: unknown;
  text: string;
}

/** Which key a call sends: the run's key, the other account's, a wrong one, or none. */
export type KeyChoice = 'main' | 'other' | 'wrong' | 'none';

export interface CallOptions {
  key?: KeyChoice;
  /** An Idempotency-Key to send; by default an idempotent operation gets a fresh one. */
  idempotencyKey?: string | null;
  /** A raw body sent as is (a body that is not JSON). */
  raw?: string;
}

/** The request body an operation takes (the zod input type of its schema in ROUTES). */
export type RequestOf<Op extends OperationName> =
  (typeof ROUTES)[Op]['request'] extends z.ZodMiniType
    ? z.input<(typeof ROUTES)[Op]['request']>
    : never;

/** A key no service should know: random, so it cannot collide with a configured one. */
const WRONG_KEY = `check-api-wrong-${randomUUID()}`;

export class ApiClient {
  readonly #baseUrl: string;
  readonly #keys: Readonly<Record<'main' | 'other', string | undefined>>;
  readonly #fetch: FetchLike;

  constructor(options: { baseUrl: string; key: string; otherKey?: string; fetch: FetchLike }) {
    this.#baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.#keys = { main: options.key, other: options.otherKey };
    this.#fetch = options.fetch;
  }

  get hasOtherKey(): boolean {
    return this.#keys.other !== undefined;
  }

  /** Calls an operation of ROUTES with its method and filled-in path. */
  op<Op extends OperationName>(
    op: Op,
    body?: RequestOf<Op>,
    params: Readonly<Record<string, string>> = {},
    options: CallOptions = {},
  ): Promise<Exchange> {
    const spec = ROUTES[op];
    const idempotencyKey =
      options.idempotencyKey === undefined
        ? spec.idempotent
          ? randomUUID()
          : null
        : options.idempotencyKey;
    return this.request(spec.method, routePath(op, params), body, {
      key: options.key ?? (spec.authenticated ? 'main' : 'none'),
      idempotencyKey,
      ...(options.raw === undefined ? {} : { raw: options.raw }),
    });
  }

  async request(
    method: string,
    path: string,
    body: unknown,
    options: CallOptions = {},
  ): Promise<Exchange> {
    const headers = new Headers({ Accept: 'application/json' });
    const key = this.#key(options.key ?? 'main');
    if (key !== null) headers.set('X-Api-Key', key);
    if (options.idempotencyKey) headers.set('Idempotency-Key', options.idempotencyKey);
    let payload: string | null = null;
    if (options.raw !== undefined) payload = options.raw;
    else if (body !== undefined) payload = JSON.stringify(body);
    if (payload !== null) headers.set('Content-Type', 'application/json');
    let response: Response;
    try {
      response = await this.#fetch(
        new Request(`${this.#baseUrl}${path}`, { method, headers, body: payload }),
      );
    } catch (error) {
      // No answer at all (refused, DNS, TLS): say which request, never with its headers.
      throw new Error(
        `${method} ${path}: ${error instanceof Error ? error.message : String(error)}`,
        {
          cause: error,
        },
      );
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { method, path, status: response.status, headers: response.headers, json, text };
  }

  #key(choice: KeyChoice): string | null {
    switch (choice) {
      case 'none':
        return null;
      case 'wrong':
        return WRONG_KEY;
      case 'main':
        return this.#keys.main ?? null;
      case 'other': {
        const other = this.#keys.other;
        if (other === undefined) throw new Error('No other key was given');
        return other;
      }
    }
  }
}
