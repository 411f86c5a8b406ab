// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionProvider } from '../../session/SessionContext';
import { scopeOfKey, storeApiKey } from '../../session/keyStorage';
import { filterPanelStore, useFilterPanel } from './filterPanel';

const KEY = 'demo-key';
const entry = () => `coc.products.filterPanel.${scopeOfKey(KEY)}`;

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  filterPanelStore.forgetCache();
  storeApiKey(KEY);
});

describe('useFilterPanel', () => {
  it('is closed at first; a toggle is kept for the next visit, both ways', () => {
    const first = renderHook(() => useFilterPanel(false), { wrapper });
    expect(first.result.current.open).toBe(false);
    act(() => first.result.current.toggle());
    expect(first.result.current.open).toBe(true);
    first.unmount();

    filterPanelStore.forgetCache();
    const next = renderHook(() => useFilterPanel(false), { wrapper });
    expect(next.result.current.open).toBe(true);
    act(() => next.result.current.toggle());
    expect(next.result.current.open).toBe(false);
    next.unmount();

    filterPanelStore.forgetCache();
    expect(renderHook(() => useFilterPanel(false), { wrapper }).result.current.open).toBe(false);
  });

  it('opens by itself when the list opens filtered, and stays open as the filters are cleared', () => {
    const { result, rerender } = renderHook(({ filtered }) => useFilterPanel(filtered), {
      wrapper,
      initialProps: { filtered: true },
    });
    expect(result.current.open).toBe(true);
    rerender({ filtered: false });
    expect(result.current.open).toBe(true);
    // Nothing kept until the person chooses.
    expect(localStorage.getItem(entry())).toBeNull();
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it('a filter set later does not open it (the toggle counts it)', () => {
    const { result, rerender } = renderHook(({ filtered }) => useFilterPanel(filtered), {
      wrapper,
      initialProps: { filtered: false },
    });
    rerender({ filtered: true });
    expect(result.current.open).toBe(false);
  });

  it('an entry of another shape reads as closed, and is dropped', () => {
    localStorage.setItem(entry(), JSON.stringify({ v: 1, data: { open: 'yes' } }));
    const { result } = renderHook(() => useFilterPanel(false), { wrapper });
    expect(result.current.open).toBe(false);
    expect(localStorage.getItem(entry())).toBeNull();
  });
});
