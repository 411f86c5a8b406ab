// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { providersWrapper } from '../../test/renderWithProviders';
import { setUpTestApi } from '../../test/testApi';
import { createBatchStore } from './batchStore';
import type { BatchStore } from './batchStore';
import { blankValues } from './lineModel';
import type { ProductRef } from './lineModel';
import type { SkuReader } from './queries';
import { LOOKUP_CONCURRENCY, useSkuLookups } from './useSkuLookups';

const main = { warehouse: 'wh-main', operation: 'add' } as const;
const product = (sku: string): ProductRef => ({ id: `p-${sku}`, name: `Product ${sku}`, sku, available: 3, reserved: 0 });

/** A reader whose answers the test gives, counting the lookups in flight. */
function controlledReader() {
  const waiting = new Map<string, { resolve: (p: ProductRef | null) => void; reject: (e: Error) => void }>();
  const asked: string[] = [];
  let active = 0;
  let most = 0;
  const reader: SkuReader = {
    cached: () => undefined,
    read: (sku) =>
      new Promise<ProductRef | null>((resolve, reject) => {
        asked.push(sku);
        active += 1;
        most = Math.max(most, active);
        const done = () => (active -= 1);
        waiting.set(sku.toUpperCase(), {
          resolve: (p) => (done(), resolve(p)),
          reject: (e) => (done(), reject(e)),
        });
      }),
  };
  return { reader, asked, waiting, most: () => most };
}

function render(store: BatchStore, reader: SkuReader) {
  return renderHook(() => useSkuLookups(store, { scanDefaults: () => main, reader }), { wrapper: providersWrapper() });
}

beforeEach(() => {
  setUpTestApi();
});

describe('useSkuLookups', () => {
  it('looks up every pending SKU once, at most LOOKUP_CONCURRENCY at a time, and puts the answers on the lines', async () => {
    const skus = Array.from({ length: 15 }, (_, i) => `SKU-${i}`);
    const store = createBatchStore([...skus, 'sku-0'].map((s) => ({ ...blankValues(main), skuText: s, quantity: '1', lookup: 'pending' as const })));
    const { reader, asked, waiting, most } = controlledReader();
    const { unmount } = render(store, reader);

    await waitFor(() => expect(asked).toHaveLength(LOOKUP_CONCURRENCY));
    while (asked.length < skus.length || waiting.size > 0) {
      const [sku, answer] = [...waiting.entries()][0] ?? [];
      if (!sku || !answer) {
        await act(() => new Promise((r) => setTimeout(r, 0)));
        continue;
      }
      waiting.delete(sku);
      if (sku === 'SKU-3') answer.resolve(null);
      else if (sku === 'SKU-4') answer.reject(new Error('network'));
      else answer.resolve(product(sku));
      await act(() => Promise.resolve());
    }
    expect(most()).toBe(LOOKUP_CONCURRENCY);
    expect(asked).toHaveLength(skus.length); // "sku-0" twice is one lookup

    await waitFor(() => expect(store.getLines().every((l) => l.lookup !== 'pending')).toBe(true));
    const lines = store.getLines();
    expect(lines[0]?.product?.id).toBe('p-SKU-0');
    expect(lines[15]?.product?.id).toBe('p-SKU-0');
    expect(lines[3]?.lookup).toBe('missing');
    expect(lines[4]?.lookup).toBe('failed');
    unmount();
    store.dispose();
  });

  it('a scan adds the product, raises it on the next scan, and says when the SKU is unknown or the lookup failed', async () => {
    const store = createBatchStore([blankValues(main)]);
    const known = new Map([['MUG-1', product('MUG-1')]]);
    const reader: SkuReader = {
      cached: () => undefined,
      read: async (sku) => {
        if (sku === 'BROKEN') throw new Error('network');
        return known.get(sku.toUpperCase()) ?? null;
      },
    };
    const { result, unmount } = render(store, reader);
    await act(async () => expect(await result.current.scan('mug-1')).toEqual({ kind: 'added', sku: 'MUG-1', name: 'Product MUG-1' }));
    await act(async () => expect(await result.current.scan('MUG-1')).toMatchObject({ kind: 'raised', quantity: '2' }));
    await act(async () => expect(await result.current.scan('NOPE')).toEqual({ kind: 'unknown', sku: 'NOPE' }));
    await act(async () => expect(await result.current.scan('BROKEN')).toEqual({ kind: 'failed', sku: 'BROKEN' }));
    expect(store.getLines().map((l) => [l.skuText, l.quantity])).toEqual([['MUG-1', '2']]);
    unmount();
    store.dispose();
  });

  it('drops the lookups still waiting when the page goes', async () => {
    const store = createBatchStore(
      Array.from({ length: 10 }, (_, i) => ({ ...blankValues(main), skuText: `S-${i}`, quantity: '1', lookup: 'pending' as const })),
    );
    const { reader, asked, waiting } = controlledReader();
    const { unmount } = render(store, reader);
    await waitFor(() => expect(asked).toHaveLength(LOOKUP_CONCURRENCY));
    unmount();
    for (const answer of waiting.values()) answer.resolve(null);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toHaveLength(LOOKUP_CONCURRENCY);
    expect(store.getLines().every((l) => l.lookup === 'pending')).toBe(true);
    store.dispose();
  });
});
