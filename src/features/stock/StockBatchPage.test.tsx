// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

/** The page with the real providers and client, against the sandbox in process. */
describe('StockBatchPage', () => {
  it('scans a SKU, applies the batch and shows the results, then starts a new draft', async () => {
    const user = userEvent.setup();
    renderApp('/stock', { apiKey: 'demo-key' });
    await screen.findByRole('heading', { level: 1, name: 'Stock movements' }, { timeout: 10_000 });

    const scan = screen.getByLabelText('Scan or type a SKU, then Enter');
    await user.type(scan, 'bev-00001{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Product, line 1')).toHaveProperty('value', 'BEV-00001'));
    expect(screen.getByLabelText('Quantity, line 1')).toHaveProperty('value', '1');
    await user.type(scan, 'BEV-00001{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Quantity, line 1')).toHaveProperty('value', '2'));
    await user.type(scan, 'NOT-A-SKU{Enter}');
    expect(await screen.findByText('No product has the SKU “NOT-A-SKU”. Nothing was added.')).toBeTruthy();

    // The draft is saved as it is typed.
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.endsWith('.stock-batch'))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Apply batch…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply 1 line?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apply batch' }));
    const results = await screen.findByRole('region', { name: 'Batch applied' }, { timeout: 10_000 });
    const row = within(results).getByRole('rowheader', { name: /BEV-00001/ }).closest('tr');
    expect(row?.querySelector('[data-col="stock-diff"]')?.textContent).toBe('+2');

    // The draft is gone; the editor is empty again.
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.endsWith('.stock-batch'))).toBe(false));
    expect(screen.getByLabelText('Product, line 1')).toHaveProperty('value', '');
  });
});
