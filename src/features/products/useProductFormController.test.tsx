// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { createProduct, searchProducts } from '../../api/products';
import type { Product } from '../../api/schemas/product';
import { createQueryClient } from '../../app/queryClient';
import { registerTranslations } from '../../i18n/i18n';
import { TestProviders } from '../../test/renderWithProviders';
import { jsonAnswer, setUpTestApi } from '../../test/testApi';
import type { TestApi } from '../../test/testApi';
import { catalog } from './i18n';
import { useProductFormController } from './useProductFormController';

/*
 * The product form's writes through the one write-safety module: one request however many
 * submits land before the answer; the draft's Idempotency-Key kept after a lost answer (even
 * across a reload) and renewed after a refusal.
 */

// The leave guard's hooks need a router (outside the console's own, its blocker never blocks).
function wrapper() {
  const queryClient = createQueryClient();
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestProviders queryClient={queryClient}>
        <MemoryRouter>{children}</MemoryRouter>
      </TestProviders>
    );
  };
}

function renderController(product: Product | null) {
  return renderHook(() => useProductFormController({ product }), { wrapper: wrapper() });
}

type Rendered = ReturnType<typeof renderController>;

/** Submits `times` times at once, as fast clicks or Enters would, and waits for the answers. */
async function submitTimes(view: Rendered, times: number) {
  await act(async () => {
    const submits = Array.from({ length: times }, () => view.result.current.submit());
    await Promise.all(submits);
  });
}

const typeName = (view: Rendered, name: string) =>
  act(() => view.result.current.form.setValue('name', name, { shouldDirty: true }));

let api: TestApi;

beforeEach(() => {
  api = setUpTestApi();
  registerTranslations('products', catalog);
});

describe('useProductFormController: creating', () => {
  it('five fast submits send one POST', async () => {
    api.respond(async (_request, forward) => {
      await new Promise((r) => setTimeout(r, 50)); // a slow answer: every submit lands before it
      return forward();
    });
    const view = renderController(null);
    typeName(view, 'One only');
    await submitTimes(view, 5);
    expect(api.writes('/v1/products')).toHaveLength(1);
    expect(view.result.current.failure).toBeNull();
  });

  it('locks at the first submit, before validation: an invalid form sends nothing and says so', async () => {
    const view = renderController(null);
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = view.result.current.submit();
    });
    // Locked while the (asynchronous) validation runs: the save button is already disabled.
    expect(view.result.current.pending).toBe(true);
    expect(view.result.current.locked).toBe(true);
    await act(() => first);
    await submitTimes(view, 2);
    expect(api.writes()).toHaveLength(0);
    expect(view.result.current.pending).toBe(false);
    expect(view.result.current.invalidTried).toBe(true);
    expect(view.result.current.form.getFieldState('name').error?.message).toBe('form.required');
  });

  it('keeps the key after a lost answer: the retry, even after a reload, creates one product', async () => {
    api.respond(async (request, forward) => {
      if (request.method === 'POST' && request.path === '/v1/products') {
        await forward(); // the service applied it; the answer is lost
        throw new TypeError('Failed to fetch');
      }
      return forward();
    });
    const first = renderController(null);
    typeName(first, 'Lost answer');
    await submitTimes(first, 1);
    expect(first.result.current.failure?.kind).toBe('unknown');

    // The session ends (the draft and its key are kept), then the person signs in again.
    const session = sessionStorage.getItem('coc.session');
    sessionStorage.removeItem('coc.session');
    first.unmount();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    sessionStorage.setItem('coc.session', session ?? '');

    api.respond(null);
    const again = renderController(null);
    await waitFor(() => expect(again.result.current.form.getValues('name')).toBe('Lost answer'));
    expect(again.result.current.restored).toBe(true);
    await submitTimes(again, 1);
    expect(again.result.current.failure).toBeNull();

    const posts = api.writes('/v1/products');
    expect(posts).toHaveLength(2);
    expect(posts[1]?.idempotencyKey).toBe(posts[0]?.idempotencyKey);
    const found = await searchProducts({ query: 'Lost answer' });
    expect((found.items ?? []).filter((p) => p.name === 'Lost answer')).toHaveLength(1);
  });
});

describe('useProductFormController: editing', () => {
  it('renews the key after a 422: the corrected form is a new request; the message stands at its field', async () => {
    const product = await createProduct(
      { name: 'Editable', price: 10 },
      { idempotencyKey: crypto.randomUUID() },
    );
    api.respond((request, forward) =>
      request.method === 'PUT'
        ? jsonAnswer(422, {
            code: 'validation_failed',
            message: '1 field is invalid',
            details: [{ path: 'sku', message: 'is not allowed here' }],
          })
        : forward(),
    );
    const view = renderController(product);
    act(() => view.result.current.form.setValue('sku', 'BAD', { shouldDirty: true }));
    await submitTimes(view, 3);
    expect(api.writes(`/v1/products/${product.id}`)).toHaveLength(1);
    expect(view.result.current.failure?.kind).toBe('refused');
    expect(view.result.current.form.getFieldState('sku').error?.message).toBe(
      'is not allowed here',
    );

    api.respond(null);
    act(() => view.result.current.form.setValue('sku', 'GOOD', { shouldDirty: true }));
    await submitTimes(view, 1);
    const puts = api.writes(`/v1/products/${product.id}`);
    expect(puts).toHaveLength(2);
    expect(puts[1]?.idempotencyKey).not.toBe(puts[0]?.idempotencyKey);
    expect(puts[1]?.body).toEqual({ sku: 'GOOD' });
    expect(view.result.current.failure).toBeNull();
    expect(view.result.current.dirty).toBe(false);
  });

  it('keeps the key after a 500: Retry sends the same request with the same key', async () => {
    const product = await createProduct({ name: 'Flaky' }, { idempotencyKey: crypto.randomUUID() });
    api.respond((request, forward) =>
      request.method === 'PUT'
        ? jsonAnswer(500, { code: 'internal', message: 'Internal error' })
        : forward(),
    );
    const view = renderController(product);
    act(() => view.result.current.form.setValue('code', 'C-1', { shouldDirty: true }));
    await submitTimes(view, 1);
    expect(view.result.current.failure?.kind).toBe('unknown');

    api.respond(null);
    act(() => view.result.current.retry());
    await waitFor(() => expect(view.result.current.pending).toBe(false));
    const puts = api.writes(`/v1/products/${product.id}`);
    expect(puts).toHaveLength(2);
    expect(puts[1]?.idempotencyKey).toBe(puts[0]?.idempotencyKey);
    await waitFor(() => expect(view.result.current.failure).toBeNull());
  });
});
