import { describe, expect, it } from 'vitest';
import type { Product } from '../../../api/schemas/product';
import { changedValue, currencyDecimals, planChange } from './bulkChange';
import { bulkChangeSchema } from './changeSchema';

const product = (id: string, fields: Partial<Product>): Product => ({
  id,
  name: `P ${id}`,
  ...fields,
});

describe('currencyDecimals', () => {
  it('follows the currency data, capped at the contract’s 2 decimals', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    // The shipped config's currency: Colombian pesos are whole amounts.
    expect(currencyDecimals('COP')).toBe(0);
    // Three minor units (Kuwaiti dinar): money is rounded to 2 decimals by the contract.
    expect(currencyDecimals('KWD')).toBe(2);
  });
});

describe('changedValue', () => {
  it('moves a price by a percentage, rounded half away from zero to the currency’s units', () => {
    const up10 = { kind: 'percent', field: 'price', value: '10' } as const;
    expect(changedValue(1200.5, up10, 2)).toBe(1320.55);
    expect(changedValue(1200.5, up10, 0)).toBe(1321);
    // 0.105 x 1.1 = 0.1155 -> 0.12 (2 decimals); 5 x 1.1 = 5.5 -> 6 (whole units)
    expect(changedValue(0.105, up10, 2)).toBe(0.12);
    expect(changedValue(5, up10, 0)).toBe(6);
    // decimals are exact: 1.005 + 0 % stays 1.01 after rounding at 2, not 1.00
    expect(changedValue(1.005, { kind: 'percent', field: 'price', value: '0' }, 2)).toBe(1.01);
    const down = { kind: 'percent', field: 'price_2', value: '-12.5' } as const;
    expect(changedValue(88555, down, 0)).toBe(77486); // 77485.625
    expect(changedValue(10, down, 2)).toBe(8.75);
  });

  it('cannot take a percentage of a price that is not set', () => {
    const up = { kind: 'percent', field: 'price_3', value: '5' } as const;
    expect(changedValue(null, up, 2)).toBeNull();
  });

  it('sets a price, a status or a category as given', () => {
    expect(changedValue(10, { kind: 'set', field: 'price', value: '1200.5' }, 0)).toBe(1200.5);
    expect(changedValue('active', { kind: 'status', value: 'draft' }, 0)).toBe('draft');
    expect(changedValue(null, { kind: 'category', value: 'cat-2' }, 0)).toBe('cat-2');
  });
});

describe('planChange', () => {
  it('lists old -> new per product, marking what would not change', () => {
    const products = [
      product('a', { price: 100 }),
      product('b', { price: 0 }),
      product('c', { price: null }),
      product('d', { price: 99.99 }),
    ];
    const rows = planChange(products, { kind: 'percent', field: 'price', value: '10' }, 0);
    expect(rows.map((r) => [r.id, r.old, r.new, r.outcome])).toEqual([
      ['a', 100, 110, 'change'],
      ['b', 0, 0, 'unchanged'],
      ['c', null, null, 'noValue'],
      ['d', 99.99, 110, 'change'],
    ]);
    const status = planChange(
      [product('a', { status: 'active' }), product('b', { status: 'draft' })],
      { kind: 'status', value: 'active' },
      0,
    );
    expect(status.map((r) => [r.field, r.outcome])).toEqual([
      ['status', 'unchanged'],
      ['status', 'change'],
    ]);
    const category = planChange(
      [product('a', { category_id: null })],
      { kind: 'category', value: 'cat-1' },
      0,
    );
    expect(category[0]).toMatchObject({
      field: 'category_id',
      old: null,
      new: 'cat-1',
      outcome: 'change',
    });
  });

  it('keeps only well-formed changes in the persisted job', () => {
    expect(
      bulkChangeSchema.safeParse({ kind: 'percent', field: 'price', value: '10' }).success,
    ).toBe(true);
    expect(
      bulkChangeSchema.safeParse({ kind: 'percent', field: 'cost', value: '10' }).success,
    ).toBe(false);
    expect(
      bulkChangeSchema.safeParse({ kind: 'set', field: 'price', value: '1.200,5' }).success,
    ).toBe(false);
    expect(bulkChangeSchema.safeParse({ kind: 'status', value: 'gone' }).success).toBe(false);
  });
});
