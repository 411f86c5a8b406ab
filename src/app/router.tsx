import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { RouteErrorPage } from './RouteErrorPage';
import { RoutedLoginPage } from './RoutedLoginPage';
import { pageRouteObjects } from './routes';
import type { RouteDataContext } from './routes';

/**
 * Every route of the console. This module comes with the router and the signed-in frame (app
 * bar, drawer, idle guard) in one lazy chunk once a session exists (see App); the home page and
 * each page are chunks of their own, whose first read starts with the chunk (routes.tsx).
 */
function NothingYet() {
  return null;
}

export function appRoutes(context: RouteDataContext): RouteObject[] {
  return [
    { path: '/login', element: <RoutedLoginPage />, errorElement: <RouteErrorPage /> },
    {
      element: <RequireSession />,
      // While the first page's chunk arrives, nothing more than the screen already shows (its
      // chunks and its read started together, see earlyStart.ts, so the wait is one wave).
      HydrateFallback: NothingYet,
      children: [
        {
          element: <AppShell />,
          errorElement: <RouteErrorPage />,
          children: [
            {
              errorElement: <RouteErrorPage />,
              children: [...pageRouteObjects(context), { path: '*', element: <NotFoundPage /> }],
            },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter(context: RouteDataContext) {
  // import.meta.env.BASE_URL is the deployed base path ('/' or e.g. '/console/').
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
  return createBrowserRouter(appRoutes(context), { basename });
}
