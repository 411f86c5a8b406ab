/** The contract's stock routes (one part of ROUTES, src/api/contract/routes.ts; split so a screen loads only its resource's schemas). */
import { stockResultListSchema, stockUpdateListRequestSchema } from '../schemas/stock.ts';
import { WRITE_ERRORS, route } from './route.ts';
import type { RouteRules } from './route.ts';

export const STOCK_ROUTES = {
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
  }),
} as const;

/**
 * The cross-field rules of these routes (OpenAPI descriptions, check-api), apart from the routes
 * so that the console's bundle, which never reads them, leaves the prose out; ROUTES
 * (routes.ts) joins them to their routes.
 */
export const STOCK_RULES = {
  applyStockMovements: [
    'Atomic: if any movement fails, none is applied.',
    '`reservation` `reserve` is allowed only with operation `add`, `release` only with `remove` (else 422).',
    'After every movement 0 <= reserved <= stock must hold for each warehouse product; a batch that breaks it is a 409.',
    'The answer has one entry per distinct (warehouse_id, product_id) pair, in order of first appearance.',
  ],
} as const satisfies RouteRules<typeof STOCK_ROUTES>;
