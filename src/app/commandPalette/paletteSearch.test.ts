import { describe, expect, it } from 'vitest';
import {
  enterChoice,
  flatItems,
  moveActive,
  paletteWords,
  productAnswer,
  rankPalette,
  scoreCandidate,
} from './paletteSearch';
import type { PaletteCandidate } from './paletteSearch';

type C = PaletteCandidate<string>;

const action = (key: string, label: string, terms = ''): C => ({
  key: `action:${key}`,
  group: 'actions',
  label,
  terms: terms ? [terms] : [],
  target: key,
});
const page = (key: string, label: string): C => ({
  key: `page:${key}`,
  group: 'pages',
  label,
  target: key,
});
const product = (id: string, name: string, sku: string): C => ({
  key: `product:${id}`,
  group: 'products',
  label: name,
  terms: [sku],
  fallbackScore: 10,
  target: id,
});

const FIXED: C[] = [
  action('newOrder', 'New order', 'create sale pedido nuevo'),
  action('newProduct', 'New product', 'create add'),
  action('trackOrders', 'Track orders', 'follow shipments'),
  action('theme-dark', 'Switch to the dark theme', 'theme dark light'),
  page('home', 'Home'),
  page('products', 'Products'),
  page('orders', 'Orders'),
];

const keys = (text: string, candidates: C[]) =>
  flatItems(rankPalette(text, candidates)).map((i) => i.key);
const groupIds = (text: string, candidates: C[]) => rankPalette(text, candidates).map((g) => g.id);

describe('scoreCandidate', () => {
  const words = paletteWords;
  it('ranks an exact label over another exact text, a prefix, word starts, a substring, spread words', () => {
    const c = { label: 'New order', terms: ['pedido nuevo'] };
    expect(scoreCandidate(words('new order'), c)).toBe(100);
    expect(scoreCandidate(words('  NEW   Order '), c)).toBe(100);
    expect(scoreCandidate(words('pedido nuevo'), c)).toBe(90);
    expect(scoreCandidate(words('new ord'), c)).toBe(80);
    expect(scoreCandidate(words('ord new'), c)).toBe(60);
    expect(scoreCandidate(words('rder'), c)).toBe(40);
    expect(scoreCandidate(words('new pedido'), c)).toBe(20);
    expect(scoreCandidate(words('new invoice'), c)).toBeNull();
    expect(scoreCandidate([], c)).toBe(0);
  });

  it('ignores case and accents on both sides', () => {
    expect(scoreCandidate(words('azucar'), { label: 'Azúcar Manuelita 1 kg' })).toBe(80);
    expect(scoreCandidate(words('AZÚCAR manuelita'), { label: 'azucar Manuelita' })).toBe(100);
    expect(scoreCandidate(words('cafe'), { label: 'Café' })).toBe(100);
  });
});

describe('rankPalette', () => {
  it('with no text lists every action and page, actions first, in their own order', () => {
    expect(groupIds('', FIXED)).toEqual(['actions', 'pages']);
    expect(keys('', FIXED)).toEqual(FIXED.map((c) => c.key));
  });

  it('puts the group of the best match first: a page named exactly, an action, a product', () => {
    expect(keys('orders', FIXED)).toEqual(['page:orders', 'action:trackOrders']);
    expect(groupIds('new order', FIXED)[0]).toBe('actions');
    expect(keys('new order', FIXED)[0]).toBe('action:newOrder');
    expect(keys('pedido nuevo', FIXED)[0]).toBe('action:newOrder');
    // The products are the service's answer for the text: all of them are listed.
    const book = product('p1', 'Newport order book', 'BK-1');
    const sugar = product('p2', 'Azúcar 1 kg', 'AZ-1');
    expect(keys('new order', [...FIXED, book])).toEqual(['action:newOrder', 'product:p1']);
    expect(keys('az-1', [...FIXED, sugar])).toEqual(['product:p2']);
    expect(groupIds('azucar', [...FIXED, sugar])).toEqual(['products']);
    // A product whose SKU is the text typed comes before an action that merely starts with it.
    const sku = product('p4', 'Sello Rojo 500 g', 'NEW');
    expect(keys('new', [...FIXED, sku])[0]).toBe('product:p4');
  });

  it('keeps a product the service matched although its name and SKU do not hold the words', () => {
    const byCode = product('p3', 'Aceite Premier 1 L', 'GRO-3');
    expect(keys('7701234', [...FIXED, byCode])).toEqual(['product:p3']);
  });

  it('orders within a group by score, ties in the order given, and cuts to the group limit', () => {
    const many = Array.from({ length: 12 }, (_, i) => product(`p${i}`, `Tea ${i}`, `T-${i}`));
    const exact = product('sku', 'Green infusion', 'TEA');
    const ranked = rankPalette('tea', [...many, exact]);
    expect(ranked).toHaveLength(1);
    const items = ranked[0]?.items ?? [];
    expect(items).toHaveLength(8);
    expect(items.map((i) => i.key)).toEqual(['product:sku', ...many.slice(0, 7).map((c) => c.key)]);
  });

  it('lists a fixed-score item last whatever it says', () => {
    const openById: C = {
      key: 'order-id:abc12345',
      group: 'orders',
      label: 'Open the order with id abc12345',
      fixedScore: 5,
      target: 'abc12345',
    };
    const tracked: C = {
      key: 'order:zz-abc12345-9',
      group: 'orders',
      label: 'zz-abc12345-9',
      target: 'zz',
    };
    expect(keys('abc12345', [...FIXED, tracked, openById])).toEqual([
      'order:zz-abc12345-9',
      'order-id:abc12345',
    ]);
    expect(keys('abc12345', [...FIXED, openById])).toEqual(['order-id:abc12345']);
  });
});

describe('moving the active item', () => {
  const items = flatItems(rankPalette('', FIXED));
  it('goes down and up, wrapping around, from the active item (the first when none was chosen)', () => {
    expect(moveActive(items, 'action:newOrder', 1)).toBe('action:newProduct');
    expect(moveActive(items, 'action:newOrder', -1)).toBe('page:orders');
    expect(moveActive(items, 'page:orders', 1)).toBe('action:newOrder');
    expect(moveActive(items, null, 1)).toBe('action:newOrder');
    expect(moveActive(items, null, -1)).toBe('page:orders');
    expect(moveActive([], null, 1)).toBeNull();
  });
});

describe('the stale-list guard', () => {
  const answer = (items: string[] | undefined, isError = false) => ({
    data: items ? { items } : undefined,
    isError,
  });

  it('shows products only for the text typed now', () => {
    expect(productAnswer('', '', answer(undefined))).toEqual({ state: 'idle' });
    // The box says "tea 2" but the search was asked for "tea": its answer is not shown.
    expect(productAnswer('tea 2', 'tea', answer(['tea-1', 'tea-2']))).toEqual({ state: 'pending' });
    expect(productAnswer('tea 2', 'tea 2', answer(undefined))).toEqual({ state: 'pending' });
    expect(productAnswer('tea 2', 'tea 2', answer(['tea-2']))).toEqual({
      state: 'ready',
      items: ['tea-2'],
    });
    expect(productAnswer('tea 2', 'tea 2', answer(undefined, true))).toEqual({ state: 'failed' });
    // A failure of an earlier text is not this text's failure.
    expect(productAnswer('tea 2', 'tea', answer(undefined, true))).toEqual({ state: 'pending' });
  });

  it('Enter waits for the products of the text typed unless the person chose an item', () => {
    const items = flatItems(rankPalette('order', FIXED));
    expect(enterChoice(items, null, true)).toEqual({ kind: 'wait' });
    expect(enterChoice(items, 'action:newOrder', true)).toMatchObject({
      kind: 'open',
      item: { key: 'action:newOrder' },
    });
    expect(enterChoice(items, null, false)).toMatchObject({
      kind: 'open',
      item: { key: items[0]?.key },
    });
    // A choice that is no longer listed (the text changed) is not acted on.
    expect(enterChoice(items, 'product:gone', false)).toMatchObject({
      kind: 'open',
      item: { key: items[0]?.key },
    });
    expect(enterChoice(items, 'product:gone', true)).toEqual({ kind: 'wait' });
    expect(enterChoice([], null, false)).toEqual({ kind: 'none' });
  });
});
