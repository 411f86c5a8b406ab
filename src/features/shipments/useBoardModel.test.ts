// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '../../api/schemas/order';
import { shipmentStatusConfigSchema } from '../../config/schema';
import type { BoardModelInput } from './useBoardModel';
import { useBoardModel } from './useBoardModel';

const configured = [
  { id: 'st-pending', name: 'Pending', index: 0, color: '#9e9e9e' },
  { id: 'st-ready', name: 'Ready to ship', index: 2, color: '#1e88e5' },
  { id: 'st-lost', name: 'Lost', index: 7, color: '#6d4c41', active: false },
].map((s) => shipmentStatusConfigSchema.parse({ names: {}, ...s }));

function order(
  id: string,
  number: number,
  statusId: string | null,
  city = 'Bogotá',
  customer = 'c-1',
): Order {
  return {
    id,
    number,
    customer_id: customer,
    shipment: statusId
      ? {
          id: `sh-${id}`,
          status_id: statusId,
          status_updated_at: `2026-11-2${number}T10:00:00.000Z`,
          ship_to: { id: `a-${id}`, city, contact_name: 'Someone Else' },
        }
      : null,
  };
}

const ORDERS: Order[] = [
  order('o-1', 1, 'st-pending', 'Bogotá'),
  order('o-2', 2, 'st-pending', 'Cali', 'c-2'),
  order('o-3', 3, 'st-lost', 'Pasto'),
  order('o-4', 4, 'st-mystery', 'Tunja'),
  order('o-5', 5, null),
];

function input(over: Partial<BoardModelInput> = {}): BoardModelInput {
  return {
    orders: ORDERS,
    configured,
    contacts: [{ id: 'c-1', first_name: 'Rosa', last_name: 'Díaz' }],
    pending: new Map(),
    query: '',
    ...over,
  };
}

describe('useBoardModel', () => {
  it('gives one entry per shipment, the columns (inactive and unknown ones while occupied) and the counts', () => {
    const { result } = renderHook(() => useBoardModel(input()));
    const m = result.current;
    expect(m.entries.map((e) => e.orderId)).toEqual(['o-1', 'o-2', 'o-3', 'o-4']);
    expect(m.columns.map((c) => c.id)).toEqual(['st-pending', 'st-ready', 'st-lost', 'st-mystery']);
    expect(m.statusById.get('st-mystery')).toMatchObject({ active: false, configured: false });
    expect([m.total, m.shown, m.withoutShipment, m.filtered]).toEqual([4, 4, 1, false]);
    // newest arrival first; a known contact's name stands for the customer
    expect(m.grouped.get('st-pending')?.map((e) => [e.orderId, e.customer])).toEqual([
      ['o-2', 'Someone Else'],
      ['o-1', 'Rosa Díaz'],
    ]);
  });

  it('filters by city or number without accents, and counts what it shows', () => {
    const { result } = renderHook(() => useBoardModel(input({ query: 'bogota' })));
    expect([result.current.shown, result.current.total, result.current.filtered]).toEqual([
      1,
      4,
      true,
    ]);
    expect([...result.current.grouped.keys()]).toEqual(['st-pending']);
  });

  it('shows a pending move in its target column at once', () => {
    const { result } = renderHook(() =>
      useBoardModel(input({ pending: new Map([['sh-o-1', 'st-ready']]) })),
    );
    expect(result.current.grouped.get('st-ready')?.map((e) => e.orderId)).toEqual(['o-1']);
    expect(result.current.entryByShipment.get('sh-o-1')?.statusId).toBe('st-ready');
  });

  it('keeps the catalog and unchanged entries across a refresh that meets no new status', () => {
    const { result, rerender } = renderHook((props: BoardModelInput) => useBoardModel(props), {
      initialProps: input(),
    });
    const before = result.current;
    const refreshed = [...ORDERS.slice(0, 4), { ...order('o-5', 5, null), updated_at: 'now' }];
    rerender(input({ orders: refreshed }));
    expect(result.current.statuses).toBe(before.statuses);
    expect(result.current.entries[0]).toBe(before.entries[0]);
    rerender(input({ orders: [...refreshed, order('o-6', 6, 'st-new')] }));
    expect(result.current.statuses).not.toBe(before.statuses);
    expect(result.current.columns.map((c) => c.id)).toContain('st-new');
  });
});
