import { describe, expect, it } from 'vitest';
import type { ShipmentStatusConfig } from '../../config/schema';
import {
  boardColumns,
  isBackward,
  mergeStatuses,
  moveTargets,
  unconfiguredStatuses,
  UNKNOWN_STATUS_COLOR,
} from './statusCatalog';

const config: ShipmentStatusConfig[] = [
  { id: 'st-ready', name: 'Ready', index: 2, color: '#1e88e5', active: true },
  { id: 'st-pending', name: 'Pending', index: 0, color: '#9e9e9e', active: true },
  { id: 'st-lost', name: 'Lost', index: 7, color: '#6d4c41', active: false },
];

describe('mergeStatuses', () => {
  it('orders the configured catalog by index', () => {
    expect(mergeStatuses(config, []).map((s) => s.id)).toEqual([
      'st-pending',
      'st-ready',
      'st-lost',
    ]);
  });

  it('keeps the configuration for a configured id, whatever the shipment record says', () => {
    const merged = mergeStatuses(config, [
      {
        id: 'st-ready',
        record: { id: 'st-ready', name: 'Listo', color: '#000000', index: 9, active: false },
      },
    ]);
    expect(merged.find((s) => s.id === 'st-ready')).toEqual({
      id: 'st-ready',
      name: 'Ready',
      color: '#1e88e5',
      index: 2,
      active: true,
      configured: true,
    });
  });

  it('merges a status met in a shipment that the configuration lacks, at its index', () => {
    const merged = mergeStatuses(config, [
      {
        id: 'st-customs',
        record: { id: 'st-customs', name: 'At customs', color: '#123456', index: 1, active: true },
      },
    ]);
    expect(merged.map((s) => s.id)).toEqual(['st-pending', 'st-customs', 'st-ready', 'st-lost']);
    expect(merged[1]).toMatchObject({
      name: 'At customs',
      color: '#123456',
      active: true,
      configured: false,
    });
  });

  it('lists a status known only by id as inactive, after the catalog, with a neutral colour', () => {
    const merged = mergeStatuses(config, [{ id: 'st-mystery' }, { id: 'st-mystery' }]);
    expect(merged.filter((s) => s.id === 'st-mystery')).toHaveLength(1);
    expect(merged[merged.length - 1]).toMatchObject({
      id: 'st-mystery',
      name: 'st-mystery',
      active: false,
      color: UNKNOWN_STATUS_COLOR,
      index: 8,
    });
  });

  it('falls back to the alias, then the id, for a nameless record, and refuses a malformed colour', () => {
    const merged = mergeStatuses(
      [],
      [{ id: 'x', record: { id: 'x', name: ' ', alias_name: 'ex', color: 'red' } }],
    );
    expect(merged[0]).toMatchObject({ name: 'ex', color: UNKNOWN_STATUS_COLOR, active: true });
  });
});

describe('isBackward', () => {
  const statuses = mergeStatuses(config, []);
  it('is true only towards a lower index', () => {
    expect(isBackward(statuses, 'st-ready', 'st-pending')).toBe(true);
    expect(isBackward(statuses, 'st-pending', 'st-ready')).toBe(false);
    expect(isBackward(statuses, 'st-unknown', 'st-pending')).toBe(false);
  });
});

describe('boardColumns and moveTargets', () => {
  const statuses = mergeStatuses(config, []);
  it('shows active statuses, and an inactive one only while a shipment is in it', () => {
    expect(boardColumns(statuses, new Set()).map((s) => s.id)).toEqual(['st-pending', 'st-ready']);
    expect(boardColumns(statuses, new Set(['st-lost'])).map((s) => s.id)).toEqual([
      'st-pending',
      'st-ready',
      'st-lost',
    ]);
  });
  it('offers every other active status', () => {
    expect(moveTargets(statuses, 'st-ready').map((s) => s.id)).toEqual(['st-pending']);
    expect(moveTargets(statuses, 'st-lost').map((s) => s.id)).toEqual(['st-pending', 'st-ready']);
  });
});

describe('unconfiguredStatuses', () => {
  it('collects current and historical statuses the configuration lacks, once each', () => {
    const met = unconfiguredStatuses(
      [
        {
          id: 's1',
          status_id: 'st-customs',
          status: { id: 'st-customs', name: 'At customs' },
          status_logs: [{ status_id: 'st-pending' }, { status_id: 'st-old' }],
        },
        { id: 's2', status_id: 'st-pending', status_logs: [{ status_id: 'st-old' }] },
        null,
      ],
      new Set(['st-pending']),
    );
    expect(met).toEqual([
      { id: 'st-customs', record: { id: 'st-customs', name: 'At customs' } },
      { id: 'st-old' },
    ]);
  });
});
