import { readNumber } from '../../lib/numbers';

/**
 * The columns of a pasted or imported sheet: which field each holds. A header row is
 * recognised in English and Spanish (case, accents and punctuation ignored); a sheet without
 * one is read in the documented order. A sheet whose columns are not all recognised (or lack a
 * product or a quantity) is not guessed at: the person maps its columns (ColumnMappingDialog),
 * and the mapping is remembered for the next sheet with the same header (columnMappings.ts).
 */
export const SHEET_FIELDS = [
  'sku',
  'code',
  'reference',
  'warehouse',
  'operation',
  'quantity',
  'reservation',
  'location',
  'unitCost',
  'comment',
] as const;
export type SheetField = (typeof SHEET_FIELDS)[number];
/** Per source column, the field it holds, or null (ignored). */
export type ColumnMap = (SheetField | null)[];

/** The documented order of a sheet without a header. */
export const CANONICAL_COLUMNS: readonly SheetField[] = [
  'sku',
  'warehouse',
  'operation',
  'quantity',
  'reservation',
  'location',
  'unitCost',
  'comment',
];

/** Fields that name the product; a row takes the first non-empty one, in this order. */
export const PRODUCT_FIELDS: readonly SheetField[] = ['sku', 'code', 'reference'];

/** Header words, normalised (headerKey). */
const HEADER_WORDS: Record<string, SheetField> = {};
const words = (field: SheetField, list: string[]) => {
  for (const w of list) HEADER_WORDS[headerKey(w)] = field;
};

/** `Código de barras:` -> `codigo de barras`; `unit_cost` -> `unit cost`. */
export function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[_\-./:#*()[\]]+/g, ' ')
    .trim()
    .replace(/\s+/g, ' ');
}

words('sku', ['sku', 'product', 'producto', 'product sku', 'sku del producto']);
words('code', [
  'código',
  'code',
  'código de barras',
  'codigo barras',
  'cód barras',
  'barcode',
  'bar code',
  'ean',
  'ean13',
  'upc',
  'gtin',
  'product code',
  'código del producto',
]);
words('reference', ['referencia', 'reference', 'ref']);
words('warehouse', ['bodega', 'warehouse', 'almacén', 'warehouse id', 'bodega id']);
words('operation', ['operación', 'operation', 'movimiento', 'movement']);
words('quantity', ['cantidad', 'qty', 'quantity', 'cant', 'unidades', 'units']);
words('reservation', ['reserva', 'reservation', 'reservación']);
words('location', ['ubicación', 'location', 'location code', 'posición', 'bin']);
words('unitCost', [
  'costo unitario',
  'unit cost',
  'cost',
  'costo',
  'coste unitario',
  'unit price cost',
  'costo unit',
]);
words('comment', [
  'comentario',
  'comment',
  'comentarios',
  'comments',
  'nota',
  'notas',
  'note',
  'notes',
  'observación',
  'observaciones',
]);

/** The key a mapping is remembered under: the first row's cells, normalised. */
export function headerSignature(cells: readonly string[]): string {
  return cells.map(headerKey).join('\t');
}

/** The field a header cell names, or null. */
export function headerField(cell: string): SheetField | null {
  return HEADER_WORDS[headerKey(cell)] ?? null;
}

export interface ColumnPlan {
  /** the first row is a header */
  header: boolean;
  /** the header's cells (empty without a header) */
  names: string[];
  /** how many columns the widest row has */
  width: number;
  /** the fields, as recognised or in the documented order */
  columns: ColumnMap;
  /** every column recognised, each field once, a product and a quantity: read without asking */
  complete: boolean;
  /** the header, normalised: the key a mapping is remembered under (null without a header) */
  signature: string | null;
}

/** Each field at most once; a product column and a quantity column. */
export function mappingProblem(columns: ColumnMap): 'product' | 'quantity' | 'duplicate' | null {
  const used = columns.filter((c): c is SheetField => c !== null);
  if (new Set(used).size !== used.length) return 'duplicate';
  if (!used.some((f) => PRODUCT_FIELDS.includes(f))) return 'product';
  if (!used.includes('quantity')) return 'quantity';
  return null;
}

/** Most of a column's cells read as numbers (in one of the locales). */
function numericColumn(
  rows: readonly string[][],
  index: number,
  locales: readonly string[],
): boolean {
  const cells = rows.map((r) => (r[index] ?? '').trim()).filter((c) => c !== '');
  if (cells.length === 0) return false;
  const numbers = cells.filter((c) => locales.some((l) => readNumber(c, l).ok)).length;
  return numbers * 2 > cells.length;
}

/**
 * The plan of a sheet's rows (trimmed cells, blank rows included or not). A first row is a
 * header when at least one of its cells is a known header word and at least half of its
 * non-empty cells are, or none of its cells is a number while the rows below hold numbers. Without a header, the documented order; a sheet too narrow for it (no
 * quantity column) gets a guess (product first, quantity the first numeric column) to confirm.
 */
export function planColumns(rows: readonly string[][], locales: readonly string[]): ColumnPlan {
  const width = rows.reduce((w, r) => Math.max(w, r.length), 0);
  const first = rows.find((r) => r.some((c) => c !== '')) ?? [];
  const known = first.map(headerField);
  const filled = first.filter((c) => c !== '').length;
  const recognised = known.filter((f) => f !== null).length;
  // Headers hold words, data rows quantities: a first row with a known word and no number, over rows with numbers, is a header too.
  const numeric = (c: string) => c !== '' && locales.some((l) => readNumber(c, l).ok);
  const wordsOnly = !first.some(numeric) && rows.slice(1).some((r) => r.some(numeric));
  if (recognised > 0 && (recognised * 2 >= filled || wordsOnly)) {
    const columns: ColumnMap = Array.from({ length: width }, (_, i) => known[i] ?? null);
    // A field named twice keeps its first column; the other is left for the person to map.
    const seen = new Set<SheetField>();
    for (let i = 0; i < columns.length; i++) {
      const f = columns[i];
      if (f === null || f === undefined) continue;
      if (seen.has(f)) columns[i] = null;
      else seen.add(f);
    }
    const everyNamed =
      first.every((c, i) => c === '' || known[i] !== null) &&
      new Set(known.filter((f) => f !== null)).size === recognised;
    return {
      header: true,
      names: first,
      width,
      columns,
      complete: everyNamed && width <= first.length && mappingProblem(columns) === null,
      signature: headerSignature(first),
    };
  }
  if (width > CANONICAL_COLUMNS.indexOf('quantity')) {
    return {
      header: false,
      names: [],
      width,
      columns: Array.from({ length: width }, (_, i) => CANONICAL_COLUMNS[i] ?? null),
      complete: true,
      signature: null,
    };
  }
  // Too narrow for the documented order (`BEV-1<TAB>5`): a guess, for the person to confirm.
  const columns: ColumnMap = Array.from({ length: width }, () => null);
  const quantity = Array.from({ length: width }, (_, i) => i).find(
    (i) => i > 0 && numericColumn(rows, i, locales),
  );
  if (width > 0) columns[0] = 'sku';
  if (quantity !== undefined) columns[quantity] = 'quantity';
  return { header: false, names: [], width, columns, complete: false, signature: null };
}
