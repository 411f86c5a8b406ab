import { describe, expect, it } from 'vitest';
import { productSearchPageSchema } from '../src/api/schemas/index.ts';
import type { ProductSearchPage } from '../src/api/schemas/index.ts';
import { foldText, matchesWords, productHaystack, queryWords } from './search.ts';
import { as, call, OTHER_KEY, testSandbox } from './testSupport.ts';

/** Whether a product of these fields is found by the query (the sandbox's matching rule). */
function finds(
  product: { name: string; sku?: string | null; code?: string | null; reference?: string | null },
  query: string,
): boolean {
  const haystack = productHaystack({
    name: product.name,
    sku: product.sku ?? null,
    code: product.code ?? null,
    reference: product.reference ?? null,
  });
  return matchesWords(haystack, queryWords(query));
}

describe('the product query matcher', () => {
  it('folds case and accents of the query and of the fields', () => {
    expect(foldText('Azúcar Manuelita 1 KG')).toBe('azucar manuelita 1 kg');
    expect(foldText('Piña ÑANDÚ')).toBe('pina nandu');
    expect(finds({ name: 'Azúcar Manuelita 1 kg' }, 'azucar')).toBe(true);
    expect(finds({ name: 'Azucar Manuelita 1 kg' }, 'AZÚCAR')).toBe(true);
    expect(finds({ name: 'Atún en aceite Zenú' }, 'atun ZENU')).toBe(true);
    expect(finds({ name: 'Café', sku: 'CAF-Ñ1' }, 'caf-n1')).toBe(true);
  });

  it('splits the query into words: each must occur somewhere, in any order', () => {
    const oil = { name: 'Aceite vegetal Gourmet 3 L', sku: 'GRO-00042' };
    expect(queryWords('  gourmet\taceite \n')).toEqual(['gourmet', 'aceite']);
    expect(finds(oil, 'gourmet aceite')).toBe(true);
    expect(finds(oil, 'aceite 3 l')).toBe(true);
    expect(finds(oil, 'vegetal gro-00042')).toBe(true);
    expect(finds(oil, 'gourmet arroz')).toBe(false);
    expect(finds(oil, 'aceite 5 l')).toBe(false);
  });

  it('matches a word as a substring of one field, never across two', () => {
    const p = { name: 'Arroz Diana', sku: 'GRO-1', code: '7701', reference: 'REF-A' };
    expect(finds(p, 'ana gro 770 ef-a')).toBe(true);
    // "diana" ends one field and "gro" starts the next: one word cannot span them.
    expect(finds(p, 'dianagro')).toBe(false);
    expect(finds(p, 'diana\ngro')).toBe(true); // two words
  });

  it('a blank query has no words and finds everything; punctuation is an ordinary character', () => {
    expect(queryWords('   ')).toEqual([]);
    expect(finds({ name: 'Anything' }, ' ')).toBe(true);
    expect(finds({ name: 'Harina P.A.N. 1 kg' }, 'p.a.n.')).toBe(true);
    expect(finds({ name: 'Harina PAN 1 kg' }, 'p.a.n.')).toBe(false);
  });

  it('leaves out missing and empty fields', () => {
    expect(productHaystack({ name: 'Zapallo', sku: null, code: '', reference: null })).toBe(
      'zapallo',
    );
    expect(productHaystack({ name: 'Té', sku: 'T-1', code: null, reference: 'Réf' })).toBe(
      'te\nt-1\nref',
    );
  });
});

describe('POST /v1/products/search with the word rule', () => {
  async function search(query: string): Promise<ProductSearchPage> {
    const s = testSandbox();
    for (const name of [
      'Azúcar Manuelita 1 kg',
      'Aceite vegetal Gourmet 3 L',
      'Aceite vegetal Gourmet 1 L',
      'Aceite vegetal Premier 3 L',
    ]) {
      const res = await call(s.app, 'POST', '/v1/products', { name }, { key: OTHER_KEY });
      expect(res.status).toBe(201);
    }
    const res = await call(s.app, 'POST', '/v1/products/search', { query }, { key: OTHER_KEY });
    expect(res.status).toBe(200);
    return as(productSearchPageSchema, res.json);
  }
  const names = (page: ProductSearchPage) => (page.items ?? []).map((i) => i.name);

  it('finds without accents, and by words in any order', async () => {
    expect(names(await search('azucar'))).toEqual(['Azúcar Manuelita 1 kg']);
    expect(names(await search('gourmet aceite'))).toEqual([
      'Aceite vegetal Gourmet 1 L',
      'Aceite vegetal Gourmet 3 L',
    ]);
    expect(names(await search('aceite 3 l'))).toEqual([
      'Aceite vegetal Gourmet 3 L',
      'Aceite vegetal Premier 3 L',
    ]);
    expect(await search('aceite azucar')).toMatchObject({ total_items: 0, items: [] });
  });
});
