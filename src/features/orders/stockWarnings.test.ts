import { describe, expect, it } from 'vitest';
import { emptyLine } from './orderForm';
import type { LineValues } from './orderForm';
import { lineShortfall, orderShortfalls } from './stockWarnings';

const line = (over: Partial<LineValues>): LineValues => ({
  ...emptyLine(),
  product_id: 'p1',
  product_name: 'Café',
  ...over,
});

describe('stock warnings', () => {
  it('warns when a line asks for more than is available', () => {
    expect(lineShortfall(line({ available: 23, quantity: '100000' }))).toEqual({
      available: 23,
      quantity: 100000,
    });
    // As typed in Spanish: 100.000 is a hundred thousand.
    expect(lineShortfall(line({ available: 23, quantity: '[es]100.000' }))).toEqual({
      available: 23,
      quantity: 100000,
    });
  });
  it('says nothing at or under the stock, without a figure, or for a custom item', () => {
    expect(lineShortfall(line({ available: 23, quantity: '23' }))).toBeNull();
    expect(lineShortfall(line({ available: null, quantity: '500' }))).toBeNull();
    expect(lineShortfall(line({ quantity: '500' }))).toBeNull();
    expect(lineShortfall(line({ available: 2, quantity: 'abc' }))).toBeNull();
    expect(lineShortfall(line({ kind: 'custom', available: 2, quantity: '5' }))).toBeNull();
    expect(lineShortfall(line({ product_id: '', available: 2, quantity: '5' }))).toBeNull();
  });
  it('lists the lines short of stock, with their position and name', () => {
    const items = [
      line({ available: 5, quantity: '6' }),
      line({ available: 5, quantity: '1' }),
      line({ product_name: '', product_id: 'p9', available: 0, quantity: '2' }),
    ];
    expect(orderShortfalls(items)).toEqual([
      { index: 0, name: 'Café', available: 5, quantity: 6 },
      { index: 2, name: 'p9', available: 0, quantity: 2 },
    ]);
  });
});
