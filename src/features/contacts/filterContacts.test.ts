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
const other: Contact = { ...base, id: 'ffff', first_name: 'Ana', last_name: null, email: null, identification_number: '1020', phone_number: null };
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
