import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RuntimeConfig } from '../config/schema';
import { readApiKey } from '../session/keyStorage';
import { pageRoutes } from './routeTable';
import type { PageRoute } from './routeTable';

/** What the routes' loaders start reads with. */
export interface RouteDataContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
}

/**
 * A page route for the data router: its module is lazy (every page is its own chunk), and its
 * first read starts in the route's loader, in parallel with the chunk, on every navigation to
 * it. The loader never waits for the read (navigation is not held up; the page shows its own
 * loading state and finds the request on its way) and reads nothing without a key (the guard
 * then sends the person to the key screen).
 */
function toRouteObject(route: PageRoute, context: RouteDataContext): RouteObject {
  const { read } = route;
  const loader: RouteObject['loader'] = read
    ? ({ request, params }) => {
        if (readApiKey()) {
          const known: Record<string, string> = {};
          for (const [name, value] of Object.entries(params)) {
            if (value !== undefined) known[name] = value;
          }
          read({ ...context, params: known, search: new URL(request.url).searchParams });
        }
        return null;
      }
    : undefined;
  const lazy = route.load;
  return route.path === ''
    ? { index: true, lazy, ...(loader ? { loader } : {}) }
    : { path: route.path, lazy, ...(loader ? { loader } : {}) };
}

/** Every page behind the key, from the one route table (routeTable.ts). */
export function pageRouteObjects(context: RouteDataContext): RouteObject[] {
  return pageRoutes.map((route) => toRouteObject(route, context));
}
