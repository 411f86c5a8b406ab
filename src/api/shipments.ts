import { callRoute } from './client';
import type { WriteOptions } from './client';
import { toSnakeKeysDeep } from './contract/caseKeys';
import { SHIPMENT_ROUTES } from './contract/shipments';
import type { Shipment } from './schemas/shipment';
import type { ShipmentCamel, ShipmentStatusUpdateRequest } from './schemas/shipmentStatus';

/*
 * The shipment-status call is the one camelCase answer of the service. It is converted here,
 * at the boundary, to the snake_case Shipment that orders carry, so pages see one shape.
 */

/** The lowerCamelCase shipment of the status call, as the snake_case Shipment orders carry
 * (`customDetails` is a map: its own keys are kept as sent). */
export function shipmentFromCamel(camel: ShipmentCamel): Shipment {
  return toSnakeKeysDeep(camel, { keep: ['customDetails'] });
}

export interface ShipmentStatusChange {
  /** Converted to snake_case. */
  shipment: Shipment;
  message: string | null;
}

/** Moves a shipment to another status (a camelCase command). The server appends a status log entry. */
export async function changeShipmentStatus(
  cmd: ShipmentStatusUpdateRequest,
  opts: WriteOptions = {},
): Promise<ShipmentStatusChange> {
  const answer = await callRoute(SHIPMENT_ROUTES.changeShipmentStatus, {
    body: cmd,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
  return { shipment: shipmentFromCamel(answer.shipment), message: answer.message ?? null };
}
