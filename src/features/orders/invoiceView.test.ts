import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../api/schemas/order';
import {
  formatNit,
  identificationText,
  looksLikeInternalId,
  resolutionOf,
  taxesByRate,
} from './invoiceView';

const iva19 = {
  id: 't1',
  tax_id: 'iva-19',
  tax_name: 'IVA 19%',
  tax_percentage: 19,
  tax_is_percentage: true,
  tax_is_include: false,
};
const iva5 = {
  id: 't2',
  tax_id: 'iva-5',
  tax_name: 'IVA 5%',
  tax_percentage: 5,
  tax_is_percentage: true,
  tax_is_include: false,
};
const bolsa = {
  id: 't3',
  tax_id: 'bolsa',
  tax_name: 'Impuesto bolsa',
  tax_value: 66,
  tax_is_percentage: false,
  tax_is_include: false,
};

const order = orderSchema.parse({
  id: 'o-1',
  is_billed: true,
  order_invoice_numeration_id: 'num-fe',
  items: [
    { id: 'i2', position: 2, subtotal: 5000, taxes: [{ ...iva5, total_tax_value: 250 }] },
    {
      id: 'i1',
      position: 1,
      subtotal: 10000,
      taxes: [
        { ...iva19, total_tax_value: 1900 },
        { ...bolsa, total_tax_value: 132 },
      ],
    },
    { id: 'i3', position: 3, subtotal: 2500.5, taxes: [{ ...iva19, total_tax_value: 475.1 }] },
    { id: 'i4', position: 4, subtotal: 700, taxes: [] },
  ],
});

describe('formatNit', () => {
  it('groups the base by thousands and puts the check digit after a dash, computing a missing one', () => {
    expect(formatNit('900123456-8')).toBe('900.123.456-8');
    expect(formatNit('900123456')).toBe('900.123.456-8');
    expect(formatNit('860001234-1')).toBe('860.001.234-1');
    expect(formatNit('8001')).toBe('8.001-4');
    expect(formatNit(' not a nit ')).toBe('not a nit');
  });
});

describe('identificationText', () => {
  it('prints the type and the number, a NIT formatted with its check digit', () => {
    expect(
      identificationText({ identification_type: 'NIT', identification_number: '900123456' }),
    ).toBe('NIT 900.123.456-8');
    expect(
      identificationText({ identification_type: 'CC', identification_number: '1020304050' }),
    ).toBe('CC 1020304050');
    expect(identificationText({ identification_type: null, identification_number: 'X1' })).toBe(
      'X1',
    );
    expect(
      identificationText({ identification_type: 'CC', identification_number: '  ' }),
    ).toBeNull();
  });
});

describe('taxesByRate', () => {
  it('groups the taxes per name and rate in line order, with the base of the lines carrying them and the stated amounts', () => {
    expect(taxesByRate(order)).toEqual([
      {
        name: 'IVA 19%',
        percentage: 19,
        perUnit: null,
        included: false,
        base: 12500.5,
        amount: 2375.1,
      },
      {
        name: 'Impuesto bolsa',
        percentage: null,
        perUnit: 66,
        included: false,
        base: 10000,
        amount: 132,
      },
      { name: 'IVA 5%', percentage: 5, perUnit: null, included: false, base: 5000, amount: 250 },
    ]);
  });

  it('keeps an included tax apart from the same tax added on top, and names a nameless tax by its id', () => {
    const mixed = orderSchema.parse({
      id: 'o-2',
      items: [
        { id: 'a', subtotal: 100, taxes: [{ ...iva19, total_tax_value: 19 }] },
        {
          id: 'b',
          subtotal: 200,
          taxes: [{ ...iva19, tax_is_include: true, total_tax_value: 38 }],
        },
        { id: 'c', subtotal: 300, taxes: [{ ...iva19, tax_name: null, total_tax_value: 57 }] },
      ],
    });
    expect(taxesByRate(mixed).map((r) => [r.name, r.included, r.base, r.amount])).toEqual([
      ['IVA 19%', false, 100, 19],
      ['IVA 19%', true, 200, 38],
      ['iva-19', false, 300, 57],
    ]);
    expect(taxesByRate(orderSchema.parse({ id: 'o-3', items: null }))).toEqual([]);
  });
});

describe('resolutionOf', () => {
  const numerations = [
    { id: 'num-fe', name: 'FE', prefix: 'FE-', resolution: 'Resolución DIAN 1876' },
    { id: 'num-pos', name: 'POS', prefix: 'POS-' },
  ];
  it('prints the resolution of the numeration the order was invoiced from, and none before invoicing', () => {
    expect(resolutionOf(order, numerations)).toBe('Resolución DIAN 1876');
    expect(resolutionOf({ ...order, is_billed: false }, numerations)).toBeNull();
    expect(
      resolutionOf({ ...order, order_invoice_numeration_id: 'num-pos' }, numerations),
    ).toBeNull();
    expect(
      resolutionOf({ ...order, order_invoice_numeration_id: 'num-gone' }, numerations),
    ).toBeNull();
  });
});

describe('looksLikeInternalId', () => {
  it('spots a UUID inside text', () => {
    expect(looksLikeInternalId('Cliente 0b7c6c1e-1111-4222-8333-944455556666')).toBe(true);
    expect(looksLikeInternalId('FE-1001 · NIT 900.123.456-8')).toBe(false);
  });
});
