import type { Hono } from 'hono';

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A `fetch` that routes calls into `app.fetch` in process (for component tests of the
 * console). Relative URLs resolve against `origin`; an AbortSignal is honoured.
 */
export function sandboxFetch(app: Hono, origin = 'http://localhost'): typeof fetch {
  const sandboxed = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The signal is handled here, not handed to Request: under jsdom, AbortSignal is jsdom's
    // own class, which Node's Request refuses.
    const { signal: initSignal, ...rest } = init ?? {};
    const signal = initSignal ?? (input instanceof Request ? input.signal : null);
    if (signal?.aborted) throw abortError(signal);
    const request =
      input instanceof Request
        ? new Request(input, rest)
        : new Request(new URL(input instanceof URL ? input.href : input, origin), rest);
    const response = Promise.resolve(app.fetch(request));
    if (!signal) return response;
    return new Promise<Response>((resolve, reject) => {
      const onAbort = (): void => reject(abortError(signal));
      signal.addEventListener('abort', onAbort, { once: true });
      response.then(
        (res) => {
          signal.removeEventListener('abort', onAbort);
          resolve(res);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', onAbort);
          reject(error);
        },
      );
    });
  };
  return sandboxed;
}
