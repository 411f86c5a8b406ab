import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromResponse,
  genericHttpMessage,
  isApiError,
  parseRetryAfter,
  redactSecrets,
} from './errors';

describe('ApiError', () => {
  it('derives fieldErrors from details, first message of a path wins, pathless entries stay out', () => {
    const e = new ApiError({
      status: 422,
      code: 'validation_failed',
      message: 'bad',
      details: [
        { path: 'name', message: 'is required' },
        { path: 'name', message: 'too long' },
        { path: '', message: 'general' },
        { path: '__proto__', message: 'odd path' },
      ],
    });
    expect(e.fieldErrors.name).toBe('is required');
    expect(Object.keys(e.fieldErrors)).toEqual(['name', '__proto__']);
    expect(e.fieldErrors['__proto__']).toBe('odd path');
    expect(Object.getPrototypeOf(e.fieldErrors)).toBe(Object.prototype);
    expect(e.details).toHaveLength(4);
  });

  it.each([
    ['POST', 0, 'network_error', true],
    ['PUT', 0, 'timeout', true],
    ['POST', 500, 'internal', true],
    ['PUT', 503, 'http_503', true],
    ['POST', 201, 'invalid_response', true],
    ['POST', 409, 'conflict', false],
    ['POST', 422, 'validation_failed', false],
    ['POST', 429, 'rate_limited', false],
    ['GET', 0, 'network_error', false],
    ['GET', 500, 'internal', false],
    [null, 500, 'internal', false],
  ] as const)('maybeApplied: %s %i %s -> %s', (method, status, code, expected) => {
    expect(new ApiError({ status, code, message: 'm', method }).maybeApplied).toBe(expected);
  });

  it('flags', () => {
    const net = new ApiError({ status: 0, code: 'network_error', message: 'm' });
    const out = new ApiError({ status: 0, code: 'timeout', message: 'm' });
    const unauth = new ApiError({ status: 401, code: 'unauthorized', message: 'm' });
    const missing = new ApiError({ status: 404, code: 'not_found', message: 'm' });
    expect([net.isNetwork, net.isTimeout, out.isNetwork, out.isTimeout]).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect([
      unauth.isUnauthorized,
      unauth.isNetwork,
      missing.isNotFound,
      missing.isUnauthorized,
    ]).toEqual([true, false, true, false]);
    expect(net.retryAfter).toBeNull();
    expect(net.method).toBeNull();
    expect(new ApiError({ status: 0, code: 'x', message: 'm', method: 'post' }).method).toBe(
      'POST',
    );
  });

  it('isApiError', () => {
    expect(isApiError(new ApiError({ status: 500, code: 'internal', message: 'm' }))).toBe(true);
    expect(isApiError(new Error('m'))).toBe(false);
    expect(isApiError({ status: 500, code: 'internal', message: 'm' })).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('apiErrorFromResponse', () => {
  it('redacts the given secrets everywhere and keeps the method', async () => {
    const res = new Response(
      JSON.stringify({
        code: 'conflict',
        message: 'key abc123 used',
        details: [{ path: 'abc123', message: 'abc123!' }],
      }),
      { status: 409 },
    );
    const e = await apiErrorFromResponse(res, { method: 'POST', redact: ['abc123'] });
    expect(e.message).toBe('key [redacted] used');
    expect(e.details).toEqual([{ path: '[redacted]', message: '[redacted]!' }]);
    expect(e.method).toBe('POST');
  });

  it('copes with a body that cannot be read', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const e = await apiErrorFromResponse(new Response(body, { status: 502 }));
    expect([e.status, e.code, e.message]).toEqual([
      502,
      'http_502',
      'The server answered 502 Bad Gateway',
    ]);
  });
});

describe('helpers', () => {
  it('parseRetryAfter', () => {
    const now = Date.parse('2026-11-21T14:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('1.5', now)).toBe(1.5);
    expect(parseRetryAfter('Sat, 21 Nov 2026 14:00:30 GMT', now)).toBe(30);
    expect(parseRetryAfter('Sat, 21 Nov 2026 13:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('-5', now)).toBeNull();
    expect(parseRetryAfter('later', now)).toBeNull();
    expect(parseRetryAfter('', now)).toBeNull();
    expect(parseRetryAfter(null, now)).toBeNull();
  });

  it('genericHttpMessage', () => {
    expect(genericHttpMessage(502)).toBe('The server answered 502 Bad Gateway');
    expect(genericHttpMessage(500, 'Oops')).toBe('The server answered 500 Oops');
    expect(genericHttpMessage(500, '<b>x</b>')).toBe(
      'The server answered 500 Internal Server Error',
    );
    expect(genericHttpMessage(418)).toBe('The server answered 418');
  });

  it('redactSecrets', () => {
    expect(redactSecrets('a KEY b KEY', ['KEY'])).toBe('a [redacted] b [redacted]');
    expect(redactSecrets('nothing', [''])).toBe('nothing');
  });
});
