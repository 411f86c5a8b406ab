import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ORDER_CUSTOMER_PARAM, isLoginPath, paths } from './paths';
import { pageChunks } from './pageChunks';
import { matchPageRoute, pageReads, pageRoutes } from './routeTable';

// The route table as router.tsx composes it (the key screen, home, the feature pages), without
// the shell and guard elements, which play no part in matching.
const table: RouteObject[] = [
  { path: '/login' },
  {
    path: '/',
    children: pageRoutes.map((r) => (r.path === '' ? { index: true } : { path: r.path })),
  },
];

/** The pattern of the deepest route a path lands on, or null (a 404). */
function routeOf(path: string): string | null {
  const pathname = new URL(path, 'http://console.test').pathname;
  const matches = matchRoutes(table, pathname);
  const last = matches?.[matches.length - 1];
  if (!last) return null;
  return last.route.index ? '/' : (last.route.path ?? null);
}

describe('paths', () => {
  it('lands every builder on the route made for it', () => {
    expect(routeOf(paths.home())).toBe('/');
    expect(routeOf(paths.login())).toBe('/login');
    expect(routeOf(paths.products.list())).toBe('products');
    expect(routeOf(paths.products.new())).toBe('products/new');
    expect(routeOf(paths.products.detail('p-1'))).toBe('products/:id');
    expect(routeOf(paths.stock.batch())).toBe('stock');
    expect(routeOf(paths.orders.list())).toBe('orders');
    expect(routeOf(paths.orders.new())).toBe('orders/new');
    expect(routeOf(paths.orders.new({ customer: 'c-1' }))).toBe('orders/new');
    expect(routeOf(paths.orders.detail('o-1'))).toBe('orders/:id');
    expect(routeOf(paths.shipments.board())).toBe('shipments');
    expect(routeOf(paths.contacts.list())).toBe('contacts');
    expect(routeOf(paths.contacts.list({ q: 'c-1' }))).toBe('contacts');
    expect(routeOf(paths.contacts.new())).toBe('contacts/new');
  });

  it('encodes ids as one path segment', () => {
    expect(paths.orders.detail('a/b c')).toBe('/orders/a%2Fb%20c');
    expect(paths.products.detail('x?y#z')).toBe('/products/x%3Fy%23z');
    expect(routeOf(paths.products.detail('a/b'))).toBe('products/:id');
  });

  it('builds order entry for a customer (the contact list link)', () => {
    expect(paths.orders.new({ customer: 'c 1/2' })).toBe('/orders/new?customer=c+1%2F2');
    expect(
      new URLSearchParams(paths.orders.new({ customer: 'abc' }).split('?')[1]).get(
        ORDER_CUSTOMER_PARAM,
      ),
    ).toBe('abc');
    expect(paths.orders.new({ customer: '' })).toBe('/orders/new');
  });

  it('filters the contacts list (the command palette opens a contact there)', () => {
    expect(paths.contacts.list({ q: 'ana pérez' })).toBe('/contacts?q=ana+p%C3%A9rez');
    expect(paths.contacts.list({ q: '' })).toBe('/contacts');
  });

  it('keeps a product search query string', () => {
    expect(paths.products.list('')).toBe('/products');
    expect(paths.products.list('q=tea&page=2')).toBe('/products?q=tea&page=2');
    expect(paths.products.list('?q=tea')).toBe('/products?q=tea');
    expect(paths.products.list(new URLSearchParams({ q: 'té' }))).toBe('/products?q=t%C3%A9');
  });

  it('tells the key screen from other pages', () => {
    expect(isLoginPath('/login')).toBe(true);
    expect(isLoginPath('/login?x=1')).toBe(true);
    expect(isLoginPath('/login#top')).toBe(true);
    expect(isLoginPath('/loginx')).toBe(false);
    expect(isLoginPath('/products')).toBe(false);
  });

  it('matches paths to pages as the router does (the early start of main.tsx)', () => {
    const samples = [
      paths.home(),
      paths.products.list(),
      paths.products.list('q=aceite&page=2'),
      paths.products.new(),
      paths.products.detail('p-1'),
      paths.products.detail('a/b c'),
      paths.stock.batch(),
      paths.orders.list(),
      paths.orders.new(),
      paths.orders.detail('o-1'),
      paths.shipments.board(),
      paths.contacts.list(),
      paths.contacts.new(),
      '/products/',
      '/nowhere',
      '/products/p-1/extra',
      paths.login(),
    ];
    for (const sample of samples) {
      const pathname = new URL(sample, 'http://console.test').pathname;
      const ours = matchPageRoute(pathname);
      const theirs = routeOf(sample);
      expect(ours ? ours.route.path || '/' : null, sample).toBe(
        theirs === '/login' ? null : theirs,
      );
    }
    expect(matchPageRoute('/products/a%2Fb%20c')?.params).toEqual({ id: 'a/b c' });
    expect(matchPageRoute('/orders/%E0%A4%A')).toBeNull();
  });

  it('gives every first read a page, and reads only where the table says', () => {
    const chunkPaths = pageChunks.map((c) => c.path);
    expect(Object.keys(pageReads).filter((p) => !chunkPaths.includes(p))).toEqual([]);
    // A read is either part of the first load (pageReads) or a chunk of its own (loadRead).
    expect(pageChunks.filter((c) => c.loadRead && c.path in pageReads)).toEqual([]);
    expect(pageRoutes.filter((r) => r.read).map((r) => r.path)).toEqual(
      pageChunks.filter((c) => c.path in pageReads || c.loadRead).map((c) => c.path),
    );
    expect(matchPageRoute('/orders/o-1')?.route.read).toBeTypeOf('function');
    expect(matchPageRoute('/products')?.route.read).toBe(pageReads['products']);
  });
});
