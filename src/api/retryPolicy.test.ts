import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { retryDelay, shouldRetryRead } from './retryPolicy';

const err = (status: number, code: string, retryAfter: number | null = null) =>
  new ApiError({ status, code, message: 'm', retryAfter, method: 'GET' });

describe('shouldRetryRead', () => {
  it.each([
    ['network_error', err(0, 'network_error')],
    ['timeout', err(0, 'timeout')],
    ['500', err(500, 'internal')],
    ['502 without a code', err(502, 'http_502')],
    ['503', err(503, 'http_503')],
    ['429', err(429, 'rate_limited')],
  ])('retries %s up to 3 times', (_name, e) => {
    expect([0, 1, 2, 3, 4].map((n) => shouldRetryRead(n, e))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it.each([
    ['400', err(400, 'bad_request')],
    ['401', err(401, 'unauthorized')],
    ['404', err(404, 'not_found')],
    ['409', err(409, 'conflict')],
    ['422', err(422, 'validation_failed')],
    ['invalid_response', err(200, 'invalid_response')],
    ['an AbortError', new DOMException('aborted', 'AbortError')],
    ['a plain Error', new Error('bug')],
    ['undefined', undefined],
  ])('never retries %s', (_name, e) => {
    expect(shouldRetryRead(0, e)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('exponential back-off from 500 ms, capped at 8 s', () => {
    const e = err(503, 'http_503');
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => retryDelay(n, e))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
    expect(retryDelay(2, new Error('x'))).toBe(2000);
    expect(retryDelay(-1, e)).toBe(500);
  });

  it('honours Retry-After seconds, capped at 30 s', () => {
    expect(retryDelay(0, err(429, 'rate_limited', 7))).toBe(7000);
    expect(retryDelay(3, err(429, 'rate_limited', 0))).toBe(0);
    expect(retryDelay(0, err(503, 'http_503', 120))).toBe(30_000);
    expect(retryDelay(0, err(429, 'rate_limited', 1.5))).toBe(1500);
  });
});
