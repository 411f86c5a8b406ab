// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { providersWrapper } from '../../test/renderWithProviders';
import { setUpTestApi } from '../../test/testApi';
import { createBatchStore } from './batchStore';
import type { BatchStore } from './batchStore';
import { blankValues } from './lineModel';
import type { ProductRef } from './lineModel';
import type { ProductReader, ProductResolution } from './queries';
import { LOOKUP_CONCURRENCY, useSkuLookups } from './useSkuLookups';

const main = { warehouse: 'wh-main', operation: 'add' } as const;
const product = (sku: string): ProductRef => ({
  id: `p-${sku}`,
  name: `Product ${sku}`,
  sku,
  available: 3,
  reserved: 0,
});
const found = (sku: string): ProductResolution => ({
  kind: 'found',
  by: 'sku',
  product: product(sku),
});

/** A reader whose answers the test gives, counting the lookups in flight. */
function controlledReader() {
  const waiting = new Map<
    string,
    { resolve: (p: ProductResolution) => void; reject: (e: Error) => void }
  >();
  const asked: string[] = [];
  let active = 0;
  let most = 0;
  const reader: ProductReader = {
    cached: () => undefined,
    resolve: (sku) =>
      new Promise<ProductResolution>((resolve, reject) => {
        asked.push(sku);
        active += 1;
        most = Math.max(most, active);
        const done = () => (active -= 1);
        waiting.set(sku.toUpperCase(), {
          resolve: (p) => {
            done();
            resolve(p);
          },
          reject: (e) => {
            done();
            reject(e);
          },
        });
      }),
  };
  return { reader, asked, waiting, most: () => most };
}

function render(store: BatchStore, reader: ProductReader) {
  return renderHook(() => useSkuLookups(store, { scanDefaults: () => main, reader }), {
    wrapper: providersWrapper(),
  });
}

beforeEach(() => {
  setUpTestApi();
});

describe('useSkuLookups', () => {
  it('looks up every pending SKU once, at most LOOKUP_CONCURRENCY at a time, and puts the answers on the lines', async () => {
    const skus = Array.from({ length: 15 }, (_, i) => `SKU-${i}`);
    const store = createBatchStore(
      [...skus, 'sku-0'].map((s) => ({
        ...blankValues(main),
        skuText: s,
        quantity: '1',
        lookup: 'pending' as const,
      })),
    );
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
      if (sku === 'SKU-3') answer.resolve({ kind: 'none' });
      else if (sku === 'SKU-4') answer.reject(new Error('network'));
      else if (sku === 'SKU-5')
        answer.resolve({ kind: 'several', by: 'code', products: [product('A'), product('B')] });
      else answer.resolve(found(sku));
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
    // Several products have that code: none is picked, the cell asks for a choice.
    expect(lines[5]?.product).toBeNull();
    expect(lines[5]?.lookup).toBeNull();
    expect(lines[5]?.errors.product).toBe('stock:errors.choose');
    unmount();
    store.dispose();
  });

  it('a scan adds the product, raises it on the next scan, and says when the SKU is unknown or the lookup failed', async () => {
    const store = createBatchStore([blankValues(main)]);
    const known = new Map<string, ProductResolution>([
      ['MUG-1', found('MUG-1')],
      ['7701234567890', { kind: 'found', by: 'code', product: product('MUG-1') }],
      ['TWIN', { kind: 'several', by: 'reference', products: [product('T-1'), product('T-2')] }],
    ]);
    const reader: ProductReader = {
      cached: () => undefined,
      resolve: async (sku) => {
        if (sku === 'BROKEN') throw new Error('network');
        return known.get(sku.toUpperCase()) ?? { kind: 'none' };
      },
    };
    const { result, unmount } = render(store, reader);
    await act(async () =>
      expect(await result.current.scan('mug-1')).toMatchObject({
        kind: 'added',
        code: 'mug-1',
        sku: 'MUG-1',
        name: 'Product MUG-1',
      }),
    );
    // Its barcode is the same product: one more on its line.
    await act(async () =>
      expect(await result.current.scan('7701234567890')).toMatchObject({
        kind: 'raised',
        quantity: '2',
      }),
    );
    await act(async () =>
      expect(await result.current.scan('NOPE')).toEqual({ kind: 'unknown', code: 'NOPE' }),
    );
    await act(async () =>
      expect(await result.current.scan('BROKEN')).toEqual({ kind: 'failed', code: 'BROKEN' }),
    );
    // Several: nothing is added until one is chosen.
    let several: unknown;
    await act(async () => {
      several = await result.current.scan('twin');
    });
    expect(several).toMatchObject({ kind: 'several', code: 'twin', by: 'reference' });
    expect(store.getLines()).toHaveLength(1);
    act(() => {
      result.current.place(product('T-2'), 'twin');
    });
    expect(store.getLines().map((l) => [l.skuText, l.quantity])).toEqual([
      ['MUG-1', '2'],
      ['T-2', '1'],
    ]);
    unmount();
    store.dispose();
  });

  it('drops the lookups still waiting when the page goes', async () => {
    const store = createBatchStore(
      Array.from({ length: 10 }, (_, i) => ({
        ...blankValues(main),
        skuText: `S-${i}`,
        quantity: '1',
        lookup: 'pending' as const,
      })),
    );
    const { reader, asked, waiting } = controlledReader();
    const { unmount } = render(store, reader);
    await waitFor(() => expect(asked).toHaveLength(LOOKUP_CONCURRENCY));
    unmount();
    for (const answer of waiting.values()) answer.resolve({ kind: 'none' });
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toHaveLength(LOOKUP_CONCURRENCY);
    expect(store.getLines().every((l) => l.lookup === 'pending')).toBe(true);
    store.dispose();
  });
});
