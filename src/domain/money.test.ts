import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  divideRounded,
  percentOf,
  roundMoney,
  sumMoney,
  toBig,
  toBigOrZero,
  toNumber,
} from './money';

/** Integer division rounded half away from zero, on BigInt (the test's own oracle). */
function roundDiv(n: bigint, d: bigint): bigint {
  if (d < 0n) return roundDiv(-n, -d);
  const q = n / d;
  const r = n - q * d;
  const twice = 2n * (r < 0n ? -r : r);
  if (twice >= d) return q + (n < 0n ? -1n : 1n);
  return q;
}

describe('roundMoney', () => {
  it.each([
    [10.125, 10.13],
    [-10.125, -10.13],
    [1.005, 1.01],
    [-1.005, -1.01],
    [2.675, 2.68],
    [1.115, 1.12],
    [0.125, 0.13],
    [10.124, 10.12],
    [10.1249999, 10.12],
    [0.0049, 0],
    [1234567.891, 1234567.89],
    [19, 19],
  ])('rounds %s to %s', (input, expected) => {
    expect(roundMoney(input)).toBe(expected);
  });

  it('accepts strings and Big values', () => {
    expect(roundMoney('10.125')).toBe(10.13);
    expect(roundMoney(' -0.005 ')).toBe(-0.01);
    expect(roundMoney(new Big('99.995'))).toBe(100);
  });

  it('never answers -0', () => {
    expect(Object.is(roundMoney(-0.004), 0)).toBe(true);
    expect(Object.is(roundMoney(-0), 0)).toBe(true);
  });

  it('rejects values that are not numbers', () => {
    expect(() => roundMoney(Number.NaN)).toThrow(RangeError);
    expect(() => roundMoney(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => roundMoney('12,5')).toThrow(RangeError);
  });

  it('matches a BigInt evaluation for any value with 3 decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }),
        (thousandths) => {
          const value = thousandths / 1000;
          const expected = Number(roundDiv(BigInt(thousandths), 10n)) / 100;
          expect(roundMoney(value)).toBe(expected + 0);
          expect(roundMoney(String(value))).toBe(expected + 0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('helpers', () => {
  it('toBig converts numbers through their decimal form', () => {
    expect(toBig(0.1).plus(toBig(0.2)).toString()).toBe('0.3');
    expect(toBig(1e-7).toFixed()).toBe('0.0000001');
  });

  it('toBigOrZero treats missing and non-finite values as 0', () => {
    expect(toBigOrZero(null).toString()).toBe('0');
    expect(toBigOrZero(undefined).toString()).toBe('0');
    expect(toBigOrZero(Number.NaN).toString()).toBe('0');
    expect(toBigOrZero(2.5).toString()).toBe('2.5');
  });

  it('toNumber gives plain numbers', () => {
    expect(toNumber(new Big('-0'))).toBe(0);
    expect(Object.is(toNumber(new Big('-0')), 0)).toBe(true);
    expect(toNumber(new Big('12.34'))).toBe(12.34);
  });

  it('sumMoney adds exactly', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney(Array.from({ length: 10 }, () => 0.1))).toBe(1);
    expect(sumMoney([])).toBe(0);
  });

  it('percentOf is exact', () => {
    expect(percentOf(8403.36, 19).toString()).toBe('1596.6384');
    expect(percentOf('0.01', 0.5).toString()).toBe('0.00005');
  });

  it.each([
    [10, 3, '3.33'],
    [20, 3, '6.67'],
    [-20, 3, '-6.67'],
    [1, 8, '0.13'],
    [-1, 8, '-0.13'],
    [1, -8, '-0.13'],
    [-1, -8, '0.13'],
    [10000, 1.19, '8403.36'],
    [0, 7, '0'],
  ])('divideRounded(%s, %s) = %s', (a, b, expected) => {
    expect(divideRounded(a, b).toString()).toBe(expected);
  });

  it('divideRounded rounds the exact quotient, never a truncated one', () => {
    // 0.00499999999999999999999 is cut to 0.005 at 20 decimals by a plain div: must stay 0.00
    const dividend = new Big('0.00499999999999999999999');
    expect(divideRounded(dividend, 1).toString()).toBe('0');
    expect(divideRounded('1', '3', 0).toString()).toBe('0');
    expect(() => divideRounded(1, 0)).toThrow(RangeError);
  });

  it('divideRounded matches a BigInt evaluation', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }).chain((d) => fc.constantFrom(d, -d)),
        (cents, hundredths) => {
          // (cents / 100) / (hundredths / 100) to 2 decimals = roundDiv(cents * 100, hundredths) cents
          const expected = Number(roundDiv(BigInt(cents) * 100n, BigInt(hundredths))) / 100;
          expect(toNumber(divideRounded(cents / 100, hundredths / 100))).toBe(expected + 0);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
