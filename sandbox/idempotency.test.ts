import { describe, expect, it } from 'vitest';
import {
  contactSchema,
  orderSchema,
  productSchema,
  stockResultListSchema,
} from '../src/api/schemas/index.ts';
import type { Sandbox } from './app.ts';
import { as, call, errorOf, OTHER_KEY, testClock, testSandbox } from './testSupport.ts';

const key = (k: string): { headers: Record<string, string> } => ({
  headers: { 'Idempotency-Key': k },
});

async function seededIds(s: Sandbox): Promise<{ customer: string; product: string }> {
  const acc = s.store.account('acc-demo');
  return {
    customer: [...acc.contacts.keys()][0] ?? '',
    product: [...acc.products.keys()][0] ?? '',
  };
}

describe('Idempotency-Key', () => {
  it('same key + same body replays the first status and body without doing the work again', async () => {
    const s = testSandbox();
    const { customer, product } = await seededIds(s);
    const body = {
      customer_id: customer,
      items: [{ product_id: product, quantity: 2, unit_price: 1000 }],
    };
    const ordersBefore = s.store.account('acc-demo').orders.size;
    const first = await call(s.app, 'POST', '/v1/orders', body, key('k-order-1'));
    expect(first.status).toBe(201);
    // the same JSON with other spacing and key order is the same body
    const raw = JSON.stringify(
      { items: [{ unit_price: 1000, quantity: 2, product_id: product }], customer_id: customer },
      null,
      2,
    );
    const replay = await call(s.app, 'POST', '/v1/orders', undefined, { ...key('k-order-1'), raw });
    expect(replay.status).toBe(201);
    expect(replay.text).toBe(first.text);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(s.store.account('acc-demo').orders.size).toBe(ordersBefore + 1);
    const next = as(orderSchema, (await call(s.app, 'POST', '/v1/orders', body)).json);
    expect(next.number).toBe((as(orderSchema, first.json).number ?? 0) + 1);
  });

  it('replays a stock batch instead of moving stock twice', async () => {
    const s = testSandbox();
    const { product } = await seededIds(s);
    const before = s.store.account('acc-demo').stock.get(product)?.get('wh-main')?.stock ?? 0;
    const body = {
      movements: [{ warehouse_id: 'wh-main', product_id: product, operation: 'add', quantity: 5 }],
    };
    const a = await call(
      s.app,
      'POST',
      '/v1/warehouse-products/stock/update-list',
      body,
      key('k-stock'),
    );
    const b = await call(
      s.app,
      'POST',
      '/v1/warehouse-products/stock/update-list',
      body,
      key('k-stock'),
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(as(stockResultListSchema, b.json)).toEqual(as(stockResultListSchema, a.json));
    expect(s.store.account('acc-demo').stock.get(product)?.get('wh-main')?.stock).toBe(before + 5);
  });

  it('replays an invoice (no 409, no second number), a status change (no 409) and a product update', async () => {
    const s = testSandbox();
    const { customer, product } = await seededIds(s);
    const order = as(
      orderSchema,
      (
        await call(s.app, 'POST', '/v1/orders', {
          customer_id: customer,
          items: [{ product_id: product, quantity: 1, unit_price: 1 }],
          shipment: { ship_to: { city: 'Cali' } },
        })
      ).json,
    );
    const inv1 = await call(
      s.app,
      'POST',
      `/v1/orders/${order.id}/invoice`,
      { numeration_id: 'num-pos' },
      key('k-inv'),
    );
    const inv2 = await call(
      s.app,
      'POST',
      `/v1/orders/${order.id}/invoice`,
      { numeration_id: 'num-pos' },
      key('k-inv'),
    );
    expect([inv1.status, inv2.status]).toEqual([201, 201]);
    expect(inv2.text).toBe(inv1.text);
    const statusBody = { shipmentId: order.shipment?.id, statusId: 'st-ready', comment: 'ok' };
    const st1 = await call(
      s.app,
      'PUT',
      '/v1/shipments/status/update',
      statusBody,
      key('k-status'),
    );
    const st2 = await call(
      s.app,
      'PUT',
      '/v1/shipments/status/update',
      statusBody,
      key('k-status'),
    );
    expect([st1.status, st2.status]).toEqual([200, 200]);
    expect(st2.text).toBe(st1.text);
    const read = as(orderSchema, (await call(s.app, 'GET', `/v1/orders/${order.id}`)).json);
    expect(read.shipment?.status_logs).toHaveLength(2);
    const up1 = await call(s.app, 'PUT', `/v1/products/${product}`, { price: 777 }, key('k-put'));
    const up2 = await call(s.app, 'PUT', `/v1/products/${product}`, { price: 777 }, key('k-put'));
    expect(up2.text).toBe(up1.text);
    expect(as(productSchema, up2.json).price).toBe(777);
  });

  it('same key + different body is 422 idempotency_key_reused (another endpoint too)', async () => {
    const s = testSandbox();
    const first = await call(
      s.app,
      'POST',
      '/v1/contacts',
      { first_name: 'Ana' },
      key('k-contact'),
    );
    expect(first.status).toBe(201);
    const other = await call(
      s.app,
      'POST',
      '/v1/contacts',
      { first_name: 'Beto' },
      key('k-contact'),
    );
    expect(other.status).toBe(422);
    expect(errorOf(other).code).toBe('idempotency_key_reused');
    const elsewhere = await call(
      s.app,
      'POST',
      '/v1/products',
      { first_name: 'Ana' },
      key('k-contact'),
    );
    expect(elsewhere.status).toBe(422);
    expect(errorOf(elsewhere).code).toBe('idempotency_key_reused');
    expect(
      [...s.store.account('acc-demo').contacts.values()].filter((c) => c.first_name === 'Beto'),
    ).toEqual([]);
  });

  it('a key whose first request is still running is a 409', async () => {
    const s = testSandbox({ latencyMs: 40 });
    const [a, b] = await Promise.all([
      call(s.app, 'POST', '/v1/contacts', { first_name: 'Ana' }, key('k-race')),
      call(s.app, 'POST', '/v1/contacts', { first_name: 'Ana' }, key('k-race')),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const conflict = a.status === 409 ? a : b;
    expect(errorOf(conflict).code).toBe('conflict');
    expect(
      [...s.store.account('acc-demo').contacts.values()].filter((c) => c.first_name === 'Ana'),
    ).toHaveLength(1);
    // once finished, the key replays
    const later = await call(s.app, 'POST', '/v1/contacts', { first_name: 'Ana' }, key('k-race'));
    expect(later.status).toBe(201);
    expect(later.text).toBe((a.status === 201 ? a : b).text);
  });

  it('keys are per account: one account never replays another account’s answer', async () => {
    const s = testSandbox();
    const mine = await call(
      s.app,
      'POST',
      '/v1/contacts',
      { first_name: 'Ana' },
      key('shared-key'),
    );
    const theirs = await call(
      s.app,
      'POST',
      '/v1/contacts',
      { first_name: 'Ana' },
      { key: OTHER_KEY, ...key('shared-key') },
    );
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(as(contactSchema, theirs.json).account_id).toBe('acc-other');
    expect(as(contactSchema, theirs.json).id).not.toBe(as(contactSchema, mine.json).id);
  });

  it('a refused request keeps no key, so the corrected request can use it', async () => {
    const s = testSandbox();
    const bad = await call(
      s.app,
      'POST',
      '/v1/contacts',
      { first_name: 'Ana', email: 'nope' },
      key('k-fix'),
    );
    expect(bad.status).toBe(422);
    const fixed = await call(
      s.app,
      'POST',
      '/v1/contacts',
      { first_name: 'Ana', email: 'ana@example.com' },
      key('k-fix'),
    );
    expect(fixed.status).toBe(201);
  });

  it('keys are kept 24 hours', async () => {
    const clock = testClock();
    const s = testSandbox({ now: clock.now });
    expect(
      (await call(s.app, 'POST', '/v1/contacts', { first_name: 'Ana' }, key('k-day'))).status,
    ).toBe(201);
    clock.advance(24 * 3_600_000 - 1000);
    expect(
      (await call(s.app, 'POST', '/v1/contacts', { first_name: 'Beto' }, key('k-day'))).status,
    ).toBe(422);
    clock.advance(1000);
    const after = await call(s.app, 'POST', '/v1/contacts', { first_name: 'Beto' }, key('k-day'));
    expect(after.status).toBe(201);
    expect(as(contactSchema, after.json).first_name).toBe('Beto');
  });

  it('search (a read) ignores the header; requests without a key behave as usual', async () => {
    const s = testSandbox();
    const a = await call(s.app, 'POST', '/v1/products/search', { page_size: 1 }, key('k-search'));
    const b = await call(s.app, 'POST', '/v1/products/search', { page_size: 2 }, key('k-search'));
    expect([a.status, b.status]).toEqual([200, 200]);
    const c1 = await call(s.app, 'POST', '/v1/contacts', { first_name: 'Ana' });
    const c2 = await call(s.app, 'POST', '/v1/contacts', { first_name: 'Ana' });
    expect(as(contactSchema, c1.json).id).not.toBe(as(contactSchema, c2.json).id);
  });

  it('a key longer than 255 characters is a 400', async () => {
    const s = testSandbox();
    const res = await call(
      s.app,
      'POST',
      '/v1/contacts',
      { first_name: 'Ana' },
      key('x'.repeat(256)),
    );
    expect(res.status).toBe(400);
    expect(errorOf(res).code).toBe('bad_request');
  });
});
