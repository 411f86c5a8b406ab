// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLazyPart } from './useLazyPart';

describe('useLazyPart', () => {
  it('is not mounted until first opened, then opens once the chunk is here and stays mounted', async () => {
    let arrive: () => void = () => undefined;
    const load = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const then = vi.fn();
    const { result } = renderHook(() => useLazyPart(load));
    expect(result.current[0]).toBe(false);
    act(() => result.current[1](then));
    expect(then).not.toHaveBeenCalled();
    expect(result.current[0]).toBe(false);
    await act(async () => arrive());
    await waitFor(() => expect(then).toHaveBeenCalledOnce());
    expect(result.current[0]).toBe(true);
  });

  it('still runs `then` when the chunk fails, so the part’s own loading says what failed', async () => {
    const then = vi.fn();
    const { result } = renderHook(() => useLazyPart(() => Promise.reject(new Error('offline'))));
    act(() => result.current[1](then));
    await waitFor(() => expect(then).toHaveBeenCalledOnce());
    expect(result.current[0]).toBe(true);
  });
});
