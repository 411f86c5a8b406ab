import { describe, expect, it } from 'vitest';
import { stockUpdateListRequestSchema } from '../../api/schemas/stock';
import { checkMovement, simulateBatch } from '../../domain/stock';
import { call, testSandbox } from '../../../sandbox/testSupport';
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
      full({
        quantity: '12',
        reservation: 'reserve',
        location: ' A-03-2 ',
        unitCost: '[es-CO]8.500,5',
        comment: 'PO 4411',
      }),
      blankValues({ warehouse: 'wh-main' }),
      full({ operation: 'remove', quantity: '[es-CO]2,5', reservation: 'release', unitCost: '99' }),
      full({ quantity: '[en-US]1,500.25', unitCost: '[en-US]8,500.5' }),
    ]).getLines();
    const built = buildBatch(lines);
    if (isBuildProblem(built)) throw new Error(built.code);
    expect(built.body).toEqual({
      movements: [
        {
          warehouse_id: 'wh-main',
          product_id: 'p1',
          operation: 'add',
          quantity: 12,
          reservation: 'reserve',
          location_code: 'A-03-2',
          unit_cost: 8500.5,
          comment: 'PO 4411',
        },
        {
          warehouse_id: 'wh-main',
          product_id: 'p1',
          operation: 'remove',
          quantity: 2.5,
          reservation: 'release',
        },
        {
          warehouse_id: 'wh-main',
          product_id: 'p1',
          operation: 'add',
          quantity: 1500.25,
          unit_cost: 8500.5,
        },
      ],
    });
    expect(built.lineIds).toEqual([lines[0]!.id, lines[2]!.id, lines[3]!.id]);
    expect(stockUpdateListRequestSchema.safeParse(built.body).success).toBe(true);
  });

  it('refuses an empty batch, more than 1,000 lines, pending lookups and lines with errors', () => {
    expect(buildBatch(createBatchStore([blankValues()]).getLines())).toEqual({ code: 'empty' });
    expect(
      buildBatch(createBatchStore(Array.from({ length: 1001 }, () => full())).getLines()),
    ).toEqual({ code: 'tooMany', count: 1001, max: 1000 });
    expect(
      isBuildProblem(
        buildBatch(createBatchStore(Array.from({ length: 1000 }, () => full())).getLines()),
      ),
    ).toBe(false);
    expect(
      buildBatch(createBatchStore([full({ product: null, lookup: 'pending' })]).getLines()),
    ).toEqual({ code: 'pending', lines: 1 });
    expect(
      buildBatch(
        createBatchStore([
          full(),
          full({ quantity: '0' }),
          full({ product: null, lookup: 'missing' }),
        ]).getLines(),
      ),
    ).toEqual({ code: 'invalid', lines: 2 });
    // untagged text that is not canonical has no language: an error, never sent as a guess
    expect(buildBatch(createBatchStore([full(), full({ quantity: '2,5' })]).getLines())).toEqual({
      code: 'invalid',
      lines: 1,
    });
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
    expect(mapped.byLine.get('b')).toEqual({
      quantity: 'insufficient stock: 2 on hand, 5 to remove',
    });
    expect(mapped.byLine.get('a')).toEqual({
      warehouse: 'is not a warehouse of the account',
      product: 'is not a product of the account',
    });
    expect(mapped.byLine.get('h')).toEqual({ quantity: 'whole movement' });
    expect(mapped.unmapped).toEqual(['movements: holds at most 1000 movements', 'conflict']);
  });

  it('leaves unmapped a path to a movement that was not sent', () => {
    expect(mapDetails([{ path: 'movements.5.quantity', message: 'x' }], ['a']).unmapped).toEqual([
      'movements.5.quantity: x',
    ]);
  });
});

describe('on-hand operations: one line, two movements of the contract', () => {
  it('reserve on hand is add+reserve then remove; release on hand is remove+release then add; no unit cost', () => {
    const lines = createBatchStore([
      full({
        operation: 'reserveOnHand',
        quantity: '4',
        unitCost: '100',
        location: 'A-1',
        comment: 'for order 12',
      }),
      full({ operation: 'releaseOnHand', quantity: '[es-CO]1,5' }),
      full({ quantity: '2' }),
    ]).getLines();
    const built = buildBatch(lines);
    if (isBuildProblem(built)) throw new Error(built.code);
    const base = { warehouse_id: 'wh-main', product_id: 'p1' };
    expect(built.body.movements).toEqual([
      {
        ...base,
        operation: 'add',
        quantity: 4,
        reservation: 'reserve',
        location_code: 'A-1',
        comment: 'for order 12',
      },
      { ...base, operation: 'remove', quantity: 4, location_code: 'A-1', comment: 'for order 12' },
      { ...base, operation: 'remove', quantity: 1.5, reservation: 'release' },
      { ...base, operation: 'add', quantity: 1.5 },
      { ...base, operation: 'add', quantity: 2 },
    ]);
    // Each movement names its line: errors of either movement come back to the one line.
    expect(built.lineIds).toEqual([
      lines[0]!.id,
      lines[0]!.id,
      lines[1]!.id,
      lines[1]!.id,
      lines[2]!.id,
    ]);
    expect(stockUpdateListRequestSchema.safeParse(built.body).success).toBe(true);
    for (const m of built.body.movements)
      expect(checkMovement({ ...m, reservation: m.reservation ?? null })).toEqual([]);
  });

  it('nets to stock unchanged and reserved ± N in the domain simulation', () => {
    const lines = createBatchStore([
      full({ operation: 'reserveOnHand', quantity: '3' }),
      full({ operation: 'releaseOnHand', quantity: '1' }),
    ]).getLines();
    const built = buildBatch(lines);
    if (isBuildProblem(built)) throw new Error(built.code);
    const [reserve, release] = [built.body.movements.slice(0, 2), built.body.movements.slice(2)];
    const start = { stock: 10, reserved: 2 };
    const after = (ms: typeof reserve) => {
      const outcome = simulateBatch(ms, () => start);
      if (!outcome.ok) throw new Error(outcome.message);
      return outcome.entries[0]?.after;
    };
    expect(after(reserve)).toEqual({ stock: 10, reserved: 5 });
    expect(after(release)).toEqual({ stock: 10, reserved: 1 });
    // Reserving more than is free, or releasing more than is reserved, fails the batch.
    expect(simulateBatch(reserve, () => ({ stock: 10, reserved: 8 })).ok).toBe(false);
    expect(simulateBatch(release, () => ({ stock: 10, reserved: 0 })).ok).toBe(false);
  });

  it('nets to stock unchanged and reserved ± N in the sandbox, atomically, with costs untouched', async () => {
    const s = testSandbox();
    const created = await call(s.app, 'POST', '/v1/products', { name: 'Aceite 1 l', price: 9000 });
    const id = (created.json as { id: string }).id;
    const send = (movements: unknown[]) =>
      call(s.app, 'POST', '/v1/warehouse-products/stock/update-list', { movements });
    expect(
      (
        await send([
          {
            warehouse_id: 'wh-north',
            product_id: id,
            operation: 'add',
            quantity: 10,
            unit_cost: 5000,
          },
        ])
      ).status,
    ).toBe(200);
    const costBefore = (await call(s.app, 'GET', `/v1/products/${id}`)).json;
    const on = (values: Partial<LineValues>) => {
      const built = buildBatch(
        createBatchStore([
          full({ warehouse: 'wh-north', product: { ...product, id }, ...values }),
        ]).getLines(),
      );
      if (isBuildProblem(built)) throw new Error(built.code);
      return built.body.movements;
    };
    const reserved = await send(on({ operation: 'reserveOnHand', quantity: '4' }));
    expect(reserved.status).toBe(200);
    // One entry per pair touched: the figures after both movements.
    expect(reserved.json).toEqual([
      { warehouse_id: 'wh-north', product_id: id, stock: 10, reserved: 4 },
    ]);
    const released = await send(on({ operation: 'releaseOnHand', quantity: '1' }));
    expect(released.json).toEqual([
      { warehouse_id: 'wh-north', product_id: id, stock: 10, reserved: 3 },
    ]);
    // Beyond what is free: 409 naming the second movement of the line; nothing applied.
    const refused = await send(on({ operation: 'reserveOnHand', quantity: '8' }));
    expect(refused.status).toBe(409);
    expect((refused.json as { details: { path: string }[] }).details[0]?.path).toBe(
      'movements.1.quantity',
    );
    expect(
      mapDetails([{ path: 'movements.1.quantity', message: 'x' }], ['line-1', 'line-1']).byLine.get(
        'line-1',
      ),
    ).toEqual({ quantity: 'x' });
    const level = s.store.account('acc-demo').stock.get(id)?.get('wh-north');
    expect([level?.stock, level?.reserved]).toEqual([10, 3]);
    // Neither on-hand line counted as a purchase.
    const costAfter = (await call(s.app, 'GET', `/v1/products/${id}`)).json as Record<
      string,
      unknown
    >;
    const pick = (p: unknown) => {
      const r = p as Record<string, unknown>;
      return [r.cost_weighted_average, r.purchase_count, r.purchase_quantity, r.last_purchase_date];
    };
    expect(pick(costAfter)).toEqual(pick(costBefore));
  });

  it('sends a warehouse typed by name as its id, and maps an on-hand line’s reservation error to its operation', () => {
    const built = buildBatch(
      createBatchStore([full({ warehouse: 'Bodega Norte' })]).getLines(),
      (text) => (text.toLowerCase() === 'bodega norte' ? 'wh-north' : null),
    );
    if (isBuildProblem(built)) throw new Error(built.code);
    expect(built.body.movements[0]?.warehouse_id).toBe('wh-north');
    const mapped = mapDetails(
      [{ path: 'movements.0.reservation', message: 'no' }],
      ['a'],
      new Set(['a']),
    );
    expect(mapped.byLine.get('a')).toEqual({ operation: 'no' });
  });

  it('counts movements, not lines, against the 1,000 limit', () => {
    const lines = createBatchStore(
      Array.from({ length: 501 }, () => full({ operation: 'reserveOnHand' })),
    ).getLines();
    expect(buildBatch(lines)).toEqual({ code: 'tooMany', count: 1002, max: 1000 });
  });
});
