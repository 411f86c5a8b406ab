import { z } from 'zod/mini';
import { nStr } from './common.ts';

/** One offending field of an error answer; `path` is a dot path with numeric indexes. */
export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ErrorDetail = z.output<typeof errorDetailSchema>;

/** The error body the contract describes: `{ code, message, details: [{ path, message }] }`. */
export const errorBodySchema = z.object({
  code: nStr(),
  message: nStr(),
  details: z.nullish(z.array(errorDetailSchema)),
});
export type ErrorBody = z.output<typeof errorBodySchema>;

/** Error codes of CONTRACT.md "Errors". */
export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'not_found',
  'conflict',
  'validation_failed',
  'idempotency_key_reused',
  'rate_limited',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
