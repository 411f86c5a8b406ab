/**
 * How a rule fails: it throws a {@link RuleFailure} that carries the exchange that showed it, or
 * a {@link RuleSkip} when what it needs is missing (an earlier rule failed, no other key). The
 * helpers below are the checks the rules share: a success answer against ROUTES, the contract's
 * error body, equal values.
 */
import type { z } from 'zod/mini';
import { ROUTES } from '../../src/api/contract/routes.ts';
import type { OperationName } from '../../src/api/contract/routes.ts';
import type { Exchange } from './http.ts';

export class RuleFailure extends Error {
  readonly exchange: Exchange | undefined;
  constructor(message: string, exchange?: Exchange) {
    super(message);
    this.name = 'RuleFailure';
    this.exchange = exchange;
  }
}

export class RuleSkip extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleSkip';
  }
}

/** The parsed answer of an operation (the zod output type of its response schema in ROUTES). */
export type ResponseOf<Op extends OperationName> = z.output<(typeof ROUTES)[Op]['response']>;

/** A short account of a schema's issues: `items.0.price: invalid_type (expected number)`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.') || '(root)';
    const expected = 'expected' in issue ? ` (expected ${String(issue.expected)})` : '';
    return `${path}: ${issue.code}${expected}`;
  });
  const more = issues.length > 3 ? ` and ${issues.length - 3} more` : '';
  return shown.join('; ') + more;
}

/** The status is the one expected, else the rule fails with the body's code, if any. */
export function expectStatus(ex: Exchange, status: number, what: string): void {
  if (ex.status === status) return;
  throw new RuleFailure(`${what}: expected ${status}, got ${ex.status}${codeOf(ex)}`, ex);
}

function codeOf(ex: Exchange): string {
  const body = ex.json;
  if (typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string')
    return ` (${body.code})`;
  return '';
}

/** A success answer: the operation's successStatus and a body its response schema accepts. */
export function expectSuccess<Op extends OperationName>(op: Op, ex: Exchange): ResponseOf<Op> {
  const spec = ROUTES[op];
  expectStatus(ex, spec.successStatus, op);
  const parsed = spec.response.safeParse(ex.json);
  if (!parsed.success) {
    throw new RuleFailure(
      `${op}: the answer does not match the contract's schema: ${describeIssues(parsed.error.issues)}`,
      ex,
    );
  }
  return parsed.data as ResponseOf<Op>;
}

interface ErrorBody {
  code: string;
  message: string;
  details: { path: string; message: string }[];
}

/**
 * The contract's error answer (CONTRACT.md, Errors): this status, a body
 * `{ code, message, details? }` with this code, each detail `{ path, message }`, and a detail at
 * each of `paths` (dot paths with numeric indexes).
 */
export function expectError(
  ex: Exchange,
  status: number,
  code: string,
  what: string,
  paths: readonly string[] = [],
): ErrorBody {
  expectStatus(ex, status, what);
  const body = readErrorBody(ex, what);
  if (body.code !== code) {
    throw new RuleFailure(`${what}: expected code "${code}", got "${body.code}"`, ex);
  }
  const missing = paths.filter((p) => !body.details.some((d) => d.path === p));
  if (missing.length > 0) {
    const got = body.details.map((d) => d.path).join(', ') || 'none';
    throw new RuleFailure(
      `${what}: expected details at ${missing.join(', ')}; details paths: ${got}`,
      ex,
    );
  }
  return body;
}

function readErrorBody(ex: Exchange, what: string): ErrorBody {
  const body = ex.json;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new RuleFailure(`${what}: the error body is not a JSON object`, ex);
  }
  const record = body as Record<string, unknown>;
  const { code, message, details } = record;
  if (typeof code !== 'string') throw new RuleFailure(`${what}: the error body has no "code"`, ex);
  if (typeof message !== 'string')
    throw new RuleFailure(`${what}: the error body has no "message"`, ex);
  if (details === undefined || details === null) return { code, message, details: [] };
  if (!Array.isArray(details)) throw new RuleFailure(`${what}: "details" is not a list`, ex);
  const out: ErrorBody['details'] = [];
  for (const [i, detail] of (details as unknown[]).entries()) {
    const d = detail as Record<string, unknown> | null;
    if (typeof d !== 'object' || d === null || typeof d.path !== 'string') {
      throw new RuleFailure(`${what}: details.${i} has no "path"`, ex);
    }
    if (typeof d.message !== 'string') {
      throw new RuleFailure(`${what}: details.${i} has no "message"`, ex);
    }
    out.push({ path: d.path, message: d.message });
  }
  return { code, message, details: out };
}

/** A value as a reason shows it: JSON, or "nothing" for a missing one. */
function show(value: unknown): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}

/** Two values are the same (compared as JSON), else the rule fails naming the field. */
export function expectSame(actual: unknown, expected: unknown, what: string, ex?: Exchange): void {
  if (JSON.stringify(actual) === JSON.stringify(expected)) return;
  throw new RuleFailure(`${what}: expected ${show(expected)}, got ${show(actual)}`, ex);
}

/** A condition holds, else the rule fails with this message. */
export function expectThat(condition: boolean, message: string, ex?: Exchange): void {
  if (!condition) throw new RuleFailure(message, ex);
}

/**
 * A money figure equals the expected one to the cent, and is itself rounded to the cent
 * (CONTRACT.md: every amount is rounded to 2 decimals when computed).
 */
export function expectMoney(actual: unknown, expected: number, what: string, ex?: Exchange): void {
  if (typeof actual !== 'number' || !Number.isFinite(actual)) {
    throw new RuleFailure(`${what}: expected ${expected}, got ${show(actual)}`, ex);
  }
  const cents = actual * 100;
  const rounded = Math.abs(cents - Math.round(cents)) < 1e-6;
  if (!rounded || Math.round(cents) !== Math.round(expected * 100)) {
    throw new RuleFailure(`${what}: expected ${expected}, got ${actual}`, ex);
  }
}
