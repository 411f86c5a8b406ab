import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { featureRoutes } from '../../app/routes';

/**
 * Order entry's address with a customer set: `/orders/new?customer=<contact id>`. Offered only
 * once the route table has a page at that static path (until order entry lands, the action
 * is absent rather than a link to a 404).
 */
export const ORDER_ENTRY_PATH = '/orders/new';
export const ORDER_ENTRY_CUSTOMER_PARAM = 'customer';

export function hasOrderEntry(routes: RouteObject[] = featureRoutes): boolean {
  const matches = matchRoutes(routes, ORDER_ENTRY_PATH);
  if (!matches || matches.length === 0) return false;
  // '/orders/:orderId' or a splat would match too: only a page made for the path counts.
  return matches.every((m) => !/[:*]/.test(m.route.path ?? ''));
}

export function orderEntryHref(customerId: string, routes: RouteObject[] = featureRoutes): string | null {
  if (!hasOrderEntry(routes)) return null;
  return `${ORDER_ENTRY_PATH}?${new URLSearchParams({ [ORDER_ENTRY_CUSTOMER_PARAM]: customerId }).toString()}`;
}
