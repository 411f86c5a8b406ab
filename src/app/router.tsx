import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../session/LoginPage';
import { RequireSession } from '../session/RequireSession';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { featureRoutes } from './routes';

/**
 * The key screen is part of the first load; the signed-in frame (app bar, drawer, idle guard)
 * and the home page are chunks of their own, fetched as soon as a session exists, so a person
 * who has no key yet downloads only what the key screen needs.
 */
export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    element: <RequireSession />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./AppShell')).AppShell }),
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
