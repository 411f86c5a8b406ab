import type { z } from 'zod/mini';
import { runtimeConfigSchema, type RuntimeConfig } from './schema';

export type ConfigProblem =
  | { kind: 'missing'; file: string; reason: string }
  | { kind: 'notJson'; file: string }
  | { kind: 'invalid'; file: string; issues: string[] };

export type ConfigResult =
  { ok: true; config: RuntimeConfig } | { ok: false; problem: ConfigProblem };

/** What the loader needs from the network layer: the text of a static file. */
export type TextFetcher = (url: string) => Promise<{ status: number; text: string }>;

/**
 * Validates the text of config.json; every problem names the field it concerns. `messages` words
 * the problems zod's own checks find (a string too short, a number too big); `loadConfig` passes
 * zod's English ones. Without it those read "Invalid input" (zod/mini loads no locale).
 */
export function parseConfigText(
  file: string,
  text: string,
  messages?: z.core.$ZodErrorMap,
): ConfigResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, problem: { kind: 'notJson', file } };
  }
  const parsed = runtimeConfigSchema.safeParse(json, messages ? { error: messages } : undefined);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`,
    );
    return { ok: false, problem: { kind: 'invalid', file, issues } };
  }
  return { ok: true, config: parsed.data };
}

/** Loads `config.json` beside index.html (under the deployed base path), once, at start-up. */
export async function loadConfig(getText: TextFetcher, baseUrl: string): Promise<ConfigResult> {
  const file = `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}config.json`;
  let answer: { status: number; text: string };
  try {
    answer = await getText(file);
  } catch (e) {
    return {
      ok: false,
      problem: { kind: 'missing', file, reason: e instanceof Error ? e.message : 'network error' },
    };
  }
  if (answer.status < 200 || answer.status > 299) {
    return { ok: false, problem: { kind: 'missing', file, reason: `HTTP ${answer.status}` } };
  }
  const result = parseConfigText(file, answer.text);
  if (result.ok || result.problem.kind !== 'invalid') return result;
  // Only a broken config.json needs zod's English messages: fetched then (a small chunk of its
  // own), never on a normal start. If even that fails, the problems still name their fields.
  try {
    const { default: english } = await import('zod/v4/locales/en.js');
    return parseConfigText(file, answer.text, english().localeError);
  } catch {
    return result;
  }
}
