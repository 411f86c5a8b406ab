/**
 * `runConformance`: runs the contract's rules (rules.ts) against a service over HTTP and answers
 * one result per rule. scripts/check-api.ts is its command line; checkApi.test.ts runs it
 * against the sandbox in process. docs/CHECK-API.md explains the rules to a service team.
 */
import { randomBytes } from 'node:crypto';
import { RuleFailure, RuleSkip } from './expect.ts';
import { ApiClient } from './http.ts';
import type { FetchLike } from './http.ts';
import { CONTRACT_CATALOG, RULES } from './rules.ts';
import type { CatalogIds, RuleContext } from './rules.ts';

export type { FetchLike } from './http.ts';

export type Outcome = 'PASS' | 'FAIL' | 'SKIP';

export interface RuleResult {
  rule: string;
  outcome: Outcome;
  reason: string;
  /** For a FAIL: the request that showed it (never the key). */
  request?: { method: string; path: string; status: number };
}

export interface ConformanceOptions {
  /** The service's base address, e.g. `http://127.0.0.1:8787` (no trailing `/v1`). */
  baseUrl: string;
  key: string;
  /** A key of another account: enables the tenancy rule. */
  otherKey?: string | undefined;
  /** Only the rules that change nothing. */
  readOnly?: boolean;
  /** Default: the global fetch. */
  fetch?: FetchLike;
  /** The catalog ids the contract ships (warehouse, numeration, shipment statuses). */
  catalog?: Partial<CatalogIds>;
  /** In the prefix of every record created: `check-api-<runId>`. Default: random. */
  runId?: string;
  /** For the random orders. Default: Math.random. */
  random?: () => number;
  /** How many random orders the totals rule creates. Default 3. */
  randomOrders?: number;
}

export interface ConformanceReport {
  /** `check-api-<run id>`: the prefix of the records the run created. */
  prefix: string;
  results: RuleResult[];
  passed: number;
  failed: number;
  skipped: number;
}

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const fetchFn: FetchLike = options.fetch ?? ((request) => fetch(request));
  const api = new ApiClient({
    baseUrl: options.baseUrl,
    key: options.key,
    ...(options.otherKey === undefined ? {} : { otherKey: options.otherKey }),
    fetch: fetchFn,
  });
  const prefix = `check-api-${options.runId ?? randomBytes(4).toString('hex')}`;
  const ctx: RuleContext = {
    api,
    prefix,
    catalog: { ...CONTRACT_CATALOG, ...options.catalog },
    random: options.random ?? Math.random,
    randomOrders: options.randomOrders ?? 3,
    state: {},
  };
  const results: RuleResult[] = [];
  for (const rule of RULES) {
    if (options.readOnly === true && rule.writes) {
      results.push({ rule: rule.name, outcome: 'SKIP', reason: 'changes data (--read-only)' });
      continue;
    }
    try {
      results.push({ rule: rule.name, outcome: 'PASS', reason: await rule.run(ctx) });
    } catch (error) {
      results.push(resultOf(rule.name, error));
    }
  }
  const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
  return { prefix, results, passed: count('PASS'), failed: count('FAIL'), skipped: count('SKIP') };
}

function resultOf(rule: string, error: unknown): RuleResult {
  if (error instanceof RuleSkip) return { rule, outcome: 'SKIP', reason: error.message };
  if (error instanceof RuleFailure) {
    const ex = error.exchange;
    return {
      rule,
      outcome: 'FAIL',
      reason: error.message,
      ...(ex ? { request: { method: ex.method, path: ex.path, status: ex.status } } : {}),
    };
  }
  // A network error, a body a rule could not read: the rule fails with what happened.
  const message = error instanceof Error ? error.message : String(error);
  return { rule, outcome: 'FAIL', reason: `could not complete: ${message}` };
}

/** `PASS <rule> — <reason>`, and for a FAIL `[METHOD path → status]`. */
export function formatResult(result: RuleResult): string {
  const request = result.request
    ? ` [${result.request.method} ${result.request.path} → ${result.request.status}]`
    : '';
  return `${result.outcome} ${result.rule} — ${result.reason}${request}`;
}

export function formatSummary(report: ConformanceReport): string {
  return `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`;
}
