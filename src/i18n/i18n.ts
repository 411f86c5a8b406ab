import i18next from 'i18next';
import type { Namespace, TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod/mini';
import { readStored, writeStored } from '../lib/storage';
import type { AppLanguage } from '../lib/format';
import { common } from './common';

export const languages: readonly AppLanguage[] = ['en', 'es'];
const languageSchema = z.enum(['en', 'es']);
const STORAGE_KEY = 'language';

/** A catalog: the same nested keys in both languages (checked by i18n.test.ts). */
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

/** Shows the console in another language, remembered in this browser (the language menu, the command palette). */
export function applyLanguage(language: AppLanguage): void {
  rememberLanguage(language);
  void i18next.changeLanguage(language);
  document.documentElement.lang = language;
}

/** The browser's language when it is one we have, else English. */
export function browserLanguage(): AppLanguage {
  const nav = typeof navigator === 'undefined' ? 'en' : navigator.language;
  return nav.toLowerCase().startsWith('es') ? 'es' : 'en';
}

export function initI18n(initial: AppLanguage) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      lng: initial,
      fallbackLng: 'en',
      supportedLngs: ['en', 'es'],
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      resources: { en: { common: common.en }, es: { common: common.es } },
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
      initAsync: false,
    });
    for (const [ns, catalog] of pending) registerTranslations(ns, catalog);
    pending.clear();
  } else if (i18next.language !== initial) {
    void i18next.changeLanguage(initial);
  }
  document.documentElement.lang = initial;
  return i18next;
}

/**
 * Adds a feature's namespace. Feature modules call this at load time, so a lazy route's
 * strings travel in its own chunk.
 */
export function registerTranslations(ns: string, catalog: Catalog): void {
  if (!i18next.isInitialized) {
    pending.set(ns, catalog); // added by initI18n
    return;
  }
  if (!i18next.hasResourceBundle('en', ns)) i18next.addResourceBundle('en', ns, catalog.en);
  if (!i18next.hasResourceBundle('es', ns)) i18next.addResourceBundle('es', ns, catalog.es);
}

const pending = new Map<string, Catalog>();

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

export { i18next };
