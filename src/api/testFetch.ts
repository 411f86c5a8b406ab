/** Test helper: a fake fetch that records every call and answers with a handler. */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
  signal: AbortSignal | null;
}

export type FakeHandler = (call: RecordedCall) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof fetch;
  calls: RecordedCall[];
}

export function fakeFetch(handler: FakeHandler): FakeFetch {
  const calls: RecordedCall[] = [];
  const impl: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init?.body;
    const call: RecordedCall = {
      url,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
      signal: init?.signal ?? null,
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch: impl, calls };
}

export function json(
  body: unknown,
  init: { status?: number; statusText?: string; headers?: Record<string, string> } = {},
): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}
