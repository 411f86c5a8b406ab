import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSnackbar } from 'notistack';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { PRODUCT_NAME_MAX, PRODUCT_STATUSES } from '../../api/schemas/product';
import type { Product } from '../../api/schemas/product';
import { useConfig } from '../../config/ConfigContext';
import { readApiKey } from '../../session/keyStorage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { fieldMessage } from '../../ui/formFields';
import { applyServerErrors } from '../../ui/serverErrors';
import { useAutosave, useFormDraft } from '../../hooks/useFormDraft';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard';
import { CustomFieldsEditor } from './CustomFieldsEditor';
import {
  CategoryFacts,
  CostFacts,
  MediaFacts,
  RecordFacts,
  SalesFacts,
  VariantFacts,
} from './ProductFacts';
import { FieldGrid, FlagInput, NumberInput, Section, TextInput } from './productFields';
import {
  DIMENSION_FIELDS,
  FLAG_FIELDS,
  LINE_MAX,
  LONG_MAX,
  PRICE_FIELDS,
  formPathOf,
  mergeDraft,
  productDraftSchema,
  productFormSchema,
  sameValues,
  toCreateRequest,
  toFormValues,
  toUpdateRequest,
} from './productForm';
import type { ProductFormValues } from './productForm';
import { useCreateProduct, useUpdateProduct } from './queries';

interface Props {
  /** The product to edit, or null for a new one. */
  product: Product | null;
  /** After a creation, with the new product (the page opens it). */
  onCreated?: (product: Product) => void;
}

interface SaveProblem {
  error: unknown;
  /** Messages of the server that no field took. */
  unmapped: string[];
}

type SectionKey =
  | 'identity'
  | 'prices'
  | 'costs'
  | 'dimensions'
  | 'category'
  | 'status'
  | 'supplier'
  | 'seo'
  | 'customFields'
  | 'media'
  | 'sales'
  | 'record';

const READ_ONLY_SECTIONS: ReadonlySet<SectionKey> = new Set(['costs', 'media', 'sales', 'record']);
const SECTION_ORDER: SectionKey[] = [
  'identity',
  'prices',
  'costs',
  'dimensions',
  'category',
  'status',
  'supplier',
  'seo',
  'customFields',
  'media',
  'sales',
  'record',
];

const sectionId = (key: SectionKey) => `product-${key}`;

/**
 * Whether a failed write certainly did nothing, so that the corrected form is a new request
 * with a new Idempotency-Key: a 4xx that judged the body (422, or a 409 about a field such as
 * a taken SKU). Not after a lost answer, nor a 409 "the first request with this key is still
 * running": those are retried with the same key.
 */
function refusedForGood(error: unknown): boolean {
  if (!isApiError(error) || error.maybeApplied) return false;
  if (error.status === 409) return error.details.some((d) => d.path !== '');
  return error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
}

const FORM_SX = {
  display: 'grid',
  gap: 2,
  // A field scrolled to (focus on an error) stays clear of the app bar and the save bar.
  '& .MuiFormControl-root, & .MuiFormControlLabel-root': {
    scrollMarginTop: '88px',
    scrollMarginBottom: '180px',
  },
} as const;

/** The product form, for a new product and for an existing one. */
export function ProductForm({ product, onCreated }: Props) {
  const { t } = useTranslation('products');
  const config = useConfig();
  const { enqueueSnackbar } = useSnackbar();
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
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  const [invalidTried, setInvalidTried] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [created, setCreated] = useState<Product | null>(null);

  const form = useForm<ProductFormValues>({
    resolver: zodResolver(productFormSchema, undefined, { raw: true }),
    defaultValues: start.base,
    mode: 'onTouched',
  });
  const { control, handleSubmit, formState, reset, setError, getValues } = form;

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
  const saveValues = useCallback(
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
  useAutosave(form, { save: saveValues });

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
        if (sessionEnded) saveValues(values);
        else if (!sameValues(values, baselineRef.current)) discardDraft();
      }, 0);
    };
  }, [getValues, saveValues, discardDraft]);

  const createMutation = useCreateProduct();
  const updateMutation = useUpdateProduct(product?.id ?? '');
  const pending = createMutation.isPending || updateMutation.isPending;
  const dirty = formState.isDirty;

  const guard = useUnsavedChangesGuard(dirty && created === null);
  // Declared after the guard, so the guard knows the form is saved before the page moves on.
  const announced = useRef(false);
  useEffect(() => {
    if (created === null || announced.current) return;
    announced.current = true;
    onCreated?.(created);
  }, [created, onCreated]);

  const failed = (error: unknown, values: ProductFormValues) => {
    const unmapped = applyServerErrors(error, setError, (path) => formPathOf(path, values));
    setProblem({ error, unmapped });
    if (refusedForGood(error)) {
      // The service refused this body for good: the next submit is a new request (new key).
      completeDraft();
      stored.current = true;
      saveDraft({ values, baseline: baselineRef.current });
    }
  };

  const onValid = async (values: ProductFormValues) => {
    setProblem(null);
    setInvalidTried(false);
    // Keep what is typed even if the session ends while the request is on its way.
    saveValues(values);
    const idempotencyKey = draft.idempotencyKey;
    if (isNew) {
      try {
        const saved = await createMutation.mutateAsync({
          body: toCreateRequest(values),
          idempotencyKey,
        });
        finished.current = true;
        completeDraft();
        stored.current = false;
        reset(toFormValues(saved));
        enqueueSnackbar(t('form.created'), { variant: 'success' });
        setCreated(saved);
      } catch (error) {
        failed(error, values);
      }
      return;
    }
    const body = toUpdateRequest(values, baseline);
    if (Object.keys(body).length === 0) {
      reset(baseline);
      if (stored.current) discardDraft();
      stored.current = false;
      enqueueSnackbar(t('form.noChanges'), { variant: 'info' });
      return;
    }
    try {
      const saved = await updateMutation.mutateAsync({ body, idempotencyKey });
      completeDraft();
      stored.current = false;
      const next = toFormValues(saved);
      setBaseline(next);
      baselineRef.current = next;
      reset(next);
      setRestored(false);
      enqueueSnackbar(t('form.saved'), { variant: 'success' });
    } catch (error) {
      failed(error, values);
    }
  };

  const onInvalid = () => {
    setProblem(null);
    setInvalidTried(true);
  };
  const submit = (e?: BaseSyntheticEvent) => handleSubmit(onValid, onInvalid)(e);

  const discardChanges = () => {
    setConfirmDiscard(false);
    reset(baseline);
    discardDraft();
    stored.current = false;
    setRestored(false);
    setProblem(null);
    setInvalidTried(false);
  };

  const currency = config.currency;
  const categoryValue = useWatch({ control, name: 'category_id' });
  const statusValue = useWatch({ control, name: 'status' });
  const sections = SECTION_ORDER.filter((k) => !isNew || !READ_ONLY_SECTIONS.has(k));

  return (
    <Box component="form" noValidate onSubmit={(e) => void submit(e)} sx={FORM_SX}>
      {guard}
      <Box component="nav" aria-label={t('page.sections')}>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          {sections.map((key) => (
            <li key={key}>
              <Link
                href={`#${sectionId(key)}`}
                onClick={(e) => {
                  e.preventDefault();
                  const target = document.getElementById(sectionId(key));
                  target?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                  document
                    .getElementById(`${sectionId(key)}-title`)
                    ?.focus({ preventScroll: true });
                }}
              >
                {t(`sections.${key}`)}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      {restored && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={discardChanges}>
              {t('form.discardDraft')}
            </Button>
          }
        >
          {t('form.restored')}
        </Alert>
      )}

      <Section id={sectionId('identity')} title={t('sections.identity')}>
        <FieldGrid>
          <TextInput
            control={control}
            name="name"
            label={t('fields.name')}
            required
            wide
            maxLength={PRODUCT_NAME_MAX + 50}
          />
          <TextInput
            control={control}
            name="sku"
            label={t('fields.sku')}
            maxLength={LINE_MAX + 10}
          />
          <TextInput
            control={control}
            name="code"
            label={t('fields.code')}
            maxLength={LINE_MAX + 10}
          />
          <TextInput
            control={control}
            name="reference"
            label={t('fields.reference')}
            maxLength={LINE_MAX + 10}
          />
          <TextInput
            control={control}
            name="slug"
            label={t('fields.slug')}
            helper={isNew ? t('hints.slug') : undefined}
            wide
            maxLength={LINE_MAX + 10}
          />
          <TextInput
            control={control}
            name="description"
            label={t('fields.description')}
            multiline
            wide
            maxLength={LONG_MAX + 10}
          />
          <TextInput
            control={control}
            name="characteristics"
            label={t('fields.characteristics')}
            multiline
            wide
            maxLength={LONG_MAX + 10}
          />
        </FieldGrid>
      </Section>

      <Section id={sectionId('prices')} title={t('sections.prices')}>
        <FieldGrid columns={4}>
          {PRICE_FIELDS.map((f) => (
            <NumberInput
              key={f}
              control={control}
              name={f}
              label={t(`fields.${f}`)}
              currency={currency}
            />
          ))}
        </FieldGrid>
      </Section>

      {product && (
        <Section id={sectionId('costs')} title={t('sections.costs')} hint={t('hints.costs')}>
          <CostFacts product={product} />
        </Section>
      )}

      <Section id={sectionId('dimensions')} title={t('sections.dimensions')}>
        <FieldGrid columns={4}>
          {DIMENSION_FIELDS.map((f) => (
            <NumberInput key={f} control={control} name={f} label={t(`fields.${f}`)} />
          ))}
          <TextInput
            control={control}
            name="measurement"
            label={t('fields.measurement')}
            maxLength={LINE_MAX + 10}
          />
        </FieldGrid>
      </Section>

      <Section id={sectionId('category')} title={t('sections.category')}>
        <FieldGrid columns={2}>
          <Controller
            control={control}
            name="category_id"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('fields.category_id')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error !== undefined}
                helperText={fieldMessage(t, fieldState.error?.message)}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">{t('category.none')}</MenuItem>
                {config.categories.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
                {categoryValue !== '' && !config.categories.some((c) => c.id === categoryValue) && (
                  <MenuItem value={categoryValue}>
                    {t('category.unknown', { id: categoryValue })}
                  </MenuItem>
                )}
              </TextField>
            )}
          />
          <TextInput
            control={control}
            name="custom_category_id"
            label={t('fields.custom_category_id')}
            maxLength={LINE_MAX + 10}
          />
        </FieldGrid>
        {product && (
          <Box sx={{ mt: 2 }}>
            <CategoryFacts product={product} />
          </Box>
        )}
      </Section>

      <Section id={sectionId('status')} title={t('sections.status')}>
        <FieldGrid columns={4}>
          <Controller
            control={control}
            name="status"
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('fields.status')}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={fieldState.error !== undefined}
                helperText={fieldMessage(t, fieldState.error?.message)}
              >
                {PRODUCT_STATUSES.map((s) => (
                  <MenuItem key={s} value={s}>
                    {t(`status.${s}`)}
                  </MenuItem>
                ))}
                {statusValue !== '' &&
                  !(PRODUCT_STATUSES as readonly string[]).includes(statusValue) && (
                    <MenuItem value={statusValue}>{statusValue}</MenuItem>
                  )}
              </TextField>
            )}
          />
          <TextInput
            control={control}
            name="internal_status"
            label={t('fields.internal_status')}
            maxLength={LINE_MAX + 10}
          />
          <TextInput
            control={control}
            name="type"
            label={t('fields.type')}
            maxLength={LINE_MAX + 10}
          />
          <TextInput
            control={control}
            name="ecommerce_status"
            label={t('fields.ecommerce_status')}
            maxLength={LINE_MAX + 10}
          />
        </FieldGrid>
        <Box
          role="group"
          aria-label={t('sections.status')}
          sx={{
            mt: 2,
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {FLAG_FIELDS.map((f) => (
            <FlagInput key={f} control={control} name={f} label={t(`flags.${f}`)} />
          ))}
        </Box>
        {product && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
              {t('hints.variants')}
            </Typography>
            <VariantFacts product={product} />
          </Box>
        )}
      </Section>

      <Section id={sectionId('supplier')} title={t('sections.supplier')}>
        <FieldGrid columns={2}>
          <TextInput
            control={control}
            name="supplier_id"
            label={t('fields.supplier_id')}
            maxLength={LINE_MAX + 10}
          />
          <NumberInput
            control={control}
            name="supplier_estimated_delivery_time"
            label={t('fields.supplier_estimated_delivery_time')}
            unit={t('hints.deliveryDays')}
          />
        </FieldGrid>
      </Section>

      <Section id={sectionId('seo')} title={t('sections.seo')}>
        <FieldGrid columns={2}>
          <TextInput
            control={control}
            name="search_engine_title"
            label={t('fields.search_engine_title')}
            wide
            maxLength={LINE_MAX + 10}
          />
          <TextInput
            control={control}
            name="search_engine_description"
            label={t('fields.search_engine_description')}
            multiline
            wide
            maxLength={LONG_MAX + 10}
          />
        </FieldGrid>
      </Section>

      <Section
        id={sectionId('customFields')}
        title={t('sections.customFields')}
        hint={t('hints.customFields')}
      >
        <CustomFieldsEditor control={control} />
      </Section>

      {product && (
        <>
          <Section id={sectionId('media')} title={t('sections.media')} hint={t('hints.media')}>
            <MediaFacts product={product} />
          </Section>
          <Section id={sectionId('sales')} title={t('sections.sales')} hint={t('hints.sales')}>
            <SalesFacts product={product} />
          </Section>
          <Section id={sectionId('record')} title={t('sections.record')} hint={t('hints.record')}>
            <RecordFacts product={product} />
          </Section>
        </>
      )}

      <Paper
        elevation={6}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          zIndex: 2,
          p: 2,
          display: 'grid',
          gap: 1.5,
        }}
      >
        {problem && (
          <ErrorAlert
            error={problem.error}
            title={t('form.saveFailed')}
            write
            onRetry={
              isApiError(problem.error) && problem.error.maybeApplied
                ? () => void submit()
                : undefined
            }
          />
        )}
        {problem && problem.unmapped.length > 0 && (
          <Alert severity="warning">
            {t('form.otherProblems')}
            <Box component="ul" sx={{ m: 0, pl: 3 }}>
              {problem.unmapped.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </Box>
          </Alert>
        )}
        {invalidTried && Object.keys(formState.errors).length > 0 && (
          <Alert severity="error" role="alert">
            {t('form.fixFields')}
          </Alert>
        )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 1.5,
            rowGap: 1,
          }}
        >
          <Typography
            aria-live="polite"
            color={dirty ? 'warning.main' : 'text.secondary'}
            sx={{ flex: '1 1 auto', fontWeight: 500 }}
          >
            {dirty ? t('form.unsaved') : isNew ? '' : t('form.allSaved')}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'flex-end',
              gap: 1,
              ml: 'auto',
              maxWidth: '100%',
              '& .MuiButton-root': { whiteSpace: 'nowrap' },
            }}
          >
            <Button onClick={() => setConfirmDiscard(true)} disabled={!dirty || pending}>
              {t('form.discard')}
            </Button>
            <Button type="submit" variant="contained" startIcon={<SaveIcon />} disabled={pending}>
              {pending ? t('form.saving') : isNew ? t('form.create') : t('form.save')}
            </Button>
          </Box>
        </Box>
      </Paper>

      <ConfirmDialog
        open={confirmDiscard}
        title={t('form.discardTitle')}
        confirmLabel={t('form.discard')}
        cancelLabel={t('actions.cancel')}
        destructive
        onConfirm={discardChanges}
        onCancel={() => setConfirmDiscard(false)}
      >
        {t('form.discardBody')}
      </ConfirmDialog>
    </Box>
  );
}
