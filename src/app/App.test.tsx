// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp';

describe('the console against the in-process sandbox', () => {
  it('sends a person without a key to the key screen, then back to the page they asked for', async () => {
    await renderApp('/no-such-page?keep=1');
    const field = await screen.findByLabelText('API key', { selector: 'input' });
    expect(window.location.pathname).toBe('/login');
    await userEvent.type(field, 'demo-key{Enter}');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/no-such-page?keep=1');
    expect(JSON.parse(sessionStorage.getItem('coc.session') ?? '{}')).toEqual({
      apiKey: 'demo-key',
    });
  });

  it('a rejected key stays on the key screen with the message at the field', async () => {
    await renderApp('/');
    const field = await screen.findByLabelText('API key', { selector: 'input' });
    await userEvent.type(field, 'wrong-key{Enter}');
    expect(await screen.findByText(/This key was rejected/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(sessionStorage.getItem('coc.session')).toBeNull();
  });

  it('a 401 during work ends the session and keeps the page to return to', async () => {
    // A key that was once stored but the service no longer accepts.
    await renderApp('/?here=1', { apiKey: 'revoked-key' });
    // The home page reads the catalog with the key: the 401 ends the session.
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(await screen.findByText(/Your session ended/)).toBeInTheDocument();
    expect(sessionStorage.getItem('coc.session')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('coc.returnTo') ?? 'null')).toBe('/?here=1');
    await userEvent.type(
      screen.getByLabelText('API key', { selector: 'input' }),
      'demo-key{Enter}',
    );
    await waitFor(() => expect(window.location.search).toBe('?here=1'));
    expect(await screen.findByText('Catalog at a glance')).toBeInTheDocument();
  });
});
