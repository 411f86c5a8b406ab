import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../config/schema';
import { prefetch } from '../lib/prefetch';
import { loadRoutedApp } from './App';
import { currentAppPath } from './basePath';
import { healthQuery } from './healthQuery';
import { matchPageRoute } from './routeTable';

/**
 * A cold load with a key held (a reload, a new tab of the session, a shared link): everything
 * the page needs starts at once, in one wave, instead of being discovered one after another.
 *
 *   startChunks()   before config.json is read: the router and the signed-in frame, and the
 *                   page's own chunk (Vite fetches the chunks it imports, e.g. the table, with it);
 *   startReads()    once config.json is read: the frame's read (the service's health) and the
 *                   page's first read (routeTable.ts), into the query client the app will use.
 *
 * The router's loaders start the same reads again when it takes over: the query client
 * de-duplicates them (one request).
 */
export function startChunks(): void {
  prefetch(loadRoutedApp);
  const match = matchPageRoute(new URL(currentAppPath(), 'http://console').pathname);
  if (match) prefetch(match.route.load);
}

export function startReads(queryClient: QueryClient, config: RuntimeConfig): void {
  void queryClient.prefetchQuery(healthQuery());
  const url = new URL(currentAppPath(), 'http://console');
  const match = matchPageRoute(url.pathname);
  match?.route.read?.({ queryClient, config, params: match.params, search: url.searchParams });
}
