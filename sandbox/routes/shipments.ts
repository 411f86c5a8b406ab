import type { Hono } from 'hono';
import { toCamelKeysDeep } from '../../src/api/contract/caseKeys.ts';
import type { ShipmentStatusUpdateData } from '../../src/api/schemas/shipmentStatus.ts';
import { shipmentStatusRecord } from '../catalog.ts';
import type { SandboxContext } from '../context.ts';
import { conflict, notFound, validationFailed } from '../http.ts';
import type { ShipmentRecord, StatusLogRecord } from '../records.ts';
import { serve } from '../routeTable.ts';
import { putOrder } from '../store.ts';
import type { AccountState } from '../store.ts';

export const SHIPMENT_STATUS_UPDATED = 'Shipment status updated';

/** The shipment as the status call answers it: the record in lowerCamelCase (the console's
 * conversion, reversed; `custom_details`' own keys are data and stay as stored). */
function shipmentToCamel(shipment: ShipmentRecord) {
  return toCamelKeysDeep(shipment, { keep: ['custom_details'] });
}

/** Moves a shipment to another active status and appends a status log entry. */
export function changeShipmentStatus(
  acc: AccountState,
  data: ShipmentStatusUpdateData,
  now: string,
): ShipmentRecord {
  const orderId = acc.shipmentOrder.get(data.shipmentId);
  const order = orderId === undefined ? undefined : acc.orders.get(orderId);
  const shipment = order?.shipment;
  if (!order || !shipment) throw notFound('No shipment with this id');
  const status = shipmentStatusRecord(data.statusId, acc.id);
  if (!status) throw validationFailed([{ path: 'statusId', message: 'is not a shipment status' }]);
  if (!status.active)
    throw validationFailed([{ path: 'statusId', message: 'is not an active shipment status' }]);
  if (shipment.status_id === status.id) {
    throw conflict(`The shipment is already in status "${status.name}"`, [
      { path: 'statusId', message: 'is the status the shipment already has' },
    ]);
  }
  const comment = data.comment?.trim();
  const log: StatusLogRecord = {
    status_id: status.id,
    date: now,
    comments: comment ? [{ key: 'comment', comment, visibility: 'internal', date: now }] : [],
  };
  const next: ShipmentRecord = {
    ...shipment,
    status_id: status.id,
    status,
    status_updated_at: now,
    updated_at: now,
    status_logs: [...shipment.status_logs, log],
  };
  putOrder(acc, { ...order, shipment: next, updated_at: now });
  return next;
}

export function registerShipmentRoutes(app: Hono, ctx: SandboxContext): void {
  serve(app, 'changeShipmentStatus', async (req) => {
    const acc = ctx.account(req.c);
    const data = await req.body();
    const shipment = await ctx.write(acc, () => changeShipmentStatus(acc, data, ctx.nowIso()));
    return { shipment: shipmentToCamel(shipment), message: SHIPMENT_STATUS_UPDATED };
  });
}
