/** The contract's orders routes (one part of ROUTES, src/api/contract/routes.ts; split so a screen loads only its resource's schemas). */
import { invoiceRequestSchema, orderCreateRequestSchema, orderSchema } from '../schemas/order.ts';
import { READ_ERRORS, WRITE_ERRORS, route } from './route.ts';
import type { RouteRules } from './route.ts';

export const ORDER_ROUTES = {
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
  }),
} as const;

/**
 * The cross-field rules of these routes (OpenAPI descriptions, check-api), apart from the routes
 * so that the console's bundle, which never reads them, leaves the prose out; ROUTES
 * (routes.ts) joins them to their routes.
 */
export const ORDER_RULES = {
  createOrder: [
    'Totals are computed by the service: each line amount rounded to 2 decimals, half away from zero.',
  ],
  invoiceOrder: ['An order already invoiced is a 409.'],
} as const satisfies RouteRules<typeof ORDER_ROUTES>;
