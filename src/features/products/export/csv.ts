/*
 * The CSV the product export writes (RFC 4180): UTF-8 with a byte-order mark, CRLF line ends,
 * a field quoted when it holds the separator, a quote, CR or LF (quotes doubled). Spanish files
 * use `;` between fields and `,` before decimals (what Excel in es-CO opens as columns and
 * numbers); English files `,` and `.`. Numbers are written without thousands grouping.
 *
 * A text cell that a spreadsheet would read as a formula (starting with = + - @ TAB or CR) gets a
 * leading `'` (CSV formula injection, OWASP); numbers the console formats itself are written as
 * they are (a negative stock is `-3`, not `'-3`).
 *
 * Ten lines of our own rather than papaparse's `unparse`: its `escapeFormulae` cannot tell our
 * numbers from a person's text, and it would add a dependency to the export's chunk for what
 * `quote` below does.
 */

export const BOM = '\uFEFF';
export const LINE_END = '\r\n';

export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

export function dialectOf(language: string): CsvDialect {
  return language === 'es' ? { separator: ';', decimal: ',' } : { separator: ',', decimal: '.' };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A field as RFC 4180 writes it: quoted (quotes doubled) when it holds `separator`, `"`, CR or LF. */
export function quote(field: string, separator: string): string {
  if (field.includes(separator) || /["\r\n]/.test(field)) return `"${field.replace(/"/g, '""')}"`;
  return field;
}

/** A text cell: guarded against formula injection, then quoted as needed. */
export function textCell(value: string, separator: string): string {
  return quote(FORMULA_START.test(value) ? `'${value}` : value, separator);
}

/** A number the console wrote (already in the dialect's form): quoted as needed, never guarded. */
export function numberCell(value: string, separator: string): string {
  return quote(value, separator);
}

/** One CSV line (with its line end) of already written cells. */
export function csvLine(cells: readonly string[], separator: string): string {
  return cells.join(separator) + LINE_END;
}

/** Decimals of `currency`'s minor unit, as Intl knows them (COP 2, JPY 0, USD 2); 2 if unknown. */
export function currencyDigits(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return typeof digits === 'number' ? digits : 2;
  } catch {
    return 2;
  }
}

export interface NumberWriter {
  /**
   * An amount of the currency, no trailing zeros (`1200,5`): as many decimals as the table shows
   * (2), or the currency's minor units where Intl gives it more (KWD 3). Never fewer: Intl says
   * COP has 0, yet a price of 1.200,40 is a price the service holds and the table shows.
   */
  money: (value: number) => string;
  /** A quantity with up to 6 decimals, no trailing zeros. */
  quantity: (value: number) => string;
}

/**
 * How numbers are written in a dialect: digits and one decimal mark, no grouping, no exponent,
 * `-` for negatives and never `-0`.
 */
export function numberWriter(dialect: CsvDialect, currency: string): NumberWriter {
  const plain = (digits: number) =>
    new Intl.NumberFormat('en-US', {
      useGrouping: false,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
  const money = plain(Math.max(2, currencyDigits(currency)));
  const quantity = plain(6);
  const write = (f: Intl.NumberFormat) =>
    dialect.decimal === '.'
      ? (value: number) => f.format(value)
      : (value: number) => f.format(value).replace('.', dialect.decimal);
  return { money: write(money), quantity: write(quantity) };
}

// ------------------------------------------------------------------ file name

/** Lower case ASCII letters, digits, `.` and `-` only: accents dropped, anything else a `-`. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .replace(/\.{2,}/g, '.');
}

/** The local date as YYYY-MM-DD. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const NAME_PARTS_MAX = 80;

/**
 * `products_aceite_in-stock_2026-11-24.csv`: the word for the file (in the person's language),
 * each filter's words slugged, the date. Safe characters only: `[a-z0-9._-]`; the filters' part
 * is cut to 80 characters.
 */
export function exportFileName(word: string, filterParts: readonly string[], date: Date): string {
  let filters = filterParts
    .map(slug)
    .filter((p) => p !== '')
    .join('_');
  if (filters.length > NAME_PARTS_MAX)
    filters = filters.slice(0, NAME_PARTS_MAX).replace(/[-_.]+$/, '');
  return (
    [slug(word) || 'export', filters, localDate(date)].filter((p) => p !== '').join('_') + '.csv'
  );
}
