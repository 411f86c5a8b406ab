import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { RouteErrorPage } from './RouteErrorPage';
import { RoutedLoginPage } from './RoutedLoginPage';
import { featureRoutes } from './routes';

/**
 * Every route of the console. This module comes with the router and the signed-in frame (app
 * bar, drawer, idle guard) in one lazy chunk once a session exists (see App); the home page and
 * each page are chunks of their own.
 */
export const routes: RouteObject[] = [
  { path: '/login', element: <RoutedLoginPage />, errorElement: <RouteErrorPage /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppShell />,
        errorElement: <RouteErrorPage />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./HomePage')).HomePage }),
              },
              ...featureRoutes,
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  // import.meta.env.BASE_URL is the deployed base path ('/' or e.g. '/console/').
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';
  return createBrowserRouter(routes, { basename });
}
