import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../api/client';
import type { Order } from '../api/schemas/order';
import { fakeFetch, json } from '../api/testFetch';
import type { FakeFetch } from '../api/testFetch';
import {
  fetchFreshOrder,
  holdOrder,
  invalidateOrder,
  orderKeys,
  orderQuery,
  primeOrder,
  refetchOrders,
  updateCachedOrder,
} from './orders';
import { productKeys } from './products';

let fake: FakeFetch;
beforeEach(() => {
  // The nth read of an order answers number n + 1: 2, 3, ... (1 is what tests prime).
  fake = fakeFetch((call) =>
    json({
      id: decodeURIComponent(call.url.split('/').pop() ?? ''),
      number: fake.calls.length + 1,
    }),
  );
  configureClient({ baseUrl: '', getApiKey: () => 'demo-key', fetch: fake.fetch });
});
afterEach(() => resetClient());

function client(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

const order = (id: string, number = 1): Order => ({ id, number });

describe('orderKeys', () => {
  it('builds the detail key the order query uses', () => {
    expect(orderQuery('o-1').queryKey).toEqual(orderKeys.detail('o-1'));
    expect(orderKeys.detail('o-1').slice(0, 2)).toEqual(orderKeys.details());
  });
});

describe('order cache steps', () => {
  it('primeOrder: the answer of a write is what the order page shows, fresh', () => {
    const c = client();
    primeOrder(c, order('o-1', 7));
    expect(c.getQueryData(orderKeys.detail('o-1'))).toEqual(order('o-1', 7));
    expect(c.getQueryState(orderKeys.detail('o-1'))?.isInvalidated).toBe(false);
  });

  it('invalidateOrder: only that order is stale; refetch: false sends nothing', async () => {
    const c = client();
    primeOrder(c, order('o-1'));
    primeOrder(c, order('o-2'));
    c.setQueryData(productKeys.detail('p-1'), { id: 'p-1' });
    invalidateOrder(c, 'o-1', { refetch: false });
    expect(c.getQueryState(orderKeys.detail('o-1'))?.isInvalidated).toBe(true);
    expect(c.getQueryState(orderKeys.detail('o-2'))?.isInvalidated).toBe(false);
    expect(c.getQueryState(productKeys.detail('p-1'))?.isInvalidated).toBe(false);
    await Promise.resolve();
    expect(fake.calls).toHaveLength(0);
  });

  it('updateCachedOrder changes a cached order and does nothing for one not cached', () => {
    const c = client();
    primeOrder(c, order('o-1', 1));
    updateCachedOrder(c, 'o-1', (o) => ({ ...o, number: 9 }));
    updateCachedOrder(c, 'o-3', (o) => ({ ...o, number: 9 }));
    expect(c.getQueryData<Order>(orderKeys.detail('o-1'))?.number).toBe(9);
    expect(c.getQueryData(orderKeys.detail('o-3'))).toBeUndefined();
  });

  it('holdOrder cancels a read on its way and returns the copy cached before it', async () => {
    const c = client();
    primeOrder(c, order('o-1', 1));
    const read = c.query({ ...orderQuery('o-1'), staleTime: 0 });
    const held = await holdOrder(c, 'o-1');
    expect(held).toEqual(order('o-1', 1));
    await read.catch(() => undefined);
    // The read's answer (number 2) never lands over the copy held.
    expect(c.getQueryData(orderKeys.detail('o-1'))).toEqual(order('o-1', 1));
  });

  it('fetchFreshOrder reads from the service even when a fresh copy is cached', async () => {
    const c = client();
    primeOrder(c, order('o-1', 1));
    expect((await fetchFreshOrder(c, 'o-1')).number).toBe(2);
    expect(fake.calls).toHaveLength(1);
    expect(c.getQueryData<Order>(orderKeys.detail('o-1'))?.number).toBe(2);
  });

  it('refetchOrders re-reads the given cached orders, and only those', async () => {
    const c = client();
    await c.query(orderQuery('o-1'));
    await c.query(orderQuery('o-2'));
    await refetchOrders(c, ['o-1']);
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/v1/orders/o-1',
      '/v1/orders/o-2',
      '/v1/orders/o-1',
    ]);
    expect(c.getQueryData<Order>(orderKeys.detail('o-1'))?.number).toBe(4);
    expect(c.getQueryData<Order>(orderKeys.detail('o-2'))?.number).toBe(3);
  });
});
