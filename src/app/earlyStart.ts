import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../config/schema';
import { prefetch } from '../lib/prefetch';
import { loadRoutedApp } from './App';
import { currentAppPath } from './basePath';
import { healthQuery } from './healthQuery';
import { matchPageRoute } from './routeTable';
import { noop } from '@tanstack/react-query';

/**
 * A cold load with a key held (a reload, a new tab of the session, a shared link): everything
 * the page needs starts at once, in one wave, instead of being discovered one after another.
 *
 *   startReads()    once config.json is read (index.html preloads it, so it is usually there
 *                   when the entry runs): the page's first read (routeTable.ts) and the frame's
 *                   (the service's health), into the query client the app will use;
 *   startChunks()   right after: the router and the signed-in frame, and the page's own chunk
 *                   (Vite fetches the chunks it imports, e.g. the table, with it). main.tsx starts
 *                   them without the config if config.json is late (not preloaded, a slow network).
 *
 * The router's loaders start the same reads again when it takes over: the query client
 * de-duplicates them (one request).
 */
let chunksStarted = false;

/** Starts the frame's and the page's chunks (once; later calls do nothing). */
export function startChunks(): void {
  if (chunksStarted) return;
  chunksStarted = true;
  prefetch(loadRoutedApp);
  const match = matchPageRoute(new URL(currentAppPath(), 'http://console').pathname);
  if (match) prefetch(match.route.load);
}

export function startReads(queryClient: QueryClient, config: RuntimeConfig): void {
  const url = new URL(currentAppPath(), 'http://console');
  const match = matchPageRoute(url.pathname);
  match?.route.read?.({ queryClient, config, params: match.params, search: url.searchParams });
  queryClient.query(healthQuery()).catch(noop);
}
