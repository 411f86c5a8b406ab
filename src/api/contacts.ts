import { callRoute } from './client';
import type { WriteOptions } from './client';
import { CONTACT_ROUTES } from './contract/contacts';
import type { Contact, ContactCreateRequest } from './schemas/contact';

export function createContact(
  body: ContactCreateRequest,
  opts: WriteOptions = {},
): Promise<Contact> {
  return callRoute(CONTACT_ROUTES.createContact, {
    body,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}
