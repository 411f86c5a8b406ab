import { readNumber } from './numbers';

/*
 * The number rule (numbers.ts) for a whole pasted or imported sheet: which convention its cells
 * are written in. Its own module so pages without sheets do not download it.
 */

export interface SheetConvention {
  /** the locale the sheet's numbers are read in */
  locale: string;
  /** true when the cells themselves showed it (only one locale reads them all) */
  detected: boolean;
  /** indexes of cells that read as different numbers in the locales that read every cell */
  ambiguous: number[];
  /** the locales that read every cell (for the person to choose from when `ambiguous` is not empty) */
  candidates: string[];
}

/**
 * The decimal convention of a pasted or imported sheet, from its numeric cells. When exactly
 * one of `locales` reads every cell (ignoring cells none can read), that is the sheet's;
 * otherwise the first locale (the console's language) is used, and the cells that the
 * candidate locales read as different numbers (`1.200`: 1200 or 1.2) are listed for the person
 * to confirm rather than guessed.
 */
export function detectConvention(
  cells: readonly string[],
  locales: readonly string[],
): SheetConvention {
  const [preferred = 'en-US'] = locales;
  const readings = cells.map((cell) =>
    locales.map((locale) => (cell.trim() === '' ? null : readNumber(cell, locale))),
  );
  const readable = (i: number) => readings[i]?.some((r) => r?.ok === true) === true;
  const candidates = locales.filter((_, l) =>
    readings.every((r, i) => !readable(i) || r[l] === null || r[l]?.ok === true),
  );
  if (candidates.length === 1)
    return { locale: candidates[0] ?? preferred, detected: true, ambiguous: [], candidates };
  if (candidates.length === 0)
    return { locale: preferred, detected: false, ambiguous: [], candidates };
  const indexes = candidates.map((c) => locales.indexOf(c));
  const ambiguous: number[] = [];
  readings.forEach((r, i) => {
    const values = new Set(
      indexes
        .map((l) => {
          const x = r[l];
          return x?.ok ? x.value : null;
        })
        .filter((v) => v !== null),
    );
    if (values.size > 1) ambiguous.push(i);
  });
  const locale = candidates.includes(preferred) ? preferred : (candidates[0] ?? preferred);
  return { locale, detected: false, ambiguous, candidates };
}
