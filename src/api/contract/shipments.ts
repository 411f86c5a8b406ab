/** The contract's shipments routes (one part of ROUTES, src/api/contract/routes.ts; split so a screen loads only its resource's schemas). */
import {
  shipmentStatusResponseSchema,
  shipmentStatusUpdateRequestSchema,
} from '../schemas/shipmentStatus.ts';
import { WRITE_ERRORS, route } from './route.ts';
import type { RouteRules } from './route.ts';

export const SHIPMENT_ROUTES = {
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
  }),
} as const;

/**
 * The cross-field rules of these routes (OpenAPI descriptions, check-api), apart from the routes
 * so that the console's bundle, which never reads them, leaves the prose out; ROUTES
 * (routes.ts) joins them to their routes.
 */
export const SHIPMENT_RULES = {
  changeShipmentStatus: [
    'Field names are camelCase in this command and its answer (service-interface.md).',
    'A shipment already in the requested status is a 409.',
  ],
} as const satisfies RouteRules<typeof SHIPMENT_ROUTES>;
