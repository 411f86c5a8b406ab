/**
 * The console's one concurrency pool: at most `limit` pieces of work in flight, the rest
 * started in order as earlier ones settle. A waiting piece whose signal aborts leaves the
 * queue without starting.
 */
export interface Pool {
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Pieces in flight now. */
  readonly active: number;
}

export function createPool(limit: number): Pool {
  const most = Math.max(1, Math.floor(limit));
  let active = 0;
  const waiting: (() => void)[] = [];

  const run = <T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const start = () => {
        signal?.removeEventListener('abort', onAbort);
        active += 1;
        let started: Promise<T>;
        try {
          started = work();
        } catch (error) {
          started = Promise.reject(error);
        }
        started
          .finally(() => {
            active -= 1;
            waiting.shift()?.();
          })
          .then(resolve, reject);
      };
      const onAbort = () => {
        const i = waiting.indexOf(start);
        if (i >= 0) waiting.splice(i, 1);
        reject(signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
      };
      if (signal?.aborted) {
        onAbort();
        return;
      }
      if (active < most) {
        start();
        return;
      }
      waiting.push(start);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  return {
    run,
    get active() {
      return active;
    },
  };
}

/** Runs `fn` over every item with at most `limit` in flight; the results keep the items' order. */
export function mapPool<I, R>(
  items: readonly I[],
  limit: number,
  fn: (item: I, index: number) => Promise<R>,
): Promise<R[]> {
  const pool = createPool(limit);
  return Promise.all(items.map((item, i) => pool.run(() => fn(item, i))));
}
