/**
 * docs/openapi.json: the document of scripts/openapi/document.ts as the repository keeps it
 * (formatted by Prettier with the project's settings, so `npm run format:check` agrees), and the
 * comparison `npm run openapi -- --check` makes.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildOpenApiDocument } from './document.ts';
import type { OpenApiDocument } from './document.ts';

export const OPENAPI_FILE = join(import.meta.dirname, '..', '..', 'docs', 'openapi.json');

/** The document as the file's text (the repository's Prettier settings, wherever it is written). */
export async function renderOpenApi(
  doc: OpenApiDocument = buildOpenApiDocument(),
): Promise<string> {
  const config = (await resolveConfig(OPENAPI_FILE)) ?? {};
  return format(JSON.stringify(doc), { ...config, filepath: OPENAPI_FILE });
}

export type Drift =
  | { kind: 'same' }
  | { kind: 'missing' }
  | { kind: 'different'; line: number; expected: string; actual: string };

/** How the file's text differs from the generated text: the first differing line (1-based). */
export function compareText(expected: string, actual: string | null): Drift {
  if (actual === null) return { kind: 'missing' };
  if (actual === expected) return { kind: 'same' };
  const want = expected.split('\n');
  const have = actual.split('\n');
  let i = 0;
  while (i < want.length && i < have.length && want[i] === have[i]) i += 1;
  return { kind: 'different', line: i + 1, expected: want[i] ?? '', actual: have[i] ?? '' };
}

/** The file's text, or null when it does not exist. */
export async function readOpenApiFile(file: string = OPENAPI_FILE): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The message of a failed check, naming the file, the first differing line and the fix. */
export function driftMessage(drift: Drift, shown: string): string {
  const fix = 'Run `npm run openapi` and commit the file.';
  if (drift.kind === 'missing') return `${shown} does not exist. ${fix}`;
  if (drift.kind === 'same') return `${shown} is up to date.`;
  return [
    `${shown} differs from what the route table and schemas generate (first at line ${drift.line}):`,
    `  generated: ${drift.expected.trim()}`,
    `  in file:   ${drift.actual.trim()}`,
    fix,
  ].join('\n');
}
