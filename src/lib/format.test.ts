import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatNumber, formatRelative } from './format';

const nbsp = /\u00a0/g;
const plain = (s: string) => s.replace(nbsp, ' ').replace(/\u202f/g, ' ');

describe('format', () => {
  it('shows whole amounts without decimals and amounts with cents with two', () => {
    expect(plain(formatMoney(88555, 'en', 'COP'))).toBe('COP 88,555');
    expect(plain(formatMoney(88555.5, 'en', 'COP'))).toBe('COP 88,555.50');
    expect(plain(formatMoney(88555.5, 'es', 'COP'))).toBe('$ 88.555,50');
    expect(formatMoney(Number.NaN, 'en', 'COP')).toBe('—');
    expect(formatMoney(null, 'en', 'COP')).toBe('—');
  });

  it('formats numbers per language, with a maximum of fraction digits', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(1234.5, 'es')).toBe('1.234,5');
    expect(formatNumber(1.23456789, 'en', 2)).toBe('1.23');
    // The same options again (from the formatter cache) and different options give their own results.
    expect(formatNumber(1.23456789, 'en', 2)).toBe('1.23');
    expect(formatNumber(1.23456789, 'en', 4)).toBe('1.2346');
    expect(formatNumber(undefined, 'en')).toBe('—');
  });

  it('formats dates and times, and refuses what is not a date', () => {
    expect(formatDate('2026-11-21T00:00:00Z', 'en')).toBe('Nov 21, 2026');
    expect(formatDate('2026-11-21T00:00:00Z', 'es')).toBe('21/11/2026');
    expect(formatDateTime('not a date', 'en')).toBe('—');
    expect(formatDateTime(null, 'es')).toBe('—');
  });

  it('says how long ago, in the person language', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(formatRelative('2026-11-21T11:57:00Z', 'en', now)).toBe('3 minutes ago');
    expect(formatRelative('2026-11-21T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelative('2026-11-19T12:00:00Z', 'en', now)).toBe('2 days ago');
    expect(formatRelative('2026-11-19T12:00:00Z', 'es', now)).toBe('anteayer');
    expect(formatRelative('2026-11-21T11:59:30Z', 'es', now)).toBe('hace 30 segundos');
    expect(formatRelative('garbage', 'en', now)).toBe('—');
  });
});
