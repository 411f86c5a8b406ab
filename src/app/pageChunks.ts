import type { ComponentType } from 'react';
import { moduleLoader } from '../lib/moduleLoader';
import type { ModuleLoader } from '../lib/moduleLoader';
import type { RouteRead } from '../queries/routeRead';

/**
 * Where every page behind the key is and which chunk draws it: the part of the route table
 * (routeTable.ts) that depends on nothing, so that bootStart.ts can start a cold load's chunks
 * before the rest of the first load has run. A page adds one line here (its first read, if
 * any, in routeTable.ts; its link in paths.ts, its navigation entry in areas.ts).
 */
export interface PageChunk {
  /** The route's path under the shell, as the router takes it ('' = the home page). */
  path: string;
  /** The page's module: the route's own chunk (and, through Vite, the chunks it imports). */
  load: ModuleLoader<{ Component: ComponentType }>;
  /**
   * The page's first read, when it is a chunk of its own rather than part of the first load
   * (routeTable.ts): bootStart.ts starts it with the page's chunk.
   */
  loadRead?: ModuleLoader<{ read: RouteRead }>;
}

export const pageChunks: readonly PageChunk[] = [
  {
    path: '',
    load: moduleLoader(() => import('./HomePage').then((m) => ({ Component: m.HomePage }))),
  },
  {
    path: 'products',
    load: moduleLoader(() =>
      import('../features/products/ProductSearchPage').then((m) => ({
        Component: m.ProductSearchPage,
      })),
    ),
  },
  {
    path: 'products/new',
    load: moduleLoader(() =>
      import('../features/products/NewProductPage').then((m) => ({ Component: m.NewProductPage })),
    ),
  },
  {
    path: 'products/:id',
    load: moduleLoader(() =>
      import('../features/products/ProductPage').then((m) => ({ Component: m.ProductPage })),
    ),
  },
  {
    path: 'stock',
    load: moduleLoader(() =>
      import('../features/stock/StockBatchPage').then((m) => ({ Component: m.StockBatchPage })),
    ),
  },
  {
    path: 'orders',
    load: moduleLoader(() =>
      import('../features/orders/OrdersListPage').then((m) => ({ Component: m.OrdersListPage })),
    ),
  },
  {
    path: 'orders/new',
    load: moduleLoader(() =>
      import('../features/orders/OrderEntryPage').then((m) => ({ Component: m.OrderEntryPage })),
    ),
  },
  {
    path: 'orders/:id',
    load: moduleLoader(() =>
      import('../features/orders/OrderPage').then((m) => ({ Component: m.OrderPage })),
    ),
    // The order's schemas (the largest of the API's) stay out of every page's first load.
    loadRead: moduleLoader(() =>
      import('../features/orders/routeRead').then((m) => ({ read: m.readOrderPage })),
    ),
  },
  {
    path: 'shipments',
    load: moduleLoader(() =>
      import('../features/shipments/ShipmentBoardPage').then((m) => ({
        Component: m.ShipmentBoardPage,
      })),
    ),
  },
  {
    path: 'contacts',
    load: moduleLoader(() =>
      import('../features/contacts/ContactsListPage').then((m) => ({
        Component: m.ContactsListPage,
      })),
    ),
  },
  {
    path: 'contacts/new',
    load: moduleLoader(() =>
      import('../features/contacts/NewContactPage').then((m) => ({ Component: m.NewContactPage })),
    ),
  },
];

/**
 * The page route an in-app pathname lands on, with its parameters (decoded), or null (the
 * key screen, a 404). The router's own rule for these patterns: a static segment beats a
 * parameter (`products/new` before `products/:id`); a trailing slash is ignored.
 */
export function matchPage<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Record<string, string> } | null {
  const parts = pathname.split('/').filter((p) => p !== '');
  let best: { route: R; params: Record<string, string>; score: number } | null = null;
  for (const route of routes) {
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
