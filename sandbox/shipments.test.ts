import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { camelKeysSchema } from '../src/api/contract/caseKeys.ts';
import {
  addressSchema,
  contactSchema,
  orderSchema,
  productSchema,
  shipmentStatusSchema,
  shippingLabelSchema,
  statusLogSchema,
} from '../src/api/schemas/index.ts';
import {
  shipmentCamelSchema,
  shipmentStatusResponseSchema,
} from '../src/api/schemas/shipmentStatus.ts';
import type { Order } from '../src/api/schemas/index.ts';
import type { Sandbox } from './app.ts';
import {
  as,
  call,
  detailPaths,
  errorOf,
  missingFields,
  OTHER_KEY,
  testClock,
  testSandbox,
} from './testSupport.ts';

const PATH = '/v1/shipments/status/update';
const keys = (schema: { shape: object }): string[] => Object.keys(schema.shape);
/** The members of a record's camelCase form (derived from its snake_case schema, as the contract does). */
const camelKeys = (schema: z.ZodMiniObject): string[] => keys(camelKeysSchema(schema));

async function orderWithShipment(s: Sandbox, key = 'demo-key'): Promise<Order> {
  const acc = s.store.account(key === 'demo-key' ? 'acc-demo' : 'acc-other');
  let customer = [...acc.contacts.keys()][0];
  let product = [...acc.products.keys()][0];
  if (!customer || !product) {
    customer = as(
      contactSchema,
      (await call(s.app, 'POST', '/v1/contacts', { first_name: 'Ana' }, { key })).json,
    ).id;
    product = as(
      productSchema,
      (await call(s.app, 'POST', '/v1/products', { name: 'P' }, { key })).json,
    ).id;
  }
  const res = await call(
    s.app,
    'POST',
    '/v1/orders',
    {
      customer_id: customer,
      items: [{ product_id: product, quantity: 1, unit_price: 1000 }],
      shipment: { ship_to: { city: 'Medellín', street: 'Cra 43A # 1-50' }, shipping_cost: 8000 },
    },
    { key },
  );
  expect(res.status).toBe(201);
  return as(orderSchema, res.json);
}

describe('PUT /v1/shipments/status/update', () => {
  it('moves the shipment, appends a log entry with the comment, answers camelCase with a message', async () => {
    const clock = testClock('2026-11-21T14:03:00.000Z');
    const s = testSandbox({ now: clock.now });
    const order = await orderWithShipment(s);
    const shipmentId = order.shipment?.id ?? '';
    clock.advance(3_600_000);
    const res = await call(s.app, 'PUT', PATH, {
      shipmentId,
      statusId: 'st-in-transit',
      comment: 'Left with courier 12',
    });
    expect(res.status).toBe(200);
    const raw = res.json as { shipment: Record<string, unknown> };
    expect(missingFields(raw.shipment, keys(shipmentCamelSchema))).toEqual([]);
    expect(missingFields(raw.shipment.shipTo, camelKeys(addressSchema))).toEqual([]);
    expect(missingFields(raw.shipment.shippingLabel, camelKeys(shippingLabelSchema))).toEqual([]);
    expect(missingFields(raw.shipment.status, camelKeys(shipmentStatusSchema))).toEqual([]);
    for (const log of raw.shipment.statusLogs as unknown[])
      expect(missingFields(log, camelKeys(statusLogSchema))).toEqual([]);
    expect(raw.shipment).not.toHaveProperty('status_id');
    const body = as(shipmentStatusResponseSchema, res.json);
    expect(body.message).toBe('Shipment status updated');
    expect(body.shipment).toMatchObject({
      id: shipmentId,
      orderId: order.id,
      accountId: 'acc-demo',
      statusId: 'st-in-transit',
      statusUpdatedAt: '2026-11-21T15:03:00.000Z',
      shippingCost: 8000,
      status: {
        id: 'st-in-transit',
        name: 'In transit',
        aliasName: 'in_transit',
        index: 3,
        active: true,
      },
      shipTo: { city: 'Medellín', street: 'Cra 43A # 1-50', postalCode: null },
    });
    expect(body.shipment.statusLogs).toEqual([
      { statusId: 'st-pending', date: '2026-11-21T14:03:00.000Z', comments: [] },
      {
        statusId: 'st-in-transit',
        date: '2026-11-21T15:03:00.000Z',
        comments: [
          {
            key: 'comment',
            comment: 'Left with courier 12',
            visibility: 'internal',
            date: '2026-11-21T15:03:00.000Z',
          },
        ],
      },
    ]);
    // the order carries the moved shipment (snake_case)
    const read = as(orderSchema, (await call(s.app, 'GET', `/v1/orders/${order.id}`)).json);
    expect(read.shipment).toMatchObject({
      status_id: 'st-in-transit',
      status_updated_at: '2026-11-21T15:03:00.000Z',
    });
    expect(read.shipment?.status_logs).toHaveLength(2);
  });

  it('allows any move, back to an earlier status too, and logs no comment when none is given', async () => {
    const s = testSandbox();
    const order = await orderWithShipment(s);
    const shipmentId = order.shipment?.id ?? '';
    expect((await call(s.app, 'PUT', PATH, { shipmentId, statusId: 'st-delivered' })).status).toBe(
      200,
    );
    const back = await call(s.app, 'PUT', PATH, {
      shipmentId,
      statusId: 'st-preparing',
      comment: '   ',
    });
    expect(back.status).toBe(200);
    const logs = as(shipmentStatusResponseSchema, back.json).shipment.statusLogs ?? [];
    expect(logs.map((l) => [l.statusId, l.comments])).toEqual([
      ['st-pending', []],
      ['st-delivered', []],
      ['st-preparing', []],
    ]);
  });

  it('409 when the shipment already has that status', async () => {
    const s = testSandbox();
    const order = await orderWithShipment(s);
    const res = await call(s.app, 'PUT', PATH, {
      shipmentId: order.shipment?.id,
      statusId: 'st-pending',
    });
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe('conflict');
    expect(detailPaths(res)).toEqual(['statusId']);
  });

  it('422 at statusId for an inactive or unknown status, nothing logged', async () => {
    const s = testSandbox();
    const order = await orderWithShipment(s);
    const shipmentId = order.shipment?.id ?? '';
    for (const statusId of ['st-lost', 'st-teleported']) {
      const res = await call(s.app, 'PUT', PATH, { shipmentId, statusId });
      expect(res.status).toBe(422);
      expect(errorOf(res).code).toBe('validation_failed');
      expect(detailPaths(res)).toEqual(['statusId']);
    }
    const read = as(orderSchema, (await call(s.app, 'GET', `/v1/orders/${order.id}`)).json);
    expect(read.shipment?.status_logs).toHaveLength(1);
  });

  it('422 for a missing shipmentId / statusId (camelCase paths)', async () => {
    const s = testSandbox();
    const res = await call(s.app, 'PUT', PATH, { shipment_id: 'x', status_id: 'st-ready' });
    expect(res.status).toBe(422);
    expect(detailPaths(res).sort()).toEqual(['shipmentId', 'statusId']);
  });

  it("404 for an unknown shipment and for another account's shipment", async () => {
    const s = testSandbox();
    const order = await orderWithShipment(s);
    const unknown = await call(s.app, 'PUT', PATH, { shipmentId: 'nope', statusId: 'st-ready' });
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).code).toBe('not_found');
    const foreign = await call(
      s.app,
      'PUT',
      PATH,
      { shipmentId: order.shipment?.id, statusId: 'st-ready' },
      { key: OTHER_KEY },
    );
    expect(foreign.status).toBe(404);
  });
});
