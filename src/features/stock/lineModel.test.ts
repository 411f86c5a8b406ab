import { describe, expect, it } from 'vitest';
import { blankValues, isBlank, reservationChoices, validateLine } from './lineModel';
import type { LineValues } from './lineModel';
import { keyWithParams } from '../../ui/formFields';
import { createBatchStore } from './batchStore';

const product = { id: 'p1', name: 'Agua', sku: 'BEV-1', available: 10, reserved: 2 };

function line(values: Partial<LineValues> = {}): LineValues {
  return {
    ...blankValues({ warehouse: 'wh-main' }),
    skuText: 'BEV-1',
    product,
    quantity: '3',
    ...values,
  };
}

describe('validateLine', () => {
  it('accepts a complete line', () => {
    expect(validateLine(line())).toEqual({});
    expect(validateLine(line({ operation: 'remove', reservation: 'release' }))).toEqual({});
    expect(
      validateLine(
        line({ reservation: 'reserve', unitCost: '8500.5', location: 'A-1', comment: 'PO' }),
      ),
    ).toEqual({});
  });

  it('checks nothing on a blank line, whatever its warehouse and operation', () => {
    const blank = blankValues({ warehouse: 'wh-main', operation: 'remove' });
    expect(isBlank(blank)).toBe(true);
    expect(validateLine(blank)).toEqual({});
  });

  it('needs a warehouse, a product and a quantity greater than zero with at most 6 decimals', () => {
    expect(validateLine(line({ warehouse: ' ' })).warehouse).toBe('form.required');
    expect(validateLine(line({ product: null, skuText: '' })).product).toBe(
      'stock:errors.productRequired',
    );
    expect(validateLine(line({ quantity: '' })).quantity).toBe('numbers:required');
    expect(validateLine(line({ quantity: '[es-CO] ' })).quantity).toBe('numbers:required');
    expect(validateLine(line({ quantity: '0' })).quantity).toBe(
      keyWithParams('numbers:positive', { value: '0' }),
    );
    expect(validateLine(line({ quantity: '[es-CO]0,0' })).quantity).toBe(
      keyWithParams('numbers:positive', { value: '0' }),
    );
    expect(validateLine(line({ quantity: '-1' })).quantity).toBe(
      keyWithParams('numbers:positive', { value: '-1' }),
    );
    expect(validateLine(line({ quantity: 'x' })).quantity).toBe(
      keyWithParams('numbers:notNumber', { text: 'x' }),
    );
    expect(validateLine(line({ quantity: '[es-CO]x' })).quantity).toBe(
      keyWithParams('numbers:notNumber', { text: 'x', locale: 'es-CO' }),
    );
    expect(validateLine(line({ quantity: '1.1234567' })).quantity).toBe(
      keyWithParams('numbers:decimals', { value: '1.1234567', count: 6 }),
    );
    expect(validateLine(line({ quantity: '[es-CO]1,1234567' })).quantity).toBe(
      keyWithParams('numbers:decimals', { value: '1.1234567', count: 6 }),
    );
    expect(validateLine(line({ quantity: '1.123456' }))).toEqual({});
    expect(validateLine(line({ quantity: '[es-CO]1,5' }))).toEqual({});
    expect(validateLine(line({ quantity: '[en-US]1.5' }))).toEqual({});
    // untagged text that is not canonical has no language to be read in
    expect(validateLine(line({ quantity: '1,5' })).quantity).toBe(
      keyWithParams('numbers:notNumber', { text: '1,5' }),
    );
  });

  it('takes whole units for a product counted in units, decimals for one weighed or of unknown measurement', () => {
    const unit = { ...product, measurement: 'unit' };
    const kg = { ...product, measurement: 'kg' };
    const wholeUnits = keyWithParams('numbers:wholeUnits', { value: '1.5' });
    expect(validateLine(line({ product: unit, quantity: '[es-CO]1,5' })).quantity).toBe(wholeUnits);
    expect(validateLine(line({ product: unit, quantity: '[en-US]1.5' })).quantity).toBe(wholeUnits);
    expect(
      validateLine(line({ product: { ...product, measurement: null }, quantity: '[es-CO]1,5' }))
        .quantity,
    ).toBe(wholeUnits);
    expect(validateLine(line({ product: kg, quantity: '[es-CO]1,5' }))).toEqual({});
    expect(validateLine(line({ product: kg, quantity: '[en-US]1.5' }))).toEqual({});
    // measurement not reported: decimals allowed rather than refusing a weighed product's real quantity
    expect(validateLine(line({ quantity: '[es-CO]1,5' }))).toEqual({});
    // a Spanish group separator is not a decimal mark: 1.500 units
    expect(validateLine(line({ product: unit, quantity: '[es-CO]1.500' }))).toEqual({});
    expect(validateLine(line({ product: unit, quantity: '[es-CO]1,0' }))).toEqual({});
  });

  it('says why a line has no product', () => {
    expect(validateLine(line({ product: null, lookup: 'missing' })).product).toBe(
      'stock:errors.unknownSku',
    );
    expect(validateLine(line({ product: null, lookup: 'failed' })).product).toBe(
      'stock:errors.lookupFailed',
    );
    expect(validateLine(line({ product: null, lookup: null })).product).toBe('stock:errors.choose');
    expect(validateLine(line({ product: null, lookup: 'pending' })).product).toBeUndefined();
  });

  it('applies the contract: reserve goes with add, release with remove', () => {
    expect(validateLine(line({ operation: 'add', reservation: 'release' })).reservation).toBe(
      'stock:errors.reservationNotAllowed',
    );
    expect(validateLine(line({ operation: 'remove', reservation: 'reserve' })).reservation).toBe(
      'stock:errors.reservationNotAllowed',
    );
    expect(reservationChoices('add')).toEqual(['', 'reserve']);
    expect(reservationChoices('remove')).toEqual(['', 'release']);
  });

  it('checks a unit cost only on additions (a removal keeps but ignores it)', () => {
    expect(validateLine(line({ unitCost: '-1' })).unitCost).toBe(
      keyWithParams('numbers:negative', { value: '-1' }),
    );
    expect(validateLine(line({ unitCost: '1.234' })).unitCost).toBe(
      keyWithParams('numbers:decimals', { value: '1.234', count: 2 }),
    );
    expect(validateLine(line({ unitCost: '[es-CO]1,234' })).unitCost).toBe(
      keyWithParams('numbers:decimals', { value: '1.234', count: 2 }),
    );
    expect(validateLine(line({ unitCost: '[es-CO]8.500,5' }))).toEqual({});
    expect(validateLine(line({ unitCost: '[en-US]8,500.5' }))).toEqual({});
    expect(validateLine(line({ operation: 'remove', unitCost: '-1' }))).toEqual({});
    expect(validateLine(line({ operation: 'remove', unitCost: '100' }))).toEqual({});
  });

  it('on-hand operations: their own reservation, no unit cost sent, no other reservation allowed', () => {
    expect(reservationChoices('reserveOnHand')).toEqual(['']);
    expect(reservationChoices('releaseOnHand')).toEqual(['']);
    expect(validateLine(line({ operation: 'reserveOnHand' }))).toEqual({});
    expect(validateLine(line({ operation: 'releaseOnHand', unitCost: 'x' }))).toEqual({});
    expect(
      validateLine(line({ operation: 'reserveOnHand', reservation: 'reserve' })).reservation,
    ).toBe('stock:errors.reservationNotAllowed');
    expect(validateLine(line({ operation: 'releaseOnHand', quantity: '0' })).quantity).toBe(
      keyWithParams('numbers:positive', { value: '0' }),
    );
  });

  it('switching a line to an on-hand operation drops a reservation that no longer fits', () => {
    const store = createBatchStore([line({ reservation: 'reserve' })]);
    const id = store.getIds()[0]!;
    store.update(id, 'operation', 'reserveOnHand');
    expect(store.getLine(id)).toMatchObject({
      operation: 'reserveOnHand',
      reservation: '',
      errors: {},
    });
    store.update(id, 'operation', 'nonsense');
    expect(store.getLine(id)?.operation).toBe('add');
  });
});
