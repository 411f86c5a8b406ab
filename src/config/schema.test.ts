import { describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { parseConfigText } from './loadConfig';
import { businessConfigSchema, runtimeConfigSchema } from './schema';

const business = {
  legalName: 'Comercializadora Andina S.A.S.',
  taxId: '900123456-8',
  address: 'Cra 7 # 71-21, Bogotá',
  phone: '+57 601 555 0100',
  email: 'ventas@andina.example',
};

/** The problems of a config as "path: message" lines, or [] when it is valid. */
function problems(config: unknown): string[] {
  const result = parseConfigText('config.json', JSON.stringify(config));
  if (result.ok) return [];
  return result.problem.kind === 'invalid' ? result.problem.issues : [result.problem.kind];
}

describe('runtime configuration: business, resolutions, default taxes', () => {
  it('reads the shipped demo business, its logo beside config.json, the resolutions and IVA 19 % as default', () => {
    const config = runtimeConfigSchema.parse(shipped);
    expect(config.business).toMatchObject({
      legalName: expect.any(String),
      taxId: '900123456-8',
      logoUrl: 'logo.svg',
    });
    expect(config.invoiceNumerations.every((n) => (n.resolution ?? '').includes('DIAN'))).toBe(
      true,
    );
    expect(config.taxes.filter((t) => t.default).map((t) => t.id)).toEqual(['iva-19']);
  });

  it('keeps the NIT as digits, dash and check digit however it was grouped', () => {
    for (const typed of ['900123456-8', '900.123.456-8', ' 900 123 456-8 ']) {
      expect(businessConfigSchema.parse({ ...business, taxId: typed }).taxId).toBe('900123456-8');
    }
  });

  it('refuses a NIT without check digit, with a wrong one, or that is not a NIT, and says what to write', () => {
    expect(problems({ ...shipped, business: { ...business, taxId: '900123456' } })).toEqual([
      'business.taxId: the NIT needs its check digit: "900123456-8"',
    ]);
    expect(problems({ ...shipped, business: { ...business, taxId: '900.123.456-3' } })).toEqual([
      'business.taxId: the check digit of NIT 900123456 is 8, not 3',
    ]);
    expect(problems({ ...shipped, business: { ...business, taxId: 'NIT 900123456' } })).toEqual([
      'business.taxId: a NIT with its check digit, such as "900123456-8" (digits, a dash, the check digit)',
    ]);
  });

  it('names every missing or malformed member of the business', () => {
    const fields = problems({
      ...shipped,
      business: { legalName: '  ', taxId: '900123456-8', email: 'nope' },
    }).map((p) => p.split(':')[0]);
    expect(fields.sort()).toEqual([
      'business.address',
      'business.email',
      'business.legalName',
      'business.phone',
    ]);
    expect(problems({ ...shipped, business: { ...business, email: 'nope' } })).toEqual([
      'business.email: an email address, such as ventas@example.com',
    ]);
  });

  it('takes a logo only as a path beside config.json (the CSP serves images from the own origin)', () => {
    for (const ok of ['logo.svg', 'brand/logo-2.png', 'img/v1.0/logo.webp']) {
      expect(problems({ ...shipped, business: { ...business, logoUrl: ok } }), ok).toEqual([]);
    }
    for (const bad of [
      'https://cdn.example.com/logo.svg',
      '//cdn.example.com/logo.svg',
      '/logo.svg',
      '../logo.svg',
      'data:image/png;base64,AA',
      'javascript:alert(1)',
      '',
    ]) {
      const found = problems({ ...shipped, business: { ...business, logoUrl: bad } });
      expect(found, bad).toHaveLength(1);
      expect(found[0], bad).toMatch(/^business\.logoUrl: a file path beside config\.json/);
    }
  });

  it('runs without a business (the printed documents then have no seller block) and with older entries', () => {
    const { business: _omitted, ...withoutBusiness } = shipped;
    const config = runtimeConfigSchema.parse({
      ...withoutBusiness,
      invoiceNumerations: [{ id: 'n', name: 'N', prefix: 'N-' }],
      taxes: [{ id: 't', name: 'T', percentage: 19 }],
    });
    expect(config.business).toBeUndefined();
    expect(config.invoiceNumerations[0]?.resolution).toBeUndefined();
    expect(config.taxes[0]?.default).toBeUndefined();
  });

  it('refuses an empty resolution and a default that is not a boolean', () => {
    expect(
      problems({
        ...shipped,
        invoiceNumerations: [{ id: 'n', name: 'N', prefix: '', resolution: '   ' }],
      }),
    ).toHaveLength(1);
    const bad = problems({
      ...shipped,
      taxes: [{ id: 't', name: 'T', percentage: 19, default: 'yes' }],
    });
    expect(bad.map((p) => p.split(':')[0])).toEqual(['taxes.0.default']);
  });
});
