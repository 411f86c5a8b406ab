import { describe, expect, it } from 'vitest';
import { createPool, mapPool } from './pool';

function gate() {
  let open!: () => void;
  const promise = new Promise<void>((r) => {
    open = r;
  });
  return { promise, open };
}

describe('createPool', () => {
  it('keeps at most `limit` pieces in flight and starts the rest in order', async () => {
    const pool = createPool(3);
    const started: number[] = [];
    const gates = Array.from({ length: 7 }, gate);
    const all = gates.map((g, i) =>
      pool.run(async () => {
        started.push(i);
        await g.promise;
        return i * 10;
      }),
    );
    expect(started).toEqual([0, 1, 2]);
    expect(pool.active).toBe(3);
    gates[1]?.open();
    await new Promise((r) => setTimeout(r, 0)); // let the settled piece's callbacks run
    expect(started).toEqual([0, 1, 2, 3]);
    gates.forEach((g) => g.open());
    expect(await Promise.all(all)).toEqual([0, 10, 20, 30, 40, 50, 60]);
    expect(pool.active).toBe(0);
  });

  it('a failing piece frees its place and rejects only its own promise', async () => {
    const pool = createPool(1);
    const failing = pool.run(() => Promise.reject(new Error('no')));
    const thrown = pool.run(() => {
      throw new Error('sync');
    });
    const next = pool.run(async () => 'yes');
    await expect(failing).rejects.toThrow('no');
    await expect(thrown).rejects.toThrow('sync');
    await expect(next).resolves.toBe('yes');
  });

  it('a waiting piece whose signal aborts never starts', async () => {
    const pool = createPool(1);
    const g = gate();
    const first = pool.run(() => g.promise);
    const controller = new AbortController();
    let ran = false;
    const second = pool.run(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    await expect(second).rejects.toBeDefined();
    g.open();
    await first;
    expect(ran).toBe(false);
    expect(pool.active).toBe(0);
  });
});

describe('mapPool', () => {
  it('keeps the order of the items whatever order they finish in', async () => {
    const delays = [30, 0, 10, 5];
    let most = 0;
    let now = 0;
    const out = await mapPool(delays, 2, async (d) => {
      now += 1;
      most = Math.max(most, now);
      await new Promise((r) => setTimeout(r, d));
      now -= 1;
      return d;
    });
    expect(out).toEqual(delays);
    expect(most).toBe(2);
  });
});
