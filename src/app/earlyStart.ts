import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../config/schema';
import { currentAppPath } from './basePath';
import { matchPageRoute } from './routeTable';

/**
 * A cold load with a key held (a reload, a new tab of the session, a shared link): everything
 * the page needs starts at once instead of being discovered one after another. The chunks (the
 * router and the signed-in frame, the page's own, and through Vite the chunks they import)
 * were started by bootStart.ts before the first load had run; once config.json is read
 * (index.html preloads it, so it is usually there when the entry runs), startReads() starts the
 * page's first read (routeTable.ts) into the query client the app will use. The service's health
 * is not among them: the frame shows it as "checking" and asks once the page has painted
 * (healthQuery.ts).
 *
 * The router starts the same reads again when it takes over (RoutedApp's `prepare`): the query
 * client de-duplicates them (one request).
 */
export function startReads(queryClient: QueryClient, config: RuntimeConfig): void {
  const url = new URL(currentAppPath(), 'http://console');
  const match = matchPageRoute(url.pathname);
  match?.route.read?.({ queryClient, config, params: match.params, search: url.searchParams });
}
