import { z } from 'zod/mini';

/*
 * Building blocks shared by the schemas of this folder.
 *
 * Response schemas are tolerant (CONTRACT.md "response fields"): unknown fields are stripped,
 * every field but `id` may be missing or null, a wrong type fails. Request schemas are strict
 * about the contract's rules and speak human messages, because the sandbox validates with
 * them and sends those messages back in `details`.
 */

// ---------------------------------------------------------------- response building blocks

/** A string field the service may omit or send as null. */
export const nStr = () => z.nullish(z.string());
/** A number field the service may omit or send as null. */
export const nNum = () => z.nullish(z.number());
/** A boolean field the service may omit or send as null. */
export const nBool = () => z.nullish(z.boolean());
/** A timestamp field (ISO 8601 text) the service may omit or send as null. */
export const nTimestamp = () => z.nullish(z.string());
/** An object whose shape the service does not describe. */
export const looseObject = () => z.record(z.string(), z.unknown());
/** An "object" field whose shape the service does not describe. */
export const nObject = () => z.nullish(looseObject());
/** An "array of objects" field whose element shape the service does not describe. */
export const nObjectArray = () => z.nullish(z.array(looseObject()));
/**
 * A "map of object" field. The service does not say whether the values are objects or
 * whether "object" describes the map itself, so any value is accepted.
 */
export const nMap = () => z.nullish(z.record(z.string(), z.unknown()));

// ---------------------------------------------------------------- request building blocks

interface IssueInput {
  readonly input?: unknown;
}

/** Error option: "is required" when the member is absent, else "must be <what>". */
export function typeError(what: string) {
  return {
    error: (issue: IssueInput) => (issue.input === undefined ? 'is required' : `must be ${what}`),
  };
}

/** Any text. */
export const text = () => z.string(typeError('text'));

/** Text that must hold something besides blanks (it is trimmed), with an optional maximum length. */
export function requiredText(max?: number) {
  const base = z.string(typeError('text')).check(z.trim(), z.minLength(1, 'is required'));
  return max === undefined
    ? base
    : base.check(z.maxLength(max, `must be at most ${max} characters`));
}

/** Text with a maximum length (may be empty). */
export function boundedText(max: number) {
  return z.string(typeError('text')).check(z.maxLength(max, `must be at most ${max} characters`));
}

/** A finite JSON number. */
export const number = () => z.number(typeError('a number'));
/** A number >= 0. */
export const nonNegative = () => number().check(z.gte(0, 'must be 0 or more'));
/** A number > 0. */
export const positive = () => number().check(z.gt(0, 'must be greater than 0'));
/** A percentage 0..100. */
export const percentage = () =>
  number().check(z.gte(0, 'must be 0 or more'), z.lte(100, 'must be 100 or less'));
/** A whole number. */
export const integer = () => number().check(z.int('must be a whole number'));
/** true or false. */
export const boolean = () => z.boolean(typeError('true or false'));

/** One of a fixed list of values, with a message that names them. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue: IssueInput) =>
      issue.input === undefined ? 'is required' : `must be one of ${values.join(', ')}`,
  });
}

/** Decimals of a finite number as written in its shortest form (1e-7 -> 7, 2.5 -> 1). */
export function decimalPlaces(n: number): number {
  if (!Number.isFinite(n)) return 0;
  const [mantissa = '', exponent = '0'] = n.toString().split('e');
  const fraction = mantissa.split('.')[1] ?? '';
  return Math.max(0, fraction.length - Number(exponent));
}

const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();

/** An ISO 8601 date-time (`2026-11-21T00:00:00.000Z`, offsets allowed) or date (`2026-11-21`). */
export function isoDateText() {
  return text().check(
    z.refine(
      (v) => isoDateTime.safeParse(v).success || isoDate.safeParse(v).success,
      'must be an ISO 8601 date, e.g. 2026-11-21T00:00:00.000Z',
    ),
  );
}

const emailFormat = z.email();

/** An email address; the empty string counts as "not given". */
export function optionalEmailText() {
  return boundedText(254).check(
    z.refine((v) => v === '' || emailFormat.safeParse(v).success, 'must be a valid email address'),
  );
}

/** `when` option for object-level refinements: run them whenever the value is an object, even if
 * some members already failed, so that `details` lists every offending field. */
export const whenObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};
