import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { createPath, useRoutes } from 'react-router';
import type { Location } from 'react-router';
import { useConfig } from '../config/ConfigContext';
import { readApiKey } from '../session/keyStorage';
import { setPendingAppPath } from './basePath';
import { ConsoleRouter } from './ConsoleRouter';
import { appRoutes } from './router';
import { matchPageRoute } from './routeTable';

const routes = appRoutes();

function Routes() {
  return useRoutes(routes);
}

/**
 * The console behind the key: the router and every route. A chunk of its own, so the key
 * screen of a first visit loads no router (see App); it stays for the session's end too (it
 * then shows the key screen at /login itself).
 */
export default function RoutedApp() {
  const queryClient = useQueryClient();
  const config = useConfig();
  // A navigation to a page starts its chunk and its first read together (render-as-you-fetch)
  // and waits for the chunk only. No read without a key: the guard then sends the person to the
  // key screen.
  const prepare = useCallback(
    (location: Location) => {
      const match = matchPageRoute(location.pathname);
      if (!match) return undefined;
      const { route, params } = match;
      if (route.read && readApiKey()) {
        route.read({ queryClient, config, params, search: new URLSearchParams(location.search) });
      }
      return route.load.loaded() ? undefined : route.load();
    },
    [queryClient, config],
  );
  // A page whose chunk is here (bootStart.ts fetched it on a cold load) is drawn at once.
  const ready = useCallback((location: Location) => {
    const match = matchPageRoute(location.pathname);
    return match === null || match.route.load.loaded() !== undefined;
  }, []);
  // import.meta.env.BASE_URL is the deployed base path ('/' or e.g. '/console/').
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
  return (
    <ConsoleRouter
      basename={basename}
      prepare={prepare}
      ready={ready}
      // Where a navigation is headed while its page loads: if the page's chunk is gone (a new
      // deploy), main.tsx reloads the console there rather than on the page being left.
      onPending={(location) => setPendingAppPath(location && createPath(location))}
    >
      <Routes />
    </ConsoleRouter>
  );
}
