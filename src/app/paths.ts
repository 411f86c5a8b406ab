/**
 * Every in-app path of the console, one typed builder each: every link (`to=`, `href`) and
 * every `navigate()` that goes to a page of the console takes its path from here, so a route
 * moves in one place. The route table (routes.tsx, router.tsx) declares the same pages;
 * paths.test.ts checks that each builder lands on a route made for it.
 *
 * Paths are the console's own (`/products?q=x`); the router adds the deployed base path.
 * This module imports nothing of src/: features may import it (and no other file of app/)
 * without pulling the app, and without an import cycle through the route table.
 */

/** One path segment: an id as typed by the service, made safe for a URL. */
const segment = (id: string): string => encodeURIComponent(id);

/** `path?query` for a query string (with or without its `?`) or search parameters; none when empty. */
function withQuery(path: string, query: string | URLSearchParams = ''): string {
  const text = typeof query === 'string' ? query.replace(/^\?/, '') : query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/** The query parameter of order entry that sets the customer (`/orders/new?customer=<contact id>`). */
export const ORDER_CUSTOMER_PARAM = 'customer';

/** The contacts list's filter (`/contacts?q=ana`). */
export const CONTACTS_FILTER_PARAM = 'q';

/** The board's query parameter that opens "Track orders" (`/shipments?track=1`). */
export const BOARD_TRACK_PARAM = 'track';

export const paths = {
  home: () => '/',
  /** The key screen. */
  login: () => '/login',
  products: {
    /** Product search, optionally with its query string (`q=x&page=2`). */
    list: (query?: string | URLSearchParams) => withQuery('/products', query),
    new: () => '/products/new',
    detail: (id: string) => `/products/${segment(id)}`,
  },
  stock: {
    batch: () => '/stock',
  },
  orders: {
    list: () => '/orders',
    /** Order entry, optionally for a customer (a contact id). */
    new: (opts: { customer?: string } = {}) =>
      withQuery(
        '/orders/new',
        opts.customer ? new URLSearchParams({ [ORDER_CUSTOMER_PARAM]: opts.customer }) : '',
      ),
    detail: (id: string) => `/orders/${segment(id)}`,
  },
  shipments: {
    /** The board; `track: true` opens its "Track orders" dialog on arrival. */
    board: (opts: { track?: boolean } = {}) =>
      withQuery('/shipments', opts.track ? `${BOARD_TRACK_PARAM}=1` : ''),
  },
  contacts: {
    /** The contacts list, optionally filtered (`q`: what its filter box holds, e.g. a contact's id). */
    list: (opts: { q?: string } = {}) =>
      withQuery(
        '/contacts',
        opts.q ? new URLSearchParams({ [CONTACTS_FILTER_PARAM]: opts.q }) : '',
      ),
    new: () => '/contacts/new',
  },
} as const;

/** Whether an in-app path (path, query and hash) is the key screen's. */
export function isLoginPath(path: string): boolean {
  const login = paths.login();
  return path === login || path.startsWith(`${login}?`) || path.startsWith(`${login}#`);
}
