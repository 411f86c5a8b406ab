import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productSearchRequestSchema } from '../../api/schemas/product';
import {
  clearFilters,
  defaultSearchState,
  hasFilters,
  parseSearchParams,
  QUERY_MAX,
  toSearchParams,
  toSearchRequest,
} from './searchParams';
import type { ProductSearchState } from './searchParams';

const parse = (qs: string, knownCategories?: string[]) =>
  parseSearchParams(new URLSearchParams(qs), knownCategories ? { knownCategories } : {});

describe('parseSearchParams', () => {
  it('gives the defaults for an empty URL', () => {
    expect(parse('')).toEqual(defaultSearchState);
  });

  it('reads every parameter', () => {
    const state = parse(
      'q=caf%C3%A9&in_stock=true&stock_min=-2&stock_max=10.5&price_min=0&price_max=50000&category=cat-1&category=cat-3' +
        '&variants=false&status=draft&sort=price&dir=desc&page=3&size=50',
    );
    expect(state).toEqual<ProductSearchState>({
      query: 'café',
      inStock: true,
      stockMin: -2,
      stockMax: 10.5,
      priceMin: 0,
      priceMax: 50000,
      categories: ['cat-1', 'cat-3'],
      variants: false,
      status: 'draft',
      sort: 'price',
      direction: 'desc',
      page: 3,
      pageSize: 50,
    });
  });

  it.each([
    ['page=-1', { page: 1 }],
    ['page=0', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page=NaN', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=99999999999999999999', { page: 1 }],
    ['page=%20', { page: 1 }],
    ['page=0x10', { page: 1 }],
    ['size=7', { pageSize: 25 }],
    ['size=1000', { pageSize: 25 }],
    ['size=-25', { pageSize: 25 }],
    ['size=', { pageSize: 25 }],
    ['sort=__proto__', { sort: 'name' }],
    ['sort=stock', { sort: 'name' }],
    ['sort=reserved', { sort: 'name' }],
    ['dir=sideways', { direction: 'asc' }],
    ['status=deleted', { status: null }],
    ['status=ACTIVE', { status: null }],
    ['variants=maybe', { variants: null }],
    ['in_stock=yes', { inStock: false }],
    ['price_min=-1', { priceMin: null }],
    ['price_max=1e309', { priceMax: null }],
    ['price_max=Infinity', { priceMax: null }],
    ['price_max=NaN', { priceMax: null }],
    ['price_max=99999999999999999', { priceMax: null }],
    ['stock_min=--1', { stockMin: null }],
    ['stock_min=1,5', { stockMin: null }],
    ['stock_max=12abc', { stockMax: null }],
  ] as const)('%s falls back to the default', (qs, expected) => {
    expect(parse(qs)).toEqual({ ...defaultSearchState, ...expected });
  });

  it('treats a repeated single-valued parameter as malformed', () => {
    expect(parse('page=2&page=3&sort=price&sort=sku&q=a&q=b&size=10&size=50')).toEqual(
      defaultSearchState,
    );
  });

  it('keeps the other parameters when one is malformed', () => {
    expect(parse('page=abc&sort=price&size=7&q=tea')).toEqual({
      ...defaultSearchState,
      sort: 'price',
      query: 'tea',
    });
  });

  it('keeps markup in the query as plain text (React shows it as text)', () => {
    const state = parse(`q=${encodeURIComponent('<script>alert(1)</script>')}`);
    expect(state.query).toBe('<script>alert(1)</script>');
  });

  it('cuts an overlong query and blanks control characters', () => {
    expect(parse(`q=${'x'.repeat(5000)}`).query).toHaveLength(QUERY_MAX);
    expect(parse('q=a%00b%0Ac').query).toBe('a b c');
  });

  it('drops hostile and unknown categories and repeats', () => {
    expect(
      parse('category=<script>&category=cat-1&category=cat-1&category=cat-9', ['cat-1', 'cat-2'])
        .categories,
    ).toEqual(['cat-1']);
    expect(parse('category=' + 'a'.repeat(100)).categories).toEqual([]);
  });

  it('refuses an absurd number of categories', () => {
    const qs = Array.from({ length: 60 }, (_, i) => `category=c${i}`).join('&');
    expect(parse(qs).categories).toEqual([]);
  });

  it('normalises -0', () => {
    expect(Object.is(parse('stock_min=-0').stockMin, 0)).toBe(true);
  });

  it('never throws and always yields a request the API accepts (property)', () => {
    const names = [
      'q',
      'in_stock',
      'stock_min',
      'stock_max',
      'price_min',
      'price_max',
      'category',
      'variants',
      'status',
      'sort',
      'dir',
      'page',
      'size',
      '__proto__',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ maxLength: 30 })), {
          maxLength: 20,
        }),
        (pairs) => {
          const params = new URLSearchParams();
          for (const [k, v] of pairs) params.append(k, v);
          const state = parseSearchParams(params);
          expect(productSearchRequestSchema.safeParse(toSearchRequest(state)).success).toBe(true);
        },
      ),
    );
  });
});

describe('toSearchParams', () => {
  it('leaves defaults out', () => {
    expect(toSearchParams(defaultSearchState).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const state: ProductSearchState = {
      query: 'a & b = c?',
      inStock: true,
      stockMin: -3,
      stockMax: 0,
      priceMin: 1.5,
      priceMax: 2000,
      categories: ['cat-2', 'cat-1'],
      variants: true,
      status: 'inactive',
      sort: 'created_at',
      direction: 'desc',
      page: 12,
      pageSize: 100,
    };
    expect(parseSearchParams(new URLSearchParams(toSearchParams(state).toString()))).toEqual(state);
  });
});

describe('toSearchRequest', () => {
  it('sends paging and sort always, filters only when set', () => {
    expect(toSearchRequest(defaultSearchState)).toEqual({
      page: 1,
      page_size: 25,
      sort: { field: 'name', direction: 'asc' },
    });
  });

  it('maps every filter', () => {
    const request = toSearchRequest({
      ...defaultSearchState,
      query: '  tea ',
      inStock: true,
      stockMin: 1,
      stockMax: 5,
      priceMin: 0,
      priceMax: 9,
      categories: ['cat-1'],
      variants: false,
      status: 'active',
    });
    expect(request).toEqual({
      query: 'tea',
      page: 1,
      page_size: 25,
      sort: { field: 'name', direction: 'asc' },
      filters: {
        in_stock: true,
        stock_min: 1,
        stock_max: 5,
        price_min: 0,
        price_max: 9,
        category_ids: ['cat-1'],
        includes_variants: false,
        status: 'active',
      },
    });
  });
});

describe('filters helpers', () => {
  it('hasFilters and clearFilters', () => {
    const state = {
      ...defaultSearchState,
      query: 'x',
      status: 'draft' as const,
      sort: 'price' as const,
      pageSize: 50 as const,
      page: 4,
    };
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(defaultSearchState)).toBe(false);
    expect(clearFilters(state)).toEqual({ ...defaultSearchState, sort: 'price', pageSize: 50 });
  });
});
