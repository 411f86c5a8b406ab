import { describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { loadConfig, parseConfigText } from './loadConfig';

const ok = (text: string) => async () => ({ status: 200, text });

describe('loadConfig', () => {
  it('accepts the shipped config.json and reads it beside index.html under the base path', async () => {
    const seen: string[] = [];
    const result = await loadConfig(async (url) => {
      seen.push(url);
      return { status: 200, text: JSON.stringify(shipped) };
    }, '/console/');
    expect(seen).toEqual(['/console/config.json']);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.config.currency).toBe('COP');
      expect(result.config.shipmentStatuses.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('fills defaults and trims a trailing slash of apiBaseUrl', () => {
    const minimal = {
      ...shipped,
      apiBaseUrl: 'https://api.example.com/',
      sendIdempotencyKey: undefined,
      locale: undefined,
    };
    const result = parseConfigText('config.json', JSON.stringify(minimal));
    expect(result.ok && result.config.apiBaseUrl).toBe('https://api.example.com');
    expect(result.ok && result.config.sendIdempotencyKey).toBe(true);
    expect(result.ok && result.config.locale).toBe('en');
  });

  it('names every invalid field', () => {
    const bad = {
      ...shipped,
      apiBaseUrl: 'javascript:alert(1)',
      currency: 'pesos',
      warehouses: [],
      sessionIdleMinutes: -1,
    };
    const result = parseConfigText('config.json', JSON.stringify(bad));
    expect(result.ok).toBe(false);
    if (!result.ok && result.problem.kind === 'invalid') {
      const fields = result.problem.issues.map((i) => i.split(':')[0]);
      expect(fields).toEqual(
        expect.arrayContaining(['apiBaseUrl', 'currency', 'warehouses', 'sessionIdleMinutes']),
      );
    } else {
      throw new Error('expected an invalid-config problem');
    }
  });

  it("words zod's own checks in English, as the error page shows them, and keeps the schema's own messages", async () => {
    const bad = {
      ...shipped,
      environmentLabel: 'x'.repeat(41),
      locale: 'fr',
      currency: 'pesos',
      sessionIdleMinutes: -1,
      warehouses: [],
      taxes: [{ id: '', name: 'T', percentage: 101 }],
    };
    const result = await loadConfig(ok(JSON.stringify(bad)), '/');
    expect(result).toEqual({
      ok: false,
      problem: {
        kind: 'invalid',
        file: '/config.json',
        issues: [
          'environmentLabel: Too big: expected string to have <=40 characters',
          'locale: Invalid option: expected one of "en"|"es"',
          'currency: an ISO 4217 code such as COP',
          'sessionIdleMinutes: Too small: expected number to be >=1',
          'warehouses: Too small: expected array to have >=1 items',
          'taxes.0.id: Too small: expected string to have >=1 characters',
          'taxes.0.percentage: Too big: expected number to be <=100',
        ],
      },
    });
  });

  it('says when the file is not JSON', async () => {
    const result = await loadConfig(ok('<html>oops</html>'), '/');
    expect(result).toEqual({ ok: false, problem: { kind: 'notJson', file: '/config.json' } });
  });

  it('says when the file is missing or unreachable', async () => {
    expect(await loadConfig(async () => ({ status: 404, text: '' }), '/')).toEqual({
      ok: false,
      problem: { kind: 'missing', file: '/config.json', reason: 'HTTP 404' },
    });
    const unreachable = await loadConfig(async () => {
      throw new TypeError('Failed to fetch');
    }, '/');
    expect(unreachable).toEqual({
      ok: false,
      problem: { kind: 'missing', file: '/config.json', reason: 'Failed to fetch' },
    });
  });

  it('refuses a tax with both or neither of percentage and value', () => {
    const both = { ...shipped, taxes: [{ id: 't', name: 'T', percentage: 5, value: 3 }] };
    expect(parseConfigText('c', JSON.stringify(both)).ok).toBe(false);
  });
});
