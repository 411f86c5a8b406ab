// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testSandbox } from '../../../sandbox/testSupport';
import type { Contact } from '../../api/schemas';
import { initI18n } from '../../i18n/i18n';
import { runSignOutHooks } from '../../session/sessionEvents';
import { jsonAnswer, providersWrapper, unavailable } from '../../test/renderWithProviders';
import { setUpTestApi } from '../../test/testApi';
import type { TestApi } from '../../test/testApi';

// Feature modules add their strings when they load, so the language must be set first.
initI18n('en');
const { useContactFormController } = await import('./useContactFormController');

const CONTACTS = '/v1/contacts';
const DRAFT = 'contacts.test';

afterEach(() => {
  runSignOutHooks();
});

function renderController(api: TestApi = setUpTestApi({ sandbox: testSandbox().app })) {
  const onCreated = vi.fn<(c: Contact) => void>();
  const view = renderHook(() => useContactFormController({ draftName: DRAFT, onCreated }), {
    wrapper: providersWrapper(),
  });
  return { ...view, api, onCreated };
}

/** The draft as stored in this browser (values and the key of the next save). */
function storedDraft(): { values: { first_name: string }; idempotencyKey: string } | null {
  const entry = Object.keys(localStorage).find((k) => k.endsWith(`.${DRAFT}`));
  return entry
    ? (JSON.parse(localStorage.getItem(entry) ?? 'null') as {
        values: { first_name: string };
        idempotencyKey: string;
      })
    : null;
}

describe('useContactFormController', () => {
  it('sends one request for five fast submits, then forgets the draft and its key', async () => {
    const { result, api, onCreated } = renderController();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    api.respond(async (_request, forward) => {
      await gate;
      return forward();
    });
    act(() => result.current.form.setValue('first_name', 'Rápida'));
    let submits: Promise<void>[] = [];
    await act(async () => {
      submits = [1, 2, 3, 4, 5].map(() => result.current.submit());
      await Promise.resolve();
    });
    expect(result.current.pending).toBe(true);
    open();
    await act(async () => {
      await Promise.all(submits);
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(api.writes(CONTACTS)).toHaveLength(1);
    expect(result.current.pending).toBe(false);
    expect(result.current.form.getValues('first_name')).toBe('');
    // Nothing of the sent contact is kept, and the next contact is a new request.
    expect(storedDraft()?.values.first_name ?? '').toBe('');
    expect(storedDraft()?.idempotencyKey).not.toBe(api.writes(CONTACTS)[0]?.idempotencyKey);
  });

  it.each([
    [
      'a 503 after the service created it',
      (forward: () => Promise<Response>) => forward().then(() => unavailable()),
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'keeps the key after a lost answer (%s): the retry sends the same key, once',
    async (_name, lose) => {
      const { result, api, onCreated } = renderController();
      api.respond((_request, forward) => lose(forward));
      act(() => result.current.form.setValue('first_name', 'Perdida'));
      await act(() => result.current.submit());
      expect(result.current.failure?.kind).toBe('unknown');
      expect(result.current.failure?.key).toBe('keep');
      const first = api.writes(CONTACTS)[0]?.idempotencyKey;
      expect(first).toMatch(/^[0-9a-f-]{36}$/);
      expect(api.writes(CONTACTS)).toHaveLength(1); // never retried on its own
      expect(storedDraft()).toMatchObject({
        values: { first_name: 'Perdida' },
        idempotencyKey: first,
      });

      api.respond(null);
      act(() => result.current.retry());
      await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
      const posts = api.writes(CONTACTS);
      expect(posts).toHaveLength(2);
      expect(posts[1]?.idempotencyKey).toBe(first);
      expect(result.current.failure).toBeNull();
    },
  );

  it('renews the key after a 422 refusal and puts the message on its field', async () => {
    const { result, api, onCreated } = renderController();
    api.respond(() =>
      jsonAnswer(422, {
        code: 'validation_failed',
        message: '2 fields are invalid',
        details: [
          { path: 'phone_prefix', message: 'is not served' },
          { path: 'notes', message: 'is not allowed' },
        ],
      }),
    );
    act(() => {
      result.current.form.setValue('first_name', 'Ana');
      result.current.form.setValue('phone_number', '3001234567');
    });
    await act(() => result.current.submit());
    expect(result.current.failure?.kind).toBe('refused');
    expect(result.current.form.getFieldState('phone_country').error?.message).toBe('is not served');
    expect(result.current.unmapped).toEqual(['notes: is not allowed']);
    const refusedKey = api.writes(CONTACTS)[0]?.idempotencyKey;
    // The draft already holds the new key (a reload would not send the refused one again).
    expect(storedDraft()?.idempotencyKey).not.toBe(refusedKey);

    api.respond(null);
    await act(() => result.current.submit());
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const posts = api.writes(CONTACTS);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(posts[1]?.idempotencyKey).not.toBe(refusedKey);
  });

  it('after "key reused" sends the changed form with a new key only when asked', async () => {
    const { result, api } = renderController();
    api.respond(() =>
      jsonAnswer(422, { code: 'idempotency_key_reused', message: 'key reused with another body' }),
    );
    act(() => result.current.form.setValue('first_name', 'Cambiada'));
    await act(() => result.current.submit());
    expect(result.current.failure?.kind).toBe('keyReused');
    const key = api.writes(CONTACTS)[0]?.idempotencyKey;
    expect(storedDraft()?.idempotencyKey).toBe(key); // asked, not renewed behind the person's back

    act(() => result.current.newAttempt());
    expect(result.current.failure).toBeNull();
    expect(storedDraft()?.idempotencyKey).not.toBe(key);
    expect(storedDraft()?.values.first_name).toBe('Cambiada');
  });

  it('sends nothing for a form with fields to fix', async () => {
    const { result, api } = renderController();
    await act(() => result.current.submit());
    expect(api.writes(CONTACTS)).toHaveLength(0);
    expect(result.current.form.getFieldState('first_name').error).toBeDefined();
    expect(result.current.pending).toBe(false);
  });
});
