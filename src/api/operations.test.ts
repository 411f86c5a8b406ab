import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from './client';
import { createContact } from './contacts';
import { isApiError } from './errors';
import { getHealth, isHealthy } from './health';
import { createOrder, getOrder, invoiceOrder } from './orders';
import { createProduct, getProduct, searchProducts, updateProduct } from './products';
import { changeShipmentStatus } from './shipments';
import { applyStockMovements } from './stock';
import { fakeFetch, json } from './testFetch';
import type { FakeFetch, FakeHandler } from './testFetch';

const KEY = 'demo-key';
let fake: FakeFetch;

function answer(handler: FakeHandler) {
  fake = fakeFetch(handler);
  configureClient({ fetch: fake.fetch });
}

function only() {
  expect(fake.calls).toHaveLength(1);
  const call = fake.calls[0];
  if (!call) throw new Error('no call');
  return {
    method: call.method,
    url: call.url,
    body: call.body,
    key: call.headers.get('x-api-key'),
    idem: call.headers.get('idempotency-key'),
  };
}

const signal = () => new AbortController().signal;

beforeEach(() => {
  resetClient();
  configureClient({ baseUrl: 'http://api.test', getApiKey: () => KEY });
});
afterEach(() => resetClient());

describe('products', () => {
  it('searchProducts: POST /v1/products/search, no Idempotency-Key', async () => {
    answer(() =>
      json({
        items: [{ id: 'p1', name: 'A', price: 1, stock_available: 2, reserved: 0 }],
        total_items: 1,
        page: 1,
        page_size: 25,
        total_pages: 1,
      }),
    );
    const params = {
      query: 'tor',
      page: 2,
      filters: { in_stock: true },
      sort: { field: 'price' as const, direction: 'desc' as const },
    };
    const page = await searchProducts(params, { signal: signal() });
    expect(page.items?.[0]?.id).toBe('p1');
    expect(only()).toEqual({
      method: 'POST',
      url: 'http://api.test/v1/products/search',
      body: params,
      key: KEY,
      idem: null,
    });
  });

  it('getProduct: GET /v1/products/{id}, id encoded', async () => {
    answer(() => json({ id: 'a/b c?', name: 'A' }));
    expect(await getProduct('a/b c?', { signal: signal() })).toEqual({ id: 'a/b c?', name: 'A' });
    expect(only()).toEqual({
      method: 'GET',
      url: 'http://api.test/v1/products/a%2Fb%20c%3F',
      body: undefined,
      key: KEY,
      idem: null,
    });
  });

  it('createProduct: POST /v1/products with the Idempotency-Key', async () => {
    answer(() => json({ id: 'p2', name: 'New', price: 5 }, { status: 201 }));
    const p = await createProduct({ name: 'New', price: 5 }, { idempotencyKey: 'idem-1' });
    expect(p.id).toBe('p2');
    expect(only()).toEqual({
      method: 'POST',
      url: 'http://api.test/v1/products',
      body: { name: 'New', price: 5 },
      key: KEY,
      idem: 'idem-1',
    });
  });

  it('updateProduct: PUT /v1/products/{id}', async () => {
    answer(() => json({ id: 'p2', price: 6 }));
    await updateProduct('p2', { price: 6 }, { idempotencyKey: 'idem-2' });
    expect(only()).toEqual({
      method: 'PUT',
      url: 'http://api.test/v1/products/p2',
      body: { price: 6 },
      key: KEY,
      idem: 'idem-2',
    });
  });

  it('an empty or dot id is refused before any call', async () => {
    answer(() => json({ id: 'x' }));
    for (const id of ['', '.', '..']) {
      await expect(getProduct(id)).rejects.toThrow(TypeError);
      await expect(updateProduct(id, {})).rejects.toThrow(TypeError);
      await expect(getOrder(id)).rejects.toThrow(TypeError);
      await expect(invoiceOrder(id, { numeration_id: 'n' })).rejects.toThrow(TypeError);
    }
    expect(fake.calls).toHaveLength(0);
  });
});

describe('stock', () => {
  it('applyStockMovements: POST /v1/warehouse-products/stock/update-list -> entries', async () => {
    answer(() => json([{ warehouse_id: 'wh-main', product_id: 'p1', stock: 12, reserved: 2 }]));
    const body = {
      movements: [
        { warehouse_id: 'wh-main', product_id: 'p1', operation: 'add' as const, quantity: 12 },
      ],
    };
    expect(await applyStockMovements(body, { idempotencyKey: 'idem-s' })).toEqual([
      { warehouse_id: 'wh-main', product_id: 'p1', stock: 12, reserved: 2 },
    ]);
    expect(only()).toEqual({
      method: 'POST',
      url: 'http://api.test/v1/warehouse-products/stock/update-list',
      body,
      key: KEY,
      idem: 'idem-s',
    });
  });

  it('an answer that is not a list is invalid_response', async () => {
    answer(() => json({ warehouse_id: 'wh-main' }));
    const e: unknown = await applyStockMovements({ movements: [] }).catch((x: unknown) => x);
    expect(isApiError(e) && e.code).toBe('invalid_response');
  });
});

describe('orders', () => {
  const order = {
    id: 'o1',
    number: 1,
    status: 'open',
    items: [{ id: 'i1', quantity: 2 }],
    shipment: { id: 'sh1', status_id: 'st-pending' },
  };

  it('createOrder: POST /v1/orders', async () => {
    answer(() => json(order, { status: 201 }));
    const body = { customer_id: 'c1', items: [{ product_id: 'p1', quantity: 2, unit_price: 10 }] };
    expect(await createOrder(body, { idempotencyKey: 'idem-o' })).toEqual(order);
    expect(only()).toEqual({
      method: 'POST',
      url: 'http://api.test/v1/orders',
      body,
      key: KEY,
      idem: 'idem-o',
    });
  });

  it('getOrder: GET /v1/orders/{id}', async () => {
    answer(() => json(order));
    expect((await getOrder('o 1', { signal: signal() })).shipment?.status_id).toBe('st-pending');
    expect(only()).toEqual({
      method: 'GET',
      url: 'http://api.test/v1/orders/o%201',
      body: undefined,
      key: KEY,
      idem: null,
    });
  });

  it('invoiceOrder: POST /v1/orders/{id}/invoice', async () => {
    answer(() =>
      json(
        { ...order, status: 'invoiced', is_billed: true, invoice_number: 'FE-1001' },
        { status: 201 },
      ),
    );
    const out = await invoiceOrder('o1', { numeration_id: 'num-fe' }, { idempotencyKey: 'idem-i' });
    expect([out.is_billed, out.invoice_number]).toEqual([true, 'FE-1001']);
    expect(only()).toEqual({
      method: 'POST',
      url: 'http://api.test/v1/orders/o1/invoice',
      body: { numeration_id: 'num-fe' },
      key: KEY,
      idem: 'idem-i',
    });
  });
});

describe('shipments', () => {
  it('changeShipmentStatus: PUT /v1/shipments/status/update (camelCase), answer converted to snake_case', async () => {
    answer(() =>
      json({
        shipment: {
          id: 'sh1',
          orderId: 'o1',
          statusId: 'st-in-transit',
          statusUpdatedAt: '2026-11-21T14:03:00.000Z',
          status: { id: 'st-in-transit', aliasName: 'in_transit', index: 3 },
          statusLogs: [
            {
              statusId: 'st-in-transit',
              date: '2026-11-21T14:03:00.000Z',
              comments: [
                {
                  key: 'comment',
                  comment: 'hi',
                  visibility: 'internal',
                  date: '2026-11-21T14:03:00.000Z',
                },
              ],
            },
          ],
        },
        message: 'Shipment status updated',
      }),
    );
    const cmd = { shipmentId: 'sh1', statusId: 'st-in-transit', comment: 'hi' };
    const out = await changeShipmentStatus(cmd, { idempotencyKey: 'idem-st' });
    expect(out).toEqual({
      shipment: {
        id: 'sh1',
        order_id: 'o1',
        status_id: 'st-in-transit',
        status_updated_at: '2026-11-21T14:03:00.000Z',
        status: { id: 'st-in-transit', alias_name: 'in_transit', index: 3 },
        status_logs: [
          {
            status_id: 'st-in-transit',
            date: '2026-11-21T14:03:00.000Z',
            comments: [
              {
                key: 'comment',
                comment: 'hi',
                visibility: 'internal',
                date: '2026-11-21T14:03:00.000Z',
              },
            ],
          },
        ],
      },
      message: 'Shipment status updated',
    });
    expect(only()).toEqual({
      method: 'PUT',
      url: 'http://api.test/v1/shipments/status/update',
      body: cmd,
      key: KEY,
      idem: 'idem-st',
    });
  });

  it('a missing message becomes null', async () => {
    answer(() => json({ shipment: { id: 'sh1' } }));
    expect(await changeShipmentStatus({ shipmentId: 'sh1', statusId: 'st-ready' })).toEqual({
      shipment: { id: 'sh1' },
      message: null,
    });
  });
});

describe('contacts and health', () => {
  it('createContact: POST /v1/contacts', async () => {
    answer(() => json({ id: 'c1', first_name: 'Ana', status: 'active' }, { status: 201 }));
    const body = {
      first_name: 'Ana',
      identification_type: 'CC' as const,
      identification_number: '1',
    };
    expect((await createContact(body, { idempotencyKey: 'idem-c' })).status).toBe('active');
    expect(only()).toEqual({
      method: 'POST',
      url: 'http://api.test/v1/contacts',
      body,
      key: KEY,
      idem: 'idem-c',
    });
  });

  it('getHealth: GET /health without the key', async () => {
    answer(() =>
      json({
        status: 'ok',
        version: '1.2.3',
        service: 'sandbox',
        environment: 'dev',
        message: 'fine',
        timestamp: '2026-11-21T14:03:00.000Z',
      }),
    );
    const report = await getHealth({ signal: signal() });
    expect(report.version).toBe('1.2.3');
    expect(isHealthy(report)).toBe(true);
    expect(isHealthy({ ...report, status: 'degraded' })).toBe(false);
    expect(only()).toEqual({
      method: 'GET',
      url: 'http://api.test/health',
      body: undefined,
      key: null,
      idem: null,
    });
  });
});
