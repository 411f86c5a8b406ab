// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { providersWrapper } from '../../test/renderWithProviders';
import { setUpTestApi } from '../../test/testApi';
import { readBatchDraft, writeBatchDraft } from './batchDraft';
import { blankValues } from './lineModel';
import type { LineValues } from './lineModel';
import { useBatchDraft } from './useBatchDraft';

const SCOPE = 'acct-1';
const KEY = '11111111-2222-4333-8444-555555555555';
const line = (skuText: string): LineValues => ({
  ...blankValues({ warehouse: 'wh-main' }),
  skuText,
  quantity: '2',
});

function render() {
  return renderHook(() => useBatchDraft(SCOPE, 'wh-main'), { wrapper: providersWrapper() });
}

beforeEach(() => {
  setUpTestApi();
});

describe('useBatchDraft', () => {
  it('restores the lines, the scan defaults and the Idempotency-Key of a draft saved before a reload', () => {
    writeBatchDraft(
      SCOPE,
      { lines: [line('A-1'), line('B-2')], scan: { warehouse: 'wh-north', operation: 'remove' } },
      KEY,
    );
    const { result, unmount } = render();
    expect(result.current.store.getLines().map((l) => l.skuText)).toEqual(['A-1', 'B-2']);
    expect(result.current.scan).toEqual({ warehouse: 'wh-north', operation: 'remove' });
    // The retry after a reload must send the key of the lost attempt, not a new one.
    expect(result.current.key.current()).toBe(KEY);
    unmount();
  });

  it('starts with one blank line in the first warehouse, and a key, without a draft', () => {
    const { result, unmount } = render();
    expect(result.current.store.getLines()).toHaveLength(1);
    expect(result.current.store.getLines()[0]).toMatchObject({ warehouse: 'wh-main', skuText: '' });
    expect(result.current.key.current()).toMatch(/^[0-9a-f-]{36}$/);
    expect(readBatchDraft(SCOPE)).toBeNull();
    unmount();
  });

  it('saves what is typed, with the key, shortly after the last change (and at once when the page is left)', async () => {
    const { result, unmount } = render();
    const { store } = result.current;
    const id = store.getIds()[0]!;
    act(() => store.update(id, 'product', 'A-1'));
    await waitFor(() => expect(readBatchDraft(SCOPE)?.values.lines[0]?.skuText).toBe('A-1'));
    expect(readBatchDraft(SCOPE)?.idempotencyKey).toBe(result.current.key.current());

    act(() => store.update(id, 'comment', 'last keystroke'));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(readBatchDraft(SCOPE)?.values.lines[0]?.comment).toBe('last keystroke');
    unmount();
  });

  it('a renewed key is stored with the lines; blank lines are no draft, but keep their key in memory', () => {
    writeBatchDraft(
      SCOPE,
      { lines: [line('A-1')], scan: { warehouse: 'wh-main', operation: 'add' } },
      KEY,
    );
    const { result, unmount } = render();
    act(() => result.current.key.renew());
    const renewed = result.current.key.current();
    expect(renewed).not.toBe(KEY);
    expect(readBatchDraft(SCOPE)?.idempotencyKey).toBe(renewed);

    act(() => result.current.clear());
    expect(readBatchDraft(SCOPE)).toBeNull();
    expect(result.current.store.getLines()).toHaveLength(1);
    expect(result.current.key.current()).toBe(renewed);
    unmount();
  });

  it('discarding leaves one blank line, no draft and a new key', () => {
    writeBatchDraft(
      SCOPE,
      { lines: [line('A-1')], scan: { warehouse: 'wh-main', operation: 'add' } },
      KEY,
    );
    const { result, unmount } = render();
    act(() => result.current.discard());
    expect(result.current.store.getLines().map((l) => l.skuText)).toEqual(['']);
    expect(readBatchDraft(SCOPE)).toBeNull();
    expect(result.current.key.current()).not.toBe(KEY);
    unmount();
  });

  it('keeps changed scan defaults with the draft', () => {
    writeBatchDraft(
      SCOPE,
      { lines: [line('A-1')], scan: { warehouse: 'wh-main', operation: 'add' } },
      KEY,
    );
    const { result, unmount } = render();
    act(() => result.current.changeScan({ warehouse: 'wh-store', operation: 'remove' }));
    expect(result.current.scanDefaults()).toEqual({ warehouse: 'wh-store', operation: 'remove' });
    expect(readBatchDraft(SCOPE)?.values.scan).toEqual({
      warehouse: 'wh-store',
      operation: 'remove',
    });
    unmount();
  });
});
