import { callRoute } from './client';
import type { ReadOptions, WriteOptions } from './client';
import { ORDER_ROUTES } from './contract/orders';
import type { InvoiceRequest, Order, OrderCreateRequest } from './schemas/order';

export function createOrder(body: OrderCreateRequest, opts: WriteOptions = {}): Promise<Order> {
  return callRoute(ORDER_ROUTES.createOrder, {
    body,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}

/** The order read (its path is assumed by CONTRACT.md). */
export function getOrder(id: string, opts: ReadOptions = {}): Promise<Order> {
  return callRoute(ORDER_ROUTES.getOrder, { params: { id }, signal: opts.signal });
}

/** Invoices an order (path and body assumed by CONTRACT.md). Answers the invoiced Order. */
export function invoiceOrder(
  orderId: string,
  body: InvoiceRequest,
  opts: WriteOptions = {},
): Promise<Order> {
  return callRoute(ORDER_ROUTES.invoiceOrder, {
    params: { id: orderId },
    body,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}
