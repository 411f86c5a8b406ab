// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { Contact } from '../../api/schemas';
import { runSignOutHooks } from '../../session/sessionEvents';
import {
  KNOWN_CONTACTS_MAX,
  contactName,
  findKnownContact,
  isCompany,
  readKnownContacts,
  rememberContact,
} from './knownContacts';

const contact = (id: string, over: Partial<Contact> = {}): Contact => ({
  id,
  account_id: 'acc-demo',
  first_name: 'Ana',
  last_name: 'Pérez',
  email: null,
  phone_number: null,
  phone_prefix: null,
  identification_number: null,
  identification_type: null,
  status: 'active',
  created_at: '2026-11-21T14:03:00.000Z',
  ...over,
});

afterEach(() => {
  localStorage.clear();
  runSignOutHooks(); // empties the in-memory cache
});

describe('known contacts', () => {
  it('remembers newest first, per scope, and survives a reload of the page', () => {
    rememberContact('s1', contact('a'));
    rememberContact('s1', contact('b'));
    rememberContact('s2', contact('c'));
    expect(readKnownContacts('s1').map((c) => c.id)).toEqual(['b', 'a']);
    expect(readKnownContacts('s2').map((c) => c.id)).toEqual(['c']);
    runSignOutHooks(); // as after a reload: read from storage again
    expect(readKnownContacts('s1').map((c) => c.id)).toEqual(['b', 'a']);
    expect(findKnownContact('s1', 'a')?.first_name).toBe('Ana');
    expect(findKnownContact('s2', 'a')).toBeNull();
  });

  it('keeps one copy of a contact remembered twice, at the top', () => {
    rememberContact('s', contact('a'));
    rememberContact('s', contact('b'));
    rememberContact('s', contact('a', { email: 'ana@example.com' }));
    expect(readKnownContacts('s').map((c) => [c.id, c.email])).toEqual([
      ['a', 'ana@example.com'],
      ['b', null],
    ]);
  });

  it('stores only the resource fields the API returned', () => {
    const answer = { ...contact('a'), apiKey: 'demo-key', extra: 1 } as Contact;
    rememberContact('s', answer);
    const raw = localStorage.getItem('coc.contacts.s') ?? '';
    expect(raw).not.toContain('demo-key');
    expect(raw).not.toContain('extra');
    expect(Object.keys((JSON.parse(raw) as { data: object[] }).data[0] as object).sort()).toEqual(
      Object.keys(contact('a')).sort(),
    );
  });

  it(`keeps at most ${KNOWN_CONTACTS_MAX}`, () => {
    for (let i = 0; i < KNOWN_CONTACTS_MAX + 3; i++) rememberContact('s', contact(`id-${i}`));
    const list = readKnownContacts('s');
    expect(list).toHaveLength(KNOWN_CONTACTS_MAX);
    expect(list[0]?.id).toBe(`id-${KNOWN_CONTACTS_MAX + 2}`);
  });

  it('drops broken entries and keeps the good ones', () => {
    localStorage.setItem(
      'coc.contacts.s',
      JSON.stringify([contact('a'), { first_name: 'no id' }, 42, contact('b')]),
    );
    expect(readKnownContacts('s').map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('starts empty when the stored value is not a list', () => {
    localStorage.setItem('coc.contacts.s', '{not json');
    expect(readKnownContacts('s')).toEqual([]);
  });

  it('names contacts by first and last name', () => {
    expect(contactName(contact('a'))).toBe('Ana Pérez');
    expect(contactName(contact('a', { last_name: null }))).toBe('Ana');
    expect(contactName(contact('a', { first_name: ' ', last_name: null }))).toBeNull();
  });
});

describe('isCompany', () => {
  it('reads a company back from its shape: NIT and no last name; a person with a NIT keeps their last name', () => {
    expect(
      isCompany(
        contact('c', {
          first_name: 'Tornillos S.A.S.',
          last_name: null,
          identification_type: 'NIT',
          identification_number: '900123456-8',
        }),
      ),
    ).toBe(true);
    expect(isCompany(contact('c', { last_name: '  ', identification_type: 'NIT' }))).toBe(true);
    expect(isCompany(contact('c', { identification_type: 'NIT' }))).toBe(false);
    expect(isCompany(contact('c', { last_name: null, identification_type: 'CC' }))).toBe(false);
    expect(isCompany(contact('c', { last_name: null, identification_type: null }))).toBe(false);
    expect(contactName(contact('c', { first_name: 'Tornillos S.A.S.', last_name: null }))).toBe(
      'Tornillos S.A.S.',
    );
  });
});
