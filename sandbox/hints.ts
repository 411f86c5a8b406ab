import { DEMO_API_KEYS } from './options.ts';

/*
 * What a server that hosts the sandbox prints when it starts (Vite's dev and preview servers
 * through sandbox/vitePlugin.ts, and `npm run sandbox`). This file and options.ts import
 * nothing else, so vite.config.ts's graph stays the plugin and these two files: the sandbox
 * itself is loaded at the first API request.
 */

/** The demo order list, served by the sandbox beside the API (sandbox only, not the contract). */
export const DEMO_ORDERS_PATH = '/sandbox-demo-orders.txt';

/** The built-in key with the seeded account, and the one with an empty account. */
export const SEEDED_KEY = 'demo-key';
export const EMPTY_KEY = 'demo-key-2';

const accountOf = (key: string): string => DEMO_API_KEYS[key] ?? 'none';

/** Which keys sign in, and what each opens. */
export function signInHint(): string {
  return `Sign in with the sandbox key ${SEEDED_KEY} (account ${accountOf(SEEDED_KEY)}, seeded data) or ${EMPTY_KEY} (account ${accountOf(EMPTY_KEY)}, empty)`;
}

/** Where the demo account's order ids are and what to do with them. */
export function demoOrdersHint(url: string): string {
  return `Sandbox demo orders (account ${accountOf(SEEDED_KEY)}, key ${SEEDED_KEY}), ready for the console's Orders → "Track orders" (paste, or choose the file): ${url}`;
}
