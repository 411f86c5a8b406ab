/**
 * The OpenAPI 3.1 document of the contract (issue #19), built from the route table
 * (src/api/contract/routes.ts) and the zod schemas (src/api/schemas) with zod's own
 * `toJSONSchema`: request bodies in `input` mode (what a client may send), answers in `output`
 * mode. Nothing here restates a path, a status or a field: it only arranges what the table says.
 *
 * Every schema exported by src/api/schemas (`productSchema` -> `Product`) is a candidate
 * component; the document keeps those its operations reach. Answers stay open to fields the
 * contract does not name (the console ignores them), so `additionalProperties: false` is left out.
 *
 * `npm run openapi` writes it to docs/openapi.json (scripts/openapi.ts); the sandbox serves it
 * at `GET /openapi.json`.
 */
import { z } from 'zod/mini';
import pkg from '../../package.json' with { type: 'json' };
import type { ErrorStatus } from '../../src/api/contract/route.ts';
import { ROUTES } from '../../src/api/contract/routes.ts';
import type { OperationName, RouteSpec } from '../../src/api/contract/routes.ts';
import * as schemaIndex from '../../src/api/schemas/index.ts';
// the shipment-status call's schemas live apart from the barrel (so only the board loads them)
import * as shipmentStatusSchemas from '../../src/api/schemas/shipmentStatus.ts';

const schemas = { ...schemaIndex, ...shipmentStatusSchemas };

/** A JSON value of the document (what `JSON.stringify` writes as is). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: JsonObject;
  tags: JsonObject[];
  paths: Record<string, Record<string, JsonObject>>;
  components: {
    securitySchemes: JsonObject;
    parameters: JsonObject;
    headers: JsonObject;
    responses: Record<string, JsonObject>;
    schemas: Record<string, JsonObject>;
  };
}

export const API_KEY_SCHEME = 'ApiKey';
const SCHEMA_REF = '#/components/schemas/';

/** The error answer of each status: its component name, meaning and an example body (CONTRACT.md, Errors). */
const ERRORS: Record<ErrorStatus, { name: string; description: string; example: JsonObject }> = {
  400: {
    name: 'BadRequest',
    description: '`bad_request`: the body is not JSON or not an object, or a header is malformed.',
    example: { code: 'bad_request', message: 'The body is not valid JSON', details: [] },
  },
  401: {
    name: 'Unauthorized',
    description: '`unauthorized`: the `X-Api-Key` header is missing or not a known key.',
    example: { code: 'unauthorized', message: 'The API key is not valid', details: [] },
  },
  404: {
    name: 'NotFound',
    description:
      "`not_found`: no record with this id in the key's account (another account's record is a 404 too, never a 403).",
    example: { code: 'not_found', message: 'No such record', details: [] },
  },
  409: {
    name: 'Conflict',
    description:
      '`conflict`: the request is valid but the state forbids it (insufficient stock, order already invoiced, shipment already in that status, an `Idempotency-Key` whose first request is still running).',
    example: { code: 'conflict', message: 'Insufficient stock', details: [] },
  },
  422: {
    name: 'UnprocessableEntity',
    description:
      '`validation_failed`: a field is missing, has the wrong type or is out of bounds; `details` lists every offending field by its dot path. `idempotency_key_reused`: an `Idempotency-Key` already used with a different body.',
    example: {
      code: 'validation_failed',
      message: '1 field is invalid',
      details: [{ path: 'items.0.quantity', message: 'must be greater than 0' }],
    },
  },
  429: {
    name: 'TooManyRequests',
    description: '`rate_limited`: too many requests; `Retry-After` says how many seconds to wait.',
    example: { code: 'rate_limited', message: 'Too many requests; try again later', details: [] },
  },
  500: {
    name: 'InternalError',
    description: '`internal`: anything else (any 5xx).',
    example: { code: 'internal', message: 'Internal error', details: [] },
  },
};

/** `productSearchPageSchema` -> `ProductSearchPage`. */
function componentName(exportName: string): string {
  const base = exportName.slice(0, -'Schema'.length);
  return base.charAt(0).toUpperCase() + base.slice(1);
}

function isZodSchema(value: unknown): value is z.ZodMiniType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/** Every zod schema a module exports, by component name (sorted, so the order is stable). */
function namedSchemas(exported: Readonly<Record<string, unknown>>): Map<z.ZodMiniType, string> {
  const named = new Map<z.ZodMiniType, string>();
  const entries = Object.entries(exported)
    .filter((entry): entry is [string, z.ZodMiniType] => {
      const [name, value] = entry;
      return name.endsWith('Schema') && isZodSchema(value);
    })
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [exportName, schema] of entries) {
    if (!named.has(schema)) named.set(schema, componentName(exportName));
  }
  return named;
}

type Io = 'input' | 'output';

/** The JSON Schema of every named schema in one mode, `$ref`s between them pointing at components. */
function convert(named: Map<z.ZodMiniType, string>, io: Io, rename: (id: string) => string) {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of named) registry.add(schema, { id });
  const { schemas: converted } = z.toJSONSchema(registry, {
    io,
    uri: (id) => `${SCHEMA_REF}${rename(id)}`,
    override: (ctx) => {
      // An answer may hold fields the contract does not name; a request's extra fields are
      // dropped by the service (input mode says nothing of them either).
      const def = ctx.zodSchema._zod.def;
      if (io === 'output' && def.type === 'object' && def.catchall === undefined) {
        delete ctx.jsonSchema.additionalProperties;
      }
    },
  });
  const out = new Map<string, JsonObject>();
  for (const [id, jsonSchema] of Object.entries(converted)) {
    const { $schema: _schema, $id: _id, ...rest } = jsonSchema as Record<string, unknown>;
    out.set(id, JSON.parse(JSON.stringify(rest)) as JsonObject);
  }
  return out;
}

/** The component names a JSON value refers to (`$ref: #/components/schemas/X`). */
function refsIn(value: Json, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) refsIn(item, into);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMA_REF)) {
        into.add(item.slice(SCHEMA_REF.length));
      } else refsIn(item, into);
    }
  }
  return into;
}

/** The names reachable from `roots` through the given components. */
function reachable(roots: Iterable<string>, components: Map<string, JsonObject>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    if (seen.has(name)) continue;
    const component = components.get(name);
    if (!component) throw new Error(`OpenAPI: no component ${name}`);
    seen.add(name);
    queue.push(...refsIn(component, new Set()));
  }
  return seen;
}

/** The first path segment after `/v1` (`products`, `warehouse-products`…), or `health`. */
function tagOf(spec: RouteSpec): string {
  const segments = spec.path.split('/').filter(Boolean);
  return segments[0] === 'v1' ? (segments[1] ?? 'v1') : (segments[0] ?? 'root');
}

function description(spec: RouteSpec): string {
  const parts: string[] = [];
  if (spec.rules && spec.rules.length > 0) {
    parts.push(`Rules JSON Schema cannot say:\n\n${spec.rules.map((r) => `- ${r}`).join('\n')}`);
  }
  if (spec.pathSource === 'contract') {
    parts.push(
      "**Method and path assumed by the contract** (docs/CONTRACT.md): the service's description (docs/service-interface.md) does not show them. A service that differs here needs the route table changed (`x-path-source: contract`).",
    );
  }
  if (spec.idempotent) {
    parts.push(
      'Idempotent with `Idempotency-Key`: the same key and body replay the first answer (`Idempotent-Replayed: true`) without doing the work again.',
    );
  }
  if (!spec.authenticated) parts.push('No API key: callable before signing in.');
  return parts.join('\n\n');
}

function operation(
  name: OperationName,
  spec: RouteSpec,
  requestName: (schema: z.ZodMiniType) => string,
  responseName: (schema: z.ZodMiniType) => string,
): JsonObject {
  const parameters: Json[] = spec.params.map((param) => ({
    name: param,
    in: 'path',
    required: true,
    description: 'An opaque id (the sandbox makes UUIDs).',
    schema: { type: 'string', minLength: 1 },
  }));
  if (spec.idempotent) parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });

  const success: JsonObject = {
    description: spec.successStatus === 201 ? 'Created' : 'OK',
    content: { 'application/json': { schema: { $ref: SCHEMA_REF + responseName(spec.response) } } },
  };
  if (spec.idempotent) {
    success.headers = {
      'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' },
    };
  }
  const responses: JsonObject = { [String(spec.successStatus)]: success };
  for (const status of [...spec.errorStatuses].sort((a, b) => a - b)) {
    responses[String(status)] = { $ref: `#/components/responses/${ERRORS[status].name}` };
  }

  const op: JsonObject = {
    operationId: name,
    summary: spec.summary,
    tags: [tagOf(spec)],
  };
  const text = description(spec);
  if (text) op.description = text;
  if (parameters.length > 0) op.parameters = parameters;
  if (spec.request) {
    op.requestBody = {
      required: true,
      content: {
        'application/json': { schema: { $ref: SCHEMA_REF + requestName(spec.request) } },
      },
    };
  }
  op.responses = responses;
  op.security = spec.authenticated ? [{ [API_KEY_SCHEME]: [] }] : [];
  op['x-path-source'] = spec.pathSource;
  op['x-idempotent'] = spec.idempotent;
  op['x-read'] = spec.read;
  return op;
}

function sortedRecord<T>(entries: Iterable<[string, T]>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The contract as an OpenAPI 3.1 document: same input, same document (key order included). */
export function buildOpenApiDocument(
  routes: Readonly<Record<string, RouteSpec>> = ROUTES,
  exported: Readonly<Record<string, unknown>> & { errorBodySchema: z.ZodMiniType } = schemas,
): OpenApiDocument {
  const named = namedSchemas(exported);
  const nameOf = (schema: z.ZodMiniType): string => {
    const name = named.get(schema);
    if (name === undefined) {
      throw new Error(
        'OpenAPI: a route schema is not exported by src/api/schemas/index.ts or shipmentStatus.ts (no name for it)',
      );
    }
    return name;
  };
  const routeEntries = Object.entries(routes);

  // A schema used by a request and by an answer would have two JSON Schemas (input and output
  // mode): the request's then takes the name `<Name>Input`.
  const output = convert(named, 'output', (id) => id);
  const responseRoots = new Set(routeEntries.map(([, spec]) => nameOf(spec.response)));
  responseRoots.add(nameOf(exported.errorBodySchema));
  const usedOutput = reachable(responseRoots, output);
  const plainInput = convert(named, 'input', (id) => id);
  const requestRoots = new Set(
    routeEntries.flatMap(([, spec]) => (spec.request ? [nameOf(spec.request)] : [])),
  );
  const shared = [...reachable(requestRoots, plainInput)].filter((n) => usedOutput.has(n));
  const renamed = new Set(
    shared.filter((n) => JSON.stringify(plainInput.get(n)) !== JSON.stringify(output.get(n))),
  );
  const inputName = (id: string): string => (renamed.has(id) ? `${id}Input` : id);
  const input = new Map(
    [...convert(named, 'input', inputName)].map(([id, s]) => [inputName(id), s] as const),
  );
  const usedInput = reachable([...requestRoots].map(inputName), input);

  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const [name, spec] of routeEntries) {
    const byMethod = (paths[spec.path] ??= {});
    byMethod[spec.method.toLowerCase()] = operation(
      name as OperationName,
      spec,
      (schema) => inputName(nameOf(schema)),
      nameOf,
    );
  }

  const componentSchemas = sortedRecord<JsonObject>([
    ...[...usedOutput].map((n) => [n, output.get(n) ?? {}] as [string, JsonObject]),
    ...[...usedInput]
      .filter((n) => !usedOutput.has(n))
      .map((n) => [n, input.get(n) ?? {}] as [string, JsonObject]),
  ]);

  const responses = sortedRecord<JsonObject>(
    Object.values(ERRORS).map(({ name, description: text, example }) => {
      const response: JsonObject = {
        description: text,
        content: {
          'application/json': {
            schema: { $ref: SCHEMA_REF + nameOf(exported.errorBodySchema) },
            example,
          },
        },
      };
      if (name === 'TooManyRequests') {
        response.headers = { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } };
      }
      return [name, response];
    }),
  );

  const tags = [...new Set(routeEntries.map(([, spec]) => tagOf(spec)))].map((tag) => ({
    name: tag,
  }));

  return {
    openapi: '3.1.0',
    info: {
      title: 'Commerce Operations API (the console’s contract)',
      version: pkg.version,
      description: [
        'What the Commerce Ops Console assumes of the Commerce Operations service, generated from the route table (`src/api/contract/routes.ts`) and the zod schemas (`src/api/schemas`) by `npm run openapi`. The rules, the reasons and what the service’s own description leaves open are in docs/CONTRACT.md; `npm run check-api` checks a running service against it (docs/CHECK-API.md).',
        'Every `/v1` call sends `X-Api-Key`; `/health` never does. Errors answer `{ code, message, details: [{ path, message }] }`. Answers may carry fields not listed here (the console ignores them), and any field but `id` may be missing or `null`.',
        '`x-path-source` says where an operation’s method and path come from: `service-interface` (shown by the service’s description) or `contract` (assumed by the contract). `x-idempotent`: the write carries an `Idempotency-Key`. `x-read`: it changes nothing.',
      ].join('\n\n'),
    },
    tags,
    paths,
    components: {
      securitySchemes: {
        [API_KEY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: 'X-Api-Key',
          description:
            'The account’s API key. Every `/v1` call; never `/health`. A key never sees another account’s records.',
        },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'One key per logical submit (the console sends a UUID, kept with the draft and reused on retry). The same key with the same body replays the first answer; with another body it is a 422 `idempotency_key_reused`; while the first request runs, a 409. Kept 24 hours, per account. A deployment whose service lacks the header turns it off (`sendIdempotencyKey: false`).',
          schema: { type: 'string', minLength: 1, maxLength: 255 },
        },
      },
      headers: {
        IdempotentReplayed: {
          description: '`true` when the answer is the replay of an earlier request with this key.',
          schema: { type: 'string', enum: ['true'] },
        },
        RetryAfter: {
          description: 'Seconds to wait before trying again.',
          schema: { type: 'integer', minimum: 0 },
        },
      },
      responses,
      schemas: componentSchemas,
    },
  };
}

/** The operations of a document, as `[operationId, method, path, operation]`. */
export function documentOperations(doc: OpenApiDocument): [string, string, string, JsonObject][] {
  const out: [string, string, string, JsonObject][] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const id = typeof op.operationId === 'string' ? op.operationId : '';
      out.push([id, method.toUpperCase(), path, op]);
    }
  }
  return out;
}
