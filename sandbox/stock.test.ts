import { describe, expect, it } from 'vitest';
import { orderSchema, productSchema, stockResultListSchema } from '../src/api/schemas/index.ts';
import type { Product, StockResultEntry } from '../src/api/schemas/index.ts';
import type { Sandbox } from './app.ts';
import { as, call, detailPaths, errorOf, testClock, testSandbox } from './testSupport.ts';

const PATH = '/v1/warehouse-products/stock/update-list';

async function product(s: Sandbox, name = 'Arroz Diana 1 kg'): Promise<Product> {
  const res = await call(s.app, 'POST', '/v1/products', { name, price: 4500 });
  expect(res.status).toBe(201);
  return as(productSchema, res.json);
}

async function batch(
  s: Sandbox,
  movements: Record<string, unknown>[],
): Promise<StockResultEntry[]> {
  const res = await call(s.app, 'POST', PATH, { movements });
  expect(res.status, res.text).toBe(200);
  return as(stockResultListSchema, res.json);
}

function level(
  s: Sandbox,
  productId: string,
  warehouseId: string,
): { stock: number; reserved: number } | undefined {
  const record = s.store.account('acc-demo').stock.get(productId)?.get(warehouseId);
  return record ? { stock: record.stock, reserved: record.reserved } : undefined;
}

describe('stock batch: operations and reservations', () => {
  it('add raises stock; add + reserve raises both', async () => {
    const s = testSandbox();
    const p = await product(s);
    expect(
      await batch(s, [
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 10 },
      ]),
    ).toEqual([{ warehouse_id: 'wh-main', product_id: p.id, stock: 10, reserved: 0 }]);
    expect(
      await batch(s, [
        {
          warehouse_id: 'wh-main',
          product_id: p.id,
          operation: 'add',
          quantity: 5,
          reservation: 'reserve',
        },
      ]),
    ).toEqual([{ warehouse_id: 'wh-main', product_id: p.id, stock: 15, reserved: 5 }]);
  });

  it('remove lowers stock; remove + release lowers both (the reservation is consumed)', async () => {
    const s = testSandbox();
    const p = await product(s);
    await batch(s, [
      {
        warehouse_id: 'wh-main',
        product_id: p.id,
        operation: 'add',
        quantity: 10,
        reservation: 'reserve',
      },
    ]);
    await batch(s, [{ warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 10 }]);
    expect(
      await batch(s, [
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'remove', quantity: 4 },
      ]),
    ).toEqual([{ warehouse_id: 'wh-main', product_id: p.id, stock: 16, reserved: 10 }]);
    expect(
      await batch(s, [
        {
          warehouse_id: 'wh-main',
          product_id: p.id,
          operation: 'remove',
          quantity: 3,
          reservation: 'release',
        },
      ]),
    ).toEqual([{ warehouse_id: 'wh-main', product_id: p.id, stock: 13, reserved: 7 }]);
  });

  it('quantities keep up to 6 decimals exactly (0.1 + 0.2 = 0.3)', async () => {
    const s = testSandbox();
    const p = await product(s, 'Queso campesino (kg)');
    const result = await batch(s, [
      { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 0.1 },
      { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 0.2 },
      {
        warehouse_id: 'wh-main',
        product_id: p.id,
        operation: 'add',
        quantity: 1.000001,
        reservation: 'reserve',
      },
    ]);
    expect(result).toEqual([
      { warehouse_id: 'wh-main', product_id: p.id, stock: 1.300001, reserved: 1.000001 },
    ]);
  });

  it('answers one entry per distinct (warehouse, product) pair, in order of first appearance, with the final figures', async () => {
    const s = testSandbox();
    const a = await product(s, 'A');
    const b = await product(s, 'B');
    const result = await batch(s, [
      { warehouse_id: 'wh-north', product_id: b.id, operation: 'add', quantity: 2 },
      { warehouse_id: 'wh-main', product_id: a.id, operation: 'add', quantity: 5 },
      { warehouse_id: 'wh-north', product_id: b.id, operation: 'add', quantity: 3 },
      { warehouse_id: 'wh-store', product_id: a.id, operation: 'add', quantity: 1 },
      { warehouse_id: 'wh-main', product_id: a.id, operation: 'remove', quantity: 4 },
    ]);
    expect(result).toEqual([
      { warehouse_id: 'wh-north', product_id: b.id, stock: 5, reserved: 0 },
      { warehouse_id: 'wh-main', product_id: a.id, stock: 1, reserved: 0 },
      { warehouse_id: 'wh-store', product_id: a.id, stock: 1, reserved: 0 },
    ]);
  });

  it('keeps location_code on the warehouse product (and order lines pick it up)', async () => {
    const s = testSandbox();
    const p = await product(s);
    await batch(s, [
      {
        warehouse_id: 'wh-main',
        product_id: p.id,
        operation: 'add',
        quantity: 3,
        location_code: 'A-03-2',
        comment: 'PO 4411',
      },
    ]);
    await batch(s, [
      { warehouse_id: 'wh-main', product_id: p.id, operation: 'remove', quantity: 1 },
    ]);
    expect(s.store.account('acc-demo').stock.get(p.id)?.get('wh-main')?.location_code).toBe(
      'A-03-2',
    );
    const contact = await call(s.app, 'POST', '/v1/contacts', { first_name: 'Ana' });
    const order = await call(s.app, 'POST', '/v1/orders', {
      customer_id: (contact.json as { id: string }).id,
      warehouse_id: 'wh-main',
      items: [{ product_id: p.id, quantity: 1, unit_price: 4500 }],
    });
    expect(order.status).toBe(201);
    expect(as(orderSchema, order.json).items?.[0]?.location_code).toBe('A-03-2');
  });
});

describe('stock batch: 409 when 0 <= reserved <= stock would break (atomic)', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['removing more than on hand', { operation: 'remove', quantity: 11 }, 'insufficient stock'],
    [
      'releasing more than reserved',
      { operation: 'remove', quantity: 5, reservation: 'release' },
      'cannot release',
    ],
    [
      'removing reserved goods without releasing them',
      { operation: 'remove', quantity: 8 },
      'unreserved',
    ],
  ];

  it.each(cases)(
    '%s is a 409 at movements.N.quantity and nothing is applied',
    async (_label, movement, message) => {
      const s = testSandbox();
      const p = await product(s);
      const other = await product(s, 'Other');
      // p: stock 10, reserved 3 (wh-main)
      await batch(s, [
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 7 },
        {
          warehouse_id: 'wh-main',
          product_id: p.id,
          operation: 'add',
          quantity: 3,
          reservation: 'reserve',
        },
      ]);
      const before = as(productSchema, (await call(s.app, 'GET', `/v1/products/${p.id}`)).json);
      const res = await call(s.app, 'POST', PATH, {
        movements: [
          {
            warehouse_id: 'wh-north',
            product_id: other.id,
            operation: 'add',
            quantity: 50,
            unit_cost: 900,
            location_code: 'Z-9',
          },
          {
            warehouse_id: 'wh-main',
            product_id: p.id,
            operation: 'add',
            quantity: 1,
            unit_cost: 1200,
          },
          { warehouse_id: 'wh-main', product_id: p.id, operation: 'remove', quantity: 1 },
          { warehouse_id: 'wh-main', product_id: p.id, ...movement },
          { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 100 },
        ],
      });
      expect(res.status).toBe(409);
      const body = errorOf(res);
      expect(body.code).toBe('conflict');
      expect(body.details).toEqual([
        { path: 'movements.3.quantity', message: expect.stringContaining(message) },
      ]);
      // atomic: no level, location or cost changed
      expect(level(s, p.id, 'wh-main')).toEqual({ stock: 10, reserved: 3 });
      expect(level(s, other.id, 'wh-north')).toBeUndefined();
      expect((await call(s.app, 'GET', `/v1/products/${p.id}`)).json).toEqual(
        JSON.parse(JSON.stringify(before)),
      );
      const otherAfter = as(
        productSchema,
        (await call(s.app, 'GET', `/v1/products/${other.id}`)).json,
      );
      expect(otherAfter.cost_weighted_average).toBeNull();
      expect(otherAfter.purchase_count).toBe(0);
    },
  );

  it('removing from a warehouse that never had the product is a 409', async () => {
    const s = testSandbox();
    const p = await product(s);
    const res = await call(s.app, 'POST', PATH, {
      movements: [{ warehouse_id: 'wh-store', product_id: p.id, operation: 'remove', quantity: 1 }],
    });
    expect(res.status).toBe(409);
    expect(detailPaths(res)).toEqual(['movements.0.quantity']);
  });
});

describe('stock batch: 422', () => {
  it('reserve with remove, release with add, unit_cost with remove are 422 at the movement path', async () => {
    const s = testSandbox();
    const p = await product(s);
    const res = await call(s.app, 'POST', PATH, {
      movements: [
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 1 },
        {
          warehouse_id: 'wh-main',
          product_id: p.id,
          operation: 'remove',
          quantity: 1,
          reservation: 'reserve',
        },
        {
          warehouse_id: 'wh-main',
          product_id: p.id,
          operation: 'add',
          quantity: 1,
          reservation: 'release',
        },
        {
          warehouse_id: 'wh-main',
          product_id: p.id,
          operation: 'remove',
          quantity: 1,
          unit_cost: 10,
        },
      ],
    });
    expect(res.status).toBe(422);
    expect(errorOf(res).code).toBe('validation_failed');
    expect(detailPaths(res).sort()).toEqual([
      'movements.1.reservation',
      'movements.2.reservation',
      'movements.3.unit_cost',
    ]);
    expect(level(s, p.id, 'wh-main')).toBeUndefined();
  });

  it('quantity must be > 0 with at most 6 decimals; operation and reservation must be known', async () => {
    const s = testSandbox();
    const p = await product(s);
    const res = await call(s.app, 'POST', PATH, {
      movements: [
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 0 },
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: -2 },
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 0.0000001 },
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'move', quantity: 1 },
        {
          warehouse_id: 'wh-main',
          product_id: p.id,
          operation: 'add',
          quantity: 1,
          reservation: 'hold',
        },
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: '3' },
      ],
    });
    expect(res.status).toBe(422);
    expect(detailPaths(res)).toEqual(
      expect.arrayContaining([
        'movements.0.quantity',
        'movements.1.quantity',
        'movements.2.quantity',
        'movements.3.operation',
        'movements.4.reservation',
        'movements.5.quantity',
      ]),
    );
  });

  it("an unknown product or warehouse (or another account's product) is a 422 at that movement's path", async () => {
    const s = testSandbox();
    const p = await product(s);
    const theirs = as(
      productSchema,
      (await call(s.app, 'POST', '/v1/products', { name: 'Theirs' }, { key: 'demo-key-2' })).json,
    );
    const res = await call(s.app, 'POST', PATH, {
      movements: [
        { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 1 },
        { warehouse_id: 'wh-mars', product_id: p.id, operation: 'add', quantity: 1 },
        { warehouse_id: 'wh-main', product_id: 'no-such-product', operation: 'add', quantity: 1 },
        { warehouse_id: 'wh-main', product_id: theirs.id, operation: 'add', quantity: 1 },
      ],
    });
    expect(res.status).toBe(422);
    expect(detailPaths(res)).toEqual([
      'movements.1.warehouse_id',
      'movements.2.product_id',
      'movements.3.product_id',
    ]);
    expect(level(s, p.id, 'wh-main')).toBeUndefined();
  });

  it('a batch holds 1..1000 movements: 0 and 1001 are refused, 1000 are applied', async () => {
    const s = testSandbox();
    const p = await product(s);
    const one = { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 1 };
    const empty = await call(s.app, 'POST', PATH, { movements: [] });
    expect(empty.status).toBe(422);
    expect(detailPaths(empty)).toEqual(['movements']);
    const tooMany = await call(s.app, 'POST', PATH, {
      movements: Array.from({ length: 1001 }, () => one),
    });
    expect(tooMany.status).toBe(422);
    expect(detailPaths(tooMany)).toEqual(['movements']);
    expect(level(s, p.id, 'wh-main')).toBeUndefined();
    const max = await batch(
      s,
      Array.from({ length: 1000 }, () => one),
    );
    expect(max).toEqual([{ warehouse_id: 'wh-main', product_id: p.id, stock: 1000, reserved: 0 }]);
    const missing = await call(s.app, 'POST', PATH, {});
    expect(missing.status).toBe(422);
    expect(detailPaths(missing)).toEqual(['movements']);
  });
});

describe('stock batch: costs', () => {
  it('the first purchase sets the average; later ones weigh by on-hand summed over warehouses', async () => {
    const clock = testClock('2026-11-21T10:00:00.000Z');
    const s = testSandbox({ now: clock.now });
    const p = await product(s);
    await batch(s, [
      {
        warehouse_id: 'wh-north',
        product_id: p.id,
        operation: 'add',
        quantity: 10,
        unit_cost: 1000,
      },
    ]);
    let read = as(productSchema, (await call(s.app, 'GET', `/v1/products/${p.id}`)).json);
    expect(read).toMatchObject({
      cost_weighted_average: 1000,
      cost_last_purchase: 1000,
      last_purchase_date: '2026-11-21T10:00:00.000Z',
      purchase_count: 1,
      purchase_quantity: 10,
    });
    clock.advance(3_600_000);
    // on hand before: 10 (wh-north) -> (1000 x 10 + 2000 x 30) / 40 = 1750
    await batch(s, [
      {
        warehouse_id: 'wh-main',
        product_id: p.id,
        operation: 'add',
        quantity: 30,
        unit_cost: 2000,
      },
    ]);
    read = as(productSchema, (await call(s.app, 'GET', `/v1/products/${p.id}`)).json);
    expect(read).toMatchObject({
      cost_weighted_average: 1750,
      cost_last_purchase: 2000,
      last_purchase_date: '2026-11-21T11:00:00.000Z',
      purchase_count: 2,
      purchase_quantity: 40,
    });
    // in one batch, in order: remove 20 (on hand 20), buy 20 at 1000 -> (1750 x 20 + 1000 x 20) / 40 = 1375,
    // then buy 5 at 1100 with 40 on hand -> (1375 x 40 + 1100 x 5) / 45 = 1344.444... -> 1344.44
    await batch(s, [
      { warehouse_id: 'wh-main', product_id: p.id, operation: 'remove', quantity: 20 },
      {
        warehouse_id: 'wh-store',
        product_id: p.id,
        operation: 'add',
        quantity: 20,
        unit_cost: 1000,
      },
      { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 5, unit_cost: 1100 },
    ]);
    read = as(productSchema, (await call(s.app, 'GET', `/v1/products/${p.id}`)).json);
    expect(read).toMatchObject({
      cost_weighted_average: 1344.44,
      cost_last_purchase: 1100,
      purchase_count: 4,
      purchase_quantity: 65,
    });
  });

  it('an add without unit_cost leaves costs alone (but counts as on hand for the next purchase)', async () => {
    const s = testSandbox();
    const p = await product(s);
    await batch(s, [
      { warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 10, unit_cost: 500 },
    ]);
    await batch(s, [{ warehouse_id: 'wh-main', product_id: p.id, operation: 'add', quantity: 10 }]);
    let read = as(productSchema, (await call(s.app, 'GET', `/v1/products/${p.id}`)).json);
    expect(read).toMatchObject({
      cost_weighted_average: 500,
      purchase_count: 1,
      purchase_quantity: 10,
    });
    // (500 x 20 + 800 x 20) / 40 = 650
    await batch(s, [
      {
        warehouse_id: 'wh-north',
        product_id: p.id,
        operation: 'add',
        quantity: 20,
        unit_cost: 800,
      },
    ]);
    read = as(productSchema, (await call(s.app, 'GET', `/v1/products/${p.id}`)).json);
    expect(read.cost_weighted_average).toBe(650);
  });
});
