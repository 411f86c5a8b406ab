import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/schemas/order';
import { buildEntries } from './boardModel';
import { decideForEntry, scanTarget } from './scanDecision';
import type { BoardStatus } from './statusCatalog';

const status = (id: string, index: number, active = true): BoardStatus => ({
  id,
  name: id,
  color: '#000000',
  index,
  active,
  configured: true,
});
const statuses = [
  status('st-pending', 0),
  status('st-ready', 2),
  status('st-in-transit', 3),
  status('st-lost', 9, false),
];

function entryIn(statusId: string) {
  const order = {
    id: 'o-1',
    number: 7,
    shipment: { id: 's-1', status_id: statusId },
  } as unknown as Order;
  const entry = buildEntries([order], new Map())[0];
  if (!entry) throw new Error('no entry');
  return entry;
}

describe('scanTarget', () => {
  it('is an active status of the catalog, else none', () => {
    expect(scanTarget(statuses, 'st-ready')?.id).toBe('st-ready');
    expect(scanTarget(statuses, 'st-lost')).toBeNull();
    expect(scanTarget(statuses, 'st-gone')).toBeNull();
    expect(scanTarget(statuses, '')).toBeNull();
  });
});

describe('decideForEntry', () => {
  const ready = scanTarget(statuses, 'st-ready');
  it('only shows the card when no status is chosen', () => {
    expect(decideForEntry(entryIn('st-pending'), null, new Map(), statuses).kind).toBe('show');
  });
  it('moves forward in one step', () => {
    const d = decideForEntry(entryIn('st-pending'), ready, new Map(), statuses);
    expect(d).toMatchObject({ kind: 'move', to: { id: 'st-ready' } });
  });
  it('sends nothing for a parcel already there, on its way, or further along', () => {
    expect(decideForEntry(entryIn('st-ready'), ready, new Map(), statuses).kind).toBe('already');
    expect(
      decideForEntry(entryIn('st-pending'), ready, new Map([['s-1', 'st-in-transit']]), statuses)
        .kind,
    ).toBe('busy');
    expect(decideForEntry(entryIn('st-in-transit'), ready, new Map(), statuses).kind).toBe(
      'backward',
    );
  });
});
