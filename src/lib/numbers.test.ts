import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkRules,
  decimalOfNumber,
  displayEntry,
  entryNumber,
  formatDecimal,
  numberSymbols,
  readEntry,
  readNumber,
  settleEntry,
  typedEntry,
} from './numbers';
import { detectConvention } from './sheetNumbers';

const ES = 'es-CO';
const EN = 'en-US';

/** A canonical decimal with up to `decimals` decimals, from integer parts (exact, no float). */
function decimal(decimals: number, negative: boolean) {
  return fc
    .tuple(
      fc.bigInt({ min: 0n, max: 10n ** 15n }),
      fc.integer({ min: 0, max: decimals }),
      fc.bigInt({ min: 0n, max: 10n ** 6n }),
      fc.boolean(),
    )
    .map(([int, places, frac, minus]) => {
      const fraction =
        places === 0
          ? ''
          : (frac % 10n ** BigInt(places)).toString().padStart(places, '0').replace(/0+$/, '');
      const body = fraction === '' ? int.toString() : `${int.toString()}.${fraction}`;
      return negative && minus && body !== '0' ? `-${body}` : body;
    });
}

describe('numberSymbols', () => {
  it('learns the separators from Intl', () => {
    expect(numberSymbols(ES)).toEqual({ group: '.', decimal: ',' });
    expect(numberSymbols(EN)).toEqual({ group: ',', decimal: '.' });
  });
});

describe('format -> read round trips', () => {
  for (const locale of [ES, EN]) {
    it(`${locale}: integers, decimals with the field's precision, large values and negatives`, () => {
      fc.assert(
        fc.property(decimal(6, true), (value) => {
          const grouped = formatDecimal(value, locale);
          const plain = formatDecimal(value, locale, { grouping: false });
          expect(readNumber(grouped, locale)).toEqual({ ok: true, value });
          expect(readNumber(plain, locale)).toEqual({ ok: true, value });
          expect(readNumber(` ${grouped} `, locale)).toEqual({ ok: true, value });
        }),
        { numRuns: 500 },
      );
    });

    it(`${locale}: money as the console shows it (currency symbol or code) reads back`, () => {
      fc.assert(
        fc.property(decimal(2, false), (value) => {
          const shown = new Intl.NumberFormat(locale, {
            style: 'currency',
            currency: 'COP',
            maximumFractionDigits: 2,
          }).format(value as `${number}`);
          expect(readNumber(shown, locale)).toEqual({ ok: true, value });
        }),
        { numRuns: 200 },
      );
    });

    it(`${locale}: a typed entry keeps its meaning in the other language`, () => {
      const other = locale === ES ? EN : ES;
      fc.assert(
        fc.property(decimal(6, true), (value) => {
          const entry = typedEntry(formatDecimal(value, locale), locale);
          expect(entryNumber(entry)).toBe(Number(value) + 0);
          const shown = displayEntry(entry, other);
          expect(readNumber(shown, other)).toEqual({ ok: true, value });
        }),
        { numRuns: 200 },
      );
    });
  }

  it('numbers the console sets are canonical and exact', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        const value = decimalOfNumber(n);
        expect(value).not.toBeNull();
        expect(Number(value)).toBe(n + 0);
      }),
      { numRuns: 500 },
    );
    expect(decimalOfNumber(1e21)).toBe('1000000000000000000000');
    expect(decimalOfNumber(1.5e-7)).toBe('0.00000015');
    expect(decimalOfNumber(-0)).toBe('0');
  });
});

describe('what people really type', () => {
  const accepted: [string, string, string][] = [
    [ES, '1200', '1200'],
    [ES, '1.200', '1200'],
    [ES, '1 200', '1200'],
    [ES, '1\u00a0200', '1200'],
    [ES, '1.234.567,5', '1234567.5'],
    [ES, '$ 49.200', '49200'],
    [ES, 'COP 53.500', '53500'],
    [ES, '53.500 COP', '53500'],
    [ES, '0,50', '0.5'],
    [ES, ',5', '0.5'],
    [ES, '-7', '-7'],
    [ES, '−7,5', '-7.5'],
    [ES, '-$ 5', '-5'],
    [EN, '1,200', '1200'],
    [EN, '1200', '1200'],
    [EN, '1,234,567.5', '1234567.5'],
    [EN, 'COP 53,500', '53500'],
    [EN, 'US$ 12.50', '12.5'],
    [EN, '007', '7'],
  ];
  for (const [locale, text, value] of accepted) {
    it(`${locale} reads ${JSON.stringify(text)} as ${value}`, () => {
      expect(readNumber(text, locale)).toEqual({ ok: true, value });
    });
  }

  const refused: [string, string, string][] = [
    [ES, '1.20.0', 'groups'],
    [ES, '1.5', 'groups'],
    [ES, '0.5', 'groups'],
    [ES, '12.34', 'groups'],
    [ES, '1,2,3', 'decimalMarks'],
    [ES, '1,234.5', 'groupAfterDecimal'],
    [EN, '1,5', 'groups'],
    [EN, '1.2.3', 'decimalMarks'],
    [EN, '1.234,5', 'groupAfterDecimal'],
    [EN, '12abc', 'notNumber'],
    [EN, 'abc 12', 'notNumber'],
    [EN, '1e5', 'notNumber'],
    [EN, '5 kg', 'notNumber'],
    [EN, '--5', 'notNumber'],
    [EN, '$', 'notNumber'],
  ];
  for (const [locale, text, problem] of refused) {
    it(`${locale} refuses ${JSON.stringify(text)} (${problem})`, () => {
      expect(readNumber(text, locale)).toEqual({ ok: false, problem });
    });
  }
});

describe('field rules', () => {
  it('refuses what the field does not hold, with the value as read', () => {
    expect(checkRules('1.234', { decimals: 2 })).toEqual({ code: 'decimals', max: 2 });
    expect(checkRules('1.2', { decimals: 0 })).toEqual({ code: 'whole' });
    expect(checkRules('1.2', { decimals: 0, units: true })).toEqual({ code: 'wholeUnits' });
    expect(checkRules('-1', { decimals: 2 })).toEqual({ code: 'negative' });
    expect(checkRules('-1', { decimals: 2, min: 'any' })).toBeNull();
    expect(checkRules('0', { decimals: 2, min: 'positive' })).toEqual({ code: 'positive' });
    expect(checkRules('150', { decimals: 4, max: 100 })).toEqual({ code: 'max', max: 100 });
    expect(checkRules('1.50', { decimals: 2 })).toBeNull();
  });
});

describe('entries', () => {
  it('keep the text as typed while the language is the same, and write it the new way when it changes', () => {
    const entry = typedEntry('1.200', ES);
    expect(displayEntry(entry, ES)).toBe('1.200');
    expect(displayEntry(entry, EN)).toBe('1,200');
    expect(entryNumber(entry)).toBe(1200);
  });

  it("settle to the language's way on blur, and keep text that is not a number as it is", () => {
    expect(settleEntry(typedEntry('1200', ES), ES)).toBe('[es-CO]1.200');
    expect(settleEntry(typedEntry('1234567,5', ES), ES)).toBe('[es-CO]1.234.567,5');
    expect(settleEntry(typedEntry('1.20.0', ES), ES)).toBe('[es-CO]1.20.0');
  });

  it('read canonical values the console set, and refuse untagged text rather than guess its language', () => {
    expect(readEntry('1500.5').reading).toEqual({ ok: true, value: '1500.5' });
    expect(readEntry('1500,5').reading).toEqual({ ok: false, problem: 'notNumber' });
    expect(readEntry('').reading).toBeNull();
    expect(entryNumber('[es-CO]   ')).toBeNull();
  });
});

describe('detectConvention', () => {
  const both = [ES, EN];
  it('finds the convention when only one reads every cell', () => {
    expect(detectConvention(['2,5', '1.200', ''], [EN, ES])).toMatchObject({
      locale: ES,
      detected: true,
      ambiguous: [],
    });
    expect(detectConvention(['1,234.5', '1.200'], both)).toMatchObject({
      locale: EN,
      detected: true,
      ambiguous: [],
    });
  });

  it("lists the cells that read two ways when nothing tells, read in the console's language meanwhile", () => {
    expect(detectConvention(['1.200', '12', '3,500'], both)).toEqual({
      locale: ES,
      detected: false,
      ambiguous: [0, 2],
      candidates: [ES, EN],
    });
  });

  it('asks nothing when every reading agrees', () => {
    expect(detectConvention(['12', '1200', ''], both)).toMatchObject({ locale: ES, ambiguous: [] });
  });

  it('ignores cells no convention reads (they are reported as row errors)', () => {
    expect(detectConvention(['abc', '2,5'], [EN, ES])).toMatchObject({
      locale: ES,
      detected: true,
    });
  });
});
