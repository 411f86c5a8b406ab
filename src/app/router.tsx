import { Suspense } from 'react';
import { Outlet } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppShell } from './AppShell';
import { NotFoundPage } from './NotFoundPage';
import { RequireSession } from './RequireSession';
import { RouteErrorBoundary } from './RouteErrorPage';
import { RoutedLoginPage } from './RoutedLoginPage';
import { pageRouteObjects } from './routes';

/**
 * Every route of the console, for React Router's declarative routes (ConsoleRouter). This module
 * comes with the router and the signed-in frame (app bar, drawer, idle guard) in one lazy chunk
 * once a session exists (see App); the home page and each page are chunks of their own, whose
 * first read starts with the chunk (RoutedApp).
 *
 * Error boundaries at three levels, as the pages need them: the key screen's, the frame's (a
 * failure in the app bar replaces the frame) and the pages' (a page that fails leaves the app
 * bar and the navigation usable).
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/login',
      element: (
        <RouteErrorBoundary>
          {/* The key screen's chunk (loginPageChunk.ts), loaded when a session ends (IdleGuard
              fetches it with its warning): the boundary says so if it could not be loaded. */}
          <Suspense fallback={null}>
            <RoutedLoginPage />
          </Suspense>
        </RouteErrorBoundary>
      ),
    },
    {
      element: <RequireSession />,
      children: [
        {
          element: (
            <RouteErrorBoundary>
              <AppShell />
            </RouteErrorBoundary>
          ),
          children: [
            {
              element: (
                <RouteErrorBoundary>
                  {/* Only for a page whose chunk failed to load (ConsoleRouter draws a page
                      once its chunk is here): the boundary then says what failed. */}
                  <Suspense fallback={null}>
                    <Outlet />
                  </Suspense>
                </RouteErrorBoundary>
              ),
              children: [...pageRouteObjects(), { path: '*', element: <NotFoundPage /> }],
            },
          ],
        },
      ],
    },
  ];
}
