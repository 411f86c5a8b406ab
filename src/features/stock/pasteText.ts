/**
 * What the page needs of sheets before one is read: whether pasted text looks like rows, and
 * how many rows are read. The reading itself (Papa Parse, header detection, number conventions:
 * sheetImport.ts) is loaded when the first sheet comes, not with the page.
 */

/** Rows beyond this are not read (a batch holds 1,000 lines; this leaves room to tidy up). */
export const MAX_IMPORT_ROWS = 5000;

/**
 * Does pasted text look like rows? Tabs or several lines do; a single comma-separated line
 * only where a comma means nothing else (the scan field).
 */
export function looksLikeRows(
  text: string,
  { commas = false }: { commas?: boolean } = {},
): boolean {
  const t = text.trim();
  return /[\t\n\r]/.test(t) || (commas && t.split(/[,;]/).length >= 3);
}
