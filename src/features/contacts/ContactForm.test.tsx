// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testSandbox } from '../../../sandbox/testSupport';
import { sandboxFetch } from '../../../sandbox/testing';
import { configureClient, resetClient } from '../../api/client';
import type { Contact } from '../../api/schemas';
import { createQueryClient } from '../../app/queryClient';
import { initI18n } from '../../i18n/i18n';
import { SessionProvider } from '../../session/SessionContext';
import { runSignOutHooks } from '../../session/sessionEvents';
import { scopeOfKey } from '../../session/keyStorage';
import { readKnownContacts } from './knownContacts';

// Feature modules add their strings when they load, so i18next must be initialised first.
initI18n('en');
const { ContactFormDialog } = await import('./ContactFormDialog');

const KEY = 'demo-key';

interface Sent {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
}

let sent: Sent[] = [];
let gate: Promise<void> | null = null;

beforeEach(() => {
  initI18n('en');
  localStorage.clear();
  sessionStorage.clear();
  sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: KEY }));
  sent = [];
  gate = null;
  const inner = sandboxFetch(testSandbox().app);
  configureClient({
    getApiKey: () => KEY,
    fetch: async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      const headers = new Headers(init?.headers);
      sent.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        idempotencyKey: headers.get('Idempotency-Key'),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      });
      if (gate) await gate;
      return inner(input, init);
    },
  });
});

afterEach(() => {
  cleanup();
  resetClient();
  runSignOutHooks();
});

function renderDialog(props: { onCreated?: (c: Contact) => void; onClose?: () => void } = {}) {
  const onCreated = vi.fn(props.onCreated);
  const onClose = vi.fn(props.onClose);
  const client = createQueryClient();
  const view = render(
    <QueryClientProvider client={client}>
      <SnackbarProvider>
        <SessionProvider>
          <ContactFormDialog open onClose={onClose} onCreated={onCreated} />
        </SessionProvider>
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return { ...view, onCreated, onClose };
}

async function chooseIdType(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: /identification type/i }));
  await user.click(await screen.findByRole('option', { name }));
}

// Generous: jsdom + MUI are slow on a busy machine (the first test also warms the modules up).
describe('ContactFormDialog', { timeout: 60_000 }, () => {
  it('checks the NIT live, then creates the contact once, remembers it and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const { onCreated, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'New contact' });
    expect(within(dialog).getByLabelText(/first name/i)).toHaveProperty('id', document.activeElement?.id);

    await user.type(within(dialog).getByLabelText(/first name/i), 'Industrias');
    await chooseIdType(user, /tax id/i);
    const id = within(dialog).getByLabelText(/identification number/i);
    await user.type(id, '800.197.268-5');
    expect(await within(dialog).findByText('The check digit should be 4.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Create contact' }));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(0); // refused before sending

    await user.clear(id);
    await user.type(id, '800.197.268-4');
    expect(await within(dialog).findByText('Check digit 4 is correct.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Create contact' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    const posts = sent.filter((s) => s.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe('/v1/contacts');
    expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body).toEqual({
      first_name: 'Industrias',
      identification_type: 'NIT',
      identification_number: '800197268-4',
    });
    const created = onCreated.mock.calls[0]?.[0];
    expect(created?.identification_number).toBe('800197268-4');
    expect(readKnownContacts(scopeOfKey(KEY))[0]?.id).toBe(created?.id);
    expect(await screen.findByText('Contact Industrias created.')).toBeTruthy();
  });

  it('shows a duplicate identification (409) at its field and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderDialog();
    await user.type(screen.getByLabelText(/first name/i), 'Ana');
    await user.type(screen.getByLabelText(/identification number/i), '1020304050');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));
    await waitFor(() => expect(first.onCreated).toHaveBeenCalled());
    first.unmount();

    renderDialog();
    await user.type(screen.getByLabelText(/first name/i), 'Otra');
    await user.type(screen.getByLabelText(/email/i), 'otra@example.com');
    await user.type(screen.getByLabelText(/identification number/i), '1.020.304.050');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));

    expect(
      await screen.findByText('Another contact of this account already has this identification.'),
    ).toBeTruthy();
    const idField = screen.getByLabelText(/identification number/i);
    expect(idField.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(idField));
    expect((screen.getByLabelText(/first name/i) as HTMLInputElement).value).toBe('Otra');
    expect((screen.getByLabelText(/email/i) as HTMLInputElement).value).toBe('otra@example.com');
    expect((idField as HTMLInputElement).value).toBe('1.020.304.050');
  });

  it('locks the submit button while the save is pending and sends one request', async () => {
    const user = userEvent.setup({ delay: null });
    let open: () => void = () => undefined;
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { onCreated } = renderDialog();
    await user.type(screen.getByLabelText(/first name/i), 'Lenta');
    await user.dblClick(screen.getByRole('button', { name: 'Create contact' }));
    const button = await screen.findByRole('button', { name: 'Creating…' });
    expect(button).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(/first name/i), '{Enter}'); // Enter submits forms too
    open();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(sent.filter((s) => s.method === 'POST')).toHaveLength(1);
  });

  it('keeps a draft when closed and restores it with the same key', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderDialog();
    await user.type(screen.getByLabelText(/first name/i), 'Borrador');
    await user.type(screen.getByLabelText(/phone number/i), '300 555 1234');
    first.unmount(); // closed before the autosave's delay passed

    renderDialog();
    expect((screen.getByLabelText(/first name/i) as HTMLInputElement).value).toBe('Borrador');
    expect((screen.getByLabelText(/phone number/i) as HTMLInputElement).value).toBe('300 555 1234');
    expect(screen.getByText('Your unsaved draft was restored.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect((screen.getByLabelText(/first name/i) as HTMLInputElement).value).toBe('');
  });

  it('shows a server 422 at its field', async () => {
    const user = userEvent.setup({ delay: null });
    configureClient({
      fetch: async () =>
        new Response(
          JSON.stringify({
            code: 'validation_failed',
            message: '1 field is invalid',
            details: [{ path: 'phone_number', message: 'must contain digits only' }],
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    });
    renderDialog();
    await user.type(screen.getByLabelText(/first name/i), 'Ana');
    await user.type(screen.getByLabelText(/phone number/i), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));
    expect(await screen.findByText('must contain digits only')).toBeTruthy();
    expect(screen.getByLabelText(/phone number/i).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Check the highlighted fields.')).toBeTruthy();
  });
});
