// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { SessionProvider } from '../session/SessionContext';
import { useFormDraft } from './useFormDraft';

const schema = z.object({ name: z.string() });
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient()}>
    <SessionProvider>{children}</SessionProvider>
  </QueryClientProvider>
);
const render = () => renderHook(() => useFormDraft('test.form', schema), { wrapper });

describe('useFormDraft', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: 'key-of-account-a' }));
  });

  it('restores the values and the very same Idempotency-Key after a reload', () => {
    const first = render();
    act(() => first.result.current.save({ name: 'Ana' }));
    const key = first.result.current.key.current();
    first.unmount();

    const reloaded = render();
    expect(reloaded.result.current.initial).toEqual({ name: 'Ana' });
    expect(reloaded.result.current.key.current()).toBe(key);
    expect(reloaded.result.current.idempotencyKey).toBe(key);
  });

  it('a renewed key is stored with the same values, so a reload sends the new key', () => {
    const first = render();
    act(() => first.result.current.save({ name: 'Ana' }));
    const old = first.result.current.key.current();
    act(() => first.result.current.key.renew());
    const renewed = first.result.current.key.current();
    expect(renewed).not.toBe(old);
    first.unmount();

    const reloaded = render();
    expect(reloaded.result.current.initial).toEqual({ name: 'Ana' });
    expect(reloaded.result.current.key.current()).toBe(renewed);
  });

  it('complete() forgets the draft and takes a new key', () => {
    const first = render();
    act(() => first.result.current.save({ name: 'Ana' }));
    const old = first.result.current.key.current();
    act(() => first.result.current.complete());
    expect(first.result.current.key.current()).not.toBe(old);
    first.unmount();
    expect(render().result.current.initial).toBeNull();
  });
});
