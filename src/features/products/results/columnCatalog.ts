import type { Product, ProductSearchItem } from '../../../api/schemas/product';

/*
 * What each data column of the product results is, apart from how it is drawn: where its value
 * comes from, what kind of value it is, and how to read it. The table (productColumns.tsx), the
 * column chooser and the CSV export all read it, so a column added here is one the person can
 * show, hide, reorder and export.
 *
 * `source`: 'search' columns are in the search item (service-interface.md "Product search
 * item"); 'record' columns are only in the whole Product (GET /v1/products/{id}), fetched for the
 * rows that show them.
 */

/** The data columns, in their default order. */
export const CATALOG_COLUMNS = ['name', 'sku', 'price', 'stock_available', 'reserved'] as const;
export type CatalogColumnId = (typeof CATALOG_COLUMNS)[number];

export type ColumnSource = 'search' | 'record';
/** How a value is written: text as it is, money in the currency's units, a quantity as a number. */
export type ColumnKind = 'text' | 'money' | 'quantity';

export interface ColumnSpec {
  id: CatalogColumnId;
  source: ColumnSource;
  kind: ColumnKind;
  /** The key of its header in the products catalog (`columns.*`). */
  headerKey: `columns.${string}`;
  /** Sorted by the service (one of the contract's sort fields). */
  sortable: boolean;
}

export const COLUMN_SPECS: Readonly<Record<CatalogColumnId, ColumnSpec>> = {
  name: { id: 'name', source: 'search', kind: 'text', headerKey: 'columns.name', sortable: true },
  sku: { id: 'sku', source: 'search', kind: 'text', headerKey: 'columns.sku', sortable: true },
  price: {
    id: 'price',
    source: 'search',
    kind: 'money',
    headerKey: 'columns.price',
    sortable: true,
  },
  stock_available: {
    id: 'stock_available',
    source: 'search',
    kind: 'quantity',
    headerKey: 'columns.available',
    sortable: true,
  },
  reserved: {
    id: 'reserved',
    source: 'search',
    kind: 'quantity',
    headerKey: 'columns.reserved',
    sortable: false,
  },
};

/**
 * A column's value for one product: from the search item, or (for a 'record' column) from the
 * whole Product when it is known. `null` when the service did not give it, `undefined` when the
 * record it needs is not loaded.
 */
export function columnValue(
  id: CatalogColumnId,
  item: ProductSearchItem,
  record?: Product,
): string | number | null | undefined {
  const spec = COLUMN_SPECS[id];
  if (spec.source === 'record') {
    if (record === undefined) return undefined;
    const value: unknown = (record as Record<string, unknown>)[id];
    return typeof value === 'string' || typeof value === 'number' ? value : null;
  }
  return item[id] ?? null;
}
