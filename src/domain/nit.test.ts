import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkNit, nitCheckDigit } from './nit';

// Published NITs: DIAN, and three large Colombian entities/companies.
const KNOWN = [
  ['800197268', 4],
  ['899999068', 1],
  ['860034313', 7],
  ['890900608', 9],
] as const;

describe('nitCheckDigit', () => {
  it.each(KNOWN)('%s has check digit %s', (base, digit) => {
    expect(nitCheckDigit(base)).toBe(digit);
  });

  it('works from the rightmost digit (leading zeros do not change it)', () => {
    expect(nitCheckDigit('0800197268')).toBe(4);
    // single digits: 7 x 3 = 21, 21 mod 11 = 10 -> 1; 4 x 3 = 12 -> 1 -> 1; 5 x 3 = 15 -> 4 -> 7
    expect(nitCheckDigit('7')).toBe(1);
    expect(nitCheckDigit('4')).toBe(1);
    expect(nitCheckDigit('5')).toBe(7);
    expect(nitCheckDigit('0')).toBe(0);
  });

  it('refuses anything but 1 to 15 digits', () => {
    expect(() => nitCheckDigit('')).toThrow(RangeError);
    expect(() => nitCheckDigit('900.123.456')).toThrow(RangeError);
    expect(() => nitCheckDigit('90012345a')).toThrow(RangeError);
    expect(() => nitCheckDigit('1234567890123456')).toThrow(RangeError);
    expect(nitCheckDigit('123456789012345')).toBeGreaterThanOrEqual(0);
  });

  it('is always a single digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,15}$/), (base) => {
        const d = nitCheckDigit(base);
        expect(Number.isInteger(d) && d >= 0 && d <= 9).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('checkNit', () => {
  it.each(KNOWN)('accepts %s with its check digit %s in every written form', (base, digit) => {
    const dotted = `${base.slice(0, 3)}.${base.slice(3, 6)}.${base.slice(6)}`;
    for (const written of [
      `${base}-${digit}`,
      `${dotted}-${digit}`,
      ` ${dotted} - ${digit} `,
      `${base.slice(0, 3)} ${base.slice(3)}-${digit}`,
    ]) {
      expect(checkNit(written)).toEqual({ ok: true, base, checkDigit: digit });
    }
  });

  it('accepts a base without check digit', () => {
    expect(checkNit('900123456')).toEqual({ ok: true, base: '900123456', checkDigit: null });
    expect(checkNit('900.123.456')).toEqual({ ok: true, base: '900123456', checkDigit: null });
  });

  it('refuses a wrong check digit and tells the expected one', () => {
    expect(checkNit('800197268-5')).toEqual({ ok: false, reason: 'check_digit', expected: 4 });
    expect(checkNit('900.123.456-7')).toEqual({ ok: false, reason: 'check_digit', expected: 8 });
  });

  it.each(KNOWN)('refuses %s when a base digit changes', (base, digit) => {
    // changing the last base digit by one changes the sum by 3 (mod 11), which always moves the digit
    const last = Number(base[base.length - 1]);
    const changed = `${base.slice(0, -1)}${(last + 1) % 10}`;
    const result = checkNit(`${changed}-${digit}`);
    expect(result.ok).toBe(false);
    expect(result).toMatchObject({ reason: 'check_digit' });
  });

  it.each([
    '',
    ' ',
    'abc',
    '900-123',
    '900123456-78',
    '900123456-',
    '-7',
    '90.0123.456-8',
    '900.12.3456-8',
    '900,123,456-8',
    '900123456/8',
    '1234567890123456',
    '9001234567.8',
    '+900123456',
  ])('refuses %j as a format error', (value) => {
    expect(checkNit(value)).toEqual({ ok: false, reason: 'format' });
  });

  it('round-trips any base with its computed digit, and refuses every other digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,15}$/),
        fc.integer({ min: 0, max: 9 }),
        (base, digit) => {
          const expected = nitCheckDigit(base);
          const result = checkNit(`${base}-${digit}`);
          if (digit === expected) expect(result).toEqual({ ok: true, base, checkDigit: expected });
          else expect(result).toEqual({ ok: false, reason: 'check_digit', expected });
        },
      ),
      { numRuns: 1000 },
    );
  });
});
