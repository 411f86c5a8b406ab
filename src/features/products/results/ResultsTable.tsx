import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { flexRender } from '@tanstack/react-table';
import type { Column, Row } from '@tanstack/react-table';
import { memo, useLayoutEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, RefObject } from 'react';
import { useTranslation } from '../../../i18n/i18n';
import type { ProductSearchItem } from '../../../api/schemas/product';
import { clampPosition, nextPosition } from './gridNavigation';
import type { GridBounds, GridPosition } from './gridNavigation';
import { CellTabIndex, COLUMN_LAYOUT, SELECT_COLUMN } from './productColumns';
import type { Density, ResultFeatures, ResultsTableInstance } from './productColumns';

/*
 * The product results drawn as a grid (role="grid" on a <table>): one tab stop; arrow keys,
 * Home/End, Ctrl+Home/End and PageUp/PageDown move between cells; Enter opens the row's
 * product; Space selects the row when selection is on. Body rows are plain <tr>/<td> styled
 * once from the table (no per-cell styled component: a page of 100 rows is 500 cells).
 */

type ProductRow = Row<ResultFeatures, ProductSearchItem>;

/** What a control in a cell answers to itself: keys and clicks there are not the row's. */
const CONTROL = 'a[href], button, input, [role="button"]';

/** Rows of skeleton while the first answer loads. */
const SKELETON_ROWS = 8;

const hasLayout = (id: string): id is keyof typeof COLUMN_LAYOUT =>
  Object.hasOwn(COLUMN_LAYOUT, id);
const layoutOf = (id: string) => (hasLayout(id) ? COLUMN_LAYOUT[id] : COLUMN_LAYOUT.sku);

const phone = (theme: Theme) => theme.breakpoints.down('sm');

/** A phone's card places these fields itself; any other shown column gets a line of its own. */
const CORE_FIELDS = ['name', 'sku', 'price', 'stock_available', 'reserved', 'select']
  .map((f) => `:not([data-field="${f}"])`)
  .join('');

/** Styles of the whole table, computed once (density and selection switch them by attribute). */
const TABLE_SX: SxProps<Theme> = (theme) => ({
  tableLayout: 'fixed',
  minWidth: 680,
  '& thead th': {
    bgcolor: 'background.paper',
    fontWeight: 600,
    height: 56,
    py: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '&[data-density="compact"] thead th': { height: 40 },
  '&[data-density="comfortable"] thead th': { height: 64 },
  '& td': {
    ...theme.typography.body2,
    color: 'text.primary',
    borderBottom: '1px solid',
    borderColor: 'divider',
    px: 2,
    py: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  '& td.right, & th.right': { textAlign: 'right' },
  // The whole header cell's width sorts; in figures' columns the arrow goes before the name,
  // so the name lines up with the figures below it.
  '& th .MuiTableSortLabel-root': { width: '100%', maxWidth: '100%' },
  '& th.right .MuiTableSortLabel-root': { flexDirection: 'row-reverse' },
  '& td.select, & th.select': { px: 1 },
  // The browser's checkbox in the theme's colour, centred in a 42 px square like MUI's.
  '& .select-box': {
    display: 'block',
    width: 18,
    height: 18,
    m: '12px',
    cursor: 'pointer',
    accentColor: theme.vars?.palette.primary.main ?? theme.palette.primary.main,
    '&:disabled': { cursor: 'default' },
    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 3 },
  },
  '&[data-density="compact"] .select-box': { my: '9px' },
  '& tbody tr[data-id]': { height: 52, cursor: 'pointer' },
  '&[data-density="compact"] tbody tr[data-id]': { height: 36 },
  '&[data-density="comfortable"] tbody tr[data-id]': { height: 68 },
  '& tbody tr[data-id]:hover': { bgcolor: 'action.hover' },
  '& tbody tr[aria-selected="true"]': { bgcolor: 'action.selected' },
  '& td:focus-visible, & th:focus-visible': {
    outline: '2px solid',
    outlineColor: 'primary.main',
    outlineOffset: -2,
  },
  '& .product-link': {
    color: 'primary.main',
    fontWeight: 500,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: '2px solid', outlineOffset: 2 },
  },
  '& .cell-label': { display: 'none' },
  '& .record-pending': { color: 'text.secondary' },
  '& .skeleton': {
    display: 'block',
    height: 12,
    borderRadius: 1,
    bgcolor: 'action.hover',
  },
  '& tr.skeleton-row td': { height: 52 },
  // Phones: a list without a header row, each product on two lines (its name, wrapping, and
  // price, then SKU and available), so nothing needs sideways scrolling. The whole row is one
  // tap target (the body's click opens the row's product), at least 48 px tall.
  [phone(theme)]: {
    minWidth: 0,
    display: 'block',
    // scrolled to after paging: clear of the fixed app bar
    scrollMarginTop: 72,
    '& thead': { display: 'none' },
    '& tbody': { display: 'block' },
    '& tbody tr[data-id], &[data-density] tbody tr[data-id]': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"name price" "sku stock_available"',
      // a price beside a name of two lines stays on its first line
      alignItems: 'baseline',
      columnGap: 2,
      rowGap: 0.25,
      height: 'auto',
      minHeight: 56,
      py: 1,
      px: 2,
      borderBottom: '1px solid',
      borderColor: 'divider',
    },
    '&[data-density="compact"] tbody tr[data-id]': { py: 0.5, minHeight: 48 },
    '&[data-density="comfortable"] tbody tr[data-id]': { py: 1.5 },
    '&[data-selectable="true"] tbody tr[data-id]': {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"select name price" "select sku stock_available"',
    },
    '& tbody tr[data-id] td': { display: 'block', border: 0, p: 0, height: 'auto' },
    // name and SKU wrap rather than end in "…" (a warehouse reads the whole SKU)
    '& tbody tr[data-id] td[data-field="name"], & tbody tr[data-id] td[data-field="sku"]': {
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    '& td[data-field="name"]': { gridArea: 'name' },
    '& td[data-field="sku"]': { gridArea: 'sku', color: 'text.secondary' },
    '& td[data-field="price"]': { gridArea: 'price', textAlign: 'right', fontWeight: 500 },
    '& td[data-field="stock_available"]': { gridArea: 'stock_available', textAlign: 'right' },
    '& tbody tr[data-id] td[data-field="reserved"]': { display: 'none' },
    // Columns the person added (record columns): a labelled line each, under the two lines.
    [`& tbody tr[data-id] td${CORE_FIELDS}`]: {
      gridColumn: '1 / -1',
      textAlign: 'left',
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
    },
    [`&[data-selectable="true"] tbody tr[data-id] td${CORE_FIELDS}`]: { gridColumn: '2 / -1' },
    '& td[data-field="select"]': { gridArea: 'select' },
    '& .cell-label': { display: 'inline', color: 'text.secondary' },
    '& tr.skeleton-row': { display: 'block', px: 2, py: 1.5 },
    '& tr.skeleton-row td': { display: 'block', border: 0, p: 0.5, height: 'auto' },
    '& tr.skeleton-row td:nth-of-type(n+3)': { display: 'none' },
    '& tr.empty-row, & tr.empty-row td': { display: 'block', border: 0 },
  },
});

interface BodyRowProps {
  row: ProductRow;
  index: number;
  /** The column holding the grid's tab stop in this row, or -1. */
  activeCol: number;
  selected: boolean;
  selectable: boolean;
  /** Changes when the columns do (visibility, order): the row is drawn again. */
  columnsKey: string;
  /**
   * The column definitions (a new array when the language, the currency or the names change):
   * a row whose product did not change is drawn again in the new language, not left as it was.
   */
  definitions: unknown;
}

/**
 * A product row: redrawn only when its product, selection, columns or tab stop change. Not
 * compiled, and `memo` kept: the compiled table around it creates the rows' elements in a loop
 * (the compiler memoizes the list as a whole, not each element, so a tab stop move would redraw
 * every row without it), and a row object keeps its identity while the columns change (hence
 * `columnsKey` and `definitions`, props the body never reads but `memo` compares).
 */
const BodyRow = memo(function BodyRow({
  row,
  index,
  activeCol,
  selected,
  selectable,
}: BodyRowProps) {
  return (
    <tr
      role="row"
      data-id={row.id}
      aria-rowindex={index + 2}
      aria-selected={selectable ? selected : undefined}
    >
      {row.getVisibleCells().map((cell, c) => {
        const layout = layoutOf(cell.column.id);
        const active = c === activeCol;
        const className =
          cell.column.id === SELECT_COLUMN
            ? 'select'
            : layout.align === 'right'
              ? 'right'
              : undefined;
        return (
          <td
            key={cell.id}
            role="gridcell"
            aria-colindex={c + 1}
            data-field={cell.column.id}
            className={className}
            tabIndex={layout.control ? undefined : active ? 0 : -1}
          >
            {layout.control ? (
              <CellTabIndex value={active ? 0 : -1}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </CellTabIndex>
            ) : (
              flexRender(cell.column.columnDef.cell, cell.getContext())
            )}
          </td>
        );
      })}
    </tr>
  );
});

function ariaSort(column: Column<ResultFeatures, ProductSearchItem>) {
  if (!column.getCanSort()) return undefined;
  const sorted = column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

export interface ResultsTableProps {
  table: ResultsTableInstance;
  label: string;
  density: Density;
  selectable: boolean;
  /** No answer yet: skeleton rows. */
  loadingFirst: boolean;
  busy: boolean;
  /** The answer has no row: the "no product matches" message (unless `error`). */
  empty: boolean;
  error: boolean;
  onOpen: (id: string) => void;
  onClear: () => void;
  tableRef: RefObject<HTMLTableElement | null>;
}

/** Where an element is in the grid (row 0: the header row), from its cell's place in the table. */
function positionOf(target: Element): { pos: GridPosition; cell: HTMLTableCellElement } | null {
  const cell = target.closest('td, th');
  if (!(cell instanceof HTMLTableCellElement)) return null;
  const tr = cell.parentElement;
  if (!(tr instanceof HTMLTableRowElement)) return null;
  return { pos: { row: tr.rowIndex, col: cell.cellIndex }, cell };
}

/**
 * Compiled by the React Compiler ('use memo'). `table` is TanStack Table's `useTable` result,
 * a new object whenever the table's options or state change, so what is read from it here is
 * memoized on its identity safely.
 */
export function ResultsTable(props: ResultsTableProps) {
  'use memo';
  const { table, label, density, selectable, loadingFirst, busy, empty, error } = props;
  const { onOpen, onClear, tableRef } = props;
  const { t } = useTranslation('products');
  const rows = table.getRowModel().rows;
  const columns = table.getVisibleLeafColumns();
  const columnsKey = columns.map((c) => c.id).join(',');
  const headerGroup = table.getHeaderGroups()[0];
  const showEmpty = empty && !error;

  // The grid's one tab stop (row 0: the header row); clamped when rows or columns change.
  const bodyRows = rows.length > 0 ? rows.length : showEmpty ? 1 : 0;
  const bounds: GridBounds = {
    rows: bodyRows + 1,
    cols: columns.length,
    colsOf: (row) => (row >= 1 && rows.length === 0 ? 1 : columns.length),
    pageRows: 10,
  };
  const [stored, setActive] = useState<GridPosition>({ row: 1, col: 0 });
  const active = clampPosition(stored, bounds);

  // The handlers below keep their identity; they read this render's values from here.
  const latest = useRef({ bounds, rows, onOpen, selectable });
  useLayoutEffect(() => {
    latest.current = { bounds, rows, onOpen, selectable };
  });

  const focusAt = (pos: GridPosition) => {
    const cell = tableRef.current?.rows[pos.row]?.cells[pos.col];
    if (!cell) return;
    const target = cell.querySelector<HTMLElement>(CONTROL) ?? cell;
    target.focus();
    setActive(pos);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (!(event.target instanceof Element) || event.altKey) return;
    const at = positionOf(event.target);
    if (!at) return;
    const { bounds: b, rows: current, onOpen: open, selectable: canSelect } = latest.current;
    const inControl = event.target !== at.cell;
    const product = at.pos.row >= 1 ? current[at.pos.row - 1] : undefined;
    if (event.key === 'Enter') {
      // A link's Enter is its click (the row's click handler opens it in the app).
      if (!product || inControl) return;
      event.preventDefault();
      open(product.id);
      return;
    }
    if (event.key === ' ') {
      if (!product || inControl || !canSelect) return;
      event.preventDefault();
      product.toggleSelected();
      return;
    }
    const table = tableRef.current;
    // On phones the header row is not shown: the focus cannot go there.
    const head = table?.tHead;
    const headerShown = head != null && getComputedStyle(head).display !== 'none';
    const rowHeight = table?.rows[Math.max(1, at.pos.row)]?.getBoundingClientRect().height ?? 0;
    const scroller = table?.parentElement;
    // (On phones the rows are in the page's flow: a page is the window's height.)
    const pageRows =
      rowHeight > 0 && scroller
        ? Math.max(1, Math.floor(Math.min(scroller.clientHeight, innerHeight) / rowHeight) - 1)
        : 10;
    const next = nextPosition(at.pos, event, { ...b, pageRows });
    if (!next) return;
    event.preventDefault();
    if (next.row === 0 && !headerShown) {
      if (b.rows > 1) focusAt({ row: 1, col: next.col });
      return;
    }
    focusAt(next);
  };

  // Focus that lands in a cell by mouse or by the browser (Tab) moves the tab stop there.
  const onFocus = (event: FocusEvent<HTMLTableElement>) => {
    const at = positionOf(event.target);
    if (!at) return;
    setActive((current) =>
      current.row === at.pos.row && current.col === at.pos.col ? current : at.pos,
    );
  };

  const onClick = (event: MouseEvent<HTMLTableSectionElement>) => {
    if (!(event.target instanceof Element)) return;
    const tr = event.target.closest('tr[data-id]');
    const id = tr?.getAttribute('data-id');
    if (!id) return;
    const control = event.target.closest(CONTROL);
    if (control && control.tagName !== 'A') return; // a checkbox: selection, not opening
    // Beside the box, in its cell: the box's click (the whole cell is its tap target).
    const box = event.target.closest('td.select')?.querySelector<HTMLInputElement>('input');
    if (box) {
      box.click();
      return;
    }
    if (control) {
      // A click with a modifier opens the link the browser's way (new tab, new window).
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
    }
    latest.current.onOpen(id);
  };

  return (
    <Table
      ref={tableRef}
      stickyHeader
      role="grid"
      aria-label={label}
      aria-rowcount={bodyRows + 1}
      aria-colcount={columns.length}
      aria-busy={busy || undefined}
      aria-multiselectable={selectable || undefined}
      data-density={density}
      data-selectable={selectable}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      sx={TABLE_SX}
    >
      <colgroup>
        {columns.map((c) => (
          <col key={c.id} style={{ width: layoutOf(c.id).width }} />
        ))}
      </colgroup>
      <TableHead>
        <TableRow role="row" aria-rowindex={1}>
          {headerGroup?.headers.map((header, c) => {
            const column = header.column;
            const layout = layoutOf(column.id);
            const isActive = active.row === 0 && active.col === c;
            const sortable = column.getCanSort();
            const content = flexRender(column.columnDef.header, header.getContext());
            const control = sortable || column.id === SELECT_COLUMN;
            return (
              <TableCell
                key={header.id}
                role="columnheader"
                aria-colindex={c + 1}
                aria-sort={ariaSort(column)}
                data-field={column.id}
                className={
                  column.id === SELECT_COLUMN
                    ? 'select'
                    : layout.align === 'right'
                      ? 'right'
                      : undefined
                }
                align={layout.align}
                tabIndex={control ? undefined : isActive ? 0 : -1}
              >
                <CellTabIndex value={isActive ? 0 : -1}>
                  {sortable ? (
                    <TableSortLabel
                      active={column.getIsSorted() !== false}
                      direction={column.getIsSorted() === 'desc' ? 'desc' : 'asc'}
                      onClick={column.getToggleSortingHandler()}
                      tabIndex={isActive ? 0 : -1}
                    >
                      {content}
                    </TableSortLabel>
                  ) : (
                    content
                  )}
                </CellTabIndex>
              </TableCell>
            );
          })}
        </TableRow>
      </TableHead>
      <TableBody onClick={onClick}>
        {rows.map((row, i) => (
          <BodyRow
            key={row.id}
            row={row}
            index={i}
            activeCol={active.row === i + 1 ? active.col : -1}
            selected={selectable && row.getIsSelected()}
            selectable={selectable}
            columnsKey={columnsKey}
            definitions={table.options.columns}
          />
        ))}
        {rows.length === 0 && showEmpty && (
          <tr role="row" aria-rowindex={2} className="empty-row">
            <td role="gridcell" aria-colindex={1} colSpan={columns.length} data-empty="">
              <Box sx={{ textAlign: 'center', py: 4, px: 2, whiteSpace: 'normal' }}>
                <Typography component="p" variant="h3" sx={{ mb: 0.5 }}>
                  {t('search.emptyTitle')}
                </Typography>
                <Typography component="p" color="text.secondary" sx={{ mb: 1.5 }}>
                  {t('search.emptyBody')}
                </Typography>
                <Button
                  variant="outlined"
                  sx={{ minHeight: 44 }}
                  onClick={onClear}
                  tabIndex={active.row === 1 ? 0 : -1}
                >
                  {t('search.clearAll')}
                </Button>
              </Box>
            </td>
          </tr>
        )}
        {rows.length === 0 &&
          loadingFirst &&
          Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <tr key={i} className="skeleton-row" aria-hidden="true">
              {columns.map((c, j) => (
                <td key={c.id}>
                  <span
                    className="skeleton"
                    style={{ width: `${40 + ((i * 17 + j * 29) % 50)}%` }}
                  />
                </td>
              ))}
            </tr>
          ))}
      </TableBody>
    </Table>
  );
}
