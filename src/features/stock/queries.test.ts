import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { fakeFetch, json } from '../../api/testFetch';
import type { FakeFetch } from '../../api/testFetch';
import { productKeys, productSaved, stockChanged } from '../../queries/products';
import { cachedSku, lookupSku, productPickerQuery, skuQuery } from './queries';

let fake: FakeFetch;
beforeEach(() => {
  fake = fakeFetch(() =>
    json({
      items: [
        { id: 'p-10', name: 'Mug 10', sku: 'mug-10', stock_available: 4 },
        { id: 'p-1', name: 'Mug', sku: 'Mug-1', stock_available: 7, reserved: 1 },
      ],
      total_items: 2,
      page: 1,
      page_size: 100,
      total_pages: 1,
    }),
  );
  configureClient({ baseUrl: '', getApiKey: () => 'demo-key', fetch: fake.fetch });
});
afterEach(() => resetClient());

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('SKU lookups', () => {
  it('find the item whose SKU is exactly the one asked, whatever its case, among the matches', async () => {
    const product = await lookupSku(newClient(), ' mug-1 ');
    expect(product).toEqual({ id: 'p-1', name: 'Mug', sku: 'Mug-1', available: 7, reserved: 1 });
    expect(fake.calls[0]?.body).toEqual({
      query: 'mug-1',
      page: 1,
      page_size: 100,
      sort: { field: 'sku', direction: 'asc' },
    });
  });

  it('keep the answer: the same SKU again, in another case, sends nothing', async () => {
    const client = newClient();
    expect(cachedSku(client, 'MUG-1')).toBeUndefined();
    await lookupSku(client, 'mug-1');
    expect(cachedSku(client, 'MUG-1')?.id).toBe('p-1');
    await lookupSku(client, 'MUG-1');
    expect(fake.calls).toHaveLength(1);
  });

  it('answer null (and remember it) when no match has that exact SKU', async () => {
    const client = newClient();
    expect(await lookupSku(client, 'mug')).toBeNull();
    expect(cachedSku(client, 'mug')).toBeNull();
  });

  it('are product reads: a product save and a stock batch make them stale', async () => {
    const client = newClient();
    await lookupSku(client, 'mug-1');
    const state = () => client.getQueryState(skuQuery('mug-1').queryKey);
    expect(skuQuery('mug-1').queryKey.slice(0, 2)).toEqual(productKeys.lists());
    productSaved(client, { id: 'p-9' });
    expect(state()?.isInvalidated).toBe(true);
    await lookupSku(client, 'mug-1');
    expect(state()?.isInvalidated).toBe(false);
    stockChanged(client);
    expect(state()?.isInvalidated).toBe(true);
  });
});

describe('the product picker', () => {
  it('is a product search (one key family with the search page) shown as the grid’s products', async () => {
    const options = productPickerQuery(' mug ');
    expect(options.queryKey).toEqual(productKeys.search({ query: 'mug', page: 1, page_size: 8 }));
    // query() applies the options' select: the search page arrives as the grid's products
    const refs = await newClient().query(options);
    expect(refs.map((p) => p.id)).toEqual(['p-10', 'p-1']);
  });
});
