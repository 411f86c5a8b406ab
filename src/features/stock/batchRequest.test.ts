import { describe, expect, it } from 'vitest';
import { stockUpdateListRequestSchema } from '../../api/schemas/stock';
import { buildBatch, isBuildProblem, mapDetails } from './batchRequest';
import { createBatchStore } from './batchStore';
import { blankValues } from './lineModel';
import type { LineValues } from './lineModel';

const product = { id: 'p1', name: 'Agua', sku: 'BEV-1', available: 10, reserved: 2 };
const full = (values: Partial<LineValues> = {}): LineValues => ({
  ...blankValues({ warehouse: 'wh-main' }),
  skuText: 'BEV-1',
  product,
  quantity: '1',
  ...values,
});

describe('buildBatch', () => {
  it('maps lines to movements, leaving blank lines out and optional members absent', () => {
    const lines = createBatchStore([
      full({ quantity: '12', reservation: 'reserve', location: ' A-03-2 ', unitCost: '[es-CO]8.500,5', comment: 'PO 4411' }),
      blankValues({ warehouse: 'wh-main' }),
      full({ operation: 'remove', quantity: '[es-CO]2,5', reservation: 'release', unitCost: '99' }),
      full({ quantity: '[en-US]1,500.25', unitCost: '[en-US]8,500.5' }),
    ]).getLines();
    const built = buildBatch(lines);
    if (isBuildProblem(built)) throw new Error(built.code);
    expect(built.body).toEqual({
      movements: [
        { warehouse_id: 'wh-main', product_id: 'p1', operation: 'add', quantity: 12, reservation: 'reserve', location_code: 'A-03-2', unit_cost: 8500.5, comment: 'PO 4411' },
        { warehouse_id: 'wh-main', product_id: 'p1', operation: 'remove', quantity: 2.5, reservation: 'release' },
        { warehouse_id: 'wh-main', product_id: 'p1', operation: 'add', quantity: 1500.25, unit_cost: 8500.5 },
      ],
    });
    expect(built.lineIds).toEqual([lines[0]!.id, lines[2]!.id, lines[3]!.id]);
    expect(stockUpdateListRequestSchema.safeParse(built.body).success).toBe(true);
  });

  it('refuses an empty batch, more than 1,000 lines, pending lookups and lines with errors', () => {
    expect(buildBatch(createBatchStore([blankValues()]).getLines())).toEqual({ code: 'empty' });
    expect(buildBatch(createBatchStore(Array.from({ length: 1001 }, () => full())).getLines())).toEqual({ code: 'tooMany', count: 1001, max: 1000 });
    expect(isBuildProblem(buildBatch(createBatchStore(Array.from({ length: 1000 }, () => full())).getLines()))).toBe(false);
    expect(buildBatch(createBatchStore([full({ product: null, lookup: 'pending' })]).getLines())).toEqual({ code: 'pending', lines: 1 });
    expect(buildBatch(createBatchStore([full(), full({ quantity: '0' }), full({ product: null, lookup: 'missing' })]).getLines())).toEqual({ code: 'invalid', lines: 2 });
    // untagged text that is not canonical has no language: an error, never sent as a guess
    expect(buildBatch(createBatchStore([full(), full({ quantity: '2,5' })]).getLines())).toEqual({ code: 'invalid', lines: 1 });
  });
});

describe('mapDetails', () => {
  it('puts each movements.N.field on the line sent as movement N', () => {
    const mapped = mapDetails(
      [
        { path: 'movements.1.quantity', message: 'insufficient stock: 2 on hand, 5 to remove' },
        { path: 'movements.0.warehouse_id', message: 'is not a warehouse of the account' },
        { path: 'movements.0.product_id', message: 'is not a product of the account' },
        { path: 'movements.7', message: 'whole movement' },
        { path: 'movements', message: 'holds at most 1000 movements' },
        { path: '', message: 'conflict' },
      ],
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
    );
    expect(mapped.byLine.get('b')).toEqual({ quantity: 'insufficient stock: 2 on hand, 5 to remove' });
    expect(mapped.byLine.get('a')).toEqual({ warehouse: 'is not a warehouse of the account', product: 'is not a product of the account' });
    expect(mapped.byLine.get('h')).toEqual({ quantity: 'whole movement' });
    expect(mapped.unmapped).toEqual(['movements: holds at most 1000 movements', 'conflict']);
  });

  it('leaves unmapped a path to a movement that was not sent', () => {
    expect(mapDetails([{ path: 'movements.5.quantity', message: 'x' }], ['a']).unmapped).toEqual(['movements.5.quantity: x']);
  });
});
