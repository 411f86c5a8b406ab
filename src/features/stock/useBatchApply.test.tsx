// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/queryClient';
import { providersWrapper } from '../../test/renderWithProviders';
import { jsonAnswer, setUpTestApi, unavailable } from '../../test/testApi';
import type { TestApi } from '../../test/testApi';
import { readBatchDraft, writeBatchDraft } from './batchDraft';
import { blankValues } from './lineModel';
import type { LineValues } from './lineModel';
import { lookupSku } from './queries';
import { readRecentBatches } from './recentBatches';
import { useBatchApply } from './useBatchApply';
import { useBatchDraft } from './useBatchDraft';

const SCOPE = 'acct-apply';
const APPLY_PATH = '/v1/warehouse-products/stock/update-list';
const KEY = '0b7f0c2e-5a4e-4c1b-9d0a-3f6e2b8c1a11';

let api: TestApi;

/** A draft of one line moving `quantity` of BEV-00001 (saved before the page opens, with KEY). */
async function draftOf(quantity: string, operation: 'add' | 'remove' = 'add') {
  const product = await lookupSku(createQueryClient(), 'BEV-00001');
  if (!product) throw new Error('no BEV-00001 in the sandbox');
  const line: LineValues = {
    ...blankValues({ warehouse: 'wh-main', operation }),
    skuText: 'BEV-00001',
    product,
    quantity,
  };
  writeBatchDraft(SCOPE, { lines: [line], scan: { warehouse: 'wh-main', operation: 'add' } }, KEY);
  return product;
}

function render() {
  const jump = vi.fn();
  const view = renderHook(
    () => {
      const draft = useBatchDraft(SCOPE, 'wh-main');
      return { draft, apply: useBatchApply({ scope: SCOPE, draft, jump }) };
    },
    { wrapper: providersWrapper() },
  );
  return { ...view, jump };
}

async function applyNow(result: ReturnType<typeof render>['result']) {
  act(() => result.current.apply.openConfirm());
  expect(result.current.apply.confirmOpen).toBe(true);
  await act(() => result.current.apply.confirm());
}

beforeEach(() => {
  api = setUpTestApi();
  sessionStorage.clear(); // no recent batches (setUpTestApi keeps the session's key)
  sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: 'demo-key' }));
});

describe('useBatchApply', () => {
  it('sends the batch once with the draft’s key, then shows the results, remembers them and starts a new draft with a new key', async () => {
    await draftOf('2');
    const { result, unmount } = render();
    await applyNow(result);

    const sent = api.writes(APPLY_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.idempotencyKey).toBe(KEY);
    expect(result.current.apply.failure).toBeNull();
    expect(result.current.apply.confirmOpen).toBe(false);
    expect(result.current.apply.lastResult).toMatchObject({ id: KEY, lineCount: 1 });
    expect(result.current.apply.recent.map((b) => b.id)).toEqual([KEY]);
    expect(readRecentBatches(SCOPE).map((b) => b.id)).toEqual([KEY]);
    expect(result.current.draft.store.getLines().map((l) => l.skuText)).toEqual(['']);
    expect(readBatchDraft(SCOPE)).toBeNull();
    expect(result.current.draft.key.current()).not.toBe(KEY);
    unmount();
  });

  it('a lost answer (503) is not sent again on its own; Retry sends the same body with the same key, once', async () => {
    const before = await draftOf('3');
    const { result, unmount } = render();
    api.respond(async (request, forward) => {
      if (request.path !== APPLY_PATH) return forward();
      await forward(); // applied...
      return unavailable(); // ...but the answer is lost
    });
    await applyNow(result);
    expect(result.current.apply.failure?.kind).toBe('unknown');
    await new Promise((r) => setTimeout(r, 300));
    expect(api.writes(APPLY_PATH)).toHaveLength(1);
    // The key stays, in memory and in the draft (a reload retries with it too).
    expect(result.current.draft.key.current()).toBe(KEY);
    expect(readBatchDraft(SCOPE)?.idempotencyKey).toBe(KEY);
    expect(result.current.draft.store.getLines()[0]?.skuText).toBe('BEV-00001');

    api.respond(null);
    await act(() => result.current.apply.retry());
    const sent = api.writes(APPLY_PATH);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(KEY);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
    const row = result.current.apply.lastResult?.rows[0];
    expect((row?.stockAfter ?? 0) - (row?.stockBefore ?? 0)).toBe(3);
    // Applied once, not twice.
    expect((await lookupSku(createQueryClient(), 'BEV-00001'))?.available).toBe(
      (before.available ?? 0) + 3,
    );
    unmount();
  });

  it('clicks while the apply is out send nothing more', async () => {
    await draftOf('1');
    const { result, unmount } = render();
    act(() => result.current.apply.openConfirm());
    const { confirm } = result.current.apply;
    await act(() => Promise.all([confirm(), confirm(), confirm()]));
    expect(api.writes(APPLY_PATH)).toHaveLength(1);
    unmount();
  });

  it('a refused batch marks its line, focuses it, and takes a new key for the corrected batch', async () => {
    await draftOf('1000000', 'remove');
    const { result, jump, unmount } = render();
    await applyNow(result);
    expect(result.current.apply.failure?.kind).toBe('refused');
    const line = result.current.draft.store.getLines()[0];
    expect(line?.server.quantity).toMatch(/insufficient/);
    await waitFor(() => expect(jump).toHaveBeenCalledWith(line?.id, 'quantity'));
    expect(result.current.apply.unmapped).toEqual([]);
    const renewed = result.current.draft.key.current();
    expect(renewed).not.toBe(KEY);
    expect(readBatchDraft(SCOPE)?.idempotencyKey).toBe(renewed);
    unmount();
  });

  it('a 409 without field details keeps the key (the first attempt may still be running)', async () => {
    await draftOf('1');
    const { result, unmount } = render();
    api.respond((request, forward) =>
      request.path === APPLY_PATH
        ? jsonAnswer(409, {
            code: 'conflict',
            message: 'A request with this Idempotency-Key is still being processed',
          })
        : forward(),
    );
    await applyNow(result);
    expect(result.current.apply.failure?.kind).toBe('conflict');
    expect(result.current.draft.key.current()).toBe(KEY);
    unmount();
  });

  it('lines changed since a lost attempt ("key reused") go as a new batch only when the person says so', async () => {
    await draftOf('1');
    const { result, unmount } = render();
    api.respond((request, forward) =>
      request.path === APPLY_PATH
        ? jsonAnswer(422, {
            code: 'idempotency_key_reused',
            message: 'This Idempotency-Key was already used with a different request',
          })
        : forward(),
    );
    await applyNow(result);
    expect(result.current.apply.failure?.kind).toBe('keyReused');
    expect(result.current.draft.key.current()).toBe(KEY);

    api.respond(null);
    act(() => result.current.apply.sendAsNew());
    expect(result.current.apply.failure).toBeNull();
    expect(result.current.apply.confirmOpen).toBe(true); // asked again, nothing sent yet
    expect(api.writes(APPLY_PATH)).toHaveLength(1);
    await act(() => result.current.apply.confirm());
    const sent = api.writes(APPLY_PATH);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).not.toBe(KEY);
    unmount();
  });

  it('an empty batch is not sent: the problem says why', async () => {
    const { result, unmount } = render();
    act(() => result.current.apply.openConfirm());
    expect(result.current.apply.confirmOpen).toBe(false);
    expect(result.current.apply.problem).toEqual({ code: 'empty' });
    expect(api.writes(APPLY_PATH)).toHaveLength(0);
    unmount();
  });
});
