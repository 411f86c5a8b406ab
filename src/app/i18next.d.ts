/**
 * Typed translation keys: `t()` accepts only keys of the English catalogs, so a wrong key (or a
 * key of another namespace) fails `tsc`. The Spanish catalogs are checked against the English
 * ones by src/i18n/catalogs.test.ts (same keys, same variables).
 *
 * The namespaces are those registered at run time (src/i18n/i18n.ts `initI18n` for `common`, and
 * `registerTranslations(ns, catalog)` in each lazy chunk). Imports here are type-only (erased),
 * so no catalog travels in another chunk; the file lives in app/ because app/ is the layer that
 * may see every feature (eslint.config.js LAYER_ZONES: i18n/ must not import features/).
 *
 * `fallbackNS: 'common'` mirrors the run-time option: a feature's `t` also finds common's keys.
 */
// A module (so the block below augments i18next's types rather than declaring them).
export {};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: 'common';
    returnNull: false;
    resources: {
      common: (typeof import('../i18n/common'))['common']['en'];
      numbers: (typeof import('../ui/numberMessages'))['numberMessages']['en'];
      palette: (typeof import('./commandPalette/i18n'))['catalog']['en'];
      contacts: (typeof import('../features/contacts/i18n'))['catalog']['en'];
      orders: (typeof import('../features/orders/i18n'))['catalog']['en'] &
        (typeof import('../features/orders/i18nPages'))['catalog']['en'];
      products: (typeof import('../features/products/i18n'))['catalog']['en'] &
        (typeof import('../features/products/i18nDetails'))['catalog']['en'] &
        (typeof import('../features/products/i18nTools'))['catalog']['en'];
      shipments: (typeof import('../features/shipments/i18n'))['catalog']['en'];
      stock: (typeof import('../features/stock/i18n'))['catalog']['en'] &
        (typeof import('../features/stock/i18nTools'))['catalog']['en'];
    };
  }
}
