import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { hasOrderEntry, orderEntryHref } from './orderEntry';

const page = async () => ({ Component: () => null });

describe('order entry link', () => {
  it('is absent while no page serves /orders/new', () => {
    expect(hasOrderEntry([{ path: 'contacts', lazy: page }])).toBe(false);
    expect(orderEntryHref('c-1', [{ path: 'contacts', lazy: page }])).toBeNull();
  });

  it('is absent when only an order detail route would catch the path', () => {
    const routes: RouteObject[] = [{ path: 'orders/:orderId', lazy: page }];
    expect(hasOrderEntry(routes)).toBe(false);
    expect(hasOrderEntry([{ path: 'orders', children: [{ path: '*', lazy: page }] }])).toBe(false);
  });

  it('points at order entry with the customer set once it exists', () => {
    const flat: RouteObject[] = [
      { path: 'orders/:orderId', lazy: page },
      { path: 'orders/new', lazy: page },
    ];
    const nested: RouteObject[] = [{ path: 'orders', children: [{ index: true, lazy: page }, { path: 'new', lazy: page }] }];
    expect(orderEntryHref('c 1/2', flat)).toBe('/orders/new?customer=c+1%2F2');
    expect(orderEntryHref('abc', nested)).toBe('/orders/new?customer=abc');
  });
});
