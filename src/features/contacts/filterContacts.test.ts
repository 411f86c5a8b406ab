import { describe, expect, it } from 'vitest';
import type { Contact } from '../../api/schemas';
import { filterContacts } from './filterContacts';

const base: Contact = {
  id: '0b7c6c1e-1111-4222-8333-944455556666',
  account_id: 'acc-demo',
  first_name: 'José',
  last_name: 'Núñez',
  email: 'jose.nunez@example.com',
  phone_prefix: '+57',
  phone_number: '3001234567',
  identification_type: 'NIT',
  identification_number: '800197268-4',
  status: 'active',
  created_at: '2026-11-21T14:03:00.000Z',
};
const other: Contact = {
  ...base,
  id: 'ffff',
  first_name: 'Ana',
  last_name: null,
  email: null,
  identification_number: '1020',
  phone_number: null,
};
const list = [base, other];
const ids = (q: string) => filterContacts(list, q).map((c) => c.id);

describe('filterContacts', () => {
  it('returns everything for an empty query', () => {
    expect(ids('  ')).toEqual([base.id, 'ffff']);
  });

  it('finds by name ignoring case and accents, every word counting', () => {
    expect(ids('jose nunez')).toEqual([base.id]);
    expect(ids('NÚÑEZ')).toEqual([base.id]);
    expect(ids('ana')).toEqual(['ffff']);
    expect(ids('ana nunez')).toEqual([]);
  });

  it('finds by email, phone, identification and id', () => {
    expect(ids('example.com')).toEqual([base.id]);
    expect(ids('300 123 4567')).toEqual([base.id]);
    expect(ids('+573001234567')).toEqual([base.id]);
    expect(ids('800.197.268-4')).toEqual([base.id]);
    expect(ids('8001972684')).toEqual([base.id]);
    expect(ids('0b7c6c1e')).toEqual([base.id]);
    expect(ids('1020')).toEqual(['ffff']);
  });
});

describe('filterContacts: companies and their NIT', () => {
  const company: Contact = {
    ...base,
    id: 'c0ffee00-aaaa-4bbb-8ccc-000000000001',
    first_name: 'Ferretería El Tornillo S.A.S.',
    last_name: null,
    email: 'compras@tornillo.example',
    phone_number: null,
    identification_number: '900123456-8',
  };
  const withoutDigit: Contact = {
    ...company,
    id: 'no-digit',
    first_name: 'Lácteos del Valle',
    email: null,
    identification_number: '860001234',
  };
  const person: Contact = {
    ...base,
    id: 'cc-person',
    identification_type: 'CC',
    identification_number: '900123456',
  };
  const all = [company, withoutDigit, person];
  const found = (q: string) => filterContacts(all, q).map((c) => c.id);

  it('finds a NIT stored with its check digit, typed with or without it, with dots and dash or none', () => {
    for (const q of [
      '900123456',
      '900.123.456',
      '900123456-8',
      '900.123.456-8',
      '9001234568',
      ' 900 123 456 ',
    ]) {
      expect(found(q), q).toContain(company.id);
    }
    expect(found('900123456-3')).toEqual([]);
  });

  it('finds a NIT stored without its check digit when the check digit is typed', () => {
    expect(found('860001234-1')).toEqual(['no-digit']);
    expect(found('860.001.234-1')).toEqual(['no-digit']);
    expect(found('860001234')).toEqual(['no-digit']);
  });

  it('does not add a check digit to identifications that are not NITs', () => {
    expect(found('900123456-8')).toEqual([company.id]);
    expect(found('900123456')).toEqual([company.id, 'cc-person']);
  });

  it('finds a company by business name and by email, and ignores the separator of a picked label', () => {
    expect(found('tornillo')).toEqual([company.id]);
    expect(found('ferreteria sas')).toEqual([company.id]); // "S.A.S." without its dots
    expect(found('ferreteria s.a.s')).toEqual([company.id]);
    expect(found('tornillo valle')).toEqual([]);
    expect(found('compras@tornillo')).toEqual([company.id]);
    expect(found('Ferretería El Tornillo S.A.S. · NIT 900123456-8')).toEqual([company.id]);
  });
});
