import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * Form fields keep what the person typed as text; these schemas check it and the mappers
 * turn it into numbers. Messages are i18n keys (translated with `fieldMessage`); messages
 * that come from the server are sentences and are shown as they are.
 */
export const MAX_AMOUNT = 1e13;

/** "1500", "1500.5", "1500,5" (decimal comma) -> number; anything else -> null. */
export function parseDecimal(text: string): number | null {
  const s = text.trim().replace(/\s/g, '');
  if (s === '') return null;
  const normalised = s.includes(',') && !s.includes('.') ? s.replace(',', '.') : s;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(normalised)) return null;
  const n = Number(normalised);
  return Number.isNaN(n) ? null : n;
}

interface DecimalOptions {
  required?: boolean;
  min?: 'nonNegative' | 'positive';
  max?: number;
  maxDecimals?: number;
  integer?: boolean;
}

export function decimalText({ required = false, min = 'nonNegative', max = MAX_AMOUNT, maxDecimals, integer }: DecimalOptions = {}) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim() === '') {
      if (required) ctx.addIssue({ code: 'custom', message: 'form.required' });
      return;
    }
    const n = parseDecimal(value);
    if (n === null) return void ctx.addIssue({ code: 'custom', message: 'form.number' });
    if (!Number.isFinite(n) || Math.abs(n) > max) return void ctx.addIssue({ code: 'custom', message: 'form.tooLarge' });
    if (min === 'nonNegative' && n < 0) return void ctx.addIssue({ code: 'custom', message: 'form.nonNegative' });
    if (min === 'positive' && n <= 0) return void ctx.addIssue({ code: 'custom', message: 'form.positive' });
    if (integer && !Number.isInteger(n)) return void ctx.addIssue({ code: 'custom', message: 'form.integer' });
    if (maxDecimals !== undefined) {
      const decimals = (String(value).split(/[.,]/)[1] ?? '').length;
      if (decimals > maxDecimals) ctx.addIssue({ code: 'custom', message: `form.maxDecimals${maxDecimals}` });
    }
  });
}

/** Text of a number for a form field ('' for null). */
export function numberToText(n: number | null | undefined): string {
  return n == null || !Number.isFinite(n) ? '' : String(n);
}

/** The number of a checked decimal field, or null when empty. */
export function textToNumber(text: string): number | null {
  return parseDecimal(text);
}

const KEY_PATTERN = /^([a-zA-Z]+:)?[a-zA-Z]+(\.[a-zA-Z0-9_]+)+$/;

/** Translates an i18n-key message; shows a server's sentence as it came. */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return KEY_PATTERN.test(message) ? t(message) : message;
}
