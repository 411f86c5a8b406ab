// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSandbox } from '../../../sandbox/testSupport';
import type { Contact } from '../../api/schemas';
import { initI18n } from '../../i18n/i18n';
import { scopeOfKey } from '../../session/keyStorage';
import { runSignOutHooks } from '../../session/sessionEvents';
import { jsonAnswer, renderWithProviders, unavailable } from '../../test/renderWithProviders';
import type { TestApi } from '../../test/renderWithProviders';
import { readKnownContacts } from './knownContacts';

// Feature modules add their strings when they load, so the language must be set first.
initI18n('en');
const { ContactFormDialog } = await import('./ContactFormDialog');

const KEY = 'demo-key';
const CONTACTS = '/v1/contacts';

afterEach(() => {
  runSignOutHooks();
});

/**
 * The dialog with the console's providers, against a sandbox with a fixed clock. With `api`
 * (an earlier render's), the browser and the server are kept: like opening it again, or a reload.
 */
async function renderDialog({ api }: { api?: TestApi } = {}) {
  const onCreated = vi.fn<(c: Contact) => void>();
  const onClose = vi.fn<() => void>();
  const view = await renderWithProviders(
    <ContactFormDialog open onClose={onClose} onCreated={onCreated} />,
    {
      apiKey: KEY,
      sandbox: testSandbox().app,
      ...(api ? { api } : {}),
    },
  );
  return { ...view, onCreated, onClose };
}

async function chooseIdType(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('combobox', { name: /identification type/i }));
  await user.click(await screen.findByRole('option', { name }));
}

describe('ContactFormDialog', () => {
  it('checks the NIT live, then creates the contact once, remembers it and closes', async () => {
    const user = userEvent.setup({ delay: null });
    const { onCreated, onClose, writes } = await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'New contact' });
    expect(within(dialog).getByLabelText(/first name/i)).toHaveFocus();

    await user.type(within(dialog).getByLabelText(/first name/i), 'Industrias');
    await chooseIdType(user, /tax id/i);
    const id = within(dialog).getByLabelText(/identification number/i);
    await user.type(id, '800.197.268-5');
    expect(await within(dialog).findByText('The check digit should be 4.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Create contact' }));
    expect(writes()).toHaveLength(0); // refused before sending

    await user.clear(id);
    await user.type(id, '800.197.268-4');
    expect(await within(dialog).findByText('Check digit 4 is correct.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create contact' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(onClose).toHaveBeenCalled();
    const posts = writes();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.method).toBe('POST');
    expect(posts[0]?.path).toBe(CONTACTS);
    expect(posts[0]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[0]?.body).toEqual({
      first_name: 'Industrias',
      identification_type: 'NIT',
      identification_number: '800197268-4',
    });
    const created = onCreated.mock.calls[0]?.[0];
    expect(created?.identification_number).toBe('800197268-4');
    expect(readKnownContacts(scopeOfKey(KEY))[0]?.id).toBe(created?.id);
    expect(await screen.findByText('Contact Industrias created.')).toBeInTheDocument();
  });

  it('shows a duplicate identification (409) at its field and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await renderDialog();
    await user.type(screen.getByLabelText(/first name/i), 'Ana');
    await user.type(screen.getByLabelText(/identification number/i), '1020304050');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));
    await waitFor(() => expect(first.onCreated).toHaveBeenCalled());
    first.unmount();

    await renderDialog({ api: first.api });
    await user.type(screen.getByLabelText(/first name/i), 'Otra');
    await user.type(screen.getByLabelText(/email/i), 'otra@example.com');
    await user.type(screen.getByLabelText(/identification number/i), '1.020.304.050');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));

    expect(
      await screen.findByText('Another contact of this account already has this identification.'),
    ).toBeInTheDocument();
    const idField = screen.getByLabelText(/identification number/i);
    expect(idField).toBeInvalid();
    await waitFor(() => expect(idField).toHaveFocus());
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Otra');
    expect(screen.getByLabelText(/email/i)).toHaveValue('otra@example.com');
    expect(idField).toHaveValue('1.020.304.050');
  });

  it('locks the submit button while the save is pending and sends one request', async () => {
    const user = userEvent.setup({ delay: null });
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { onCreated, writes, respond } = await renderDialog();
    respond(async (_request, forward) => {
      await gate;
      return forward();
    });
    await user.type(screen.getByLabelText(/first name/i), 'Lenta');
    await user.dblClick(screen.getByRole('button', { name: 'Create contact' }));
    expect(await screen.findByRole('button', { name: 'Creating…' })).toBeDisabled();
    await user.type(screen.getByLabelText(/first name/i), '{Enter}'); // Enter submits forms too
    open();
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(writes(CONTACTS)).toHaveLength(1);
  });

  it('a lost answer (503) is sent once; the draft keeps its key, and after a reload the submit reuses it', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await renderDialog();
    // The service creates the contact, but its answer is lost.
    first.respond(async (_request, forward) => {
      await forward();
      return unavailable();
    });
    await user.type(screen.getByLabelText(/first name/i), 'Perdida');
    await user.type(screen.getByLabelText(/phone number/i), '300 555 1234');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));
    expect(await screen.findByText(/may or may not have been applied/)).toBeInTheDocument();
    // The failure is on screen: the write went out exactly once (no automatic retry of a write).
    expect(first.writes(CONTACTS)).toHaveLength(1);
    const sentKey = first.writes(CONTACTS)[0]?.idempotencyKey;
    expect(sentKey).toMatch(/^[0-9a-f-]{36}$/);
    first.unmount();

    // Opened again (as after a reload): the draft is back, and so is its key.
    first.respond(null);
    const second = await renderDialog({ api: first.api });
    expect(screen.getByText('Your unsaved draft was restored.')).toBeInTheDocument();
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Perdida');
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('300 555 1234');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));
    await waitFor(() => expect(second.onCreated).toHaveBeenCalledTimes(1));
    const posts = first.writes(CONTACTS);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.idempotencyKey).toBe(sentKey);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    // The service answered the retry with the contact it had created: one contact, not two.
    expect(second.onCreated.mock.calls[0]?.[0].first_name).toBe('Perdida');
  });

  it('keeps a draft when closed before the autosave, restores it, and Discard empties it for good', async () => {
    const user = userEvent.setup({ delay: null });
    const first = await renderDialog();
    await user.type(screen.getByLabelText(/first name/i), 'Borrador');
    await user.type(screen.getByLabelText(/phone number/i), '300 555 1234');
    first.unmount(); // closed before the autosave's delay passed

    const second = await renderDialog({ api: first.api });
    expect(screen.getByLabelText(/first name/i)).toHaveValue('Borrador');
    expect(screen.getByLabelText(/phone number/i)).toHaveValue('300 555 1234');
    expect(screen.getByText('Your unsaved draft was restored.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(screen.getByLabelText(/first name/i)).toHaveValue('');
    second.unmount();

    await renderDialog({ api: first.api });
    expect(screen.getByLabelText(/first name/i)).toHaveValue('');
    expect(screen.queryByText('Your unsaved draft was restored.')).not.toBeInTheDocument();
  });

  it('shows a server 422 at its field', async () => {
    const user = userEvent.setup({ delay: null });
    const { respond } = await renderDialog();
    respond(() =>
      jsonAnswer(422, {
        code: 'validation_failed',
        message: '1 field is invalid',
        details: [{ path: 'phone_number', message: 'must contain digits only' }],
      }),
    );
    await user.type(screen.getByLabelText(/first name/i), 'Ana');
    await user.type(screen.getByLabelText(/phone number/i), '3001234567');
    await user.click(screen.getByRole('button', { name: 'Create contact' }));
    expect(await screen.findByText('must contain digits only')).toBeInTheDocument();
    expect(screen.getByLabelText(/phone number/i)).toBeInvalid();
    expect(
      screen.getByText(/Check the highlighted fields|Some fields need attention/),
    ).toBeInTheDocument();
  });
});
