import { describe, expect, it } from 'vitest';
import { activeFilterCount } from './filterCount';
import { defaultSearchState, filtersOf } from './searchParams';

describe('activeFilterCount', () => {
  const none = filtersOf(defaultSearchState);

  it('is 0 with no filter set (the query, sort and paging are not filters)', () => {
    expect(activeFilterCount(none)).toBe(0);
    expect(activeFilterCount(filtersOf({ ...defaultSearchState, query: 'aceite', page: 3 }))).toBe(
      0,
    );
  });

  it('counts each filter once, each bound of a range apart, the categories as one', () => {
    expect(activeFilterCount({ ...none, inStock: true })).toBe(1);
    expect(activeFilterCount({ ...none, categories: ['cat-1', 'cat-2'] })).toBe(1);
    expect(activeFilterCount({ ...none, stockMin: 0, stockMax: 10 })).toBe(2);
    expect(
      activeFilterCount({
        inStock: true,
        stockMin: 1,
        stockMax: 5,
        priceMin: 0,
        priceMax: 100,
        categories: ['cat-1'],
        variants: false,
        status: 'draft',
      }),
    ).toBe(8);
  });
});
