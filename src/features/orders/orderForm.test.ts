import { describe, expect, it } from 'vitest';
import { emptyLine, emptyOrderForm, isDateText, orderDraftSchema, orderFormSchema } from './orderForm';
import { formPathOf } from './orderFormPaths';
import type { OrderFormValues } from './orderForm';

function valid(over: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    ...emptyOrderForm({ warehouseId: 'wh-main', currency: 'COP' }),
    customer_id: 'c-1',
    items: [{ ...emptyLine(), product_id: 'p-1', product_name: 'Coffee', quantity: '2', unit_price: '1000' }],
    ...over,
  };
}

/** path -> message of every issue the form's schema reports. */
function issues(values: OrderFormValues): Record<string, string> {
  const result = orderFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const line = (over: Partial<OrderFormValues['items'][number]>) => ({ ...valid().items[0]!, ...over });

describe('order form checks', () => {
  it('accepts a plain order', () => {
    expect(issues(valid())).toEqual({});
  });

  it('asks for a customer and at least one line', () => {
    expect(issues(valid({ customer_id: '  ', items: [] }))).toEqual({
      customer_id: 'orders:errors.customerRequired',
      items: 'orders:errors.noLines',
    });
  });

  it('refuses a quantity of 0 or less, a price with letters, a discount over 100 %', () => {
    expect(
      issues(
        valid({
          items: [
            line({ quantity: '0' }),
            line({ quantity: '-2', unit_price: '12a' }),
            line({ manual_percentage_discount: '100.5', discounts: [{ discount_type: 'percentage', discount_name: '', amount: '150' }] }),
          ],
          percentage_discount: '101',
        }),
      ),
    ).toEqual({
      'items.0.quantity': 'form.positive',
      'items.1.quantity': 'form.positive',
      'items.1.unit_price': 'form.number',
      'items.2.manual_percentage_discount': 'orders:errors.percentMax',
      'items.2.discounts.0.amount': 'orders:errors.percentMax',
      percentage_discount: 'orders:errors.percentMax',
    });
  });

  it('allows a value discount over 100 (an amount), but not an empty one', () => {
    expect(issues(valid({ items: [line({ discounts: [{ discount_type: 'value', discount_name: '', amount: '2500' }] })] }))).toEqual({});
    expect(issues(valid({ items: [line({ discounts: [{ discount_type: 'value', discount_name: '', amount: '' }] })] }))).toEqual({
      'items.0.discounts.0.amount': 'form.required',
    });
  });

  it('asks a product line for its product and a custom line for its name, even with other errors', () => {
    expect(
      issues(valid({ items: [line({ product_id: '', quantity: 'x' }), { ...emptyLine('custom'), quantity: '1', unit_price: '5' }] })),
    ).toEqual({
      'items.0.quantity': 'form.number',
      'items.0.product_id': 'orders:errors.productRequired',
      'items.1.custom_item_name': 'orders:errors.customNameRequired',
    });
  });

  it('asks a shipment for its city only when the shipment is on', () => {
    expect(issues(valid({ has_shipment: false }))).toEqual({});
    expect(issues(valid({ has_shipment: true }))).toEqual({ 'shipment.ship_to.city': 'orders:errors.cityRequired' });
    const shipment = { ...valid().shipment, ship_to: { ...valid().shipment.ship_to, city: 'Cali', contact_email: 'nope' }, shipping_cost: '1,5' };
    expect(issues(valid({ has_shipment: true, shipment }))).toEqual({ 'shipment.ship_to.contact_email': 'form.email' });
  });

  it('asks for the numeration when invoicing now, a real billing date and a currency code', () => {
    expect(issues(valid({ include_invoice: true, billing_date: '2026-02-30', currency: 'pesos' }))).toEqual({
      order_invoice_numeration_id: 'orders:errors.numerationRequired',
      billing_date: 'orders:errors.date',
      currency: 'orders:errors.currency',
    });
    expect(isDateText('2028-02-29')).toBe(true);
    expect(isDateText('incomplete')).toBe(false);
  });

  it('keeps any typed values in a draft, valid or not', () => {
    const typed = valid({ customer_id: '', items: [line({ quantity: 'abc' })] });
    expect(orderDraftSchema.parse(typed)).toEqual(typed);
  });
});

describe('formPathOf (server error paths -> form fields)', () => {
  const values = valid({
    items: [line({}), line({ discounts: [{ discount_type: 'value', discount_name: '', amount: '1' }] })],
    has_shipment: true,
  });
  it.each([
    ['items.1.quantity', 'items.1.quantity'],
    ['items.0.product_id', 'items.0.product_id'],
    ['items.1.discounts.0.value', 'items.1.discounts.0.amount'],
    ['items.1.discounts.0.discount_percentage', 'items.1.discounts.0.amount'],
    ['items.0.taxes.1.tax_value', 'items.0.taxes'],
    ['items.0.is_custom_item', 'items.0.custom_item_name'],
    ['items', 'items'],
    ['shipment.ship_to.city', 'shipment.ship_to.city'],
    ['customer_id', 'customer_id'],
    ['billing_date', 'billing_date'],
  ])('%s -> %s', (server, field) => {
    expect(formPathOf(server, values)).toBe(field);
  });
  it.each(['items.7.quantity', 'items.1.discounts.4.value', 'items.0.serials', 'nonsense', 'shipment.status'])('%s stays unmapped', (server) => {
    expect(formPathOf(server, values)).toBeNull();
  });
  it('leaves shipment paths unmapped when the shipment section is off', () => {
    expect(formPathOf('shipment.ship_to.city', { ...values, has_shipment: false })).toBeNull();
  });
});
