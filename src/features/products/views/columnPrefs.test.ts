// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPersistedCaches } from '../../../lib/persistedStore';
import { CATALOG_COLUMNS } from '../results/columnCatalog';
import {
  columnPrefsStore,
  completePrefs,
  defaultColumnPrefs,
  isDefaultPrefs,
  samePrefs,
  visibleColumnsOf,
  withMove,
  withVisibility,
} from './columnPrefs';

describe('column prefs', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetPersistedCaches();
  });

  it('by default shows the search columns in their order, hides the record columns, standard rows', () => {
    const prefs = defaultColumnPrefs();
    expect(visibleColumnsOf(prefs)).toEqual([
      'name',
      'sku',
      'price',
      'stock_available',
      'reserved',
    ]);
    expect(prefs.order).toEqual([...CATALOG_COLUMNS]);
    expect(prefs.visibility.price_2).toBe(false);
    expect(prefs.density).toBe('standard');
    expect(isDefaultPrefs(completePrefs(null))).toBe(true);
  });

  it('keeps a choice per account in local storage and reads it back complete', () => {
    const chosen = withMove(
      withVisibility(withVisibility(defaultColumnPrefs(), 'sku', false), 'price_2', true),
      5,
      0,
    );
    columnPrefsStore.write('acct-1', { ...chosen, density: 'compact' });
    forgetPersistedCaches();
    const read = completePrefs(columnPrefsStore.read('acct-1'));
    expect(read.order[0]).toBe('code'); // moved first, still hidden
    expect(visibleColumnsOf(read)).toEqual([
      'name',
      'price',
      'stock_available',
      'reserved',
      'price_2',
    ]);
    expect(read.density).toBe('compact');
    expect(columnPrefsStore.read('acct-2')).toBeNull();
  });

  it('drops unknown column ids on read; missing ones take their default place and visibility', () => {
    localStorage.setItem(
      'coc.products.columns.acct-1',
      JSON.stringify({
        v: 1,
        data: {
          visibility: { gone: true, price_3: true, sku: false },
          order: ['gone', 'price_3', 'price', 'name', 'price', '<script>'],
          density: 'comfortable',
        },
      }),
    );
    const read = completePrefs(columnPrefsStore.read('acct-1'));
    expect(read.order.slice(0, 3)).toEqual(['price_3', 'price', 'name']);
    expect(read.order).toHaveLength(CATALOG_COLUMNS.length);
    expect(new Set(read.order).size).toBe(CATALOG_COLUMNS.length);
    expect(visibleColumnsOf(read)).toEqual([
      'price_3',
      'price',
      'name',
      'stock_available',
      'reserved',
    ]);
    expect(read.density).toBe('comfortable');
  });

  it('reads a malformed entry as no choice (defaults), and an unknown density as standard', () => {
    localStorage.setItem(
      'coc.products.columns.a',
      JSON.stringify({ v: 1, data: { visibility: 3, order: [] } }),
    );
    expect(columnPrefsStore.read('a')).toBeNull();
    localStorage.setItem(
      'coc.products.columns.b',
      JSON.stringify({ v: 1, data: { visibility: {}, order: [], density: 'huge' } }),
    );
    expect(completePrefs(columnPrefsStore.read('b'))).toEqual(defaultColumnPrefs());
  });

  it('never hides the name, even from storage', () => {
    expect(withVisibility(defaultColumnPrefs(), 'name', false).visibility.name).toBe(true);
    const read = completePrefs({ visibility: { name: false }, order: [], density: 'standard' });
    expect(read.visibility.name).toBe(true);
  });

  it('moves a column, clamped at the ends; an out-of-range move changes nothing', () => {
    const prefs = defaultColumnPrefs();
    expect(withMove(prefs, 1, 0).order.slice(0, 2)).toEqual(['sku', 'name']);
    expect(withMove(prefs, 0, 99).order.at(-1)).toBe('name');
    expect(withMove(prefs, -1, 2)).toBe(prefs);
    expect(withMove(prefs, 2, 2)).toBe(prefs);
    expect(samePrefs(withMove(withMove(prefs, 1, 3), 3, 1), prefs)).toBe(true);
  });
});
