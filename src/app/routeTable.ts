import type { ComponentType } from 'react';
import { readOrderPage } from '../features/orders/routeRead';
import { readProductList, readProductPage } from '../features/products/routeRead';
import type { RouteRead } from '../queries/routeRead';
import { readHome } from './homeRead';

export interface PageRoute {
  /** The route's path under the shell, as the router takes it ('' = the home page). */
  path: string;
  /** The page's module: the route's own chunk (and, through Vite, the chunks it imports). */
  load: () => Promise<{ Component: ComponentType }>;
  /** The page's first read, started together with `load` (render-as-you-fetch). */
  read?: RouteRead;
}

/**
 * Every page behind the key, in one table: the router builds its routes from it (routes.tsx),
 * and main.tsx, on a cold load with a key held, starts the page's chunk and its first read from
 * it as soon as the URL and config.json are known, in parallel with the signed-in frame, instead
 * of one after another (entry → frame → page → grid → request). A page adds one line here (and
 * its link in paths.ts, its navigation entry in areas.ts).
 *
 * This module is part of the first load: it holds only the import() calls and the small read
 * functions, never a page.
 */
export const pageRoutes: readonly PageRoute[] = [
  {
    path: '',
    load: () => import('./HomePage').then((m) => ({ Component: m.HomePage })),
    read: readHome,
  },
  {
    path: 'products',
    load: () =>
      import('../features/products/ProductSearchPage').then((m) => ({
        Component: m.ProductSearchPage,
      })),
    read: readProductList,
  },
  {
    path: 'products/new',
    load: () =>
      import('../features/products/NewProductPage').then((m) => ({ Component: m.NewProductPage })),
  },
  {
    path: 'products/:id',
    load: () =>
      import('../features/products/ProductPage').then((m) => ({ Component: m.ProductPage })),
    read: readProductPage,
  },
  {
    path: 'stock',
    load: () =>
      import('../features/stock/StockBatchPage').then((m) => ({ Component: m.StockBatchPage })),
  },
  {
    path: 'orders',
    load: () =>
      import('../features/orders/OrdersListPage').then((m) => ({ Component: m.OrdersListPage })),
  },
  {
    path: 'orders/new',
    load: () =>
      import('../features/orders/OrderEntryPage').then((m) => ({ Component: m.OrderEntryPage })),
  },
  {
    path: 'orders/:id',
    load: () => import('../features/orders/OrderPage').then((m) => ({ Component: m.OrderPage })),
    read: readOrderPage,
  },
  {
    path: 'shipments',
    load: () =>
      import('../features/shipments/ShipmentBoardPage').then((m) => ({
        Component: m.ShipmentBoardPage,
      })),
  },
  {
    path: 'contacts',
    load: () =>
      import('../features/contacts/ContactsListPage').then((m) => ({
        Component: m.ContactsListPage,
      })),
  },
  {
    path: 'contacts/new',
    load: () =>
      import('../features/contacts/NewContactPage').then((m) => ({ Component: m.NewContactPage })),
  },
];

/**
 * The page route an in-app pathname lands on, with its parameters (decoded), or null (the
 * key screen, a 404). The router's own rule for these patterns: a static segment beats a
 * parameter (`products/new` before `products/:id`); a trailing slash is ignored.
 */
export function matchPageRoute(
  pathname: string,
): { route: PageRoute; params: Record<string, string> } | null {
  const parts = pathname.split('/').filter((p) => p !== '');
  let best: { route: PageRoute; params: Record<string, string>; score: number } | null = null;
  for (const route of pageRoutes) {
    const pattern = route.path.split('/').filter((p) => p !== '');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    let ok = true;
    for (const [i, seg] of pattern.entries()) {
      const part = parts[i] ?? '';
      if (seg.startsWith(':')) {
        try {
          params[seg.slice(1)] = decodeURIComponent(part);
        } catch {
          ok = false;
        }
      } else if (seg === part) score += 1;
      else ok = false;
    }
    if (ok && (best === null || score > best.score)) best = { route, params, score };
  }
  return best && { route: best.route, params: best.params };
}
