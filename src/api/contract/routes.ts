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
import { ORDER_ROUTES, ORDER_RULES } from './orders.ts';
import { PRODUCT_ROUTES, PRODUCT_RULES } from './products.ts';
import { fillPath } from './route.ts';
import type { RouteRules, RouteSpec } from './route.ts';
import { SHIPMENT_ROUTES, SHIPMENT_RULES } from './shipments.ts';
import { STOCK_ROUTES, STOCK_RULES } from './stock.ts';

export type { RouteSpec } from './route.ts';

/** Each route with its rules (written apart from it, see RouteSpec.rules). */
function withRules<Table extends Readonly<Record<string, RouteSpec>>>(
  table: Table,
  rules: RouteRules<Table>,
): Table {
  const joined: Record<string, RouteSpec> = {};
  for (const [op, spec] of Object.entries(table)) {
    const opRules = rules[op];
    joined[op] = opRules === undefined ? spec : { ...spec, rules: opRules };
  }
  return joined as Table;
}

export const ROUTES = withRules(
  {
    ...HEALTH_ROUTES,
    ...PRODUCT_ROUTES,
    ...STOCK_ROUTES,
    ...ORDER_ROUTES,
    ...SHIPMENT_ROUTES,
    ...CONTACT_ROUTES,
  } as const,
  { ...PRODUCT_RULES, ...STOCK_RULES, ...ORDER_RULES, ...SHIPMENT_RULES },
);

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
