import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  knownForProduct,
  knownKey,
  knownLevelsOf,
  NO_KNOWN_LEVELS,
  sameKnownLevels,
} from './knownStock';
import { createBatchStore } from './batchStore';
import type { RecentBatch } from './recentBatches';

const row = (
  warehouse_id: string,
  product_id: string,
  stockAfter: number | null,
  reservedAfter: number | null,
) => ({
  warehouse_id,
  product_id,
  name: null,
  sku: null,
  stockBefore: null,
  stockAfter,
  reservedBefore: null,
  reservedAfter,
});

// Newest first, as the recent batches are stored.
const batches: RecentBatch[] = [
  {
    id: 'k2',
    appliedAt: '2026-11-24T11:00:00.000Z',
    lineCount: 1,
    rows: [row('wh-main', 'p1', 5, 1), row('wh-store', 'p1', null, null)],
  },
  {
    id: 'k1',
    appliedAt: '2026-11-24T10:00:00.000Z',
    lineCount: 2,
    rows: [row('wh-main', 'p1', 9, 0), row('wh-north', 'p1', 3, 3), row('wh-main', 'p2', 7, 2)],
  },
];

describe('knownLevelsOf', () => {
  it('keeps, per warehouse and product, the figures of the newest batch that reported them, with its time', () => {
    const known = knownLevelsOf(batches);
    expect(known.get(knownKey('wh-main', 'p1'))).toEqual({
      warehouse_id: 'wh-main',
      product_id: 'p1',
      stock: 5,
      reserved: 1,
      at: '2026-11-24T11:00:00.000Z',
    });
    expect(known.get(knownKey('wh-north', 'p1'))?.at).toBe('2026-11-24T10:00:00.000Z');
    expect(known.has(knownKey('wh-store', 'p1'))).toBe(false); // no figures in that answer
    expect(
      knownForProduct(known, 'p1', ['wh-main', 'wh-north']).map((k) => k.warehouse_id),
    ).toEqual(['wh-main', 'wh-north']);
    expect(
      knownForProduct(known, 'p1', ['wh-north', 'wh-main']).map((k) => k.warehouse_id),
    ).toEqual(['wh-north', 'wh-main']);
  });

  it('gives a line its warehouse figure where known, else the total over all warehouses, saying which', () => {
    const known = knownLevelsOf(batches);
    const product = { id: 'p1', available: 209, reserved: 4 };
    expect(availabilityOf(known, 'wh-main', product)).toEqual({
      basis: 'warehouse',
      warehouse: 'wh-main',
      available: 4,
      reserved: 1,
      at: '2026-11-24T11:00:00.000Z',
    });
    expect(availabilityOf(known, 'wh-store', product)).toEqual({
      basis: 'total',
      available: 209,
      reserved: 4,
    });
    expect(availabilityOf(known, 'wh-main', { ...product, id: 'p9' })).toEqual({
      basis: 'total',
      available: 209,
      reserved: 4,
    });
  });
});

describe('sameKnownLevels', () => {
  it('tells the same figures from different ones', () => {
    expect(sameKnownLevels(knownLevelsOf(batches), knownLevelsOf(batches))).toBe(true);
    expect(sameKnownLevels(knownLevelsOf([]), NO_KNOWN_LEVELS)).toBe(true);
    expect(sameKnownLevels(knownLevelsOf(batches), knownLevelsOf(batches.slice(1)))).toBe(false);
    const [newest] = batches;
    if (!newest) throw new Error('no batch');
    const moved = { ...newest, rows: [row('wh-main', 'p1', 6, 1)] };
    expect(
      sameKnownLevels(knownLevelsOf([moved, ...batches.slice(1)]), knownLevelsOf(batches)),
    ).toBe(false);
  });

  it('spares the rows a re-render when the page sets the figures the store has', () => {
    const store = createBatchStore();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.setKnownLevels(knownLevelsOf([]));
    expect(notified).toBe(0);
    store.setKnownLevels(knownLevelsOf(batches));
    expect(notified).toBe(1);
    store.setKnownLevels(knownLevelsOf(batches));
    expect(notified).toBe(1);
  });
});
