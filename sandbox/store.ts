import type {
  ContactRecord,
  OrderRecord,
  ProductRecord,
  WarehouseProductRecord,
} from './records.ts';

/** One remembered Idempotency-Key of an account (CONTRACT.md "Transport", idempotency). */
export interface IdempotencyEntry {
  fingerprint: string;
  state: 'running' | 'done';
  status: number;
  body: string;
  contentType: string;
  /** Epoch milliseconds of the first request. */
  createdAt: number;
}

/** Runs tasks one after another (a per-account write lock). */
export class SerialQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(task: () => T | Promise<T>): Promise<T> {
    const result = this.tail.then(task, task);
    this.tail = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }
}

/** Everything one account owns. Indexes are rebuilt from the records on load. */
export interface AccountState {
  id: string;
  products: Map<string, ProductRecord>;
  /** sku -> product id */
  skuIndex: Map<string, string>;
  /** product id -> warehouse id -> stock record */
  stock: Map<string, Map<string, WarehouseProductRecord>>;
  orders: Map<string, OrderRecord>;
  /** shipment id -> order id */
  shipmentOrder: Map<string, string>;
  contacts: Map<string, ContactRecord>;
  /** `${identification_type}|${identification_number}` -> contact id */
  identifications: Map<string, string>;
  /** The last order number handed out. */
  orderSeq: number;
  /** numeration id -> the next invoice number to hand out. */
  numerationNext: Record<string, number>;
  idempotency: Map<string, IdempotencyEntry>;
  /** Bumped on every product write (search caches key on it). */
  productsVersion: number;
  /** Bumped on every stock write (search caches key on it). */
  stockVersion: number;
  /** The latest product writes, so search caches can update instead of re-sorting. */
  productLog: { version: number; previous: ProductRecord | null; next: ProductRecord }[];
  /** The latest stock writes (product ids), for the same purpose. */
  stockLog: { version: number; productId: string }[];
  writeQueue: SerialQueue;
}

export const FIRST_INVOICE_NUMBER = 1001;

export function emptyAccount(id: string): AccountState {
  return {
    id,
    products: new Map(),
    skuIndex: new Map(),
    stock: new Map(),
    orders: new Map(),
    shipmentOrder: new Map(),
    contacts: new Map(),
    identifications: new Map(),
    orderSeq: 0,
    numerationNext: {},
    idempotency: new Map(),
    productsVersion: 0,
    stockVersion: 0,
    productLog: [],
    stockLog: [],
    writeQueue: new SerialQueue(),
  };
}

export function identificationKey(type: string | null, number: string): string {
  return `${type ?? ''}|${number}`;
}

/** How many recent writes the logs keep; older ones make the search caches rebuild. */
const CHANGE_LOG_LENGTH = 256;

function log<T>(entries: T[], entry: T): void {
  entries.push(entry);
  if (entries.length > CHANGE_LOG_LENGTH * 2) entries.splice(0, entries.length - CHANGE_LOG_LENGTH);
}

/**
 * Adds or replaces a product (records are replaced, never mutated in place). `logChange`
 * false skips the change log (bulk loads, before any search has run).
 */
export function putProduct(acc: AccountState, product: ProductRecord, logChange = true): void {
  const previous = acc.products.get(product.id) ?? null;
  if (previous?.sku != null && acc.skuIndex.get(previous.sku) === product.id)
    acc.skuIndex.delete(previous.sku);
  acc.products.set(product.id, product);
  if (product.sku !== null) acc.skuIndex.set(product.sku, product.id);
  acc.productsVersion += 1;
  if (logChange) log(acc.productLog, { version: acc.productsVersion, previous, next: product });
}

export function putStock(
  acc: AccountState,
  record: WarehouseProductRecord,
  logChange = true,
): void {
  let byWarehouse = acc.stock.get(record.product_id);
  if (!byWarehouse) {
    byWarehouse = new Map();
    acc.stock.set(record.product_id, byWarehouse);
  }
  byWarehouse.set(record.warehouse_id, record);
  acc.stockVersion += 1;
  if (logChange) log(acc.stockLog, { version: acc.stockVersion, productId: record.product_id });
}

export function putOrder(acc: AccountState, order: OrderRecord): void {
  acc.orders.set(order.id, order);
  if (order.shipment) acc.shipmentOrder.set(order.shipment.id, order.id);
  if (order.number > acc.orderSeq) acc.orderSeq = order.number;
}

export function putContact(acc: AccountState, contact: ContactRecord): void {
  acc.contacts.set(contact.id, contact);
  if (contact.identification_number !== null) {
    acc.identifications.set(
      identificationKey(contact.identification_type, contact.identification_number),
      contact.id,
    );
  }
}

/** Stock and reserved quantity of a product summed over the account's warehouses. */
export function stockTotals(
  acc: AccountState,
  productId: string,
): { stock: number; reserved: number } {
  let stock = 0;
  let reserved = 0;
  const byWarehouse = acc.stock.get(productId);
  if (byWarehouse) {
    for (const record of byWarehouse.values()) {
      stock += record.stock;
      reserved += record.reserved;
    }
  }
  return { stock, reserved };
}

/** The whole sandbox state: one entry per account that has been seen. */
export class SandboxStore {
  readonly accounts = new Map<string, AccountState>();

  account(id: string): AccountState {
    let acc = this.accounts.get(id);
    if (!acc) {
      acc = emptyAccount(id);
      this.accounts.set(id, acc);
    }
    return acc;
  }
}

// ---- persistence format ----

export interface PersistedIdempotencyEntry extends Omit<IdempotencyEntry, 'state'> {
  key: string;
}

export interface PersistedAccount {
  id: string;
  products: ProductRecord[];
  stock: WarehouseProductRecord[];
  orders: OrderRecord[];
  contacts: ContactRecord[];
  orderSeq: number;
  numerationNext: Record<string, number>;
  idempotency: PersistedIdempotencyEntry[];
}

export interface PersistedState {
  format: 'commerce-sandbox-state';
  version: 1;
  savedAt: string;
  accounts: PersistedAccount[];
}

export function snapshot(store: SandboxStore, savedAt: string): PersistedState {
  const accounts: PersistedAccount[] = [];
  for (const acc of store.accounts.values()) {
    const stock: WarehouseProductRecord[] = [];
    for (const byWarehouse of acc.stock.values()) stock.push(...byWarehouse.values());
    const idempotency: PersistedIdempotencyEntry[] = [];
    for (const [key, entry] of acc.idempotency) {
      if (entry.state !== 'done') continue;
      idempotency.push({
        key,
        fingerprint: entry.fingerprint,
        status: entry.status,
        body: entry.body,
        contentType: entry.contentType,
        createdAt: entry.createdAt,
      });
    }
    accounts.push({
      id: acc.id,
      products: [...acc.products.values()],
      stock,
      orders: [...acc.orders.values()],
      contacts: [...acc.contacts.values()],
      orderSeq: acc.orderSeq,
      numerationNext: { ...acc.numerationNext },
      idempotency,
    });
  }
  return { format: 'commerce-sandbox-state', version: 1, savedAt, accounts };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the outline of a persisted file; the records themselves are trusted (we wrote them). */
export function isPersistedState(value: unknown): value is PersistedState {
  if (!isObject(value) || value.format !== 'commerce-sandbox-state' || value.version !== 1)
    return false;
  const accounts = value.accounts;
  if (!Array.isArray(accounts)) return false;
  return accounts.every(
    (a: unknown) =>
      isObject(a) &&
      typeof a.id === 'string' &&
      Array.isArray(a.products) &&
      Array.isArray(a.stock) &&
      Array.isArray(a.orders) &&
      Array.isArray(a.contacts) &&
      typeof a.orderSeq === 'number' &&
      isObject(a.numerationNext) &&
      Array.isArray(a.idempotency),
  );
}

export function restore(state: PersistedState): SandboxStore {
  const store = new SandboxStore();
  for (const saved of state.accounts) {
    const acc = store.account(saved.id);
    for (const p of saved.products) putProduct(acc, p, false);
    for (const s of saved.stock) putStock(acc, s, false);
    for (const o of saved.orders) putOrder(acc, o);
    for (const c of saved.contacts) putContact(acc, c);
    acc.orderSeq = Math.max(acc.orderSeq, saved.orderSeq);
    acc.numerationNext = { ...saved.numerationNext };
    for (const e of saved.idempotency) {
      acc.idempotency.set(e.key, {
        fingerprint: e.fingerprint,
        state: 'done',
        status: e.status,
        body: e.body,
        contentType: e.contentType,
        createdAt: e.createdAt,
      });
    }
  }
  return store;
}
