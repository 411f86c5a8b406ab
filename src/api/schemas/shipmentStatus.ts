import { z } from 'zod/mini';
import { camelKeysSchema } from '../contract/caseKeys.ts';
import { nStr, requiredText, text, typeError } from './common.ts';
import { shipmentSchema } from './shipment.ts';

/*
 * The shipment-status call, the one call of the service whose command and answer are
 * lowerCamelCase. Its own file: an order carries the snake_case Shipment, so every screen that
 * shows an order loads shipment.ts, while only the screens that move shipments load this one.
 */

/**
 * The shipment as the status call answers it: the members of `shipmentSchema` in lowerCamelCase,
 * derived (never restated); `customDetails`' own keys are data and stay as sent.
 * api/shipments.ts converts it to the snake_case Shipment, so pages see one shape.
 */
export const shipmentCamelSchema = camelKeysSchema(shipmentSchema);
export type ShipmentCamel = z.output<typeof shipmentCamelSchema>;

/**
 * Answer of `PUT /v1/shipments/status/update`: the shipment in lowerCamelCase and a message.
 * The shipment is required: an answer without it cannot be shown.
 */
export const shipmentStatusResponseSchema = z.object({
  shipment: shipmentCamelSchema,
  message: nStr(),
});

// =============================================================== request (CONTRACT.md "Shipments")

/** `PUT /v1/shipments/status/update` body — camelCase, like this endpoint's answer. */
export const shipmentStatusUpdateRequestSchema = z.object(
  {
    shipmentId: requiredText(),
    statusId: requiredText(),
    comment: z.nullish(text()),
  },
  typeError('an object'),
);
export type ShipmentStatusUpdateRequest = z.input<typeof shipmentStatusUpdateRequestSchema>;
export type ShipmentStatusUpdateData = z.output<typeof shipmentStatusUpdateRequestSchema>;
