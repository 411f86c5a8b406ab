import { z } from 'zod/mini';
import { nBool, nMap, nNum, nStr, nTimestamp } from './common.ts';

/*
 * Shipment and its nested records in snake_case, as carried in an Order. The lowerCamelCase form
 * the shipment-status call answers is derived from them (shipmentStatus.ts).
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

/** An element of `cost_items`. */
export const shipmentCostItemSchema = z.object({
  name: nStr(),
  value: nNum(),
});

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
