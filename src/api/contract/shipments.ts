/** The contract's shipments routes (one part of ROUTES, src/api/contract/routes.ts; split so a screen loads only its resource's schemas). */
import {
  shipmentStatusResponseSchema,
  shipmentStatusUpdateRequestSchema,
} from '../schemas/shipment.ts';
import { WRITE_ERRORS, route } from './route.ts';

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
    rules: [
      'Field names are camelCase in this command and its answer (service-interface.md).',
      'A shipment already in the requested status is a 409.',
    ],
  }),
} as const;
