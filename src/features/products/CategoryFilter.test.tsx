// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Whether the select has arrived is module state: each test gets a fresh module.
let CategoryFilter: typeof import('./CategoryFilter').CategoryFilter;
beforeEach(async () => {
  vi.resetModules();
  ({ CategoryFilter } = await import('./CategoryFilter'));
});

const categories = [
  { id: 'cat-1', name: 'Beverages' },
  { id: 'cat-2', name: 'Cleaning' },
];

function renderFilter(value: string[], onToggle = vi.fn()) {
  render(
    <CategoryFilter
      label="Categories"
      allLabel="All categories"
      categories={categories}
      value={value}
      onToggle={onToggle}
    />,
  );
  return onToggle;
}

describe('CategoryFilter', () => {
  it('shows the choice before MUI’s select is here, named as the select is', () => {
    renderFilter(['cat-2', 'cat-9']);
    const field = screen.getByRole('combobox', { name: 'Categories' });
    expect(field).toHaveValue('Cleaning, cat-9');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveAttribute('readonly');
  });

  it('opens the select when pressed before it has arrived, and a choice toggles that id', async () => {
    const onToggle = renderFilter(['cat-2']);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Categories' }), { key: 'Enter' });
    const list = await screen.findByRole('listbox');
    fireEvent.click(within(list).getByRole('option', { name: 'Beverages' }));
    expect(onToggle).toHaveBeenCalledWith(new Set(['cat-1']));
    fireEvent.click(within(list).getByRole('option', { name: 'Cleaning' }));
    expect(onToggle).toHaveBeenLastCalledWith(new Set(['cat-2']));
  });

  it('is replaced by the select once the page is idle, showing the same choice', async () => {
    renderFilter([]);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Categories' }).tagName).toBe('DIV'),
    );
    expect(screen.getByRole('combobox', { name: 'Categories' })).toHaveTextContent(
      'All categories',
    );
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
