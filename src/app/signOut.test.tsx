// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { appRoutes } from './router';

describe('signing out', () => {
  it('leaves nothing read with the key in the query client', async () => {
    const user = userEvent.setup({ delay: null });
    const { queryClient } = await renderWithProviders(null, {
      routes: appRoutes(),
      path: '/',
      apiKey: 'demo-key',
    });
    const withData = () =>
      queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => q.state.data !== undefined);
    // The home page reads the catalog with the key.
    expect(await screen.findByText('Catalog at a glance')).toBeInTheDocument();
    await waitFor(() => expect(withData().map((q) => q.queryKey[0])).toContain('products'));

    const signedOutAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByLabelText('API key', { selector: 'input' })).toBeInTheDocument();
    expect(sessionStorage.getItem('coc.session')).toBeNull();
    // Whatever the key screen reads again (the service's health) was read after signing out;
    // nothing read before is left.
    const left = withData().filter((q) => q.state.dataUpdatedAt < signedOutAt);
    expect(left.map((q) => q.queryKey)).toEqual([]);
  });
});
