// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keyForMove, readFailures, recordFailure, resetMoveStore, settleMove } from './moveStore';
import type { MoveRequest } from './moveStore';

const scope = 'scope-a';
const move: MoveRequest = {
  orderId: 'o-1',
  orderLabel: '#1',
  shipmentId: 'sh-1',
  fromStatusId: 'st-pending',
  toStatusId: 'st-ready',
  comment: 'Left with courier',
};

function fail(over: Partial<MoveRequest> = {}) {
  return {
    move: { ...move, ...over, idempotencyKey: 'k' },
    status: 500,
    code: 'internal',
    message: 'boom',
    maybeApplied: true,
    conflict: false,
    at: '2026-11-21T00:00:00.000Z',
  };
}

beforeEach(() => {
  sessionStorage.clear();
  resetMoveStore();
});

describe('move idempotency keys', () => {
  it('reuses the key of the same intended move while its outcome is unknown', () => {
    const key = keyForMove(scope, move);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    settleMove(scope, move, 'unknown');
    expect(keyForMove(scope, { ...move, comment: ' Left with courier ' })).toBe(key);
  });

  it('uses a new key for another move, and after an answer', () => {
    const key = keyForMove(scope, move);
    expect(keyForMove(scope, { ...move, comment: 'other' })).not.toBe(key);
    expect(keyForMove(scope, { ...move, toStatusId: 'st-in-transit' })).not.toBe(key);
    expect(keyForMove('scope-b', move)).not.toBe(key);
    settleMove(scope, move, 'applied');
    expect(keyForMove(scope, move)).not.toBe(key);
  });

  it('survives a reload of the page (sessionStorage)', () => {
    const key = keyForMove(scope, move);
    resetMoveStore();
    expect(keyForMove(scope, move)).toBe(key);
  });
});

describe('move failures', () => {
  it('keeps one failure per shipment, newest first', () => {
    recordFailure(scope, fail());
    recordFailure(scope, fail({ shipmentId: 'sh-2' }));
    recordFailure(scope, { ...fail(), message: 'again' });
    expect(readFailures(scope).map((f) => [f.move.shipmentId, f.message])).toEqual([
      ['sh-1', 'again'],
      ['sh-2', 'boom'],
    ]);
  });

  it('forgets the failures of a shipment once a move of it is applied', () => {
    recordFailure(scope, fail());
    settleMove(scope, move, 'refused');
    expect(readFailures(scope)).toHaveLength(1);
    settleMove(scope, move, 'applied');
    expect(readFailures(scope)).toHaveLength(0);
  });
});
