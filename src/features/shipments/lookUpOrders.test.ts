// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { configureClient, resetClient } from '../../api/client';
import { fakeFetch, json } from '../../api/testFetch';
import { createQueryClient } from '../../app/queryClient';
import { lookUpOrders } from './queries';

afterEach(() => resetClient());

describe('lookUpOrders', () => {
  it('reads at most 6 orders at once and sorts them into found, not found and failed, in the given order', async () => {
    let inFlight = 0;
    let most = 0;
    const fake = fakeFetch(async (call) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight -= 1;
      const id = decodeURIComponent(call.url.split('/').at(-1) ?? '');
      if (id.startsWith('gone'))
        return json({ code: 'not_found', message: 'No order' }, { status: 404 });
      if (id === 'broken') return json({ code: 'forbidden', message: 'No' }, { status: 403 });
      return json({ id, number: Number(id.slice(2)) });
    });
    configureClient({ baseUrl: '', getApiKey: () => 'demo-key', fetch: fake.fetch });
    const ids = [
      'o-1',
      'gone-1',
      'o-2',
      'broken',
      ...Array.from({ length: 10 }, (_, i) => `o-${i + 3}`),
    ];
    const result = await lookUpOrders(createQueryClient(), ids);
    expect(result.found.map((o) => o.id)).toEqual([
      'o-1',
      'o-2',
      ...Array.from({ length: 10 }, (_, i) => `o-${i + 3}`),
    ]);
    expect(result.notFound).toEqual(['gone-1']);
    expect(result.failed.map((f) => f.id)).toEqual(['broken']);
    expect(most).toBe(6);
  });
});
