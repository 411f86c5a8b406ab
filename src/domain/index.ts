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
} from './money';
export type { Decimal, DecimalLike } from './money';

export { computeOrderTotals } from './totals';
export type {
  DiscountInput,
  LineInput,
  LineTotals,
  OrderTotals,
  OrderTotalsInput,
  TaxInput,
} from './totals';

export {
  QUANTITY_DECIMALS,
  allowedReservations,
  applyMovement,
  checkMovement,
  nextWeightedAverageCost,
  simulateBatch,
} from './stock';
export type {
  BatchOutcome,
  MovementInput,
  MovementRuleError,
  Reservation,
  StockLevel,
  StockOperation,
} from './stock';

export { NIT_MAX_BASE_DIGITS, checkNit, nitCheckDigit } from './nit';
export type { NitCheck } from './nit';
