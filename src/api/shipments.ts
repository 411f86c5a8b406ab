import { request } from './client';
import type { WriteOptions } from './client';
import { shipmentStatusResponseSchema } from './schemas/shipment';
import type {
  Address,
  AddressCamel,
  LocationInfo,
  LocationInfoCamel,
  Shipment,
  ShipmentCamel,
  ShipmentCostItem,
  ShipmentCostItemCamel,
  ShipmentStatus,
  ShipmentStatusCamel,
  ShipmentStatusUpdateRequest,
  ShippingLabel,
  ShippingLabelCamel,
  StatusLog,
  StatusLogCamel,
  StatusLogComment,
  StatusLogCommentCamel,
} from './schemas/shipment';

/*
 * The shipment-status call is the one camelCase answer of the service. It is converted here,
 * at the boundary, to the snake_case Shipment that orders carry, so pages see one shape.
 */

/** Every key of T present (values may still be null or undefined): the compiler then refuses a
 * converter that forgets a field. */
type AllKeys<T> = { [K in keyof Required<T>]: T[K] };

function mapNullish<T, R>(v: T | null | undefined, f: (t: T) => R): R | null | undefined {
  if (v === null) return null;
  if (v === undefined) return undefined;
  return f(v);
}

export function locationInfoFromCamel(c: LocationInfoCamel): LocationInfo {
  const out: AllKeys<LocationInfo> = {
    input_address: c.inputAddress,
    formatted_address: c.formattedAddress,
    type: c.type,
    lat: c.lat,
    lng: c.lng,
  };
  return out;
}

export function addressFromCamel(c: AddressCamel): Address {
  const out: AllKeys<Address> = {
    id: c.id,
    street: c.street,
    city: c.city,
    state: c.state,
    state_code: c.stateCode,
    postal_code: c.postalCode,
    country: c.country,
    country_code: c.countryCode,
    contact_name: c.contactName,
    contact_email: c.contactEmail,
    contact_phone_code: c.contactPhoneCode,
    contact_phone: c.contactPhone,
    additional_information: c.additionalInformation,
    lat: c.lat,
    lng: c.lng,
    location_info: mapNullish(c.locationInfo, locationInfoFromCamel),
  };
  return out;
}

export function shippingLabelFromCamel(c: ShippingLabelCamel): ShippingLabel {
  const out: AllKeys<ShippingLabel> = {
    comment: c.comment,
    customer_document_number: c.customerDocumentNumber,
    organization_phone: c.organizationPhone,
    organization_address: c.organizationAddress,
    observation: c.observation,
    order_number: c.orderNumber,
    invoice_number: c.invoiceNumber,
    order_value: c.orderValue,
    shipping_value: c.shippingValue,
    payment_status: c.paymentStatus,
    payment_method: c.paymentMethod,
    tracking_number: c.trackingNumber,
    tracking_qr: c.trackingQr,
    contact_seller: c.contactSeller,
  };
  return out;
}

export function statusLogCommentFromCamel(c: StatusLogCommentCamel): StatusLogComment {
  const out: AllKeys<StatusLogComment> = {
    key: c.key,
    comment: c.comment,
    visibility: c.visibility,
    date: c.date,
  };
  return out;
}

export function statusLogFromCamel(c: StatusLogCamel): StatusLog {
  const out: AllKeys<StatusLog> = {
    status_id: c.statusId,
    date: c.date,
    comments: mapNullish(c.comments, (list) => list.map(statusLogCommentFromCamel)),
  };
  return out;
}

export function shipmentStatusFromCamel(c: ShipmentStatusCamel): ShipmentStatus {
  const out: AllKeys<ShipmentStatus> = {
    id: c.id,
    account_id: c.accountId,
    alias_name: c.aliasName,
    name: c.name,
    icon: c.icon,
    active: c.active,
    required_notification: c.requiredNotification,
    index: c.index,
    color: c.color,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    stock_action: c.stockAction,
  };
  return out;
}

function costItemFromCamel(c: ShipmentCostItemCamel): ShipmentCostItem {
  const out: AllKeys<ShipmentCostItem> = { name: c.name, value: c.value };
  return out;
}

/** The lowerCamelCase shipment of the status call, as the snake_case Shipment orders carry. */
export function shipmentFromCamel(c: ShipmentCamel): Shipment {
  const out: AllKeys<Shipment> = {
    id: c.id,
    account_id: c.accountId,
    order_id: c.orderId,
    created_at: c.createdAt,
    updated_at: c.updatedAt,
    status_updated_at: c.statusUpdatedAt,
    ship_from_id: c.shipFromId,
    ship_from: mapNullish(c.shipFrom, addressFromCamel),
    ship_to_id: c.shipToId,
    ship_to: mapNullish(c.shipTo, addressFromCamel),
    courier_id: c.courierId,
    archived: c.archived,
    cash_on_delivery_order: c.cashOnDeliveryOrder,
    stock_processed: c.stockProcessed,
    is_gift: c.isGift,
    shipping_label: mapNullish(c.shippingLabel, shippingLabelFromCamel),
    status_logs: mapNullish(c.statusLogs, (list) => list.map(statusLogFromCamel)),
    status_id: c.statusId,
    status: mapNullish(c.status, shipmentStatusFromCamel),
    out_of_order_costs: c.outOfOrderCosts,
    includes_accounts_payable: c.includesAccountsPayable,
    shipping_cost: c.shippingCost,
    cost_items: mapNullish(c.costItems, (list) => list.map(costItemFromCamel)),
    shipping_method: c.shippingMethod,
    total_weight: c.totalWeight,
    is_insured: c.isInsured,
    insurance_value: c.insuranceValue,
    custom_details: mapNullish(c.customDetails, (m) => ({ ...m })),
    shipping_tracking_link: c.shippingTrackingLink,
    shipping_tracking_number: c.shippingTrackingNumber,
  };
  return out;
}

export interface ShipmentStatusChange {
  /** Converted to snake_case. */
  shipment: Shipment;
  message: string | null;
}

/** PUT /v1/shipments/status/update (camelCase command). The server appends a status log entry. */
export async function changeShipmentStatus(
  cmd: ShipmentStatusUpdateRequest,
  opts: WriteOptions = {},
): Promise<ShipmentStatusChange> {
  const answer = await request({
    method: 'PUT',
    path: '/v1/shipments/status/update',
    body: cmd,
    schema: shipmentStatusResponseSchema,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
  return { shipment: shipmentFromCamel(answer.shipment), message: answer.message ?? null };
}
