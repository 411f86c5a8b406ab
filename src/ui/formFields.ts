import type { Namespace, TFunction } from 'i18next';
import { z } from 'zod/mini';
import { dynamicT, i18n, registerTranslations } from '../i18n/i18n';
import { localeOf } from '../lib/format';
import { checkRules, formatDecimal, numberSymbols, readEntry } from '../lib/numbers';
import type { NumberEntry, NumberRules } from '../lib/numbers';
import { numberMessages } from './numberMessages';

export { entryIsBlank, entryNumber, entryValue } from '../lib/numbers';
export type { NumberEntry, NumberRules } from '../lib/numbers';

registerTranslations('numbers', numberMessages);

/**
 * Form fields keep text: plain text fields what was typed, numeric fields a `NumberEntry`
 * (src/lib/numbers.ts: the typed text with the language it was typed in). These schemas check
 * them; the mappers turn entries into numbers with `entryNumber`. Messages are i18n keys,
 * optionally with parameters (`key::{json}`), translated by `fieldMessage`; messages that come
 * from the server are sentences and are shown as they are.
 */
export const MAX_AMOUNT = 1e13;

export interface NumberFieldRules extends NumberRules {
  required?: boolean;
}

/** A message key with parameters, as a zod issue message can carry it. */
export function keyWithParams(key: string, params: Record<string, string | number>): string {
  return `${key}::${JSON.stringify(params)}`;
}

/** The message of an entry that breaks the number rule or the field's rules, or null. */
export function entryProblem(
  entry: NumberEntry,
  { required = false, max = MAX_AMOUNT, ...rules }: NumberFieldRules,
): string | null {
  const { text, locale, reading } = readEntry(entry);
  if (reading === null) return required ? 'numbers:required' : null;
  if (!reading.ok)
    return keyWithParams(`numbers:${reading.problem}`, {
      text: text.trim(),
      ...(locale ? { locale } : {}),
    });
  const problem = checkRules(reading.value, { ...rules, max });
  if (problem === null) return null;
  const value = reading.value;
  switch (problem.code) {
    case 'decimals':
      return keyWithParams('numbers:decimals', { value, count: problem.max });
    case 'max':
      return keyWithParams('numbers:max', { value, max: problem.max });
    default:
      return keyWithParams(`numbers:${problem.code}`, { value });
  }
}

/** The zod schema of a numeric field's entry. */
export function numberField(rules: NumberFieldRules) {
  return z.string().check(
    z.superRefine((entry, ctx) => {
      const message = entryProblem(entry, rules);
      if (message !== null) ctx.addIssue({ code: 'custom', message });
    }),
  );
}

/** The entry of a record's number for a form field ('' for none). */
export { entryOfNumber as numberToEntry } from '../lib/numbers';

const KEY_PATTERN = /^([a-zA-Z]+:)?[a-zA-Z]+(\.[a-zA-Z0-9_]+)*$/;
const PARAMS = z.record(z.string(), z.union([z.string(), z.number()]));

/** The parameters a number message shows, written the person's way. */
function numberParams(
  params: Record<string, string | number>,
  language: string,
): Record<string, string | number> {
  const here = localeOf(language);
  const typedIn = typeof params.locale === 'string' ? params.locale : here;
  const { group, decimal } = numberSymbols(typedIn);
  const out: Record<string, string | number> = {
    ...params,
    group,
    decimal,
    example: formatDecimal('1234567.5', typedIn),
    thousands: formatDecimal('1200', typedIn),
    half: formatDecimal('1.5', typedIn),
  };
  if (typeof params.value === 'string') out.read = formatDecimal(params.value, here);
  if (typeof params.max === 'number') out.max = formatDecimal(String(params.max), here);
  return out;
}

/** Translates an i18n-key message (with its parameters); shows a server's sentence as it came. */
export function fieldMessage<Ns extends Namespace>(
  typed: TFunction<Ns>,
  message: string | undefined,
): string | undefined {
  if (!message) return undefined;
  const t = dynamicT(typed); // the key is the message's: data, not code
  const split = message.indexOf('::');
  const key = split < 0 ? message : message.slice(0, split);
  if (!KEY_PATTERN.test(key) || (split < 0 && !key.includes('.') && !key.includes(':')))
    return message;
  if (split < 0) return t(key);
  let params: Record<string, string | number> = {};
  try {
    const parsed = PARAMS.safeParse(JSON.parse(message.slice(split + 2)));
    if (parsed.success) params = parsed.data;
  } catch {
    return t(key);
  }
  return t(key, numberParams(params, i18n.language));
}

/** The exact number an entry sends, written plainly the person's way (`1234567,5`), for the "Number sent" hint. */
export function sentText(value: string, language: string): string {
  return formatDecimal(value, localeOf(language), { grouping: false });
}
