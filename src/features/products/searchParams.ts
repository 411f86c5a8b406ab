import { z } from 'zod/mini';
import {
  PRODUCT_SEARCH_DEFAULTS,
  PRODUCT_SORT_FIELDS,
  PRODUCT_STATUSES,
  SORT_DIRECTIONS,
} from '../../api/schemas/product';
import type {
  ProductSearchRequest,
  ProductSortField,
  ProductStatus,
  SortDirection,
} from '../../api/schemas/product';

/*
 * The product search's state lives in the URL (query, filters, sort, page). This module is
 * the one place that reads and writes it. Every parameter is checked on its own: a malformed
 * or hostile one falls back to its default and never takes the others (or the page) down.
 */

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

/** Longest query kept from a URL (longer ones are cut, not refused). */
export const QUERY_MAX = 200;
/** Largest page number accepted from a URL; a page past the last answers an empty page. */
export const PAGE_MAX = 1_000_000;
/** Largest magnitude of a range bound (same bound as the form's number fields). */
export const BOUND_MAX = 1e13;
/** At most this many categories in one search. */
export const CATEGORIES_MAX = 50;

export interface ProductSearchState {
  query: string;
  inStock: boolean;
  stockMin: number | null;
  stockMax: number | null;
  priceMin: number | null;
  priceMax: number | null;
  categories: string[];
  /** null: either; true: only products with variants; false: only products without. */
  variants: boolean | null;
  status: ProductStatus | null;
  sort: ProductSortField;
  direction: SortDirection;
  page: number;
  pageSize: PageSize;
}

export const DEFAULT_PAGE_SIZE: PageSize = 25;

export const defaultSearchState: ProductSearchState = {
  query: '',
  inStock: false,
  stockMin: null,
  stockMax: null,
  priceMin: null,
  priceMax: null,
  categories: [],
  variants: null,
  status: null,
  sort: PRODUCT_SEARCH_DEFAULTS.sort.field,
  direction: PRODUCT_SEARCH_DEFAULTS.sort.direction,
  page: 1,
  pageSize: DEFAULT_PAGE_SIZE,
};

/** URL parameter names. */
export const PARAM = {
  query: 'q',
  inStock: 'in_stock',
  stockMin: 'stock_min',
  stockMax: 'stock_max',
  priceMin: 'price_min',
  priceMax: 'price_max',
  category: 'category',
  variants: 'variants',
  status: 'status',
  sort: 'sort',
  direction: 'dir',
  page: 'page',
  pageSize: 'size',
} as const;

// A plain decimal: no exponents, no hex, no "NaN"/"Infinity", no blanks.
const DECIMAL = /^-?\d{1,16}(\.\d{1,6})?$/;

function bound(min: number) {
  const value = z
    .pipe(z.string().check(z.regex(DECIMAL)), z.transform(Number))
    .check(z.refine((n) => Number.isFinite(n) && n >= min && Math.abs(n) <= BOUND_MAX));
  return z.catch(
    z.nullable(
      z.pipe(
        value,
        z.transform((n: number) => n + 0),
      ),
    ), // -0 -> 0
    null,
  );
}

const categoryId = z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[\w.:-]+$/));

/** Each member parses one parameter; `.catch` gives its default on anything unexpected. */
const searchParamsSchema = z.object({
  query: z.catch(
    z.pipe(
      z.string(),
      z.transform((s: string) =>
        Array.from(s, (ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? ' ' : ch))
          .slice(0, QUERY_MAX)
          .join(''),
      ),
    ),
    '',
  ),
  inStock: z.catch(
    z.pipe(
      z.enum(['true', '1']),
      z.transform(() => true),
    ),
    false,
  ),
  stockMin: bound(-BOUND_MAX),
  stockMax: bound(-BOUND_MAX),
  priceMin: bound(0),
  priceMax: bound(0),
  categories: z.catch(
    z.pipe(
      z.array(z.string()).check(z.maxLength(CATEGORIES_MAX)),
      // One bad id drops only itself.
      z.transform((ids: string[]) => ids.filter((id) => categoryId.safeParse(id).success)),
    ),
    [],
  ),
  variants: z.catch(
    z.nullable(
      z.pipe(
        z.enum(['true', 'false']),
        z.transform((v: 'true' | 'false') => v === 'true'),
      ),
    ),
    null,
  ),
  status: z.catch(z.nullable(z.enum(PRODUCT_STATUSES)), null),
  sort: z.catch(z.enum(PRODUCT_SORT_FIELDS), defaultSearchState.sort),
  direction: z.catch(z.enum(SORT_DIRECTIONS), defaultSearchState.direction),
  page: z.catch(
    z
      .pipe(z.string().check(z.regex(/^\d{1,7}$/)), z.transform(Number))
      .check(z.refine((n) => n >= 1 && n <= PAGE_MAX)),
    1,
  ),
  pageSize: z.catch(
    z.pipe(
      z.enum(PAGE_SIZES.map(String) as [string, ...string[]]),
      // eslint-disable-next-line no-restricted-syntax -- one of PAGE_SIZES (enum above), not typed input
      z.transform((s: string) => Number(s) as PageSize),
    ),
    DEFAULT_PAGE_SIZE,
  ),
});

/** The single value of a parameter; a repeated parameter is ambiguous and counts as malformed. */
function single(params: URLSearchParams, name: string): string | string[] | undefined {
  const all = params.getAll(name);
  if (all.length === 0) return undefined;
  return all.length === 1 ? all[0] : all;
}

export interface ParseOptions {
  /** Category ids the console knows (from config); unknown ones are dropped. */
  knownCategories?: readonly string[];
}

/** The search state a URL's parameters describe. Never throws. */
export function parseSearchParams(
  params: URLSearchParams,
  options: ParseOptions = {},
): ProductSearchState {
  const raw = {
    query: single(params, PARAM.query),
    inStock: single(params, PARAM.inStock),
    stockMin: single(params, PARAM.stockMin),
    stockMax: single(params, PARAM.stockMax),
    priceMin: single(params, PARAM.priceMin),
    priceMax: single(params, PARAM.priceMax),
    categories: params.getAll(PARAM.category),
    variants: single(params, PARAM.variants),
    status: single(params, PARAM.status),
    sort: single(params, PARAM.sort),
    direction: single(params, PARAM.direction),
    page: single(params, PARAM.page),
    pageSize: single(params, PARAM.pageSize),
  };
  const parsed = searchParamsSchema.safeParse(raw);
  // Every member catches its own failure, so this cannot fail; keep a default all the same.
  if (!parsed.success) return { ...defaultSearchState };
  const state: ProductSearchState = { ...parsed.data };
  const known = options.knownCategories ? new Set(options.knownCategories) : null;
  state.categories = [...new Set(state.categories)].filter((c) => known === null || known.has(c));
  return state;
}

/** URL parameters of a state; defaults are left out so that links stay short. */
export function toSearchParams(state: ProductSearchState): URLSearchParams {
  const p = new URLSearchParams();
  const d = defaultSearchState;
  if (state.query.trim() !== '') p.set(PARAM.query, state.query);
  if (state.inStock) p.set(PARAM.inStock, 'true');
  if (state.stockMin !== null) p.set(PARAM.stockMin, String(state.stockMin));
  if (state.stockMax !== null) p.set(PARAM.stockMax, String(state.stockMax));
  if (state.priceMin !== null) p.set(PARAM.priceMin, String(state.priceMin));
  if (state.priceMax !== null) p.set(PARAM.priceMax, String(state.priceMax));
  for (const c of state.categories) p.append(PARAM.category, c);
  if (state.variants !== null) p.set(PARAM.variants, String(state.variants));
  if (state.status !== null) p.set(PARAM.status, state.status);
  if (state.sort !== d.sort) p.set(PARAM.sort, state.sort);
  if (state.direction !== d.direction) p.set(PARAM.direction, state.direction);
  if (state.page !== d.page) p.set(PARAM.page, String(state.page));
  if (state.pageSize !== d.pageSize) p.set(PARAM.pageSize, String(state.pageSize));
  return p;
}

/** The filters of a search (what the filter panel shows). */
export type SearchFilters = Pick<
  ProductSearchState,
  | 'inStock'
  | 'stockMin'
  | 'stockMax'
  | 'priceMin'
  | 'priceMax'
  | 'categories'
  | 'variants'
  | 'status'
>;

export function filtersOf(state: ProductSearchState): SearchFilters {
  const { inStock, stockMin, stockMax, priceMin, priceMax, categories, variants, status } = state;
  return { inStock, stockMin, stockMax, priceMin, priceMax, categories, variants, status };
}

/** Whether any filter (not the query, sort or paging) is set. */
export function hasFilters(state: SearchFilters): boolean {
  return (
    state.inStock ||
    state.stockMin !== null ||
    state.stockMax !== null ||
    state.priceMin !== null ||
    state.priceMax !== null ||
    state.categories.length > 0 ||
    state.variants !== null ||
    state.status !== null
  );
}

/** The state with the query and every filter cleared (sort and page size kept). */
export function clearFilters(state: ProductSearchState): ProductSearchState {
  return {
    ...defaultSearchState,
    sort: state.sort,
    direction: state.direction,
    pageSize: state.pageSize,
  };
}

/** The `POST /v1/products/search` body of a state. Members at their default are left out. */
export function toSearchRequest(state: ProductSearchState): ProductSearchRequest {
  const filters: NonNullable<ProductSearchRequest['filters']> = {};
  if (state.inStock) filters.in_stock = true;
  if (state.stockMin !== null) filters.stock_min = state.stockMin;
  if (state.stockMax !== null) filters.stock_max = state.stockMax;
  if (state.priceMin !== null) filters.price_min = state.priceMin;
  if (state.priceMax !== null) filters.price_max = state.priceMax;
  if (state.categories.length > 0) filters.category_ids = [...state.categories];
  if (state.variants !== null) filters.includes_variants = state.variants;
  if (state.status !== null) filters.status = state.status;
  const request: ProductSearchRequest = {
    page: state.page,
    page_size: state.pageSize,
    sort: { field: state.sort, direction: state.direction },
  };
  const query = state.query.trim();
  if (query !== '') request.query = query;
  if (Object.keys(filters).length > 0) request.filters = filters;
  return request;
}
