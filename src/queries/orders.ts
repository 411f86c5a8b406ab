import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { getOrder } from '../api/orders';
import type { Order } from '../api/schemas/order';

/**
 * The order reads every feature shares (the order pages, the orders list, the shipments
 * board): one key family, the query options, the hooks, and the named cache steps writes take.
 * There is no call that lists orders (CONTRACT.md): each order is its own query.
 *
 *   ['orders']                       everything about orders
 *   ['orders', 'detail', id]         one order
 *   ['orders', 'create']             mutation key of order entry
 *   ['orders', 'invoice', id]        mutation key of invoicing one order
 */
export const orderKeys = {
  all: ['orders'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: string) => [...orderKeys.details(), id] as const,
  create: () => [...orderKeys.all, 'create'] as const,
  invoice: (id: string) => [...orderKeys.all, 'invoice', id] as const,
};

/** `GET /v1/orders/{id}`. */
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

// ------------------------------------------------------------------ cache reads and writes

/** The service's answer about an order (a create, an invoice) becomes what its page shows. */
export function primeOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
}

/**
 * The cached copy of an order is stale: re-read now where it is shown, or (`refetch: false`)
 * the next time something shows it.
 */
export function invalidateOrder(
  queryClient: QueryClient,
  id: string,
  options: { refetch?: boolean } = {},
): void {
  void queryClient.invalidateQueries({
    queryKey: orderKeys.detail(id),
    exact: true,
    ...(options.refetch === false ? { refetchType: 'none' as const } : {}),
  });
}

/** Re-reads the given orders now (those in the cache); resolves when every read has settled. */
export async function refetchOrders(
  queryClient: QueryClient,
  ids: readonly string[],
): Promise<void> {
  await Promise.all(
    ids.map((id) => queryClient.refetchQueries({ queryKey: orderKeys.detail(id), exact: true })),
  );
}

/** Reads an order from the service even when a fresh copy is cached (the cache then has it). */
export function fetchFreshOrder(queryClient: QueryClient, id: string): Promise<Order> {
  return queryClient.query({ ...orderQuery(id), staleTime: 0 });
}

/**
 * Before an optimistic change of an order: stops a read of it on its way (which would bring
 * back the old copy over the change) and returns the copy cached now, to put back on failure.
 */
export async function holdOrder(queryClient: QueryClient, id: string): Promise<Order | undefined> {
  await queryClient.cancelQueries({ queryKey: orderKeys.detail(id), exact: true });
  return queryClient.getQueryData(orderKeys.detail(id));
}

/** Changes the cached copy of an order, if there is one (nothing is sent). */
export function updateCachedOrder(
  queryClient: QueryClient,
  id: string,
  update: (order: Order) => Order,
): void {
  queryClient.setQueryData<Order>(orderKeys.detail(id), (o) => (o ? update(o) : o));
}
