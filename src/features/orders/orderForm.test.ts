import { describe, expect, it } from 'vitest';
import {
  defaultTaxIds,
  emptyLine,
  emptyOrderForm,
  hasContent,
  isDateText,
  orderDraftSchema,
  orderFormSchema,
} from './orderForm';
import { formPathOf } from './orderFormPaths';
import type { OrderFormValues } from './orderForm';
import { keyWithParams } from '../../ui/formFields';

function valid(over: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    ...emptyOrderForm({ warehouseId: 'wh-main', currency: 'COP' }),
    customer_id: 'c-1',
    items: [
      {
        ...emptyLine(),
        product_id: 'p-1',
        product_name: 'Coffee',
        quantity: '2',
        unit_price: '1000',
      },
    ],
    ...over,
  };
}

/** path -> message of every issue the form's schema reports. */
function issues(values: OrderFormValues): Record<string, string> {
  const result = orderFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

const line = (over: Partial<OrderFormValues['items'][number]>) => ({
  ...valid().items[0]!,
  ...over,
});

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
            line({
              manual_percentage_discount: '100.5',
              discounts: [{ discount_type: 'percentage', discount_name: '', amount: '150' }],
            }),
            line({
              quantity: '[es-CO]0,0',
              manual_percentage_discount: '[es-CO]100,5',
              unit_price: '[en-US]12,5',
            }),
          ],
          percentage_discount: '101',
          percentage_tip: '[en-US]100.0001',
        }),
      ),
    ).toEqual({
      'items.0.quantity': keyWithParams('numbers:positive', { value: '0' }),
      'items.1.quantity': keyWithParams('numbers:positive', { value: '-2' }),
      'items.1.unit_price': keyWithParams('numbers:notNumber', { text: '12a' }),
      'items.2.manual_percentage_discount': keyWithParams('numbers:max', {
        value: '100.5',
        max: 100,
      }),
      'items.2.discounts.0.amount': keyWithParams('numbers:max', { value: '150', max: 100 }),
      'items.3.quantity': keyWithParams('numbers:positive', { value: '0' }),
      'items.3.manual_percentage_discount': keyWithParams('numbers:max', {
        value: '100.5',
        max: 100,
      }),
      'items.3.unit_price': keyWithParams('numbers:groups', { text: '12,5', locale: 'en-US' }),
      percentage_discount: keyWithParams('numbers:max', { value: '101', max: 100 }),
      percentage_tip: keyWithParams('numbers:max', { value: '100.0001', max: 100 }),
    });
  });

  it('reads numbers as the language they were typed in writes them', () => {
    for (const [price, percent] of [
      ['[es-CO]1.500,5', '[es-CO]12,5'],
      ['[en-US]1,500.5', '[en-US]12.5'],
    ] as const) {
      expect(
        issues(
          valid({
            items: [line({ unit_price: price, manual_percentage_discount: percent })],
            percentage_discount: percent,
          }),
        ),
      ).toEqual({});
    }
    // untagged text that is not canonical has no language to be read in
    expect(issues(valid({ items: [line({ unit_price: '1500,5' })] }))).toEqual({
      'items.0.unit_price': keyWithParams('numbers:notNumber', { text: '1500,5' }),
    });
    expect(issues(valid({ items: [line({ unit_price: '12.345' })] }))).toEqual({
      'items.0.unit_price': keyWithParams('numbers:decimals', { value: '12.345', count: 2 }),
    });
  });

  it('takes whole units for a product counted in units, decimals for a weighed product and a custom item', () => {
    expect(emptyLine().quantity_decimals).toBe(0);
    const wholeUnits = keyWithParams('numbers:wholeUnits', { value: '1.5' });
    expect(issues(valid({ items: [line({ quantity: '[es-CO]1,5' })] }))).toEqual({
      'items.0.quantity': wholeUnits,
    });
    expect(issues(valid({ items: [line({ quantity: '[en-US]1.5' })] }))).toEqual({
      'items.0.quantity': wholeUnits,
    });
    expect(issues(valid({ items: [line({ quantity: '[es-CO]1.500' })] }))).toEqual({});
    expect(
      issues(valid({ items: [line({ quantity_decimals: 6, quantity: '[es-CO]1,5' })] })),
    ).toEqual({});
    expect(
      issues(valid({ items: [line({ quantity_decimals: 6, quantity: '[en-US]0.000001' })] })),
    ).toEqual({});
    expect(
      issues(valid({ items: [line({ quantity_decimals: 6, quantity: '[en-US]0.0000015' })] })),
    ).toEqual({
      'items.0.quantity': keyWithParams('numbers:decimals', { value: '0.0000015', count: 6 }),
    });
    const custom = { ...emptyLine('custom'), custom_item_name: 'Installation', unit_price: '5' };
    expect(custom.quantity_decimals).toBe(0);
    expect(issues(valid({ items: [{ ...custom, quantity: '[es-CO]1,5' }] }))).toEqual({});
    expect(issues(valid({ items: [{ ...custom, quantity: '[en-US]1.1234567' }] }))).toEqual({
      'items.0.quantity': keyWithParams('numbers:decimals', { value: '1.1234567', count: 6 }),
    });
  });

  it('allows a value discount over 100 (an amount), but not an empty one', () => {
    expect(
      issues(
        valid({
          items: [
            line({ discounts: [{ discount_type: 'value', discount_name: '', amount: '2500' }] }),
          ],
        }),
      ),
    ).toEqual({});
    expect(
      issues(
        valid({
          items: [
            line({
              discounts: [{ discount_type: 'value', discount_name: '', amount: '[es-CO]2.500,5' }],
            }),
          ],
        }),
      ),
    ).toEqual({});
    expect(
      issues(
        valid({
          items: [line({ discounts: [{ discount_type: 'value', discount_name: '', amount: '' }] })],
        }),
      ),
    ).toEqual({
      'items.0.discounts.0.amount': 'numbers:required',
    });
  });

  it('asks a product line for its product and a custom line for its name, even with other errors', () => {
    expect(
      issues(
        valid({
          items: [
            line({ product_id: '', quantity: 'x' }),
            { ...emptyLine('custom'), quantity: '1', unit_price: '5' },
          ],
        }),
      ),
    ).toEqual({
      'items.0.quantity': keyWithParams('numbers:notNumber', { text: 'x' }),
      'items.0.product_id': 'orders:errors.productRequired',
      'items.1.custom_item_name': 'orders:errors.customNameRequired',
    });
  });

  it('asks a shipment for its city only when the shipment is on', () => {
    expect(issues(valid({ has_shipment: false }))).toEqual({});
    expect(issues(valid({ has_shipment: true }))).toEqual({
      'shipment.ship_to.city': 'orders:errors.cityRequired',
    });
    const shipment = {
      ...valid().shipment,
      ship_to: { ...valid().shipment.ship_to, city: 'Cali', contact_email: 'nope' },
      shipping_cost: '[es-CO]1,5',
    };
    expect(issues(valid({ has_shipment: true, shipment }))).toEqual({
      'shipment.ship_to.contact_email': 'form.email',
    });
    expect(
      issues(valid({ has_shipment: true, shipment: { ...shipment, shipping_cost: '[en-US]1.5' } })),
    ).toEqual({ 'shipment.ship_to.contact_email': 'form.email' });
    // the shipment's numbers are checked too (when the shipment is on)
    expect(
      issues(valid({ has_shipment: true, shipment: { ...shipment, shipping_cost: '[en-US]1,5' } })),
    ).toEqual({
      'shipment.ship_to.contact_email': 'form.email',
      'shipment.shipping_cost': keyWithParams('numbers:groups', { text: '1,5', locale: 'en-US' }),
    });
    expect(
      issues(valid({ has_shipment: false, shipment: { ...shipment, shipping_cost: 'abc' } })),
    ).toEqual({});
  });

  it('asks for the numeration when invoicing now, a real billing date and a currency code', () => {
    expect(
      issues(valid({ include_invoice: true, billing_date: '2026-02-30', currency: 'pesos' })),
    ).toEqual({
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
    const weighed = valid({ items: [line({ quantity_decimals: 6, quantity: '[es-CO]1,5' })] });
    expect(orderDraftSchema.parse(weighed)).toEqual(weighed);
  });

  it('reads a line of a draft saved before lines knew their unit as whole units', () => {
    const { quantity_decimals: _, ...old } = line({ quantity: '[es-CO]1,5' });
    const draft = orderDraftSchema.parse({ ...valid(), items: [old] });
    expect(draft.items[0]?.quantity_decimals).toBe(0);
    expect(draft.items[0]?.quantity).toBe('[es-CO]1,5');
    expect(issues(draft)).toEqual({
      'items.0.quantity': keyWithParams('numbers:wholeUnits', { value: '1.5' }),
    });
    for (const bad of [7, -1, 1.5, 'six', null]) {
      expect(
        orderDraftSchema.parse({ ...valid(), items: [{ ...old, quantity_decimals: bad }] }).items[0]
          ?.quantity_decimals,
      ).toBe(0);
    }
  });
});

describe('formPathOf (server error paths -> form fields)', () => {
  const values = valid({
    items: [
      line({}),
      line({ discounts: [{ discount_type: 'value', discount_name: '', amount: '1' }] }),
    ],
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
  it.each([
    'items.7.quantity',
    'items.1.discounts.4.value',
    'items.0.serials',
    'nonsense',
    'shipment.status',
  ])('%s stays unmapped', (server) => {
    expect(formPathOf(server, values)).toBeNull();
  });
  it('leaves shipment paths unmapped when the shipment section is off', () => {
    expect(formPathOf('shipment.ship_to.city', { ...values, has_shipment: false })).toBeNull();
  });
});

describe('default taxes of a new line', () => {
  const catalog = [
    { id: 'iva-19', default: true },
    { id: 'iva-5', default: false },
    { id: 'ico-8' },
    { id: 'bolsa', default: true },
  ];

  it('starts the first line and every added line with the taxes marked default, and no other', () => {
    expect(defaultTaxIds(catalog)).toEqual(['iva-19', 'bolsa']);
    const form = emptyOrderForm({
      warehouseId: 'wh-main',
      currency: 'COP',
      lineTaxes: defaultTaxIds(catalog),
    });
    expect(form.items.map((l) => l.taxes)).toEqual([['iva-19', 'bolsa']]);
    expect(emptyLine('custom', ['iva-19']).taxes).toEqual(['iva-19']);
    expect(emptyLine().taxes).toEqual([]);
    expect(defaultTaxIds([{ id: 'x' }])).toEqual([]);
  });

  it('gives each line its own list: ticking a tax off one line leaves the defaults of the next', () => {
    const defaults = ['iva-19'];
    const a = emptyLine('product', defaults);
    a.taxes.pop();
    expect(emptyLine('product', defaults).taxes).toEqual(['iva-19']);
    expect(defaults).toEqual(['iva-19']);
  });

  it('does not count the default taxes as typed content of a draft', () => {
    const defaults = emptyOrderForm({
      warehouseId: 'wh-main',
      currency: 'COP',
      lineTaxes: ['iva-19'],
    });
    const again = emptyOrderForm({
      warehouseId: 'wh-main',
      currency: 'COP',
      lineTaxes: ['iva-19'],
    });
    expect(hasContent(again, defaults)).toBe(false);
    expect(hasContent({ ...again, items: [{ ...again.items[0]!, taxes: [] }] }, defaults)).toBe(
      true,
    );
  });
});
