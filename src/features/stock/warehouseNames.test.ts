import { describe, expect, it } from 'vitest';
import { createBatchStore } from './batchStore';
import { blankValues, validateLine } from './lineModel';
import { createWarehouseResolver, warehouseKey } from './warehouseNames';

const configured = [
  { id: 'wh-main', name: 'Bodega principal' },
  { id: 'wh-north', name: 'Bodega norte' },
  { id: 'wh-store', name: 'Tienda Chapinero' },
];
const product = { id: 'p1', name: 'Agua', sku: 'BEV-1', available: 10, reserved: 2 };

describe('warehouse by id or name', () => {
  const { resolve } = createWarehouseResolver(configured);

  it('reads an id, or a name in any case, accents and spaces ignored', () => {
    expect(resolve('wh-north')).toBe('wh-north');
    expect(resolve(' WH-NORTH ')).toBe('wh-north');
    expect(resolve('bodega norte')).toBe('wh-north');
    expect(resolve('BODEGA  NORTE')).toBe('wh-north');
    expect(resolve('Bódega Nórte')).toBe('wh-north');
    expect(resolve('tienda chapinero')).toBe('wh-store');
    expect(warehouseKey(' Bódega\tNORTE ')).toBe('bodega norte');
  });

  it('knows nothing else: another id, a partial name, an empty cell', () => {
    expect(resolve('wh-east')).toBeNull();
    expect(resolve('bodega')).toBeNull();
    expect(resolve('norte')).toBeNull();
    expect(resolve('')).toBeNull();
  });

  it('follows whatever config.json names the warehouses', () => {
    const other = createWarehouseResolver([{ id: 'wh-north', name: 'Depósito Norte' }]);
    expect(other.resolve('deposito norte')).toBe('wh-north');
    expect(other.resolve('bodega norte')).toBeNull();
  });

  it('prefers an id over a name that reads the same', () => {
    const odd = createWarehouseResolver([
      { id: 'a', name: 'B' },
      { id: 'b', name: 'Other' },
    ]);
    expect(odd.resolve('b')).toBe('b');
    // `B` is a's name, and b's id in another case: ids are what the service knows, so b
    expect(odd.resolve('B')).toBe('b');
    expect(odd.resolve('other')).toBe('b');
  });
});

describe('a line’s warehouse', () => {
  const line = (warehouse: string) => ({
    ...blankValues({ warehouse }),
    skuText: 'BEV-1',
    product,
    quantity: '1',
  });
  const ctx = { warehouses: createWarehouseResolver(configured) };

  it('is an error at the cell when no configured warehouse has that id or name', () => {
    expect(validateLine(line('wh-north'), ctx)).toEqual({});
    expect(validateLine(line('bodega norte'), ctx)).toEqual({});
    expect(validateLine(line('Bodega Sur'), ctx).warehouse).toBe(
      'stock:warehouses.unknown::{"warehouse":"Bodega Sur"}',
    );
    // without a configured list, nothing to judge by
    expect(validateLine(line('Bodega Sur'))).toEqual({});
  });

  it('is stored as the id: pasted or restored lines at once, typed ones when the cell is left', () => {
    const store = createBatchStore([line('BODEGA NORTE'), line('wh-east')], {
      warehouses: configured,
    });
    const [first, second] = store.getLines();
    expect(first?.warehouse).toBe('wh-north');
    expect(first?.errors).toEqual({});
    expect(second?.warehouse).toBe('wh-east');
    expect(second?.errors.warehouse).toMatch(/^stock:warehouses\.unknown::/);

    // Typing keeps the text (no jump mid-word); leaving the cell stores the id.
    store.update(second!.id, 'warehouse', 'tienda chapinero');
    expect(store.getLine(second!.id)?.warehouse).toBe('tienda chapinero');
    expect(store.getLine(second!.id)?.errors).toEqual({});
    store.settleWarehouse(second!.id);
    expect(store.getLine(second!.id)?.warehouse).toBe('wh-store');
    expect(store.warehouseName('wh-store')).toBe('Tienda Chapinero');
    expect(store.resolveWarehouse('bodega principal')).toBe('wh-main');
  });
});
