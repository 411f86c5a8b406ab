import { incrementQuantity, valuesOf } from './batchStore';
import type { BatchStore } from './batchStore';
import { blankValues, isBlank } from './lineModel';
import type { LineValues, Operation, ProductRef } from './lineModel';

/*
 * Edits of the batch that several controls share (a scan, a paste, "Add line", a discard):
 * plain functions over the store, so they are tested without rendering anything.
 */

export interface LineDefaults {
  warehouse: string;
  operation: Operation;
}

/** Removes the blank lines at the end (the empty first line makes way for scans and pastes). */
export function dropTrailingBlanks(store: BatchStore): void {
  const ids = store.getIds();
  for (let i = ids.length - 1; i >= 0; i--) {
    const id = ids[i];
    const line = id === undefined ? undefined : store.getLine(id);
    if (!line || !isBlank(line)) break;
    store.remove(line.id);
  }
}

function lastValues(store: BatchStore): LineValues | null {
  const ids = store.getIds();
  const id = ids[ids.length - 1];
  const line = id === undefined ? undefined : store.getLine(id);
  return line ? valuesOf(line) : null;
}

/** A blank line at the end, in the warehouse and operation of the line above it (or the scan's). */
export function appendBlankLine(store: BatchStore, defaults: LineDefaults): string | undefined {
  const last = lastValues(store);
  const [id] = store.add([
    blankValues({
      warehouse: last?.warehouse || defaults.warehouse,
      operation: last?.operation ?? defaults.operation,
    }),
  ]);
  return id;
}

/** One blank line in place of every line (after an applied batch, or a discarded draft). */
export function resetLines(store: BatchStore, defaults: LineDefaults): void {
  store.replaceAll([blankValues(defaults)]);
}

export type ScannedLine =
  { kind: 'raised'; id: string; quantity: string } | { kind: 'added'; id: string | undefined };

/**
 * A scanned product: one more on the line just added for it (same warehouse and operation), or
 * a new line with quantity 1 in place of the blank lines at the end.
 */
export function addScanned(
  store: BatchStore,
  product: ProductRef,
  sku: string,
  defaults: LineDefaults,
): ScannedLine {
  const lastId = store.getLastAddedId();
  const last = lastId === null ? undefined : store.getLine(lastId);
  if (
    last &&
    last.product?.id === product.id &&
    last.warehouse === defaults.warehouse &&
    last.operation === defaults.operation
  ) {
    const quantity = incrementQuantity(last.quantity);
    if (quantity !== null) {
      store.patch(last.id, { quantity }, ['quantity']);
      return { kind: 'raised', id: last.id, quantity };
    }
  }
  dropTrailingBlanks(store);
  const [id] = store.add(
    [{ ...blankValues(defaults), skuText: product.sku ?? sku, product, quantity: '1' }],
    { touched: true },
  );
  return { kind: 'added', id };
}

/** Adds imported lines in place of the blank lines at the end (one blank line if none was read). */
export function addImported(
  store: BatchStore,
  lines: LineValues[],
  defaults: LineDefaults,
): string[] {
  dropTrailingBlanks(store);
  const ids = lines.length > 0 ? store.add(lines, { touched: true }) : [];
  if (store.getIds().length === 0) store.add([blankValues(defaults)]);
  return ids;
}

/** The SKUs (as typed, each once) of lines waiting for their lookup, other than those in `skip`. */
export function pendingSkus(store: BatchStore, skip: ReadonlySet<string>): string[] {
  const wanted: string[] = [];
  const seen = new Set<string>();
  for (const line of store.getLines()) {
    if (line.product !== null || line.lookup !== 'pending') continue;
    const sku = line.skuText.trim().toUpperCase();
    if (sku === '' || seen.has(sku) || skip.has(sku)) continue;
    seen.add(sku);
    wanted.push(line.skuText.trim());
  }
  return wanted;
}
