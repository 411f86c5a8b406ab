import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { contactSchema } from '../../api/schemas';
import type { Contact } from '../../api/schemas';
import { readStored, writeStored } from '../../lib/storage';
import { useScope } from '../../session/SessionContext';
import { onSignOut } from '../../session/sessionEvents';

/**
 * The contacts created in this browser, per account scope, newest first (CONTRACT.md
 * "Contacts": the service has no list call). Kept in localStorage under
 * `coc.contacts.<scope>`; only what the API answered is stored, parsed by the Contact schema.
 */

export const KNOWN_CONTACTS_MAX = 500;

function storageKey(scope: string): string {
  return `contacts.${scope}`;
}

/** A stored list: entries that no longer read as a Contact are dropped, the rest kept. */
const storedListSchema = z
  .array(z.unknown())
  .transform((items) =>
    items.flatMap((item) => {
      const parsed = contactSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

const cache = new Map<string, Contact[]>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const l of [...listeners]) l();
}

// Records read with a key are forgotten from memory when the session ends (they stay stored).
onSignOut(() => {
  cache.clear();
  notify();
});

/** The remembered contacts of an account scope, newest first. */
export function readKnownContacts(scope: string): Contact[] {
  const cached = cache.get(scope);
  if (cached) return cached;
  const list = readStored('local', storageKey(scope), storedListSchema) ?? [];
  cache.set(scope, list);
  return list;
}

/**
 * Puts a contact the API returned at the top of the scope's list (replacing an older copy
 * with the same id). Returns the new list.
 */
export function rememberContact(scope: string, contact: Contact): Contact[] {
  const parsed = contactSchema.parse(contact); // only the resource's own fields
  const current = readKnownContacts(scope).filter((c) => c.id !== parsed.id);
  const next = [parsed, ...current].slice(0, KNOWN_CONTACTS_MAX);
  writeStored('local', storageKey(scope), next);
  cache.set(scope, next);
  notify();
  return next;
}

/** The contact of that id, if this browser knows it. */
export function findKnownContact(scope: string, id: string): Contact | null {
  return readKnownContacts(scope).find((c) => c.id === id) ?? null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab remembered a contact: read the stored list again.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith('coc.contacts.')) {
      cache.clear();
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export interface KnownContacts {
  /** Newest first. */
  contacts: Contact[];
  remember: (contact: Contact) => void;
}

/** The current account's remembered contacts; order entry picks its customer from them. */
export function useKnownContacts(): KnownContacts {
  const scope = useScope();
  const contacts = useSyncExternalStore(subscribe, () => readKnownContacts(scope));
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
