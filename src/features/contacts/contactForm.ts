import { z } from 'zod/mini';
import { CONTACT_NAME_MAX, IDENTIFICATION_TYPES } from '../../api/schemas';
import type { ContactCreateRequest, IdentificationType } from '../../api/schemas';
import { checkNit, nitCheckDigit } from '../../domain/nit';
import { keyWithParams } from '../../ui/formFields';
import type { NitCheck } from '../../domain/nit';
import { DEFAULT_PHONE_COUNTRY, isKnownPhoneCountry, prefixOfCountry } from './phoneCodes';

/**
 * The "new contact" form: its values (text as typed), the schema that checks them (messages
 * are i18n keys), the shape its draft is stored in, and the mapper to the request body.
 */

/** A contact is a person (first and last name) or a company (business name and NIT). */
export const CONTACT_KINDS = ['person', 'company'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

export interface ContactFormValues {
  kind: ContactKind;
  /** A person's first name, or a company's business name (sent as `first_name`). */
  first_name: string;
  last_name: string;
  email: string;
  /** ISO region of the phone prefix (several countries share +1). */
  phone_country: string;
  phone_number: string;
  identification_type: IdentificationType;
  identification_number: string;
}

export const DEFAULT_IDENTIFICATION_TYPE: IdentificationType = 'CC';

export function emptyContactForm(): ContactFormValues {
  return {
    kind: 'person',
    first_name: '',
    last_name: '',
    email: '',
    phone_country: DEFAULT_PHONE_COUNTRY,
    phone_number: '',
    identification_type: DEFAULT_IDENTIFICATION_TYPE,
    identification_number: '',
  };
}

export const EMAIL_MAX = 254;
export const PHONE_MIN_DIGITS = 4;
export const PHONE_MAX_DIGITS = 15;

/** Separators a person may type in a phone number: spaces, dashes, dots, parentheses. */
export function phoneDigits(text: string): string {
  return text.replace(/[\s\-.()]/g, '');
}

/**
 * An identification number in the form it is sent: a NIT as its digits and, when one was
 * written, its hyphenated check digit ("900.123.456 - 8" -> "900123456-8"); CC and TI as
 * digits (dots and spaces dropped); CE and PP in capitals without spaces. Returns the trimmed
 * text unchanged when it cannot be read (the schema refuses it first).
 */
export function normalizeIdentification(type: IdentificationType, text: string): string {
  const trimmed = text.trim();
  switch (type) {
    case 'NIT': {
      const nit = checkNit(trimmed);
      if (!nit.ok) return trimmed;
      return nit.checkDigit === null ? nit.base : `${nit.base}-${nit.checkDigit}`;
    }
    case 'CC':
    case 'TI':
      return trimmed.replace(/[\s.]/g, '');
    case 'CE':
    case 'PP':
      return trimmed.replace(/\s/g, '').toUpperCase();
  }
}

/** The NIT check of what is typed, or null when the type is not NIT or nothing is typed. */
export function nitFeedback(type: IdentificationType, text: string): NitCheck | null {
  if (type !== 'NIT' || text.trim() === '') return null;
  return checkNit(text);
}

const emailFormat = z.email();

/** Object-level checks run whenever the value is an object, even if some members already failed. */
const alwaysOnObjects = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** The NIT check digit message needs the expected digit; the page adds it from `nitFeedback`. */
export const NIT_CHECK_DIGIT_MESSAGE = 'contacts:errors.nitCheckDigit';

/** A company's NIT must be given, with its check digit (shown as the field's message, with the digit). */
export const COMPANY_NIT_REQUIRED_MESSAGE = 'contacts:company.nitRequired';
export const COMPANY_NIT_CHECK_DIGIT_MESSAGE = 'contacts:company.nitCheckDigit';

export const contactFormSchema = z
  .object({
    kind: z.enum(CONTACT_KINDS),
    first_name: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'form.required'),
        z.maxLength(CONTACT_NAME_MAX, 'contacts:errors.nameTooLong'),
      ),
    last_name: z
      .string()
      .check(z.trim(), z.maxLength(CONTACT_NAME_MAX, 'contacts:errors.nameTooLong')),
    email: z.string().check(
      z.trim(),
      z.maxLength(EMAIL_MAX, 'contacts:errors.emailTooLong'),
      z.refine((v) => v === '' || emailFormat.safeParse(v).success, 'form.email'),
    ),
    phone_country: z.string().check(z.refine(isKnownPhoneCountry, 'contacts:errors.phonePrefix')),
    phone_number: z.string().check(
      z.superRefine((value, ctx) => {
        const digits = phoneDigits(value.trim());
        if (digits === '') return;
        if (!/^\d+$/.test(digits))
          ctx.addIssue({ code: 'custom', message: 'contacts:errors.phoneDigits' });
        else if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) {
          ctx.addIssue({ code: 'custom', message: 'contacts:errors.phoneLength' });
        }
      }),
    ),
    identification_type: z.enum(IDENTIFICATION_TYPES, {
      error: 'contacts:errors.identificationType',
    }),
    identification_number: z.string(),
  })
  .check(
    z.superRefine((v, ctx) => {
      // Runs even when other fields failed (see `when` below), so the form shows every problem at once.
      if (typeof v.identification_number !== 'string') return;
      const text = v.identification_number.trim();
      const issue = (message: string) =>
        ctx.addIssue({ code: 'custom', message, path: ['identification_number'] });
      if (v.kind === 'company') {
        // A company is known by its NIT, written whole: base and check digit.
        if (text === '') {
          issue(COMPANY_NIT_REQUIRED_MESSAGE);
          return;
        }
        const nit = checkNit(text);
        if (!nit.ok) {
          issue(
            nit.reason === 'check_digit' ? NIT_CHECK_DIGIT_MESSAGE : 'contacts:errors.nitFormat',
          );
          return;
        }
        if (nit.checkDigit === null) {
          const digit = nitCheckDigit(nit.base);
          issue(keyWithParams(COMPANY_NIT_CHECK_DIGIT_MESSAGE, { nit: `${nit.base}-${digit}` }));
        }
        return;
      }
      if (text === '') return;
      switch (v.identification_type) {
        case 'NIT': {
          const nit = checkNit(text);
          if (!nit.ok)
            issue(
              nit.reason === 'check_digit' ? NIT_CHECK_DIGIT_MESSAGE : 'contacts:errors.nitFormat',
            );
          return;
        }
        case 'CC':
        case 'TI':
          if (!/^\d{3,15}$/.test(normalizeIdentification(v.identification_type, text))) {
            issue('contacts:errors.idDigits');
          }
          return;
        case 'CE':
        case 'PP':
          if (!/^[A-Z0-9-]{3,20}$/.test(normalizeIdentification(v.identification_type, text))) {
            issue('contacts:errors.idAlphanumeric');
          }
          return;
      }
    }, alwaysOnObjects),
  );

export type ContactFormOutput = z.output<typeof contactFormSchema>;

/**
 * How a draft is read back: any text of sensible length, unknown choices back to defaults.
 * (Lenient on purpose: a half-typed draft is still worth restoring.)
 */
const draftText = (max: number) => z.catch(z.string().check(z.maxLength(max)), '');
export const contactDraftSchema = z.object({
  kind: z.catch(z.enum(CONTACT_KINDS), 'person'),
  first_name: draftText(500),
  last_name: draftText(500),
  email: draftText(500),
  phone_country: z.catch(z.string().check(z.refine(isKnownPhoneCountry)), DEFAULT_PHONE_COUNTRY),
  phone_number: draftText(100),
  identification_type: z.catch(z.enum(IDENTIFICATION_TYPES), DEFAULT_IDENTIFICATION_TYPE),
  identification_number: draftText(100),
});

/**
 * Form values -> `POST /v1/contacts` body. Empty optional fields are left out. A company is
 * sent as its business name in `first_name`, no `last_name` and identification type NIT: read
 * back, that is how it is told from a person (`isCompany`, src/api/schemas/contact.ts).
 */
export function toContactCreateRequest(values: ContactFormValues): ContactCreateRequest {
  const company = values.kind === 'company';
  const body: ContactCreateRequest = { first_name: values.first_name.trim() };
  const lastName = company ? '' : values.last_name.trim();
  if (lastName) body.last_name = lastName;
  const email = values.email.trim();
  if (email) body.email = email;
  const phone = phoneDigits(values.phone_number.trim());
  if (phone) {
    body.phone_prefix =
      prefixOfCountry(values.phone_country) ?? prefixOfCountry(DEFAULT_PHONE_COUNTRY);
    body.phone_number = phone;
  }
  const identification = values.identification_number.trim();
  if (identification) {
    const type: IdentificationType = company ? 'NIT' : values.identification_type;
    body.identification_type = type;
    body.identification_number = normalizeIdentification(type, identification);
  }
  return body;
}

/** Which form field shows a server error at `path` (the API's names are the form's, but the prefix). */
export function formFieldOfServerPath(path: string): keyof ContactFormValues | null {
  switch (path) {
    case 'first_name':
    case 'last_name':
    case 'email':
    case 'phone_number':
    case 'identification_type':
    case 'identification_number':
      return path;
    case 'phone_prefix':
      return 'phone_country';
    default:
      return null;
  }
}
