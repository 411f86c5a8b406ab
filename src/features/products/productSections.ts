import type { FieldPathByValue } from 'react-hook-form';
import { PRODUCT_NAME_MAX } from '../../api/schemas/product';
import {
  COST_FIELDS,
  DIMENSION_FIELDS,
  LINE_MAX,
  LONG_MAX,
  PRICE_FIELDS,
  RECOMPUTED_COST_FIELDS,
} from './productForm';
import type { ProductFormValues } from './productForm';

/*
 * The product form's layout as data: its sections in page order, and in each the fields it
 * edits. ProductSections draws them; labels are `fields.<name>`, titles `sections.<key>`,
 * hints `hints.<key>` (products catalog).
 */

export type SectionKey =
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

/** A text field of the form itself (the custom fields' rows have their own editor). */
type TextPath = Exclude<FieldPathByValue<ProductFormValues, string>, `custom_fields.${string}`>;

/** The sections with a hint under their title (`hints.<key>`). */
export type HintedSectionKey = 'costs' | 'customFields' | 'media' | 'sales' | 'record';

export type FieldSpec =
  | {
      kind: 'text';
      name: TextPath;
      /** The field's limit (a little over the schema's, so the schema's message explains it). */
      maxLength: number;
      required?: boolean;
      multiline?: boolean;
      /** Spans the whole row. */
      wide?: boolean;
      /** A hint (`hints.<key>`) shown under the field of a new product. */
      hintWhenNew?: 'slug';
    }
  | {
      kind: 'number';
      name: TextPath;
      /** An amount: the console's currency at the end, the amount as money under it. */
      money?: boolean;
      /** A unit at the end (`hints.<key>`). */
      unit?: 'deliveryDays';
      /** A hint under the field (`hints.<key>`): e.g. the service also recomputes it. */
      hint?: 'recomputedCost';
    }
  | { kind: 'select'; name: 'category_id' | 'status' }
  | {
      /** A figure the service computes: shown read-only, on a new product too ("set by the service"). */
      kind: 'computed';
      name: ComputedField;
      format: 'when' | 'number';
    };

/** Product figures the service computes that sit among the fields a person writes. */
export type ComputedField =
  'last_purchase_date' | 'cost_updated_at' | 'purchase_count' | 'purchase_quantity';

interface SectionBase {
  /** Read-only figures kept by the service: shown for an existing product only. */
  readOnly?: boolean;
  columns?: 2 | 3 | 4;
  fields?: readonly FieldSpec[];
  /** The yes/no options (FLAG_FIELDS) under the fields. */
  flags?: boolean;
  /** The key/value rows of `custom_fields`. */
  customFields?: boolean;
}

/** Shows `hints.<key>` under the title when `hint` is set (only sections that have one). */
export type SectionSpec = SectionBase &
  ({ key: HintedSectionKey; hint: true } | { key: SectionKey; hint?: false });

const line = (name: TextPath, extra: { wide?: boolean; hintWhenNew?: 'slug' } = {}): FieldSpec => ({
  kind: 'text',
  name,
  maxLength: LINE_MAX + 10,
  ...extra,
});
const long = (name: TextPath): FieldSpec => ({
  kind: 'text',
  name,
  maxLength: LONG_MAX + 10,
  multiline: true,
  wide: true,
});

export const PRODUCT_SECTIONS: readonly SectionSpec[] = [
  {
    key: 'identity',
    fields: [
      { kind: 'text', name: 'name', maxLength: PRODUCT_NAME_MAX + 50, required: true, wide: true },
      line('sku'),
      line('code'),
      line('reference'),
      line('slug', { wide: true, hintWhenNew: 'slug' }),
      long('description'),
      long('characteristics'),
    ],
  },
  {
    key: 'prices',
    columns: 4,
    fields: PRICE_FIELDS.map((name): FieldSpec => ({ kind: 'number', name, money: true })),
  },
  {
    // The costs a client may write (CONTRACT.md "Products"), then the purchase figures only the service sets.
    key: 'costs',
    hint: true,
    columns: 3,
    fields: [
      ...COST_FIELDS.map((name): FieldSpec => ({
        kind: 'number',
        name,
        money: true,
        ...(RECOMPUTED_COST_FIELDS.has(name) ? { hint: 'recomputedCost' as const } : {}),
      })),
      { kind: 'computed', name: 'last_purchase_date', format: 'when' },
      { kind: 'computed', name: 'cost_updated_at', format: 'when' },
      { kind: 'computed', name: 'purchase_count', format: 'number' },
      { kind: 'computed', name: 'purchase_quantity', format: 'number' },
    ],
  },
  {
    key: 'dimensions',
    columns: 4,
    fields: [
      ...DIMENSION_FIELDS.map((name): FieldSpec => ({ kind: 'number', name })),
      line('measurement'),
    ],
  },
  {
    key: 'category',
    columns: 2,
    fields: [{ kind: 'select', name: 'category_id' }, line('custom_category_id')],
  },
  {
    key: 'status',
    columns: 4,
    fields: [
      { kind: 'select', name: 'status' },
      line('internal_status'),
      line('type'),
      line('ecommerce_status'),
    ],
    flags: true,
  },
  {
    key: 'supplier',
    columns: 2,
    fields: [
      line('supplier_id'),
      { kind: 'number', name: 'supplier_estimated_delivery_time', unit: 'deliveryDays' },
    ],
  },
  {
    key: 'seo',
    columns: 2,
    fields: [line('search_engine_title', { wide: true }), long('search_engine_description')],
  },
  { key: 'customFields', hint: true, customFields: true },
  { key: 'media', readOnly: true, hint: true },
  { key: 'sales', readOnly: true, hint: true },
  { key: 'record', readOnly: true, hint: true },
];

/** The sections of the page: a new product has no read-only figures yet. */
export function sectionsFor(isNew: boolean): readonly SectionSpec[] {
  return PRODUCT_SECTIONS.filter((s) => !isNew || !s.readOnly);
}

/** The anchor of a section (its heading is `<id>-title`). */
export const sectionId = (key: SectionKey) => `product-${key}`;
