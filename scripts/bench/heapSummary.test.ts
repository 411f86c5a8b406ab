import { describe, expect, it } from 'vitest';
import { kindTotals } from './heapSummary.ts';
import type { HeapSnapshot } from './heapSummary.ts';

describe('kindTotals', () => {
  it('sums self sizes per type, naming objects, closures and native objects only', () => {
    const snap: HeapSnapshot = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
          node_types: [['hidden', 'array', 'string', 'object', 'code', 'closure', 'native']],
        },
      },
      // type, name (string index), id, self_size, edge_count
      nodes: [3, 0, 1, 32, 0, 3, 0, 2, 16, 0, 3, 1, 3, 40, 0, 2, 2, 4, 24, 0, 4, 3, 5, 100, 0],
      strings: ['Object', 'Ui', 'a string', 'ignored code name'],
    };
    const totals = kindTotals(snap);
    expect(totals.get('object Object')).toEqual({ kind: 'object Object', count: 2, bytes: 48 });
    expect(totals.get('object Ui')).toEqual({ kind: 'object Ui', count: 1, bytes: 40 });
    expect(totals.get('string')).toEqual({ kind: 'string', count: 1, bytes: 24 });
    expect(totals.get('code')).toEqual({ kind: 'code', count: 1, bytes: 100 });
    expect(totals.size).toBe(4);
  });
});
