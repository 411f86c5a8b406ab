// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BatchStore } from './batchStore';
import { useSummaryHeldWhilePressed } from './useSummaryHeldWhilePressed';

afterEach(() => vi.useRealTimers());

/** A store whose holds are counted: `held()` says how many are not released. */
function countingStore() {
  let holds = 0;
  const store = {
    holdDerived: () => {
      holds += 1;
      let released = false;
      return () => {
        if (!released) holds -= 1;
        released = true;
      };
    },
  } as unknown as BatchStore;
  return { store, held: () => holds };
}

const pointer = (type: string, isPrimary = true) =>
  window.dispatchEvent(Object.assign(new Event(type), { isPrimary }));

describe('useSummaryHeldWhilePressed', () => {
  it('holds from the press until the click after the release has been handled', () => {
    vi.useFakeTimers();
    const { store, held } = countingStore();
    renderHook(() => useSummaryHeldWhilePressed(store));
    pointer('pointerdown');
    expect(held()).toBe(1);
    pointer('pointerdown'); // one hold per press
    expect(held()).toBe(1);
    pointer('pointerup');
    expect(held()).toBe(1);
    window.dispatchEvent(new MouseEvent('click'));
    expect(held()).toBe(1); // the click's own handlers first
    vi.advanceTimersByTime(0);
    expect(held()).toBe(0);
  });

  it('lets go a little after a release that leads to no click, and ignores a second finger', () => {
    vi.useFakeTimers();
    const { store, held } = countingStore();
    renderHook(() => useSummaryHeldWhilePressed(store));
    pointer('pointerdown', false);
    expect(held()).toBe(0);
    pointer('pointerdown');
    pointer('pointercancel');
    expect(held()).toBe(1);
    vi.advanceTimersByTime(300);
    expect(held()).toBe(0);
  });

  it('lets go when the page is left', () => {
    const { store, held } = countingStore();
    const { unmount } = renderHook(() => useSummaryHeldWhilePressed(store));
    pointer('pointerdown');
    unmount();
    expect(held()).toBe(0);
  });
});
