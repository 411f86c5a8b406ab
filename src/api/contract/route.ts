/**
 * The shape of one route of the contract's route table (src/api/contract/routes.ts) and the
 * helpers that fill its path. No schema is imported here, so a screen that needs one resource's
 * routes (src/api/contract/products.ts, …) loads only that resource's schemas.
 */
import type { z } from 'zod/mini';

export type RouteMethod = 'GET' | 'POST' | 'PUT';

/** An error status the contract says the operation can answer (CONTRACT.md, Errors). */
export type ErrorStatus = 400 | 401 | 404 | 409 | 422 | 429 | 500;

export interface RouteSpec<
  Req extends z.ZodMiniType | null = z.ZodMiniType | null,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: RouteMethod;
  /** OpenAPI-style template relative to the base address: `/v1/products/{id}`. */
  readonly path: string;
  /** The names of the `{…}` parameters in `path`, in order. */
  readonly params: readonly string[];
  /** One-line summary (OpenAPI `summary`, check-api's report). */
  readonly summary: string;
  /** `service-interface` when the service's description shows method and path; `contract` when CONTRACT.md assumes them. */
  readonly pathSource: 'service-interface' | 'contract';
  readonly request: Req;
  readonly response: Res;
  readonly successStatus: 200 | 201;
  readonly errorStatuses: readonly ErrorStatus[];
  /** The write carries an Idempotency-Key (CONTRACT.md, Transport). */
  readonly idempotent: boolean;
  /** The `X-Api-Key` header is sent (every `/v1` call; never `/health`). */
  readonly authenticated: boolean;
  /** A read: safe to retry and to call in a read-only conformance run (the search is a POST but reads). */
  readonly read: boolean;
  /**
   * Cross-field rules JSON Schema cannot say, for the OpenAPI description. Written apart, in
   * each resource's `*_RULES` (so the console's bundle leaves the prose out), and joined to the
   * route in ROUTES (routes.ts).
   */
  readonly rules?: readonly string[];
}

/** A resource's rules, by operation (see RouteSpec.rules). */
export type RouteRules<Table> = { readonly [Op in keyof Table]?: readonly string[] };

export const READ_ERRORS = [401, 429, 500] as const satisfies readonly ErrorStatus[];
export const WRITE_ERRORS = [
  400, 401, 409, 422, 429, 500,
] as const satisfies readonly ErrorStatus[];

export function route<Req extends z.ZodMiniType | null, Res extends z.ZodMiniType>(
  spec: RouteSpec<Req, Res>,
): RouteSpec<Req, Res> {
  return spec;
}

/** A path segment made of an id: encoded, and never empty nor a dot segment. */
export function idSegment(id: string): string {
  if (typeof id !== 'string' || id === '' || id === '.' || id === '..') {
    throw new TypeError('An id must be a non-empty string');
  }
  return encodeURIComponent(id);
}

/** The route's path with its parameters filled in (each encoded as one segment). */
export function fillPath(spec: RouteSpec, params: Readonly<Record<string, string>> = {}): string {
  return spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${spec.path}: missing path parameter ${name}`);
    return idSegment(value);
  });
}
