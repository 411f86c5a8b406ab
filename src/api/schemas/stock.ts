import { z } from 'zod/mini';
import {
  decimalPlaces,
  nNum,
  nonNegative,
  nStr,
  oneOf,
  positive,
  requiredText,
  text,
  typeError,
  whenObject,
} from './common.ts';

// =============================================================== responses (service-interface.md)

/** Stock result entry: figures after a batch for one (warehouse_id, product_id) pair. */
export const stockResultEntrySchema = z.object({
  warehouse_id: nStr(),
  product_id: nStr(),
  stock: nNum(),
  reserved: nNum(),
});
export type StockResultEntry = z.output<typeof stockResultEntrySchema>;

/** Answer of the stock batch: a JSON array of Stock result entry. */
export const stockResultListSchema = z.array(stockResultEntrySchema);

// =============================================================== requests (CONTRACT.md "Warehouse stock")

export const STOCK_OPERATIONS = ['add', 'remove'] as const;
export const STOCK_RESERVATIONS = ['reserve', 'release'] as const;

export const STOCK_QUANTITY_DECIMALS = 6;
export const STOCK_BATCH_MAX = 1000;

/** One movement of a stock batch. */
export const stockMovementSchema = z
  .object(
    {
      warehouse_id: requiredText(),
      product_id: requiredText(),
      operation: oneOf(STOCK_OPERATIONS),
      quantity: positive().check(
        z.refine(
          (q) => decimalPlaces(q) <= STOCK_QUANTITY_DECIMALS,
          `must have at most ${STOCK_QUANTITY_DECIMALS} decimals`,
        ),
      ),
      reservation: z.nullish(oneOf(STOCK_RESERVATIONS)),
      location_code: z.nullish(text()),
      unit_cost: z.nullish(nonNegative()),
      comment: z.nullish(text()),
    },
    typeError('an object'),
  )
  .check(
    z.superRefine((m, ctx) => {
      // Runs even when other members failed (whenObject), so compare defensively.
      if (m.operation === 'add' && m.reservation === 'release') {
        ctx.addIssue({
          code: 'custom',
          path: ['reservation'],
          message: '"release" goes with "remove", not with "add"',
        });
      }
      if (m.operation === 'remove' && m.reservation === 'reserve') {
        ctx.addIssue({
          code: 'custom',
          path: ['reservation'],
          message: '"reserve" goes with "add", not with "remove"',
        });
      }
      if (m.operation === 'remove' && m.unit_cost !== undefined && m.unit_cost !== null) {
        ctx.addIssue({
          code: 'custom',
          path: ['unit_cost'],
          message: 'a unit cost is only given with "add"',
        });
      }
    }, whenObject),
  );
export type StockMovement = z.input<typeof stockMovementSchema>;

/** `POST /v1/warehouse-products/stock/update-list` body: 1..1000 movements, applied atomically. */
export const stockUpdateListRequestSchema = z.object(
  {
    movements: z
      .array(stockMovementSchema, typeError('a list of movements'))
      .check(
        z.minLength(1, 'needs at least 1 movement'),
        z.maxLength(STOCK_BATCH_MAX, `holds at most ${STOCK_BATCH_MAX} movements`),
      ),
  },
  typeError('an object'),
);
export type StockUpdateListRequest = z.input<typeof stockUpdateListRequestSchema>;
export type StockUpdateListData = z.output<typeof stockUpdateListRequestSchema>;
