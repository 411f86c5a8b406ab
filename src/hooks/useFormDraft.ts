import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod/mini';
import { newIdempotencyKey } from '../api/idempotency';
import { readDraft, removeDraft, writeDraft } from '../lib/drafts';
import { useScope } from '../session/SessionContext';
import type { IdempotencyKeyHolder } from './useSafeSubmit';

export interface FormDraft<V> {
  /** The values saved before (after a reload, a lapsed key, a closed tab), or null. */
  initial: V | null;
  /** The Idempotency-Key of the next submit; the same until `complete()` after a success. */
  idempotencyKey: string;
  /** After a successful submit: forget the draft and take a new key for the next one. */
  complete: () => void;
  /** Throw the draft away (the caller asks the person first). */
  discard: () => void;
  save: (values: V) => void;
  /** The key as `useSafeSubmit` holds it: renewing it keeps the values and stores the new key with them. */
  key: IdempotencyKeyHolder;
}

/**
 * Keeps a form's draft (and the Idempotency-Key of its next submit) per account in the
 * browser. Read it before `useForm` to restore; connect with `useAutosave`.
 */
export function useFormDraft<S extends z.ZodMiniType>(
  name: string,
  schema: S,
): FormDraft<z.output<S>> {
  const scope = useScope();
  const [stored] = useState(() => readDraft(scope, name, schema));
  const [idempotencyKey, setIdempotencyKey] = useState(
    () => stored?.idempotencyKey ?? newIdempotencyKey(),
  );
  const keyRef = useRef(idempotencyKey);
  // What is stored now (null once forgotten), so a renewed key is stored with the same values.
  const savedRef = useRef<{ values: z.output<S> } | null>(
    stored ? { values: stored.values } : null,
  );

  const save = useCallback(
    (values: z.output<S>) => {
      savedRef.current = { values };
      writeDraft(scope, name, {
        values,
        idempotencyKey: keyRef.current,
        savedAt: new Date().toISOString(),
      });
    },
    [scope, name],
  );
  const renew = useCallback(() => {
    const next = newIdempotencyKey();
    keyRef.current = next;
    setIdempotencyKey(next);
    if (savedRef.current) save(savedRef.current.values);
  }, [save]);
  const forget = useCallback(() => {
    removeDraft(scope, name);
    savedRef.current = null;
    const next = newIdempotencyKey();
    keyRef.current = next;
    setIdempotencyKey(next);
  }, [scope, name]);
  const key = useMemo<IdempotencyKeyHolder>(
    () => ({ current: () => keyRef.current, renew }),
    [renew],
  );

  return {
    initial: stored?.values ?? null,
    idempotencyKey,
    complete: forget,
    discard: forget,
    save,
    key,
  };
}

/** Saves the form's values into its draft as the person types (debounced). */
export function useAutosave<V extends FieldValues>(
  form: UseFormReturn<V>,
  draft: Pick<FormDraft<V>, 'save'>,
  { enabled = true, delayMs = 300 }: { enabled?: boolean; delayMs?: number } = {},
) {
  const { save } = draft;
  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    let pending = false;
    const subscription = form.watch((values, { type }) => {
      if (type !== 'change' && type !== undefined) return;
      window.clearTimeout(timer);
      pending = true;
      timer = window.setTimeout(() => {
        pending = false;
        save(values as V);
      }, delayMs);
    });
    const flush = () => {
      window.clearTimeout(timer);
      if (pending || form.formState.isDirty) save(form.getValues());
      pending = false;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      // Leaving the page (or the session ending) must not lose the last keystrokes; after a
      // successful submit the draft was completed and must not come back.
      if (pending && !form.formState.isSubmitSuccessful) flush();
      window.clearTimeout(timer);
      window.removeEventListener('pagehide', flush);
      subscription.unsubscribe();
    };
  }, [form, save, enabled, delayMs]);
}
