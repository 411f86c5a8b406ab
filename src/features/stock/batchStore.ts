import { entryValue } from '../../ui/formFields';
import { toBig } from '../../domain/money';
import { afterPress } from '../../lib/pressGate';
import { computeSummary } from './batchSummary';
import type { BatchSummary } from './batchSummary';
import { NO_KNOWN_LEVELS, sameKnownLevels } from './knownStock';
import type { KnownLevels } from './knownStock';
import {
  ALL_TOUCHED,
  fieldBit,
  isBlank,
  lineOperation,
  reservationChoices,
  validateLine,
} from './lineModel';
import type {
  FieldErrors,
  Line,
  LineContext,
  LineField,
  LineValues,
  ProductRef,
} from './lineModel';
import { createWarehouseResolver } from './warehouseNames';
import type { WarehouseLike } from './warehouseNames';

/**
 * The lines of the batch being edited: a small external store (read with
 * useSyncExternalStore), so a keystroke re-validates and re-renders only its own line.
 * Line objects are immutable: a changed line is a new object, the others keep their identity.
 * The summary and the "removal beyond available" warnings are derived on a short idle timer,
 * off the keystroke path.
 */
export type Listener = () => void;

let counter = 0;
function newLineId(): string {
  counter += 1;
  return `l${counter.toString(36)}`;
}

export interface Derived {
  summary: BatchSummary;
}

export interface BatchStore {
  subscribe: (listener: Listener) => () => void;
  getIds: () => readonly string[];
  getLine: (id: string) => Line | undefined;
  getLines: () => Line[];
  indexOf: (id: string) => number;
  /** Whether errors of untouched fields show too (after an apply attempt). */
  getShowAll: () => boolean;
  setShowAll: (show: boolean) => void;
  /** Changes since creation, for autosave. */
  getVersion: () => number;

  update: (id: string, field: LineField, value: string) => void;
  patch: (id: string, values: Partial<LineValues>, touch?: LineField[]) => void;
  touch: (id: string, field: LineField) => void;
  /** Adds lines after `afterId` (default: at the end); returns their ids. */
  add: (values: LineValues[], opts?: { afterId?: string; touched?: boolean }) => string[];
  duplicate: (id: string) => string | null;
  remove: (id: string) => { values: LineValues; index: number } | null;
  insertAt: (index: number, values: LineValues) => string;
  replaceAll: (values: LineValues[], opts?: { touched?: boolean }) => void;
  /** Puts the server's messages on lines (replacing earlier ones). */
  setServerErrors: (byLine: Map<string, FieldErrors>) => void;
  /** Sets the product of every line waiting for `sku` (case-insensitive), or marks them missing/failed. */
  resolveSku: (sku: string, result: ProductRef | 'missing' | 'failed') => void;
  /** The same for many SKUs at once (keys upper-case), with one notification. */
  resolveSkus: (results: ReadonlyMap<string, ProductRef | 'missing' | 'failed'>) => void;
  /** The configured warehouse's id for a typed id or name (any case, accents ignored), or null. */
  resolveWarehouse: (text: string) => string | null;
  /** The configured name of a warehouse id, if any. */
  warehouseName: (id: string) => string | undefined;
  /** A typed warehouse name becomes its id (the cell was left). */
  settleWarehouse: (id: string) => void;
  /** Per-warehouse figures of earlier batches (knownStock.ts): the lines' availability and warnings. */
  getKnownLevels: () => KnownLevels;
  setKnownLevels: (levels: KnownLevels) => void;
  /** The line last added by a scan, an "add line" or a duplicate. */
  getLastAddedId: () => string | null;
  setLastAddedId: (id: string | null) => void;

  subscribeDerived: (listener: Listener) => () => void;
  getDerived: () => Derived;
  /** Computes the derived figures now (before opening the confirm dialog). */
  flushDerived: () => Derived;
  dispose: () => void;
}

export interface BatchStoreOptions {
  /** Delay before the summary and warnings are recomputed after a change. */
  derivedDelayMs?: number;
  /** The configured warehouses: a line names one by id or by name; anything else is an error at its cell. */
  warehouses?: readonly WarehouseLike[];
}

export function createBatchStore(
  initial: LineValues[] = [],
  options: BatchStoreOptions = {},
): BatchStore {
  const delay = options.derivedDelayMs ?? 120;
  const warehouses =
    options.warehouses && options.warehouses.length > 0
      ? createWarehouseResolver(options.warehouses)
      : null;
  const ctx: LineContext = { warehouses };
  let known: KnownLevels = NO_KNOWN_LEVELS;
  /** A warehouse given by its name is stored as its id (pasted rows, restored drafts, a left cell). */
  const settled = (values: LineValues): LineValues => {
    const id = warehouses?.resolve(values.warehouse) ?? null;
    return id !== null && id !== values.warehouse ? { ...values, warehouse: id } : values;
  };
  const makeLine = (raw: LineValues, touched: number): Line => {
    const values = settled(raw);
    return { ...values, id: newLineId(), errors: validateLine(values, ctx), server: {}, touched };
  };
  let ids: string[] = [];
  const byId = new Map<string, Line>();
  let showAll = false;
  let version = 0;
  let lastAddedId: string | null = null;
  const listeners = new Set<Listener>();
  const derivedListeners = new Set<Listener>();
  let derived: Derived | null = null;
  let derivedVersion = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;

  for (const v of initial) {
    const line = makeLine(v, isBlank(v) ? 0 : ALL_TOUCHED);
    ids.push(line.id);
    byId.set(line.id, line);
  }

  const lines = (): Line[] =>
    ids.map((id) => byId.get(id)).filter((l): l is Line => l !== undefined);

  const computeDerived = (): Derived => {
    if (derived === null || derivedVersion !== version) {
      derived = { summary: computeSummary(lines(), { showAll, known }) };
      derivedVersion = version;
    }
    return derived;
  };

  let idle: number | undefined;
  let dropPublish = () => {};
  // Not while a pointer or key is held down (lib/pressGate.ts): the summary changes height when
  // its list of problems comes or goes, and scrolled to the page's end that moves the Apply button
  // between a press and its release.
  const publishDerived = () => {
    idle = undefined;
    dropPublish = afterPress(() => {
      const before = derived;
      computeDerived();
      if (derived !== before) for (const l of [...derivedListeners]) l();
    });
  };
  const cancelIdle = () => {
    if (idle !== undefined && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
    idle = undefined;
  };
  const scheduleDerived = () => {
    if (timer !== undefined) clearTimeout(timer);
    cancelIdle();
    dropPublish();
    timer = setTimeout(() => {
      timer = undefined;
      // After the pause, when the browser has painted what changed (at most 250 ms later).
      if (typeof requestIdleCallback === 'function')
        idle = requestIdleCallback(publishDerived, { timeout: 250 });
      else publishDerived();
    }, delay);
  };

  const changed = () => {
    version += 1;
    for (const l of [...listeners]) l();
    scheduleDerived();
  };

  const put = (line: Line) => {
    byId.set(line.id, line);
  };

  const withValues = (
    line: Line,
    values: Partial<LineValues>,
    touch: number,
    clearServer: LineField[],
  ): Line => {
    const next: Line = { ...line, ...values, touched: line.touched | touch };
    if (clearServer.length > 0 && clearServer.some((f) => line.server[f] !== undefined)) {
      const server = { ...line.server };
      // The keys are LineField names (a closed union), not open-ended data: a Map would not fit.
      // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
      for (const f of clearServer) delete server[f];
      next.server = server;
    }
    next.errors = validateLine(next, ctx);
    return next;
  };

  const store: BatchStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getIds: () => ids,
    getLine: (id) => byId.get(id),
    getLines: lines,
    indexOf: (id) => ids.indexOf(id),
    getShowAll: () => showAll,
    setShowAll(show) {
      if (show === showAll) return;
      showAll = show;
      derivedVersion = -1; // the summary lists what the grid shows
      for (const l of [...listeners]) l();
      scheduleDerived();
    },
    getVersion: () => version,

    update(id, field, value) {
      const line = byId.get(id);
      if (!line) return;
      let values: Partial<LineValues>;
      const clear: LineField[] = [field];
      switch (field) {
        case 'product':
          // Typing in the product cell forgets the chosen product until one is picked again.
          values = { skuText: value, product: null, lookup: null };
          break;
        case 'operation': {
          const operation = lineOperation(value);
          values = { operation };
          // Only the combinations the contract allows: a reservation that no longer fits goes.
          if (!reservationChoices(operation).includes(line.reservation)) {
            values.reservation = '';
            clear.push('reservation');
          }
          clear.push('unitCost');
          break;
        }
        case 'reservation':
          values = { reservation: value === 'reserve' || value === 'release' ? value : '' };
          break;
        default:
          values = { [field]: value };
      }
      // The product cell counts as touched when it is left, not while a name is being typed.
      put(withValues(line, values, field === 'product' ? 0 : fieldBit(field), clear));
      changed();
    },

    patch(id, values, touch = []) {
      const line = byId.get(id);
      if (!line) return;
      const bits = touch.reduce((b, f) => b | fieldBit(f), 0);
      const clear = Object.keys(values).flatMap((k): LineField[] =>
        k === 'skuText' || k === 'product' || k === 'lookup' ? ['product'] : ([k] as LineField[]),
      );
      put(withValues(line, values, bits, clear));
      changed();
    },

    touch(id, field) {
      const line = byId.get(id);
      if (!line) return;
      const bit = fieldBit(field);
      if ((line.touched & bit) !== 0) return;
      put({ ...line, touched: line.touched | bit });
      for (const l of [...listeners]) l();
      if (line.errors[field] !== undefined) {
        derivedVersion = -1; // the summary now lists this field's problem
        scheduleDerived();
      }
    },

    add(values, opts = {}) {
      const made = values.map((v) => makeLine(v, opts.touched ? ALL_TOUCHED : 0));
      const at = opts.afterId === undefined ? -1 : ids.indexOf(opts.afterId);
      const newIds = made.map((l) => l.id);
      for (const l of made) put(l);
      ids =
        at < 0 ? [...ids, ...newIds] : [...ids.slice(0, at + 1), ...newIds, ...ids.slice(at + 1)];
      lastAddedId = newIds[newIds.length - 1] ?? lastAddedId;
      changed();
      return newIds;
    },

    duplicate(id) {
      const line = byId.get(id);
      if (!line) return null;
      const values: LineValues = {
        warehouse: line.warehouse,
        skuText: line.skuText,
        product: line.product,
        lookup: line.lookup,
        operation: line.operation,
        quantity: line.quantity,
        reservation: line.reservation,
        location: line.location,
        unitCost: line.unitCost,
        comment: line.comment,
      };
      const [newId] = store.add([values], { afterId: id, touched: line.touched === ALL_TOUCHED });
      return newId ?? null;
    },

    remove(id) {
      const index = ids.indexOf(id);
      const line = byId.get(id);
      if (index < 0 || !line) return null;
      ids = [...ids.slice(0, index), ...ids.slice(index + 1)];
      byId.delete(id);
      if (lastAddedId === id) lastAddedId = null;
      changed();
      return { values: valuesOf(line), index };
    },

    insertAt(index, values) {
      const line = makeLine(values, isBlank(values) ? 0 : ALL_TOUCHED);
      put(line);
      const at = Math.max(0, Math.min(index, ids.length));
      ids = [...ids.slice(0, at), line.id, ...ids.slice(at)];
      changed();
      return line.id;
    },

    replaceAll(values, opts = {}) {
      byId.clear();
      ids = [];
      for (const v of values) {
        const line = makeLine(v, opts.touched ? ALL_TOUCHED : 0);
        ids.push(line.id);
        put(line);
      }
      showAll = false;
      lastAddedId = null;
      changed();
    },

    setServerErrors(byLine) {
      for (const id of ids) {
        const line = byId.get(id);
        if (!line) continue;
        const server = byLine.get(id) ?? {};
        if (Object.keys(server).length === 0 && Object.keys(line.server).length === 0) continue;
        put({ ...line, server, touched: ALL_TOUCHED });
      }
      changed();
    },

    resolveSku(sku, result) {
      store.resolveSkus(new Map([[sku.trim().toUpperCase(), result]]));
    },

    resolveSkus(results) {
      if (results.size === 0) return;
      let any = false;
      for (const id of ids) {
        const line = byId.get(id);
        if (!line || line.product !== null || line.lookup !== 'pending') continue;
        const result = results.get(line.skuText.trim().toUpperCase());
        if (result === undefined) continue;
        const values: Partial<LineValues> =
          typeof result === 'string'
            ? { lookup: result }
            : { product: result, lookup: null, skuText: result.sku ?? line.skuText };
        put(withValues(line, values, fieldBit('product'), ['product']));
        any = true;
      }
      if (any) changed();
    },

    resolveWarehouse: (text) => (warehouses ? warehouses.resolve(text) : text.trim() || null),
    warehouseName: (id) => warehouses?.byId(id)?.name,
    settleWarehouse(id) {
      const line = byId.get(id);
      if (!line) return;
      const next = settled(line);
      if (next !== line) store.update(id, 'warehouse', next.warehouse);
    },
    getKnownLevels: () => known,
    setKnownLevels(levels) {
      // The page sets them once it is drawn: the same figures (none, on a first visit) re-render
      // no row, which would be drawn again at once, in the task of the page's first paint.
      if (sameKnownLevels(levels, known)) return;
      known = levels;
      derivedVersion = -1;
      for (const l of [...listeners]) l();
      scheduleDerived();
    },

    getLastAddedId: () => (lastAddedId !== null && byId.has(lastAddedId) ? lastAddedId : null),
    setLastAddedId(id) {
      lastAddedId = id;
    },

    subscribeDerived(listener) {
      derivedListeners.add(listener);
      return () => derivedListeners.delete(listener);
    },
    getDerived: () => derived ?? computeDerived(),
    flushDerived() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      cancelIdle();
      const before = derived;
      const d = computeDerived();
      if (d !== before) for (const l of [...derivedListeners]) l();
      return d;
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      cancelIdle();
      dropPublish();
      listeners.clear();
      derivedListeners.clear();
    },
  };
  return store;
}

export function valuesOf(line: Line): LineValues {
  return {
    warehouse: line.warehouse,
    skuText: line.skuText,
    product: line.product,
    lookup: line.lookup,
    operation: line.operation,
    quantity: line.quantity,
    reservation: line.reservation,
    location: line.location,
    unitCost: line.unitCost,
    comment: line.comment,
  };
}

/** quantity + 1 (a canonical entry), exact (big.js); null when the entry is not a number. */
export function incrementQuantity(entry: string): string | null {
  const value = entryValue(entry);
  return value === null ? null : toBig(value).plus(1).toFixed();
}
