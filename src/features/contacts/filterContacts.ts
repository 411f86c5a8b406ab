import type { Contact } from '../../api/schemas';
import { checkNit, nitCheckDigit } from '../../domain/nit';

/** Lower case, without accents, separators (dots, dashes, spaces) kept as single spaces. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** Digits and letters only: "900.123.456-8" and "9001234568" compare equal. */
function compact(text: string): string {
  return fold(text).replace(/[^a-z0-9@]/g, '');
}

/**
 * A NIT is found with or without its check digit whichever way it was stored: its base and its
 * base with the check digit are both searched ("900123456" finds "900123456-8" and back).
 */
function nitForms(c: Contact): string[] {
  if (c.identification_type !== 'NIT' || !c.identification_number) return [];
  const nit = checkNit(c.identification_number);
  if (!nit.ok) return [];
  return [nit.base, `${nit.base}-${nitCheckDigit(nit.base)}`];
}

function haystack(c: Contact): { words: string; compacted: string } {
  const parts = [
    ...nitForms(c),
    c.first_name,
    c.last_name,
    [c.first_name, c.last_name].filter(Boolean).join(' '),
    c.email,
    c.id,
    c.identification_type,
    c.identification_number,
    c.phone_number,
    [c.phone_prefix, c.phone_number].filter(Boolean).join(''),
  ].filter((p): p is string => typeof p === 'string' && p !== '');
  const words = fold(parts.join(' \u0000 '));
  return { words, compacted: parts.map(compact).join(' ') };
}

/**
 * The contacts matching a free-text filter: every word of the query must appear in the name,
 * email, phone, identification or id (case and accents ignored; "900.123.456-8" finds
 * "900123456-8"; a NIT with or without its check digit, dots or dash). The contacts list and
 * order entry's customer picker both search with it.
 */
export function filterContacts(contacts: readonly Contact[], query: string): Contact[] {
  // A term of punctuation alone (the "·" of a picked contact's label) finds nothing and is left out.
  const terms = fold(query)
    .split(/\s+/)
    .filter((term) => compact(term) !== '');
  if (terms.length === 0) return [...contacts];
  return contacts.filter((c) => {
    const { words, compacted } = haystack(c);
    return terms.every((term) => words.includes(term) || compacted.includes(compact(term)));
  });
}
