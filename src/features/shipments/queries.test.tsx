// @vitest-environment jsdom
import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import type { Order } from '../../api/schemas/order';
import { fakeFetch, json } from '../../api/testFetch';
import type { RecordedCall } from '../../api/testFetch';
import { createQueryClient } from '../../app/queryClient';
import { readApiKey, scopeOfKey } from '../../session/keyStorage';
import { providersWrapper } from '../../test/renderWithProviders';
import { orderKeys, orderQuery } from '../../queries/orders';
import { readFailures, resetMoveStore } from './moveStore';
import { useMoveShipment, usePendingMoves } from './useMoveShipment';
import type { MoveInput } from './useMoveShipment';

const ORDER: Order = {
  id: 'o-1',
  number: 7,
  shipment: {
    id: 'sh-1',
    status_id: 'st-pending',
    status: { id: 'st-pending', name: 'Pending', index: 0 },
    status_updated_at: '2026-11-20T10:00:00.000Z',
    status_logs: [{ status_id: 'st-pending', date: '2026-11-20T10:00:00.000Z', comments: [] }],
  },
};

const MOVE: MoveInput = {
  orderId: 'o-1',
  orderLabel: '#7',
  shipmentId: 'sh-1',
  fromStatusId: 'st-pending',
  toStatusId: 'st-ready',
  comment: ' Packed ',
  target: { id: 'st-ready', name: 'Ready to ship', index: 2, color: '#1e88e5', active: true },
};

function answer(statusId: string) {
  return {
    shipment: {
      id: 'sh-1',
      statusId,
      status: { id: statusId, name: 'Ready to ship', index: 2 },
      statusUpdatedAt: '2026-11-21T10:00:00.000Z',
      statusLogs: [
        { statusId: 'st-pending', date: '2026-11-20T10:00:00.000Z', comments: [] },
        {
          statusId,
          date: '2026-11-21T10:00:00.000Z',
          comments: [
            {
              key: 'comment',
              comment: 'Packed',
              visibility: 'internal',
              date: '2026-11-21T10:00:00.000Z',
            },
          ],
        },
      ],
    },
    message: 'Shipment status updated',
  };
}

function setup(onPut: (call: RecordedCall) => Response | Promise<Response>) {
  const fake = fakeFetch((call) => (call.method === 'PUT' ? onPut(call) : json(ORDER)));
  configureClient({ baseUrl: '', getApiKey: readApiKey, fetch: fake.fetch });
  const queryClient = createQueryClient();
  queryClient.setQueryData(orderKeys.detail('o-1'), ORDER);
  const wrapper = providersWrapper(queryClient);
  const hook = renderHook(
    () => {
      useQuery({ ...orderQuery('o-1'), staleTime: Infinity }); // the board observes every tracked order
      return { ...useMoveShipment(), pending: usePendingMoves() };
    },
    { wrapper },
  );
  const cached = () => queryClient.getQueryData<Order>(orderKeys.detail('o-1'));
  return { fake, hook, cached, queryClient };
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: 'demo-key' }));
  resetMoveStore();
});
afterEach(() => resetClient());

describe('useMoveShipment', () => {
  it('moves the card at once, sends the camelCase command with a key, and keeps the answer', async () => {
    const gate = deferred<Response>();
    const { fake, hook, cached } = setup(() => gate.promise);
    act(() => hook.result.current.move(MOVE));
    await waitFor(() => expect(cached()?.shipment?.status_id).toBe('st-ready'));
    expect(hook.result.current.pending.get('sh-1')).toBe('st-ready');

    const put = fake.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ shipmentId: 'sh-1', statusId: 'st-ready', comment: 'Packed' });
    expect(put?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    gate.resolve(json(answer('st-ready')));
    await waitFor(() => expect(cached()?.shipment?.status_logs).toHaveLength(2));
    expect(cached()?.shipment?.status_id).toBe('st-ready');
    expect(hook.result.current.pending.size).toBe(0);
  });

  it('puts the card back on a 500, records the message, and a retry reuses the key', async () => {
    let answerWith = 500;
    const { fake, hook, cached } = setup(() =>
      answerWith === 500
        ? json({ code: 'internal', message: 'Database unavailable' }, { status: 500 })
        : json(answer('st-ready')),
    );
    act(() => hook.result.current.move(MOVE));
    await waitFor(() => expect(readFailures(readScope())).toHaveLength(1));
    expect(cached()?.shipment?.status_id).toBe('st-pending');
    expect(readFailures(readScope())[0]).toMatchObject({
      status: 500,
      message: 'Database unavailable',
      maybeApplied: true,
      conflict: false,
    });

    answerWith = 200;
    act(() => hook.result.current.move(MOVE));
    await waitFor(() => expect(cached()?.shipment?.status_logs).toHaveLength(2));
    const keys = fake.calls
      .filter((c) => c.method === 'PUT')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(readFailures(readScope())).toHaveLength(0);
    // writes are never retried on their own
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
  });

  it('refreshes the order on a 409 (already in that status)', async () => {
    const { fake, hook, cached } = setup(() =>
      json(
        {
          code: 'conflict',
          message: 'The shipment is already in status "Ready to ship"',
          details: [{ path: 'statusId', message: 'is the status the shipment already has' }],
        },
        { status: 409 },
      ),
    );
    act(() => hook.result.current.move(MOVE));
    await waitFor(() => expect(readFailures(readScope())[0]?.conflict).toBe(true));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'GET' && c.url.endsWith('/v1/orders/o-1'))).toBe(
        true,
      ),
    );
    expect(cached()?.shipment?.status_id).toBe('st-pending');
    // a refused move forgets its key: the next attempt is a new request
    act(() => hook.result.current.move(MOVE));
    await waitFor(() => expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const keys = fake.calls
      .filter((c) => c.method === 'PUT')
      .map((c) => c.headers.get('Idempotency-Key'));
    expect(keys[1]).not.toBe(keys[0]);
  });
});

function readScope(): string {
  return scopeOfKey('demo-key');
}
