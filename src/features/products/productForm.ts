import { z } from 'zod/mini';
import { PRICE_LISTS, PRODUCT_NAME_MAX } from '../../api/schemas/product';
import type {
  Product,
  ProductCreateRequest,
  ProductUpdateRequest,
} from '../../api/schemas/product';
import { entryNumber, numberField, numberToEntry } from '../../ui/formFields';

/*
 * The product form: its fields (text kept as typed), its schema (messages are i18n keys),
 * and the mappers from form values to the request bodies. An edit sends only what changed.
 */

export const PRICE_FIELDS = ['base_price', ...PRICE_LISTS] as const;

export const DIMENSION_FIELDS = [
  'item_width',
  'item_length',
  'item_height',
  'item_weight',
] as const;

/**
 * The cost fields a client may write (CONTRACT.md "Products": "cost fields" are writable on
 * create and update). Two of them, the weighted average and the last purchase cost, are also
 * recomputed by the service whenever stock is received with a unit cost; the purchase figures
 * (last purchase date, costs updated, purchase count and quantity) are the service's alone.
 */
export const COST_FIELDS = [
  'cost_weighted_average',
  'cost_base_weighted_average',
  'cost_average',
  'cost_base_average',
  'cost_last_purchase',
  'cost_base_last_purchase',
] as const;
export type CostField = (typeof COST_FIELDS)[number];

/** The cost fields the service recomputes from stock received with a unit cost. */
export const RECOMPUTED_COST_FIELDS: ReadonlySet<CostField> = new Set([
  'cost_weighted_average',
  'cost_last_purchase',
]);

/** Writable numbers: prices, costs, dimensions and the supplier's delivery time. */
export const NUMBER_FIELDS = [
  ...PRICE_FIELDS,
  ...COST_FIELDS,
  ...DIMENSION_FIELDS,
  'supplier_estimated_delivery_time',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

/** Short texts (one line). */
export const LINE_FIELDS = [
  'sku',
  'code',
  'reference',
  'slug',
  'measurement',
  'custom_category_id',
  'internal_status',
  'type',
  'ecommerce_status',
  'search_engine_title',
  'supplier_id',
] as const;
export type LineField = (typeof LINE_FIELDS)[number];

/** Long texts (several lines, kept exactly as typed). */
export const LONG_FIELDS = ['description', 'characteristics', 'search_engine_description'] as const;
export type LongField = (typeof LONG_FIELDS)[number];

export const FLAG_FIELDS = [
  'control_inventory',
  'available_online',
  'hide_in_catalog',
  'fast_shipping',
  'is_raw_material',
  'includes_variants',
  'includes_serials',
  'includes_optionals',
  'includes_features',
  'hide_childs_in_ecommerce',
  'is_parent',
  'has_taxes',
  'has_discounts',
] as const;
export type FlagField = (typeof FLAG_FIELDS)[number];

export const LINE_MAX = 1000;
export const LONG_MAX = 20_000;
export const CUSTOM_KEY_MAX = 100;
export const CUSTOM_VALUE_MAX = 2000;
export const CUSTOM_FIELDS_MAX = 100;

export interface CustomFieldRow {
  key: string;
  value: string;
}

export type ProductFormValues = { name: string; category_id: string; status: string } & Record<
  LineField,
  string
> &
  Record<LongField, string> &
  Record<NumberField, string> &
  Record<FlagField, boolean> & { custom_fields: CustomFieldRow[] };

const tooLong = (max: number) => `products:errors.max${max}`;

const lineText = () =>
  z.string().check(z.refine((v) => v.trim().length <= LINE_MAX, tooLong(LINE_MAX)));
const longText = () => z.string().check(z.maxLength(LONG_MAX, tooLong(LONG_MAX)));

function shapeOf<K extends string, S extends z.ZodMiniType>(
  keys: readonly K[],
  make: () => S,
): Record<K, S> {
  return Object.fromEntries(keys.map((k) => [k, make()])) as Record<K, S>;
}

const customFieldsSchema = z
  .array(
    z.object({
      key: z
        .string()
        .check(z.refine((v) => v.trim().length <= CUSTOM_KEY_MAX, tooLong(CUSTOM_KEY_MAX))),
      value: z.string().check(z.maxLength(CUSTOM_VALUE_MAX, tooLong(CUSTOM_VALUE_MAX))),
    }),
  )
  .check(
    z.maxLength(CUSTOM_FIELDS_MAX, 'products:errors.tooManyCustomFields'),
    z.superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const key = row.key.trim();
        if (key === '') {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'key'],
            message: 'products:errors.customKeyRequired',
          });
        } else if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [i, 'key'],
            message: 'products:errors.customKeyDuplicate',
          });
        }
        seen.add(key);
      });
    }),
  );

/** The form's schema: checks only, no transforms (the mappers turn text into numbers). */
export const productFormSchema = z.object({
  name: z.string().check(
    z.refine((v) => v.trim() !== '', 'form.required'),
    z.refine((v) => v.trim().length <= PRODUCT_NAME_MAX, 'products:errors.nameTooLong'),
  ),
  category_id: z.string(),
  status: z.string(),
  ...shapeOf(LINE_FIELDS, lineText),
  ...shapeOf(LONG_FIELDS, longText),
  ...shapeOf(PRICE_FIELDS, () => numberField({ decimals: 2 })),
  ...shapeOf(COST_FIELDS, () => numberField({ decimals: 2 })),
  ...shapeOf(DIMENSION_FIELDS, () => numberField({ decimals: 6 })),
  supplier_estimated_delivery_time: numberField({ decimals: 2 }),
  ...shapeOf(FLAG_FIELDS, () => z.boolean()),
  custom_fields: customFieldsSchema,
});

/** Form values as typed, valid or not (a draft that fails the form's checks must come back). */
const draftValuesSchema = z.object({
  name: z.string(),
  category_id: z.string(),
  status: z.string(),
  ...shapeOf(LINE_FIELDS, () => z.string()),
  ...shapeOf(LONG_FIELDS, () => z.string()),
  ...shapeOf(NUMBER_FIELDS, () => z.string()),
  // Drafts saved before the form had cost fields still restore (costs empty, so untouched).
  ...shapeOf(COST_FIELDS, () => z._default(z.string(), '')),
  ...shapeOf(FLAG_FIELDS, () => z.boolean()),
  custom_fields: z
    .array(z.object({ key: z.string(), value: z.string() }))
    .check(z.maxLength(CUSTOM_FIELDS_MAX * 2)),
});

/**
 * A saved draft: what the person typed, and the product as it was when they started. On
 * restore, only the fields they changed are laid over the product as it is now, so a draft
 * never undoes somebody else's later change to another field.
 */
export const productDraftSchema = z.object({
  values: draftValuesSchema,
  baseline: draftValuesSchema,
});
export type ProductDraft = z.output<typeof productDraftSchema>;

/** Every field name of the form that a server path can point at directly. */
export const FORM_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'category_id',
  'status',
  ...LINE_FIELDS,
  ...LONG_FIELDS,
  ...NUMBER_FIELDS,
  ...FLAG_FIELDS,
]);

/** The form's values for a product (or the empty form of a new one). */
export function toFormValues(product: Product | null): ProductFormValues {
  const text = (v: string | null | undefined) => v ?? '';
  const values = {
    name: text(product?.name),
    category_id: text(product?.category_id),
    status: product ? text(product.status) : 'active',
    custom_fields: Object.entries(product?.custom_fields ?? {}).map(([key, value]) => ({
      key,
      value,
    })),
  } as ProductFormValues;
  for (const f of LINE_FIELDS) values[f] = text(product?.[f]);
  for (const f of LONG_FIELDS) values[f] = text(product?.[f]);
  for (const f of NUMBER_FIELDS) values[f] = numberToEntry(product?.[f]);
  for (const f of FLAG_FIELDS) values[f] = product?.[f] ?? false;
  return values;
}

/** Trimmed text, or null when empty. */
function lineValue(text: string): string | null {
  const t = text.trim();
  return t === '' ? null : t;
}

/** Text as typed, or null when only blanks. */
function longValue(text: string): string | null {
  return text.trim() === '' ? null : text;
}

/** A record of the custom field rows; `Object.fromEntries` keeps a key such as "__proto__" an own key. */
export function customFieldsRecord(rows: readonly CustomFieldRow[]): Record<string, string> {
  return Object.fromEntries(rows.map((r) => [r.key.trim(), r.value]));
}

function sameRecord(a: Record<string, string>, b: Record<string, string>): boolean {
  const ak = Object.keys(a);
  if (ak.length !== Object.keys(b).length) return false;
  return ak.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

/** `POST /v1/products` body: what the person filled in (empty fields and false flags left out). */
export function toCreateRequest(values: ProductFormValues): ProductCreateRequest {
  const body: ProductCreateRequest = { name: values.name.trim() };
  for (const f of LINE_FIELDS) {
    const v = lineValue(values[f]);
    if (v !== null) body[f] = v;
  }
  for (const f of LONG_FIELDS) {
    const v = longValue(values[f]);
    if (v !== null) body[f] = v;
  }
  for (const f of NUMBER_FIELDS) {
    const n = entryNumber(values[f]);
    if (n !== null) body[f] = n;
  }
  for (const f of FLAG_FIELDS) if (values[f]) body[f] = true;
  if (values.category_id !== '') body.category_id = values.category_id;
  if (values.status !== '') body.status = values.status as ProductCreateRequest['status'];
  if (values.custom_fields.length > 0)
    body.custom_fields = customFieldsRecord(values.custom_fields);
  return body;
}

/**
 * `PUT /v1/products/{id}` body: only the fields whose value differs from `baseline` (the
 * form values of the product as loaded). A cleared field is sent as null.
 */
export function toUpdateRequest(
  values: ProductFormValues,
  baseline: ProductFormValues,
): ProductUpdateRequest {
  const body: ProductUpdateRequest = {};
  const name = values.name.trim();
  if (name !== baseline.name.trim()) body.name = name;
  for (const f of LINE_FIELDS) {
    const v = lineValue(values[f]);
    if (v !== lineValue(baseline[f])) body[f] = v;
  }
  for (const f of LONG_FIELDS) {
    const v = longValue(values[f]);
    if (v !== longValue(baseline[f])) body[f] = v;
  }
  for (const f of NUMBER_FIELDS) {
    const n = entryNumber(values[f]);
    if (n !== entryNumber(baseline[f])) body[f] = n;
  }
  for (const f of FLAG_FIELDS) if (values[f] !== baseline[f]) body[f] = values[f];
  if (values.category_id !== baseline.category_id)
    body.category_id = values.category_id === '' ? null : values.category_id;
  if (values.status !== baseline.status && values.status !== '') {
    body.status = values.status as ProductUpdateRequest['status'];
  }
  const custom = customFieldsRecord(values.custom_fields);
  if (!sameRecord(custom, customFieldsRecord(baseline.custom_fields))) body.custom_fields = custom;
  return body;
}

/** Whether two sets of form values would save the same product. */
export function sameProduct(a: ProductFormValues, b: ProductFormValues): boolean {
  return Object.keys(toUpdateRequest(a, b)).length === 0;
}

const FIELD_KEYS = [
  'name',
  'category_id',
  'status',
  ...LINE_FIELDS,
  ...LONG_FIELDS,
  ...NUMBER_FIELDS,
] as const;

/** Whether two sets of form values hold exactly the same text, flags and rows. */
export function sameValues(a: ProductFormValues, b: ProductFormValues): boolean {
  for (const f of FIELD_KEYS) if (a[f] !== b[f]) return false;
  for (const f of FLAG_FIELDS) if (a[f] !== b[f]) return false;
  return JSON.stringify(a.custom_fields) === JSON.stringify(b.custom_fields);
}

/** The product as it is now, with the fields the draft changed laid over it. */
export function mergeDraft(draft: ProductDraft, current: ProductFormValues): ProductFormValues {
  const merged: ProductFormValues = {
    ...current,
    custom_fields: current.custom_fields.map((r) => ({ ...r })),
  };
  const { values, baseline } = draft;
  for (const f of FIELD_KEYS) if (values[f] !== baseline[f]) merged[f] = values[f];
  for (const f of FLAG_FIELDS) if (values[f] !== baseline[f]) merged[f] = values[f];
  if (JSON.stringify(values.custom_fields) !== JSON.stringify(baseline.custom_fields)) {
    merged.custom_fields = values.custom_fields.map((r) => ({ ...r }));
  }
  return merged;
}

/**
 * The form field of a server error path: the same name for plain fields; for a custom
 * field (`custom_fields.<key>`), the value of the row with that key. Null: not a field.
 */
export function formPathOf(serverPath: string, values: ProductFormValues): string | null {
  if (FORM_FIELDS.has(serverPath)) return serverPath;
  if (serverPath === 'custom_fields')
    return values.custom_fields.length > 0 ? 'custom_fields.0.key' : null;
  if (serverPath.startsWith('custom_fields.')) {
    const key = serverPath.slice('custom_fields.'.length);
    const row = values.custom_fields.findIndex((r) => r.key.trim() === key);
    return row >= 0 ? `custom_fields.${row}.value` : null;
  }
  return null;
}
