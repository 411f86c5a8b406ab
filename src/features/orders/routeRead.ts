import type { RouteReadContext } from '../../queries/routeRead';
import { orderQuery } from '../../queries/orders';
import { noop } from '@tanstack/react-query';

/** The first read of /orders/:id. */
export function readOrderPage({ queryClient, params }: RouteReadContext): void {
  const id = params.id ?? '';
  if (id !== '') queryClient.query(orderQuery(id)).catch(noop);
}
