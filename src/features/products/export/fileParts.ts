import type { ProductSearchState } from '../searchParams';

/** The products catalog's `t` as the file name needs it. */
export type Words = (key: string, values?: Record<string, string>) => string;

/**
 * What the file name says of the search, in the person's language: the query, then each filter
 * set (`aceite`, `in-stock`, `price-from-1000`, the status and categories by name). Sort and
 * paging are not filters: they are left out. `exportFileName` (csv.ts) slugs and joins them.
 */
export function filterParts(
  state: ProductSearchState,
  t: Words,
  categoryName: (id: string) => string,
): string[] {
  const parts: string[] = [];
  const number = (n: number) => String(n);
  if (state.query.trim() !== '') parts.push(state.query.trim());
  if (state.inStock) parts.push(t('export.file.inStock'));
  if (state.stockMin !== null)
    parts.push(t('export.file.stockFrom', { value: number(state.stockMin) }));
  if (state.stockMax !== null)
    parts.push(t('export.file.stockTo', { value: number(state.stockMax) }));
  if (state.priceMin !== null)
    parts.push(t('export.file.priceFrom', { value: number(state.priceMin) }));
  if (state.priceMax !== null)
    parts.push(t('export.file.priceTo', { value: number(state.priceMax) }));
  if (state.status !== null) parts.push(t(`status.${state.status}`));
  if (state.variants !== null) {
    parts.push(t(state.variants ? 'export.file.withVariants' : 'export.file.withoutVariants'));
  }
  if (state.categories.length > 0) parts.push(state.categories.map(categoryName).join(' '));
  return parts;
}
