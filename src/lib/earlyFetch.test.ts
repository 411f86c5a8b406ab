import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTextFetch, takeStartedText } from './earlyFetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('earlyFetch', () => {
  it('reads a file ahead and hands its status and text over once, to the one asking for its URL', async () => {
    const fetchStub = vi.fn(() => Promise.resolve(new Response('{"a":1}', { status: 200 })));
    vi.stubGlobal('fetch', fetchStub);
    startTextFetch('/config.json', { cache: 'no-store' });
    expect(fetchStub).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(takeStartedText('/other.json')).toBeUndefined();
    await expect(takeStartedText('/config.json')).resolves.toEqual({
      status: 200,
      text: '{"a":1}',
    });
    // A second read (a retry) reads again.
    expect(takeStartedText('/config.json')).toBeUndefined();
  });

  it('keeps a failure for the taker, without an unhandled rejection before', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    startTextFetch('/config.json', { cache: 'no-store' });
    // A turn of the event loop, in which an unhandled rejection would be reported.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takeStartedText('/config.json')).rejects.toThrow('Failed to fetch');
  });
});
