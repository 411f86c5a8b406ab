import type { Context } from 'hono';
import { config, locales } from 'zod/mini';
import type { z } from 'zod/mini';
import type { errorBodySchema, errorDetailSchema } from '../src/api/schemas/index.ts';

// The request schemas of src/api/schemas are built with zod/mini, which loads no locale. A check
// without its own message (an element of `images` that is not an object, say) answers in
// English, as it did when the schemas used zod's classic API (which loads English itself).
config(locales.en());

/** One offending field of an error answer; `path` is a dot path with numeric indexes. */
export type ErrorDetail = z.output<typeof errorDetailSchema>;

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'not_found'
  | 'conflict'
  | 'validation_failed'
  | 'idempotency_key_reused'
  | 'rate_limited'
  | 'internal';

/** The contract's error body (errorBodySchema) as the sandbox sends it: always a code of its
 * list and a message, `details` when there are any. */
export interface ErrorBody extends z.output<typeof errorBodySchema> {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[];
}

/** Thrown by handlers; turned into the contract's error body by the app's error handler. */
export class ApiProblem extends Error {
  readonly status: 400 | 401 | 404 | 409 | 422 | 429 | 500;
  readonly code: ErrorCode;
  readonly details: ErrorDetail[] | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: 400 | 401 | 404 | 409 | 422 | 429 | 500,
    code: ErrorCode,
    message: string,
    details?: ErrorDetail[],
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiProblem';
    this.status = status;
    this.code = code;
    this.details = details;
    this.headers = headers;
  }

  body(): ErrorBody {
    return this.details
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message };
  }
}

export const badRequest = (message: string): ApiProblem =>
  new ApiProblem(400, 'bad_request', message);
export const notFound = (message: string): ApiProblem => new ApiProblem(404, 'not_found', message);
export const conflict = (message: string, details?: ErrorDetail[]): ApiProblem =>
  new ApiProblem(409, 'conflict', message, details);

export function validationFailed(details: ErrorDetail[]): ApiProblem {
  const n = details.length;
  return new ApiProblem(
    422,
    'validation_failed',
    n === 1 ? '1 field is invalid' : `${n} fields are invalid`,
    details,
  );
}

export function problemResponse(problem: ApiProblem): Response {
  const headers = new Headers({
    'Content-Type': 'application/json; charset=UTF-8',
    ...problem.headers,
  });
  return new Response(JSON.stringify(problem.body()), { status: problem.status, headers });
}

/** Zod issues -> error details, one per distinct (path, message). */
export function issuesToDetails(issues: readonly z.core.$ZodIssue[]): ErrorDetail[] {
  const seen = new Set<string>();
  const details: ErrorDetail[] = [];
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const key = `${path}\u0000${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push({ path, message: issue.message });
  }
  return details;
}

/** Validates with a schema of src/api/schemas; a failure is a 422 listing every offending field. */
export function parseWith<S extends z.ZodMiniType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (!result.success) throw validationFailed(issuesToDetails(result.error.issues));
  return result.data;
}

/** The request body as a JSON object; 400 when it is not JSON or not an object. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') throw badRequest('The request body must be a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw badRequest('The request body must be a JSON object');
  }
  return value as Record<string, unknown>;
}
