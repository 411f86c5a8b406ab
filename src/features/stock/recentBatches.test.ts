// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetPersistedCaches } from '../../lib/persistedStore';
import { forgetRecentBatches, readRecentBatches, rememberBatch, RECENT_MAX } from './recentBatches';

const batch = (id: string) => ({
  id,
  appliedAt: '2026-11-21T14:03:00.000Z',
  lineCount: 1,
  rows: [],
});

beforeEach(() => {
  sessionStorage.clear();
  forgetPersistedCaches();
});

describe('recent batches', () => {
  it('keeps the newest first, per account, and at most RECENT_MAX', () => {
    for (let i = 0; i < RECENT_MAX + 2; i++) rememberBatch('s1', batch(`k${i}`));
    const list = readRecentBatches('s1');
    expect(list).toHaveLength(RECENT_MAX);
    expect(list[0]?.id).toBe(`k${RECENT_MAX + 1}`);
    expect(readRecentBatches('s2')).toEqual([]);
  });

  it('replaces the entry of a replayed key, and drops tampered data', () => {
    rememberBatch('s1', batch('k1'));
    rememberBatch('s1', { ...batch('k1'), lineCount: 2 });
    expect(readRecentBatches('s1')).toEqual([{ ...batch('k1'), lineCount: 2 }]);
    sessionStorage.setItem('coc.stock.recent.s1', '[{"id":1}]');
    forgetPersistedCaches(); // as a reload would
    expect(readRecentBatches('s1')).toEqual([]);
  });

  it('forgets every account on sign-out', () => {
    rememberBatch('s1', batch('a'));
    rememberBatch('s2', batch('b'));
    forgetRecentBatches();
    expect(readRecentBatches('s1')).toEqual([]);
    expect(readRecentBatches('s2')).toEqual([]);
  });
});
