import { describe, expect, it } from 'vitest';
import { blankValues, isBlank, reservationChoices, validateLine } from './lineModel';
import type { LineValues } from './lineModel';

const product = { id: 'p1', name: 'Agua', sku: 'BEV-1', available: 10, reserved: 2 };

function line(values: Partial<LineValues> = {}): LineValues {
  return { ...blankValues({ warehouse: 'wh-main' }), skuText: 'BEV-1', product, quantity: '3', ...values };
}

describe('validateLine', () => {
  it('accepts a complete line', () => {
    expect(validateLine(line())).toEqual({});
    expect(validateLine(line({ operation: 'remove', reservation: 'release' }))).toEqual({});
    expect(validateLine(line({ reservation: 'reserve', unitCost: '8500.5', location: 'A-1', comment: 'PO' }))).toEqual({});
  });

  it('checks nothing on a blank line, whatever its warehouse and operation', () => {
    const blank = blankValues({ warehouse: 'wh-main', operation: 'remove' });
    expect(isBlank(blank)).toBe(true);
    expect(validateLine(blank)).toEqual({});
  });

  it('needs a warehouse, a product and a quantity greater than zero with at most 6 decimals', () => {
    expect(validateLine(line({ warehouse: ' ' })).warehouse).toBe('form.required');
    expect(validateLine(line({ product: null, skuText: '' })).product).toBe('stock:errors.productRequired');
    expect(validateLine(line({ quantity: '' })).quantity).toBe('form.required');
    expect(validateLine(line({ quantity: '0' })).quantity).toBe('form.positive');
    expect(validateLine(line({ quantity: '-1' })).quantity).toBe('form.positive');
    expect(validateLine(line({ quantity: 'x' })).quantity).toBe('form.number');
    expect(validateLine(line({ quantity: '1.1234567' })).quantity).toBe('form.maxDecimals6');
    expect(validateLine(line({ quantity: '1,5' }))).toEqual({});
  });

  it('says why a line has no product', () => {
    expect(validateLine(line({ product: null, lookup: 'missing' })).product).toBe('stock:errors.unknownSku');
    expect(validateLine(line({ product: null, lookup: 'failed' })).product).toBe('stock:errors.lookupFailed');
    expect(validateLine(line({ product: null, lookup: null })).product).toBe('stock:errors.choose');
    expect(validateLine(line({ product: null, lookup: 'pending' })).product).toBeUndefined();
  });

  it('applies the contract: reserve goes with add, release with remove', () => {
    expect(validateLine(line({ operation: 'add', reservation: 'release' })).reservation).toBe('stock:errors.reservationNotAllowed');
    expect(validateLine(line({ operation: 'remove', reservation: 'reserve' })).reservation).toBe('stock:errors.reservationNotAllowed');
    expect(reservationChoices('add')).toEqual(['', 'reserve']);
    expect(reservationChoices('remove')).toEqual(['', 'release']);
  });

  it('checks a unit cost only on additions (a removal keeps but ignores it)', () => {
    expect(validateLine(line({ unitCost: '-1' })).unitCost).toBe('form.nonNegative');
    expect(validateLine(line({ unitCost: '1.234' })).unitCost).toBe('form.maxDecimals2');
    expect(validateLine(line({ operation: 'remove', unitCost: '100' }))).toEqual({});
  });
});
