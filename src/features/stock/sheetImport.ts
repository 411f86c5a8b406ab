/**
 * The sheet reader, loaded on demand (useBatchImport): pasted and imported rows, their
 * columns, and the column mappings remembered per account.
 */
export { parseRows, sheetPlan } from './pasteRows';
export { headerSignature } from './sheetColumns';
export { rememberedMapping, rememberMapping } from './columnMappings';
