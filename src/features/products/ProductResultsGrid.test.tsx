// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSearchItem, ProductSearchPage } from '../../api/schemas/product';
import { createQueryClient } from '../../app/queryClient';
import { i18n, registerTranslations } from '../../i18n/i18n';
import { TestProviders } from '../../test/renderWithProviders';
import { setUpTestApi } from '../../test/testApi';
import { catalog } from './i18n';
import { ProductResultsGrid } from './ProductResultsGrid';
import type { RowSelectionState } from './ProductResultsGrid';

/*
 * The product results table (TanStack Table drawn with MUI's table parts): server sorting and
 * paging through its props, opening a product by click and keyboard, the grid's keyboard
 * model (one tab stop, arrows, Home/End, PageUp/PageDown), and the state issue 18 builds on
 * (column visibility and order, density, row selection).
 */

type Props = ComponentProps<typeof ProductResultsGrid>;

function item(n: number): ProductSearchItem {
  return {
    id: `p-${n}`,
    name: `Product ${n}`,
    sku: n % 5 === 0 ? null : `SKU-${n}`,
    price: 1000 * n + 0.5,
    stock_available: 10 * n,
    reserved: n,
  };
}

function pageOf(
  count: number,
  {
    total = count,
    page = 1,
    size = 25,
  }: { total?: number | null; page?: number; size?: number } = {},
): ProductSearchPage {
  const first = (page - 1) * size + 1;
  return {
    items: Array.from({ length: count }, (_, i) => item(first + i)),
    total_items: total,
    page,
    page_size: size,
    total_pages: total == null ? null : Math.ceil(total / size),
  };
}

function props(overrides: Partial<Props> = {}): Props {
  return {
    searchKey: 'k',
    data: pageOf(3, { total: 3 }),
    stale: false,
    fetching: false,
    error: false,
    page: 1,
    pageSize: 25,
    sort: 'name',
    direction: 'asc',
    onPaginationChange: vi.fn(),
    onSortChange: vi.fn(),
    onOpen: vi.fn(),
    onClear: vi.fn(),
    ...overrides,
  };
}

function renderGrid(p: Props) {
  const view = render(
    <TestProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <ProductResultsGrid {...p} />
      </MemoryRouter>
    </TestProviders>,
  );
  const rerender = (next: Props) =>
    view.rerender(
      <TestProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <ProductResultsGrid {...next} />
        </MemoryRouter>
      </TestProviders>,
    );
  return { ...view, rerender };
}

const grid = () => screen.getByRole('grid', { name: 'Search results' });
const bodyRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((r) => r.hasAttribute('data-id'));
const headers = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
/** The elements of the grid a Tab can reach: exactly one (a roving tab index). */
const tabStops = () =>
  [...grid().querySelectorAll<HTMLElement>('[tabindex]')].filter((e) => e.tabIndex === 0);

beforeEach(() => {
  setUpTestApi();
  registerTranslations('products', catalog);
  i18n.changeLanguage('en');
});

describe('ProductResultsGrid: what it shows', () => {
  it('a labelled grid: one row per product (role="row", data-id), the name as a link to the product', () => {
    renderGrid(props());
    expect(grid()).toHaveAttribute('aria-rowcount', '4');
    expect(grid()).toHaveAttribute('aria-colcount', '5');
    expect(headers()).toEqual(['Name', 'SKU', 'Price', 'Available', 'Reserved']);
    expect(bodyRows().map((r) => r.getAttribute('data-id'))).toEqual(['p-1', 'p-2', 'p-3']);
    const first = bodyRows()[0] as HTMLElement;
    expect(within(first).getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/products/p-1',
    );
    const cells = within(first)
      .getAllByRole('gridcell')
      .map((c) => c.textContent.replace(/\u00a0/g, ' '));
    expect(cells).toEqual(['Product 1', 'SKU SKU-1', 'COP 1,000.50', 'Available 10', 'Reserved 1']);
    // The labels before the figures are for phones (no header row there); hidden on wide screens.
    expect([...first.querySelectorAll('.cell-label')].map((l) => l.textContent)).toEqual([
      'SKU ',
      'Available ',
      'Reserved ',
    ]);
  });

  it('"no product matches" with a button that clears the filters; nothing when the search failed', async () => {
    const p = props({ data: pageOf(0, { total: 0 }) });
    const view = renderGrid(p);
    expect(within(grid()).getByText('No product matches')).toBeVisible();
    await userEvent.click(within(grid()).getByRole('button', { name: 'Clear filters' }));
    expect(p.onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    view.rerender({ ...p, error: true });
    expect(screen.queryByText('No product matches')).toBeNull();
  });

  it('skeleton rows (hidden from assistive technology) until the first answer', () => {
    renderGrid(props({ data: undefined, fetching: true }));
    expect(bodyRows()).toHaveLength(0);
    expect(grid().querySelectorAll('tr.skeleton-row[aria-hidden="true"]')).toHaveLength(8);
    expect(screen.getByRole('progressbar', { name: 'Updating results…' })).toBeInTheDocument();
  });

  it('keeps the previous rows while the next load; the progress bar only after 200 ms', async () => {
    const p = props({ data: pageOf(3), stale: true, fetching: true, page: 2 });
    renderGrid(p);
    expect(bodyRows()).toHaveLength(3);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(await screen.findByRole('progressbar', { name: 'Updating results…' })).toBeVisible();
    expect(grid()).toHaveAttribute('aria-busy', 'true');
    expect(bodyRows()).toHaveLength(3);
  });

  it('speaks Spanish: headers, figures, range and pagination', async () => {
    i18n.changeLanguage('es');
    renderGrid(props({ data: pageOf(25, { total: 1200 }) }));
    const grid = screen.getByRole('grid', { name: 'Resultados de la búsqueda' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Nombre', 'SKU', 'Precio', 'Disponible', 'Reservado']);
    expect(screen.getByText('1–25 de 1.200')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Filas por página/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeEnabled();
    const first = within(grid).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getAllByRole('gridcell')[3]).toHaveTextContent('Disponible 10');
  });
});

describe('ProductResultsGrid: sorting and paging (server side, through the props)', () => {
  it('a header click sorts by that column ascending, a second click descending; aria-sort says it', async () => {
    const p = props({ sort: 'name', direction: 'asc' });
    const view = renderGrid(p);
    const nameHeader = within(grid()).getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(within(grid()).getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    await userEvent.click(within(grid()).getByRole('button', { name: 'Price' }));
    expect(p.onSortChange).toHaveBeenLastCalledWith('price', 'asc');

    view.rerender({ ...p, sort: 'price', direction: 'asc' });
    expect(within(grid()).getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await userEvent.click(within(grid()).getByRole('button', { name: 'Price' }));
    expect(p.onSortChange).toHaveBeenLastCalledWith('price', 'desc');

    view.rerender({ ...p, sort: 'price', direction: 'desc' });
    expect(within(grid()).getByRole('columnheader', { name: /Price/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(within(grid()).getByRole('button', { name: 'Price' }));
    expect(p.onSortChange).toHaveBeenLastCalledWith('price', 'asc');
    // Reserved is not a sort field of the service: no sort button, no aria-sort.
    const reserved = within(grid()).getByRole('columnheader', { name: 'Reserved' });
    expect(within(reserved).queryByRole('button')).toBeNull();
    expect(reserved).not.toHaveAttribute('aria-sort');
  });

  it('a sort field without a column (date created) leaves every header unsorted', () => {
    renderGrid(props({ sort: 'created_at', direction: 'desc' }));
    for (const h of within(grid()).getAllByRole('columnheader').slice(0, 4))
      expect(h).toHaveAttribute('aria-sort', 'none');
  });

  it('previous, next and rows per page; the range is formatted in the language', async () => {
    const p = props({ data: pageOf(25, { total: 1200, page: 2 }), page: 2 });
    renderGrid(p);
    expect(screen.getByText('26–50 of 1,200')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(p.onPaginationChange).toHaveBeenLastCalledWith(3, 25, false);
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(p.onPaginationChange).toHaveBeenLastCalledWith(1, 25, false);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Rows per page/ }), '100');
    expect(p.onPaginationChange).toHaveBeenLastCalledWith(1, 100, false);
  });

  it('next is off on the last page, previous on the first', () => {
    renderGrid(props({ data: pageOf(3, { total: 3 }) }));
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it('an unknown total gives the open range, and next stays on while pages are full', () => {
    renderGrid(props({ data: pageOf(25, { total: null }) }));
    expect(screen.getByText('1–25 of more than 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled();
  });

  it('a new answer shows from its first row; the rows kept while it loads stay where they were scrolled', () => {
    const p = props({ data: pageOf(25, { total: 100 }) });
    const view = renderGrid(p);
    const scroller = grid().parentElement as HTMLElement;
    scroller.scrollTop = 400;
    fireEvent.scroll(scroller);
    view.rerender({ ...p, page: 2, stale: true, fetching: true });
    expect(scroller.scrollTop).toBe(400);
    view.rerender({ ...p, page: 2, data: pageOf(25, { total: 100, page: 2 }) });
    expect(scroller.scrollTop).toBe(0);
    expect(bodyRows()[0]).toHaveAttribute('data-id', 'p-26');
  });

  it('a page past the last one is corrected in place (replace), once the answer is known', () => {
    const p = props({ data: pageOf(3, { total: 60 }), page: 9, stale: true });
    const view = renderGrid(p);
    expect(p.onPaginationChange).not.toHaveBeenCalled(); // the previous answer says nothing of page 9
    view.rerender({ ...p, data: pageOf(0, { total: 60, page: 9 }), stale: false });
    expect(p.onPaginationChange).toHaveBeenCalledWith(3, 25, true);
  });
});

describe('ProductResultsGrid: opening a product', () => {
  it('a click anywhere on the row opens it in the app; a modifier click on the name is the browser’s', async () => {
    const p = props();
    renderGrid(p);
    const second = bodyRows()[1] as HTMLElement;
    await userEvent.click(within(second).getAllByRole('gridcell')[2] as HTMLElement);
    expect(p.onOpen).toHaveBeenLastCalledWith('p-2');

    const link = within(second).getByRole('link', { name: 'Product 2' });
    const plain = fireEvent.click(link);
    expect(plain).toBe(false); // default prevented: no full page load
    expect(p.onOpen).toHaveBeenCalledTimes(2);
    const withCtrl = fireEvent.click(link, { ctrlKey: true });
    expect(withCtrl).toBe(true); // left to the browser (a new tab)
    expect(p.onOpen).toHaveBeenCalledTimes(2);
  });

  it('Enter on a cell opens the product; Enter on the name link opens it once', async () => {
    const p = props();
    renderGrid(p);
    const third = bodyRows()[2] as HTMLElement;
    const price = within(third).getAllByRole('gridcell')[2] as HTMLElement;
    act(() => price.focus());
    await userEvent.keyboard('{Enter}');
    expect(p.onOpen).toHaveBeenLastCalledWith('p-3');
    act(() => within(third).getByRole('link').focus());
    await userEvent.keyboard('{Enter}');
    expect(p.onOpen).toHaveBeenCalledTimes(2);
  });
});

describe('ProductResultsGrid: keyboard (one tab stop, arrows and friends)', () => {
  it('Tab enters the grid at one cell; arrows, Home/End, Ctrl+Home/End and PageUp/PageDown move the tab stop', async () => {
    const user = userEvent.setup();
    renderGrid(props({ data: pageOf(25, { total: 100 }) }));
    expect(tabStops()).toHaveLength(1);
    await user.tab();
    const link1 = within(bodyRows()[0] as HTMLElement).getByRole('link');
    expect(link1).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const cell = (r: number, c: number) =>
      within(bodyRows()[r] as HTMLElement).getAllByRole('gridcell')[c] as HTMLElement;
    expect(cell(0, 1)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(cell(2, 1)).toHaveFocus();
    await user.keyboard('{End}');
    expect(cell(2, 4)).toHaveFocus();
    await user.keyboard('{ArrowRight}'); // the edge: stays
    expect(cell(2, 4)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(bodyRows()[2] as HTMLElement).getByRole('link')).toHaveFocus();
    await user.keyboard('{PageDown}'); // jsdom has no layout: 10 rows a page
    expect(within(bodyRows()[12] as HTMLElement).getByRole('link')).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(within(bodyRows()[2] as HTMLElement).getByRole('link')).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(cell(24, 4)).toHaveFocus();
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(within(grid()).getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(within(grid()).getByRole('columnheader', { name: 'Reserved' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(cell(0, 4)).toHaveFocus();

    // Still one tab stop, where the focus is; Tab leaves the grid (to the pagination).
    expect(tabStops()).toEqual([cell(0, 4)]);
    await user.tab();
    expect(grid()).not.toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(cell(0, 4)).toHaveFocus();
  });

  it('Enter on a header sorts by it (its sort button)', async () => {
    const user = userEvent.setup();
    const p = props();
    renderGrid(p);
    await user.tab();
    await user.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}');
    expect(within(grid()).getByRole('button', { name: 'Price' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(p.onSortChange).toHaveBeenLastCalledWith('price', 'asc');
  });
});

describe('ProductResultsGrid: state for the column chooser and bulk edit (issue 18)', () => {
  it('column visibility hides columns (header, cells and aria-colcount)', () => {
    renderGrid(props({ columnVisibility: { sku: false, reserved: false } }));
    expect(headers()).toEqual(['Name', 'Price', 'Available']);
    expect(grid()).toHaveAttribute('aria-colcount', '3');
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('gridcell');
    expect(cells.map((c) => c.getAttribute('data-field'))).toEqual([
      'name',
      'price',
      'stock_available',
    ]);
  });

  it('column order puts the chosen columns first, the others after in their usual order', () => {
    renderGrid(props({ columnOrder: ['price', 'stock_available'] }));
    expect(headers()).toEqual(['Price', 'Available', 'Name', 'SKU', 'Reserved']);
    const cells = within(bodyRows()[0] as HTMLElement).getAllByRole('gridcell');
    expect(cells[0]).toHaveTextContent('COP 1,000.50');
  });

  it('density sets the rows’ height (compact 36, standard 52, comfortable 68 px)', () => {
    const view = renderGrid(props({ density: 'compact' }));
    const height = () => getComputedStyle(bodyRows()[0] as HTMLElement).height;
    expect(grid()).toHaveAttribute('data-density', 'compact');
    expect(height()).toBe('36px');
    view.rerender(props({ density: 'comfortable' }));
    expect(height()).toBe('68px');
    view.rerender(props());
    expect(height()).toBe('52px');
  });

  it('row selection: a checkbox column; a click selects without opening; the header selects the page; Space toggles', async () => {
    const onOpen = vi.fn();
    const changes: RowSelectionState[] = [];
    function Selecting() {
      const [selection, setSelection] = useState<RowSelectionState>({});
      return (
        <ProductResultsGrid
          {...props({ onOpen })}
          rowSelection={selection}
          onRowSelectionChange={(next) => {
            changes.push(next);
            setSelection(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    render(
      <TestProviders queryClient={createQueryClient()}>
        <MemoryRouter>
          <Selecting />
        </MemoryRouter>
      </TestProviders>,
    );
    expect(grid()).toHaveAttribute('aria-multiselectable', 'true');
    expect(grid()).toHaveAttribute('aria-colcount', '6');
    await user.click(screen.getByRole('checkbox', { name: 'Select Product 2' }));
    expect(changes.at(-1)).toEqual({ 'p-2': true });
    expect(onOpen).not.toHaveBeenCalled();
    expect(bodyRows().map((r) => r.getAttribute('aria-selected'))).toEqual([
      'false',
      'true',
      'false',
    ]);
    const selectPage = screen.getByRole('checkbox', { name: 'Select every product on this page' });
    expect(selectPage).toHaveProperty('indeterminate', true);
    await user.click(selectPage);
    expect(changes.at(-1)).toEqual({ 'p-1': true, 'p-2': true, 'p-3': true });
    expect(selectPage).toBeChecked();

    // Space on a cell of a row toggles that row.
    const sku = within(bodyRows()[0] as HTMLElement).getAllByRole('gridcell')[2] as HTMLElement;
    act(() => sku.focus());
    await user.keyboard(' ');
    expect(changes.at(-1)).toEqual({ 'p-2': true, 'p-3': true });
    expect(onOpen).not.toHaveBeenCalled();

    // The whole cell is the box's tap target: a click beside it toggles, never opens.
    const box = screen.getByRole('checkbox', { name: 'Select Product 3' });
    await user.click(box.closest('td') as HTMLElement);
    expect(changes.at(-1)).toEqual({ 'p-2': true });
    expect(box).not.toBeChecked();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('without onRowSelectionChange there is no checkbox and no selection state', () => {
    renderGrid(props());
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(bodyRows()[0]).not.toHaveAttribute('aria-selected');
  });
});
