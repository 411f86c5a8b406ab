import { Tip } from '../../../ui/Tip';
import ErrorIcon from '@mui/icons-material/Error';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import { getProduct } from '../../../api/products';
import { PRODUCT_STATUSES } from '../../../api/schemas/product';
import type { Product, ProductSearchItem } from '../../../api/schemas/product';
import { createPool } from '../../../lib/pool';
import { productQuery } from '../../../queries/products';
import { describeError } from '../../../ui/describeError';
import { columnValue, needsRecords } from './columnCatalog';
import type { CatalogColumnId, ColumnValueNames } from './columnCatalog';
import { visuallyHidden } from '@mui/utils';

/*
 * The records behind the 'record' columns (columnCatalog.ts): the whole Product of each row on
 * the page, read through the product detail query (the product page's cache), at most
 * RECORD_READS_AT_ONCE at a time, and only while such a column is shown. Reads retry per the
 * read policy (the query client's defaults). Each cell shows its own state: a quiet
 * placeholder while its record loads, "—" for no value, an error mark when the read failed.
 */

export const RECORD_READS_AT_ONCE = 4;
/** One queue for every record read of the results (a new page's reads wait behind nothing old:
 * a query left behind is cancelled, and its waiting read leaves the queue). */
const recordPool = createPool(RECORD_READS_AT_ONCE);

/** The product detail query, its read taking a place in the records' pool. */
export function productRecordQuery(id: string) {
  const base = productQuery(id);
  return queryOptions({
    queryKey: base.queryKey,
    queryFn: ({ signal }) => recordPool.run(() => getProduct(id, { signal }), signal),
  });
}

/** Which products' records to read: those of the page's rows, when a shown column needs one. */
export function recordIdsToLoad(
  rows: readonly Pick<ProductSearchItem, 'id'>[],
  visible: readonly CatalogColumnId[],
): string[] {
  if (!needsRecords(visible)) return [];
  return [...new Set(rows.map((r) => r.id))];
}

export type RecordState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; record: Product };

export type RecordStates = ReadonlyMap<string, RecordState>;
const NONE: RecordStates = new Map();

/** The records of `ids` (none read when `ids` is empty), by product id. */
export function useProductRecords(ids: readonly string[]): RecordStates {
  return useQueries({
    queries: ids.map((id) => productRecordQuery(id)),
    combine: (results) => {
      if (results.length === 0) return NONE;
      const states = new Map<string, RecordState>();
      results.forEach((r, i) => {
        const id = ids[i];
        if (id === undefined) return;
        if (r.data !== undefined) states.set(id, { status: 'success', record: r.data });
        else if (r.isError) states.set(id, { status: 'error', error: r.error });
        else states.set(id, { status: 'pending' });
      });
      return states;
    },
  });
}

/** The records of the rows on screen, for the record columns' cells. */
export const RecordsContext = createContext<RecordStates>(NONE);

/** Status codes and category ids named in the person's language and the configuration. */
export function columnValueNames(
  t: TFunction<'products'>,
  categories: readonly { id: string; name: string }[],
): ColumnValueNames {
  const statuses: ReadonlySet<string> = new Set(PRODUCT_STATUSES);
  return {
    status: (code) => (statuses.has(code) ? t(`status.${code}` as 'status.active') : code),
    category: (id) => categories.find((c) => c.id === id)?.name ?? t('category.unknown', { id }),
  };
}

interface RecordCellProps {
  item: ProductSearchItem;
  column: CatalogColumnId;
  /** The column's name, shown before the value where the header row is not (phones). */
  label: string;
  names: ColumnValueNames;
  format: (value: string | number) => string;
}

/** A record column's cell: its value once the row's record is read. */
export function RecordCell({ item, column, label, names, format }: RecordCellProps) {
  const { t } = useTranslation('products');
  const { t: tc } = useTranslation();
  const state = useContext(RecordsContext).get(item.id);
  const head = <span className="cell-label">{label} </span>;
  if (state === undefined || state.status === 'pending') {
    return (
      <>
        {head}
        <span className="record-pending" aria-hidden="true">
          …
        </span>
        <span style={visuallyHidden}>{t('columns.loading')}</span>
      </>
    );
  }
  if (state.status === 'error') {
    const message = t('columns.recordFailed', { reason: describeError(tc, state.error) });
    return (
      <>
        {head}
        <Tip title={message}>
          <ErrorIcon
            className="record-error"
            color="error"
            fontSize="small"
            aria-hidden={false}
            aria-label={message}
            role="img"
            sx={{ verticalAlign: 'middle' }}
          />
        </Tip>
      </>
    );
  }
  const value = columnValue(column, item, state.record, names);
  return (
    <>
      {head}
      {value == null ? '—' : format(value)}
    </>
  );
}
