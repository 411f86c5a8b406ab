import { describe, expect, it } from 'vitest';
import type { Product, ProductSearchItem } from '../../../api/schemas/product';
import { columnValue, needsRecords } from './columnCatalog';
import { columnValueNames, recordIdsToLoad } from './recordColumns';

const rows = [{ id: 'p1' }, { id: 'p2' }, { id: 'p1' }];
const item: ProductSearchItem = {
  id: 'p1',
  name: 'Café',
  sku: 'C-1',
  price: 100,
  stock_available: 3,
  reserved: null,
};
const record = {
  id: 'p1',
  price_2: 90,
  price_3: null,
  code: '7701234',
  reference: '  ',
  status: 'inactive',
  category_id: 'cat-1',
} as Product;

describe('record columns', () => {
  it('reads records only while a record column shows, one per row of the page', () => {
    expect(needsRecords(['name', 'sku', 'price', 'stock_available', 'reserved'])).toBe(false);
    expect(recordIdsToLoad(rows, ['name', 'sku', 'price'])).toEqual([]);
    expect(recordIdsToLoad(rows, ['name', 'price_2'])).toEqual(['p1', 'p2']);
    expect(recordIdsToLoad([], ['name', 'status'])).toEqual([]);
  });

  it('a record column has no value until its record is known, then the record’s, null for none', () => {
    expect(columnValue('price_2', item)).toBeUndefined();
    expect(columnValue('price_2', item, record)).toBe(90);
    expect(columnValue('price_3', item, record)).toBeNull();
    expect(columnValue('price_10', item, record)).toBeNull();
    expect(columnValue('code', item, record)).toBe('7701234');
    expect(columnValue('reference', item, record)).toBeNull();
    expect(columnValue('reserved', item)).toBeNull();
    expect(columnValue('price', item)).toBe(100);
  });

  it('names statuses and categories when told how; codes otherwise', () => {
    const t = ((key: string, values?: { id?: string }) =>
      key === 'status.inactive'
        ? 'Inactivo'
        : key === 'category.unknown'
          ? `? ${values?.id}`
          : key) as never;
    const names = columnValueNames(t, [{ id: 'cat-1', name: 'Bebidas' }]);
    expect(columnValue('status', item, record)).toBe('inactive');
    expect(columnValue('status', item, record, names)).toBe('Inactivo');
    expect(columnValue('category', item, record, names)).toBe('Bebidas');
    expect(columnValue('category', item, { ...record, category_id: 'x-9' }, names)).toBe('? x-9');
    expect(columnValue('status', item, { ...record, status: 'weird' }, names)).toBe('weird');
  });
});
