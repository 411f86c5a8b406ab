import { request } from './client';
import type { WriteOptions } from './client';
import { contactSchema } from './schemas/contact';
import type { Contact, ContactCreateRequest } from './schemas/contact';

/** POST /v1/contacts */
export function createContact(
  body: ContactCreateRequest,
  opts: WriteOptions = {},
): Promise<Contact> {
  return request({
    method: 'POST',
    path: '/v1/contacts',
    body,
    schema: contactSchema,
    idempotencyKey: opts.idempotencyKey,
    signal: opts.signal,
  });
}
