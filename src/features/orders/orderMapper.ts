import type {
  OrderCreateRequest,
  OrderDiscountRequest,
  OrderItemRequest,
  OrderShipmentRequest,
  OrderTaxRequest,
} from '../../api/schemas/order';
import type { TaxConfig } from '../../config/schema';
import { computeOrderTotals } from '../../domain/totals';
import type { LineTotals, OrderTotals, OrderTotalsInput } from '../../domain/totals';
import { entryNumber } from '../../ui/formFields';
import { isDateText } from './orderForm';
import type { DiscountValues, LineValues, OrderFormValues, ShipmentValues } from './orderForm';

/*
 * Form values -> `POST /v1/orders` body. Pure, and total: it maps any values, valid or not
 * (text that is not a number counts as 0 or as "not given"), because the live preview runs
 * it on every keystroke. What is sent is the same function's answer for values that passed
 * the form's checks, so the preview always describes exactly the body that will be sent.
 */

export interface MapperCatalog {
  taxes: readonly TaxConfig[];
}

/** The number of an entry, or null when empty or not a number. */
const numberOf = entryNumber;

/** Trimmed text, or undefined when blank. */
function textOf(text: string): string | undefined {
  const t = text.trim();
  return t === '' ? undefined : t;
}

function put<T extends object, K extends keyof T>(
  target: T,
  key: K,
  value: T[K] | undefined | null,
): void {
  if (value !== undefined && value !== null) target[key] = value;
}

/** A catalog tax as an order line's tax: the tax line's own fields drive the arithmetic. */
export function taxRequestOf(tax: TaxConfig): OrderTaxRequest {
  const isPercentage = tax.percentage !== undefined;
  return {
    tax_id: tax.id,
    tax_name: tax.name,
    tax_is_percentage: isPercentage,
    tax_is_include: tax.included,
    ...(isPercentage ? { tax_percentage: tax.percentage } : { tax_value: tax.value ?? 0 }),
  };
}

function discountRequestOf(d: DiscountValues): OrderDiscountRequest {
  const amount = numberOf(d.amount) ?? 0;
  const body: OrderDiscountRequest =
    d.discount_type === 'percentage'
      ? { discount_type: 'percentage', discount_percentage: amount }
      : { discount_type: 'value', value: amount };
  put(body, 'discount_name', textOf(d.discount_name));
  return body;
}

export function lineRequestOf(line: LineValues, catalog: MapperCatalog): OrderItemRequest {
  const body: OrderItemRequest = {
    quantity: numberOf(line.quantity) ?? 0,
    unit_price: numberOf(line.unit_price) ?? 0,
  };
  if (line.kind === 'custom') {
    body.is_custom_item = true;
    body.custom_item_name = line.custom_item_name.trim();
  } else {
    body.product_id = line.product_id.trim();
    body.is_custom_item = false;
  }
  put(body, 'manual_percentage_discount', numberOf(line.manual_percentage_discount));
  put(body, 'comment', textOf(line.comment));
  const seen = new Set<string>();
  const taxes: OrderTaxRequest[] = [];
  for (const id of line.taxes) {
    const tax = catalog.taxes.find((t) => t.id === id);
    if (!tax || seen.has(id)) continue;
    seen.add(id);
    taxes.push(taxRequestOf(tax));
  }
  if (taxes.length > 0) body.taxes = taxes;
  if (line.discounts.length > 0) body.discounts = line.discounts.map(discountRequestOf);
  return body;
}

function shipmentRequestOf(s: ShipmentValues): OrderShipmentRequest {
  const to = s.ship_to;
  const shipTo: OrderShipmentRequest['ship_to'] = { city: to.city.trim() };
  put(shipTo, 'street', textOf(to.street));
  put(shipTo, 'state', textOf(to.state));
  put(shipTo, 'country', textOf(to.country));
  put(shipTo, 'postal_code', textOf(to.postal_code));
  put(shipTo, 'contact_name', textOf(to.contact_name));
  put(shipTo, 'contact_email', textOf(to.contact_email));
  put(shipTo, 'contact_phone', textOf(to.contact_phone));
  const body: OrderShipmentRequest = {
    ship_to: shipTo,
    is_gift: s.is_gift,
    cash_on_delivery_order: s.cash_on_delivery_order,
    is_insured: s.is_insured,
  };
  put(body, 'shipping_method', textOf(s.shipping_method));
  put(body, 'shipping_cost', numberOf(s.shipping_cost));
  if (s.is_insured) put(body, 'insurance_value', numberOf(s.insurance_value));
  return body;
}

/** The `POST /v1/orders` body of the form's values. */
export function toOrderCreateRequest(
  values: OrderFormValues,
  catalog: MapperCatalog,
): OrderCreateRequest {
  const body: OrderCreateRequest = {
    customer_id: values.customer_id.trim(),
    items: values.items.map((line) => lineRequestOf(line, catalog)),
    discount_before_tax: values.discount_before_tax,
    tip_before_tax: values.tip_before_tax,
    include_invoice: values.include_invoice,
  };
  put(body, 'warehouse_id', textOf(values.warehouse_id));
  put(body, 'currency', textOf(values.currency)?.toUpperCase());
  put(body, 'contact_seller_id', textOf(values.contact_seller_id));
  put(body, 'order_channel_id', textOf(values.order_channel_id));
  put(body, 'comment', textOf(values.comment));
  put(body, 'payment_terms_days', numberOf(values.payment_terms_days));
  put(body, 'payment_terms_description', textOf(values.payment_terms_description));
  put(body, 'percentage_discount', numberOf(values.percentage_discount));
  put(body, 'percentage_tip', numberOf(values.percentage_tip));
  put(body, 'total_delivery', numberOf(values.total_delivery));
  if (values.has_shipment) body.shipment = shipmentRequestOf(values.shipment);
  if (isDateText(values.billing_date)) body.billing_date = `${values.billing_date}T00:00:00.000Z`;
  if (values.include_invoice)
    put(body, 'order_invoice_numeration_id', textOf(values.order_invoice_numeration_id));
  return body;
}

/** A request body's figures, in the shape computeOrderTotals reads. */
export function totalsInputOf(body: OrderCreateRequest): OrderTotalsInput {
  return {
    items: body.items.map((line) => ({
      quantity: line.quantity,
      unit_price: line.unit_price,
      manual_percentage_discount: line.manual_percentage_discount,
      taxes: (line.taxes ?? []).map((t) => ({ ...t, tax_is_include: t.tax_is_include ?? false })),
      discounts: line.discounts ?? [],
    })),
    percentage_discount: body.percentage_discount,
    discount_before_tax: body.discount_before_tax,
    percentage_tip: body.percentage_tip,
    tip_before_tax: body.tip_before_tax,
    total_delivery: body.total_delivery,
    shipment: body.shipment ? { shipping_cost: body.shipment.shipping_cost } : null,
  };
}

/** The live preview: the totals the service will state for this body. */
export function previewTotals(body: OrderCreateRequest): OrderTotals {
  return computeOrderTotals(totalsInputOf(body));
}

/** One line's figures (a line's figures depend on that line only). */
export function previewLine(line: LineValues, catalog: MapperCatalog): LineTotals | undefined {
  return previewTotals({ customer_id: '', items: [lineRequestOf(line, catalog)] }).lines[0];
}
