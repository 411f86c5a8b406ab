/**
 * Money arithmetic on decimals (big.js). No binary floating point arithmetic touches an
 * amount: numbers are converted to decimals through their shortest string form, so the
 * number 1.005 is the decimal 1.005 (and rounds to 1.01), not 1.00499999999999989...
 *
 * Rounding is always to 2 decimals, half away from zero (CONTRACT.md "Transport": numbers).
 */
import Big from 'big.js';

export type DecimalLike = Big | number | string;

/** big.js rounding mode 1: to the nearest neighbour, ties away from zero. */
const HALF_AWAY_FROM_ZERO = 1 as const;

export const MONEY_DECIMALS = 2;

/**
 * A decimal from a Big, a number or a numeric string. Numbers go through `String(n)`
 * (shortest round-trip form), so their decimal value is the one a person typed.
 * Throws a RangeError for NaN, Infinity and strings that are not numbers.
 */
export function toBig(x: DecimalLike): Big {
  if (x instanceof Big) return x;
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${String(x)}`);
    return new Big(Object.is(x, -0) ? '0' : String(x));
  }
  const text = x.trim();
  try {
    return new Big(text);
  } catch {
    throw new RangeError(`not a decimal number: ${JSON.stringify(x)}`);
  }
}

/** A decimal for an optional input: null, undefined and non-finite numbers count as 0. */
export function toBigOrZero(x: DecimalLike | null | undefined): Big {
  if (x === null || x === undefined) return new Big(0);
  if (typeof x === 'number' && !Number.isFinite(x)) return new Big(0);
  return toBig(x);
}

/** A plain number from a decimal, never -0. */
export function toNumber(x: Big): number {
  return Number(x.toString()) + 0;
}

/** The decimal rounded to `dp` decimals, half away from zero (default 2). */
export function roundBig(x: DecimalLike, dp: number = MONEY_DECIMALS): Big {
  return toBig(x).round(dp, HALF_AWAY_FROM_ZERO);
}

/** Rounds to 2 decimals, half away from zero: 10.125 -> 10.13, -10.125 -> -10.13, 1.005 -> 1.01. */
export function roundMoney(x: DecimalLike): number {
  return toNumber(roundBig(x));
}

/** Exact sum of decimals (no rounding). */
export function sumBig(values: Iterable<DecimalLike>): Big {
  let total = new Big(0);
  for (const v of values) total = total.plus(toBig(v));
  return total;
}

/** Exact sum of amounts, rounded to 2 decimals (exact when every amount is already rounded). */
export function sumMoney(values: Iterable<DecimalLike>): number {
  return toNumber(roundBig(sumBig(values)));
}

/** `amount x percentage / 100`, computed exactly (not rounded). */
export function percentOf(amount: DecimalLike, percentage: DecimalLike): Big {
  return toBig(amount).times(toBig(percentage)).times('0.01');
}

/**
 * `dividend / divisor` rounded to `dp` decimals, half away from zero, exactly: the quotient
 * is never rounded twice (big.js `div` alone would first cut it at Big.DP decimals).
 * Throws a RangeError when the divisor is 0.
 */
export function divideRounded(
  dividend: DecimalLike,
  divisor: DecimalLike,
  dp: number = MONEY_DECIMALS,
): Big {
  const d = toBig(divisor);
  if (d.eq(0)) throw new RangeError('division by zero');
  const scale = new Big(10).pow(dp);
  const n = toBig(dividend).times(scale);
  // Truncated integer quotient and its remainder, both exact (mod divides with DP 0).
  const remainder = n.mod(d);
  const quotient = n.minus(remainder).div(d);
  const twiceRemainder = remainder.abs().times(2);
  const away = twiceRemainder.gte(d.abs());
  const sign = n.s * d.s;
  const rounded = away ? quotient.plus(sign) : quotient;
  return rounded.div(scale);
}
