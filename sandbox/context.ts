import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import { accountFor } from './middleware.ts';
import type { ResolvedSandboxOptions } from './options.ts';
import type { AccountState, SandboxStore } from './store.ts';

/** What every route module needs: the store, the clock, ids, and the write discipline. */
export interface SandboxContext {
  readonly options: ResolvedSandboxOptions;
  readonly store: SandboxStore;
  /** The account of the request's key (the auth middleware has already refused bad keys). */
  account(c: Context): AccountState;
  nowIso(): string;
  newId: () => string;
  /**
   * Runs a change of an account's state: one at a time per account (so numbers are never
   * reused or skipped under concurrency), then schedules persistence.
   */
  write<T>(acc: AccountState, change: () => T): Promise<T>;
}

export function createContext(
  options: ResolvedSandboxOptions,
  store: SandboxStore,
  changed: () => void,
): SandboxContext {
  return {
    options,
    store,
    account: (c) => accountFor(c, options, store),
    nowIso: () => options.now().toISOString(),
    newId: () => randomUUID(),
    write: (acc, change) =>
      acc.writeQueue.run(() => {
        const result = change();
        changed();
        return result;
      }),
  };
}
