import { z } from 'zod/mini';
import { createPersistedStore } from '../../lib/persistedStore';
import { SHEET_FIELDS } from './sheetColumns';
import type { ColumnMap } from './sheetColumns';

/**
 * The column mappings the person chose, per account (localStorage, `coc.stock.columns.<scope>`),
 * keyed by the sheet's normalised header: the next sheet with the same header is read the same
 * way without asking. The newest few are kept.
 */
export const MAPPINGS_MAX = 20;

const mappingSchema = z.object({
  header: z.string().check(z.maxLength(4000)),
  columns: z.array(z.nullable(z.enum(SHEET_FIELDS))).check(z.maxLength(200)),
});

export const columnMappingsStore = createPersistedStore({
  name: 'stock.columns',
  schema: z.array(mappingSchema).check(z.maxLength(MAPPINGS_MAX)),
  version: 1,
  area: 'local',
});

/** The mapping remembered for this header, if it fits a sheet of `width` columns. */
export function rememberedMapping(scope: string, header: string, width: number): ColumnMap | null {
  const found = (columnMappingsStore.read(scope) ?? []).find((m) => m.header === header);
  return found && found.columns.length === width ? found.columns : null;
}

export function rememberMapping(scope: string, header: string, columns: ColumnMap): void {
  const others = (columnMappingsStore.read(scope) ?? []).filter((m) => m.header !== header);
  columnMappingsStore.write(scope, [{ header, columns }, ...others].slice(0, MAPPINGS_MAX));
}
