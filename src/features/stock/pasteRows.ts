import Papa from 'papaparse';
import { allowedReservations } from '../../domain/stock';
import { checkRules, readNumber, typedEntry } from '../../lib/numbers';
import { detectConvention } from '../../lib/sheetNumbers';
import type { SheetConvention } from '../../lib/sheetNumbers';
import { COMMENT_MAX, LOCATION_MAX, SKU_MAX, WAREHOUSE_MAX, blankValues } from './lineModel';
import type { LineValues, Operation, ReservationChoice } from './lineModel';

/**
 * Rows pasted from a spreadsheet or read from a CSV file, in the column order
 * sku, warehouse, operation, quantity, reservation, location, unit cost, comment
 * (tab-, comma- or semicolon-separated; a header row is skipped). Rows that cannot be read are
 * returned with the reason; the others become lines waiting for their SKU lookup.
 *
 * Numbers are read in the sheet's own convention, found from its cells (src/lib/numbers.ts
 * `detectConvention`); when the cells do not tell and some read two ways (`1.200`), the rows
 * holding them are returned in `ambiguous` for the person to confirm, and are read in the
 * console's language until then.
 */
export const PASTE_COLUMNS = ['sku', 'warehouse', 'operation', 'quantity', 'reservation', 'location', 'unitCost', 'comment'] as const;

/** Rows beyond this are not read (a batch holds 1,000 lines; this leaves room to tidy up). */
export const MAX_IMPORT_ROWS = 5000;

export type RowProblem =
  | { code: 'skuMissing' }
  | { code: 'skuTooLong' }
  | { code: 'operation'; value: string }
  | { code: 'quantityMissing' }
  | { code: 'quantity'; value: string }
  | { code: 'quantityDecimals'; value: string }
  | { code: 'reservation'; value: string }
  | { code: 'reservationNotAllowed'; value: string; operation: Operation }
  | { code: 'unitCost'; value: string }
  | { code: 'unitCostOnRemove' }
  | { code: 'tooLong'; column: 'warehouse' | 'location' | 'comment' }
  | { code: 'tooManyColumns'; count: number }
  | { code: 'tooManyRows'; max: number };

export interface RowError {
  /** 1-based row number in the pasted text or file */
  row: number;
  problem: RowProblem;
  /** the row as it was, shortened */
  text: string;
}

export interface AmbiguousRow {
  row: number;
  /** the cells that read as different numbers in the candidate conventions */
  cells: string[];
}

export interface ParsedRows {
  lines: LineValues[];
  errors: RowError[];
  /** how the sheet's numbers were read */
  convention: SheetConvention;
  /** rows whose numbers read two ways (empty once a convention is chosen) */
  ambiguous: AmbiguousRow[];
}

export interface ParseOptions {
  /** configured warehouses: a row may name one by id or by name */
  warehouses: readonly { id: string; name: string }[];
  /** warehouse of rows that leave it empty */
  defaultWarehouse: string;
  /** the Intl locales of the console's languages, the current one first */
  locales: readonly string[];
  /** the convention the person chose for this sheet (after being asked) */
  decimalLocale?: string;
}

const QUANTITY_COLUMN = 3;
const COST_COLUMN = 6;

const OPERATION_WORDS: Record<string, Operation> = {
  add: 'add',
  '+': 'add',
  in: 'add',
  receive: 'add',
  agregar: 'add',
  entrada: 'add',
  sumar: 'add',
  remove: 'remove',
  '-': 'remove',
  out: 'remove',
  ship: 'remove',
  quitar: 'remove',
  salida: 'remove',
  restar: 'remove',
};

const RESERVATION_WORDS: Record<string, ReservationChoice> = {
  '': '',
  none: '',
  '-': '',
  ninguna: '',
  no: '',
  reserve: 'reserve',
  reservar: 'reserve',
  release: 'release',
  liberar: 'release',
};

/**
 * Does pasted text look like rows? Tabs or several lines do; a single comma-separated line
 * only where a comma means nothing else (the scan field).
 */
export function looksLikeRows(text: string, { commas = false }: { commas?: boolean } = {}): boolean {
  const t = text.trim();
  return /[\t\n\r]/.test(t) || (commas && t.split(/[,;]/).length >= 3);
}

function isHeader(cells: string[]): boolean {
  const first = (cells[0] ?? '').trim().toLowerCase();
  return first === 'sku' || first === 'product' || first === 'producto';
}

function shorten(cells: string[]): string {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  const s = cells.slice(0, end).join(' | ');
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

export function parseRows(text: string, options: ParseOptions): ParsedRows {
  const clean = text.replace(/^\uFEFF/, '');
  // Tabs (a spreadsheet's copy) first; then `;` when every row has one (a Spanish CSV export, whose
  // decimal commas would otherwise make a comma look like the separator); else Papa's guess.
  const rowsText = clean.split(/\r?\n/).filter((l) => l.trim() !== '');
  const delimiter = clean.includes('\t') ? '\t' : rowsText.length > 0 && rowsText.every((l) => l.includes(';')) ? ';' : undefined;
  const parsed = Papa.parse<string[]>(clean, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
  });
  const rows = parsed.data;
  const lines: LineValues[] = [];
  const errors: RowError[] = [];
  const byName = new Map<string, string>();
  for (const w of options.warehouses) {
    byName.set(w.id.toLowerCase(), w.id);
    byName.set(w.name.toLowerCase(), w.id);
  }

  const data: { row: number; cells: string[] }[] = [];
  rows.forEach((raw, i) => {
    const cells = raw.map((c) => (typeof c === 'string' ? c.trim() : ''));
    if (i === 0 && isHeader(cells)) return;
    if (cells.every((c) => c === '')) return;
    data.push({ row: i + 1, cells });
  });

  const numeric = data.flatMap(({ cells }) => [cells[QUANTITY_COLUMN] ?? '', cells[COST_COLUMN] ?? '']);
  const convention = detectConvention(numeric, options.locales);
  const locale = options.decimalLocale ?? convention.locale;
  const twoWays = new Set(options.decimalLocale === undefined ? convention.ambiguous.map((i) => Math.floor(i / 2)) : []);
  const ambiguous: AmbiguousRow[] = [];

  data.forEach(({ row, cells }, i) => {
    if (lines.length + errors.length >= MAX_IMPORT_ROWS) {
      if (errors[errors.length - 1]?.problem.code !== 'tooManyRows') {
        errors.push({ row, problem: { code: 'tooManyRows', max: MAX_IMPORT_ROWS }, text: shorten(cells) });
      }
      return;
    }
    if (twoWays.has(i)) {
      ambiguous.push({ row, cells: [cells[QUANTITY_COLUMN] ?? '', cells[COST_COLUMN] ?? ''].filter((c, k) => convention.ambiguous.includes(i * 2 + k) && c !== '') });
    }
    const problem = readRow(cells, options, byName, locale);
    if ('code' in problem) errors.push({ row, problem, text: shorten(cells) });
    else lines.push(problem);
  });
  return { lines, errors, convention: { ...convention, locale }, ambiguous };
}

function readRow(cells: string[], options: ParseOptions, byName: Map<string, string>, locale: string): LineValues | RowProblem {
  const [sku = '', warehouseCell = '', opCell = '', quantityCell = '', reservationCell = '', location = '', unitCost = '', ...rest] = cells;
  // A comment may hold the separator when the file was not quoted: the rest of the row is the comment.
  const comment = rest.join(', ').trim();
  if (cells.length > PASTE_COLUMNS.length + 20) return { code: 'tooManyColumns', count: cells.length };

  if (sku === '') return { code: 'skuMissing' };
  if (sku.length > SKU_MAX) return { code: 'skuTooLong' };

  const operation = OPERATION_WORDS[opCell.toLowerCase()] ?? (opCell === '' ? 'add' : undefined);
  if (operation === undefined) return { code: 'operation', value: opCell };

  if (quantityCell === '') return { code: 'quantityMissing' };
  const quantity = readNumber(quantityCell, locale);
  if (!quantity.ok) return { code: 'quantity', value: quantityCell };
  const quantityRule = checkRules(quantity.value, { decimals: 6, min: 'positive' });
  if (quantityRule?.code === 'decimals') return { code: 'quantityDecimals', value: quantityCell };
  if (quantityRule !== null) return { code: 'quantity', value: quantityCell };

  const reservation = RESERVATION_WORDS[reservationCell.toLowerCase()];
  if (reservation === undefined) return { code: 'reservation', value: reservationCell };
  if (reservation !== '' && !allowedReservations(operation).includes(reservation)) {
    return { code: 'reservationNotAllowed', value: reservationCell, operation };
  }

  if (unitCost !== '') {
    if (operation === 'remove') return { code: 'unitCostOnRemove' };
    const cost = readNumber(unitCost, locale);
    if (!cost.ok || checkRules(cost.value, { decimals: 2 }) !== null) return { code: 'unitCost', value: unitCost };
  }

  const warehouse = warehouseCell === '' ? options.defaultWarehouse : (byName.get(warehouseCell.toLowerCase()) ?? warehouseCell);
  if (warehouse.length > WAREHOUSE_MAX) return { code: 'tooLong', column: 'warehouse' };
  if (location.length > LOCATION_MAX) return { code: 'tooLong', column: 'location' };
  if (comment.length > COMMENT_MAX) return { code: 'tooLong', column: 'comment' };

  return {
    ...blankValues(),
    warehouse,
    skuText: sku,
    lookup: 'pending',
    operation,
    // The cells as the sheet wrote them, with the convention they were read in.
    quantity: typedEntry(quantityCell, locale),
    reservation,
    location,
    unitCost: typedEntry(unitCost, locale),
    comment,
  };
}
