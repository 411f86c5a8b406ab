import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/schemas/order';
import type { Shipment } from '../../api/schemas/shipment';
import {
  addressLines,
  buildEntries,
  currencyOf,
  customerOf,
  groupByStatus,
  historyNewestFirst,
  matchesQuery,
  orderLabel,
  parseOrderIds,
  statusSince,
} from './boardModel';
import type { EntryCache } from './boardModel';

function shipment(over: Partial<Shipment> = {}): Shipment {
  return {
    id: 'sh-1',
    status_id: 'st-pending',
    status_updated_at: '2026-11-20T10:00:00.000Z',
    ship_to: { id: 'a1', city: 'Bogotá', contact_name: 'Ana Pérez' },
    ...over,
  };
}

function order(over: Partial<Order> = {}): Order {
  return { id: 'o-1', number: 12, customer_id: 'c-1', shipment: shipment(), ...over };
}

describe('orderLabel', () => {
  it('shows the number, else the id', () => {
    expect(orderLabel({ id: 'x', number: 7 })).toBe('#7');
    expect(orderLabel({ id: 'x', number: null })).toBe('x');
  });
});

describe('buildEntries', () => {
  it('makes one entry per order with a shipment', () => {
    const entries = buildEntries([order(), order({ id: 'o-2', shipment: null })], new Map());
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      orderId: 'o-1',
      statusId: 'st-pending',
      customer: 'Ana Pérez',
      since: '2026-11-20T10:00:00.000Z',
    });
  });

  it('shows a shipment whose move is on its way in the target status', () => {
    const [entry] = buildEntries([order()], new Map(), new Map([['sh-1', 'st-ready']]));
    expect(entry?.statusId).toBe('st-ready');
  });

  it('keeps the same entry for an unchanged order (so its card does not re-render)', () => {
    const cache: EntryCache = new WeakMap();
    const o = order();
    const first = buildEntries([o], new Map(), new Map(), cache)[0];
    expect(buildEntries([o], new Map(), new Map(), cache)[0]).toBe(first);
    expect(buildEntries([o], new Map(), new Map([['sh-1', 'st-ready']]), cache)[0]).not.toBe(first);
    expect(buildEntries([{ ...o }], new Map(), new Map(), cache)[0]).not.toBe(first);
  });
});

describe('customerOf', () => {
  it('prefers a known contact, then the ship-to contact, then the id', () => {
    expect(customerOf(order(), new Map([['c-1', 'Ana María Pérez']]))).toBe('Ana María Pérez');
    expect(customerOf(order(), new Map())).toBe('Ana Pérez');
    expect(customerOf(order({ shipment: shipment({ ship_to: null }) }), new Map())).toBe('c-1');
  });
});

describe('matchesQuery', () => {
  const [entry] = buildEntries([order()], new Map());
  it('finds by order number (with or without #), customer or city, ignoring case and accents', () => {
    for (const q of ['#12', '12', 'ana', 'PEREZ', 'bogota', 'ana bogotá', ''])
      expect(matchesQuery(entry!, q), q).toBe(true);
    for (const q of ['#13', 'medellin', 'ana cali']) expect(matchesQuery(entry!, q), q).toBe(false);
  });
});

describe('groupByStatus', () => {
  it('groups by status, the newest arrival first', () => {
    const entries = buildEntries(
      [
        order({
          id: 'a',
          number: 1,
          shipment: shipment({ id: 's-a', status_updated_at: '2026-11-20T08:00:00.000Z' }),
        }),
        order({
          id: 'b',
          number: 2,
          shipment: shipment({ id: 's-b', status_updated_at: '2026-11-20T09:00:00.000Z' }),
        }),
        order({ id: 'c', number: 3, shipment: shipment({ id: 's-c', status_id: 'st-ready' }) }),
      ],
      new Map(),
    );
    const groups = groupByStatus(entries);
    expect(groups.get('st-pending')?.map((e) => e.orderId)).toEqual(['b', 'a']);
    expect(groups.get('st-ready')?.map((e) => e.orderId)).toEqual(['c']);
  });
});

describe('history', () => {
  const logs = [
    { status_id: 'st-pending', date: '2026-11-20T08:00:00.000Z' },
    { status_id: 'st-ready', date: '2026-11-20T10:00:00.000Z' },
    { status_id: 'st-preparing', date: '2026-11-20T09:00:00.000Z' },
  ];
  it('lists the newest first', () => {
    expect(historyNewestFirst(logs).map((l) => l.status_id)).toEqual([
      'st-ready',
      'st-preparing',
      'st-pending',
    ]);
  });
  it('dates the current status from status_updated_at, else the newest log entry', () => {
    expect(statusSince(shipment({ status_updated_at: null, status_logs: logs }))).toBe(
      '2026-11-20T10:00:00.000Z',
    );
  });
});

describe('parseOrderIds', () => {
  it('takes one id per line, also split by commas and spaces, without blanks or repeats', () => {
    expect(parseOrderIds(' a-1 \n\nb-2, c-3\ta-1\r\n d-4 ')).toEqual(['a-1', 'b-2', 'c-3', 'd-4']);
    expect(parseOrderIds('  \n ')).toEqual([]);
  });
});

describe('addressLines and currencyOf', () => {
  it('leaves blank parts out', () => {
    expect(
      addressLines({
        street: 'Cra 7 # 71-21',
        city: 'Bogotá',
        state: ' ',
        postal_code: '110231',
        country_code: 'CO',
      }),
    ).toEqual(['Cra 7 # 71-21', 'Bogotá, 110231', 'CO']);
  });
  it('takes the order currency when it is a code', () => {
    expect(currencyOf({ currency: 'usd' }, 'COP')).toBe('USD');
    expect(currencyOf({ currency: 'pesos' }, 'COP')).toBe('COP');
  });
});
