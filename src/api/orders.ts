import { idSegment, request } from './client';
import type { ReadOptions, WriteOptions } from './client';
import { orderSchema } from './schemas/order';
import type { InvoiceRequest, Order, OrderCreateRequest } from './schemas/order';

/** POST /v1/orders */
export function createOrder(body: OrderCreateRequest, opts: WriteOptions = {}): Promise<Order> {
  return request({
    method: 'POST',
    path: '/v1/orders',
    body,
    schema: orderSchema,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}

/** GET /v1/orders/{id} (path assumed by CONTRACT.md) */
export async function getOrder(id: string, opts: ReadOptions = {}): Promise<Order> {
  return request({ path: `/v1/orders/${idSegment(id)}`, schema: orderSchema, signal: opts.signal });
}

/** POST /v1/orders/{id}/invoice (path and body assumed by CONTRACT.md). Answers the invoiced Order. */
export async function invoiceOrder(
  orderId: string,
  body: InvoiceRequest,
  opts: WriteOptions = {},
): Promise<Order> {
  return request({
    method: 'POST',
    path: `/v1/orders/${idSegment(orderId)}/invoice`,
    body,
    schema: orderSchema,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}
