import { describe, expect, it } from 'vitest';
import { BOARD_READS_AT_ONCE, inReadQueue } from './queries';

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((r) => {
    open = r;
  });
  return { promise, open };
}

describe('inReadQueue', () => {
  it(`keeps at most ${BOARD_READS_AT_ONCE} reads in flight, in order`, async () => {
    let inFlight = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 20 }, gate);
    const all = gates.map((g, i) =>
      inReadQueue(async () => {
        started.push(i);
        inFlight += 1;
        most = Math.max(most, inFlight);
        await g.promise;
        inFlight -= 1;
        return i;
      }),
    );
    expect(started).toHaveLength(BOARD_READS_AT_ONCE);
    gates.forEach((g) => g.open());
    expect(await Promise.all(all)).toEqual(gates.map((_, i) => i));
    expect(most).toBe(BOARD_READS_AT_ONCE);
    expect(started).toEqual(gates.map((_, i) => i));
  });

  it('drops a queued read whose signal aborts, and a failure frees its place', async () => {
    const hold = gate();
    const busy = Array.from({ length: BOARD_READS_AT_ONCE }, (_, i) =>
      inReadQueue(async () => {
        await hold.promise;
        if (i === 0) throw new Error('boom');
        return i;
      }),
    );
    const controller = new AbortController();
    let ran = false;
    const queued = inReadQueue(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(queued).rejects.toMatchObject({ name: 'AbortError' });
    const next = inReadQueue(async () => 'next');
    hold.open();
    await expect(busy[0]).rejects.toThrow('boom');
    expect(await next).toBe('next');
    expect(ran).toBe(false);
    await Promise.all(busy.slice(1));
  });
});
