/**
 * The console's translation lookup: the part of i18next the catalogs use, in a few hundred
 * bytes instead of i18next's ~17 kB gzip on every page's first load. i18next's *types* still
 * check every key at compile time (src/app/i18next.d.ts); only its runtime is replaced.
 *
 * What it does, as i18next did with the options src/i18n/i18n.ts gave it:
 * - keys are dot paths into nested catalogs; `ns:key` names the namespace;
 * - a `t` bound to namespaces looks in each in turn, then in `common` (i18next's fallbackNS),
 *   each first in the language shown and then in English (fallbackLng);
 * - `count` picks the plural form by the language's rules (`Intl.PluralRules`: `key_one`,
 *   `key_other`, …), falling back to `key_other` (Spanish's `many`, for a million, has no form
 *   of its own in the catalogs) and then to the plain key;
 * - `{{name}}` takes the option of that name (a string, number or boolean), unescaped (React
 *   escapes what it renders); a variable not given is left out;
 * - options `lng` (another language than the one shown), `ns` (namespaces instead of the bound
 *   ones) and `defaultValue` (shown when the key is found nowhere), as i18next's;
 * - a key found nowhere shows as itself (without its namespace), as i18next showed it.
 */

/** Catalogs by language, then namespace: nested objects whose leaves are strings. */
export type Resources = ReadonlyMap<string, ReadonlyMap<string, Readonly<Record<string, unknown>>>>;

export type TranslateOptions = Readonly<Record<string, unknown>>;

export const FALLBACK_NAMESPACE = 'common';
export const FALLBACK_LANGUAGE = 'en';

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(catalog: Readonly<Record<string, unknown>> | undefined, path: string): unknown {
  let node: unknown = catalog;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function interpolate(text: string, options: TranslateOptions | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = options?.[name];
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : '';
  });
}

/**
 * The text of `key` in `language`, looked up in `namespaces` (then `common`), with `options`'
 * count and variables applied.
 */
export function translate(
  resources: Resources,
  language: string,
  namespaces: readonly string[],
  key: string,
  options?: TranslateOptions,
): string {
  const colon = key.indexOf(':');
  const path = colon < 0 ? key : key.slice(colon + 1);
  const ns = options?.ns;
  const bound =
    typeof ns === 'string'
      ? [ns]
      : Array.isArray(ns)
        ? ns.filter((n): n is string => typeof n === 'string')
        : namespaces;
  const searched =
    colon < 0 ? [...bound, FALLBACK_NAMESPACE] : [key.slice(0, colon), FALLBACK_NAMESPACE];
  const count = options?.count;
  const lng = typeof options?.lng === 'string' ? options.lng : language;
  const languages = lng === FALLBACK_LANGUAGE ? [lng] : [lng, FALLBACK_LANGUAGE];
  for (const namespace of new Set(searched))
    for (const shown of languages) {
      const catalog = resources.get(shown)?.get(namespace);
      const candidates =
        typeof count === 'number'
          ? [`${path}_${pluralCategory(shown, count)}`, `${path}_other`, path]
          : [path];
      for (const candidate of candidates) {
        const found = lookup(catalog, candidate);
        if (typeof found === 'string') return interpolate(found, options);
      }
    }
  const fallback = options?.defaultValue;
  return typeof fallback === 'string' ? interpolate(fallback, options) : path;
}
