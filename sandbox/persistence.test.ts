import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contactSchema, orderSchema, productSchema } from '../src/api/schemas/index.ts';
import { createSandbox } from './app.ts';
import { resolveOptions } from './options.ts';
import { as, call, testClock } from './testSupport.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-state-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const options = (dataFile: string) => ({
  seedProducts: 40,
  dataFile,
  now: testClock().now,
  apiKeys: {},
  corsOrigins: [],
});

describe('persistence (SANDBOX_DATA_FILE)', () => {
  it('writes the state atomically and loads it on the next start', async () => {
    const dir = tempDir();
    const file = join(dir, 'nested', 'state.json');
    const first = createSandbox(options(file));
    const contact = as(
      contactSchema,
      (
        await call(first.app, 'POST', '/v1/contacts', {
          first_name: 'Ana',
          identification_type: 'CC',
          identification_number: '123',
        })
      ).json,
    );
    const product = as(
      productSchema,
      (await call(first.app, 'POST', '/v1/products', { name: 'Persisted', sku: 'P-1' })).json,
    );
    await call(first.app, 'POST', '/v1/warehouse-products/stock/update-list', {
      movements: [
        {
          warehouse_id: 'wh-store',
          product_id: product.id,
          operation: 'add',
          quantity: 7,
          reservation: 'reserve',
          location_code: 'B-1',
          unit_cost: 100,
        },
      ],
    });
    const order = as(
      orderSchema,
      (
        await call(
          first.app,
          'POST',
          '/v1/orders',
          {
            customer_id: contact.id,
            items: [{ product_id: product.id, quantity: 1, unit_price: 10 }],
            shipment: { ship_to: { city: 'Cali' } },
          },
          { headers: { 'Idempotency-Key': 'persisted-key' } },
        )
      ).json,
    );
    const invoiced = as(
      orderSchema,
      (await call(first.app, 'POST', `/v1/orders/${order.id}/invoice`, { numeration_id: 'num-fe' }))
        .json,
    );
    await first.flush();

    expect(readdirSync(join(dir, 'nested'))).toEqual(['state.json']);
    const saved = JSON.parse(readFileSync(file, 'utf8')) as {
      format: string;
      accounts: { id: string }[];
    };
    expect(saved.format).toBe('commerce-sandbox-state');
    expect(saved.accounts.map((a) => a.id).sort()).toEqual(['acc-demo', 'acc-other']);

    const second = createSandbox(options(file));
    expect(
      as(productSchema, (await call(second.app, 'GET', `/v1/products/${product.id}`)).json),
    ).toMatchObject({
      name: 'Persisted',
      cost_weighted_average: 100,
    });
    const read = as(orderSchema, (await call(second.app, 'GET', `/v1/orders/${order.id}`)).json);
    expect(read.invoice_number).toBe(invoiced.invoice_number);
    expect(second.store.account('acc-demo').stock.get(product.id)?.get('wh-store')).toMatchObject({
      stock: 7,
      reserved: 7,
      location_code: 'B-1',
    });
    // indexes and counters come back too
    expect(
      (await call(second.app, 'POST', '/v1/products', { name: 'Dup', sku: 'P-1' })).status,
    ).toBe(409);
    expect(
      (
        await call(second.app, 'POST', '/v1/contacts', {
          first_name: 'B',
          identification_type: 'CC',
          identification_number: '123',
        })
      ).status,
    ).toBe(409);
    const next = as(
      orderSchema,
      (
        await call(second.app, 'POST', '/v1/orders', {
          customer_id: contact.id,
          items: [{ product_id: product.id, quantity: 1, unit_price: 10 }],
        })
      ).json,
    );
    expect(next.number).toBe((order.number ?? 0) + 1);
    const inv = as(
      orderSchema,
      (await call(second.app, 'POST', `/v1/orders/${next.id}/invoice`, { numeration_id: 'num-fe' }))
        .json,
    );
    expect(Number(inv.invoice_number?.slice(3))).toBe(
      Number(invoiced.invoice_number?.slice(3)) + 1,
    );
    const moved = await call(second.app, 'PUT', '/v1/shipments/status/update', {
      shipmentId: order.shipment?.id,
      statusId: 'st-ready',
    });
    expect(moved.status).toBe(200);
    const replay = await call(
      second.app,
      'POST',
      '/v1/orders',
      {
        customer_id: contact.id,
        items: [{ product_id: product.id, quantity: 1, unit_price: 10 }],
        shipment: { ship_to: { city: 'Cali' } },
      },
      { headers: { 'Idempotency-Key': 'persisted-key' } },
    );
    expect(as(orderSchema, replay.json).id).toBe(order.id);
    const search = await call(second.app, 'POST', '/v1/products/search', { query: 'persisted' });
    expect(search.json).toMatchObject({
      total_items: 1,
      items: [{ stock_available: 0, reserved: 7 }],
    });
  });

  it('writes the seed on the first start, so a restart keeps the same data', async () => {
    const file = join(tempDir(), 'state.json');
    const first = createSandbox(options(file));
    await first.flush();
    const again = createSandbox({ ...options(file), seedProducts: 5 });
    expect(again.store.account('acc-demo').products.size).toBe(40);
  });

  it('refuses a file that is not a sandbox state, with a clear message', () => {
    const dir = tempDir();
    const broken = join(dir, 'broken.json');
    writeFileSync(broken, '{ not json');
    expect(() => createSandbox(options(broken))).toThrow(/not valid JSON/);
    const other = join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ hello: 'world' }));
    expect(() => createSandbox(options(other))).toThrow(/not a sandbox state file/);
  });

  it('takes the file from SANDBOX_DATA_FILE', () => {
    expect(resolveOptions({}, { SANDBOX_DATA_FILE: '/tmp/x.json' }).dataFile).toBe('/tmp/x.json');
    expect(resolveOptions({}, {}).dataFile).toBeNull();
  });
});
