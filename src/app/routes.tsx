import type { RouteObject } from 'react-router';
import { lazyComponent } from '../ui/lazyComponent';
import { pageRoutes } from './routeTable';
import type { PageRoute } from './routeTable';

/**
 * A page route: its module is lazy (every page is its own chunk). ConsoleRouter draws a page
 * once its chunk is here, so the page is drawn directly, without suspending; its first read
 * started with the chunk (RoutedApp's `prepare`).
 */
function toRouteObject(route: PageRoute): RouteObject {
  const Page = lazyComponent(route.load, (m) => m.Component);
  return route.path === ''
    ? { index: true, element: <Page /> }
    : { path: route.path, element: <Page /> };
}

/** Every page behind the key, from the one route table (routeTable.ts). */
export function pageRouteObjects(): RouteObject[] {
  return pageRoutes.map(toRouteObject);
}
