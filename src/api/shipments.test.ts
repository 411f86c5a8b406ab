import { describe, expect, it } from 'vitest';
import { shipmentFromCamel } from './shipments';
import { shipmentSchema } from './schemas/shipment';
import { shipmentCamelSchema } from './schemas/shipmentStatus';
import type { ShipmentCamel } from './schemas/shipmentStatus';

const camel: ShipmentCamel = {
  id: 'sh-001',
  accountId: 'acc-demo',
  orderId: 'ord-042',
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-02T09:00:00.000Z',
  statusUpdatedAt: '2026-11-03T10:00:00.000Z',
  shipFromId: 'addr-from',
  shipFrom: {
    id: 'addr-from',
    street: 'Calle 100 # 15-20',
    city: 'Bogotá',
    state: 'Cundinamarca',
    stateCode: 'CUN',
    postalCode: '110111',
    country: 'Colombia',
    countryCode: 'CO',
    contactName: 'Bodega principal',
    contactEmail: 'bodega@example.com',
    contactPhoneCode: '+57',
    contactPhone: '6011111111',
    additionalInformation: 'Muelle 3',
    lat: 4.6867,
    lng: -74.0473,
    locationInfo: {
      inputAddress: 'calle 100 15 20 bogota',
      formattedAddress: 'Cl. 100 #15-20, Bogotá, Colombia',
      type: 'ROOFTOP',
      lat: 4.68671,
      lng: -74.04731,
    },
  },
  shipToId: 'addr-to',
  shipTo: {
    id: 'addr-to',
    street: 'Cra 7 # 71-21',
    city: 'Medellín',
    state: 'Antioquia',
    stateCode: 'ANT',
    postalCode: '050021',
    country: 'Colombia (to)',
    countryCode: 'CX',
    contactName: 'Ana Gómez',
    contactEmail: 'ana@example.com',
    contactPhoneCode: '+58',
    contactPhone: '3001234567',
    additionalInformation: 'Apto 502',
    lat: 6.2442,
    lng: -75.5812,
    locationInfo: {
      inputAddress: 'cra 7 71 21',
      formattedAddress: 'Cra. 7 #71-21, Medellín',
      type: 'APPROXIMATE',
      lat: 6.24421,
      lng: -75.58121,
    },
  },
  courierId: 'courier-9',
  archived: true,
  cashOnDeliveryOrder: false,
  stockProcessed: true,
  isGift: false,
  shippingLabel: {
    comment: 'Fragile',
    customerDocumentNumber: true,
    organizationPhone: false,
    organizationAddress: true,
    observation: false,
    orderNumber: true,
    invoiceNumber: false,
    orderValue: true,
    shippingValue: false,
    paymentStatus: true,
    paymentMethod: false,
    trackingNumber: true,
    trackingQr: false,
    contactSeller: true,
  },
  statusLogs: [
    {
      statusId: 'st-pending',
      date: '2026-11-01T08:00:01.000Z',
      comments: [],
    },
    {
      statusId: 'st-in-transit',
      date: '2026-11-03T10:00:00.000Z',
      comments: [
        {
          key: 'comment',
          comment: 'Left with courier 12',
          visibility: 'internal',
          date: '2026-11-03T10:00:02.000Z',
        },
        {
          key: 'note',
          comment: 'Second note',
          visibility: 'public',
          date: '2026-11-03T10:00:03.000Z',
        },
      ],
    },
  ],
  statusId: 'st-in-transit',
  status: {
    id: 'st-in-transit',
    accountId: 'acc-status',
    aliasName: 'in_transit',
    name: 'In transit',
    icon: 'local_shipping',
    active: true,
    requiredNotification: false,
    index: 3,
    color: '#1e88e5',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    stockAction: 'none',
  },
  outOfOrderCosts: true,
  includesAccountsPayable: false,
  shippingCost: 12000,
  costItems: [
    { name: 'Packaging', value: 1500 },
    { name: 'Insurance', value: 800.5 },
  ],
  shippingMethod: 'courier',
  totalWeight: 2.75,
  isInsured: true,
  insuranceValue: 50000,
  customDetails: { gate: { code: 'B2' }, floor: 5 },
  shippingTrackingLink: 'https://track.example.com/XYZ123',
  shippingTrackingNumber: 'XYZ123',
};

const expectedSnake = {
  id: 'sh-001',
  account_id: 'acc-demo',
  order_id: 'ord-042',
  created_at: '2026-11-01T08:00:00.000Z',
  updated_at: '2026-11-02T09:00:00.000Z',
  status_updated_at: '2026-11-03T10:00:00.000Z',
  ship_from_id: 'addr-from',
  ship_from: {
    id: 'addr-from',
    street: 'Calle 100 # 15-20',
    city: 'Bogotá',
    state: 'Cundinamarca',
    state_code: 'CUN',
    postal_code: '110111',
    country: 'Colombia',
    country_code: 'CO',
    contact_name: 'Bodega principal',
    contact_email: 'bodega@example.com',
    contact_phone_code: '+57',
    contact_phone: '6011111111',
    additional_information: 'Muelle 3',
    lat: 4.6867,
    lng: -74.0473,
    location_info: {
      input_address: 'calle 100 15 20 bogota',
      formatted_address: 'Cl. 100 #15-20, Bogotá, Colombia',
      type: 'ROOFTOP',
      lat: 4.68671,
      lng: -74.04731,
    },
  },
  ship_to_id: 'addr-to',
  ship_to: {
    id: 'addr-to',
    street: 'Cra 7 # 71-21',
    city: 'Medellín',
    state: 'Antioquia',
    state_code: 'ANT',
    postal_code: '050021',
    country: 'Colombia (to)',
    country_code: 'CX',
    contact_name: 'Ana Gómez',
    contact_email: 'ana@example.com',
    contact_phone_code: '+58',
    contact_phone: '3001234567',
    additional_information: 'Apto 502',
    lat: 6.2442,
    lng: -75.5812,
    location_info: {
      input_address: 'cra 7 71 21',
      formatted_address: 'Cra. 7 #71-21, Medellín',
      type: 'APPROXIMATE',
      lat: 6.24421,
      lng: -75.58121,
    },
  },
  courier_id: 'courier-9',
  archived: true,
  cash_on_delivery_order: false,
  stock_processed: true,
  is_gift: false,
  shipping_label: {
    comment: 'Fragile',
    customer_document_number: true,
    organization_phone: false,
    organization_address: true,
    observation: false,
    order_number: true,
    invoice_number: false,
    order_value: true,
    shipping_value: false,
    payment_status: true,
    payment_method: false,
    tracking_number: true,
    tracking_qr: false,
    contact_seller: true,
  },
  status_logs: [
    { status_id: 'st-pending', date: '2026-11-01T08:00:01.000Z', comments: [] },
    {
      status_id: 'st-in-transit',
      date: '2026-11-03T10:00:00.000Z',
      comments: [
        {
          key: 'comment',
          comment: 'Left with courier 12',
          visibility: 'internal',
          date: '2026-11-03T10:00:02.000Z',
        },
        {
          key: 'note',
          comment: 'Second note',
          visibility: 'public',
          date: '2026-11-03T10:00:03.000Z',
        },
      ],
    },
  ],
  status_id: 'st-in-transit',
  status: {
    id: 'st-in-transit',
    account_id: 'acc-status',
    alias_name: 'in_transit',
    name: 'In transit',
    icon: 'local_shipping',
    active: true,
    required_notification: false,
    index: 3,
    color: '#1e88e5',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    stock_action: 'none',
  },
  out_of_order_costs: true,
  includes_accounts_payable: false,
  shipping_cost: 12000,
  cost_items: [
    { name: 'Packaging', value: 1500 },
    { name: 'Insurance', value: 800.5 },
  ],
  shipping_method: 'courier',
  total_weight: 2.75,
  is_insured: true,
  insurance_value: 50000,
  custom_details: { gate: { code: 'B2' }, floor: 5 },
  shipping_tracking_link: 'https://track.example.com/XYZ123',
  shipping_tracking_number: 'XYZ123',
};

/** Every key path of a JSON value, e.g. "ship_to.location_info.lat". */
function keyPaths(v: unknown, prefix = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => keyPaths(x, `${prefix}${i}.`));
  if (typeof v === 'object' && v !== null) {
    return Object.entries(v).flatMap(([k, x]) => [
      `${prefix}${k}`,
      ...keyPaths(x, `${prefix}${k}.`),
    ]);
  }
  return [];
}

describe('shipmentFromCamel', () => {
  it('the sample sets every field of the camelCase schema (so the test covers them all)', () => {
    expect(shipmentCamelSchema.parse(camel)).toEqual(camel);
    expect(Object.keys(camel).sort()).toEqual(Object.keys(shipmentCamelSchema.shape).sort());
    const values = keyPaths(camel).length;
    expect(values).toBeGreaterThan(100);
  });

  it('converts every field, nested records included', () => {
    const snake = shipmentFromCamel(camel);
    expect(snake).toStrictEqual(expectedSnake);
    expect(keyPaths(snake).sort()).toEqual(keyPaths(expectedSnake).sort());
  });

  it('the result is a valid snake_case Shipment with every field', () => {
    const snake = shipmentFromCamel(camel);
    expect(shipmentSchema.parse(snake)).toEqual(expectedSnake);
    expect(Object.keys(snake).sort()).toEqual(Object.keys(shipmentSchema.shape).sort());
  });

  it('the answer of the camel schema converts after parsing (unknown fields dropped)', () => {
    const parsed = shipmentCamelSchema.parse({
      ...camel,
      somethingNew: 1,
      shipTo: { ...camel.shipTo, extra: true },
    });
    expect(shipmentFromCamel(parsed)).toStrictEqual(expectedSnake);
  });

  it('keeps null as null and a missing field missing', () => {
    const sparse = shipmentFromCamel({
      id: 'sh-2',
      shipTo: null,
      statusLogs: null,
      status: null,
      accountId: null,
    });
    expect(sparse.id).toBe('sh-2');
    expect(sparse.ship_to).toBeNull();
    expect(sparse.status_logs).toBeNull();
    expect(sparse.status).toBeNull();
    expect(sparse.account_id).toBeNull();
    expect(sparse.ship_from).toBeUndefined();
    expect(sparse.shipping_label).toBeUndefined();
    expect(shipmentSchema.parse(sparse)).toEqual({
      id: 'sh-2',
      ship_to: null,
      status_logs: null,
      status: null,
      account_id: null,
    });
  });

  it('does not share nested objects with its input', () => {
    const snake = shipmentFromCamel(camel);
    expect(snake.custom_details).not.toBe(camel.customDetails);
    expect(snake.cost_items?.[0]).not.toBe(camel.costItems?.[0]);
  });
});
