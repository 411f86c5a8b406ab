import type { RouteReadContext } from '../../queries/routeRead';
import { orderQuery } from '../../queries/orders';

/** The first read of /orders/:id. */
export function readOrderPage({ queryClient, params }: RouteReadContext): void {
  const id = params.id ?? '';
  if (id !== '') void queryClient.prefetchQuery(orderQuery(id));
}
