/**
 * Stock movement rules of CONTRACT.md "Warehouse stock", shared by the console (checks while
 * typing a batch) and the sandbox (the authoritative 422 / 409 answers).
 *
 * Quantities have up to 6 decimals; all arithmetic is decimal (big.js), so 0.1 + 0.2 is 0.3.
 */
import Big from 'big.js';
import { divideRounded, roundMoney, toBig, toBigOrZero, toNumber } from './money.ts';

export type StockOperation = 'add' | 'remove';
export type Reservation = 'reserve' | 'release';

export const QUANTITY_DECIMALS = 6;

/** The reservations a movement may carry: add -> ['reserve'], remove -> ['release']. */
export function allowedReservations(op: StockOperation): Reservation[] {
  return op === 'add' ? ['reserve'] : ['release'];
}

/** Operations a person asks for that the contract has no single movement for. */
export type OnHandOperation = 'reserveOnHand' | 'releaseOnHand';

/**
 * How an on-hand operation is said with the contract's movements (`reserve` goes only with
 * `add`, `release` only with `remove`): two movements of the same quantity, product and
 * warehouse, adjacent in one atomic batch, the first changing `reserved`, the second taking the
 * stock back; neither carries a unit cost (it would count as a purchase).
 *
 *   reserve on hand N          = add N + reserve, then remove N   -> stock unchanged, reserved + N
 *   release, keep on hand N    = remove N + release, then add N   -> stock unchanged, reserved - N
 */
export const ON_HAND_MOVEMENTS: Readonly<
  Record<
    OnHandOperation,
    readonly [
      { operation: StockOperation; reservation: Reservation },
      { operation: StockOperation },
    ]
  >
> = {
  reserveOnHand: [{ operation: 'add', reservation: 'reserve' }, { operation: 'remove' }],
  releaseOnHand: [{ operation: 'remove', reservation: 'release' }, { operation: 'add' }],
};

export interface MovementInput {
  warehouse_id: string;
  product_id: string;
  operation: StockOperation;
  quantity: number;
  reservation?: Reservation | null | undefined;
  unit_cost?: number | null | undefined;
}

export interface MovementRuleError {
  /** relative to the movement, e.g. 'reservation' or 'unit_cost' */
  path: string;
  message: string;
}

function hasAtMostDecimals(value: number, dp: number): boolean {
  const b = toBig(value);
  return b.round(dp, 0).eq(b);
}

/**
 * The rule errors of one movement (empty when it is valid): a reservation that does not fit
 * the operation, a unit_cost on a remove (or a negative one), a quantity that is not > 0 or
 * has more than 6 decimals. Unknown warehouses and products are the caller's to check.
 */
export function checkMovement(m: MovementInput): MovementRuleError[] {
  const errors: MovementRuleError[] = [];

  if (typeof m.quantity !== 'number' || !Number.isFinite(m.quantity)) {
    errors.push({ path: 'quantity', message: 'must be a number' });
  } else if (m.quantity <= 0) {
    errors.push({ path: 'quantity', message: 'must be greater than 0' });
  } else if (!hasAtMostDecimals(m.quantity, QUANTITY_DECIMALS)) {
    errors.push({ path: 'quantity', message: `must have at most ${QUANTITY_DECIMALS} decimals` });
  }

  if (m.reservation !== null && m.reservation !== undefined) {
    if (!allowedReservations(m.operation).includes(m.reservation)) {
      errors.push({
        path: 'reservation',
        message:
          m.operation === 'add'
            ? 'release cannot be used when adding stock; use reserve'
            : 'reserve cannot be used when removing stock; use release',
      });
    }
  }

  if (m.unit_cost !== null && m.unit_cost !== undefined) {
    if (m.operation === 'remove') {
      errors.push({ path: 'unit_cost', message: 'unit cost is only allowed when adding stock' });
    } else if (!Number.isFinite(m.unit_cost)) {
      errors.push({ path: 'unit_cost', message: 'must be a number' });
    } else if (m.unit_cost < 0) {
      errors.push({ path: 'unit_cost', message: 'must be 0 or more' });
    }
  }

  return errors;
}

export interface StockLevel {
  stock: number;
  reserved: number;
}

interface ExactLevel {
  stock: Big;
  reserved: Big;
}

function exact(level: StockLevel): ExactLevel {
  return { stock: toBigOrZero(level.stock), reserved: toBigOrZero(level.reserved) };
}

function plain(level: ExactLevel): StockLevel {
  return { stock: toNumber(level.stock), reserved: toNumber(level.reserved) };
}

function applyExact(level: ExactLevel, m: MovementInput): ExactLevel {
  const q = toBigOrZero(m.quantity);
  const stock = m.operation === 'add' ? level.stock.plus(q) : level.stock.minus(q);
  let reserved = level.reserved;
  if (m.reservation === 'reserve') reserved = reserved.plus(q);
  else if (m.reservation === 'release') reserved = reserved.minus(q);
  return {
    stock: stock.round(QUANTITY_DECIMALS, 1),
    reserved: reserved.round(QUANTITY_DECIMALS, 1),
  };
}

/**
 * The level after one movement (no rule check): add/remove change stock, reserve/release
 * change reserved, by quantity. Decimal arithmetic, exact to 6 decimals.
 */
export function applyMovement(level: StockLevel, m: MovementInput): StockLevel {
  return plain(applyExact(exact(level), m));
}

export type BatchOutcome =
  | {
      ok: true;
      entries: {
        warehouse_id: string;
        product_id: string;
        before: StockLevel;
        after: StockLevel;
      }[];
    }
  | {
      ok: false;
      /** index of the first movement that breaks 0 <= reserved <= stock */
      index: number;
      /** 'movements.7.quantity' */
      path: string;
      message: string;
      /** the level of that movement's warehouse product just before it (what it could not apply to) */
      level: StockLevel;
    };

const fmt = (x: Big): string => x.toFixed();

function invariantMessage(before: ExactLevel, after: ExactLevel, m: MovementInput): string | null {
  const q = fmt(toBigOrZero(m.quantity));
  if (after.stock.lt(0)) {
    return `insufficient stock: ${fmt(before.stock)} on hand, ${q} to remove`;
  }
  if (after.reserved.lt(0)) {
    return `cannot release ${q}: only ${fmt(before.reserved)} reserved`;
  }
  if (after.reserved.gt(after.stock)) {
    if (m.operation === 'remove') {
      const free = before.stock.minus(before.reserved);
      return `insufficient unreserved stock: ${fmt(free.lt(0) ? new Big(0) : free)} free of ${fmt(before.stock)} on hand, ${q} to remove`;
    }
    return 'would reserve more than on hand';
  }
  return null;
}

/**
 * Applies the movements in order, each on the result of the ones before. The first movement
 * after which some warehouse product breaks 0 <= reserved <= stock fails the whole batch.
 * On success: one entry per distinct (warehouse_id, product_id), in order of first appearance,
 * with the level before the batch and after it. `levelOf` is asked once per pair.
 * Rule errors (checkMovement) are not checked here: run checkMovement on every movement first.
 */
export function simulateBatch(
  movements: readonly MovementInput[],
  levelOf: (warehouse_id: string, product_id: string) => StockLevel,
): BatchOutcome {
  const pairs = new Map<
    string,
    { warehouse_id: string; product_id: string; before: ExactLevel; current: ExactLevel }
  >();

  for (let index = 0; index < movements.length; index++) {
    const m = movements[index];
    if (m === undefined) continue;
    const key = JSON.stringify([m.warehouse_id, m.product_id]);
    let pair = pairs.get(key);
    if (pair === undefined) {
      const start = exact(levelOf(m.warehouse_id, m.product_id));
      pair = {
        warehouse_id: m.warehouse_id,
        product_id: m.product_id,
        before: start,
        current: start,
      };
      pairs.set(key, pair);
    }
    const after = applyExact(pair.current, m);
    const message = invariantMessage(pair.current, after, m);
    if (message !== null) {
      return {
        ok: false,
        index,
        path: `movements.${index}.quantity`,
        message,
        level: plain(pair.current),
      };
    }
    pair.current = after;
  }

  return {
    ok: true,
    entries: [...pairs.values()].map((p) => ({
      warehouse_id: p.warehouse_id,
      product_id: p.product_id,
      before: plain(p.before),
      after: plain(p.current),
    })),
  };
}

/**
 * cost_weighted_average after a purchase: (old average x on-hand before + unit_cost x quantity)
 * / (on-hand before + quantity), on-hand summed over the account's warehouses. The first
 * purchase (no previous average, or nothing on hand before) sets it to unit_cost.
 * Rounded to 2 decimals, half away from zero.
 */
export function nextWeightedAverageCost(args: {
  previousAverage: number | null;
  onHandBefore: number;
  unitCost: number;
  quantity: number;
}): number {
  const { previousAverage, onHandBefore, unitCost, quantity } = args;
  if (previousAverage === null || !(onHandBefore > 0)) return roundMoney(unitCost);
  const onHand = toBig(onHandBefore);
  const q = toBig(quantity);
  const units = onHand.plus(q);
  if (!units.gt(0)) return roundMoney(unitCost);
  const value = toBig(previousAverage).times(onHand).plus(toBig(unitCost).times(q));
  return toNumber(divideRounded(value, units));
}
