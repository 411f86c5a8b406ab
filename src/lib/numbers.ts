/*
 * How the console reads a number a person typed: the one rule every numeric field, pasted row
 * and filter uses. Pure (Intl and big.js only); no field keeps its own parsing.
 *
 * - The separators come from the locale's own number format (`Intl.NumberFormat#formatToParts`),
 *   so es-CO reads `1.234.567,5` and en-US reads `1,234,567.5`; a third language only needs its
 *   Intl locale. Spaces (plain, no-break, narrow, thin) group digits in every locale.
 * - Accepted: grouped or ungrouped digits, one decimal mark, a leading or trailing currency
 *   symbol or ISO code, surrounding spaces, one leading minus (fields refuse it where it makes
 *   no sense, with a message that shows the number as read).
 * - Refused, never guessed: misplaced group separators (`1.20.0`, and `1.5` in Spanish, where
 *   `.` groups thousands), two decimal marks, a group separator after the decimal mark,
 *   letters or other signs.
 * - A number is kept as a canonical decimal string (`-1234567.5`: no grouping, `.` before the
 *   decimals, no exponent, no trailing zeros), so it is exact at any size and the same in every
 *   language; JSON numbers are made from it at the API boundary only.
 */

/** A canonical decimal: what the console stores and sends, whatever the language. */
export type DecimalString = string;

export interface NumberSymbols {
  group: string;
  decimal: string;
}

const symbolsCache = new Map<string, NumberSymbols>();

/** The group and decimal separators of a locale, learnt from its own number format. */
export function numberSymbols(locale: string): NumberSymbols {
  let symbols = symbolsCache.get(locale);
  if (!symbols) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(1234567.5);
    symbols = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    symbolsCache.set(locale, symbols);
  }
  return symbols;
}

export type NumberProblem =
  /** letters or other signs */
  | 'notNumber'
  /** group separators in the wrong places (`1.20.0`; `1.5` where `.` groups thousands) */
  | 'groups'
  /** two or more decimal marks */
  | 'decimalMarks'
  /** a group separator after the decimal mark (`1,234.5` read where `,` is the decimal mark) */
  | 'groupAfterDecimal';

export type NumberReading =
  { ok: true; value: DecimalString } | { ok: false; problem: NumberProblem };

const SPACE = /[\s\u00a0\u202f\u2009]/;
const SPACES = /[\s\u00a0\u202f\u2009]+/g;
const MINUS = /^[-\u2212]/;
const SYMBOL = /^(?:(?:US|COL|CO|R|MX|AR|CL)?\$|€|£|¥)/i;
const CODE = /^[A-Za-z]{3}(?![A-Za-z])/;
const TRAILING_CODE = /(?<![A-Za-z])[A-Za-z]{3}$/;
const TRAILING_SYMBOL = /(?:\$|€|£|¥)$/;

let currencyCodes: Set<string> | null = null;

function isCurrencyCode(code: string): boolean {
  if (!currencyCodes) {
    const supported =
      typeof Intl.supportedValuesOf === 'function'
        ? Intl.supportedValuesOf('currency')
        : ['COP', 'USD', 'EUR'];
    currencyCodes = new Set(supported.map((c) => c.toUpperCase()));
  }
  return currencyCodes.has(code.toUpperCase());
}

/** Takes one currency symbol or ISO code off the front (or, with `end`, the back) of `s`. */
function stripCurrency(s: string, end: boolean): string {
  if (end) {
    const code = TRAILING_CODE.exec(s);
    if (code && isCurrencyCode(code[0])) return s.slice(0, code.index).trimEnd();
    return TRAILING_SYMBOL.test(s) ? s.slice(0, -1).trimEnd() : s;
  }
  const symbol = SYMBOL.exec(s);
  if (symbol) return s.slice(symbol[0].length).trimStart();
  const code = CODE.exec(s);
  if (code && isCurrencyCode(code[0])) return s.slice(3).trimStart();
  return s;
}

function escape(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Reads `text` as the locale writes numbers. */
export function readNumber(text: string, locale: string): NumberReading {
  let s = text.trim();
  if (s === '') return { ok: false, problem: 'notNumber' };
  let negative = false;
  const takeMinus = () => {
    if (!negative && MINUS.test(s)) {
      negative = true;
      s = s.slice(1).trimStart();
    }
  };
  takeMinus();
  s = stripCurrency(s, false);
  takeMinus();
  s = stripCurrency(s, true);

  const { group, decimal } = numberSymbols(locale);
  const groupIsSpace = SPACE.test(group);
  // Every kind of space is a group separator; so is the locale's own.
  const body = s.replace(SPACES, ' ');
  const allowed = new RegExp(`^[0-9 ${escape(group)}${escape(decimal)}]+$`);
  if (body === '' || !allowed.test(body) || !/[0-9]/.test(body))
    return { ok: false, problem: 'notNumber' };

  const pieces = body.split(decimal);
  if (pieces.length > 2) return { ok: false, problem: 'decimalMarks' };
  const [intPart = '', fraction = ''] = pieces;
  if (!/^[0-9]*$/.test(fraction)) return { ok: false, problem: 'groupAfterDecimal' };

  const separators = new RegExp(groupIsSpace ? ' ' : `[ ${escape(group)}]`);
  let digits = intPart;
  if (separators.test(intPart)) {
    const groups = intPart.split(separators);
    const [first = '', ...rest] = groups;
    if (!/^[0-9]{1,3}$/.test(first) || rest.some((g) => !/^[0-9]{3}$/.test(g)))
      return { ok: false, problem: 'groups' };
    digits = groups.join('');
  }
  return { ok: true, value: canonical(negative, digits, fraction) };
}

/** `-`, integer digits and fraction digits -> canonical (no leading or trailing zeros, no `-0`). */
function canonical(negative: boolean, digits: string, fraction: string): DecimalString {
  const int = digits.replace(/^0+/, '') || '0';
  const frac = fraction.replace(/0+$/, '');
  const body = frac === '' ? int : `${int}.${frac}`;
  return negative && body !== '0' ? `-${body}` : body;
}

const CANONICAL = /^-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?$/;

export function isDecimalString(s: string): boolean {
  return CANONICAL.test(s);
}

/** The canonical decimal of a JS number (the digits of its shortest representation, no exponent). */
export function decimalOfNumber(n: number): DecimalString | null {
  if (!Number.isFinite(n)) return null;
  const [mantissa = '0', exp = '0'] = Math.abs(n).toString().split('e');
  const [int = '0', frac = ''] = mantissa.split('.');
  const shift = Number.parseInt(exp, 10);
  const digits = int + frac;
  const point = int.length + shift;
  const padded =
    point <= 0
      ? '0'.repeat(1 - point) + digits
      : point > digits.length
        ? digits + '0'.repeat(point - digits.length)
        : digits;
  const at = Math.max(point, 1);
  return canonical(n < 0, padded.slice(0, at), padded.slice(at));
}

/** Decimals a canonical value carries. */
export function decimalsOf(value: DecimalString): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

const formatCache = new Map<string, Intl.NumberFormat>();

/**
 * A canonical value as the locale writes it: grouped (`1.234.567,5`) or, with
 * `grouping: false`, plain (`1234567,5`: the exact number, with nothing to misread). Exact: the
 * string is formatted, not a float made from it.
 */
export function formatDecimal(
  value: DecimalString,
  locale: string,
  { grouping = true }: { grouping?: boolean } = {},
): string {
  const key = `${locale}|${grouping ? 1 : 0}`;
  let f = formatCache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      maximumFractionDigits: 20,
      useGrouping: grouping ? 'auto' : false,
    });
    formatCache.set(key, f);
  }
  return f.format(value as `${number}`);
}

// ------------------------------------------------------------------------ field rules

export interface NumberRules {
  /** decimals allowed (0: whole numbers only) */
  decimals: number;
  /** lowest value: any (negatives allowed), zero or more (default), or more than zero */
  min?: 'any' | 'zero' | 'positive';
  /** highest absolute value */
  max?: number;
  /** whole numbers because the thing is counted in units (a clearer message than "whole number") */
  units?: boolean;
}

export type RuleProblem =
  | { code: 'decimals'; max: number }
  | { code: 'whole' }
  | { code: 'wholeUnits' }
  | { code: 'negative' }
  | { code: 'positive' }
  | { code: 'max'; max: number };

/** The rule a read value breaks, or null. */
export function checkRules(value: DecimalString, rules: NumberRules): RuleProblem | null {
  const min = rules.min ?? 'zero';
  const negative = value.startsWith('-');
  if (min === 'positive' && (negative || value === '0')) return { code: 'positive' };
  if (min !== 'any' && negative) return { code: 'negative' };
  if (rules.max !== undefined && Math.abs(Number(value)) > rules.max)
    return { code: 'max', max: rules.max };
  const decimals = decimalsOf(value);
  if (decimals > rules.decimals) {
    if (rules.decimals === 0) return { code: rules.units ? 'wholeUnits' : 'whole' };
    return { code: 'decimals', max: rules.decimals };
  }
  return null;
}

// ------------------------------------------------------------------------ field entries

/*
 * A numeric field's value in a form or a draft is a string, one of:
 * - ''                      nothing typed;
 * - a canonical decimal     set by the console (a record's price, a URL filter, a pasted cell);
 * - `[locale]text`          what the person typed, with the locale it was typed in.
 * Keeping the locale with the text is what lets a half-typed form (or a draft) change language
 * without changing meaning: the text is read as it was written, and shown in the new language.
 */
export type NumberEntry = string;

const TAGGED = /^\[([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\]([\s\S]*)$/;

export interface EntryReading {
  /** '' when nothing was typed */
  text: string;
  /** the locale the text is read in; null for a canonical value or text of no known locale */
  locale: string | null;
  reading: NumberReading | null;
}

const readings = new Map<string, EntryReading>();

/** What an entry holds: its text, its locale and how it reads (null when empty). Memoised. */
export function readEntry(entry: NumberEntry): EntryReading {
  const known = readings.get(entry);
  if (known) return known;
  let result: EntryReading;
  const tagged = TAGGED.exec(entry);
  if (tagged) {
    const [, locale = 'en-US', text = ''] = tagged;
    result = { text, locale, reading: text.trim() === '' ? null : readNumber(text, locale) };
  } else if (entry.trim() === '') {
    result = { text: '', locale: null, reading: null };
  } else if (isDecimalString(entry)) {
    result = { text: entry, locale: null, reading: { ok: true, value: entry } };
  } else {
    // Text of no known locale (an old draft): shown as it is and refused until retyped.
    result = { text: entry, locale: null, reading: { ok: false, problem: 'notNumber' } };
  }
  if (readings.size > 5000) readings.clear();
  readings.set(entry, result);
  return result;
}

/** The entry for text typed in `locale`. */
export function typedEntry(text: string, locale: string): NumberEntry {
  return text.trim() === '' ? '' : `[${locale}]${text}`;
}

/** The entry of a number the console sets (a record's value): canonical, or '' for none. */
export function entryOfNumber(n: number | null | undefined): NumberEntry {
  return n == null ? '' : (decimalOfNumber(n) ?? '');
}

/** The canonical value of an entry, or null when empty or not a number. */
export function entryValue(entry: NumberEntry): DecimalString | null {
  const { reading } = readEntry(entry);
  return reading?.ok ? reading.value : null;
}

/** The number an entry sends, or null when empty or not a number. */
export function entryNumber(entry: NumberEntry): number | null {
  const value = entryValue(entry);
  return value === null ? null : Number(value) + 0;
}

/** Is nothing typed? */
export function entryIsBlank(entry: NumberEntry): boolean {
  return readEntry(entry).reading === null;
}

/**
 * The text a field shows for an entry in `locale`: what was typed, when it was typed in this
 * locale; else the value written the locale's way; else (text that is not a number) as it is.
 */
export function displayEntry(entry: NumberEntry, locale: string): string {
  const { text, locale: typedIn, reading } = readEntry(entry);
  if (typedIn === locale || !reading?.ok) return text;
  return formatDecimal(reading.value, locale);
}

/**
 * The entry once the field is left: a number written the locale's way (`1200` -> `1.200`);
 * anything else unchanged, so nothing typed is lost.
 */
export function settleEntry(entry: NumberEntry, locale: string): NumberEntry {
  const { reading } = readEntry(entry);
  if (!reading?.ok) return entry;
  return typedEntry(formatDecimal(reading.value, locale), locale);
}
