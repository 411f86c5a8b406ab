import type { Product } from '../../../api/schemas/product';
import { MONEY_DECIMALS, roundBig, toBig, toNumber } from '../../../domain';
import type { BulkChange, BulkField, FieldValue } from './changeSchema';

/*
 * What a bulk edit changes, and what it makes of each product: pure rules, tested alone.
 * A change is one field for every selected product: a price list set to a value or moved by a
 * percentage (rounded to the currency's units), the status, or the category.
 */

/** A percentage change: above -100 % (a price never reaches 0 by a percentage) up to +1,000 %. */
export const PERCENT_MIN = -99.99;
export const PERCENT_MAX = 1000;
export const PERCENT_DECIMALS = 2;

export function fieldOf(change: BulkChange): BulkField {
  switch (change.kind) {
    case 'set':
    case 'percent':
      return change.field;
    case 'status':
      return 'status';
    case 'category':
      return 'category_id';
  }
}

/**
 * The decimals of amounts in `currency`: its minor units as the browser's currency data gives
 * them (COP 0, USD 2, JPY 0), never more than the contract's 2 (money is rounded to 2 decimals).
 */
export function currencyDecimals(currency: string): number {
  try {
    const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    return Math.min(MONEY_DECIMALS, digits ?? MONEY_DECIMALS);
  } catch {
    return MONEY_DECIMALS;
  }
}

/** The product's value of a field (null when unset). */
export function valueOf(product: Product, field: BulkField): FieldValue {
  const value = product[field];
  return value === undefined ? null : value;
}

/** What the change makes of one value; `null` when it cannot apply (a percentage of no price). */
export function changedValue(old: FieldValue, change: BulkChange, decimals: number): FieldValue {
  switch (change.kind) {
    case 'set':
      return toNumber(toBig(change.value));
    case 'percent': {
      if (typeof old !== 'number' || !Number.isFinite(old)) return null;
      const factor = toBig(100).plus(toBig(change.value)).div(100);
      const next = roundBig(toBig(old).times(factor), decimals);
      return toNumber(next.lt(0) ? toBig(0) : next);
    }
    case 'status':
    case 'category':
      return change.value;
  }
}

export type PlanOutcome = 'change' | 'unchanged' | 'noValue';

export interface PlannedRow {
  id: string;
  name: string;
  field: BulkField;
  old: FieldValue;
  new: FieldValue;
  /** change: sent; unchanged: the value already is the new one; noValue: a percentage of no price. */
  outcome: PlanOutcome;
}

export function sameValue(a: FieldValue, b: FieldValue): boolean {
  if (typeof a === 'number' && typeof b === 'number') return toBig(a).eq(toBig(b));
  return a === b;
}

/** Old -> new for each product; rows that would not change are marked and never sent. */
export function planChange(
  products: readonly Product[],
  change: BulkChange,
  decimals: number,
): PlannedRow[] {
  const field = fieldOf(change);
  return products.map((p) => {
    const old = valueOf(p, field);
    const next = changedValue(old, change, decimals);
    const outcome: PlanOutcome =
      next === null ? 'noValue' : sameValue(old, next) ? 'unchanged' : 'change';
    return { id: p.id, name: p.name ?? p.id, field, old, new: next, outcome };
  });
}
