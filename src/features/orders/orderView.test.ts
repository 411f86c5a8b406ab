import { describe, expect, it } from 'vitest';
import { shippingMethodCode, shippingMethodText, statusView } from './orderView';

const catalog = [
  { id: 'st-in-transit', name: 'En tránsito', index: 3, color: '#8e24aa', active: true },
];

describe('statusView', () => {
  it('takes the configured name and colour over the record inside the shipment', () => {
    const record = { id: 'st-in-transit', name: 'In transit', color: '#000000', index: 9 };
    expect(statusView('st-in-transit', catalog, record)).toEqual({
      id: 'st-in-transit',
      name: 'En tránsito',
      color: '#8e24aa',
      index: 3,
    });
  });

  it('uses the record for a status the configuration lacks, else the id', () => {
    const record = { id: 'st-x', name: 'Held at customs', color: '#123456', index: 8 };
    expect(statusView('st-x', catalog, record)).toEqual({
      id: 'st-x',
      name: 'Held at customs',
      color: '#123456',
      index: 8,
    });
    expect(statusView('st-y', catalog, record)).toEqual({
      id: 'st-y',
      name: 'st-y',
      color: null,
      index: null,
    });
    expect(statusView(null, catalog, record)).toBeNull();
  });
});

describe('shippingMethodText', () => {
  const nameOf = (code: string) => `<${code}>`;
  it('names known codes, keeps other text as written, and gives null for none', () => {
    expect(shippingMethodText(' courier ', nameOf)).toBe('<courier>');
    expect(shippingMethodText('own_fleet', nameOf)).toBe('<own_fleet>');
    expect(shippingMethodText('Servientrega', nameOf)).toBe('Servientrega');
    expect(shippingMethodText('  ', nameOf)).toBeNull();
    expect(shippingMethodText(null, nameOf)).toBeNull();
  });
});

describe('shippingMethodCode', () => {
  const namesOf = (code: string) =>
    ({ courier: ['Courier', 'Mensajería'], own_fleet: ['Own fleet', 'Flota propia'] })[code] ?? [];
  it('takes a code, or a method’s name in any language without case, to its code', () => {
    expect(shippingMethodCode('own_fleet', namesOf)).toBe('own_fleet');
    expect(shippingMethodCode(' flota PROPIA ', namesOf)).toBe('own_fleet');
    expect(shippingMethodCode('mensajería', namesOf)).toBe('courier');
  });
  it('keeps any other text as typed', () => {
    expect(shippingMethodCode('Servientrega', namesOf)).toBe('Servientrega');
    expect(shippingMethodCode('', namesOf)).toBe('');
  });
});
