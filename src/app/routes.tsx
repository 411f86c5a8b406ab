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
  const Lazy = lazyComponent(route.load, (m) => m.Component);
  // A chunk that failed is the page's error to show (and main.tsx reloads the console once, a
  // deploy having replaced it), not one more import of it; "Try again" navigates, which loads it
  // again first.
  function Page() {
    const failure = route.load.failure();
    if (route.load.loaded() === undefined && failure !== undefined) throw failure;
    return <Lazy />;
  }
  return route.path === ''
    ? { index: true, element: <Page /> }
    : { path: route.path, element: <Page /> };
}

/** Every page behind the key, from the one route table (routeTable.ts). */
export function pageRouteObjects(): RouteObject[] {
  return pageRoutes.map(toRouteObject);
}
