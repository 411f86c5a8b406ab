import { describe, expect, it } from 'vitest';
import { contactCreateRequestSchema } from '../../api/schemas';
import {
  COMPANY_NIT_REQUIRED_MESSAGE,
  NIT_CHECK_DIGIT_MESSAGE,
  contactDraftSchema,
  contactFormSchema,
  emptyContactForm,
  formFieldOfServerPath,
  nitFeedback,
  normalizeIdentification,
  toContactCreateRequest,
} from './contactForm';
import type { ContactFormValues } from './contactForm';

const form = (over: Partial<ContactFormValues> = {}): ContactFormValues => ({
  ...emptyContactForm(),
  first_name: 'Ana',
  ...over,
});

/** path -> messages of a failed parse; {} when the values pass. */
function problems(values: ContactFormValues): Record<string, string[]> {
  const result = contactFormSchema.safeParse(values);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const nit = (identification_number: string) =>
  form({ identification_type: 'NIT', identification_number });

// Published NITs: DIAN 800197268-4, Ecopetrol 899999068-1, Bancolombia 890903938-8,
// Grupo Éxito 890900608-9, Avianca 860034313-7.
const VALID_NITS = [
  '800197268-4',
  '899999068-1',
  '890903938-8',
  '890900608-9',
  '860034313-7',
  '800.197.268-4',
  ' 899 999 068 - 1 ',
];
const WRONG_DIGIT = [
  ['800197268-5', 4],
  ['899999068-0', 1],
  ['890903938-3', 8],
  ['900123456-7', 8],
] as const;

describe('contact form: NIT check digit', () => {
  it.each(VALID_NITS)('accepts %j and says its digit is right', (value) => {
    expect(problems(nit(value))).toEqual({});
    expect(nitFeedback('NIT', value)).toMatchObject({ ok: true });
  });

  it.each(WRONG_DIGIT)('refuses %s and knows the digit should be %i', (value, expected) => {
    expect(problems(nit(value))).toEqual({ identification_number: [NIT_CHECK_DIGIT_MESSAGE] });
    expect(nitFeedback('NIT', value)).toEqual({ ok: false, reason: 'check_digit', expected });
  });

  it('accepts a NIT written without its check digit', () => {
    expect(problems(nit('900123456'))).toEqual({});
    expect(nitFeedback('NIT', '900123456')).toEqual({
      ok: true,
      base: '900123456',
      checkDigit: null,
    });
  });

  it.each(['90012345A', '900-123-456', '900123456-', '900123456-12', '1234567890123456-1'])(
    'refuses %j as a malformed NIT',
    (value) => {
      expect(problems(nit(value))).toEqual({
        identification_number: ['contacts:errors.nitFormat'],
      });
    },
  );

  it('checks the digit only when the type is NIT', () => {
    expect(
      problems(form({ identification_type: 'CC', identification_number: '800197268' })),
    ).toEqual({});
    expect(nitFeedback('CC', '800197268-5')).toBeNull();
    expect(nitFeedback('NIT', '  ')).toBeNull();
  });

  it('reports the wrong digit together with the other fields', () => {
    expect(problems({ ...nit('800197268-5'), first_name: ' ', email: 'nope' })).toEqual({
      first_name: ['form.required'],
      email: ['form.email'],
      identification_number: [NIT_CHECK_DIGIT_MESSAGE],
    });
  });
});

describe('contact form: other fields', () => {
  it('needs a first name and nothing else', () => {
    expect(problems(form())).toEqual({});
    expect(problems(form({ first_name: '   ' }))).toEqual({ first_name: ['form.required'] });
    expect(problems(form({ first_name: 'x'.repeat(101) }))).toEqual({
      first_name: ['contacts:errors.nameTooLong'],
    });
  });

  it.each(['ana@example', 'ana example.com', 'ana@@example.com', '@example.com'])(
    'refuses the email %j',
    (email) => {
      expect(problems(form({ email }))).toEqual({ email: ['form.email'] });
    },
  );

  it('accepts a valid email, trimmed', () => {
    expect(problems(form({ email: ' ana.perez@example.co ' }))).toEqual({});
  });

  it('takes phone numbers with separators, refuses letters and odd lengths', () => {
    expect(problems(form({ phone_number: '300 123-4567' }))).toEqual({});
    expect(problems(form({ phone_number: '(601) 555.1234' }))).toEqual({});
    expect(problems(form({ phone_number: '300abc' }))).toEqual({
      phone_number: ['contacts:errors.phoneDigits'],
    });
    expect(problems(form({ phone_number: '123' }))).toEqual({
      phone_number: ['contacts:errors.phoneLength'],
    });
    expect(problems(form({ phone_number: '1'.repeat(16) }))).toEqual({
      phone_number: ['contacts:errors.phoneLength'],
    });
    expect(problems(form({ phone_country: 'XX' }))).toEqual({
      phone_country: ['contacts:errors.phonePrefix'],
    });
  });

  it('checks identification numbers by type', () => {
    expect(
      problems(form({ identification_type: 'CC', identification_number: '1.020.304.050' })),
    ).toEqual({});
    expect(problems(form({ identification_type: 'CC', identification_number: 'AB123' }))).toEqual({
      identification_number: ['contacts:errors.idDigits'],
    });
    expect(
      problems(form({ identification_type: 'PP', identification_number: 'ax 123456' })),
    ).toEqual({});
    expect(problems(form({ identification_type: 'CE', identification_number: '12/34' }))).toEqual({
      identification_number: ['contacts:errors.idAlphanumeric'],
    });
  });
});

describe('toContactCreateRequest', () => {
  it('sends only the first name when nothing else is given', () => {
    expect(toContactCreateRequest(form({ first_name: '  Ana  ' }))).toEqual({ first_name: 'Ana' });
  });

  it('sends every field normalised, and a body the contract accepts', () => {
    const body = toContactCreateRequest({
      kind: 'person',
      first_name: 'Ana',
      last_name: ' Pérez ',
      email: ' ana@example.com ',
      phone_country: 'CO',
      phone_number: '300 123-4567',
      identification_type: 'NIT',
      identification_number: '800.197.268 - 4',
    });
    expect(body).toEqual({
      first_name: 'Ana',
      last_name: 'Pérez',
      email: 'ana@example.com',
      phone_prefix: '+57',
      phone_number: '3001234567',
      identification_type: 'NIT',
      identification_number: '800197268-4',
    });
    expect(contactCreateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a NIT without check digit as its digits', () => {
    expect(normalizeIdentification('NIT', '900.123.456')).toBe('900123456');
  });

  it('normalises other identification types', () => {
    expect(normalizeIdentification('CC', ' 1.020.304.050 ')).toBe('1020304050');
    expect(normalizeIdentification('PP', 'ax 123456')).toBe('AX123456');
  });

  it('uses the chosen country prefix (several share +1)', () => {
    expect(
      toContactCreateRequest(form({ phone_country: 'DO', phone_number: '8095551234' })),
    ).toMatchObject({
      phone_prefix: '+1',
      phone_number: '8095551234',
    });
  });

  it('leaves out the prefix without a number, and the type without an identification', () => {
    const body = toContactCreateRequest(form({ phone_country: 'MX', identification_type: 'PP' }));
    expect(body).toEqual({ first_name: 'Ana' });
  });
});

describe('server errors and drafts', () => {
  it('maps the API paths to the form fields', () => {
    expect(formFieldOfServerPath('identification_number')).toBe('identification_number');
    expect(formFieldOfServerPath('phone_prefix')).toBe('phone_country');
    expect(formFieldOfServerPath('email')).toBe('email');
    expect(formFieldOfServerPath('items.0.quantity')).toBeNull();
  });

  it('restores half-typed drafts and repairs unknown choices', () => {
    const restored = contactDraftSchema.parse({
      first_name: '',
      last_name: 'Pé',
      email: 'not-yet@',
      phone_country: 'ZZ',
      phone_number: '30',
      identification_type: 'XX',
      identification_number: '800197268-',
    });
    expect(restored).toEqual({
      kind: 'person',
      first_name: '',
      last_name: 'Pé',
      email: 'not-yet@',
      phone_country: 'CO',
      phone_number: '30',
      identification_type: 'CC',
      identification_number: '800197268-',
    });
  });
});

describe('a company contact', () => {
  const company = (over: Partial<ContactFormValues> = {}) =>
    form({
      kind: 'company',
      first_name: 'Ferretería El Tornillo S.A.S.',
      identification_type: 'NIT',
      ...over,
    });

  it('needs its NIT, written with the right check digit, and says which one', () => {
    expect(problems(company({ identification_number: '' }))).toEqual({
      identification_number: [COMPANY_NIT_REQUIRED_MESSAGE],
    });
    expect(problems(company({ identification_number: '900123456' }))).toEqual({
      identification_number: ['contacts:company.nitCheckDigit::{"nit":"900123456-8"}'],
    });
    expect(problems(company({ identification_number: '900.123.456-3' }))).toEqual({
      identification_number: [NIT_CHECK_DIGIT_MESSAGE],
    });
    expect(problems(company({ identification_number: 'ABC' }))).toEqual({
      identification_number: ['contacts:errors.nitFormat'],
    });
    expect(problems(company({ identification_number: '900.123.456-8' }))).toEqual({});
    // the same number is fine for a person, who may leave the check digit out
    expect(
      problems(form({ identification_type: 'NIT', identification_number: '900123456' })),
    ).toEqual({});
  });

  it('is sent as its business name in first_name, no last name, and identification type NIT', () => {
    const body = toContactCreateRequest(
      company({
        first_name: ' Ferretería El Tornillo S.A.S. ',
        last_name: 'left from a person',
        identification_type: 'CC',
        identification_number: '900.123.456-8',
        email: 'compras@tornillo.example',
      }),
    );
    expect(body).toEqual({
      first_name: 'Ferretería El Tornillo S.A.S.',
      email: 'compras@tornillo.example',
      identification_type: 'NIT',
      identification_number: '900123456-8',
    });
    expect(contactCreateRequestSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the kind in its draft, and an unknown kind comes back as a person', () => {
    expect(contactDraftSchema.parse({ ...company(), identification_number: '9001' }).kind).toBe(
      'company',
    );
    expect(contactDraftSchema.parse({ ...company(), kind: 'robot' }).kind).toBe('person');
  });
});
