/**
 * The sandbox's routes, driven by the contract's route table (src/api/contract/routes.ts): a
 * route module states only what an operation does; its method, path, request schema and success
 * status come from `ROUTES[op]`, and its answer is typed by the route's response schema, so a
 * field renamed in the contract is a type error here.
 */
import type { Context, Hono } from 'hono';
import type { z } from 'zod/mini';
import { colonPath, ROUTES } from '../src/api/contract/routes.ts';
import type { OperationName } from '../src/api/contract/routes.ts';
import { parseWith, readJsonObject } from './http.ts';

type Spec<Op extends OperationName> = (typeof ROUTES)[Op];

/** The validated request body of an operation (`never` for an operation without a body). */
export type RequestOf<Op extends OperationName> = Spec<Op>['request'] extends z.ZodMiniType
  ? z.output<Spec<Op>['request']>
  : never;

/**
 * A value with every key its type names, at every depth (`null` where there is no value): the
 * contract's fields are mostly optional for the console, but the sandbox states each one, so a
 * field renamed in a schema (or in a record) is a type error in the sandbox.
 */
export type Complete<T> = T extends readonly (infer E)[]
  ? Complete<E>[]
  : T extends object
    ? { [K in keyof T]-?: Complete<Exclude<T[K], undefined>> }
    : T;

/** What the sandbox answers on success: JSON the route's response schema accepts, every field stated. */
export type ResponseOf<Op extends OperationName> = Complete<z.input<Spec<Op>['response']>>;

/** One request to an operation, as its handler sees it. */
export interface ServedRequest<Op extends OperationName> {
  readonly c: Context;
  /** A path parameter of the route (`id` of `/v1/products/{id}`). */
  param(name: string): string;
  /** The body as a JSON object: 400 when it is not JSON or not an object. */
  json(): Promise<Record<string, unknown>>;
  /** A JSON object checked with the route's request schema: 422 listing every offending field. */
  parse(value: unknown): RequestOf<Op>;
  /** `parse(await json())`. */
  body(): Promise<RequestOf<Op>>;
}

export type OperationHandler<Op extends OperationName> = (
  req: ServedRequest<Op>,
) => ResponseOf<Op> | Promise<ResponseOf<Op>>;

/**
 * Serves an operation: registers `ROUTES[op].method` at its path and answers the handler's
 * result as JSON with `ROUTES[op].successStatus`. Errors are thrown (ApiProblem).
 */
export function serve<Op extends OperationName>(
  app: Hono,
  op: Op,
  handler: OperationHandler<Op>,
): void {
  const spec: Spec<OperationName> = ROUTES[op];
  app.on(spec.method, colonPath(op), async (c) => {
    const json = (): Promise<Record<string, unknown>> => readJsonObject(c);
    const parse = (value: unknown): RequestOf<Op> => {
      if (spec.request === null) throw new TypeError(`${op} has no request body`);
      return parseWith(spec.request, value) as RequestOf<Op>;
    };
    const req: ServedRequest<Op> = {
      c,
      param: (name) => {
        const value = c.req.param(name);
        if (value === undefined) throw new TypeError(`${op}: no path parameter ${name}`);
        return value;
      },
      json,
      parse,
      body: async () => parse(await json()),
    };
    const result = await handler(req);
    return c.json(result, spec.successStatus);
  });
}

interface WriteRoute {
  readonly method: string;
  readonly pattern: RegExp;
}

/** The writes (POST/PUT) the table marks as not idempotent: the search, a read sent as a POST. */
const WITHOUT_IDEMPOTENCY: readonly WriteRoute[] = Object.values(ROUTES)
  .filter((spec) => spec.method !== 'GET' && !spec.idempotent)
  .map((spec) => ({ method: spec.method, pattern: templatePattern(spec.path) }));

function templatePattern(template: string): RegExp {
  const source = template
    .split(/\{\w+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${source}$`);
}

/** Whether a request goes to an operation whose route says no Idempotency-Key applies. */
export function withoutIdempotency(method: string, path: string): boolean {
  return WITHOUT_IDEMPOTENCY.some((r) => r.method === method && r.pattern.test(path));
}
