/**
 * Country calling codes offered by the phone prefix picker: Colombia first, then the
 * Americas and Spain. A form keeps the country (several share +1); the request gets the prefix.
 */
export interface CallingCode {
  /** ISO 3166-1 alpha-2 region code. */
  country: string;
  /** "+57" */
  prefix: string;
}

export const DEFAULT_PHONE_COUNTRY = 'CO';

export const CALLING_CODES: readonly CallingCode[] = [
  { country: 'CO', prefix: '+57' },
  { country: 'AR', prefix: '+54' },
  { country: 'BO', prefix: '+591' },
  { country: 'BR', prefix: '+55' },
  { country: 'CA', prefix: '+1' },
  { country: 'CL', prefix: '+56' },
  { country: 'CR', prefix: '+506' },
  { country: 'CU', prefix: '+53' },
  { country: 'DO', prefix: '+1' },
  { country: 'EC', prefix: '+593' },
  { country: 'SV', prefix: '+503' },
  { country: 'ES', prefix: '+34' },
  { country: 'US', prefix: '+1' },
  { country: 'GT', prefix: '+502' },
  { country: 'HN', prefix: '+504' },
  { country: 'MX', prefix: '+52' },
  { country: 'NI', prefix: '+505' },
  { country: 'PA', prefix: '+507' },
  { country: 'PY', prefix: '+595' },
  { country: 'PE', prefix: '+51' },
  { country: 'PR', prefix: '+1' },
  { country: 'UY', prefix: '+598' },
  { country: 'VE', prefix: '+58' },
];

const byCountry = new Map(CALLING_CODES.map((c) => [c.country, c]));

export function isKnownPhoneCountry(country: string): boolean {
  return byCountry.has(country);
}

/** The prefix of a country of the list ("+57"); null for one outside it. */
export function prefixOfCountry(country: string): string | null {
  return byCountry.get(country)?.prefix ?? null;
}

export interface CallingCodeOption extends CallingCode {
  /** The country's name in the interface language, e.g. "Colombia", "Estados Unidos". */
  name: string;
}

function regionNamer(language: string): (country: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    return (country) => names.of(country) ?? country;
  } catch {
    return (country) => country;
  }
}

/** The picker's options named in `language`: Colombia first, the rest by name. */
export function callingCodeOptions(language: string): CallingCodeOption[] {
  const nameOf = regionNamer(language);
  const collator = new Intl.Collator(language);
  const named = CALLING_CODES.map((c) => ({ ...c, name: nameOf(c.country) }));
  const [first, ...rest] = named;
  rest.sort((a, b) => collator.compare(a.name, b.name));
  return first ? [first, ...rest] : rest;
}
