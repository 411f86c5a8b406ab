import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Product } from '../../api/schemas/product';
import { useAutosave, useFormDraft } from '../../hooks/useFormDraft';
import { readApiKey } from '../../session/keyStorage';
import {
  mergeDraft,
  productDraftSchema,
  productFormSchema,
  sameValues,
  toFormValues,
} from './productForm';
import type { ProductFormValues } from './productForm';

/**
 * The product form's values and their draft: the product as loaded (the baseline an edit is
 * compared with), a draft laid over it after a reload or a lapsed session, autosave as the
 * person types, and what leaving the page does with the draft. The draft also holds the
 * Idempotency-Key of the next save (`key`, for useSafeSubmit).
 */
export function useProductDraft(product: Product | null) {
  const isNew = product === null;
  const draft = useFormDraft(isNew ? 'product.new' : `product.${product.id}`, productDraftSchema);
  const { save: saveDraft, discard: discardDraft, complete: completeDraft } = draft;

  // The product as loaded (what an edit is compared with), and a draft laid over it.
  const [start] = useState(() => {
    const base = toFormValues(product);
    const merged = draft.initial ? mergeDraft(draft.initial, base) : base;
    return { base, values: merged, restored: !sameValues(merged, base) };
  });
  const [baseline, setBaseline] = useState(start.base);
  const [restored, setRestored] = useState(start.restored);

  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema, undefined, { raw: true }),
    defaultValues: start.base,
    mode: 'onTouched',
  });
  const { reset, getValues } = form;

  // Bring back the draft once, on top of the loaded values (so the form counts as changed).
  const pendingRestore = useRef(start.restored ? start.values : null);
  useEffect(() => {
    const values = pendingRestore.current;
    if (values === null) return;
    pendingRestore.current = null;
    reset(values, { keepDefaultValues: true });
  }, [reset]);

  // Autosave: the typed values with the baseline they were typed against; nothing when equal.
  const baselineRef = useRef(baseline);
  useLayoutEffect(() => {
    baselineRef.current = baseline;
  });
  const stored = useRef(draft.initial !== null);
  const finished = useRef(false); // a new product was created: this form keeps no draft any more
  const keepTyped = useCallback(
    (values: ProductFormValues) => {
      if (finished.current) return;
      const base = baselineRef.current;
      if (sameValues(values, base)) {
        if (stored.current) discardDraft();
        stored.current = false;
        return;
      }
      stored.current = true;
      saveDraft({ values, baseline: base });
    },
    [saveDraft, discardDraft],
  );
  useAutosave(form, { save: keepTyped });

  // Leaving the page: when the session ended (401, idle, logout) everything typed is kept for
  // after the next sign-in; when the person chose to leave (the guard asked), the draft goes.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (finished.current) return;
      const values = getValues();
      const sessionEnded = readApiKey() === null;
      window.setTimeout(() => {
        if (mounted.current) return; // mounted again (React's development double effects)
        if (sessionEnded) keepTyped(values);
        else if (!sameValues(values, baselineRef.current)) discardDraft();
      }, 0);
    };
  }, [getValues, keepTyped, discardDraft]);

  const forget = () => {
    completeDraft();
    stored.current = false;
  };

  return {
    form,
    /** The Idempotency-Key of the next save, stored with the draft. */
    key: draft.key,
    baseline,
    /** A draft from before was laid over the product (the page offers to discard it). */
    restored,
    /** Stores what is typed now (before a save: kept even if the session ends on the way). */
    keepTyped,
    /** A new product was created: the form shows it and keeps no draft any more. */
    created(values: ProductFormValues) {
      finished.current = true;
      forget();
      reset(values);
    },
    /** An edit was saved: the service's answer is the new baseline. */
    saved(next: ProductFormValues) {
      forget();
      setBaseline(next);
      baselineRef.current = next;
      reset(next);
      setRestored(false);
    },
    /** Nothing differs from the baseline: the form goes back to it, without a draft. */
    unchanged() {
      reset(baseline);
      if (stored.current) discardDraft();
      stored.current = false;
    },
    /** The person threw the changes away. */
    discard() {
      reset(baseline);
      discardDraft();
      stored.current = false;
      setRestored(false);
    },
  };
}
