import type { Hono } from 'hono';
import type { OrderCreateData } from '../../src/api/schemas/index.ts';
import { computeOrderTotals, roundMoney } from '../../src/domain/index.ts';
import type { OrderTotalsInput } from '../../src/domain/index.ts';
import {
  findNumeration,
  firstActiveStatusId,
  shipmentStatusRecord,
  warehouseIds,
} from '../catalog.ts';
import type { SandboxContext } from '../context.ts';
import { conflict, notFound, validationFailed } from '../http.ts';
import type { ErrorDetail } from '../http.ts';
import { blankAddress, blankShippingLabel } from '../records.ts';
import type {
  OrderItemDiscountRecord,
  OrderItemRecord,
  OrderItemTaxRecord,
  OrderRecord,
  ShipmentRecord,
} from '../records.ts';
import { serve } from '../routeTable.ts';
import { FIRST_INVOICE_NUMBER, putOrder } from '../store.ts';
import type { AccountState } from '../store.ts';

/** The body's figures in the shape computeOrderTotals reads (the rules live in src/domain only). */
export function totalsInput(data: OrderCreateData): OrderTotalsInput {
  return {
    items: data.items.map((line) => ({
      quantity: line.quantity,
      unit_price: line.unit_price,
      manual_percentage_discount: line.manual_percentage_discount,
      taxes: (line.taxes ?? []).map((t) => ({
        tax_id: t.tax_id,
        tax_name: t.tax_name,
        tax_percentage: t.tax_percentage,
        tax_value: t.tax_value,
        tax_is_percentage: t.tax_is_percentage,
        tax_is_include: t.tax_is_include ?? false,
      })),
      discounts: line.discounts ?? [],
    })),
    percentage_discount: data.percentage_discount,
    discount_before_tax: data.discount_before_tax,
    percentage_tip: data.percentage_tip,
    tip_before_tax: data.tip_before_tax,
    total_delivery: data.total_delivery,
    shipment: data.shipment ? { shipping_cost: data.shipment.shipping_cost } : null,
  };
}

/** 422 for references the account does not know: customer, warehouse, products, numeration. */
function checkOrderReferences(acc: AccountState, data: OrderCreateData): void {
  const details: ErrorDetail[] = [];
  if (!acc.contacts.has(data.customer_id)) {
    details.push({ path: 'customer_id', message: 'is not a contact of the account' });
  }
  if (
    data.warehouse_id !== undefined &&
    data.warehouse_id !== null &&
    !warehouseIds.has(data.warehouse_id)
  ) {
    details.push({ path: 'warehouse_id', message: 'is not a warehouse of the account' });
  }
  data.items.forEach((line, i) => {
    if (line.is_custom_item === true) return;
    if (!line.product_id || !acc.products.has(line.product_id)) {
      details.push({ path: `items.${i}.product_id`, message: 'is not a product of the account' });
    }
  });
  if (
    data.include_invoice === true &&
    data.order_invoice_numeration_id &&
    !findNumeration(data.order_invoice_numeration_id)
  ) {
    details.push({
      path: 'order_invoice_numeration_id',
      message: 'is not an invoice numeration of the account',
    });
  }
  if (details.length > 0) throw validationFailed(details);
}

export interface BuildOrderArgs {
  acc: AccountState;
  data: OrderCreateData;
  id: string;
  number: number;
  now: string;
  newId: () => string;
}

/** A complete Order record from a validated create body (no invoice yet). */
export function buildOrder({ acc, data, id, number, now, newId }: BuildOrderArgs): OrderRecord {
  const totals = computeOrderTotals(totalsInput(data));
  const warehouseId = data.warehouse_id ?? null;

  const items: OrderItemRecord[] = data.items.map((line, i) => {
    const figures = totals.lines[i];
    if (!figures) throw new Error('computeOrderTotals returned fewer lines than items');
    const itemId = newId();
    const product =
      line.is_custom_item === true || !line.product_id
        ? undefined
        : acc.products.get(line.product_id);
    const location =
      product && warehouseId !== null
        ? (acc.stock.get(product.id)?.get(warehouseId)?.location_code ?? null)
        : null;
    const taxes: OrderItemTaxRecord[] = (line.taxes ?? []).map((t, j) => ({
      id: newId(),
      tax_id: t.tax_id ?? null,
      account_id: acc.id,
      organization_id: null,
      tax_tribute_type: null,
      tax_name: t.tax_name ?? null,
      tax_description: null,
      tax_value: t.tax_value ?? null,
      total_tax_value: figures.tax_values[j] ?? 0,
      tax_percentage: t.tax_percentage ?? null,
      tax_is_include: t.tax_is_include ?? false,
      tax_is_percentage: t.tax_is_percentage,
      accounting_account_id: null,
      order_item_id: itemId,
    }));
    const afterManual = figures.gross - figures.manual_percentage_discount_value;
    const discounts: OrderItemDiscountRecord[] = (line.discounts ?? []).map((d, j) => ({
      id: newId(),
      discount_id: null,
      discount_type: d.discount_type,
      discount_code: null,
      discount_name: d.discount_name ?? null,
      discount_description: null,
      order_item_id: itemId,
      value_base: d.discount_type === 'percentage' ? roundMoney(afterManual) : figures.gross,
      discount_percentage: d.discount_type === 'percentage' ? (d.discount_percentage ?? 0) : null,
      value: figures.discount_values[j] ?? 0,
    }));
    return {
      id: itemId,
      order_id: id,
      product_id: product ? product.id : null,
      account_id: acc.id,
      organization_id: null,
      product_variant_id: null,
      product_category_id: product?.category_id ?? null,
      warehouse_id: warehouseId,
      location_code: location,
      quantity: line.quantity,
      quantity_returned: 0,
      unit_price: line.unit_price,
      base_price: product?.base_price ?? line.unit_price,
      subtotal: figures.subtotal,
      total: figures.total,
      manual_percentage_discount: line.manual_percentage_discount ?? 0,
      manual_percentage_discount_value: figures.manual_percentage_discount_value,
      total_discount: figures.total_discount,
      total_tax: figures.total_tax,
      total_tax_percentage: figures.total_tax_percentage,
      cost_weighted_average: product?.cost_weighted_average ?? null,
      cost_base_weighted_average: product?.cost_base_weighted_average ?? null,
      cost_average: product?.cost_average ?? null,
      cost_base_average: product?.cost_base_average ?? null,
      cost_last_purchase: product?.cost_last_purchase ?? null,
      cost_base_last_purchase: product?.cost_base_last_purchase ?? null,
      comment: line.comment ?? null,
      account_user_id: null,
      position: i + 1,
      is_custom_item: line.is_custom_item === true,
      custom_item_name: line.is_custom_item === true ? (line.custom_item_name ?? null) : null,
      has_returns: false,
      last_return_date: null,
      created_at: now,
      preparation_status: null,
      serials: [],
      optionals_config: null,
      taxes,
      discounts,
      details: {},
      custom_fields: {},
    };
  });

  let shipment: ShipmentRecord | null = null;
  if (data.shipment) {
    const s = data.shipment;
    const statusId = firstActiveStatusId();
    const to = s.ship_to;
    shipment = {
      id: newId(),
      account_id: acc.id,
      order_id: id,
      created_at: now,
      updated_at: now,
      status_updated_at: now,
      ship_from_id: warehouseId,
      ship_from: null,
      ship_to_id: null,
      ship_to: {
        ...blankAddress(),
        id: newId(),
        street: to.street ?? null,
        city: to.city,
        state: to.state ?? null,
        state_code: to.state_code ?? null,
        postal_code: to.postal_code ?? null,
        country: to.country ?? null,
        country_code: to.country_code ?? null,
        contact_name: to.contact_name ?? null,
        contact_email: to.contact_email ? to.contact_email : null,
        contact_phone_code: to.contact_phone_code ?? null,
        contact_phone: to.contact_phone ?? null,
        additional_information: to.additional_information ?? null,
        lat: to.lat ?? null,
        lng: to.lng ?? null,
      },
      courier_id: null,
      archived: false,
      cash_on_delivery_order: s.cash_on_delivery_order ?? false,
      stock_processed: false,
      is_gift: s.is_gift ?? false,
      shipping_label: blankShippingLabel(),
      status_logs: [{ status_id: statusId, date: now, comments: [] }],
      status_id: statusId,
      status: shipmentStatusRecord(statusId, acc.id),
      out_of_order_costs: false,
      includes_accounts_payable: false,
      shipping_cost: s.shipping_cost ?? 0,
      cost_items: s.shipping_cost ? [{ name: 'shipping', value: s.shipping_cost }] : [],
      shipping_method: s.shipping_method ?? null,
      total_weight: null,
      is_insured: s.is_insured ?? false,
      insurance_value: s.insurance_value ?? 0,
      custom_details: {},
      shipping_tracking_link: null,
      shipping_tracking_number: null,
    };
  }

  return {
    id,
    account_id: acc.id,
    organization_id: null,
    account_user_id: null,
    last_account_user_id: null,
    document_type: 'order',
    document_number: String(number),
    document_reference_id: null,
    number,
    customer_id: data.customer_id,
    contact_seller_id: data.contact_seller_id ?? null,
    order_channel_id: data.order_channel_id ?? null,
    warehouse_id: warehouseId,
    allow_logistics_service: shipment !== null,
    shipment,
    status: 'open',
    internal_status: null,
    subtotal: totals.subtotal,
    total_amount: totals.total,
    total_amount_items: totals.total_amount_items,
    total_items_discount: totals.total_items_discount,
    total_manual_percentage_discount_items: totals.total_manual_percentage_discount_items,
    total_tax_items: totals.total_tax_items,
    items_count: totals.items_count,
    items_quantity_count: totals.items_quantity_count,
    total_discount: totals.total_discount,
    total_tip: totals.total_tip,
    total_delivery: totals.total_delivery,
    percentage_tip: data.percentage_tip ?? 0,
    percentage_discount: data.percentage_discount ?? 0,
    tip_before_tax: data.tip_before_tax ?? true,
    discount_before_tax: data.discount_before_tax ?? true,
    total_tax: totals.total_tax,
    total: totals.total,
    total_amount_returns: 0,
    total_paid: 0,
    total_payment: 0,
    total_refund: 0,
    payment_terms_days: data.payment_terms_days ?? null,
    payment_terms_description: data.payment_terms_description ?? null,
    invoice_number: null,
    invoice_created_at: null,
    invoice_available: false,
    is_billed: false,
    e_billing_resolution_id: null,
    e_billing_operation_mode_id: null,
    e_billing_url: null,
    e_billing_cufe: null,
    e_billing_generated: false,
    e_billing_number: null,
    e_billing_document_type: null,
    e_billing_created_at: null,
    includes_tax_withholding: false,
    total_tax_withholdings: 0,
    tax_type: null,
    picking_available: false,
    has_returns: false,
    has_document_returns: false,
    comments_count: 0,
    takeout_order: false,
    is_restaurant: false,
    is_restaurant_close: false,
    is_delivery: shipment !== null,
    is_delivery_close: false,
    comment: data.comment ?? null,
    client_ip_address: null,
    device_id: null,
    last_cash_register_id: null,
    source: 'api',
    tracking_number: null,
    has_notifications: false,
    ecommerce_id: null,
    default_price: null,
    currency: data.currency ?? 'COP',
    include_invoice: data.include_invoice ?? false,
    created_at: now,
    updated_at: now,
    billing_date: data.billing_date ?? null,
    date_created_custom: null,
    last_payment_date: null,
    items,
    tax_withholdings: [],
    tax_total_calculations: totals.taxes_by_name.map((t) => ({
      tax_name: t.name,
      total_tax_value: t.amount,
    })),
    files: [],
    error_messages: [],
    additional_details: {},
    custom_fields: {},
    order_invoice_numeration_id:
      data.include_invoice === true ? (data.order_invoice_numeration_id ?? null) : null,
  };
}

/**
 * Bills an order from a numeration: prefix + the numeration's next number (from 1001), which
 * is taken only here, inside the account's write queue, so numbers are never reused or skipped.
 */
export function invoiceOrder(
  acc: AccountState,
  order: OrderRecord,
  numerationId: string,
  now: string,
): OrderRecord {
  const numeration = findNumeration(numerationId);
  if (!numeration) throw new Error(`unknown numeration ${numerationId}`);
  const next = acc.numerationNext[numeration.id] ?? FIRST_INVOICE_NUMBER;
  acc.numerationNext[numeration.id] = next + 1;
  const billed: OrderRecord = {
    ...order,
    is_billed: true,
    invoice_available: true,
    invoice_number: `${numeration.prefix}${next}`,
    invoice_created_at: now,
    order_invoice_numeration_id: numeration.id,
    status: 'invoiced',
    updated_at: now,
  };
  putOrder(acc, billed);
  return billed;
}

export function createOrder(
  ctx: SandboxContext,
  acc: AccountState,
  data: OrderCreateData,
): OrderRecord {
  checkOrderReferences(acc, data);
  const now = ctx.nowIso();
  const order = buildOrder({
    acc,
    data,
    id: ctx.newId(),
    number: acc.orderSeq + 1,
    now,
    newId: ctx.newId,
  });
  putOrder(acc, order);
  if (data.include_invoice === true && data.order_invoice_numeration_id) {
    return invoiceOrder(acc, order, data.order_invoice_numeration_id, now);
  }
  return order;
}

export function registerOrderRoutes(app: Hono, ctx: SandboxContext): void {
  serve(app, 'createOrder', async (req) => {
    const acc = ctx.account(req.c);
    const data = await req.body();
    return ctx.write(acc, () => createOrder(ctx, acc, data));
  });

  serve(app, 'getOrder', (req) => {
    const acc = ctx.account(req.c);
    const order = acc.orders.get(req.param('id'));
    if (!order) throw notFound('No order with this id');
    return order;
  });

  serve(app, 'invoiceOrder', async (req) => {
    const acc = ctx.account(req.c);
    const id = req.param('id');
    const body = await req.json();
    if (!acc.orders.has(id)) throw notFound('No order with this id');
    const data = req.parse(body);
    if (!findNumeration(data.numeration_id)) {
      throw validationFailed([
        { path: 'numeration_id', message: 'is not an invoice numeration of the account' },
      ]);
    }
    return ctx.write(acc, () => {
      const current = acc.orders.get(id);
      if (!current) throw notFound('No order with this id');
      if (current.is_billed) {
        throw conflict(`The order is already invoiced (${current.invoice_number ?? 'no number'})`);
      }
      return invoiceOrder(acc, current, data.numeration_id, ctx.nowIso());
    });
  });
}
