// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSyncedText } from './useSyncedText';

const same = (text: string, value: string) => text.trim() === value.trim();

describe('useSyncedText', () => {
  it('keeps typing that went on after a commit when the URL catches up', () => {
    const { result, rerender } = renderHook(({ value }) => useSyncedText(value, (v) => v, same), {
      initialProps: { value: '' },
    });
    act(() => result.current.setText('ca'));
    act(() => result.current.noteCommit('ca'));
    act(() => result.current.setText('caf'));
    rerender({ value: 'ca' }); // the URL brings back the earlier commit
    expect(result.current.text).toBe('caf');
  });

  it('follows a change made elsewhere (Back, clear filters)', () => {
    const { result, rerender } = renderHook(({ value }) => useSyncedText(value, (v) => v, same), {
      initialProps: { value: 'tea' },
    });
    expect(result.current.text).toBe('tea');
    rerender({ value: '' });
    expect(result.current.text).toBe('');
    rerender({ value: 'coffee' });
    expect(result.current.text).toBe('coffee');
  });
});
