import { OTHER_PRICE_LISTS } from '../../../api/schemas/product';
import type { Product, ProductSearchItem } from '../../../api/schemas/product';
import type { catalog } from '../i18n';

/*
 * What each data column of the product results is, apart from how it is drawn: where its value
 * comes from, what kind of value it is, and how to read it. The table (productColumns.tsx), the
 * column chooser and the CSV export all read it, so a column added here is one the person can
 * show, hide, reorder and export.
 *
 * `source`: 'search' columns are in the search item (service-interface.md "Product search
 * item"); 'record' columns are only in the whole Product (GET /v1/products/{id}), fetched for the
 * rows that show them (one GET per row of the page, only while such a column is shown).
 */

/** The columns of the search item, in their default order (all shown by default). */
export const SEARCH_COLUMNS = ['name', 'sku', 'price', 'stock_available', 'reserved'] as const;
/** The columns read from the whole product, in their default order (hidden by default). */
export const RECORD_COLUMNS = [
  'code',
  'reference',
  'status',
  'category',
  'base_price',
  ...OTHER_PRICE_LISTS,
] as const;

/** The data columns, in their default order. */
export const CATALOG_COLUMNS = [...SEARCH_COLUMNS, ...RECORD_COLUMNS] as const;
export type CatalogColumnId = (typeof CATALOG_COLUMNS)[number];
export type RecordColumnId = (typeof RECORD_COLUMNS)[number];

export type ColumnSource = 'search' | 'record';
/**
 * How a value is written: text as it is, money in the currency's units, a quantity as a number;
 * 'status' and 'category' are codes whose names `columnValue` gives when told them.
 */
export type ColumnKind = 'text' | 'money' | 'quantity' | 'status' | 'category';

/** A header's key: one of the products catalog's `columns.*` (checked by the typecheck). */
export type ColumnHeaderKey = `columns.${keyof (typeof catalog)['en']['columns']}`;

export interface ColumnSpec {
  id: CatalogColumnId;
  source: ColumnSource;
  kind: ColumnKind;
  /** The key of its header in the products catalog (`columns.*`). */
  headerKey: ColumnHeaderKey;
  /** Sorted by the service (one of the contract's sort fields). */
  sortable: boolean;
  /** Shown until the person chooses otherwise. */
  defaultVisible: boolean;
  /** Can be hidden (the name, which opens the product, cannot). */
  hideable: boolean;
}

function spec(
  id: CatalogColumnId,
  source: ColumnSource,
  kind: ColumnKind,
  headerKey: ColumnHeaderKey,
  sortable = false,
): ColumnSpec {
  return {
    id,
    source,
    kind,
    headerKey,
    sortable,
    defaultVisible: source === 'search',
    hideable: id !== 'name',
  };
}

export const COLUMN_SPECS: Readonly<Record<CatalogColumnId, ColumnSpec>> = {
  name: spec('name', 'search', 'text', 'columns.name', true),
  sku: spec('sku', 'search', 'text', 'columns.sku', true),
  price: spec('price', 'search', 'money', 'columns.price', true),
  stock_available: spec('stock_available', 'search', 'quantity', 'columns.available', true),
  reserved: spec('reserved', 'search', 'quantity', 'columns.reserved'),
  code: spec('code', 'record', 'text', 'columns.code'),
  reference: spec('reference', 'record', 'text', 'columns.reference'),
  status: spec('status', 'record', 'status', 'columns.status'),
  category: spec('category', 'record', 'category', 'columns.category'),
  base_price: spec('base_price', 'record', 'money', 'columns.base_price'),
  price_2: spec('price_2', 'record', 'money', 'columns.price_2'),
  price_3: spec('price_3', 'record', 'money', 'columns.price_3'),
  price_4: spec('price_4', 'record', 'money', 'columns.price_4'),
  price_5: spec('price_5', 'record', 'money', 'columns.price_5'),
  price_6: spec('price_6', 'record', 'money', 'columns.price_6'),
  price_7: spec('price_7', 'record', 'money', 'columns.price_7'),
  price_8: spec('price_8', 'record', 'money', 'columns.price_8'),
  price_9: spec('price_9', 'record', 'money', 'columns.price_9'),
  price_10: spec('price_10', 'record', 'money', 'columns.price_10'),
};

const CATALOG_SET: ReadonlySet<string> = new Set(CATALOG_COLUMNS);

export function isCatalogColumn(id: string): id is CatalogColumnId {
  return CATALOG_SET.has(id);
}

/** Whether showing these columns needs the products' records (one GET per row). */
export function needsRecords(visible: readonly CatalogColumnId[]): boolean {
  return visible.some((id) => COLUMN_SPECS[id].source === 'record');
}

/** The field of the Product a record column reads. */
const RECORD_FIELD: Record<RecordColumnId, keyof Product> = {
  code: 'code',
  reference: 'reference',
  status: 'status',
  category: 'category_id',
  base_price: 'base_price',
  price_2: 'price_2',
  price_3: 'price_3',
  price_4: 'price_4',
  price_5: 'price_5',
  price_6: 'price_6',
  price_7: 'price_7',
  price_8: 'price_8',
  price_9: 'price_9',
  price_10: 'price_10',
};

/**
 * Names of coded values: a status code's name in the person's language (e.g. "Active") and a
 * category id's name from the configuration. Without them `columnValue` gives the codes.
 */
export interface ColumnValueNames {
  status?: (code: string) => string;
  category?: (id: string) => string;
}

/**
 * A column's value for one product: from the search item, or (for a 'record' column) from the
 * whole Product when it is known. `null` when the service did not give it, `undefined` when the
 * record it needs is not loaded. Status and category are named when `names` says how.
 */
export function columnValue(
  id: CatalogColumnId,
  item: ProductSearchItem,
  record?: Product,
  names?: ColumnValueNames,
): string | number | null | undefined {
  const column = COLUMN_SPECS[id];
  if (column.source === 'search') {
    return item[id as (typeof SEARCH_COLUMNS)[number]] ?? null;
  }
  if (record === undefined) return undefined;
  const value: unknown = record[RECORD_FIELD[id as RecordColumnId]];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  if (column.kind === 'status' && names?.status) return names.status(value);
  if (column.kind === 'category' && names?.category) return names.category(value);
  return value;
}
