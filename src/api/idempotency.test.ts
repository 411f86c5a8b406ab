import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { classifyWriteFailure } from './idempotency';

const post = (status: number, code: string, details: { path: string; message: string }[] = []) =>
  new ApiError({ status, code, message: code, details, method: 'POST' });

describe('the key policy of writes', () => {
  it.each([
    ['no answer (network)', post(0, 'network_error'), 'unknown', 'keep'],
    ['a timeout', post(0, 'timeout'), 'unknown', 'keep'],
    ['a 500', post(500, 'internal'), 'unknown', 'keep'],
    ['a 503', post(503, 'http_503'), 'unknown', 'keep'],
    ['a 2xx whose body could not be read', post(201, 'invalid_response'), 'unknown', 'keep'],
    [
      'a 409 without field details (perhaps the first request still running)',
      post(409, 'conflict'),
      'conflict',
      'keep',
    ],
    ['a 401 (the key lapsed)', post(401, 'unauthorized'), 'sessionLapsed', 'keep'],
    ['a 429', post(429, 'rate_limited'), 'notNow', 'keep'],
    ['a 408', post(408, 'http_408'), 'notNow', 'keep'],
    ['a 422 key reused', post(422, 'idempotency_key_reused'), 'keyReused', 'ask'],
    [
      'a 422 on a field',
      post(422, 'validation_error', [{ path: 'sku', message: 'bad' }]),
      'refused',
      'renew',
    ],
    [
      'a 409 on a field (a taken SKU, short stock)',
      post(409, 'conflict', [{ path: 'sku', message: 'taken' }]),
      'refused',
      'renew',
    ],
    ['a 400', post(400, 'bad_request'), 'refused', 'renew'],
    ['a 404', post(404, 'not_found'), 'refused', 'renew'],
    ['a 403', post(403, 'forbidden'), 'refused', 'renew'],
  ] as const)('%s: %s, key %s', (_name, error, kind, key) => {
    expect(classifyWriteFailure(error)).toEqual({ kind, key, error });
  });

  it('keeps the key for anything that is not an ApiError (a bug, a cancelled promise)', () => {
    const error = new TypeError('boom');
    expect(classifyWriteFailure(error)).toEqual({ kind: 'unknown', key: 'keep', error });
  });

  it('a 409 whose only detail names no field is still a conflict that keeps the key', () => {
    expect(
      classifyWriteFailure(post(409, 'conflict', [{ path: '', message: 'still running' }])).key,
    ).toBe('keep');
  });
});
