// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { useIdempotencyKey, useSafeSubmit } from './useSafeSubmit';

const failure = (status: number, code: string, details: { path: string; message: string }[] = []) =>
  new ApiError({ status, code, message: code, details, method: 'POST' });

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  return renderHook(() => {
    const key = useIdempotencyKey();
    return { key, safe: useSafeSubmit(key) };
  });
}

describe('useSafeSubmit', () => {
  it('locks at the first activation: five activations while the first runs send one write', async () => {
    const { result } = setup();
    const answer = deferred<string>();
    const sentKeys: string[] = [];
    const submit = result.current.safe.guard(async () => {
      await Promise.resolve(); // validation runs before the write
      await result.current.safe.send((key) => {
        sentKeys.push(key);
        return answer.promise;
      });
    });
    let runs: Promise<void>[] = [];
    act(() => {
      runs = [submit(), submit(), submit(), submit(), submit()];
    });
    expect(result.current.safe.pending).toBe(true);
    await act(async () => {
      answer.resolve('done');
      await Promise.all(runs);
    });
    expect(sentKeys).toHaveLength(1);
    expect(result.current.safe.pending).toBe(false);
  });

  it('prevents the native submit of an activation it drops', async () => {
    const { result } = setup();
    const answer = deferred<undefined>();
    const submit = result.current.safe.guard((_event?: unknown) => answer.promise);
    let prevented = 0;
    const event = { preventDefault: () => (prevented += 1) };
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = submit(event);
    });
    await act(async () => {
      await submit(event);
    });
    expect(prevented).toBe(1);
    await act(async () => {
      answer.resolve(undefined);
      await first;
    });
  });

  it('unlocks after an invalid form (nothing sent), so the corrected form can be sent', async () => {
    const { result } = setup();
    let sends = 0;
    let valid = false;
    const submit = () =>
      result.current.safe.guard(async () => {
        if (!valid) return;
        await result.current.safe.send(async () => {
          sends += 1;
        });
      })();
    await act(() => submit());
    valid = true;
    await act(() => submit());
    expect(sends).toBe(1);
  });

  it.each([
    ['a lost answer', failure(0, 'network_error')],
    ['a 503', failure(503, 'http_503')],
    ['a 409 without details', failure(409, 'conflict')],
    ['a 401', failure(401, 'unauthorized')],
    ['a 429', failure(429, 'rate_limited')],
  ])('keeps the key after %s, so Retry sends the same key', async (_name, error) => {
    const { result } = setup();
    const keys: string[] = [];
    await act(() =>
      result.current.safe.send(async (key) => {
        keys.push(key);
        throw error;
      }),
    );
    expect(result.current.safe.failure?.error).toBe(error);
    await act(() =>
      result.current.safe.send(async (key) => {
        keys.push(key);
        return 'ok';
      }),
    );
    expect(keys[1]).toBe(keys[0]);
    expect(result.current.safe.failure).toBeNull();
  });

  it.each([
    ['a 422 on a field', failure(422, 'validation_error', [{ path: 'sku', message: 'bad' }])],
    [
      'a 409 on a field',
      failure(409, 'conflict', [{ path: 'lines.0.quantity', message: 'short' }]),
    ],
    ['a 404', failure(404, 'not_found')],
  ])('renews the key after %s: the corrected request is a new one', async (_name, error) => {
    const { result } = setup();
    const keys: string[] = [];
    const outcome = await act(() =>
      result.current.safe.send(async (key) => {
        keys.push(key);
        throw error;
      }),
    );
    expect(outcome).toEqual({ ok: false, failure: { kind: 'refused', key: 'renew', error } });
    await act(() => result.current.safe.send(async (key) => keys.push(key)));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('after "key reused" keeps the key until the person chooses to send as new', async () => {
    const { result } = setup();
    const keys: string[] = [];
    const reused = failure(422, 'idempotency_key_reused');
    const send = () =>
      act(() =>
        result.current.safe.send(async (key) => {
          keys.push(key);
          throw reused;
        }),
      );
    await send();
    expect(result.current.safe.failure?.kind).toBe('keyReused');
    await send();
    expect(keys[1]).toBe(keys[0]);
    act(() => result.current.safe.sendAsNew());
    expect(result.current.safe.failure).toBeNull();
    await send();
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('takes a new key after a success: the next write is a new intent', async () => {
    const { result } = setup();
    const keys: string[] = [];
    await act(() => result.current.safe.send(async (key) => keys.push(key)));
    await act(() => result.current.safe.send(async (key) => keys.push(key)));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('after finish() (the form moves on) drops every activation, and prevents its native submit', async () => {
    const { result } = setup();
    let sends = 0;
    const submit = result.current.safe.guard(async (_event?: unknown) => {
      const sent = await result.current.safe.send(async () => {
        sends += 1;
      });
      if (sent.ok) result.current.safe.finish();
    });
    await act(() => submit());
    let prevented = 0;
    await act(() => submit({ preventDefault: () => (prevented += 1) }));
    expect(sends).toBe(1);
    expect(prevented).toBe(1);
    expect(result.current.safe.pending).toBe(false);
  });

  it('never sends again by itself after a failure', async () => {
    const { result } = setup();
    let calls = 0;
    await act(() =>
      result.current.safe.send(async () => {
        calls += 1;
        throw failure(503, 'http_503');
      }),
    );
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(calls).toBe(1);
  });

  describe('offline', () => {
    let online = false;
    beforeEach(() => {
      online = false;
      Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
    });
    afterEach(() => {
      online = true;
    });

    it('waits for the connection, says so, and sends once when it is back', async () => {
      const { result } = setup();
      let calls = 0;
      let run: Promise<unknown> = Promise.resolve();
      act(() => {
        run = result.current.safe.send(async () => {
          calls += 1;
          return 'ok';
        });
      });
      await waitFor(() => expect(result.current.safe.waiting).toBe(true));
      expect(calls).toBe(0);
      await act(async () => {
        online = true;
        window.dispatchEvent(new Event('online'));
        await run;
      });
      expect(calls).toBe(1);
      expect(result.current.safe.waiting).toBe(false);
    });

    it('a cancelled wait sends nothing and keeps the key', async () => {
      const { result } = setup();
      const before = result.current.key.current();
      let calls = 0;
      let run: Promise<unknown> = Promise.resolve();
      act(() => {
        run = result.current.safe.send(async () => {
          calls += 1;
        });
      });
      await waitFor(() => expect(result.current.safe.waiting).toBe(true));
      await act(async () => {
        result.current.safe.cancelWaiting();
        await run;
      });
      online = true;
      window.dispatchEvent(new Event('online'));
      expect(calls).toBe(0);
      expect(result.current.safe.failure?.kind).toBe('cancelled');
      expect(result.current.key.current()).toBe(before);
    });
  });
});
