import { describe, expect, it } from 'vitest';
import shipped from '../../public/config.json';
import { parseConfigText } from './loadConfig';
import { localizeConfig } from './localize';
import type { RuntimeConfig } from './schema';

function config(extra: Partial<Record<string, unknown>> = {}): RuntimeConfig {
  const parsed = parseConfigText('config.json', JSON.stringify({ ...shipped, ...extra }));
  if (!parsed.ok) throw new Error('invalid config');
  return parsed.config;
}

describe('localizeConfig', () => {
  it('names categories and shipment statuses in the language when the deployment gave a name', () => {
    const c = config();
    const es = localizeConfig(c, 'es');
    expect(es.shipmentStatuses.find((s) => s.id === 'st-pending')?.name).toBe('Pendiente');
    expect(es.categories.find((s) => s.id === 'cat-1')?.name).toBe('Bebidas');
    // ids, colours, order and the other catalogs are untouched
    expect(es.shipmentStatuses.map((s) => [s.id, s.index, s.color])).toEqual(
      c.shipmentStatuses.map((s) => [s.id, s.index, s.color]),
    );
    expect(es.warehouses).toBe(c.warehouses);
    expect(es.taxes).toBe(c.taxes);
  });

  it('keeps `name` where the language has no name, and the same object when nothing changes', () => {
    const c = config();
    const en = localizeConfig(c, 'en');
    expect(en).toBe(c);
    expect(en.shipmentStatuses.find((s) => s.id === 'st-pending')?.name).toBe('Pending');
    const partial = config({
      categories: [
        { id: 'x', name: 'Tools', names: { en: 'Tools' } },
        { id: 'y', name: 'Toys', names: { es: 'Juguetes' } },
      ],
    });
    expect(localizeConfig(partial, 'es').categories.map((x) => x.name)).toEqual([
      'Tools',
      'Juguetes',
    ]);
  });

  it('refuses an empty localized name', () => {
    const parsed = parseConfigText(
      'config.json',
      JSON.stringify({ ...shipped, categories: [{ id: 'x', name: 'Tools', names: { es: '' } }] }),
    );
    expect(parsed.ok).toBe(false);
  });
});
