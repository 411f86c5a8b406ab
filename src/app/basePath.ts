/**
 * The console's own paths (`/products?q=x`) and the browser's (`/console/products?q=x` when it
 * is deployed under a base path), for the key screen, which runs before the router is loaded.
 */
function base(): string {
  // import.meta.env.BASE_URL is the deployed base path ('/' or e.g. '/console/').
  return import.meta.env.BASE_URL.replace(/\/$/, '');
}

/** Where the browser is, as a path of the console (path, query and hash). */
export function currentAppPath(): string {
  const { pathname, search, hash } = window.location;
  const b = base();
  const inApp = b !== '' && pathname.startsWith(b) ? pathname.slice(b.length) || '/' : pathname;
  return `${inApp}${search}${hash}`;
}

/** The browser's URL path of a path of the console. */
export function appUrl(path: string): string {
  return `${base()}${path}`;
}

/** Puts a path of the console in the address bar, replacing the current entry. */
export function replaceAppPath(path: string): void {
  window.history.replaceState(null, '', appUrl(path));
}

let pending: string | null = null;

/** The page the router is on its way to (its chunk loading), or null. Set by RoutedApp. */
export function setPendingAppPath(path: string | null): void {
  pending = path;
}

export function pendingAppPath(): string | null {
  return pending;
}
