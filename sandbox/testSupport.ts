/** Helpers for the sandbox's contract tests (not shipped to the console). */
import type { Hono } from 'hono';
import type { z } from 'zod/mini';
import { createSandbox } from './app.ts';
import type { Sandbox, SandboxOptions } from './app.ts';

export const DEMO_KEY = 'demo-key';
export const OTHER_KEY = 'demo-key-2';

/** A clock tests can move. */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  set(iso: string): void;
}

export function testClock(start = '2026-11-21T14:03:00.000Z'): TestClock {
  let ms = Date.parse(start);
  return {
    now: () => new Date(ms),
    advance: (delta) => {
      ms += delta;
    },
    set: (iso) => {
      ms = Date.parse(iso);
    },
  };
}

/** A small sandbox for tests: 60 seeded products, a fixed clock, no data file. */
export function testSandbox(options: SandboxOptions = {}): Sandbox {
  return createSandbox({
    seedProducts: 60,
    now: testClock().now,
    apiKeys: {},
    corsOrigins: [],
    ...options,
  });
}

export interface CallOptions {
  key?: string | null;
  headers?: Record<string, string>;
  /** a raw body, sent as is (for malformed JSON) */
  raw?: string;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed JSON body, or undefined when the body is not JSON */
  json: unknown;
}

/** Calls the app in process with the demo key and a JSON body. */
export async function call(
  app: Hono,
  method: string,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers };
  const key = options.key === undefined ? DEMO_KEY : options.key;
  if (key !== null) headers['X-Api-Key'] = key;
  let payload: string | undefined;
  if (options.raw !== undefined) payload = options.raw;
  else if (body !== undefined) payload = JSON.stringify(body);
  if (payload !== undefined) headers['Content-Type'] ??= 'application/json';
  const res = await app.request(path, { method, headers, body: payload ?? null });
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, text, json };
}

/** Parses a body with a console response schema (so the console can read what we send). */
export function as<S extends z.ZodMiniType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(value);
}

/** The members of `keys` the object lacks (absent or undefined); `null` counts as present. */
export function missingFields(value: unknown, keys: readonly string[]): string[] {
  if (typeof value !== 'object' || value === null) return [...keys];
  const record = value as Record<string, unknown>;
  return keys.filter((k) => !(k in record) || record[k] === undefined);
}

export interface ErrorBodyShape {
  code: string;
  message: string;
  details?: { path: string; message: string }[];
}

function isErrorBody(value: unknown): value is ErrorBodyShape {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.code === 'string' && typeof v.message === 'string';
}

/** The error body of an answer (fails the test when the body is not the contract's error shape). */
export function errorOf(result: CallResult): ErrorBodyShape {
  if (!isErrorBody(result.json)) throw new Error(`not an error body: ${result.text}`);
  return result.json;
}

/** The detail paths of an error answer. */
export function detailPaths(result: CallResult): string[] {
  return (errorOf(result).details ?? []).map((d) => d.path);
}
