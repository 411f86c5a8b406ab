import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LoginPage } from '../session/LoginPage';
import { RequireSession } from '../session/RequireSession';
import { AppShell } from './AppShell';
import { HomePage } from './HomePage';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorPage } from './RouteErrorPage';
import { featureRoutes } from './routes';

export const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage />, errorElement: <RouteErrorPage /> },
  {
    element: <RequireSession />,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomePage /> },
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
