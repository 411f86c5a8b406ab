import { useCallback, useState } from 'react';
import type { ChangeEvent, ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { WarehouseConfig } from '../../config/schema';
import { languages } from '../../i18n/i18n';
import { localeOf } from '../../lib/format';
import type { BatchStore } from './batchStore';
import { addImported } from './lineActions';
import type { LineDefaults } from './lineActions';
import { looksLikeRows, parseRows } from './pasteRows';
import type { AmbiguousRow, RowError } from './pasteRows';
import { batchBench, useBenchCommit } from './useBatchBench';

export type ImportSource = 'paste' | 'file';

export interface ImportReport {
  source: ImportSource;
  added: number;
  errors: RowError[];
}

/** A sheet whose numbers read two ways, waiting for the person to say how it writes them. */
export interface PendingSheet {
  text: string;
  source: ImportSource;
  rows: AmbiguousRow[];
  candidates: string[];
}

interface Options {
  warehouses: readonly WarehouseConfig[];
  /** The scan defaults now (a row without a warehouse goes to the scan's). */
  scanDefaults: () => LineDefaults;
  /** Lines were added: look up their SKUs. */
  onAdded: () => void;
}

export interface BatchImport {
  /** What the last paste or file added, and the rows it could not read. */
  report: ImportReport | null;
  dismissReport: () => void;
  /** The sheet-convention question, or null. */
  sheet: PendingSheet | null;
  chooseConvention: (locale: string) => void;
  cancelConvention: () => void;
  /** Reads text as rows of a sheet (`decimalLocale`: how the sheet writes numbers, if known). */
  importText: (text: string, source: ImportSource, start?: number, decimalLocale?: string) => void;
  /** The page's paste handler: rows pasted into the scan field or the grid become lines. */
  onPaste: (e: ClipboardEvent<HTMLElement>) => void;
  /** The file input's change handler (a CSV, TSV or text file). */
  onFile: (e: ChangeEvent<HTMLInputElement>) => Promise<void>;
  /** Forgets the report and any pending question (a new batch). */
  clear: () => void;
}

/**
 * Pasted rows and imported files: parsed in the sheet's own number convention (the console's
 * language first when the cells do not tell; the person is asked when numbers read two ways,
 * and nothing is added on a guess), added in place of the blank lines at the end, then looked up.
 */
export function useBatchImport(store: BatchStore, { warehouses, scanDefaults, onAdded }: Options): BatchImport {
  const { i18n } = useTranslation('stock');
  const language = i18n.language;
  const [report, setReport] = useState<ImportReport | null>(null);
  const [sheet, setSheet] = useState<PendingSheet | null>(null);
  useBenchCommit('paste', report);

  const importText = useCallback(
    (text: string, source: ImportSource, start?: number, decimalLocale?: string) => {
      const here = localeOf(language);
      const locales = [here, ...languages.map(localeOf).filter((l) => l !== here)];
      const defaults = scanDefaults();
      const parsed = parseRows(text, {
        warehouses,
        defaultWarehouse: defaults.warehouse || (warehouses[0]?.id ?? ''),
        locales,
        ...(decimalLocale ? { decimalLocale } : {}),
      });
      if (parsed.ambiguous.length > 0) {
        setSheet({ text, source, rows: parsed.ambiguous, candidates: parsed.convention.candidates });
        return;
      }
      batchBench.paste(parsed.lines.length, start);
      const ids = addImported(store, parsed.lines, defaults);
      setReport({ source, added: ids.length, errors: parsed.errors });
      onAdded();
    },
    [language, scanDefaults, warehouses, store, onAdded],
  );

  const onPaste = useCallback(
    (e: ClipboardEvent<HTMLElement>) => {
      const text = e.clipboardData.getData('text/plain');
      const target = e.target instanceof HTMLElement ? e.target : null;
      const inScan = target?.dataset.scan === 'true';
      const inGrid = target?.dataset.line !== undefined;
      // Other text fields of the page (the dialogs' none, MUI selects' hidden inputs) paste as usual.
      if (!inScan && !inGrid && (target?.tagName === 'INPUT' || target?.tagName === 'TEXTAREA')) return;
      if (!looksLikeRows(text, { commas: inScan })) return;
      e.preventDefault();
      importText(text, 'paste', e.timeStamp);
    },
    [importText],
  );

  const onFile = useCallback(
    async (e: ChangeEvent<HTMLInputElement>) => {
      const file = e.target.files?.[0];
      e.target.value = '';
      if (!file) return;
      const start = performance.now();
      importText(await file.text(), 'file', start);
    },
    [importText],
  );

  const chooseConvention = useCallback(
    (locale: string) => {
      if (sheet) importText(sheet.text, sheet.source, undefined, locale);
      setSheet(null);
    },
    [sheet, importText],
  );

  return {
    report,
    dismissReport: useCallback(() => setReport(null), []),
    sheet,
    chooseConvention,
    cancelConvention: useCallback(() => setSheet(null), []),
    importText,
    onPaste,
    onFile,
    clear: useCallback(() => {
      setReport(null);
      setSheet(null);
    }, []),
  };
}
