import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { createPool } from '../../lib/pool';
import { entryNumber } from '../../ui/formFields';
import type { BatchStore } from './batchStore';
import { addScanned, pendingSkus } from './lineActions';
import type { LineDefaults } from './lineActions';
import type { ProductRef } from './lineModel';
import { useSkuReader } from './queries';
import type { SkuReader } from './queries';
import type { ScanOutcome } from './ScanField';

/** Exact-SKU lookups running at once. */
export const LOOKUP_CONCURRENCY = 6;
/** Answers are put on the lines together, at most this often: 100 answers are a few renders, not 100. */
const ANSWER_BATCH_MS = 32;

type Answer = ProductRef | 'missing' | 'failed';

interface Options {
  /** The scan defaults now. */
  scanDefaults: () => LineDefaults;
  /** A scan added a line: show it (the focus stays with the scanner). */
  onScanAdded?: (lineId: string) => void;
  /** The reads (default: the products query cache of this session). */
  reader?: SkuReader;
}

export interface SkuLookups {
  /** Looks up every line waiting for its SKU (each SKU once, a few at a time). */
  runLookups: () => void;
  /** A product cell was left with a typed SKU: look it up. */
  resolveLine: (lineId: string) => void;
  /** A scanned SKU: its line is added or raised (ScanField's handler). */
  scan: (sku: string) => Promise<ScanOutcome>;
}

/**
 * The exact-SKU lookups of the batch's lines and of the scanner, through the shared product
 * reads (src/queries/products.ts via ./queries) and the one concurrency pool (src/lib/pool.ts).
 * Lookups still waiting for a slot are dropped when the page goes.
 */
export function useSkuLookups(store: BatchStore, { scanDefaults, onScanAdded, reader }: Options): SkuLookups {
  const { i18n } = useTranslation('stock');
  const language = i18n.language;
  const sessionReader = useSkuReader();
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
        store.resolveSkus(batch);
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
      pool
        .run(() => skus.read(sku), signal)
        .then(
          (product) => product ?? 'missing',
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

  const scan = useCallback(
    async (sku: string): Promise<ScanOutcome> => {
      let product = skus.cached(sku);
      if (product === undefined) {
        try {
          product = await skus.read(sku);
        } catch {
          return { kind: 'failed', sku };
        }
      }
      if (product === null) return { kind: 'unknown', sku };
      const line = addScanned(store, product, sku, scanDefaults());
      const shownSku = product.sku ?? sku;
      if (line.kind === 'raised') {
        return { kind: 'raised', sku: shownSku, name: product.name, quantity: formatNumber(entryNumber(line.quantity), language) };
      }
      if (line.id !== undefined) onScanAdded?.(line.id);
      return { kind: 'added', sku: shownSku, name: product.name };
    },
    [skus, store, scanDefaults, onScanAdded, language],
  );

  return { runLookups, resolveLine, scan };
}
