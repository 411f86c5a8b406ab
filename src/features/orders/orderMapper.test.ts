import { describe, expect, it } from 'vitest';
import type { TaxConfig } from '../../config/schema';
import { emptyDiscount, emptyLine, emptyOrderForm } from './orderForm';
import type { OrderFormValues } from './orderForm';
import { previewLine, previewTotals, toOrderCreateRequest } from './orderMapper';

const taxes: TaxConfig[] = [
  { id: 'iva-19', name: 'IVA 19%', percentage: 19, included: false },
  { id: 'ico-8', name: 'INC 8%', percentage: 8, included: true },
  { id: 'bolsa', name: 'Impuesto bolsa', value: 66, included: false },
];
const catalog = { taxes };

function form(over: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    ...emptyOrderForm({ warehouseId: 'wh-main', currency: 'COP' }),
    customer_id: ' c-1 ',
    ...over,
  };
}

describe('toOrderCreateRequest', () => {
  it('maps a full order: product and custom lines, catalog taxes, discounts, shipment, billing', () => {
    const values = form({
      comment: ' Call first ',
      payment_terms_days: '30',
      payment_terms_description: 'Net 30',
      contact_seller_id: 'seller-9',
      currency: 'cop',
      items: [
        {
          ...emptyLine(),
          product_id: 'p-1',
          product_name: 'Coffee',
          quantity: '2',
          unit_price: '[es-CO]10.000',
          manual_percentage_discount: '5',
          taxes: ['iva-19', 'bolsa', 'iva-19', 'gone'],
          discounts: [
            { discount_type: 'percentage', discount_name: ' Promo ', amount: '10' },
            { discount_type: 'value', discount_name: '', amount: '[es-CO]500,5' },
          ],
          comment: 'gift wrap',
        },
        {
          ...emptyLine('custom'),
          custom_item_name: ' Installation ',
          quantity: '[en-US]1.5',
          unit_price: '[en-US]20,000',
          taxes: ['ico-8'],
        },
      ],
      percentage_discount: '[es-CO]2,5',
      discount_before_tax: false,
      percentage_tip: '10',
      total_delivery: '3000',
      has_shipment: true,
      shipment: {
        ship_to: {
          street: 'Cra 7 # 71-21',
          city: ' Bogotá ',
          state: '',
          country: 'CO',
          postal_code: '110231',
          contact_name: 'Ana',
          contact_email: 'ana@example.com',
          contact_phone: '3001234567',
        },
        shipping_method: 'courier',
        shipping_cost: '[en-US]12,000.00',
        is_gift: true,
        cash_on_delivery_order: false,
        is_insured: false,
        insurance_value: '99',
      },
      billing_date: '2026-11-21',
      include_invoice: true,
      order_invoice_numeration_id: 'num-fe',
    });
    expect(toOrderCreateRequest(values, catalog)).toEqual({
      customer_id: 'c-1',
      warehouse_id: 'wh-main',
      currency: 'COP',
      contact_seller_id: 'seller-9',
      comment: 'Call first',
      payment_terms_days: 30,
      payment_terms_description: 'Net 30',
      discount_before_tax: false,
      tip_before_tax: true,
      percentage_discount: 2.5,
      percentage_tip: 10,
      total_delivery: 3000,
      include_invoice: true,
      order_invoice_numeration_id: 'num-fe',
      billing_date: '2026-11-21T00:00:00.000Z',
      items: [
        {
          product_id: 'p-1',
          is_custom_item: false,
          quantity: 2,
          unit_price: 10000,
          manual_percentage_discount: 5,
          comment: 'gift wrap',
          taxes: [
            {
              tax_id: 'iva-19',
              tax_name: 'IVA 19%',
              tax_is_percentage: true,
              tax_is_include: false,
              tax_percentage: 19,
            },
            {
              tax_id: 'bolsa',
              tax_name: 'Impuesto bolsa',
              tax_is_percentage: false,
              tax_is_include: false,
              tax_value: 66,
            },
          ],
          discounts: [
            { discount_type: 'percentage', discount_name: 'Promo', discount_percentage: 10 },
            { discount_type: 'value', value: 500.5 },
          ],
        },
        {
          is_custom_item: true,
          custom_item_name: 'Installation',
          quantity: 1.5,
          unit_price: 20000,
          taxes: [
            {
              tax_id: 'ico-8',
              tax_name: 'INC 8%',
              tax_is_percentage: true,
              tax_is_include: true,
              tax_percentage: 8,
            },
          ],
        },
      ],
      shipment: {
        ship_to: {
          city: 'Bogotá',
          street: 'Cra 7 # 71-21',
          country: 'CO',
          postal_code: '110231',
          contact_name: 'Ana',
          contact_email: 'ana@example.com',
          contact_phone: '3001234567',
        },
        shipping_method: 'courier',
        shipping_cost: 12000,
        is_gift: true,
        cash_on_delivery_order: false,
        is_insured: false,
      },
    });
  });

  it('leaves out what was not filled in: no shipment, no invoice numeration, no date', () => {
    const body = toOrderCreateRequest(
      form({
        items: [{ ...emptyLine(), product_id: 'p', quantity: '1', unit_price: '100' }],
        shipment: { ...form().shipment, ship_to: { ...form().shipment.ship_to, city: 'Cali' } },
        order_invoice_numeration_id: 'num-fe',
      }),
      catalog,
    );
    expect(body).toEqual({
      customer_id: 'c-1',
      warehouse_id: 'wh-main',
      currency: 'COP',
      discount_before_tax: true,
      tip_before_tax: true,
      include_invoice: false,
      items: [{ product_id: 'p', is_custom_item: false, quantity: 1, unit_price: 100 }],
    });
  });

  it('sends the insured value only for an insured shipment', () => {
    const base = form({ has_shipment: true });
    const shipment = {
      ...base.shipment,
      ship_to: { ...base.shipment.ship_to, city: 'Cali' },
      insurance_value: '5000',
    };
    expect(
      toOrderCreateRequest({ ...base, shipment }, catalog).shipment?.insurance_value,
    ).toBeUndefined();
    expect(
      toOrderCreateRequest({ ...base, shipment: { ...shipment, is_insured: true } }, catalog)
        .shipment?.insurance_value,
    ).toBe(5000);
  });

  it('never throws on half-typed values (the preview runs on every keystroke)', () => {
    const values = form({
      items: [
        {
          ...emptyLine(),
          quantity: '2x',
          unit_price: '',
          manual_percentage_discount: 'abc',
          discounts: [emptyDiscount('value')],
        },
      ],
      percentage_tip: '1e999',
      billing_date: 'incomplete',
    });
    const body = toOrderCreateRequest(values, catalog);
    expect(body.items[0]).toMatchObject({
      quantity: 0,
      unit_price: 0,
      discounts: [{ discount_type: 'value', value: 0 }],
    });
    expect(body.percentage_tip).toBeUndefined();
    expect(body.billing_date).toBeUndefined();
    expect(previewTotals(body).total).toBe(0);
  });
});

describe('preview', () => {
  it('states the totals of the very body that is sent (hand-worked figures)', () => {
    const values = form({
      items: [
        {
          ...emptyLine(),
          product_id: 'p',
          quantity: '3',
          unit_price: '11900',
          taxes: ['iva-19', 'bolsa'],
          discounts: [{ discount_type: 'percentage', discount_name: '', amount: '10' }],
        },
        {
          ...emptyLine('custom'),
          custom_item_name: 'x',
          quantity: '1',
          unit_price: '10800',
          taxes: ['ico-8'],
        },
      ],
      percentage_discount: '5',
      percentage_tip: '10',
      tip_before_tax: false,
      total_delivery: '2000',
      has_shipment: true,
      shipment: {
        ...form().shipment,
        ship_to: { ...form().shipment.ship_to, city: 'Cali' },
        shipping_cost: '8000',
      },
    });
    const body = toOrderCreateRequest(values, catalog);
    const preview = previewTotals(body);
    // Worked by hand from the contract's rules (not by computeOrderTotals):
    // Line 1: gross 3 x 11900 = 35700; 10 % off 35700 = 3570; base 35700 - 3570 = 32130;
    //   IVA 19 % of 32130 = 6104.70; bolsa 66 x 3 = 198; tax 6302.70; total 32130 + 6302.70 = 38432.70
    // Line 2: 10800 includes INC 8 %: base 10800 / 1.08 = 10000, INC 800; total 10800
    // Order: subtotal 32130 + 10000 = 42130; tax 6302.70 + 800 = 7102.70;
    //   discount 5 % of the subtotal (before tax) = 2106.50; items' discounts 3570, all 5676.50;
    //   tip 10 % after tax: 10 % of (42130 + 7102.70 = 49232.70) = 4923.27;
    //   delivery 2000 + shipping 8000 = 10000;
    //   total 42130 + 7102.70 - 2106.50 + 4923.27 + 10000 = 62049.47
    expect(preview).toEqual({
      lines: [
        {
          gross: 35700,
          manual_percentage_discount_value: 0,
          discount_values: [3570],
          total_discount: 3570,
          subtotal: 32130,
          tax_values: [6104.7, 198],
          total_tax: 6302.7,
          total_tax_percentage: 19,
          total: 38432.7,
        },
        {
          gross: 10800,
          manual_percentage_discount_value: 0,
          discount_values: [],
          total_discount: 0,
          subtotal: 10000,
          tax_values: [800],
          total_tax: 800,
          total_tax_percentage: 8,
          total: 10800,
        },
      ],
      subtotal: 42130,
      total_tax: 7102.7,
      total_tax_items: 7102.7,
      total_items_discount: 3570,
      order_discount: 2106.5,
      total_discount: 5676.5,
      total_tip: 4923.27,
      total_delivery: 10000,
      total_manual_percentage_discount_items: 0,
      total_amount_items: 49232.7,
      total: 62049.47,
      items_count: 2,
      items_quantity_count: 4,
      taxes_by_name: [
        { name: 'IVA 19%', amount: 6104.7 },
        { name: 'Impuesto bolsa', amount: 198 },
        { name: 'INC 8%', amount: 800 },
      ],
    });
    expect(previewLine(values.items[0]!, catalog)).toEqual(preview.lines[0]);
  });
});
