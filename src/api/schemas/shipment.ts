import { z } from 'zod/mini';
import { nBool, nMap, nNum, nStr, nTimestamp, requiredText, text, typeError } from './common.ts';

/*
 * Shipment and its nested records, twice: snake_case (as carried in an Order) and
 * lowerCamelCase (as answered by the shipment-status call). api/shipments.ts converts the
 * camelCase form to the snake_case one, so pages see one shape.
 */

/**
 * Shipping methods the console knows by name (CONTRACT.md's example order sends `courier`; the
 * sandbox seeds these three). The service takes any text: others are sent and shown as typed.
 */
export const SHIPPING_METHODS = ['courier', 'own_fleet', 'pickup'] as const;

// =============================================================== snake_case

export const locationInfoSchema = z.object({
  input_address: nStr(),
  formatted_address: nStr(),
  type: nStr(),
  lat: nNum(),
  lng: nNum(),
});
export type LocationInfo = z.output<typeof locationInfoSchema>;

export const addressSchema = z.object({
  id: z.string(),
  street: nStr(),
  city: nStr(),
  state: nStr(),
  state_code: nStr(),
  postal_code: nStr(),
  country: nStr(),
  country_code: nStr(),
  contact_name: nStr(),
  contact_email: nStr(),
  contact_phone_code: nStr(),
  contact_phone: nStr(),
  additional_information: nStr(),
  lat: nNum(),
  lng: nNum(),
  location_info: z.nullish(locationInfoSchema),
});
export type Address = z.output<typeof addressSchema>;

/** Shipping label: which data the label prints (booleans) plus a comment. */
export const shippingLabelSchema = z.object({
  comment: nStr(),
  customer_document_number: nBool(),
  organization_phone: nBool(),
  organization_address: nBool(),
  observation: nBool(),
  order_number: nBool(),
  invoice_number: nBool(),
  order_value: nBool(),
  shipping_value: nBool(),
  payment_status: nBool(),
  payment_method: nBool(),
  tracking_number: nBool(),
  tracking_qr: nBool(),
  contact_seller: nBool(),
});
export type ShippingLabel = z.output<typeof shippingLabelSchema>;

export const statusLogCommentSchema = z.object({
  key: nStr(),
  comment: nStr(),
  visibility: nStr(),
  date: nTimestamp(),
});
export type StatusLogComment = z.output<typeof statusLogCommentSchema>;

export const statusLogSchema = z.object({
  status_id: nStr(),
  date: nTimestamp(),
  comments: z.nullish(z.array(statusLogCommentSchema)),
});
export type StatusLog = z.output<typeof statusLogSchema>;

export const shipmentStatusSchema = z.object({
  id: z.string(),
  account_id: nStr(),
  alias_name: nStr(),
  name: nStr(),
  icon: nStr(),
  active: nBool(),
  required_notification: nBool(),
  index: nNum(),
  color: nStr(),
  created_at: nTimestamp(),
  updated_at: nTimestamp(),
  stock_action: nStr(),
});
export type ShipmentStatus = z.output<typeof shipmentStatusSchema>;

/** An element of `cost_items` / `costItems` (same names in both forms). */
export const shipmentCostItemSchema = z.object({
  name: nStr(),
  value: nNum(),
});
export type ShipmentCostItem = z.output<typeof shipmentCostItemSchema>;

export const shipmentSchema = z.object({
  id: z.string(),
  account_id: nStr(),
  order_id: nStr(),
  created_at: nTimestamp(),
  updated_at: nTimestamp(),
  status_updated_at: nTimestamp(),
  ship_from_id: nStr(),
  ship_from: z.nullish(addressSchema),
  ship_to_id: nStr(),
  ship_to: z.nullish(addressSchema),
  courier_id: nStr(),
  archived: nBool(),
  cash_on_delivery_order: nBool(),
  stock_processed: nBool(),
  is_gift: nBool(),
  shipping_label: z.nullish(shippingLabelSchema),
  status_logs: z.nullish(z.array(statusLogSchema)),
  status_id: nStr(),
  status: z.nullish(shipmentStatusSchema),
  out_of_order_costs: nBool(),
  includes_accounts_payable: nBool(),
  shipping_cost: nNum(),
  cost_items: z.nullish(z.array(shipmentCostItemSchema)),
  shipping_method: nStr(),
  total_weight: nNum(),
  is_insured: nBool(),
  insurance_value: nNum(),
  custom_details: nMap(),
  shipping_tracking_link: nStr(),
  shipping_tracking_number: nStr(),
});
export type Shipment = z.output<typeof shipmentSchema>;

// =============================================================== lowerCamelCase

export const locationInfoCamelSchema = z.object({
  inputAddress: nStr(),
  formattedAddress: nStr(),
  type: nStr(),
  lat: nNum(),
  lng: nNum(),
});
export type LocationInfoCamel = z.output<typeof locationInfoCamelSchema>;

export const addressCamelSchema = z.object({
  id: z.string(),
  street: nStr(),
  city: nStr(),
  state: nStr(),
  stateCode: nStr(),
  postalCode: nStr(),
  country: nStr(),
  countryCode: nStr(),
  contactName: nStr(),
  contactEmail: nStr(),
  contactPhoneCode: nStr(),
  contactPhone: nStr(),
  additionalInformation: nStr(),
  lat: nNum(),
  lng: nNum(),
  locationInfo: z.nullish(locationInfoCamelSchema),
});
export type AddressCamel = z.output<typeof addressCamelSchema>;

export const shippingLabelCamelSchema = z.object({
  comment: nStr(),
  customerDocumentNumber: nBool(),
  organizationPhone: nBool(),
  organizationAddress: nBool(),
  observation: nBool(),
  orderNumber: nBool(),
  invoiceNumber: nBool(),
  orderValue: nBool(),
  shippingValue: nBool(),
  paymentStatus: nBool(),
  paymentMethod: nBool(),
  trackingNumber: nBool(),
  trackingQr: nBool(),
  contactSeller: nBool(),
});
export type ShippingLabelCamel = z.output<typeof shippingLabelCamelSchema>;

/** Status log comment: its names are the same in both forms. */
const statusLogCommentCamelSchema = statusLogCommentSchema;
export type StatusLogCommentCamel = z.output<typeof statusLogCommentCamelSchema>;

export const statusLogCamelSchema = z.object({
  statusId: nStr(),
  date: nTimestamp(),
  comments: z.nullish(z.array(statusLogCommentCamelSchema)),
});
export type StatusLogCamel = z.output<typeof statusLogCamelSchema>;

export const shipmentStatusCamelSchema = z.object({
  id: z.string(),
  accountId: nStr(),
  aliasName: nStr(),
  name: nStr(),
  icon: nStr(),
  active: nBool(),
  requiredNotification: nBool(),
  index: nNum(),
  color: nStr(),
  createdAt: nTimestamp(),
  updatedAt: nTimestamp(),
  stockAction: nStr(),
});
export type ShipmentStatusCamel = z.output<typeof shipmentStatusCamelSchema>;

const shipmentCostItemCamelSchema = shipmentCostItemSchema;
export type ShipmentCostItemCamel = z.output<typeof shipmentCostItemCamelSchema>;

export const shipmentCamelSchema = z.object({
  id: z.string(),
  accountId: nStr(),
  orderId: nStr(),
  createdAt: nTimestamp(),
  updatedAt: nTimestamp(),
  statusUpdatedAt: nTimestamp(),
  shipFromId: nStr(),
  shipFrom: z.nullish(addressCamelSchema),
  shipToId: nStr(),
  shipTo: z.nullish(addressCamelSchema),
  courierId: nStr(),
  archived: nBool(),
  cashOnDeliveryOrder: nBool(),
  stockProcessed: nBool(),
  isGift: nBool(),
  shippingLabel: z.nullish(shippingLabelCamelSchema),
  statusLogs: z.nullish(z.array(statusLogCamelSchema)),
  statusId: nStr(),
  status: z.nullish(shipmentStatusCamelSchema),
  outOfOrderCosts: nBool(),
  includesAccountsPayable: nBool(),
  shippingCost: nNum(),
  costItems: z.nullish(z.array(shipmentCostItemCamelSchema)),
  shippingMethod: nStr(),
  totalWeight: nNum(),
  isInsured: nBool(),
  insuranceValue: nNum(),
  customDetails: nMap(),
  shippingTrackingLink: nStr(),
  shippingTrackingNumber: nStr(),
});
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
