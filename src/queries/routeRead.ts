import type { QueryClient } from '@tanstack/react-query';
import type { RuntimeConfig } from '../config/schema';

/** What a page's first read needs: where to put it and what the URL says. */
export interface RouteReadContext {
  queryClient: QueryClient;
  config: RuntimeConfig;
  /** The route's parameters, decoded (`{ id }` of `/products/:id`). */
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
}

/**
 * Starts a page's first read, never awaited: it fills the query cache the page then reads
 * (render-as-you-fetch; the route table in app/routeTable.ts says which page has which).
 */
export type RouteRead = (context: RouteReadContext) => void;
