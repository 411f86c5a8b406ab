import { z } from 'zod/mini';
import { nStr } from './common.ts';

/** One offending field of an error answer; `path` is a dot path with numeric indexes. */
export const errorDetailSchema = z.object({
  path: z.string(),
  message: z.string(),
});

/** The error body the contract describes: `{ code, message, details: [{ path, message }] }`. */
export const errorBodySchema = z.object({
  code: nStr(),
  message: nStr(),
  details: z.nullish(z.array(errorDetailSchema)),
});
