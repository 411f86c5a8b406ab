import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
// react-router's own RouterProvider, not react-router/dom's: that one only adds ReactDOM.flushSync
// for navigations asking `flushSync: true` (none here), and under Vitest it loads a second copy
// of the router whose contexts the hooks do not see.
import { RouterProvider } from 'react-router';
import { setPendingAppPath } from './basePath';
import { useConfig } from '../config/ConfigContext';
import { createAppRouter } from './router';

/**
 * The console behind the key: the data router and every route. A chunk of its own, so the key
 * screen of a first visit loads no router (see App); created once, it stays for the session's
 * end too (it then shows the key screen at /login itself).
 */
export default function RoutedApp() {
  const queryClient = useQueryClient();
  const config = useConfig();
  const [router] = useState(() => createAppRouter({ queryClient, config }));
  // Where a navigation is headed while its page loads: if the page's chunk is gone (a new
  // deploy), main.tsx reloads the console there rather than on the page being left.
  useEffect(
    () =>
      router.subscribe(({ navigation }) => {
        const to = navigation.location;
        setPendingAppPath(to ? `${to.pathname}${to.search}${to.hash}` : null);
      }),
    [router],
  );
  return <RouterProvider router={router} />;
}
