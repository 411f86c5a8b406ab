/** Intl formatting helpers. Every number, amount and date the console shows goes through here. */
export type AppLanguage = 'en' | 'es';

const intlLocale: Record<AppLanguage, string> = { en: 'en-US', es: 'es-CO' };

export function localeOf(language: string): string {
  return intlLocale[language === 'es' ? 'es' : 'en'];
}

// Building an Intl formatter costs far more than using one (a board of 500 cards, a grid of
// 1,000 lines): each is made once per locale and options, keyed by a cheap string.
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function optionsKey(options: Intl.NumberFormatOptions | Intl.DateTimeFormatOptions): string {
  let key = '';
  for (const [name, value] of Object.entries(options)) key += `${name}=${String(value)};`;
  return key;
}

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `n|${locale}|${optionsKey(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f as Intl.NumberFormat;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d|${locale}|${optionsKey(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    cache.set(key, f);
  }
  return f as Intl.DateTimeFormat;
}

export function formatMoney(
  amount: number | null | undefined,
  language: string,
  currency: string,
): string {
  if (amount == null || !Number.isFinite(amount)) return '—';
  // Whole amounts without decimals (COP 88,555); amounts with cents always with two (88,555.50).
  const cents = !Number.isInteger(Math.round(amount * 100) / 100);
  return numberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatNumber(
  value: number | null | undefined,
  language: string,
  maximumFractionDigits = 6,
): string {
  if (value == null || !Number.isFinite(value)) return '—';
  return numberFormat(localeOf(language), { maximumFractionDigits }).format(value);
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return dateFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(d);
}

export function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '—';
  return dateFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

const relativeCache = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let f = relativeCache.get(locale);
  if (!f) {
    f = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeCache.set(locale, f);
  }
  return f;
}

/** "3 min ago", "2 days ago", in the person's language. */
export function formatRelative(
  iso: string | null | undefined,
  language: string,
  now = Date.now(),
): string {
  if (!iso) return '—';
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '—';
  const seconds = Math.round((then - now) / 1000);
  const rtf = relativeFormat(localeOf(language));
  const abs = Math.abs(seconds);
  if (abs < 60) return rtf.format(seconds, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86400) return rtf.format(Math.round(seconds / 3600), 'hour');
  return rtf.format(Math.round(seconds / 86400), 'day');
}
