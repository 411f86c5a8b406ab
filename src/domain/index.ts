export {
  MONEY_DECIMALS,
  divideRounded,
  percentOf,
  roundBig,
  roundMoney,
  sumBig,
  sumMoney,
  toBig,
  toBigOrZero,
  toNumber,
} from './money.ts';
export type { Decimal, DecimalLike } from './money.ts';

export { computeOrderTotals } from './totals.ts';
export type {
  DiscountInput,
  LineInput,
  LineTotals,
  OrderTotals,
  OrderTotalsInput,
  TaxInput,
} from './totals.ts';

export {
  QUANTITY_DECIMALS,
  allowedReservations,
  applyMovement,
  checkMovement,
  nextWeightedAverageCost,
  simulateBatch,
} from './stock.ts';
export type {
  BatchOutcome,
  MovementInput,
  MovementRuleError,
  Reservation,
  StockLevel,
  StockOperation,
} from './stock.ts';

export { NIT_MAX_BASE_DIGITS, checkNit, nitCheckDigit } from './nit.ts';
export type { NitCheck } from './nit.ts';
