import type { TFunction } from 'i18next';
import type { RuntimeConfig } from '../../../config/schema';
import { formatMoney, formatNumber } from '../../../lib/format';
import { entryNumber } from '../../../lib/numbers';
import { isPriceField } from './changeSchema';
import type { BulkChange, BulkField, FieldValue } from './changeSchema';
import type { BulkJob } from './bulkJob';

/** How labels write values: the person's language, the deployment's currency and categories. */
export interface LabelContext {
  t: TFunction<'products'>;
  language: string;
  currency: string;
  categories: RuntimeConfig['categories'];
}

/** A field's value as the person reads it (money, a status name, a category name). */
export function valueText(field: BulkField, value: FieldValue, c: LabelContext): string {
  if (value === null || value === '') return '—';
  if (isPriceField(field))
    return typeof value === 'number' ? formatMoney(value, c.language, c.currency) : '—';
  if (field === 'status') return c.t(`status.${String(value)}`, { defaultValue: String(value) });
  return c.categories.find((cat) => cat.id === value)?.name ?? String(value);
}

/** "Price +10 %", "Price 2 set to $ 1.200,50", "Status: Draft", "Category: Groceries". */
export function changeText(change: BulkChange, c: LabelContext): string {
  switch (change.kind) {
    case 'set':
      return c.t('bulk.label.set', {
        field: c.t(`fields.${change.field}`),
        value: valueText(change.field, entryNumber(change.value) ?? 0, c),
      });
    case 'percent': {
      const n = entryNumber(change.value) ?? 0;
      const sign = n > 0 ? '+' : n < 0 ? '−' : '';
      return c.t('bulk.label.percent', {
        field: c.t(`fields.${change.field}`),
        value: `${sign}${formatNumber(Math.abs(n), c.language, 2)}`,
      });
    }
    case 'status':
      return c.t('bulk.label.status', { value: valueText('status', change.value, c) });
    case 'category':
      return c.t('bulk.label.category', { value: valueText('category_id', change.value, c) });
  }
}

/** "Price +10 % on 30 products"; an undo: "Undo of bulk edit: Price +10 % on 30 products". */
export function jobLabel(job: Pick<BulkJob, 'kind' | 'change' | 'count'>, c: LabelContext): string {
  const edit = c.t('bulk.label.onCount', {
    change: changeText(job.change, c),
    count: job.count,
    formatted: formatNumber(job.count, c.language),
  });
  return job.kind === 'undo' ? c.t('bulk.label.undoOf', { edit }) : edit;
}
