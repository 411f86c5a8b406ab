import { useCallback, useEffect, useState } from 'react';
import type { ChangeEvent, ClipboardEvent } from 'react';
import { useTranslation, languages } from '../../i18n/i18n';
import type { WarehouseConfig } from '../../config/schema';
import { localeOf } from '../../lib/format';
import type { BatchStore } from './batchStore';
import { addImported } from './lineActions';
import type { LineDefaults } from './lineActions';
import type { AmbiguousRow, RowError } from './pasteRows';
import { looksLikeRows } from './pasteText';
import type { ColumnMap, ColumnPlan } from './sheetColumns';
import { batchBench, useBenchCommit } from './useBatchBench';
import { whenIdleAfterPaint } from '../../lib/idleAfterPaint';
import { prefetch } from '../../lib/prefetch';

export type ImportSource = 'paste' | 'file';

/** The columns a sheet was read with, when the person mapped them (now or for an earlier sheet). */
export interface ImportColumns {
  map: ColumnMap;
  header: boolean;
}

export interface ImportReport {
  source: ImportSource;
  added: number;
  errors: RowError[];
  /** read with a mapping remembered from an earlier sheet with the same header */
  remembered: ImportColumns | null;
}

/** A sheet whose numbers read two ways, waiting for the person to say how it writes them. */
export interface PendingSheet {
  text: string;
  source: ImportSource;
  rows: AmbiguousRow[];
  candidates: string[];
  columns: ImportColumns | undefined;
}

/** A sheet whose columns are not the usual ones, waiting for the person to map them. */
export interface PendingMapping {
  text: string;
  source: ImportSource;
  plan: ColumnPlan;
  /** the first rows, as cells (the header included when there is one) */
  preview: string[][];
}

interface Options {
  scope: string;
  warehouses: readonly WarehouseConfig[];
  /** The scan defaults now (a row without a warehouse or an operation takes the scan's). */
  scanDefaults: () => LineDefaults;
  /** Lines were added: look up their products (by SKU, barcode or reference). */
  onAdded: () => void;
}

export interface BatchImport {
  /** What the last paste or file added, and the rows it could not read. */
  report: ImportReport | null;
  dismissReport: () => void;
  /**
   * Rows of the sheets pasted or imported since the last apply that could not be read. While
   * there are any, the batch is not applied (nothing is applied half a sheet): the person fixes
   * them in the sheet and pastes them again, or leaves them out.
   */
  unread: readonly RowError[];
  leaveOutUnread: () => void;
  /** The sheet-convention question, or null. */
  sheet: PendingSheet | null;
  chooseConvention: (locale: string) => void;
  cancelConvention: () => void;
  /** The column-mapping step, or null. */
  mapping: PendingMapping | null;
  chooseMapping: (columns: ImportColumns) => void;
  cancelMapping: () => void;
  /** Reads text as rows of a sheet (`decimalLocale`: how the sheet writes numbers, if known). */
  importText: (
    text: string,
    source: ImportSource,
    start?: number,
    decimalLocale?: string,
    columns?: ImportColumns,
  ) => Promise<void>;
  /** The page's paste handler: rows pasted into the scan field or the grid become lines. */
  onPaste: (e: ClipboardEvent<HTMLElement>) => void;
  /** The file input's change handler (a CSV, TSV or text file). */
  onFile: (e: ChangeEvent<HTMLInputElement>) => Promise<void>;
  /** Forgets the report, the unread rows and any pending question (a new batch). */
  clear: () => void;
}

const PREVIEW_ROWS = 4;

/** The sheet reader (Papa Parse, the column and number rules), fetched once, when first needed. */
let reader: Promise<typeof import('./sheetImport')> | null = null;
function loadReader() {
  // A failed fetch (offline) is not kept: the next paste tries again.
  reader ??= import('./sheetImport').catch((error: unknown) => {
    reader = null;
    throw error;
  });
  return reader;
}
const NO_ROWS: readonly RowError[] = [];

/**
 * Pasted rows and imported files: columns found from a header in English or Spanish, or mapped
 * by the person (and remembered per account for the same header); parsed in the sheet's own
 * number convention (the console's language first when the cells do not tell; the person is
 * asked when numbers read two ways, and nothing is added on a guess); added in place of the
 * blank lines at the end, then looked up.
 */
export function useBatchImport(
  store: BatchStore,
  { scope, warehouses, scanDefaults, onAdded }: Options,
): BatchImport {
  const { i18n } = useTranslation('stock');
  const language = i18n.language;
  const [report, setReport] = useState<ImportReport | null>(null);
  const [unread, setUnread] = useState<readonly RowError[]>(NO_ROWS);
  const [sheet, setSheet] = useState<PendingSheet | null>(null);
  const [mapping, setMapping] = useState<PendingMapping | null>(null);
  useBenchCommit('paste', report);

  // Fetched while the page is idle, so the first paste does not wait for it.
  useEffect(() => {
    return whenIdleAfterPaint(() => prefetch(loadReader), 3000);
  }, []);

  const importText = useCallback(
    async (
      text: string,
      source: ImportSource,
      start?: number,
      decimalLocale?: string,
      given?: ImportColumns,
    ) => {
      const { parseRows, sheetPlan, headerSignature, rememberedMapping } = await loadReader();
      const here = localeOf(language);
      const locales = [here, ...languages.map(localeOf).filter((l) => l !== here)];
      let columns = given;
      let remembered: ImportColumns | null = null;
      if (columns === undefined) {
        const { rows, plan } = sheetPlan(text, locales);
        const first = rows[0]?.cells;
        // A header the person mapped before, recognised or not.
        const known = first ? rememberedMapping(scope, headerSignature(first), plan.width) : null;
        if (known) {
          columns = { map: known, header: true };
          remembered = columns;
        } else if (!plan.complete) {
          // Not the usual columns: nothing is read on a guess.
          setMapping({
            text,
            source,
            plan,
            preview: rows.slice(0, PREVIEW_ROWS + (plan.header ? 1 : 0)).map((r) => r.cells),
          });
          return;
        }
      }
      const defaults = scanDefaults();
      const parsed = parseRows(text, {
        warehouses,
        defaultWarehouse: defaults.warehouse || (warehouses[0]?.id ?? ''),
        defaultOperation: defaults.operation,
        locales,
        ...(decimalLocale ? { decimalLocale } : {}),
        ...(columns ? { columns } : {}),
      });
      if (parsed.ambiguous.length > 0) {
        setSheet({
          text,
          source,
          rows: parsed.ambiguous,
          candidates: parsed.convention.candidates,
          columns,
        });
        return;
      }
      batchBench.paste(parsed.lines.length, start);
      const ids = addImported(store, parsed.lines, defaults);
      setReport({ source, added: ids.length, errors: parsed.errors, remembered });
      if (parsed.errors.length > 0) setUnread((before) => [...before, ...parsed.errors]);
      onAdded();
    },
    [language, scope, scanDefaults, warehouses, store, onAdded],
  );

  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLElement>) => {
      const text = e.clipboardData.getData('text/plain');
      const target = e.target instanceof HTMLElement ? e.target : null;
      const inScan = target?.dataset.scan === 'true';
      const inGrid = target?.dataset.line !== undefined;
      // Other text fields of the page (the dialogs' none, MUI selects' hidden inputs) paste as usual.
      if (!inScan && !inGrid && (target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA'))
        return;
      if (!looksLikeRows(text, { commas: inScan })) return;
      e.preventDefault();
      void importText(text, 'paste', e.timeStamp);
    },
    [importText],
  );

  const onFile = useCallback(
    async (e: ChangeEvent<HTMLInputElement>) => {
      const file = e.target.files?.[0];
      e.target.value = '';
      if (!file) return;
      const start = performance.now();
      await importText(await file.text(), 'file', start);
    },
    [importText],
  );

  const chooseConvention = useCallback(
    (locale: string) => {
      if (sheet) void importText(sheet.text, sheet.source, undefined, locale, sheet.columns);
      setSheet(null);
    },
    [sheet, importText],
  );

  const chooseMapping = useCallback(
    (columns: ImportColumns) => {
      if (!mapping) return;
      // Remembered for the next sheet with this header (a sheet without one has nothing to recognise it by).
      const first = mapping.preview[0];
      setMapping(null);
      void loadReader().then(({ headerSignature, rememberMapping }) => {
        if (columns.header && first) rememberMapping(scope, headerSignature(first), columns.map);
        return importText(mapping.text, mapping.source, undefined, undefined, columns);
      });
    },
    [mapping, scope, importText],
  );

  return {
    report,
    dismissReport: useCallback(() => setReport(null), []),
    unread,
    leaveOutUnread: useCallback(() => setUnread(NO_ROWS), []),
    sheet,
    chooseConvention,
    cancelConvention: useCallback(() => setSheet(null), []),
    mapping,
    chooseMapping,
    cancelMapping: useCallback(() => setMapping(null), []),
    importText,
    onPaste,
    onFile,
    clear: useCallback(() => {
      setReport(null);
      setUnread(NO_ROWS);
      setSheet(null);
      setMapping(null);
    }, []),
  };
}
