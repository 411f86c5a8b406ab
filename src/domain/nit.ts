/**
 * Colombian NIT (Número de Identificación Tributaria) check digit, DIAN algorithm:
 * the base digits, from the rightmost, are weighted 3, 7, 13, 17, 19, 23, 29, 37, 41, 43,
 * 47, 53, 59, 67, 71; r = sum mod 11; the check digit is r when r is 0 or 1, else 11 - r.
 */

const WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** The check digit of a NIT base (1 to 15 digits, nothing else). Throws a RangeError otherwise. */
export function nitCheckDigit(base: string): number {
  if (!/^\d+$/.test(base) || base.length > WEIGHTS.length) {
    throw new RangeError(`a NIT base is 1 to ${WEIGHTS.length} digits: ${JSON.stringify(base)}`);
  }
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    const digit = Number(base[base.length - 1 - i]);
    sum += digit * (WEIGHTS[i] ?? 0);
  }
  const r = sum % 11;
  return r <= 1 ? r : 11 - r;
}

export type NitCheck =
  | { ok: true; base: string; checkDigit: number | null }
  | { ok: false; reason: 'format' | 'check_digit'; expected?: number };

// Base: plain digits, or digits grouped in thousands with dots (900.123.456); then an
// optional "-d" check digit. Whitespace anywhere is ignored.
const NIT_PATTERN = /^(\d+|\d{1,3}(?:\.\d{3})+)(?:-(\d))?$/;

/**
 * Reads a NIT as typed: '900123456', '900123456-7', '900.123.456-7', with any spaces.
 * Without a check digit the base is accepted as is (checkDigit null); with one, it must match.
 * Anything else (letters, other separators, more than 15 base digits) is a 'format' failure.
 */
export function checkNit(value: string): NitCheck {
  const compact = value.replace(/\s+/g, '');
  const match = NIT_PATTERN.exec(compact);
  if (match === null) return { ok: false, reason: 'format' };
  const base = (match[1] ?? '').replace(/\./g, '');
  if (base.length === 0 || base.length > WEIGHTS.length) return { ok: false, reason: 'format' };
  const given = match[2];
  if (given === undefined) return { ok: true, base, checkDigit: null };
  const expected = nitCheckDigit(base);
  if (Number(given) !== expected) return { ok: false, reason: 'check_digit', expected };
  return { ok: true, base, checkDigit: expected };
}
