import { describe, expect, it } from 'vitest';
import { createBatchStore } from './batchStore';
import { computeSummary } from './batchSummary';
import { blankValues } from './lineModel';
import type { LineValues, ProductRef } from './lineModel';
import { keyWithParams } from '../../ui/formFields';
import { knownKey } from './knownStock';
import type { KnownLevel } from './knownStock';

const water: ProductRef = { id: 'p1', name: 'Agua', sku: 'BEV-1', available: 10, reserved: 4 };
const coffee: ProductRef = {
  id: 'p2',
  name: 'Café',
  sku: 'BEV-2',
  available: null,
  reserved: null,
};

function lines(values: Partial<LineValues>[]) {
  return createBatchStore(
    values.map((v) => ({
      ...blankValues({ warehouse: 'wh-main' }),
      skuText: 'BEV-1',
      product: water,
      quantity: '1',
      ...v,
    })),
  ).getLines();
}

describe('computeSummary', () => {
  it('counts lines and adds quantities per warehouse exactly', () => {
    const s = computeSummary(
      lines([
        { quantity: '0.1' },
        { quantity: '[es-CO]0,2', reservation: 'reserve' },
        {
          warehouse: 'wh-north',
          operation: 'remove',
          quantity: '[en-US]3.000',
          reservation: 'release',
        },
        {},
        { ...blankValues({ warehouse: 'wh-main' }) },
      ]),
    );
    expect(s.lineCount).toBe(4);
    expect(s.perWarehouse).toEqual([
      { warehouse: 'wh-main', lines: 3, added: 1.3, removed: 0, reserved: 0.2, released: 0 },
      { warehouse: 'wh-north', lines: 1, added: 0, removed: 3, reserved: 0, released: 3 },
    ]);
  });

  it('warns about a removal larger than the available stock', () => {
    const s = computeSummary(
      lines([
        { operation: 'remove', quantity: '10' },
        { operation: 'remove', quantity: '11' },
      ]),
    );
    const [first, second] = s.warnings.keys();
    expect(s.warnings.size).toBe(1);
    expect(first).toBeDefined();
    expect(second).toBeUndefined();
    expect([...s.warnings.values()][0]).toEqual({
      kind: 'available',
      operation: 'remove',
      quantity: 11,
      have: 0,
      basis: 'total',
      warehouse: 'wh-main',
      at: null,
    });
  });

  it('judges each line after the lines before it, and finds every such line', () => {
    const ls = lines([
      { operation: 'remove', quantity: '6' },
      { operation: 'remove', quantity: '6' },
      { operation: 'add', quantity: '5' },
      { operation: 'remove', quantity: '20' },
    ]);
    const s = computeSummary(ls);
    expect([...s.warnings.keys()]).toEqual([ls[1]!.id, ls[3]!.id]);
    expect(s.warnings.get(ls[1]!.id)).toMatchObject({ kind: 'available', quantity: 6, have: 4 });
    expect(s.warnings.get(ls[3]!.id)).toMatchObject({ kind: 'available', quantity: 20, have: 9 });
  });

  it('warns about a release larger than what is reserved', () => {
    const ls = lines([{ operation: 'remove', quantity: '5', reservation: 'release' }]);
    expect(computeSummary(ls).warnings.get(ls[0]!.id)).toMatchObject({
      kind: 'reserved',
      quantity: 5,
      have: 4,
    });
    const fine = lines([{ operation: 'remove', quantity: '4', reservation: 'release' }]);
    expect(computeSummary(fine).warnings.size).toBe(0);
  });

  it('does not guess about products whose stock is unknown, nor about lines with errors', () => {
    const s = computeSummary(
      lines([
        { product: coffee, skuText: 'BEV-2', operation: 'remove', quantity: '999' },
        { operation: 'remove', quantity: 'x' },
      ]),
    );
    expect(s.warnings.size).toBe(0);
    expect(s.issues).toHaveLength(1);
    expect(s.issues[0]).toMatchObject({
      index: 1,
      field: 'quantity',
      message: keyWithParams('numbers:notNumber', { text: 'x' }),
      server: false,
    });
  });

  it('judges a line on its warehouse figure where an earlier batch reported it, and says so', () => {
    // wh-main had 2 on hand, none reserved, at 10:00; the total over all warehouses is 10 available.
    const at = '2026-11-24T10:00:00.000Z';
    const level: KnownLevel = {
      warehouse_id: 'wh-main',
      product_id: 'p1',
      stock: 2,
      reserved: 0,
      at,
    };
    const known = new Map([[knownKey('wh-main', 'p1'), level]]);
    const ls = lines([
      { operation: 'remove', quantity: '3' },
      { warehouse: 'wh-north', operation: 'remove', quantity: '3' },
    ]);
    const s = computeSummary(ls, { known });
    // Within the total, but beyond what wh-main had: warned, on wh-main's figure.
    expect(s.warnings.get(ls[0]!.id)).toEqual({
      kind: 'available',
      operation: 'remove',
      quantity: 3,
      have: 2,
      basis: 'warehouse',
      warehouse: 'wh-main',
      at,
    });
    // wh-north is not known: within the total, so no warning, but counted as judged on the total only.
    expect(s.warnings.has(ls[1]!.id)).toBe(false);
    expect(s.totalOnly).toBe(1);
    // Without the known figure the first line passes on the total: no claim either way beyond it.
    expect(computeSummary(ls).warnings.size).toBe(0);
    expect(computeSummary(ls).totalOnly).toBe(2);
  });

  it('reserve on hand and release on hand: reserved only, judged as the two movements sent', () => {
    const ls = lines([
      { operation: 'reserveOnHand', quantity: '6' },
      { operation: 'releaseOnHand', quantity: '2' },
    ]);
    const s = computeSummary(ls);
    // Stock does not move: the totals say reserved 6 and released 2, nothing added or removed.
    expect(s.perWarehouse).toEqual([
      { warehouse: 'wh-main', lines: 2, added: 0, removed: 0, reserved: 6, released: 2 },
    ]);
    expect(s.warnings.size).toBe(0);
    // 10 available: reserving 11 on hand is beyond it; releasing more than the 4 reserved too.
    const over = lines([
      { operation: 'reserveOnHand', quantity: '11' },
      { operation: 'releaseOnHand', quantity: '5' },
    ]);
    const w = computeSummary(over).warnings;
    expect(w.get(over[0]!.id)).toMatchObject({
      kind: 'available',
      operation: 'reserveOnHand',
      quantity: 11,
      have: 10,
    });
    expect(w.get(over[1]!.id)).toMatchObject({
      kind: 'reserved',
      operation: 'releaseOnHand',
      quantity: 5,
      have: 4,
    });
    // A line found short is left out whole: the next line is judged without its first movement.
    const after = lines([
      { operation: 'reserveOnHand', quantity: '11' },
      { operation: 'remove', quantity: '10' },
    ]);
    expect(computeSummary(after).warnings.has(after[1]!.id)).toBe(false);
  });
});
