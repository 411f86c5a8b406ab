import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { dynamicT, useTranslation } from './i18n';

/*
 * The typed keys of src/app/i18next.d.ts, held in place: each `@ts-expect-error` line must be an
 * error for `tsc -p tsconfig.json` (part of `npm run typecheck` and .ci/run), so if the typing is
 * lost (the declaration removed, `resources` widened to string), tsc reports the directive as unused.
 * The functions are never called: the file checks types; the one test below checks dynamicT.
 */
export function wrongKeysFail(
  products: TFunction<'products'>,
  common: TFunction,
  stock: TFunction<'stock'>,
  fromData: string,
): string[] {
  return [
    products('fields.name'),
    products('keys.save'), // common's, through fallbackNS as at run time
    common('keys.save'),
    stock('availability.whereTotal'),
    // @ts-expect-error: no such key in the products catalog
    products('fields.noSuchField'),
    // @ts-expect-error: a key of another feature's namespace
    products('availability.whereTotal'),
    // @ts-expect-error: a typo in a common key
    common('keys.svae'),
    // @ts-expect-error: a plain string is not a key (use dynamicT for keys that come from data)
    common(fromData),
  ];
}

describe('dynamicT', () => {
  it('calls the same t with a key known only at run time', () => {
    const seen: unknown[] = [];
    const t = ((key: string, options?: unknown) => {
      seen.push([key, options]);
      return `T:${key}`;
    }) as unknown as TFunction<'products'>;
    expect(dynamicT(t)('fields.name', { a: 1 })).toBe('T:fields.name');
    expect(seen).toEqual([['fields.name', { a: 1 }]]);
  });
});

/** The hook's `t` is as strictly typed (never called, as above). */
export function useTypedHook(): string[] {
  const { t } = useTranslation('products');
  const both = useTranslation(['orders', 'common']).t;
  const common = useTranslation().t;
  return [
    t('fields.name'),
    both('keys.save'),
    common('keys.save'),
    // @ts-expect-error: no such key in the products catalog
    t('fields.noSuchField'),
    // @ts-expect-error: a key of another feature's namespace
    common('availability.whereTotal'),
  ];
}
