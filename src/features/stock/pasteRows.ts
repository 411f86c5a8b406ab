import Papa from 'papaparse';
import { allowedReservations } from '../../domain/stock';
import { checkRules, readNumber, typedEntry } from '../../lib/numbers';
import { detectConvention } from '../../lib/sheetNumbers';
import type { SheetConvention } from '../../lib/sheetNumbers';
import {
  COMMENT_MAX,
  LOCATION_MAX,
  SKU_MAX,
  WAREHOUSE_MAX,
  blankValues,
  isOnHand,
} from './lineModel';
import type { LineOperation, LineValues, Operation, ReservationChoice } from './lineModel';
import { PRODUCT_FIELDS, planColumns } from './sheetColumns';
import type { ColumnMap, ColumnPlan, SheetField } from './sheetColumns';
import { MAX_IMPORT_ROWS } from './pasteText';
import { createWarehouseResolver } from './warehouseNames';

/**
 * Rows pasted from a spreadsheet or read from a CSV file (tab-, comma- or semicolon-separated).
 * Their columns are named by a header row in English or Spanish, or come in the documented
 * order sku, warehouse, operation, quantity, reservation, location, unit cost, comment
 * (sheetColumns.ts), or as the person mapped them. Rows that cannot be read are returned with
 * the reason; the others become lines waiting for their product lookup (by SKU, barcode or
 * reference). Missing columns take the page's defaults (warehouse, operation). A warehouse is
 * a configured one's id or name (stored as the id); any other stays as written, an error at
 * its cell.
 *
 * Numbers are read in the sheet's own convention, found from its cells (src/lib/numbers.ts
 * `detectConvention`); when the cells do not tell and some read two ways (`1.200`), the rows
 * holding them are returned in `ambiguous` for the person to confirm, and are read in the
 * console's language until then.
 */

export { looksLikeRows } from './pasteText';

export type RowProblem =
  | { code: 'skuMissing' }
  | { code: 'skuTooLong' }
  | { code: 'operation'; value: string }
  | { code: 'quantityMissing' }
  | { code: 'quantity'; value: string }
  | { code: 'quantityDecimals'; value: string }
  | { code: 'reservation'; value: string }
  | { code: 'reservationNotAllowed'; value: string; operation: LineOperation }
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
  /** the columns as read (recognised, documented, or given) */
  plan: ColumnPlan;
  errors: RowError[];
  /** how the sheet's numbers were read */
  convention: SheetConvention;
  /** rows whose numbers read two ways (empty once a convention is chosen) */
  ambiguous: AmbiguousRow[];
}

export interface ParseOptions {
  /** configured warehouses: a row may name one by id or by name */
  warehouses: readonly { id: string; name: string }[];
  /** warehouse of rows that leave it empty (or of a sheet without that column) */
  defaultWarehouse: string;
  /** operation of rows that leave it empty (default add) */
  defaultOperation?: Operation;
  /** the columns as the person mapped them (with `header`: whether the first row is a header) */
  columns?: { map: ColumnMap; header: boolean };
  /** the Intl locales of the console's languages, the current one first */
  locales: readonly string[];
  /** the convention the person chose for this sheet (after being asked) */
  decimalLocale?: string;
}

const OPERATION_WORDS: Record<string, LineOperation> = {
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
  // the on-hand operations, as the grid names them and as a sheet may
  reserveonhand: 'reserveOnHand',
  'reserve on hand': 'reserveOnHand',
  'reservar en bodega': 'reserveOnHand',
  'reservar existencias': 'reserveOnHand',
  releaseonhand: 'releaseOnHand',
  'release on hand': 'releaseOnHand',
  'release (keep on hand)': 'releaseOnHand',
  'release keep on hand': 'releaseOnHand',
  'liberar (queda en bodega)': 'releaseOnHand',
  'liberar en bodega': 'releaseOnHand',
  'liberar existencias': 'releaseOnHand',
};

/** `Reservar en Bodega ` -> `reservar en bodega` (case, accents and spaces do not count). */
function wordKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

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

function shorten(cells: string[]): string {
  let end = cells.length;
  while (end > 0 && cells[end - 1] === '') end--;
  const s = cells.slice(0, end).join(' | ');
  return s.length > 80 ? `${s.slice(0, 79)}…` : s;
}

/** The rows of a sheet: trimmed cells, with their 1-based line number; blank rows are left out. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/**
 * The sheet's rows as cells. Tabs (a spreadsheet's copy) first; then `;` when every row has one
 * (a Spanish CSV export, whose decimal commas would otherwise make a comma look like the
 * separator); else Papa's guess.
 */
export function readSheet(text: string): SheetRow[] {
  const clean = text.replace(/^\uFEFF/, '');
  const rowsText = clean.split(/\r?\n/).filter((l) => l.trim() !== '');
  const delimiter = clean.includes('\t')
    ? '\t'
    : rowsText.length > 0 && rowsText.every((l) => l.includes(';'))
      ? ';'
      : undefined;
  const parsed = Papa.parse<string[]>(clean, {
    delimiter: delimiter ?? '',
    delimitersToGuess: [',', ';', '\t', '|'],
    // Blank rows are left out below, so a row's number is its line in the sheet.
    skipEmptyLines: false,
  });
  const rows: SheetRow[] = [];
  parsed.data.forEach((raw, i) => {
    const cells = raw.map((c) => (typeof c === 'string' ? c.trim() : ''));
    if (cells.every((c) => c === '')) return;
    rows.push({ row: i + 1, cells });
  });
  return rows;
}

/** How the sheet's columns read without being told (header words, or the documented order). */
export function sheetPlan(
  text: string,
  locales: readonly string[],
): { rows: SheetRow[]; plan: ColumnPlan } {
  const rows = readSheet(text);
  return {
    rows,
    plan: planColumns(
      rows.map((r) => r.cells),
      locales,
    ),
  };
}

/** The cells of a row by field (the first column of a field wins; columns past the map are ignored). */
interface RowCells {
  product: string;
  cells: Partial<Record<SheetField, string>>;
  /** the warehouse and operation columns exist (else the page's defaults) */
  comment: string;
}

function cellsOf(cells: string[], map: ColumnMap): RowCells {
  const byField: Partial<Record<SheetField, string>> = {};
  map.forEach((field, i) => {
    if (field !== null && byField[field] === undefined) byField[field] = cells[i] ?? '';
  });
  const product = PRODUCT_FIELDS.map((f) => byField[f] ?? '').find((c) => c !== '') ?? '';
  // A comment in the last column may hold the separator when the file was not quoted: the rest of the row is the comment.
  const commentAt = map.indexOf('comment');
  const comment =
    commentAt >= 0 && commentAt === map.length - 1
      ? cells.slice(commentAt).join(', ').trim()
      : (byField.comment ?? '');
  return { product, cells: byField, comment };
}

export function parseRows(text: string, options: ParseOptions): ParsedRows {
  const { rows, plan: detected } = sheetPlan(text, options.locales);
  const plan: ColumnPlan = options.columns
    ? { ...detected, header: options.columns.header, columns: options.columns.map, complete: true }
    : detected;
  const lines: LineValues[] = [];
  const errors: RowError[] = [];
  const resolver = createWarehouseResolver(options.warehouses);

  const data = plan.header ? rows.slice(1) : rows;
  const quantityAt = plan.columns.indexOf('quantity');
  const costAt = plan.columns.indexOf('unitCost');
  const numeric = data.flatMap(({ cells }) => [
    quantityAt >= 0 ? (cells[quantityAt] ?? '') : '',
    costAt >= 0 ? (cells[costAt] ?? '') : '',
  ]);
  const convention = detectConvention(numeric, options.locales);
  const locale = options.decimalLocale ?? convention.locale;
  const twoWays = new Set(
    options.decimalLocale === undefined ? convention.ambiguous.map((i) => Math.floor(i / 2)) : [],
  );
  const ambiguous: AmbiguousRow[] = [];

  data.forEach(({ row, cells }, i) => {
    if (lines.length + errors.length >= MAX_IMPORT_ROWS) {
      if (errors[errors.length - 1]?.problem.code !== 'tooManyRows') {
        errors.push({
          row,
          problem: { code: 'tooManyRows', max: MAX_IMPORT_ROWS },
          text: shorten(cells),
        });
      }
      return;
    }
    if (twoWays.has(i)) {
      const pair = [
        quantityAt >= 0 ? (cells[quantityAt] ?? '') : '',
        costAt >= 0 ? (cells[costAt] ?? '') : '',
      ];
      ambiguous.push({
        row,
        cells: pair.filter((c, k) => convention.ambiguous.includes(i * 2 + k) && c !== ''),
      });
    }
    const problem = readRow(cells, plan.columns, options, resolver.resolve, locale);
    if ('code' in problem) errors.push({ row, problem, text: shorten(cells) });
    else lines.push(problem);
  });
  return { lines, errors, plan, convention: { ...convention, locale }, ambiguous };
}

function readRow(
  cells: string[],
  map: ColumnMap,
  options: ParseOptions,
  resolveWarehouse: (text: string) => string | null,
  locale: string,
): LineValues | RowProblem {
  if (cells.length > map.length + 20) return { code: 'tooManyColumns', count: cells.length };
  const { product: sku, cells: c, comment } = cellsOf(cells, map);
  const warehouseCell = c.warehouse ?? '';
  const opCell = c.operation ?? '';
  const quantityCell = c.quantity ?? '';
  const reservationCell = c.reservation ?? '';
  const location = c.location ?? '';
  const unitCost = c.unitCost ?? '';

  if (sku === '') return { code: 'skuMissing' };
  if (sku.length > SKU_MAX) return { code: 'skuTooLong' };

  const operation =
    opCell === '' ? (options.defaultOperation ?? 'add') : OPERATION_WORDS[wordKey(opCell)];
  if (operation === undefined) return { code: 'operation', value: opCell };

  if (quantityCell === '') return { code: 'quantityMissing' };
  const quantity = readNumber(quantityCell, locale);
  if (!quantity.ok) return { code: 'quantity', value: quantityCell };
  const quantityRule = checkRules(quantity.value, { decimals: 6, min: 'positive' });
  if (quantityRule?.code === 'decimals') return { code: 'quantityDecimals', value: quantityCell };
  if (quantityRule !== null) return { code: 'quantity', value: quantityCell };

  let reservation = RESERVATION_WORDS[wordKey(reservationCell)];
  if (reservation === undefined) return { code: 'reservation', value: reservationCell };
  if (isOnHand(operation)) {
    // The operation carries its own reservation: a matching word says the same, another contradicts it.
    const own = operation === 'reserveOnHand' ? 'reserve' : 'release';
    if (reservation !== '' && reservation !== own)
      return { code: 'reservationNotAllowed', value: reservationCell, operation };
    reservation = '';
  } else if (reservation !== '' && !allowedReservations(operation).includes(reservation)) {
    return { code: 'reservationNotAllowed', value: reservationCell, operation };
  }

  if (unitCost !== '') {
    if (operation !== 'add') return { code: 'unitCostOnRemove' };
    const cost = readNumber(unitCost, locale);
    if (!cost.ok || checkRules(cost.value, { decimals: 2 }) !== null)
      return { code: 'unitCost', value: unitCost };
  }

  // A configured warehouse's id or name is stored as its id; anything else stays as written (an error at its cell).
  const warehouse =
    warehouseCell === ''
      ? options.defaultWarehouse
      : (resolveWarehouse(warehouseCell) ?? warehouseCell);
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
