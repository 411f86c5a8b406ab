import { describe, expect, it } from 'vitest';
import { simulateBatch } from '../../domain/stock';
import { buildResultRows, difference } from './batchResults';

describe('buildResultRows', () => {
  it('derives the figures before from the answer and the batch (the batch is atomic)', () => {
    const movements = [
      {
        warehouse_id: 'wh-main',
        product_id: 'p1',
        operation: 'add' as const,
        quantity: 10,
        reservation: 'reserve' as const,
      },
      {
        warehouse_id: 'wh-main',
        product_id: 'p1',
        operation: 'remove' as const,
        quantity: 4,
        reservation: 'release' as const,
      },
      { warehouse_id: 'wh-north', product_id: 'p1', operation: 'remove' as const, quantity: 0.3 },
    ];
    const levels: Record<string, { stock: number; reserved: number }> = {
      'wh-main': { stock: 5, reserved: 1 },
      'wh-north': { stock: 1, reserved: 0 },
    };
    const outcome = simulateBatch(movements, (w) => levels[w] ?? { stock: 0, reserved: 0 });
    if (!outcome.ok) throw new Error('batch should hold');
    const entries = outcome.entries.map((e) => ({
      warehouse_id: e.warehouse_id,
      product_id: e.product_id,
      ...e.after,
    }));
    const rows = buildResultRows(
      entries,
      movements,
      new Map([['p1', { name: 'Agua', sku: 'BEV-1' }]]),
    );
    expect(rows).toEqual([
      {
        warehouse_id: 'wh-main',
        product_id: 'p1',
        name: 'Agua',
        sku: 'BEV-1',
        stockBefore: 5,
        stockAfter: 11,
        reservedBefore: 1,
        reservedAfter: 7,
      },
      {
        warehouse_id: 'wh-north',
        product_id: 'p1',
        name: 'Agua',
        sku: 'BEV-1',
        stockBefore: 1,
        stockAfter: 0.7,
        reservedBefore: 0,
        reservedAfter: 0,
      },
    ]);
    expect(difference(1, 0.7)).toBe(-0.3);
    expect(difference(null, 2)).toBeNull();
  });

  it('leaves the figures before unknown for a pair the batch did not send', () => {
    const [row] = buildResultRows(
      [{ warehouse_id: 'wh-x', product_id: 'p9', stock: 3, reserved: 0 }],
      [],
      new Map(),
    );
    expect(row).toMatchObject({ stockBefore: null, stockAfter: 3, name: null });
  });
});
