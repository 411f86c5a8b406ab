import { DEMO_ACCOUNT } from './seed.ts';
import type { SandboxStore } from './store.ts';

/*
 * The newcomer's first step: the console cannot list orders (the service has no such call), so
 * the sandbox hands out its demo account's order ids, ready to paste (or to pick as a file) in
 * the console's "Track orders" dialog. A sandbox-only page beside the API, not part of the
 * contract; the console knows nothing of it.
 */

/** Served by the sandbox (standalone and inside `vite dev` / `vite preview`). */
export const DEMO_ORDERS_PATH = '/sandbox-demo-orders.txt';

/** The demo account's order ids, by order number. */
export function demoOrderIds(store: SandboxStore): string[] {
  const acc = store.accounts.get(DEMO_ACCOUNT);
  if (!acc) return [];
  return [...acc.orders.values()]
    .sort((a, b) => a.number - b.number)
    .map((o) => o.id);
}

/** One id per line. */
export function demoOrdersText(store: SandboxStore): string {
  const ids = demoOrderIds(store);
  return ids.length === 0 ? '' : `${ids.join('\n')}\n`;
}

/** What a server prints when it starts: where the list is and what to do with it. */
export function demoOrdersHint(url: string): string {
  return `Sandbox demo orders (account ${DEMO_ACCOUNT}, key demo-key), ready for the console's Orders → "Track orders" (paste, or choose the file): ${url}`;
}
