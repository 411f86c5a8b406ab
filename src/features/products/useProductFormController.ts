import { useNotices } from '../../ui/notices/notices';
import { useEffect, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { useTranslation, registerTranslations } from '../../i18n/i18n';
import type { WriteFailure } from '../../api/idempotency';
import type { Product } from '../../api/schemas/product';
import { useSafeSubmit } from '../../hooks/useSafeSubmit';
import { applyServerErrors } from '../../ui/serverErrors';
import { useUnsavedChangesGuard } from '../../hooks/useUnsavedChangesGuard';
import { formPathOf, toCreateRequest, toFormValues, toUpdateRequest } from './productForm';
import type { ProductFormValues } from './productForm';
import { useCreateProduct, useUpdateProduct } from './queries';
import { useProductDraft } from './useProductDraft';
import { catalog as productDetails } from './i18nDetails';

registerTranslations('products', productDetails);

interface Options {
  /** The product to edit, or null for a new one. */
  product: Product | null;
  /** After a creation, with the new product (the page opens it). */
  onCreated?: ((product: Product) => void) | undefined;
}

/**
 * Everything the product form does, for a new product and an existing one: its values and
 * draft (useProductDraft), the create and update writes through the one write-safety module
 * (useSafeSubmit with the draft's Idempotency-Key: locked from the first click or Enter,
 * before validation; the key kept after a lost answer and renewed after a refusal), the
 * service's field messages on their fields, what happens after a save, and the leave guard.
 * ProductForm only draws it.
 */
export function useProductFormController({ product, onCreated }: Options) {
  const { t } = useTranslation('products');
  const { enqueueSnackbar } = useNotices();
  const isNew = product === null;
  const draft = useProductDraft(product);
  const { form } = draft;
  const safe = useSafeSubmit(draft.key);
  const createMutation = useCreateProduct();
  const updateMutation = useUpdateProduct(product?.id ?? '');
  const [unmapped, setUnmapped] = useState<string[]>([]);
  const [invalidTried, setInvalidTried] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [created, setCreated] = useState<Product | null>(null);
  const dirty = form.formState.isDirty;
  const hasErrors = Object.keys(form.formState.errors).length > 0;

  const leaveGuard = useUnsavedChangesGuard(dirty && created === null);
  // Declared after the guard, so the guard knows the form is saved before the page moves on.
  const announced = useRef(false);
  useEffect(() => {
    if (created === null || announced.current) return;
    announced.current = true;
    onCreated?.(created);
  }, [created, onCreated]);

  const failed = (failure: WriteFailure, values: ProductFormValues) => {
    setUnmapped(
      applyServerErrors(failure.error, form.setError, (path) => formPathOf(path, values)),
    );
  };

  const onValid = async (values: ProductFormValues) => {
    safe.clear();
    setUnmapped([]);
    setInvalidTried(false);
    // Keep what is typed even if the session ends while the request is on its way.
    draft.keepTyped(values);
    if (isNew) {
      const result = await safe.send((idempotencyKey) =>
        createMutation.mutateAsync({ body: toCreateRequest(values), idempotencyKey }),
      );
      if (!result.ok) {
        failed(result.failure, values);
        return;
      }
      safe.finish(); // created: the page is about to open it, a second Ctrl+S sends nothing
      draft.created(toFormValues(result.value));
      enqueueSnackbar(t('form.created'), { variant: 'success' });
      setCreated(result.value);
      return;
    }
    const body = toUpdateRequest(values, draft.baseline);
    if (Object.keys(body).length === 0) {
      draft.unchanged();
      enqueueSnackbar(t('form.noChanges'), { variant: 'info' });
      return;
    }
    const result = await safe.send((idempotencyKey) =>
      updateMutation.mutateAsync({ body, idempotencyKey }),
    );
    if (!result.ok) {
      failed(result.failure, values);
      return;
    }
    draft.saved(toFormValues(result.value));
    enqueueSnackbar(t('form.saved'), { variant: 'success' });
  };

  const onInvalid = () => {
    safe.clear();
    setUnmapped([]);
    setInvalidTried(true);
  };

  /** The form's onSubmit, and Retry: one save at a time, locked before validation. */
  const submit = safe.guard((e?: BaseSyntheticEvent) => form.handleSubmit(onValid, onInvalid)(e));

  const discardChanges = () => {
    setConfirmDiscard(false);
    draft.discard();
    safe.clear();
    setUnmapped([]);
    setInvalidTried(false);
  };

  return {
    form,
    control: form.control,
    isNew,
    dirty,
    /** A draft from before was restored over the product. */
    restored: draft.restored,
    /** A save is under way (from the first click or Enter). */
    pending: safe.pending,
    /** The save button is locked: a save runs, or the product was created and opens next. */
    locked: safe.pending || created !== null,
    failure: safe.failure,
    /** Offline: the save waits for the connection (and can be cancelled). */
    waiting: safe.waiting,
    cancelWaiting: safe.cancelWaiting,
    /** The service's messages that no field took. */
    unmapped,
    /** A save was tried with fields to fix (nothing was sent). */
    invalidTried: invalidTried && hasErrors,
    submit,
    /** After a lost answer, a conflict or "not now": the same request, with the same key. */
    retry: () => void submit(),
    /** After "key reused": the changed form goes as a new request (a new key). */
    sendAsNew: () => {
      safe.sendAsNew();
      setUnmapped([]);
      void submit();
    },
    confirmDiscard,
    askDiscard: () => setConfirmDiscard(true),
    cancelDiscard: () => setConfirmDiscard(false),
    discardChanges,
    /** The "leave without saving?" dialog, to render. */
    leaveGuard,
  };
}
