import { noop } from '@tanstack/react-query';
import { readProductList, readProductPage } from '../features/products/routeRead';
import type { RouteRead } from '../queries/routeRead';
import { readHome } from './homeRead';
import { matchPage, pageChunks } from './pageChunks';
import type { PageChunk } from './pageChunks';

export interface PageRoute extends PageChunk {
  /** The page's first read, started together with `load` (render-as-you-fetch). */
  read?: RouteRead;
}

/** Each page's first read, by its path in pageChunks.ts. */
export const pageReads: Readonly<Record<string, RouteRead>> = {
  '': readHome,
  products: readProductList,
  'products/:id': readProductPage,
};

/**
 * Every page behind the key, in one table: the router builds its routes from it (routes.tsx),
 * and main.tsx, on a cold load with a key held, starts the page's first read from it as soon
 * as config.json is known, in parallel with the page's chunk (bootStart.ts started that one
 * already), instead of one after another (entry → frame → page → grid → request).
 *
 * This module is part of the first load: it holds only the small read functions, never a page.
 */
export const pageRoutes: readonly PageRoute[] = pageChunks.map((chunk) => {
  const { loadRead } = chunk;
  const read: RouteRead | undefined =
    pageReads[chunk.path] ??
    (loadRead &&
      ((context) => {
        // (a failed fetch: the page reads for itself once it is drawn, and says what failed)
        void loadRead().then(({ read: readPage }) => readPage(context), noop);
      }));
  return read ? { ...chunk, read } : chunk;
});

/** The page route an in-app pathname lands on, with its parameters, or null (see matchPage). */
export function matchPageRoute(
  pathname: string,
): { route: PageRoute; params: Record<string, string> } | null {
  return matchPage(pageRoutes, pathname);
}
