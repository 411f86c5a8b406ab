import { QueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Product } from '../api/schemas/product';
import { catalogGlanceQuery } from './catalogGlance';
import { orderKeys } from './orders';
import { productLabelQuery } from './productLabels';
import {
  productKeys,
  productQuery,
  productSaved,
  productSearchQuery,
  stockChanged,
} from './products';

const SEARCH = productSearchQuery({ query: 'mug', page: 1, page_size: 8 }).queryKey;
const OTHER_SEARCH = productSearchQuery({ query: 'cup', page: 2, page_size: 25 }).queryKey;
const SKU = productKeys.sku('MUG-1');
const GLANCE = catalogGlanceQuery().queryKey;
const P1 = productKeys.detail('p-1');
const P2 = productKeys.detail('p-2');
const ORDER = orderKeys.detail('o-1');
const EMPTY_PAGE = { items: [], total_items: 0, page: 1, page_size: 8, total_pages: 0 };

/** A client holding one answer for every kind of read, none of them stale yet. */
function filledClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(SEARCH, EMPTY_PAGE);
  client.setQueryData(OTHER_SEARCH, EMPTY_PAGE);
  client.setQueryData(SKU, null);
  client.setQueryData(GLANCE, { total: 3, outOfStock: 1 });
  client.setQueryData(P1, { id: 'p-1', name: 'Mug' });
  client.setQueryData(P2, { id: 'p-2', name: 'Cup' });
  client.setQueryData(ORDER, { id: 'o-1' });
  client.setQueryData(['stock', 'something'], 1);
  return client;
}

const invalidated = (client: QueryClient, key: QueryKey) =>
  client.getQueryState(key)?.isInvalidated;

describe('productKeys', () => {
  it('puts every read that lists products under lists(), and details apart', () => {
    const lists = productKeys.lists();
    for (const key of [SEARCH, SKU, GLANCE]) expect(key.slice(0, lists.length)).toEqual(lists);
    expect(P1.slice(0, lists.length)).not.toEqual(lists);
    expect(P1.slice(0, 1)).toEqual(productKeys.all);
  });

  it('makes one SKU lookup of any spelling of a SKU', () => {
    expect(productKeys.sku(' mug-1 ')).toEqual(productKeys.sku('MUG-1'));
  });

  it('reads a label through the product query itself (one cache entry per product)', () => {
    expect(productLabelQuery('p-1').queryKey).toEqual(productQuery('p-1').queryKey);
    const select = productLabelQuery('p-1').select;
    const product: Product = { id: 'p-1', name: 'Mug', sku: 'MUG-1' };
    expect(select?.(product)).toEqual({ name: 'Mug', sku: 'MUG-1' });
    expect(select?.({ id: 'p-1', name: null })).toBeNull();
  });
});

describe('productSaved', () => {
  it("shows the service's answer on the product's page and makes every product list stale", () => {
    const client = filledClient();
    productSaved(client, { id: 'p-1', name: 'Big mug' });
    expect(client.getQueryData(P1)).toEqual({ id: 'p-1', name: 'Big mug' });
    expect(invalidated(client, P1)).toBe(false);
    for (const key of [SEARCH, OTHER_SEARCH, SKU, GLANCE])
      expect(invalidated(client, key)).toBe(true);
  });

  it("leaves other products' pages, orders and everything else alone", () => {
    const client = filledClient();
    productSaved(client, { id: 'p-1', name: 'Big mug' });
    for (const key of [P2, ORDER, ['stock', 'something']])
      expect(invalidated(client, key)).toBe(false);
  });
});

describe('stockChanged', () => {
  it('makes every product figure stale: details, searches, SKU lookups and the catalog glance', () => {
    const client = filledClient();
    stockChanged(client);
    for (const key of [P1, P2, SEARCH, OTHER_SEARCH, SKU, GLANCE])
      expect(invalidated(client, key)).toBe(true);
  });

  it('leaves orders alone', () => {
    const client = filledClient();
    stockChanged(client);
    expect(invalidated(client, ORDER)).toBe(false);
  });
});
