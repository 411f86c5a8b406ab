// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAskComment } from './askComment';
import { keyForMove, readFailures, resetMoveStore } from './moveStore';

const scope = 'scope-a';
const move = {
  orderId: 'o-1',
  orderLabel: '#1',
  shipmentId: 'sh-1',
  fromStatusId: 'st-pending',
  toStatusId: 'st-ready',
  comment: '',
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  resetMoveStore();
});

describe('what the board stored before the persisted-store helper stays readable', () => {
  it('reads a move key and failures stored without an envelope (version 0), giving each failure its kind', () => {
    const intent = JSON.stringify(['sh-1', 'st-pending', 'st-ready', '']);
    const failure = (shipmentId: string, status: number, maybeApplied: boolean) => ({
      move: { ...move, shipmentId, idempotencyKey: 'k' },
      status,
      code: 'x',
      message: 'm',
      maybeApplied,
      conflict: status === 409,
      at: '2026-11-21T00:00:00.000Z',
    });
    sessionStorage.setItem(
      `coc.shipments.moves.${scope}`,
      JSON.stringify({
        keys: { [intent]: 'kept-key' },
        failures: [
          failure('sh-1', 500, true),
          failure('sh-2', 409, false),
          failure('sh-3', 429, false),
          failure('sh-4', 0, true),
        ],
      }),
    );
    expect(keyForMove(scope, move)).toBe('kept-key');
    expect(readFailures(scope).map((f) => [f.move.shipmentId, f.kind])).toEqual([
      ['sh-1', 'unknown'],
      ['sh-2', 'refused'],
      ['sh-3', 'notNow'],
      ['sh-4', 'unknown'],
    ]);
  });

  it('writes moves under the same key, in a versioned envelope', () => {
    const key = keyForMove(scope, move);
    const stored = JSON.parse(sessionStorage.getItem(`coc.shipments.moves.${scope}`) ?? 'null') as {
      v: number;
      data: { keys: Record<string, string> };
    };
    expect(stored.v).toBe(1);
    expect(Object.values(stored.data.keys)).toEqual([key]);
  });

  it('"ask for a comment" reads and writes coc.shipments.askComment (per browser, as before)', () => {
    localStorage.setItem('coc.shipments.askComment', 'true');
    const { result } = renderHook(() => useAskComment());
    expect(result.current[0]).toBe(true);
    act(() => result.current[1](false));
    expect(result.current[0]).toBe(false);
    expect(JSON.parse(localStorage.getItem('coc.shipments.askComment') ?? 'null')).toEqual({
      v: 1,
      data: false,
    });
  });
});
