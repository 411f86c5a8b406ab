// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { unavailable } from '../../test/testApi';

const APPLY_PATH = '/v1/warehouse-products/stock/update-list';

const hasDraft = () => Object.keys(localStorage).some((k) => k.endsWith('.stock-batch'));

async function openWithOneScan(user: ReturnType<typeof userEvent.setup>) {
  const view = await renderApp('/stock', { apiKey: 'demo-key' });
  await screen.findByRole('heading', { level: 1, name: 'Stock movements' });
  const scan = screen.getByLabelText('Scan or type a SKU, then Enter');
  await user.type(scan, 'bev-00001{Enter}');
  await waitFor(() => expect(screen.getByLabelText('Product, line 1')).toHaveValue('BEV-00001'));
  expect(screen.getByLabelText('Quantity, line 1')).toHaveValue('1');
  return { ...view, scan };
}

async function applyBatch(user: ReturnType<typeof userEvent.setup>, lines: number) {
  await user.click(screen.getByRole('button', { name: 'Apply batch…' }));
  const dialog = await screen.findByRole('dialog', {
    name: lines === 1 ? 'Apply 1 line?' : `Apply ${lines} lines?`,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Apply batch' }));
}

/** The difference the results table shows for a SKU once the batch is applied. */
async function appliedDifference(sku: RegExp): Promise<string | null | undefined> {
  const results = await screen.findByRole('region', { name: 'Batch applied' });
  const row = within(results).getByRole('rowheader', { name: sku }).closest('tr');
  return row?.querySelector('[data-col="stock-diff"]')?.textContent;
}

/** The page with the real providers and client, against the sandbox in process. */
describe('StockBatchPage', () => {
  it('scans a SKU, applies the batch and shows the results, then starts a new draft', async () => {
    const user = userEvent.setup();
    const { scan, writes } = await openWithOneScan(user);
    await user.type(scan, 'BEV-00001{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Quantity, line 1')).toHaveValue('2'));
    await user.type(scan, 'NOT-A-SKU{Enter}');
    expect(
      await screen.findByText(
        'No product has the SKU, barcode or reference “NOT-A-SKU”. Nothing was added; it is listed under failed scans.',
      ),
    ).toBeInTheDocument();
    // It stays listed until dismissed.
    const failed = await screen.findByRole('region', { name: '1 failed scan' });
    expect(within(failed).getByText('NOT-A-SKU')).toBeInTheDocument();
    await user.click(within(failed).getByRole('button', { name: 'Dismiss failed scan NOT-A-SKU' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: '1 failed scan' })).not.toBeInTheDocument(),
    );

    // The draft is saved as it is typed.
    await waitFor(() => expect(hasDraft()).toBe(true));

    await applyBatch(user, 1);
    expect(await appliedDifference(/BEV-00001/)).toBe('+2');
    expect(writes(APPLY_PATH)).toHaveLength(1);
    expect(writes(APPLY_PATH)[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    // The draft is gone; the editor is empty again.
    await waitFor(() => expect(hasDraft()).toBe(false));
    expect(screen.getByLabelText('Product, line 1')).toHaveValue('');
  });

  it('a lost answer (503) is sent once, never again on its own; Retry resends the batch with the same key, applied once', async () => {
    const user = userEvent.setup();
    const { writes, respond } = await openWithOneScan(user);
    // The service applies the batch, but its answer is lost: a 503 comes back instead.
    respond(async (request, forward) => {
      if (request.method !== 'POST' || request.path !== APPLY_PATH) return forward();
      await forward();
      return unavailable();
    });

    await applyBatch(user, 1);
    const alert = (
      await screen.findByText('The batch may or may not have been applied')
    ).closest<HTMLElement>('[role="alert"]');
    expect(alert).not.toBeNull();
    // The failure is on screen: the write went out exactly once (no automatic retry of a write).
    expect(writes(APPLY_PATH)).toHaveLength(1);
    // The lines stay for the retry.
    expect(screen.getByLabelText('Product, line 1')).toHaveValue('BEV-00001');

    respond(null);
    // (findBy: the page is inert until the confirm dialog has finished closing)
    await user.click(await within(alert!).findByRole('button', { name: /retry|try again/i }));
    // The same key: the service answers with the first application instead of applying again.
    expect(await appliedDifference(/BEV-00001/)).toBe('+1');
    const sent = writes(APPLY_PATH);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });
});
