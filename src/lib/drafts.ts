import { z } from 'zod/mini';
import { readStored, removeStored, writeStored } from './storage';

/**
 * Drafts of long or important forms, kept per account scope in localStorage with the
 * Idempotency-Key of their next submit, so a reload, a lapsed key or a closed tab loses
 * nothing, and a retry after a lost answer reuses the same key.
 */
export interface Draft<V> {
  values: V;
  idempotencyKey: string;
  savedAt: string;
}

function storageKey(scope: string, name: string) {
  return `draft.${scope}.${name}`;
}

export function draftSchema<S extends z.ZodMiniType>(values: S) {
  return z.object({
    values,
    idempotencyKey: z.string().check(z.minLength(1), z.maxLength(100)),
    savedAt: z.string(),
  });
}

export function readDraft<S extends z.ZodMiniType>(
  scope: string,
  name: string,
  values: S,
): Draft<z.output<S>> | null {
  return readStored('local', storageKey(scope, name), draftSchema(values)) as Draft<
    z.output<S>
  > | null;
}

export function writeDraft<V>(scope: string, name: string, draft: Draft<V>): boolean {
  return writeStored('local', storageKey(scope, name), draft);
}

export function removeDraft(scope: string, name: string): void {
  removeStored('local', storageKey(scope, name));
}
