import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/errors';
import { createOrder, getOrder, invoiceOrder } from '../../api/orders';
import { getProduct, searchProducts } from '../../api/products';
import type { Order, OrderCreateRequest } from '../../api/schemas/order';
import { trackOrders } from './trackedOrders';
import { useScope } from '../../session/SessionContext';

/** Query keys of the orders feature (TanStack's key-factory pattern). */
export const orderKeys = {
  all: ['orders'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  create: () => [...orderKeys.all, 'create'] as const,
  invoice: (id: string) => [...orderKeys.all, 'invoice', id] as const,
  productSearch: (query: string) => [...orderKeys.all, 'product-search', query] as const,
  productName: (id: string) => [...orderKeys.all, 'product-name', id] as const,
};

export function orderQuery(id: string) {
  return queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, { signal }),
  });
}

export function useOrder(id: string) {
  return useQuery(orderQuery(id));
}

/** Orders by id, each its own query (cached and refreshed one by one). */
export function useOrders(ids: readonly string[]) {
  return useQueries({ queries: ids.map((id) => orderQuery(id)) });
}

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
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      trackOrders(scope, [order.id]);
    },
  });
}

/**
 * Invoices an order from a numeration. The order's query gets the invoiced order; a 409
 * (already invoiced) refreshes it, so the page shows the invoice it already has.
 */
export function useInvoiceOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation<Order, Error, WriteVariables<{ numeration_id: string }>>({
    mutationKey: orderKeys.invoice(orderId),
    mutationFn: ({ body, idempotencyKey }) => invoiceOrder(orderId, body, { idempotencyKey }),
    retry: false,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id), refetchType: 'none' });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      }
    },
  });
}

export const PRODUCT_OPTIONS = 10;

/** Products whose name, SKU, code or reference hold the text (for a line's product picker). */
export function useProductOptions(query: string, enabled: boolean) {
  return useQuery({
    queryKey: orderKeys.productSearch(query),
    queryFn: ({ signal }) => searchProducts({ query, page: 1, page_size: PRODUCT_OPTIONS }, { signal }),
    enabled,
    staleTime: 60_000,
  });
}

export interface ProductLabel {
  name: string;
  sku: string | null;
}

/** Names and SKUs of an order's products (the Order item carries only the product id). */
export function useProductLabels(ids: readonly string[]): Map<string, ProductLabel> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: orderKeys.productName(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => getProduct(id, { signal }),
      staleTime: 5 * 60_000,
      select: (p: { name?: string | null; sku?: string | null }): ProductLabel | null =>
        p.name ? { name: p.name, sku: p.sku ?? null } : null,
    })),
  });
  const labels = new Map<string, ProductLabel>();
  results.forEach((r, i) => {
    const id = ids[i];
    if (id !== undefined && r.data) labels.set(id, r.data);
  });
  return labels;
}
