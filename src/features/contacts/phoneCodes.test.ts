import { describe, expect, it } from 'vitest';
import {
  CALLING_CODES,
  callingCodeOptions,
  isKnownPhoneCountry,
  prefixOfCountry,
} from './phoneCodes';

describe('calling codes', () => {
  it('puts Colombia (+57) first, named in the interface language', () => {
    expect(callingCodeOptions('en')[0]).toEqual({ country: 'CO', prefix: '+57', name: 'Colombia' });
    expect(callingCodeOptions('es')[0]?.name).toBe('Colombia');
  });

  it('names the rest in the language and sorts them by that name', () => {
    const es = callingCodeOptions('es');
    expect(es.find((o) => o.country === 'US')?.name).toBe('Estados Unidos');
    expect(es.find((o) => o.country === 'ES')?.name).toBe('España');
    const names = es.slice(1).map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(callingCodeOptions('en').find((o) => o.country === 'ES')?.name).toBe('Spain');
  });

  it('has one entry per country, each a valid prefix', () => {
    expect(new Set(CALLING_CODES.map((c) => c.country)).size).toBe(CALLING_CODES.length);
    for (const c of CALLING_CODES) expect(c.prefix).toMatch(/^\+\d{1,4}$/);
    expect(prefixOfCountry('MX')).toBe('+52');
    expect(prefixOfCountry('ZZ')).toBeNull();
    expect(isKnownPhoneCountry('CO')).toBe(true);
  });
});
