// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetRecentBatches,
  readRecentBatches,
  recentBatchesStore,
  rememberBatch,
} from './recentBatches';

const batch = (id: string, lineCount = 1) => ({
  id,
  appliedAt: '2026-11-21T14:03:00.000Z',
  lineCount,
  rows: [],
});

beforeEach(() => {
  sessionStorage.clear();
  recentBatchesStore.forgetCache();
});

describe('recent batches as a persisted store', () => {
  it('reads a list saved before the versioned store, under the same key, and keeps it there', () => {
    sessionStorage.setItem('coc.stock.recent.s1', JSON.stringify([batch('old')]));
    expect(readRecentBatches('s1').map((b) => b.id)).toEqual(['old']);
    rememberBatch('s1', batch('new'));
    const stored = JSON.parse(sessionStorage.getItem('coc.stock.recent.s1') ?? 'null') as {
      v: number;
      data: { id: string }[];
    };
    expect(stored.v).toBe(1);
    expect(stored.data.map((b) => b.id)).toEqual(['new', 'old']);
    expect(localStorage.getItem('coc.stock.recent.s1')).toBeNull(); // this tab only
  });

  it('drops a tampered entry', () => {
    sessionStorage.setItem('coc.stock.recent.s1', '[{"id":1}]');
    expect(readRecentBatches('s1')).toEqual([]);
  });

  it('a replayed key replaces its entry; sign-out forgets every account, stored and in memory', () => {
    rememberBatch('s1', batch('k1'));
    rememberBatch('s1', batch('k1', 2));
    expect(readRecentBatches('s1')).toEqual([batch('k1', 2)]);
    rememberBatch('s2', batch('k2'));
    forgetRecentBatches();
    expect(readRecentBatches('s1')).toEqual([]);
    expect(readRecentBatches('s2')).toEqual([]);
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('coc.stock.recent.'))).toEqual(
      [],
    );
  });
});
