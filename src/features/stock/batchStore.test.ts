import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatchStore, incrementQuantity } from './batchStore';
import { blankValues } from './lineModel';
import type { LineValues } from './lineModel';
import { keyWithParams } from '../../ui/formFields';

const product = { id: 'p1', name: 'Agua', sku: 'BEV-1', available: 10, reserved: 2 };
const full = (values: Partial<LineValues> = {}): LineValues => ({
  ...blankValues({ warehouse: 'wh-main' }),
  skuText: 'BEV-1',
  product,
  quantity: '1',
  ...values,
});

afterEach(() => vi.useRealTimers());

describe('batch store', () => {
  it('replaces only the edited line object and re-validates it', () => {
    const store = createBatchStore([full(), full(), full()]);
    const [a, b, c] = store.getIds();
    const before = store.getLines();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update(b!, 'quantity', 'abc');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getLine(a!)).toBe(before[0]);
    expect(store.getLine(c!)).toBe(before[2]);
    expect(store.getLine(b!)).not.toBe(before[1]);
    expect(store.getLine(b!)?.errors.quantity).toBe(
      keyWithParams('numbers:notNumber', { text: 'abc' }),
    );
    expect(store.getIds()).toEqual([a, b, c]);
  });

  it('typing in the product cell forgets the chosen product', () => {
    const store = createBatchStore([full()]);
    const [id] = store.getIds();
    store.update(id!, 'product', 'BEV-2');
    expect(store.getLine(id!)).toMatchObject({ skuText: 'BEV-2', product: null, lookup: null });
  });

  it('drops a reservation the new operation does not allow', () => {
    const store = createBatchStore([full({ reservation: 'reserve' })]);
    const [id] = store.getIds();
    store.update(id!, 'operation', 'remove');
    expect(store.getLine(id!)).toMatchObject({ operation: 'remove', reservation: '' });
    store.update(id!, 'reservation', 'release');
    store.update(id!, 'operation', 'remove');
    expect(store.getLine(id!)?.reservation).toBe('release');
  });

  it('duplicates after the line, removes, and puts back', () => {
    const store = createBatchStore([full({ quantity: '1' }), full({ quantity: '2' })]);
    const [a, b] = store.getIds();
    const copy = store.duplicate(a!);
    expect(store.getIds()).toEqual([a, copy, b]);
    expect(store.getLine(copy!)?.quantity).toBe('1');
    expect(store.getLastAddedId()).toBe(copy);
    const removed = store.remove(a!);
    expect(removed?.index).toBe(0);
    expect(store.getIds()).toEqual([copy, b]);
    const back = store.insertAt(removed!.index, removed!.values);
    expect(store.getIds()).toEqual([back, copy, b]);
  });

  it('resolves every line waiting for a SKU, case-insensitively', () => {
    const waiting = {
      ...blankValues({ warehouse: 'wh-main' }),
      skuText: 'bev-1',
      lookup: 'pending' as const,
      quantity: '2',
    };
    const store = createBatchStore([waiting, waiting, { ...waiting, skuText: 'NOPE' }]);
    const [a, b, c] = store.getIds();
    store.resolveSku('BEV-1', product);
    expect(store.getLine(a!)).toMatchObject({
      product,
      skuText: 'BEV-1',
      lookup: null,
      errors: {},
    });
    expect(store.getLine(b!)?.product).toEqual(product);
    store.resolveSku('nope', 'missing');
    expect(store.getLine(c!)).toMatchObject({ product: null, lookup: 'missing' });
    expect(store.getLine(c!)?.errors.product).toBe('stock:errors.unknownSku');
  });

  it("keeps the server's message on a field until that field is edited", () => {
    const store = createBatchStore([full(), full()]);
    const [a, b] = store.getIds();
    store.setServerErrors(new Map([[b!, { quantity: 'insufficient stock' }]]));
    expect(store.getLine(b!)?.server).toEqual({ quantity: 'insufficient stock' });
    store.update(b!, 'comment', 'x');
    expect(store.getLine(b!)?.server).toEqual({ quantity: 'insufficient stock' });
    store.update(b!, 'quantity', '1');
    expect(store.getLine(b!)?.server).toEqual({});
    expect(store.getLine(a!)?.server).toEqual({});
  });

  it('derives the summary off the keystroke path, and at once on demand', () => {
    vi.useFakeTimers();
    const store = createBatchStore([full({ quantity: '1' })], { derivedDelayMs: 100 });
    const [id] = store.getIds();
    expect(store.getDerived().summary.perWarehouse[0]?.added).toBe(1);
    const listener = vi.fn();
    store.subscribeDerived(listener);
    store.update(id!, 'quantity', '5');
    expect(store.getDerived().summary.perWarehouse[0]?.added).toBe(1);
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getDerived().summary.perWarehouse[0]?.added).toBe(5);
    store.update(id!, 'quantity', '7');
    expect(store.flushDerived().summary.perWarehouse[0]?.added).toBe(7);
    store.dispose();
  });
});

describe('incrementQuantity', () => {
  it('adds one exactly', () => {
    expect(incrementQuantity('1')).toBe('2');
    expect(incrementQuantity('0.1')).toBe('1.1');
    expect(incrementQuantity('[es-CO]2,5')).toBe('3.5');
    expect(incrementQuantity('[en-US]2.5')).toBe('3.5');
    expect(incrementQuantity('[es-CO]1.234,5')).toBe('1235.5');
    expect(incrementQuantity('[en-US]1,234.5')).toBe('1235.5');
    expect(incrementQuantity('0.1000000000000000001')).toBe('1.1000000000000000001');
    expect(incrementQuantity('-1')).toBe('0');
    expect(incrementQuantity('x')).toBeNull();
    expect(incrementQuantity('2,5')).toBeNull();
    expect(incrementQuantity('')).toBeNull();
  });
});
