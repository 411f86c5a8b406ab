import type { Namespace, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { readStored, writeStored } from '../lib/storage';
import type { AppLanguage } from '../lib/format';
import { common } from './common';
import { FALLBACK_NAMESPACE, translate, type TranslateOptions } from './translate';

export const languages: readonly AppLanguage[] = ['en', 'es'];
const languageSchema = z.enum(['en', 'es']);
const STORAGE_KEY = 'language';

/** A catalog: the same nested keys in both languages (checked by catalogs.test.ts). */
export interface Catalog {
  en: Record<string, unknown>;
  es: Record<string, unknown>;
}

export function storedLanguage(): AppLanguage | null {
  return readStored('local', STORAGE_KEY, languageSchema);
}

export function rememberLanguage(language: AppLanguage): void {
  writeStored('local', STORAGE_KEY, language);
}

/** The browser's language when it is one we have, else English. */
export function browserLanguage(): AppLanguage {
  const nav = typeof navigator === 'undefined' ? 'en' : navigator.language;
  return nav.toLowerCase().startsWith('es') ? 'es' : 'en';
}

// The strings of every namespace loaded so far, by language (see translate.ts).
const resources = new Map<AppLanguage, Map<string, Record<string, unknown>>>([
  ['en', new Map([[FALLBACK_NAMESPACE, common.en]])],
  ['es', new Map([[FALLBACK_NAMESPACE, common.es]])],
]);
let current: AppLanguage = 'en';
const listeners = new Set<() => void>();

/** A `t` for a language and namespaces: one function per pair, so its identity changes only with the language. */
const boundTs = new Map<string, TFunction<Namespace>>();

function boundT<Ns extends Namespace>(language: AppLanguage, ns: Ns): TFunction<Ns> {
  const namespaces: readonly string[] = typeof ns === 'string' ? [ns] : ns;
  const id = `${language}|${namespaces.join(',')}`;
  let t = boundTs.get(id);
  if (!t) {
    const plain = (key: string, options?: TranslateOptions) =>
      translate(resources, language, namespaces, key, options);
    // The one place the typed signature (src/app/i18next.d.ts) is given to the plain function.
    t = plain as unknown as TFunction<Namespace>;
    boundTs.set(id, t);
  }
  return t as unknown as TFunction<Ns>;
}

/** The language shown, its change, and `common`'s `t` for code outside React (main.tsx). */
export const i18n = {
  get language(): AppLanguage {
    return current;
  },
  get t(): TFunction {
    return boundT(current, FALLBACK_NAMESPACE);
  },
  changeLanguage(language: AppLanguage): void {
    if (language === current) return;
    current = language;
    for (const listener of listeners) listener();
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentLanguage = () => current;

/**
 * The `t` of the language shown, bound to `ns` (then `common`), and that language; a component
 * using it draws again when the language changes. The same shape as react-i18next's hook.
 */
export function useTranslation<const Ns extends Namespace = typeof FALLBACK_NAMESPACE>(
  ns?: Ns,
): { t: TFunction<Ns>; i18n: { language: AppLanguage } } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: boundT(language, ns ?? (FALLBACK_NAMESPACE as Ns)), i18n: { language } };
}

/** Shows the console in another language, remembered in this browser (the language menu, the command palette). */
export function applyLanguage(language: AppLanguage): void {
  rememberLanguage(language);
  i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

/** Sets the language the console starts in. */
export function initI18n(initial: AppLanguage) {
  i18n.changeLanguage(initial);
  document.documentElement.lang = initial;
  return i18n;
}

/** `a` with `b`'s keys added, objects merged key by key (neither is changed). */
function merged(a: Record<string, unknown>, b: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const had = out[key];
    out[key] = isPlainObject(had) && isPlainObject(value) ? merged(had, value) : (had ?? value);
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Adds a feature's namespace, or more of its strings. Feature modules call this at load time, so
 * a lazy route's strings travel in its own chunk; a namespace's strings may come in parts (the
 * product list's first, its tools' and the product page's with them), merged as they arrive.
 */
export function registerTranslations(ns: string, catalog: Catalog): void {
  for (const language of languages) {
    const namespaces = resources.get(language);
    if (!namespaces) continue;
    const had = namespaces.get(ns);
    namespaces.set(ns, had ? merged(had, catalog[language]) : catalog[language]);
  }
}

/** A `t` that takes any string as its key: see `dynamicT`. */
export type DynamicT = (key: string, options?: Record<string, unknown>) => string;

/**
 * `t` for a key known only at run time: a message key carried by a zod issue or a line's check
 * (`'fields.nameRequired'`, `'stock:errors.tooLong'`, with `key::{json}` parameters; see
 * src/ui/formFields.ts). Every other `t()` call is checked against the English catalogs
 * (src/app/i18next.d.ts), so this is the one door for unchecked keys: use it only where the key
 * comes from data, never for a key written in the code. A missing key shows as the key itself.
 */
export function dynamicT<Ns extends Namespace>(t: TFunction<Ns>): DynamicT {
  // The one cast of a typed `t`: the same function, called with a key the types cannot know.
  return t as unknown as DynamicT;
}
