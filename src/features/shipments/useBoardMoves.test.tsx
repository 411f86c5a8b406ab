// @vitest-environment jsdom
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import type { Order } from '../../api/schemas/order';
import { fakeFetch, json } from '../../api/testFetch';
import type { RecordedCall } from '../../api/testFetch';
import { createQueryClient } from '../../app/queryClient';
import { shipmentStatusConfigSchema } from '../../config/schema';
import { orderKeys, orderQuery } from '../../queries/orders';
import { readApiKey, scopeOfKey } from '../../session/keyStorage';
import { SessionProvider } from '../../session/SessionContext';
import { buildEntries } from './boardModel';
import { readFailures, resetMoveStore } from './moveStore';
import { mergeStatuses } from './statusCatalog';
import { useBoardMoves } from './useBoardMoves';
import { usePendingMoves } from './useMoveShipment';

const STATUSES = mergeStatuses(
  [
    { id: 'st-pending', name: 'Pending', index: 0, color: '#9e9e9e' },
    { id: 'st-preparing', name: 'Preparing', index: 1, color: '#ffb300' },
    { id: 'st-ready', name: 'Ready to ship', index: 2, color: '#1e88e5' },
  ].map((s) => shipmentStatusConfigSchema.parse({ names: {}, ...s })),
  [],
);
const STATUS_BY_ID = new Map(STATUSES.map((s) => [s.id, s]));

function orderIn(statusId: string): Order {
  return {
    id: 'o-1',
    number: 7,
    shipment: {
      id: 'sh-1',
      status_id: statusId,
      status_updated_at: '2026-11-20T10:00:00.000Z',
      status_logs: [],
    },
  };
}

function answer(statusId: string) {
  return {
    shipment: {
      id: 'sh-1',
      statusId,
      status: { id: statusId, name: statusId, index: 2 },
      statusUpdatedAt: '2026-11-21T10:00:00.000Z',
      statusLogs: [],
    },
    message: 'Shipment status updated',
  };
}

const scope = () => scopeOfKey('demo-key');

/** The board's moves over one order in `from`, the service answering each PUT with `onPut`. */
function setup(
  from: string,
  onPut: (call: RecordedCall, n: number) => Response | Promise<Response>,
  askComment = false,
) {
  let n = 0;
  const fake = fakeFetch((call) =>
    call.method === 'PUT' ? onPut(call, n++) : json(orderIn(from)),
  );
  configureClient({ baseUrl: '', getApiKey: readApiKey, fetch: fake.fetch });
  const queryClient = createQueryClient();
  queryClient.setQueryData(orderKeys.detail('o-1'), orderIn(from));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>{children}</SessionProvider>
    </QueryClientProvider>
  );
  const entries = buildEntries([orderIn(from)], new Map());
  const entryByShipment = new Map(entries.map((e) => [e.shipment.id, e]));
  const hook = renderHook(
    () => {
      useQuery({ ...orderQuery('o-1'), staleTime: Infinity });
      const pending = usePendingMoves();
      return {
        pending,
        ...useBoardMoves({
          statuses: STATUSES,
          statusById: STATUS_BY_ID,
          entryByShipment,
          pending,
          askComment,
        }),
      };
    },
    { wrapper },
  );
  const entry = entries[0]!;
  const puts = () => fake.calls.filter((c) => c.method === 'PUT');
  const keys = () => puts().map((c) => c.headers.get('Idempotency-Key'));
  /** Drags the card to `to` and waits until the answer is in. */
  const drag = async (to: string) => {
    const before = puts().length;
    act(() => hook.result.current.requestMove(entry, to, 'pointer'));
    await waitFor(() => expect(puts()).toHaveLength(before + 1));
    await waitFor(() => expect(hook.result.current.pending.size).toBe(0));
  };
  return { hook, entry, puts, keys, drag };
}

const problem = (status: number, body: object) => json(body, { status });

beforeEach(() => {
  sessionStorage.clear();
  sessionStorage.setItem('coc.session', JSON.stringify({ apiKey: 'demo-key' }));
  resetMoveStore();
});
afterEach(() => resetClient());

describe('useBoardMoves: how a move is asked for', () => {
  it('sends a forward drag at once; a move back, a menu pick or "ask for a comment" opens the dialog first', async () => {
    const { hook, entry, puts } = setup('st-preparing', () => json(answer('st-ready')));
    act(() => hook.result.current.requestMove(entry, 'st-pending', 'keyboard'));
    expect(hook.result.current.dialog).toMatchObject({
      toId: 'st-pending',
      backward: true,
      via: 'keyboard',
    });
    act(() => hook.result.current.closeDialog(false));
    expect(hook.result.current.dialog).toBeNull();

    act(() => hook.result.current.requestMove(entry, 'st-ready', 'menu'));
    expect(hook.result.current.dialog).toMatchObject({ toId: 'st-ready', backward: false });
    act(() => hook.result.current.closeDialog(true, 'Boxed'));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ shipmentId: 'sh-1', statusId: 'st-ready', comment: 'Boxed' });

    const asking = setup('st-pending', () => json(answer('st-preparing')), true);
    act(() => asking.hook.result.current.requestMove(asking.entry, 'st-preparing', 'pointer'));
    expect(asking.hook.result.current.dialog).toMatchObject({
      toId: 'st-preparing',
      via: 'pointer',
    });
  });

  it('does nothing for a drop on the same column, and nothing while the card is on its way', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { hook, entry, puts } = setup('st-pending', async () => {
      await gate;
      return json(answer('st-preparing'));
    });
    act(() => hook.result.current.requestMove(entry, 'st-pending', 'pointer'));
    act(() => hook.result.current.requestMove(entry, 'st-preparing', 'pointer'));
    await waitFor(() => expect(hook.result.current.pending.get('sh-1')).toBe('st-preparing'));
    act(() => hook.result.current.requestMove(entry, 'st-ready', 'pointer'));
    expect(hook.result.current.dialog).toBeNull();
    release();
    await waitFor(() => expect(hook.result.current.pending.size).toBe(0));
    expect(puts()).toHaveLength(1);
    expect(hook.result.current.announcement).not.toBe('');
  });
});

describe('useBoardMoves: the key policy (src/api/idempotency.ts) for every kind of answer', () => {
  const cases: [string, () => Response | Promise<Response>, string, 'same' | 'new'][] = [
    [
      'no answer (network)',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'unknown',
      'same',
    ],
    [
      'a 500',
      () => problem(500, { code: 'internal', message: 'Database unavailable' }),
      'unknown',
      'same',
    ],
    [
      'a 409 without details (an earlier attempt still running)',
      () => problem(409, { code: 'conflict', message: 'still being processed' }),
      'conflict',
      'same',
    ],
    ['a 429', () => problem(429, { code: 'rate_limited', message: 'Slow down' }), 'notNow', 'same'],
    [
      'a 409 naming the status (already there)',
      () =>
        problem(409, {
          code: 'conflict',
          message: 'already in status',
          details: [{ path: 'statusId', message: 'is the status the shipment already has' }],
        }),
      'refused',
      'new',
    ],
    [
      'a 422 (refused for good)',
      () =>
        problem(422, {
          code: 'validation_failed',
          message: 'invalid',
          details: [{ path: 'statusId', message: 'is not active' }],
        }),
      'refused',
      'new',
    ],
  ];

  for (const [what, fail, kind, key] of cases) {
    it(`${what}: recorded as ${kind}, the same move again uses ${key === 'same' ? 'the same' : 'a new'} key`, async () => {
      const { hook, keys, drag } = setup('st-pending', (_call, n) =>
        n === 0 ? fail() : json(answer('st-preparing')),
      );
      await drag('st-preparing');
      await waitFor(() => expect(readFailures(scope())).toHaveLength(1));
      expect(readFailures(scope())[0]?.kind).toBe(kind);
      expect(hook.result.current.failures[0]?.kind).toBe(kind);
      await drag('st-preparing');
      const [first, second] = keys();
      if (key === 'same') expect(second).toBe(first);
      else expect(second).not.toBe(first);
      // an applied move forgets the shipment's failure
      await waitFor(() => expect(readFailures(scope())).toHaveLength(0));
    });
  }

  it('"key reused" keeps the key until the person sends the move as new', async () => {
    const reused = () =>
      problem(422, {
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used with a different request',
      });
    const { hook, keys, drag, puts } = setup('st-pending', (_call, n) =>
      n < 2 ? reused() : json(answer('st-preparing')),
    );
    await drag('st-preparing');
    await waitFor(() => expect(hook.result.current.failures[0]?.kind).toBe('keyReused'));
    await drag('st-preparing');
    expect(keys()[1]).toBe(keys()[0]);
    const failure = hook.result.current.failures[0]!;
    act(() => hook.result.current.sendAsNew(failure));
    await waitFor(() => expect(puts()).toHaveLength(3));
    expect(keys()[2]).not.toBe(keys()[0]);
    await waitFor(() => expect(hook.result.current.failures).toHaveLength(0));
  });

  it('retry sends the failed move again from where its card is, with the kept key', async () => {
    const { hook, keys, drag, puts } = setup('st-pending', (_call, n) =>
      n === 0
        ? problem(503, { code: 'unavailable', message: 'down' })
        : json(answer('st-preparing')),
    );
    await drag('st-preparing');
    await waitFor(() => expect(hook.result.current.failures).toHaveLength(1));
    act(() => hook.result.current.retry(hook.result.current.failures[0]!));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(keys()[1]).toBe(keys()[0]);
    await waitFor(() => expect(hook.result.current.failures).toHaveLength(0));
  });
});
