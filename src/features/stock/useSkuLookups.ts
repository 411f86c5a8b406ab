import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { createPool } from '../../lib/pool';
import { entryNumber } from '../../ui/formFields';
import type { BatchStore } from './batchStore';
import { measuringKeystrokes, SCAN, startMeasure, startPresentedMeasure } from './benchMarks';
import { addScanned, pendingSkus } from './lineActions';
import type { LineDefaults } from './lineActions';
import type { ProductRef } from './lineModel';
import { useProductReader } from './queries';
import type { ProductReader, ProductResolution } from './queries';
import type { ScanOutcome } from './scanOutcome';

/** Exact-SKU lookups running at once. */
export const LOOKUP_CONCURRENCY = 6;
/** Answers are put on the lines together, at most this often: 100 answers are a few renders, not 100. */
const ANSWER_BATCH_MS = 32;

/** A line's lookup: its product, none, several (the person chooses in the product cell), or no answer. */
type Answer = ProductRef | 'missing' | 'failed' | 'several';

interface Options {
  /** The scan defaults now. */
  scanDefaults: () => LineDefaults;
  /** A scan added a line: show it (the focus stays with the scanner). */
  onScanAdded?: (lineId: string) => void;
  /** The reads (default: the products query cache of this session). */
  reader?: ProductReader;
}

export interface SkuLookups {
  /** Looks up every line waiting for its SKU (each SKU once, a few at a time). */
  runLookups: () => void;
  /** A product cell was left with a typed SKU, barcode or reference: look it up. */
  resolveLine: (lineId: string) => void;
  /**
   * A scanned or entered code (SKU, else barcode, else reference): its line is added or raised,
   * or the products it could be are returned to choose from. `enteredAt`: the Enter's time.
   */
  scan: (code: string, enteredAt?: number) => Promise<ScanOutcome>;
  /** A product chosen for a scanned code (among several): its line is added or raised. */
  place: (product: ProductRef, code: string, enteredAt?: number) => ScanOutcome;
  /** What a code is (from the cache when known): codes of a burst are resolved side by side. */
  resolveCode: (code: string) => Promise<ProductResolution>;
  /** A code's answer (null: no answer) put on the lines, in the order the codes came. */
  settle: (code: string, answer: ProductResolution | null, enteredAt?: number) => ScanOutcome;
}

/**
 * The lookups of the batch's lines and of the scanner (an exact SKU, else barcode, else
 * reference: src/queries/productScan.ts via ./queries), through the shared product reads and
 * the one concurrency pool (src/lib/pool.ts).
 * Lookups still waiting for a slot are dropped when the page goes.
 */
export function useSkuLookups(
  store: BatchStore,
  { scanDefaults, onScanAdded, reader }: Options,
): SkuLookups {
  const { i18n } = useTranslation('stock');
  const language = i18n.language;
  const sessionReader = useProductReader();
  const skus = reader ?? sessionReader;
  const [pool] = useState(() => createPool(LOOKUP_CONCURRENCY));
  const inFlight = useRef(new Set<string>());
  const answers = useRef(new Map<string, Answer>());
  const answersFlush = useRef<number | null>(null);
  /** Aborted when the page goes: waiting lookups leave the pool, answers are dropped. */
  const leaving = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    leaving.current = controller;
    return () => {
      controller.abort();
      inFlight.current = new Set(); // a remount (StrictMode) looks them up again
      if (answersFlush.current !== null) window.clearTimeout(answersFlush.current);
      answersFlush.current = null;
    };
  }, []);

  const answer = useCallback(
    (sku: string, result: Answer) => {
      answers.current.set(sku.trim().toUpperCase(), result);
      if (answersFlush.current !== null) return;
      answersFlush.current = window.setTimeout(() => {
        answersFlush.current = null;
        const batch = answers.current;
        answers.current = new Map();
        const several = new Set<string>();
        const known = new Map<string, ProductRef | 'missing' | 'failed'>();
        for (const [code, result] of batch) {
          if (result === 'several') several.add(code);
          else known.set(code, result);
        }
        store.resolveSkus(known);
        // Several products have that code: no product is picked; the cell asks for a choice.
        if (several.size > 0) {
          for (const line of store.getLines()) {
            if (
              line.product === null &&
              line.lookup === 'pending' &&
              several.has(line.skuText.trim().toUpperCase())
            ) {
              store.patch(line.id, { lookup: null }, ['product']);
            }
          }
        }
      }, ANSWER_BATCH_MS);
    },
    [store],
  );

  const runLookups = useCallback(() => {
    const signal = leaving.current?.signal;
    if (!signal || signal.aborted) return;
    const flying = inFlight.current;
    for (const sku of pendingSkus(store, flying)) {
      const upper = sku.toUpperCase();
      flying.add(upper);
      // Fire and forget: a failed lookup is an answer ('failed'), so this chain never rejects.
      void pool
        .run(() => skus.resolve(sku), signal)
        .then(
          (r): Answer =>
            r.kind === 'found' ? r.product : r.kind === 'several' ? 'several' : 'missing',
          (): Answer => 'failed',
        )
        .then((result) => {
          flying.delete(upper);
          if (!signal.aborted) answer(sku, result);
        });
    }
  }, [store, pool, skus, answer]);

  useEffect(() => {
    runLookups(); // lines restored while their lookup was running
  }, [runLookups]);

  const resolveLine = useCallback(
    (lineId: string) => {
      store.patch(lineId, { lookup: 'pending' });
      runLookups();
    },
    [store, runLookups],
  );

  const place = useCallback(
    (product: ProductRef, code: string, enteredAt?: number): ScanOutcome => {
      const resolvedAt = performance.now();
      const line = addScanned(store, product, code, scanDefaults());
      const shownSku = product.sku ?? code;
      if (line.id !== undefined && measuringKeystrokes()) {
        const detail = { enteredAt: enteredAt ?? resolvedAt };
        startMeasure(SCAN, line.id, resolvedAt, detail);
        // A new line's row is painted for the first time: Element Timing sees when.
        if (line.kind !== 'raised') startPresentedMeasure(SCAN, line.id, resolvedAt, detail);
      }
      if (line.kind === 'raised') {
        return {
          kind: 'raised',
          code,
          sku: shownSku,
          name: product.name,
          quantity: formatNumber(entryNumber(line.quantity), language),
          lineId: line.id,
        };
      }
      if (line.id !== undefined) onScanAdded?.(line.id);
      return { kind: 'added', code, sku: shownSku, name: product.name, lineId: line.id };
    },
    [store, scanDefaults, onScanAdded, language],
  );

  const resolveCode = useCallback(
    (code: string): Promise<ProductResolution> => {
      const known = skus.cached(code);
      return known === undefined ? skus.resolve(code) : Promise.resolve(known);
    },
    [skus],
  );

  const settle = useCallback(
    (code: string, answer: ProductResolution | null, enteredAt?: number): ScanOutcome => {
      if (answer === null) return { kind: 'failed', code };
      if (answer.kind === 'none') return { kind: 'unknown', code };
      if (answer.kind === 'several')
        return { kind: 'several', code, by: answer.by, products: answer.products };
      return place(answer.product, code, enteredAt);
    },
    [place],
  );

  const scan = useCallback(
    async (code: string, enteredAt?: number): Promise<ScanOutcome> =>
      settle(code, await resolveCode(code).catch(() => null), enteredAt),
    [resolveCode, settle],
  );

  return useMemo(
    () => ({ runLookups, resolveLine, scan, place, resolveCode, settle }),
    [runLookups, resolveLine, scan, place, resolveCode, settle],
  );
}
