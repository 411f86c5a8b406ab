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
import { CONTACT_ROUTES } from './contacts.ts';
import { HEALTH_ROUTES } from './health.ts';
import { ORDER_ROUTES } from './orders.ts';
import { PRODUCT_ROUTES } from './products.ts';
import { fillPath } from './route.ts';
import { SHIPMENT_ROUTES } from './shipments.ts';
import { STOCK_ROUTES } from './stock.ts';

export type { RouteSpec } from './route.ts';

export const ROUTES = {
  ...HEALTH_ROUTES,
  ...PRODUCT_ROUTES,
  ...STOCK_ROUTES,
  ...ORDER_ROUTES,
  ...SHIPMENT_ROUTES,
  ...CONTACT_ROUTES,
} as const;

export type OperationName = keyof typeof ROUTES;

export const OPERATION_NAMES = Object.keys(ROUTES) as OperationName[];

/** The operation's path with its parameters filled in (each encoded as one segment). */
export function routePath(
  op: OperationName,
  params: Readonly<Record<string, string>> = {},
): string {
  return fillPath(ROUTES[op], params);
}

/** The template in a router's `:name` form (Hono, Express): `/v1/products/:id`. */
export function colonPath(op: OperationName): string {
  return ROUTES[op].path.replace(/\{(\w+)\}/g, ':$1');
}
