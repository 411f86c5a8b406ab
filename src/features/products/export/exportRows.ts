import type { Product, ProductSearchItem } from '../../../api/schemas/product';
import { COLUMN_SPECS, columnValue } from '../results/columnCatalog';
import type { CatalogColumnId, ColumnValueNames } from '../results/columnCatalog';
import { csvLine, dialectOf, numberCell, numberWriter, textCell } from './csv';
import type { CsvDialect, NumberWriter } from './csv';

/*
 * The export's lines: the header (the table's column headers in the person's language, then
 * `id`) and one line per product, each column's value from the column catalog written by its
 * kind (money in the currency's units, quantities, text).
 */

/** The last column of every export: the product's id (what a re-import matches on). */
export const ID_HEADER = 'id';

export interface ExportFormat {
  dialect: CsvDialect;
  numbers: NumberWriter;
  /** The data columns, in the file's order (the visible columns of the table). */
  columns: readonly CatalogColumnId[];
  /** Each column's header, in the person's language. */
  header: (column: CatalogColumnId) => string;
  /** Names of status codes and category ids. */
  names: ColumnValueNames;
}

export interface FormatOptions {
  language: string;
  currency: string;
  columns: readonly CatalogColumnId[];
  header: (column: CatalogColumnId) => string;
  names: ColumnValueNames;
}

export function exportFormat({
  language,
  currency,
  columns,
  header,
  names,
}: FormatOptions): ExportFormat {
  const dialect = dialectOf(language);
  return {
    dialect,
    numbers: numberWriter(dialect, currency),
    columns: [...columns],
    header,
    names,
  };
}

/** Whether any column is read from the product's record (one GET per product). */
export function needsRecordsFor(format: ExportFormat): boolean {
  return format.columns.some((c) => COLUMN_SPECS[c].source === 'record');
}

export function headerLine(format: ExportFormat): string {
  const sep = format.dialect.separator;
  return csvLine(
    [...format.columns.map((c) => textCell(format.header(c), sep)), textCell(ID_HEADER, sep)],
    sep,
  );
}

/** One product's line; a value the service did not give is an empty field. */
export function productLine(
  format: ExportFormat,
  item: ProductSearchItem,
  record?: Product,
): string {
  const sep = format.dialect.separator;
  const cells = format.columns.map((column) => {
    const value = columnValue(column, item, record, format.names);
    if (value == null) return '';
    if (typeof value === 'number') {
      const kind = COLUMN_SPECS[column].kind;
      return numberCell(
        kind === 'money' ? format.numbers.money(value) : format.numbers.quantity(value),
        sep,
      );
    }
    return textCell(value, sep);
  });
  cells.push(textCell(item.id, sep));
  return csvLine(cells, sep);
}
