import type {
  ProductSearchData,
  ProductSortField,
  SortDirection,
} from '../src/api/schemas/index.ts';
import { PRODUCT_SEARCH_DEFAULTS } from '../src/api/schemas/index.ts';
import type { ProductRecord, ProductSearchItemRecord, ProductSearchPageRecord } from './records.ts';
import type { AccountState } from './store.ts';

/*
 * Product search of CONTRACT.md "Products": a linear scan over the account's products in a
 * cached sort order. Orders by name, sku, price and created_at only change with product
 * writes; the stock figures and the stock_available order only with stock writes; so a stock
 * batch does not cost a re-sort by name.
 */

/** Per-product keys that only change when the product record is replaced. */
interface ProductKeys {
  /** name, sku, code and reference folded (`foldText`), one per line, for the query */
  haystack: string;
  /** name folded for sorting (lower case, no accents) */
  nameKey: string;
  skuKey: string | null;
}

/** Stock figures of a product summed over the account's warehouses. */
interface Figures {
  reserved: number;
  available: number;
}

/** Quantities carry up to 6 decimals: keep sums clean of binary noise (0.1 + 0.2 -> 0.3). */
const clean = (x: number): number => Math.round(x * 1e6) / 1e6 + 0;

/** Lower case without accents ("Azúcar" -> "azucar"): how names sort and how the query matches. */
export const foldText = (s: string): string =>
  // Printable ASCII needs no decomposition (the common case, and much faster).
  !/[^ -~]/.test(s)
    ? s.toLowerCase()
    : s
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();

// Records are replaced (never mutated) on update, so a record's keys never go stale.
const keyCache = new WeakMap<ProductRecord, ProductKeys>();

function keysOf(product: ProductRecord): ProductKeys {
  let keys = keyCache.get(product);
  if (!keys) {
    const nameKey = foldText(product.name);
    keys = {
      haystack: productHaystack(product, nameKey),
      nameKey,
      skuKey: product.sku === null ? null : product.sku.toLowerCase(),
    };
    keyCache.set(product, keys);
  }
  return keys;
}

interface SortedList {
  field: ProductSortField;
  direction: SortDirection;
  list: ProductRecord[];
}

interface SearchCache {
  productsVersion: number;
  stockVersion: number;
  /** `${field}:${direction}` -> products in that order */
  sorted: Map<string, SortedList>;
  figures: Map<string, Figures>;
}

const caches = new WeakMap<AccountState, SearchCache>();

/** More pending writes than this and a cache is rebuilt rather than updated. */
const MAX_INCREMENTAL = 64;

function cacheOf(acc: AccountState): SearchCache {
  let cache = caches.get(acc);
  if (!cache) {
    cache = {
      productsVersion: acc.productsVersion,
      stockVersion: acc.stockVersion,
      sorted: new Map(),
      figures: new Map(),
    };
    caches.set(acc, cache);
    return cache;
  }
  if (cache.productsVersion !== acc.productsVersion) {
    const since = cache.productsVersion;
    const pending = acc.productLog.filter((e) => e.version > since);
    if (pending.length === acc.productsVersion - since && pending.length <= MAX_INCREMENTAL) {
      for (const { field, direction, list } of cache.sorted.values()) {
        const compare = comparator(acc, cache, field, direction);
        for (const change of pending) {
          if (change.previous) removeSorted(list, change.previous, compare);
          insertSorted(list, change.next, compare);
        }
      }
    } else {
      cache.sorted = new Map();
    }
    cache.productsVersion = acc.productsVersion;
  }
  if (cache.stockVersion !== acc.stockVersion) {
    const since = cache.stockVersion;
    const pending = acc.stockLog.filter((e) => e.version > since);
    const changed = new Set(pending.map((e) => e.productId));
    if (pending.length === acc.stockVersion - since && changed.size <= MAX_INCREMENTAL) {
      // Only the stock_available orders depend on stock: move the changed products in them.
      const byStock = [...cache.sorted.values()].filter((s) => s.field === 'stock_available');
      for (const id of changed) {
        const product = acc.products.get(id);
        for (const { field, direction, list } of byStock) {
          if (product) removeSorted(list, product, comparator(acc, cache, field, direction));
        }
        cache.figures.delete(id);
        for (const { field, direction, list } of byStock) {
          if (product) insertSorted(list, product, comparator(acc, cache, field, direction));
        }
      }
    } else {
      cache.figures = new Map();
      for (const [key, sorted] of [...cache.sorted])
        if (sorted.field === 'stock_available') cache.sorted.delete(key);
    }
    cache.stockVersion = acc.stockVersion;
  }
  return cache;
}

/** Index of the first element not less than `item`. */
function lowerBound(list: readonly ProductRecord[], item: ProductRecord, compare: Compare): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const probe = list[mid];
    if (probe !== undefined && compare(probe, item) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function removeSorted(list: ProductRecord[], item: ProductRecord, compare: Compare): void {
  const at = lowerBound(list, item, compare);
  const index = list[at] === item ? at : list.indexOf(item);
  if (index >= 0) list.splice(index, 1);
}

function insertSorted(list: ProductRecord[], item: ProductRecord, compare: Compare): void {
  list.splice(lowerBound(list, item, compare), 0, item);
}

function figuresOf(acc: AccountState, cache: SearchCache, productId: string): Figures {
  let figures = cache.figures.get(productId);
  if (!figures) {
    let stock = 0;
    let reserved = 0;
    const byWarehouse = acc.stock.get(productId);
    if (byWarehouse) {
      for (const level of byWarehouse.values()) {
        stock += level.stock;
        reserved += level.reserved;
      }
    }
    figures = { reserved: clean(reserved), available: clean(stock - reserved) };
    cache.figures.set(productId, figures);
  }
  return figures;
}

type Compare = (a: ProductRecord, b: ProductRecord) => number;

const byValue = (a: SortKey, b: SortKey, sign: 1 | -1): number => {
  // Missing values sort last in both directions.
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  return a < b ? -sign : a > b ? sign : 0;
};

type SortKey = string | number | null;

/** The value a product sorts on for one field. */
function sortKeyOf(
  acc: AccountState,
  cache: SearchCache,
  field: ProductSortField,
): (p: ProductRecord) => SortKey {
  switch (field) {
    case 'name':
      return (p) => keysOf(p).nameKey;
    case 'sku':
      return (p) => keysOf(p).skuKey;
    case 'price':
      return (p) => p.price;
    case 'stock_available':
      return (p) => figuresOf(acc, cache, p.id).available;
    case 'created_at':
      return (p) => p.created_at;
  }
}

/** Ties are broken by id, ascending, whatever the direction. */
const byId = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function comparator(
  acc: AccountState,
  cache: SearchCache,
  field: ProductSortField,
  direction: SortDirection,
): Compare {
  const sign = direction === 'desc' ? -1 : 1;
  const keyOf = sortKeyOf(acc, cache, field);
  return (a, b) => byValue(keyOf(a), keyOf(b), sign) || byId(a.id, b.id);
}

function sortedProducts(
  acc: AccountState,
  cache: SearchCache,
  field: ProductSortField,
  direction: SortDirection,
): ProductRecord[] {
  const key = `${field}:${direction}`;
  let sorted = cache.sorted.get(key);
  if (!sorted) {
    // A full sort reads each product's key once (decorate, sort, undecorate).
    const sign = direction === 'desc' ? -1 : 1;
    const keyOf = sortKeyOf(acc, cache, field);
    const decorated: { key: SortKey; id: string; product: ProductRecord }[] = [];
    for (const product of acc.products.values()) {
      decorated.push({ key: keyOf(product), id: product.id, product });
    }
    decorated.sort((a, b) => byValue(a.key, b.key, sign) || byId(a.id, b.id));
    sorted = { field, direction, list: decorated.map((d) => d.product) };
    cache.sorted.set(key, sorted);
  }
  return sorted.list;
}

/**
 * The text a query is matched against: the folded name, sku, code and reference, one per line.
 * `nameKey`: the name already folded (for sorting), not folded twice.
 */
export function productHaystack(
  product: Pick<ProductRecord, 'name' | 'sku' | 'code' | 'reference'>,
  nameKey = foldText(product.name),
): string {
  const parts = [nameKey];
  for (const part of [product.sku, product.code, product.reference]) {
    if (part !== null && part !== '') parts.push(foldText(part));
  }
  // One flat string (joined, not concatenated piece by piece): `includes` scans it fastest.
  return parts.join('\n');
}

/**
 * A query's words: folded (case and accents ignored), split on white space. No words (an empty
 * or blank query) matches every product.
 */
export function queryWords(query: string): string[] {
  return foldText(query)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/**
 * CONTRACT.md "Products" query: every word occurs in name, sku, code or reference, each word in
 * any one of them, in any order ("gourmet aceite" finds "Aceite vegetal Gourmet 3 L"). A word
 * holds no white space, so it never spans two fields of the one-per-line haystack.
 */
export function matchesWords(haystack: string, words: readonly string[]): boolean {
  for (const word of words) if (!haystack.includes(word)) return false;
  return true;
}

/** CONTRACT.md "Products" search: filters, query, sort (ties by id), pages. */
export function searchProducts(
  acc: AccountState,
  request: ProductSearchData,
): ProductSearchPageRecord {
  const page = request.page ?? PRODUCT_SEARCH_DEFAULTS.page;
  const pageSize = request.page_size ?? PRODUCT_SEARCH_DEFAULTS.page_size;
  const field = request.sort?.field ?? PRODUCT_SEARCH_DEFAULTS.sort.field;
  const direction = request.sort?.direction ?? PRODUCT_SEARCH_DEFAULTS.sort.direction;
  const words = queryWords(request.query ?? '');
  const f = request.filters ?? {};
  const categories = f.category_ids && f.category_ids.length > 0 ? new Set(f.category_ids) : null;
  const stockMin = f.stock_min ?? null;
  const stockMax = f.stock_max ?? null;
  const priceMin = f.price_min ?? null;
  const priceMax = f.price_max ?? null;
  const inStock = f.in_stock ?? null;
  const status = f.status ?? null;
  const variants = f.includes_variants ?? null;
  const stockFiltered = stockMin !== null || stockMax !== null || inStock !== null;

  const cache = cacheOf(acc);
  const start = (page - 1) * pageSize;
  const end = start + pageSize;
  const items: ProductSearchItemRecord[] = [];
  let total = 0;
  for (const p of sortedProducts(acc, cache, field, direction)) {
    if (status !== null && p.status !== status) continue;
    if (variants !== null && p.includes_variants !== variants) continue;
    if (categories !== null && (p.category_id === null || !categories.has(p.category_id))) continue;
    if (priceMin !== null && (p.price === null || p.price < priceMin)) continue;
    if (priceMax !== null && (p.price === null || p.price > priceMax)) continue;
    if (words.length > 0 && !matchesWords(keysOf(p).haystack, words)) continue;
    if (stockFiltered) {
      const { available } = figuresOf(acc, cache, p.id);
      if (stockMin !== null && available < stockMin) continue;
      if (stockMax !== null && available > stockMax) continue;
      if (inStock !== null && available > 0 !== inStock) continue;
    }
    if (total >= start && total < end) {
      const figures = figuresOf(acc, cache, p.id);
      items.push({
        id: p.id,
        name: p.name,
        sku: p.sku,
        price: p.price,
        stock_available: figures.available,
        reserved: figures.reserved,
        measurement: p.measurement,
      });
    }
    total += 1;
  }
  return {
    items,
    total_items: total,
    page,
    page_size: pageSize,
    total_pages: Math.ceil(total / pageSize),
  };
}
