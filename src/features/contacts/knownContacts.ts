import { useCallback, useMemo } from 'react';
import { contactSchema } from '../../api/schemas';
import type { Contact } from '../../api/schemas';
import { useScope } from '../../session/SessionContext';
import { createAccountList } from '../../session/accountList';

/**
 * The contacts created in this browser, per account scope, newest first (CONTRACT.md
 * "Contacts": the service has no list call). Kept in localStorage under
 * `coc.contacts.<scope>`; only what the API answered is stored, parsed by the Contact schema.
 */

export const KNOWN_CONTACTS_MAX = 500;

const known = createAccountList({
  prefix: 'contacts',
  item: contactSchema,
  max: KNOWN_CONTACTS_MAX,
});

/** The remembered contacts of an account scope, newest first. */
export function readKnownContacts(scope: string): Contact[] {
  return known.read(scope);
}

/**
 * Puts a contact the API returned at the top of the scope's list (replacing an older copy
 * with the same id). Returns the new list.
 */
export function rememberContact(scope: string, contact: Contact): Contact[] {
  const parsed = contactSchema.parse(contact); // only the resource's own fields
  const current = readKnownContacts(scope).filter((c) => c.id !== parsed.id);
  return known.write(scope, [parsed, ...current]);
}

/** The contact of that id, if this browser knows it. */
export function findKnownContact(scope: string, id: string): Contact | null {
  return readKnownContacts(scope).find((c) => c.id === id) ?? null;
}

export interface KnownContacts {
  /** Newest first. */
  contacts: Contact[];
  remember: (contact: Contact) => void;
}

/** The current account's remembered contacts; order entry picks its customer from them. */
export function useKnownContacts(): KnownContacts {
  const scope = useScope();
  const contacts = known.useList(scope);
  const remember = useCallback((contact: Contact) => void rememberContact(scope, contact), [scope]);
  return useMemo(() => ({ contacts, remember }), [contacts, remember]);
}

/** "Ana Pérez"; null when the contact has no name. */
export function contactName(contact: Pick<Contact, 'first_name' | 'last_name'>): string | null {
  const name = [contact.first_name, contact.last_name]
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || null;
}

// A company contact is the contract's reading of a contact's shape: src/api/schemas/contact.ts.
export { isCompany } from '../../api/schemas';
