export { MONEY_DECIMALS, roundBig, roundMoney, toBig, toNumber } from './money.ts';
export { computeOrderTotals } from './totals.ts';
export type { OrderTotalsInput } from './totals.ts';
export { nextWeightedAverageCost, simulateBatch } from './stock.ts';
export { nitCheckDigit } from './nit.ts';
