import { describe, expect, it } from 'vitest';
import { translate, type Resources } from './translate';

/** One language's namespaces, as `registerTranslations` stores them. */
const byNamespace = (catalogs: Record<string, Record<string, unknown>>) =>
  new Map(Object.entries(catalogs));

const resources: Resources = new Map([
  [
    'en',
    byNamespace({
      common: {
        keys: { save: 'Save' },
        lines_one: '{{count}} line',
        lines_other: '{{count}} lines',
        onlyEnglish: 'Only in English',
      },
      stock: {
        title: 'Stock',
        errors: { tooLong: 'At most {{max}} characters, {{ name }}' },
        keys: { save: 'Apply' },
        rows_other: '{{count}} rows',
        plain: 'no plural forms',
      },
    }),
  ],
  [
    'es',
    byNamespace({
      common: {
        keys: { save: 'Guardar' },
        lines_one: '{{count}} línea',
        lines_other: '{{count}} líneas',
      },
      stock: { title: 'Inventario', errors: { tooLong: 'Como máximo {{max}} caracteres' } },
    }),
  ],
]);

const t = (
  language: string,
  namespaces: string[],
  key: string,
  options?: Record<string, unknown>,
) => translate(resources, language, namespaces, key, options);

describe('translate', () => {
  it('finds a dot path in the bound namespace before common', () => {
    expect(t('en', ['stock'], 'keys.save')).toBe('Apply');
    expect(t('en', ['stock'], 'title')).toBe('Stock');
    expect(t('es', ['stock'], 'title')).toBe('Inventario');
  });

  it('falls back to common, then to English, namespace by namespace', () => {
    expect(t('es', [], 'keys.save')).toBe('Guardar');
    expect(t('en', ['stock'], 'onlyEnglish')).toBe('Only in English');
    expect(t('es', ['stock'], 'onlyEnglish')).toBe('Only in English');
    // the bound namespace in English comes before common in Spanish, as with i18next
    expect(t('es', ['stock'], 'keys.save')).toBe('Apply');
  });

  it('reads a namespace named in the key', () => {
    expect(t('en', [], 'stock:title')).toBe('Stock');
    expect(t('es', ['orders'], 'stock:errors.tooLong', { max: 5 })).toBe(
      'Como máximo 5 caracteres',
    );
    expect(t('en', ['orders'], 'stock:keys.save')).toBe('Apply');
  });

  it('picks the plural form by the language, then _other, then the plain key', () => {
    expect(t('en', [], 'lines', { count: 1 })).toBe('1 line');
    expect(t('en', [], 'lines', { count: 0 })).toBe('0 lines');
    expect(t('es', [], 'lines', { count: 1 })).toBe('1 línea');
    expect(t('es', [], 'lines', { count: 2 })).toBe('2 líneas');
    // Spanish's own form for a million ("many" in current CLDR) is not in the catalogs
    expect(t('es', [], 'lines', { count: 1_000_000 })).toBe('1000000 líneas');
    expect(t('en', ['stock'], 'rows', { count: 1 })).toBe('1 rows');
    expect(t('en', ['stock'], 'plain', { count: 3 })).toBe('no plural forms');
  });

  it('fills variables, unescaped, and leaves out one not given', () => {
    expect(t('en', ['stock'], 'errors.tooLong', { max: 3, name: '<b>&' })).toBe(
      'At most 3 characters, <b>&',
    );
    expect(t('en', ['stock'], 'errors.tooLong')).toBe('At most  characters, ');
  });

  it('takes another language, other namespaces and a default text from the options', () => {
    expect(t('en', ['stock'], 'title', { lng: 'es' })).toBe('Inventario');
    expect(t('es', ['stock'], 'keys.save', { lng: 'en' })).toBe('Apply');
    expect(t('en', ['stock'], 'keys.save', { ns: 'common' })).toBe('Save');
    expect(t('en', [], 'keys.save', { ns: ['stock', 'common'] })).toBe('Apply');
    expect(t('en', ['stock'], 'status.odd', { defaultValue: 'odd {{n}}', n: 2 })).toBe('odd 2');
    expect(t('en', ['stock'], 'title', { defaultValue: 'unused' })).toBe('Stock');
  });

  it('shows a key found nowhere (or naming a group of keys) as itself, without its namespace', () => {
    expect(t('es', ['stock'], 'nothing.here')).toBe('nothing.here');
    expect(t('en', [], 'stock:missing')).toBe('missing');
    expect(t('en', ['stock'], 'errors')).toBe('errors');
    expect(t('en', [], 'keys.save.deeper')).toBe('keys.save.deeper');
  });
});
