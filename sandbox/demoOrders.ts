import { DEMO_ACCOUNT } from './seed.ts';
import type { SandboxStore } from './store.ts';

/*
 * The newcomer's first step: the console cannot list orders (the service has no such call), so
 * the sandbox hands out its demo account's order ids, ready to paste (or to pick as a file) in
 * the console's "Track orders" dialog. A sandbox-only page beside the API, not part of the
 * contract; the console knows nothing of it.
 */

/** Served by the sandbox (standalone and inside `vite dev` / `vite preview`); in hints.ts, which the Vite plugin reads. */
export { DEMO_ORDERS_PATH, demoOrdersHint } from './hints.ts';

/** The demo account's order ids, by order number. */
export function demoOrderIds(store: SandboxStore): string[] {
  const acc = store.accounts.get(DEMO_ACCOUNT);
  if (!acc) return [];
  return [...acc.orders.values()].sort((a, b) => a.number - b.number).map((o) => o.id);
}

/** One id per line. */
export function demoOrdersText(store: SandboxStore): string {
  const ids = demoOrderIds(store);
  return ids.length === 0 ? '' : `${ids.join('\n')}\n`;
}
