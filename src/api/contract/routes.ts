/**
 * The contract's route table (issue #19): every operation the console calls and the sandbox
 * serves, once. The console's operations (src/api/*.ts), the sandbox's routes
 * (sandbox/routes/*.ts), the OpenAPI document (`npm run openapi`) and the conformance check
 * (`npm run check-api`) all read it; nothing else states a method, a path, a success status or
 * a body shape.
 *
 * Sources: docs/service-interface.md (methods and paths it shows) and docs/CONTRACT.md (what it
 * leaves "not shown": the order read and invoice paths, bodies, statuses, idempotency).
 */
import type { z } from 'zod/mini';
import { contactCreateRequestSchema, contactSchema } from '../schemas/contact.ts';
import { healthReportSchema } from '../schemas/health.ts';
import { invoiceRequestSchema, orderCreateRequestSchema, orderSchema } from '../schemas/order.ts';
import {
  productCreateRequestSchema,
  productSchema,
  productSearchPageSchema,
  productSearchRequestSchema,
  productUpdateRequestSchema,
} from '../schemas/product.ts';
import {
  shipmentStatusResponseSchema,
  shipmentStatusUpdateRequestSchema,
} from '../schemas/shipment.ts';
import { stockResultListSchema, stockUpdateListRequestSchema } from '../schemas/stock.ts';

export type RouteMethod = 'GET' | 'POST' | 'PUT';

/** An error status the contract says the operation can answer (CONTRACT.md, Errors). */
export type ErrorStatus = 400 | 401 | 404 | 409 | 422 | 429 | 500;

export interface RouteSpec<
  Req extends z.ZodMiniType | null = z.ZodMiniType | null,
  Res extends z.ZodMiniType = z.ZodMiniType,
> {
  readonly method: RouteMethod;
  /** OpenAPI-style template relative to the base address: `/v1/products/{id}`. */
  readonly path: string;
  /** The names of the `{…}` parameters in `path`, in order. */
  readonly params: readonly string[];
  /** One-line summary (OpenAPI `summary`, check-api's report). */
  readonly summary: string;
  /** `service-interface` when the service's description shows method and path; `contract` when CONTRACT.md assumes them. */
  readonly pathSource: 'service-interface' | 'contract';
  readonly request: Req;
  readonly response: Res;
  readonly successStatus: 200 | 201;
  readonly errorStatuses: readonly ErrorStatus[];
  /** The write carries an Idempotency-Key (CONTRACT.md, Transport). */
  readonly idempotent: boolean;
  /** The `X-Api-Key` header is sent (every `/v1` call; never `/health`). */
  readonly authenticated: boolean;
  /** A read: safe to retry and to call in a read-only conformance run (the search is a POST but reads). */
  readonly read: boolean;
  /** Cross-field rules JSON Schema cannot say, for the OpenAPI description. */
  readonly rules?: readonly string[];
}

const READ_ERRORS = [401, 429, 500] as const satisfies readonly ErrorStatus[];
const WRITE_ERRORS = [400, 401, 409, 422, 429, 500] as const satisfies readonly ErrorStatus[];

function route<Req extends z.ZodMiniType | null, Res extends z.ZodMiniType>(
  spec: RouteSpec<Req, Res>,
): RouteSpec<Req, Res> {
  return spec;
}

export const ROUTES = {
  health: route({
    method: 'GET',
    path: '/health',
    params: [],
    summary: 'Health check',
    pathSource: 'service-interface',
    request: null,
    response: healthReportSchema,
    successStatus: 200,
    errorStatuses: [500],
    idempotent: false,
    authenticated: false,
    read: true,
  }),
  searchProducts: route({
    method: 'POST',
    path: '/v1/products/search',
    params: [],
    summary: 'Search products',
    pathSource: 'service-interface',
    request: productSearchRequestSchema,
    response: productSearchPageSchema,
    successStatus: 200,
    errorStatuses: [400, 422, ...READ_ERRORS],
    idempotent: false,
    authenticated: true,
    read: true,
    rules: [
      '`page_size` is at most 100; `sort` names one of the contract sort fields.',
      'A read although a POST: no Idempotency-Key.',
    ],
  }),
  getProduct: route({
    method: 'GET',
    path: '/v1/products/{id}',
    params: ['id'],
    summary: 'Get product by id',
    pathSource: 'service-interface',
    request: null,
    response: productSchema,
    successStatus: 200,
    errorStatuses: [404, ...READ_ERRORS],
    idempotent: false,
    authenticated: true,
    read: true,
  }),
  createProduct: route({
    method: 'POST',
    path: '/v1/products',
    params: [],
    summary: 'Create product',
    pathSource: 'service-interface',
    request: productCreateRequestSchema,
    response: productSchema,
    successStatus: 201,
    errorStatuses: WRITE_ERRORS,
    idempotent: true,
    authenticated: true,
    read: false,
    rules: ['A `sku` already used by another product of the account is a 409.'],
  }),
  updateProduct: route({
    method: 'PUT',
    path: '/v1/products/{id}',
    params: ['id'],
    summary: 'Update product (partial: absent fields keep their value)',
    pathSource: 'service-interface',
    request: productUpdateRequestSchema,
    response: productSchema,
    successStatus: 200,
    errorStatuses: [404, ...WRITE_ERRORS],
    idempotent: true,
    authenticated: true,
    read: false,
    rules: ['A `sku` already used by another product of the account is a 409.'],
  }),
  applyStockMovements: route({
    method: 'POST',
    path: '/v1/warehouse-products/stock/update-list',
    params: [],
    summary: 'Update stock for multiple warehouse products (atomic batch)',
    pathSource: 'service-interface',
    request: stockUpdateListRequestSchema,
    response: stockResultListSchema,
    successStatus: 200,
    errorStatuses: WRITE_ERRORS,
    idempotent: true,
    authenticated: true,
    read: false,
    rules: [
      'Atomic: if any movement fails, none is applied.',
      '`reservation` `reserve` is allowed only with operation `add`, `release` only with `remove` (else 422).',
      'After every movement 0 <= reserved <= stock must hold for each warehouse product; a batch that breaks it is a 409.',
      'The answer has one entry per distinct (warehouse_id, product_id) pair, in order of first appearance.',
    ],
  }),
  createOrder: route({
    method: 'POST',
    path: '/v1/orders',
    params: [],
    summary: 'Create order',
    pathSource: 'service-interface',
    request: orderCreateRequestSchema,
    response: orderSchema,
    successStatus: 201,
    errorStatuses: WRITE_ERRORS,
    idempotent: true,
    authenticated: true,
    read: false,
    rules: [
      'Totals are computed by the service: each line amount rounded to 2 decimals, half away from zero.',
    ],
  }),
  getOrder: route({
    method: 'GET',
    path: '/v1/orders/{id}',
    params: ['id'],
    summary: 'Get order by id',
    pathSource: 'contract',
    request: null,
    response: orderSchema,
    successStatus: 200,
    errorStatuses: [404, ...READ_ERRORS],
    idempotent: false,
    authenticated: true,
    read: true,
  }),
  invoiceOrder: route({
    method: 'POST',
    path: '/v1/orders/{id}/invoice',
    params: ['id'],
    summary: 'Create an invoice for an order from a numeration',
    pathSource: 'contract',
    request: invoiceRequestSchema,
    response: orderSchema,
    successStatus: 201,
    errorStatuses: [404, ...WRITE_ERRORS],
    idempotent: true,
    authenticated: true,
    read: false,
    rules: ['An order already invoiced is a 409.'],
  }),
  changeShipmentStatus: route({
    method: 'PUT',
    path: '/v1/shipments/status/update',
    params: [],
    summary: 'Change shipment status (camelCase command and answer)',
    pathSource: 'service-interface',
    request: shipmentStatusUpdateRequestSchema,
    response: shipmentStatusResponseSchema,
    successStatus: 200,
    errorStatuses: [404, ...WRITE_ERRORS],
    idempotent: true,
    authenticated: true,
    read: false,
    rules: [
      'Field names are camelCase in this command and its answer (service-interface.md).',
      'A shipment already in the requested status is a 409.',
    ],
  }),
  createContact: route({
    method: 'POST',
    path: '/v1/contacts',
    params: [],
    summary: 'Create contact',
    pathSource: 'service-interface',
    request: contactCreateRequestSchema,
    response: contactSchema,
    successStatus: 201,
    errorStatuses: WRITE_ERRORS,
    idempotent: true,
    authenticated: true,
    read: false,
  }),
} as const;

export type OperationName = keyof typeof ROUTES;
export type RouteOf<Op extends OperationName> = (typeof ROUTES)[Op];

export const OPERATION_NAMES = Object.keys(ROUTES) as OperationName[];

/** A path segment made of an id: encoded, and never empty nor a dot segment. */
export function idSegment(id: string): string {
  if (typeof id !== 'string' || id === '' || id === '.' || id === '..') {
    throw new TypeError('An id must be a non-empty string');
  }
  return encodeURIComponent(id);
}

/** The operation's path with its parameters filled in (each encoded as one segment). */
export function routePath(
  op: OperationName,
  params: Readonly<Record<string, string>> = {},
): string {
  const spec = ROUTES[op];
  return spec.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${op}: missing path parameter ${name}`);
    return idSegment(value);
  });
}

/** The template in a router's `:name` form (Hono, Express): `/v1/products/:id`. */
export function colonPath(op: OperationName): string {
  return ROUTES[op].path.replace(/\{(\w+)\}/g, ':$1');
}
