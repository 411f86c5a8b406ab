// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPersistedCaches } from '../../../lib/persistedStore';
import { defaultSearchState } from '../searchParams';
import { defaultColumnPrefs, withMove, withVisibility } from './columnPrefs';
import {
  addView,
  deleteView,
  matchingView,
  renameView,
  restoreView,
  savedViewsStore,
  viewNameError,
  viewParamsOf,
  viewPrefs,
  VIEWS_MAX,
} from './savedViews';
import type { SavedView } from './savedViews';

const prefs = defaultColumnPrefs();
const wide = withVisibility(withMove(prefs, 2, 0), 'price_2', true);

function two(): SavedView[] {
  let views = addView([], { id: 'a', name: 'Low stock', params: 'stock_max=5', prefs });
  views = addView(views, { id: 'b', name: 'Prices', params: 'sort=price&dir=desc', prefs: wide });
  return views;
}

describe('saved views', () => {
  beforeEach(() => {
    localStorage.clear();
    forgetPersistedCaches();
  });

  it('a view holds the search as the URL does, without the page', () => {
    const params = viewParamsOf({
      ...defaultSearchState,
      query: 'café',
      inStock: true,
      sort: 'price',
      direction: 'desc',
      page: 7,
      pageSize: 50,
    });
    const read = new URLSearchParams(params);
    expect(read.get('q')).toBe('café');
    expect(read.get('in_stock')).toBe('true');
    expect(read.get('sort')).toBe('price');
    expect(read.get('size')).toBe('50');
    expect(read.has('page')).toBe(false);
  });

  it('a name is required, trimmed, at most 60 characters and unique (any case) per account', () => {
    const views = two();
    expect(viewNameError('   ', views)).toBe('required');
    expect(viewNameError('x'.repeat(61), views)).toBe('tooLong');
    expect(viewNameError(`  ${'x'.repeat(60)}  `, views)).toBeNull();
    expect(viewNameError(' low STOCK ', views)).toBe('duplicate');
    // renaming a view to its own name (another case) is fine
    expect(viewNameError('LOW STOCK', views, 'a')).toBeNull();
    expect(viewNameError('Prices', views, 'a')).toBe('duplicate');
    const full = Array.from({ length: VIEWS_MAX }, (_, i) => ({
      ...views[0]!,
      id: `v${i}`,
      name: `V ${i}`,
    }));
    expect(viewNameError('One more', full)).toBe('tooMany');
  });

  it('saves with the trimmed name; refuses an invalid one', () => {
    const views = addView([], { id: 'x', name: '  Mine  ', params: 'q=a', prefs });
    expect(views.map((v) => v.name)).toEqual(['Mine']);
    expect(addView(views, { id: 'y', name: 'mine', params: '', prefs })).toHaveLength(1);
  });

  it('renames, and refuses a name another view has', () => {
    const views = two();
    expect(renameView(views, 'a', ' Restock ').map((v) => v.name)).toEqual(['Restock', 'Prices']);
    expect(renameView(views, 'a', 'prices').map((v) => v.name)).toEqual(['Low stock', 'Prices']);
  });

  it('deletes, and Undo puts the view back in its place', () => {
    const views = two();
    const { views: left, removed } = deleteView(views, 'a');
    expect(left.map((v) => v.id)).toEqual(['b']);
    expect(removed).not.toBeNull();
    expect(restoreView(left, removed!).map((v) => v.id)).toEqual(['a', 'b']);
    expect(deleteView(views, 'nope').removed).toBeNull();
  });

  it('marks the view with exactly this search and these columns', () => {
    const views = two();
    expect(matchingView(views, 'stock_max=5', prefs)?.id).toBe('a');
    expect(matchingView(views, 'sort=price&dir=desc', wide)?.id).toBe('b');
    // same search, other columns or density: not that view
    expect(matchingView(views, 'sort=price&dir=desc', prefs)).toBeNull();
    expect(matchingView(views, 'stock_max=5', { ...prefs, density: 'compact' })).toBeNull();
    expect(viewPrefs(views[1]!).visibility.price_2).toBe(true);
  });

  it('is kept per account; a malformed stored view drops only itself', () => {
    savedViewsStore.write('acct-1', two());
    forgetPersistedCaches();
    expect(savedViewsStore.read('acct-1')?.map((v) => v.name)).toEqual(['Low stock', 'Prices']);
    expect(savedViewsStore.read('acct-2')).toBeNull();
    const stored = JSON.parse(localStorage.getItem('coc.products.views.acct-1') ?? '{}') as {
      data: unknown[];
    };
    stored.data.push(
      { id: 'c', name: '', params: '', columns: {} },
      { id: 'd', name: 'x'.repeat(61) },
      7,
    );
    stored.data.push({
      ...(stored.data[0] as object),
      id: 'e',
      name: 'Other',
      columns: { visibility: { gone: true }, order: ['gone', 'sku'], density: 'compact' },
    });
    localStorage.setItem('coc.products.views.acct-1', JSON.stringify(stored));
    forgetPersistedCaches();
    const read = savedViewsStore.read('acct-1') ?? [];
    expect(read.map((v) => v.id)).toEqual(['a', 'b', 'e']);
    expect(read[2]?.columns.order).toEqual(['sku']);
    expect(read[2]?.columns.visibility).toEqual({});
  });
});
