import { describe, expect, it } from 'vitest';
import { createBatchStore, valuesOf } from './batchStore';
import {
  addImported,
  addScanned,
  appendBlankLine,
  dropTrailingBlanks,
  pendingSkus,
  resetLines,
} from './lineActions';
import { blankValues } from './lineModel';
import type { LineValues, ProductRef } from './lineModel';

const mug: ProductRef = { id: 'p-1', name: 'Mug', sku: 'MUG-1', available: 5, reserved: 0 };
const main = { warehouse: 'wh-main', operation: 'add' } as const;
const typed = (skuText: string, extra: Partial<LineValues> = {}): LineValues => ({
  ...blankValues(main),
  skuText,
  quantity: '1',
  ...extra,
});

describe('line actions', () => {
  it('a scan adds a line in place of the trailing blanks, then raises it while the defaults are the same', () => {
    const store = createBatchStore([typed('A-1'), blankValues(main), blankValues(main)]);
    const first = addScanned(store, mug, 'mug-1', main);
    expect(first.kind).toBe('added');
    expect(store.getLines().map((l) => l.skuText)).toEqual(['A-1', 'MUG-1']);
    expect(addScanned(store, mug, 'mug-1', main)).toMatchObject({ kind: 'raised', quantity: '2' });
    expect(store.getLines()).toHaveLength(2);
    // Another warehouse: a new line, not one more on the last.
    expect(addScanned(store, mug, 'mug-1', { warehouse: 'wh-north', operation: 'add' }).kind).toBe(
      'added',
    );
    expect(store.getLines().map((l) => [l.warehouse, l.quantity])).toEqual([
      ['wh-main', '1'],
      ['wh-main', '2'],
      ['wh-north', '1'],
    ]);
    store.dispose();
  });

  it('"Add line" takes the warehouse and operation of the line above, else the scan defaults', () => {
    const store = createBatchStore([typed('A-1', { warehouse: 'wh-store', operation: 'remove' })]);
    appendBlankLine(store, main);
    expect(valuesOf(store.getLines()[1]!)).toMatchObject({
      warehouse: 'wh-store',
      operation: 'remove',
      skuText: '',
    });
    const empty = createBatchStore([]);
    appendBlankLine(empty, main);
    expect(empty.getLines()[0]).toMatchObject({ warehouse: 'wh-main', operation: 'add' });
    store.dispose();
    empty.dispose();
  });

  it('imports replace the trailing blanks; nothing read still leaves one blank line', () => {
    const store = createBatchStore([blankValues(main)]);
    expect(addImported(store, [typed('A-1'), typed('B-2')], main)).toHaveLength(2);
    expect(store.getLines().map((l) => l.skuText)).toEqual(['A-1', 'B-2']);
    const empty = createBatchStore([blankValues(main)]);
    expect(addImported(empty, [], main)).toEqual([]);
    expect(empty.getLines()).toHaveLength(1);
    store.dispose();
    empty.dispose();
  });

  it('lists each pending SKU once, whatever its case, except those already being looked up', () => {
    const store = createBatchStore([
      typed(' a-1 ', { lookup: 'pending' }),
      typed('A-1', { lookup: 'pending' }),
      typed('B-2', { lookup: 'pending' }),
      typed('C-3', { lookup: 'pending' }),
      typed('D-4', { lookup: null }),
      typed('E-5', { lookup: 'pending', product: mug }),
    ]);
    expect(pendingSkus(store, new Set(['C-3']))).toEqual(['a-1', 'B-2']);
    dropTrailingBlanks(store);
    expect(store.getLines()).toHaveLength(6);
    resetLines(store, main);
    expect(store.getLines()).toHaveLength(1);
    store.dispose();
  });
});
