import { z } from 'zod/mini';
import {
  boundedText,
  nStr,
  nTimestamp,
  oneOf,
  optionalEmailText,
  requiredText,
  typeError,
} from './common.ts';

// =============================================================== response (service-interface.md)

export const contactSchema = z.object({
  id: z.string(),
  account_id: nStr(),
  first_name: nStr(),
  last_name: nStr(),
  email: nStr(),
  phone_number: nStr(),
  phone_prefix: nStr(),
  identification_number: nStr(),
  identification_type: nStr(),
  status: nStr(),
  created_at: nTimestamp(),
});
export type Contact = z.output<typeof contactSchema>;

/**
 * Whether a stored contact is a company: the service has no such field, so the console sends a
 * company as its business name in `first_name`, no `last_name` and identification type NIT,
 * and reads back exactly that shape as a company (a person always has a last name, or another
 * identification type).
 */
export function isCompany(contact: Pick<Contact, 'last_name' | 'identification_type'>): boolean {
  return contact.identification_type === 'NIT' && (contact.last_name?.trim() ?? '') === '';
}

// =============================================================== request (CONTRACT.md "Contacts")

export const IDENTIFICATION_TYPES = ['CC', 'NIT', 'CE', 'PP', 'TI'] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];

export const CONTACT_NAME_MAX = 100;

/**
 * `POST /v1/contacts` body. The format rules of the optional text members apply to what is
 * given; an empty string counts as "not given".
 */
export const contactCreateRequestSchema = z.object(
  {
    first_name: requiredText(CONTACT_NAME_MAX),
    last_name: z.nullish(boundedText(CONTACT_NAME_MAX)),
    email: z.nullish(optionalEmailText()),
    phone_prefix: z.nullish(
      boundedText(5).check(
        z.regex(/^(\+\d{1,4})?$/, 'must be a + followed by 1 to 4 digits, e.g. +57'),
      ),
    ),
    phone_number: z.nullish(boundedText(20).check(z.regex(/^\d*$/, 'must contain digits only'))),
    identification_type: z.nullish(oneOf(IDENTIFICATION_TYPES)),
    identification_number: z.nullish(boundedText(30)),
  },
  typeError('an object'),
);
export type ContactCreateRequest = z.input<typeof contactCreateRequestSchema>;
export type ContactCreateData = z.output<typeof contactCreateRequestSchema>;
