import type { OrderFormValues } from './orderForm';

/**
 * The form field a server error path points at. Tax and discount paths below a line's list
 * land on the list's own field; unknown paths stay unmapped (shown above the form).
 */
export function formPathOf(serverPath: string, values: OrderFormValues): string | null {
  const p = serverPath.split('.');
  if (p[0] === 'items') {
    if (p.length === 1) return 'items';
    // eslint-disable-next-line no-restricted-syntax -- an index of the server's error path, not typed input
    const i = Number(p[1]);
    if (!Number.isInteger(i) || i < 0 || i >= values.items.length) return null;
    const field = p[2];
    if (field === undefined) return null;
    if (field === 'is_custom_item') return `items.${i}.custom_item_name`;
    if (field === 'taxes') return `items.${i}.taxes`;
    if (field === 'discounts') {
      // eslint-disable-next-line no-restricted-syntax -- an index of the server's error path, not typed input
      const j = Number(p[3]);
      const discounts = values.items[i]?.discounts ?? [];
      if (p.length >= 5 && Number.isInteger(j) && j >= 0 && j < discounts.length) {
        return `items.${i}.discounts.${j}.${p[4] === 'discount_type' ? 'discount_type' : 'amount'}`;
      }
      return null;
    }
    return ITEM_FIELDS.has(field) ? `items.${i}.${field}` : null;
  }
  if (p[0] === 'shipment') {
    const rest = p.slice(1).join('.');
    if (!values.has_shipment) return null;
    return SHIPMENT_FIELDS.has(rest) ? `shipment.${rest}` : null;
  }
  if (serverPath === 'billing_date' || TOP_FIELDS.has(serverPath)) return serverPath;
  return null;
}

const ITEM_FIELDS = new Set([
  'product_id',
  'custom_item_name',
  'quantity',
  'unit_price',
  'manual_percentage_discount',
  'comment',
]);
const SHIPMENT_FIELDS = new Set([
  'ship_to.street',
  'ship_to.city',
  'ship_to.state',
  'ship_to.country',
  'ship_to.postal_code',
  'ship_to.contact_name',
  'ship_to.contact_email',
  'ship_to.contact_phone',
  'shipping_method',
  'shipping_cost',
  'insurance_value',
]);
const TOP_FIELDS = new Set([
  'customer_id',
  'warehouse_id',
  'currency',
  'comment',
  'payment_terms_days',
  'payment_terms_description',
  'contact_seller_id',
  'order_channel_id',
  'percentage_discount',
  'percentage_tip',
  'total_delivery',
  'order_invoice_numeration_id',
]);
