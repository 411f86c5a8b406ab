import {
  columnOrderingFeature,
  columnVisibilityFeature,
  createColumnHelper,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import type {
  CellContext,
  ColumnDef,
  HeaderContext,
  ReactTable,
  RowSelectionState,
} from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { createContext, useContext } from 'react';
import type { ProductSearchItem } from '../../../api/schemas/product';
import { paths } from '../../../app/paths';
import { formatMoney, formatNumber } from '../../../lib/format';
import type { Density } from '../views/columnPrefs';
import { CATALOG_COLUMNS, COLUMN_SPECS } from './columnCatalog';
import type { CatalogColumnId } from './columnCatalog';
import { columnValueNames, RecordCell } from './recordColumns';

/*
 * The results table's columns and the TanStack Table features it registers: only those it
 * uses (sorting state, column visibility and order, row selection), so the bundle carries
 * nothing else. The server sorts and pages: no client row models are registered.
 */

export const resultFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  columnOrderingFeature,
  rowSelectionFeature,
});
export type ResultFeatures = typeof resultFeatures;
export type ResultsTableInstance = ReactTable<ResultFeatures, ProductSearchItem>;
export type { RowSelectionState };

/** The data columns, in their default order: the column catalog's (columnCatalog.ts). */
export const PRODUCT_COLUMNS = CATALOG_COLUMNS;
export type ProductColumnId = CatalogColumnId;
/** The checkbox column's id, present when row selection is on. */
export const SELECT_COLUMN = 'select';

/** Which data columns show (an absent column shows; only `false` hides). */
export type ProductColumnVisibility = Partial<Record<ProductColumnId, boolean>>;

/** Row height: the DataGrid's three densities (36, 52 and 68 px rows on wide screens). */
export type { Density };

/** Layout of a column on wide screens (share of the width, alignment). */
export interface ColumnLayout {
  width: string;
  align: 'left' | 'right';
  /** The cell holds a control (link, checkbox): the control takes the focus, not the cell. */
  control: boolean;
}

// Widths in px: the table is as wide as its container (at least 680 px), the columns sharing it
// in these proportions; columns beyond its width make it wider (it then scrolls sideways).
const MONEY_LAYOUT: ColumnLayout = { width: '115px', align: 'right', control: false };
export const COLUMN_LAYOUT: Record<ProductColumnId | typeof SELECT_COLUMN, ColumnLayout> = {
  select: { width: '64px', align: 'left', control: true },
  name: { width: '240px', align: 'left', control: true },
  sku: { width: '125px', align: 'left', control: false },
  price: MONEY_LAYOUT,
  stock_available: { width: '115px', align: 'right', control: false },
  reserved: { width: '115px', align: 'right', control: false },
  code: { width: '160px', align: 'left', control: false },
  reference: { width: '140px', align: 'left', control: false },
  status: { width: '110px', align: 'left', control: false },
  category: { width: '150px', align: 'left', control: false },
  base_price: MONEY_LAYOUT,
  price_2: MONEY_LAYOUT,
  price_3: MONEY_LAYOUT,
  price_4: MONEY_LAYOUT,
  price_5: MONEY_LAYOUT,
  price_6: MONEY_LAYOUT,
  price_7: MONEY_LAYOUT,
  price_8: MONEY_LAYOUT,
  price_9: MONEY_LAYOUT,
  price_10: MONEY_LAYOUT,
};

/** Sortable data columns (the contract's sort fields that are columns). */
export const SORTABLE: ReadonlySet<string> = new Set<ProductColumnId>(
  CATALOG_COLUMNS.filter((id) => COLUMN_SPECS[id].sortable),
);

/**
 * The tab index of the control in the cell being drawn: 0 for the grid's one tab stop, -1
 * for the others (a roving tab index; arrow keys move it).
 */
export const CellTabIndex = createContext(-1);

/** The name as a plain link: a plain click is turned into an in-app navigation by the row. */
function NameCell({ item, base }: { item: ProductSearchItem; base: string }) {
  const tabIndex = useContext(CellTabIndex);
  return (
    <a
      className="product-link"
      href={`${base}${paths.products.detail(item.id)}`}
      tabIndex={tabIndex}
    >
      {item.name ?? item.id}
    </a>
  );
}

/*
 * The selection boxes are the browser's own checkboxes, drawn in the theme's colour
 * (`.select-box` in ResultsTable.tsx), not MUI's Checkbox: a page of 25 rows held ~1,500 React
 * hooks and 0.6 MB of heap for them (scripts/bench/coldload.ts, heap after 20 pages). The whole
 * cell is the tap target: ResultsTable forwards a click beside the box to it.
 */
function SelectRowCell({ context, label }: { context: Cell; label: string }) {
  const tabIndex = useContext(CellTabIndex);
  const row = context.row;
  return (
    <input
      type="checkbox"
      className="select-box"
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      // A click (not change): the handler reads Shift for range selection.
      onClick={row.getToggleSelectedHandler()}
      onChange={NOOP}
      tabIndex={tabIndex}
      aria-label={label}
    />
  );
}

function SelectPageCell({ context, label }: { context: Header; label: string }) {
  const tabIndex = useContext(CellTabIndex);
  const table = context.table;
  const all = table.getIsAllPageRowsSelected();
  const some = !all && table.getIsSomePageRowsSelected();
  return (
    <input
      type="checkbox"
      className="select-box"
      checked={all}
      // "Some rows of the page": a state only the DOM property holds (aria-checked="mixed" follows).
      ref={(box) => {
        if (box) box.indeterminate = some;
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
      tabIndex={tabIndex}
      aria-label={label}
    />
  );
}

const NOOP = () => undefined;

type Cell = CellContext<ResultFeatures, ProductSearchItem>;
type Header = HeaderContext<ResultFeatures, ProductSearchItem>;

/** A figure with its column's name before it, shown only where the header row is not (phones). */
function Labelled({ label, children }: { label: string; children: string }) {
  return (
    <>
      <span className="cell-label">{label} </span>
      {children}
    </>
  );
}

const helper = createColumnHelper<ResultFeatures, ProductSearchItem>();

interface ColumnOptions {
  t: TFunction<'products'>;
  language: string;
  currency: string;
  /** The console's base path ('' or e.g. '/console'), for the links' href. */
  base: string;
  selectable: boolean;
  /** The configuration's categories (the category column names them). */
  categories?: readonly { id: string; name: string }[];
}

/** The table's columns; the checkbox column first when rows can be selected. */
export function productColumns({
  t,
  language,
  currency,
  base,
  selectable,
  categories = [],
}: ColumnOptions): ColumnDef<ResultFeatures, ProductSearchItem>[] {
  const names = columnValueNames(t, categories);
  const money = (v: string | number) =>
    typeof v === 'number' ? formatMoney(v, language, currency) : v;
  const recordColumn = (id: CatalogColumnId) => {
    const spec = COLUMN_SPECS[id];
    const label = t(spec.headerKey);
    const format = spec.kind === 'money' ? money : String;
    return helper.display({
      id,
      header: label,
      enableSorting: false,
      cell: (c) => (
        <RecordCell item={c.row.original} column={id} label={label} names={names} format={format} />
      ),
    });
  };
  const searchColumns = [
    helper.accessor('name', {
      header: t('columns.name'),
      cell: (c) => <NameCell item={c.row.original} base={base} />,
    }),
    helper.accessor('sku', {
      header: t('columns.sku'),
      cell: (c) => <Labelled label={t('columns.sku')}>{c.getValue() ?? '—'}</Labelled>,
    }),
    helper.accessor('price', {
      header: t('columns.price'),
      cell: (c) => formatMoney(c.getValue(), language, currency),
    }),
    helper.accessor('stock_available', {
      header: t('columns.available'),
      cell: (c) => (
        <Labelled label={t('columns.available')}>{formatNumber(c.getValue(), language)}</Labelled>
      ),
    }),
    helper.accessor('reserved', {
      header: t('columns.reserved'),
      enableSorting: false,
      cell: (c) => (
        <Labelled label={t('columns.reserved')}>{formatNumber(c.getValue(), language)}</Labelled>
      ),
    }),
  ] as ColumnDef<ResultFeatures, ProductSearchItem>[];
  const data = [
    ...searchColumns,
    ...CATALOG_COLUMNS.filter((id) => COLUMN_SPECS[id].source === 'record').map(
      (id) => recordColumn(id) as ColumnDef<ResultFeatures, ProductSearchItem>,
    ),
  ];
  if (!selectable) return data;
  const select = helper.display({
    id: SELECT_COLUMN,
    header: (c) => <SelectPageCell context={c} label={t('grid.selectPage')} />,
    cell: (c) => (
      <SelectRowCell
        context={c}
        label={t('grid.selectRow', { name: c.row.original.name ?? c.row.original.id })}
      />
    ),
  }) as ColumnDef<ResultFeatures, ProductSearchItem>;
  return [select, ...data];
}
