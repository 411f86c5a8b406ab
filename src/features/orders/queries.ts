import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createOrder, invoiceOrder } from '../../api/orders';
import type { Order, OrderCreateRequest } from '../../api/schemas/order';
import { invalidateOrder, orderKeys, primeOrder } from '../../queries/orders';
import { productSearchQuery } from '../../queries/products';
import { trackOrders } from './trackedOrders';
import { useScope } from '../../session/SessionContext';

/*
 * The orders feature's writes and its line picker. Order and product reads are shared with
 * the other features: src/queries/orders.ts and src/queries/products.ts.
 */

export interface WriteVariables<B> {
  body: B;
  /** One key per logical submit: the same for every retry of it. */
  idempotencyKey: string;
}

/**
 * Creates an order; the order page then has the service's answer, and this browser tracks
 * the order for the account (even if the form that asked is gone). Never retried on its own.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const scope = useScope();
  return useMutation<Order, Error, WriteVariables<OrderCreateRequest>>({
    mutationKey: orderKeys.create(),
    mutationFn: ({ body, idempotencyKey }) => createOrder(body, { idempotencyKey }),
    retry: false,
    onSuccess: (order) => {
      primeOrder(queryClient, order);
      trackOrders(scope, [order.id]);
    },
  });
}

/**
 * Invoices an order from a numeration. The order's query gets the invoiced order. What a 409
 * means (invoiced elsewhere, or this key's first request still running) is the invoice
 * dialog's to find out, by reading the order again (useInvoiceSubmit).
 */
export function useInvoiceOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation<Order, Error, WriteVariables<{ numeration_id: string }>>({
    mutationKey: orderKeys.invoice(orderId),
    mutationFn: ({ body, idempotencyKey }) => invoiceOrder(orderId, body, { idempotencyKey }),
    retry: false,
    onSuccess: (order) => {
      primeOrder(queryClient, order);
      invalidateOrder(queryClient, order.id, { refetch: false });
    },
  });
}

export const PRODUCT_OPTIONS = 10;

/** Products whose name, SKU, code or reference hold the text (for a line's product picker). */
export function useProductOptions(query: string, enabled: boolean) {
  return useQuery({
    ...productSearchQuery({ query, page: 1, page_size: PRODUCT_OPTIONS }),
    enabled,
    staleTime: 60_000,
  });
}
