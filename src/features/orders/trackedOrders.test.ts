// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { runSignOutHooks } from '../../session/sessionEvents';
import { TRACKED_ORDERS_MAX, readTrackedOrders, trackOrders, untrackOrder } from './trackedOrders';

afterEach(() => {
  localStorage.clear();
  runSignOutHooks(); // empties the in-memory cache
});

describe('tracked orders', () => {
  it('keeps ids per account scope, newest first, without duplicates', () => {
    trackOrders('s1', ['a']);
    trackOrders('s1', ['b', 'c', 'b']);
    trackOrders('s1', ['a']); // already tracked: keeps its place
    trackOrders('s2', ['z']);
    expect(readTrackedOrders('s1')).toEqual(['b', 'c', 'a']);
    expect(readTrackedOrders('s2')).toEqual(['z']);
  });

  it('survives a reload (stored ids only) and forgets on untrack', () => {
    trackOrders('s1', ['a', 'b']);
    runSignOutHooks();
    expect(readTrackedOrders('s1')).toEqual(['a', 'b']);
    untrackOrder('s1', 'a');
    untrackOrder('s1', 'missing');
    expect(readTrackedOrders('s1')).toEqual(['b']);
    expect(JSON.parse(localStorage.getItem('coc.orders.tracked.s1') ?? 'null')).toEqual({
      v: 1,
      data: ['b'],
    });
  });

  it('keeps at most TRACKED_ORDERS_MAX ids and drops entries that are not ids', () => {
    trackOrders(
      's1',
      Array.from({ length: TRACKED_ORDERS_MAX + 20 }, (_, i) => `o${i}`),
    );
    expect(readTrackedOrders('s1')).toHaveLength(TRACKED_ORDERS_MAX);
    localStorage.setItem(
      'coc.orders.tracked.s3',
      JSON.stringify(['ok', 42, null, '', { id: 'x' }]),
    );
    expect(readTrackedOrders('s3')).toEqual(['ok']);
    localStorage.setItem('coc.orders.tracked.s4', 'not json');
    expect(readTrackedOrders('s4')).toEqual([]);
  });
});
