import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from '../lib/storage.ts';
import { KEY_ENTRY } from './keyPresence.ts';

/**
 * The API key lives only in sessionStorage (one tab, gone with the tab) and in the
 * X-Api-Key header. Never in localStorage, a URL, a log line or an error message.
 */
const sessionSchema = z.object({ apiKey: z.string().check(z.minLength(1), z.maxLength(512)) });

export function readApiKey(): string | null {
  return readStored('session', KEY_ENTRY, sessionSchema)?.apiKey ?? null;
}

export function storeApiKey(apiKey: string): void {
  writeStored('session', KEY_ENTRY, { apiKey });
}

export function clearApiKey(): void {
  removeStored('session', KEY_ENTRY);
}

/**
 * A one-way label for the account a key opens, used to keep each account's drafts and
 * remembered records apart in localStorage without storing the key (cyrb53, salted).
 */
export function scopeOfKey(apiKey: string): string {
  const input = `coc-scope:${apiKey}`;
  let h1 = 0xdeadbeef ^ 0x5bd1e995;
  let h2 = 0x41c6ce57 ^ 0x5bd1e995;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const returnSchema = z.string().check(
  z.maxLength(2000),
  z.refine((p) => p.startsWith('/') && !p.startsWith('//'), 'a path of this console'),
);

/** The page to come back to after the key is entered again. Only in-app paths are kept. */
export function rememberReturnPath(path: string): void {
  if (returnSchema.safeParse(path).success) writeStored('session', 'returnTo', path);
}

export function takeReturnPath(): string | null {
  const p = readStored('session', 'returnTo', returnSchema);
  removeStored('session', 'returnTo');
  return p;
}
