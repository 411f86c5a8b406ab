/*
 * The bulk editor's performance measure, read by `npm run bench -- bulkEdit`
 * (scripts/bench/bulkEdit.ts): `bulk:row`, from a row's PUT starting to its answer being
 * handled. Only recorded under the bench (sessionStorage `coc.bench` = "1").
 */
export const BULK_ROW = 'bulk:row';

export function measuringBulkRows(): boolean {
  try {
    return typeof performance.measure === 'function' && sessionStorage.getItem('coc.bench') === '1';
  } catch {
    return false;
  }
}
