import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../api/client';
import { fakeFetch, json } from '../api/testFetch';
import type { FakeFetch } from '../api/testFetch';
import {
  cachedScan,
  resolveScan,
  resolveScanMatches,
  SCAN_DETAIL_MAX,
  scanCandidates,
  scanQuery,
} from './productScan';
import { productKeys, stockChanged } from './products';

interface Row {
  id: string;
  name: string;
  sku: string | null;
  code: string | null;
  reference: string | null;
}

/** A small catalog behind the contract's search (substring of name, sku, code, reference) and GET by id. */
const CATALOG: Row[] = [
  { id: 'p-1', name: 'Mug blue', sku: 'MUG-1', code: '7701234567890', reference: 'REF-MUG' },
  { id: 'p-2', name: 'Mug red', sku: 'MUG-2', code: '7701234567891', reference: 'ref-pair' },
  { id: 'p-3', name: 'Cup', sku: 'CUP-1', code: '7709999999999', reference: 'REF-PAIR' },
  { id: 'p-4', name: 'Twin A', sku: 'TW-A', code: '5550001', reference: null },
  { id: 'p-5', name: 'Twin B', sku: 'TW-B', code: '5550001', reference: null },
  // p-6's SKU is p-7's barcode: the SKU comes first.
  { id: 'p-6', name: 'Label', sku: '4006381333931', code: null, reference: null },
  { id: 'p-7', name: 'Pen', sku: 'PEN-1', code: '4006381333931', reference: null },
];

let fake: FakeFetch;
beforeEach(() => {
  fake = fakeFetch((call) => {
    const detail = /\/v1\/products\/([^/]+)$/.exec(call.url);
    if (call.method === 'GET' && detail) {
      const row = CATALOG.find((r) => r.id === decodeURIComponent(detail[1] ?? ''));
      return row ? json(row) : json({ code: 'not_found', message: 'Not found' }, { status: 404 });
    }
    const query = ((call.body as { query?: string }).query ?? '').toLowerCase();
    const items = CATALOG.filter((r) =>
      [r.name, r.sku, r.code, r.reference].some((v) => v?.toLowerCase().includes(query)),
    ).map(({ id, name, sku }) => ({ id, name, sku, price: 1000, stock_available: 3, reserved: 0 }));
    return json({ items, total_items: items.length, page: 1, page_size: 100, total_pages: 1 });
  });
  configureClient({ baseUrl: '', getApiKey: () => 'demo-key', fetch: fake.fetch });
});
afterEach(() => resetClient());

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const gets = () =>
  fake.calls.filter((c) => c.method === 'GET').map((c) => c.url.replace(/.*\/v1\/products\//, ''));

describe('resolving a scan', () => {
  it('finds an exact SKU, in any case, without reading any product', async () => {
    const r = await resolveScan(newClient(), ' mug-1 ');
    expect(r).toMatchObject({ kind: 'found', by: 'sku', item: { id: 'p-1' } });
    expect(gets()).toEqual([]);
  });

  it('finds an exact barcode (the product’s code), reading the candidates’ records', async () => {
    const r = await resolveScan(newClient(), '7701234567891');
    expect(r).toMatchObject({ kind: 'found', by: 'code', item: { id: 'p-2' } });
    expect(gets()).toEqual(['p-2']);
  });

  it('finds an exact reference when no SKU or code is that text', async () => {
    expect(await resolveScan(newClient(), 'ref-mug')).toMatchObject({
      kind: 'found',
      by: 'reference',
      item: { id: 'p-1' },
    });
  });

  it('puts SKU before code: a SKU equal to another product’s barcode is that SKU’s product', async () => {
    expect(await resolveScan(newClient(), '4006381333931')).toMatchObject({
      kind: 'found',
      by: 'sku',
      item: { id: 'p-6' },
    });
  });

  it('offers every product when several share the code or reference, never picking one', async () => {
    const twins = await resolveScan(newClient(), '5550001');
    expect(twins.kind).toBe('several');
    if (twins.kind === 'several')
      expect(twins.items.map((i) => i.id).sort()).toEqual(['p-4', 'p-5']);
    const pair = await resolveScan(newClient(), 'REF-PAIR');
    expect(pair).toMatchObject({ kind: 'several', by: 'reference' });
  });

  it('answers none for a substring that is no product’s SKU, code or reference', async () => {
    expect(await resolveScan(newClient(), '77012345')).toEqual({ kind: 'none' });
    expect(await resolveScan(newClient(), 'nothing-like-it')).toEqual({ kind: 'none' });
  });

  it('remembers the answer per code (any case) until a stock or product write', async () => {
    const client = newClient();
    expect(cachedScan(client, 'mug-1')).toBeUndefined();
    await resolveScan(client, 'mug-1');
    expect(cachedScan(client, 'MUG-1')).toMatchObject({ kind: 'found' });
    await resolveScan(client, 'MUG-1');
    expect(fake.calls).toHaveLength(1);
    expect(scanQuery('x').queryKey.slice(0, 2)).toEqual(productKeys.lists());
    stockChanged(client);
    expect(client.getQueryState(scanQuery('mug-1').queryKey)?.isInvalidated).toBe(true);
  });
});

describe('the pure steps', () => {
  const item = (id: string, name: string, sku: string | null) => ({ id, name, sku });

  it('reads no record when an item has the exact SKU', () => {
    expect(scanCandidates('abc', [item('1', 'x', 'ABC'), item('2', 'y', 'ABCD')])).toEqual([]);
  });

  it('reads the items the name and SKU cannot explain first, and at most SCAN_DETAIL_MAX', () => {
    const items = [
      item('named', 'Box 123', 'B-1'),
      ...Array.from({ length: 30 }, (_, i) => item(`c${i}`, 'Other', `O-${i}`)),
    ];
    const picked = scanCandidates('123', items);
    expect(picked).toHaveLength(SCAN_DETAIL_MAX);
    expect(picked[0]?.id).toBe('c0');
    expect(picked.some((p) => p.id === 'named')).toBe(false);
  });

  it('orders SKU, code, reference, and stops at the first level that matches', () => {
    const items = [item('a', 'A', 'X-1'), item('b', 'B', 'Y'), item('c', 'C', 'Z')];
    const details = new Map([
      ['b', { code: 'x-1', reference: null }],
      ['c', { code: null, reference: 'X-1' }],
    ]);
    expect(resolveScanMatches('x-1', items, details)).toMatchObject({
      kind: 'found',
      by: 'sku',
      item: { id: 'a' },
    });
    expect(resolveScanMatches('x-1', items.slice(1), details)).toMatchObject({
      kind: 'found',
      by: 'code',
      item: { id: 'b' },
    });
    expect(resolveScanMatches('x-1', items.slice(2), details)).toMatchObject({
      kind: 'found',
      by: 'reference',
      item: { id: 'c' },
    });
    expect(resolveScanMatches('  ', items, details)).toEqual({ kind: 'none' });
  });
});
