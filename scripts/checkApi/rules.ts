/**
 * The conformance rules, in the order they run. Each checks one thing the contract states
 * (docs/CONTRACT.md) over HTTP only, and answers a PASS reason or throws (expect.ts). Rules that
 * write share what they create through {@link RunState}: a rule whose input is missing because an
 * earlier one failed is skipped, naming it. Every record a rule creates carries the run's prefix
 * (`check-api-<run id>`) in its name, sku, comment or first name.
 */
import { randomUUID } from 'node:crypto';
import { ROUTES } from '../../src/api/contract/routes.ts';
import type { Contact } from '../../src/api/schemas/contact.ts';
import type { Order } from '../../src/api/schemas/order.ts';
import type { Product } from '../../src/api/schemas/product.ts';
import {
  expectError,
  expectMoney,
  expectSame,
  expectSuccess,
  expectThat,
  RuleFailure,
  RuleSkip,
} from './expect.ts';
import type { ApiClient, RequestOf } from './http.ts';
import { LINE_FIGURES, ORDER_FIGURES, randomTotalsCase, TOTALS_CASES } from './totalsCases.ts';
import type { TotalsCase } from './totalsCases.ts';

/** The contract's catalog ids the check uses (CONTRACT.md: config.json and the sandbox seed). */
export interface CatalogIds {
  warehouseId: string;
  numerationId: string;
  numerationPrefix: string;
  /** The first active shipment status (lowest index): a new shipment's status. */
  firstStatusId: string;
  /** Another active status to move a shipment to. */
  nextStatusId: string;
}

export const CONTRACT_CATALOG: CatalogIds = {
  warehouseId: 'wh-main',
  numerationId: 'num-fe',
  numerationPrefix: 'FE-',
  firstStatusId: 'st-pending',
  nextStatusId: 'st-preparing',
};

/** What the write rules create and later rules use. */
export interface RunState {
  product?: Product;
  contact?: Contact;
  order?: Order;
  invoiced?: Order;
  shipmentMoved?: boolean;
  /** The Idempotency-Key of the replay rule and the quantity its batch added. */
  replayed?: { key: string; quantity: number };
}

export interface RuleContext {
  api: ApiClient;
  /** `check-api-<run id>`: in every record the run creates. */
  prefix: string;
  catalog: CatalogIds;
  random: () => number;
  randomOrders: number;
  state: RunState;
}

export interface Rule {
  name: string;
  /** Changes data on the service: left out of a --read-only run. */
  writes: boolean;
  run(ctx: RuleContext): Promise<string>;
}

const MISSING_ID = () => `check-api-missing-${randomUUID()}`;

function need<T>(value: T | undefined, rule: string): T {
  if (value === undefined) throw new RuleSkip(`needs ${rule}, which did not pass`);
  return value;
}

interface StockFigures {
  stock_available: number;
  reserved: number;
}

/** A product's stock as the search reports it (CONTRACT.md: the only stock read). */
async function stockOf(ctx: RuleContext, product: Product): Promise<StockFigures> {
  const sku = need(product.sku ?? undefined, 'createProduct');
  const ex = await ctx.api.op('searchProducts', { query: sku, page_size: 100 });
  const page = expectSuccess('searchProducts', ex);
  const item = (page.items ?? []).find((i) => i.id === product.id);
  if (!item) throw new RuleFailure(`the search for sku ${sku} does not list the product`, ex);
  if (typeof item.stock_available !== 'number' || typeof item.reserved !== 'number') {
    throw new RuleFailure('the search item has no stock_available or reserved figure', ex);
  }
  return { stock_available: item.stock_available, reserved: item.reserved };
}

function movement(
  ctx: RuleContext,
  product: Product,
  operation: 'add' | 'remove',
  quantity: number,
): RequestOf<'applyStockMovements'>['movements'][number] {
  return {
    warehouse_id: ctx.catalog.warehouseId,
    product_id: product.id,
    operation,
    quantity,
    comment: ctx.prefix,
  };
}

function orderBody(
  ctx: RuleContext,
  contact: Contact,
  product: Product,
  c: Pick<TotalsCase, 'lines' | 'order'>,
): RequestOf<'createOrder'> {
  const { shipping_cost: shippingCost, ...order } = c.order ?? {};
  return {
    customer_id: contact.id,
    warehouse_id: ctx.catalog.warehouseId,
    currency: 'COP',
    comment: ctx.prefix,
    ...order,
    items: c.lines.map((l) => ({ ...l, product_id: product.id })),
    ...(shippingCost === undefined
      ? {}
      : {
          shipment: {
            ship_to: {
              street: 'Cra 7 # 71-21',
              city: 'Bogotá',
              country_code: 'CO',
              contact_name: ctx.prefix,
            },
            shipping_method: 'courier',
            shipping_cost: shippingCost,
          },
        }),
  };
}

// ------------------------------------------------------------------------------ reads

const health: Rule = {
  name: 'health',
  writes: false,
  async run({ api }) {
    const ex = await api.op('health', undefined, {}, { key: 'none' });
    const report = expectSuccess('health', ex);
    expectSame(report.status, 'ok', 'health status', ex);
    return 'GET /health answers 200 without a key, status "ok"';
  },
};

/** A read and a search sent without a key, or with a key the service does not know: 401. */
const authRule = (key: 'none' | 'wrong', name: string, without: string): Rule => ({
  name,
  writes: false,
  async run({ api }) {
    const read = await api.op('getProduct', undefined, { id: MISSING_ID() }, { key });
    expectError(read, 401, 'unauthorized', `GET ${without}`);
    const search = await api.op('searchProducts', {}, {}, { key });
    expectError(search, 401, 'unauthorized', `search ${without}`);
    return `a read and a search ${without} answer 401 unauthorized`;
  },
});

const authMissingKey = authRule('none', 'auth: missing key is 401', 'without X-Api-Key');
const authWrongKey = authRule('wrong', 'auth: wrong key is 401', 'with an unknown key');

const notFound: Rule = {
  name: 'errors: unknown id is 404',
  writes: false,
  async run({ api }) {
    const product = await api.op('getProduct', undefined, { id: MISSING_ID() });
    expectError(product, 404, 'not_found', 'GET an unknown product');
    const order = await api.op('getOrder', undefined, { id: MISSING_ID() });
    expectError(order, 404, 'not_found', 'GET an unknown order');
    return 'unknown product and order ids answer 404 not_found with the error body';
  },
};

const searchPage: Rule = {
  name: 'searchProducts: a page',
  writes: false,
  async run({ api }) {
    const ex = await api.op('searchProducts', { page: 1, page_size: 5 });
    const page = expectSuccess('searchProducts', ex);
    expectSame(page.page, 1, 'page', ex);
    expectSame(page.page_size, 5, 'page_size', ex);
    const items = page.items ?? [];
    expectThat(items.length <= 5, `page_size 5 answered ${items.length} items`, ex);
    const total = page.total_items;
    if (typeof total !== 'number') throw new RuleFailure('the page has no total_items', ex);
    expectSame(
      page.total_pages,
      Math.ceil(total / 5),
      'total_pages = ceil(total_items / page_size)',
      ex,
    );
    const past = await api.op('searchProducts', {
      page: (page.total_pages ?? 0) + 1,
      page_size: 5,
    });
    const pastPage = expectSuccess('searchProducts', past);
    expectSame(pastPage.items?.length ?? 0, 0, 'items of the page past the last', past);
    return `page 1 of ${page.total_pages ?? 0} (${total} products), the page past the last is empty`;
  },
};

const searchValidation: Rule = {
  name: 'errors: invalid search is 422',
  writes: false,
  async run({ api }) {
    const ex = await api.request('POST', ROUTES.searchProducts.path, {
      page_size: 101,
      sort: { field: 'no_such_field', direction: 'asc' },
    });
    expectError(ex, 422, 'validation_failed', 'search with page_size 101 and an unknown sort', [
      'page_size',
      'sort.field',
    ]);
    return 'page_size 101 and an unknown sort field answer 422 with details at page_size, sort.field';
  },
};

// ----------------------------------------------------------------- happy paths (writes)

const createProduct: Rule = {
  name: 'createProduct',
  writes: true,
  async run(ctx) {
    const body = {
      name: `${ctx.prefix} product`,
      sku: `${ctx.prefix}-p1`,
      price: 12500,
      base_price: 10000,
      status: 'active',
    } as const;
    const ex = await ctx.api.op('createProduct', body);
    const product = expectSuccess('createProduct', ex);
    expectThat(product.id !== '', 'the product has no id', ex);
    for (const field of ['name', 'sku', 'price', 'base_price', 'status'] as const) {
      expectSame(product[field], body[field], `product ${field}`, ex);
    }
    ctx.state.product = product;
    return `201, the Product schema, name/sku/price/base_price/status as sent (sku ${body.sku})`;
  },
};

const getProduct: Rule = {
  name: 'getProduct',
  writes: true,
  async run(ctx) {
    const created = need(ctx.state.product, 'createProduct');
    const ex = await ctx.api.op('getProduct', undefined, { id: created.id });
    const product = expectSuccess('getProduct', ex);
    for (const field of ['id', 'name', 'sku', 'price'] as const) {
      expectSame(product[field], created[field], `product ${field}`, ex);
    }
    return '200, the Product schema, the created record';
  },
};

const updateProduct: Rule = {
  name: 'updateProduct',
  writes: true,
  async run(ctx) {
    const created = need(ctx.state.product, 'createProduct');
    const body = { price: 13900, description: `${ctx.prefix} updated` };
    const ex = await ctx.api.op('updateProduct', body, { id: created.id });
    const product = expectSuccess('updateProduct', ex);
    expectSame(product.price, 13900, 'updated price', ex);
    expectSame(product.description, body.description, 'updated description', ex);
    expectSame(product.name, created.name, 'name (absent from the update, so kept)', ex);
    const read = await ctx.api.op('getProduct', undefined, { id: created.id });
    expectSame(expectSuccess('getProduct', read).price, 13900, 'price read back', read);
    ctx.state.product = product;
    return '200, the whole Product with the change, absent fields kept, read back';
  },
};

const searchCreated: Rule = {
  name: 'searchProducts: finds the created product',
  writes: true,
  async run(ctx) {
    const product = need(ctx.state.product, 'createProduct');
    const sku = product.sku ?? '';
    const ex = await ctx.api.op('searchProducts', { query: sku });
    const page = expectSuccess('searchProducts', ex);
    const item = (page.items ?? []).find((i) => i.id === product.id);
    if (!item) throw new RuleFailure(`the search for "${sku}" does not list the product`, ex);
    expectSame(item.sku, sku, 'search item sku', ex);
    expectSame(item.name, product.name, 'search item name', ex);
    expectSame(item.stock_available, 0, 'stock_available of a new product', ex);
    return 'the search by sku lists the product with its name, sku and no stock';
  },
};

const applyStock: Rule = {
  name: 'applyStockMovements',
  writes: true,
  async run(ctx) {
    const product = need(ctx.state.product, 'createProduct');
    const before = await stockOf(ctx, product);
    const ex = await ctx.api.op('applyStockMovements', {
      movements: [{ ...movement(ctx, product, 'add', 10), unit_cost: 8500 }],
    });
    const entries = expectSuccess('applyStockMovements', ex);
    expectSame(entries.length, 1, 'entries (one per warehouse product)', ex);
    const [entry] = entries;
    expectSame(entry?.warehouse_id, ctx.catalog.warehouseId, 'entry warehouse_id', ex);
    expectSame(entry?.product_id, product.id, 'entry product_id', ex);
    expectSame(entry?.stock, 10, 'entry stock after adding 10 to a new product', ex);
    expectSame(entry?.reserved, 0, 'entry reserved', ex);
    const after = await stockOf(ctx, product);
    expectSame(
      after.stock_available - before.stock_available,
      10,
      'stock_available change in the search',
    );
    return '200, one stock result entry with the figures after the batch, the search agrees';
  },
};

const createContact: Rule = {
  name: 'createContact',
  writes: true,
  async run(ctx) {
    const identification = String(1_000_000_000 + Math.floor(ctx.random() * 8_999_999_999));
    const body = {
      first_name: ctx.prefix,
      last_name: 'Conformance',
      email: 'check-api@example.com',
      phone_prefix: '+57',
      phone_number: '3001234567',
      identification_type: 'CC',
      identification_number: identification,
    } as const;
    const ex = await ctx.api.op('createContact', body);
    const contact = expectSuccess('createContact', ex);
    for (const field of [
      'first_name',
      'last_name',
      'email',
      'identification_type',
      'identification_number',
    ] as const) {
      expectSame(contact[field], body[field], `contact ${field}`, ex);
    }
    expectSame(contact.status, 'active', 'contact status', ex);
    ctx.state.contact = contact;
    return '201, the Contact schema, fields as sent, status active';
  },
};

const createOrder: Rule = {
  name: 'createOrder',
  writes: true,
  async run(ctx) {
    const product = need(ctx.state.product, 'createProduct');
    const contact = need(ctx.state.contact, 'createContact');
    const body = orderBody(ctx, contact, product, {
      lines: [{ quantity: 2, unit_price: 12500 }],
      order: { shipping_cost: 8000 },
    });
    const ex = await ctx.api.op('createOrder', body);
    const order = expectSuccess('createOrder', ex);
    expectSame(order.customer_id, contact.id, 'order customer_id', ex);
    expectSame(order.status, 'open', 'order status', ex);
    expectSame(order.is_billed ?? false, false, 'order is_billed', ex);
    expectThat(
      typeof order.number === 'number' && order.number >= 1,
      'the order has no number',
      ex,
    );
    expectSame(order.items?.length, 1, 'order items', ex);
    expectSame(order.items?.[0]?.product_id, product.id, 'items.0.product_id', ex);
    expectMoney(order.total, 33000, 'total (2 x 12500 + shipping 8000)', ex);
    const shipment = order.shipment;
    if (!shipment) throw new RuleFailure('an order sent with a shipment has none', ex);
    expectSame(
      shipment.status_id,
      ctx.catalog.firstStatusId,
      'a new shipment status_id (first active status)',
      ex,
    );
    ctx.state.order = order;
    return `201, the Order schema, number ${order.number ?? '?'}, status open, a shipment in ${ctx.catalog.firstStatusId}`;
  },
};

const getOrder: Rule = {
  name: 'getOrder',
  writes: true,
  async run(ctx) {
    const created = need(ctx.state.order, 'createOrder');
    const ex = await ctx.api.op('getOrder', undefined, { id: created.id });
    const order = expectSuccess('getOrder', ex);
    for (const field of ['id', 'number', 'customer_id', 'total', 'status'] as const) {
      expectSame(order[field], created[field], `order ${field}`, ex);
    }
    expectSame(order.shipment?.id, created.shipment?.id, 'order shipment id', ex);
    return '200, the Order schema, the created order';
  },
};

const invoiceOrder: Rule = {
  name: 'invoiceOrder',
  writes: true,
  async run(ctx) {
    const created = need(ctx.state.order, 'createOrder');
    const { numerationId, numerationPrefix } = ctx.catalog;
    const ex = await ctx.api.op(
      'invoiceOrder',
      { numeration_id: numerationId },
      { id: created.id },
    );
    const order = expectSuccess('invoiceOrder', ex);
    expectSame(order.id, created.id, 'invoiced order id', ex);
    expectSame(order.is_billed, true, 'is_billed', ex);
    expectSame(order.invoice_available, true, 'invoice_available', ex);
    expectSame(order.status, 'invoiced', 'status', ex);
    expectSame(order.order_invoice_numeration_id, numerationId, 'order_invoice_numeration_id', ex);
    expectThat(typeof order.invoice_created_at === 'string', 'invoice_created_at is not set', ex);
    const number = order.invoice_number ?? '';
    const pattern = new RegExp(`^${numerationPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d+$`);
    expectThat(
      pattern.test(number),
      `invoice_number "${number}" is not ${numerationPrefix} + a number`,
      ex,
    );
    ctx.state.invoiced = order;
    // A second invoice, at creation this time, takes a later number of the same numeration.
    const product = need(ctx.state.product, 'createProduct');
    const contact = need(ctx.state.contact, 'createContact');
    const second = await ctx.api.op('createOrder', {
      ...orderBody(ctx, contact, product, { lines: [{ quantity: 1, unit_price: 1000 }] }),
      include_invoice: true,
      order_invoice_numeration_id: numerationId,
    });
    const billed = expectSuccess('createOrder', second);
    const secondNumber = billed.invoice_number ?? '';
    expectThat(
      pattern.test(secondNumber),
      `an order invoiced at creation has invoice_number "${secondNumber}"`,
      second,
    );
    const n = (s: string) => Number(s.slice(numerationPrefix.length));
    expectThat(
      n(secondNumber) > n(number),
      `the next invoice of ${numerationId} is ${secondNumber}, not after ${number}`,
      second,
    );
    return `201, the Order billed as ${number}; an order invoiced at creation got ${secondNumber}`;
  },
};

const changeShipmentStatus: Rule = {
  name: 'changeShipmentStatus',
  writes: true,
  async run(ctx) {
    const order = need(ctx.state.order, 'createOrder');
    const shipmentId = need(order.shipment?.id, 'createOrder');
    const statusId = ctx.catalog.nextStatusId;
    const comment = `${ctx.prefix} moved`;
    const ex = await ctx.api.op('changeShipmentStatus', { shipmentId, statusId, comment });
    const answer = expectSuccess('changeShipmentStatus', ex);
    expectSame(answer.shipment.id, shipmentId, 'shipment.id', ex);
    expectSame(answer.shipment.statusId, statusId, 'shipment.statusId', ex);
    const log = answer.shipment.statusLogs?.at(-1);
    expectSame(log?.statusId, statusId, 'the last status log entry statusId', ex);
    const comments = (log?.comments ?? []).map((c) => c.comment);
    expectThat(
      comments.includes(comment),
      'the last status log entry does not carry the comment',
      ex,
    );
    const read = await ctx.api.op('getOrder', undefined, { id: order.id });
    expectSame(
      expectSuccess('getOrder', read).shipment?.status_id,
      statusId,
      'the order read back: shipment.status_id',
      read,
    );
    ctx.state.shipmentMoved = true;
    return `200, the camelCase answer in ${statusId} with a log entry and the comment; the order read agrees`;
  },
};

// ---------------------------------------------------------------------- errors (writes)

const invalidBody: Rule = {
  name: 'errors: invalid body is 422',
  writes: true,
  async run(ctx) {
    const product = await ctx.api.request(
      'POST',
      ROUTES.createProduct.path,
      { name: `${ctx.prefix} invalid`, price: -1, base_price: 'ten' },
      { idempotencyKey: randomUUID() },
    );
    expectError(product, 422, 'validation_failed', 'a product with price -1 and base_price "ten"', [
      'price',
      'base_price',
    ]);
    // A custom line, so the rule needs no product; the contact may be missing (another 422).
    const order = await ctx.api.op('createOrder', {
      customer_id: ctx.state.contact?.id ?? MISSING_ID(),
      comment: ctx.prefix,
      items: [{ is_custom_item: true, custom_item_name: ctx.prefix, quantity: 0, unit_price: 1 }],
    });
    expectError(order, 422, 'validation_failed', 'an order line with quantity 0', [
      'items.0.quantity',
    ]);
    return '422 validation_failed with details at price, base_price and items.0.quantity';
  },
};

const badJson: Rule = {
  name: 'errors: body that is not JSON is 400',
  writes: true,
  async run({ api }) {
    const ex = await api.op('createProduct', undefined, {}, { raw: '{"name": ' });
    expectError(ex, 400, 'bad_request', 'a product body that is not JSON');
    return '400 bad_request';
  },
};

const conflictStock: Rule = {
  name: 'conflict: removing more stock than there is is 409',
  writes: true,
  async run(ctx) {
    const product = need(ctx.state.product, 'createProduct');
    const before = await stockOf(ctx, product);
    const ex = await ctx.api.op('applyStockMovements', {
      movements: [movement(ctx, product, 'remove', 1_000_000)],
    });
    expectError(ex, 409, 'conflict', 'removing 1000000 units', ['movements.0.quantity']);
    expectSame(await stockOf(ctx, product), before, 'stock after a refused batch');
    return '409 conflict with a detail at movements.0.quantity, stock unchanged';
  },
};

const conflictSku: Rule = {
  name: 'conflict: a used sku is 409',
  writes: true,
  async run(ctx) {
    const product = need(ctx.state.product, 'createProduct');
    const ex = await ctx.api.op('createProduct', {
      name: `${ctx.prefix} duplicate`,
      sku: product.sku ?? '',
    });
    expectError(ex, 409, 'conflict', 'a second product with the same sku');
    return '409 conflict';
  },
};

const conflictInvoice: Rule = {
  name: 'conflict: invoicing an invoiced order is 409',
  writes: true,
  async run(ctx) {
    const order = need(ctx.state.invoiced, 'invoiceOrder');
    const ex = await ctx.api.op(
      'invoiceOrder',
      { numeration_id: ctx.catalog.numerationId },
      { id: order.id },
    );
    expectError(ex, 409, 'conflict', 'invoicing the order again');
    return '409 conflict';
  },
};

const conflictShipment: Rule = {
  name: 'conflict: moving a shipment to its own status is 409',
  writes: true,
  async run(ctx) {
    need(ctx.state.shipmentMoved, 'changeShipmentStatus');
    const shipmentId = need(ctx.state.order?.shipment?.id, 'createOrder');
    const ex = await ctx.api.op('changeShipmentStatus', {
      shipmentId,
      statusId: ctx.catalog.nextStatusId,
    });
    expectError(ex, 409, 'conflict', 'moving the shipment to the status it has');
    return '409 conflict';
  },
};

// --------------------------------------------------------------------------- idempotency

const idempotentReplay: Rule = {
  name: 'idempotency: same key and body replays once',
  writes: true,
  async run(ctx) {
    const product = need(ctx.state.product, 'createProduct');
    const key = randomUUID();
    const body = { movements: [movement(ctx, product, 'add', 3)] };
    const before = await stockOf(ctx, product);
    const first = await ctx.api.op('applyStockMovements', body, {}, { idempotencyKey: key });
    expectSuccess('applyStockMovements', first);
    const again = await ctx.api.op('applyStockMovements', body, {}, { idempotencyKey: key });
    expectSuccess('applyStockMovements', again);
    expectSame(
      again.json,
      first.json,
      'the replayed answer (the first answer, not a second batch)',
      again,
    );
    const after = await stockOf(ctx, product);
    expectSame(
      after.stock_available - before.stock_available,
      3,
      'stock change after the batch and its replay',
    );
    ctx.state.replayed = { key, quantity: 3 };

    const productKey = randomUUID();
    const productBody = { name: `${ctx.prefix} replayed`, sku: `${ctx.prefix}-p2` };
    const created = await ctx.api.op(
      'createProduct',
      productBody,
      {},
      { idempotencyKey: productKey },
    );
    const one = expectSuccess('createProduct', created);
    const replay = await ctx.api.op(
      'createProduct',
      productBody,
      {},
      { idempotencyKey: productKey },
    );
    const two = expectSuccess('createProduct', replay);
    expectSame(two.id, one.id, 'the replayed product id', replay);
    const search = await ctx.api.op('searchProducts', { query: productBody.sku });
    const found = (expectSuccess('searchProducts', search).items ?? []).filter(
      (i) => i.sku === productBody.sku,
    );
    expectSame(found.length, 1, `products with sku ${productBody.sku}`, search);
    return 'a stock batch sent twice moved stock once (+3) with the same answer; a product sent twice exists once';
  },
};

const idempotentReuse: Rule = {
  name: 'idempotency: same key with another body is 422',
  writes: true,
  async run(ctx) {
    const product = need(ctx.state.product, 'createProduct');
    const used = need(ctx.state.replayed, 'idempotency: same key and body replays once');
    const before = await stockOf(ctx, product);
    const ex = await ctx.api.op(
      'applyStockMovements',
      { movements: [movement(ctx, product, 'add', used.quantity + 1)] },
      {},
      { idempotencyKey: used.key },
    );
    expectError(ex, 422, 'idempotency_key_reused', 'the key again with another quantity');
    expectSame(await stockOf(ctx, product), before, 'stock after the refused request');
    return '422 idempotency_key_reused, stock unchanged';
  },
};

// ------------------------------------------------------------------------------- stock

const atomicBatch: Rule = {
  name: 'stock: a failing batch applies nothing',
  writes: true,
  async run(ctx) {
    const product = need(ctx.state.product, 'createProduct');
    const before = await stockOf(ctx, product);
    const ex = await ctx.api.op('applyStockMovements', {
      movements: [movement(ctx, product, 'add', 5), movement(ctx, product, 'remove', 1_000_000)],
    });
    expectError(ex, 409, 'conflict', 'a batch whose last movement removes 1000000', [
      'movements.1.quantity',
    ]);
    const after = await stockOf(ctx, product);
    expectSame(after, before, 'stock after the refused batch (the first movement must not apply)');
    return '409 at movements.1.quantity; stock and reserved as before the batch';
  },
};

// ------------------------------------------------------------------------------ totals

async function checkTotals(ctx: RuleContext, cases: readonly TotalsCase[]): Promise<void> {
  const product = need(ctx.state.product, 'createProduct');
  const contact = need(ctx.state.contact, 'createContact');
  for (const c of cases) {
    const ex = await ctx.api.op('createOrder', orderBody(ctx, contact, product, c));
    const order = expectSuccess('createOrder', ex);
    for (const figure of ORDER_FIGURES) {
      expectMoney(order[figure], c.expected[figure], `${c.name}: ${figure}`, ex);
    }
    expectSame(order.items?.length, c.lines.length, `${c.name}: items`, ex);
    c.expectedLines.forEach((expected, i) => {
      const item = order.items?.[i];
      for (const figure of LINE_FIGURES) {
        expectMoney(item?.[figure], expected[figure], `${c.name}: items.${i}.${figure}`, ex);
      }
    });
  }
}

const totalsByHand: Rule = {
  name: 'totals: hand-computed orders',
  writes: true,
  async run(ctx) {
    await checkTotals(ctx, TOTALS_CASES);
    return `${TOTALS_CASES.length} orders to the cent (${TOTALS_CASES.map((c) => c.name).join('; ')})`;
  },
};

const totalsRandom: Rule = {
  name: 'totals: random orders',
  writes: true,
  async run(ctx) {
    const cases = Array.from({ length: ctx.randomOrders }, (_, i) =>
      randomTotalsCase(ctx.random, i),
    );
    await checkTotals(ctx, cases);
    const lines = cases.reduce((n, c) => n + c.lines.length, 0);
    return `${cases.length} random orders (${lines} lines) to the cent`;
  },
};

// ------------------------------------------------------------------------------ tenancy

const tenancy: Rule = {
  name: 'tenancy: another account sees nothing',
  writes: true,
  async run(ctx) {
    if (!ctx.api.hasOtherKey) throw new RuleSkip('needs --other-key');
    const product = need(ctx.state.product, 'createProduct');
    const order = need(ctx.state.order, 'createOrder');
    const other = { key: 'other' } as const;
    const read = await ctx.api.op('getProduct', undefined, { id: product.id }, other);
    expectError(read, 404, 'not_found', "GET the first account's product with the other key");
    const readOrder = await ctx.api.op('getOrder', undefined, { id: order.id }, other);
    expectError(readOrder, 404, 'not_found', "GET the first account's order with the other key");
    const update = await ctx.api.op(
      'updateProduct',
      { name: `${ctx.prefix} taken` },
      { id: product.id },
      other,
    );
    expectError(update, 404, 'not_found', "PUT the first account's product with the other key");
    const still = await ctx.api.op('getProduct', undefined, { id: product.id });
    expectSame(
      expectSuccess('getProduct', still).name,
      product.name,
      'product name after the refused PUT',
      still,
    );
    const search = await ctx.api.op('searchProducts', { query: product.sku ?? '' }, {}, other);
    const items = expectSuccess('searchProducts', search).items ?? [];
    expectThat(
      !items.some((i) => i.id === product.id),
      'the other key finds the product in the search',
      search,
    );
    const before = await stockOf(ctx, product);
    const stock = await ctx.api.op(
      'applyStockMovements',
      { movements: [movement(ctx, product, 'add', 1)] },
      {},
      other,
    );
    expectError(
      stock,
      422,
      'validation_failed',
      "a stock batch on the first account's product with the other key",
      ['movements.0.product_id'],
    );
    expectSame(await stockOf(ctx, product), before, 'stock after the refused batch');
    const invoice = await ctx.api.op(
      'invoiceOrder',
      { numeration_id: ctx.catalog.numerationId },
      { id: order.id },
      other,
    );
    expectError(
      invoice,
      404,
      'not_found',
      "invoicing the first account's order with the other key",
    );
    const shipmentId = order.shipment?.id;
    if (shipmentId !== undefined) {
      const move = await ctx.api.op(
        'changeShipmentStatus',
        { shipmentId, statusId: ctx.catalog.firstStatusId },
        {},
        other,
      );
      expectError(move, 404, 'not_found', "moving the first account's shipment with the other key");
    }
    return 'the other key gets 404 for the product (GET, PUT), the order (GET, invoice) and the shipment, 422 for a batch on the product, and no search hit';
  },
};

export const RULES: readonly Rule[] = [
  health,
  authMissingKey,
  authWrongKey,
  notFound,
  searchPage,
  searchValidation,
  createProduct,
  getProduct,
  updateProduct,
  searchCreated,
  applyStock,
  createContact,
  createOrder,
  getOrder,
  invoiceOrder,
  changeShipmentStatus,
  invalidBody,
  badJson,
  conflictStock,
  conflictSku,
  conflictInvoice,
  conflictShipment,
  idempotentReplay,
  idempotentReuse,
  atomicBatch,
  totalsByHand,
  totalsRandom,
  tenancy,
];
