import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  allowedReservations,
  applyMovement,
  checkMovement,
  nextWeightedAverageCost,
  ON_HAND_MOVEMENTS,
  simulateBatch,
} from './stock';
import type { MovementInput, Reservation, StockLevel, StockOperation } from './stock';

const mv = (over: Partial<MovementInput>): MovementInput => ({
  warehouse_id: 'wh-main',
  product_id: 'p-1',
  operation: 'add',
  quantity: 1,
  ...over,
});

describe('allowedReservations', () => {
  it('add may reserve, remove may release', () => {
    expect(allowedReservations('add')).toEqual(['reserve']);
    expect(allowedReservations('remove')).toEqual(['release']);
  });
});

describe('checkMovement', () => {
  it('accepts valid movements', () => {
    expect(
      checkMovement(
        mv({ operation: 'add', quantity: 12, reservation: 'reserve', unit_cost: 8500 }),
      ),
    ).toEqual([]);
    expect(
      checkMovement(
        mv({ operation: 'remove', quantity: 0.000001, reservation: 'release', unit_cost: null }),
      ),
    ).toEqual([]);
    expect(checkMovement(mv({ operation: 'remove', quantity: 3, reservation: null }))).toEqual([]);
    expect(checkMovement(mv({ operation: 'add', quantity: 1.123456, unit_cost: 0 }))).toEqual([]);
  });

  it('refuses reserve with remove and release with add', () => {
    const a = checkMovement(mv({ operation: 'remove', reservation: 'reserve' }));
    expect(a).toHaveLength(1);
    expect(a[0]?.path).toBe('reservation');
    expect(a[0]?.message).toMatch(/reserve/);
    const b = checkMovement(mv({ operation: 'add', reservation: 'release' }));
    expect(b.map((e) => e.path)).toEqual(['reservation']);
  });

  it('refuses unit_cost on remove, and a negative unit_cost', () => {
    expect(checkMovement(mv({ operation: 'remove', unit_cost: 10 }))).toEqual([
      { path: 'unit_cost', message: 'unit cost is only allowed when adding stock' },
    ]);
    expect(checkMovement(mv({ operation: 'remove', unit_cost: 0 })).map((e) => e.path)).toEqual([
      'unit_cost',
    ]);
    expect(checkMovement(mv({ operation: 'add', unit_cost: -1 })).map((e) => e.path)).toEqual([
      'unit_cost',
    ]);
  });

  it.each([0, -1, -0.5, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses quantity %s',
    (quantity) => {
      expect(checkMovement(mv({ quantity })).map((e) => e.path)).toEqual(['quantity']);
    },
  );

  it('refuses more than 6 decimals', () => {
    expect(checkMovement(mv({ quantity: 1.1234567 }))).toEqual([
      { path: 'quantity', message: 'must have at most 6 decimals' },
    ]);
    expect(checkMovement(mv({ quantity: 0.0000001 })).map((e) => e.path)).toEqual(['quantity']);
    expect(checkMovement(mv({ quantity: 0.1 + 0.2 })).map((e) => e.path)).toEqual(['quantity']); // 0.30000000000000004
  });

  it('lists every error of a movement', () => {
    expect(
      checkMovement(
        mv({ operation: 'remove', quantity: 0, reservation: 'reserve', unit_cost: 5 }),
      ).map((e) => e.path),
    ).toEqual(['quantity', 'reservation', 'unit_cost']);
  });
});

describe('applyMovement', () => {
  it('add and remove change stock; reserve and release change reserved', () => {
    const level: StockLevel = { stock: 10, reserved: 2 };
    expect(applyMovement(level, mv({ operation: 'add', quantity: 5 }))).toEqual({
      stock: 15,
      reserved: 2,
    });
    expect(
      applyMovement(level, mv({ operation: 'add', quantity: 5, reservation: 'reserve' })),
    ).toEqual({ stock: 15, reserved: 7 });
    expect(applyMovement(level, mv({ operation: 'remove', quantity: 4 }))).toEqual({
      stock: 6,
      reserved: 2,
    });
    expect(
      applyMovement(level, mv({ operation: 'remove', quantity: 2, reservation: 'release' })),
    ).toEqual({ stock: 8, reserved: 0 });
    expect(level).toEqual({ stock: 10, reserved: 2 });
  });

  it('is exact to 6 decimals', () => {
    expect(applyMovement({ stock: 0.1, reserved: 0 }, mv({ quantity: 0.2 }))).toEqual({
      stock: 0.3,
      reserved: 0,
    });
    expect(
      applyMovement(
        { stock: 1, reserved: 0.3 },
        mv({ operation: 'remove', quantity: 0.999999, reservation: 'release' }),
      ),
    ).toEqual({
      stock: 0.000001,
      reserved: -0.699999,
    });
  });
});

describe('simulateBatch', () => {
  const levels: Record<string, StockLevel> = {
    'wh-main/p-1': { stock: 3, reserved: 1 },
    'wh-main/p-2': { stock: 10, reserved: 0 },
    'wh-2/p-1': { stock: 0, reserved: 0 },
  };
  const levelOf = (w: string, p: string): StockLevel =>
    levels[`${w}/${p}`] ?? { stock: 0, reserved: 0 };

  it('applies in order and answers one entry per pair, in order of first appearance', () => {
    const spy = vi.fn(levelOf);
    const out = simulateBatch(
      [
        mv({ product_id: 'p-2', operation: 'remove', quantity: 4 }),
        mv({ product_id: 'p-1', operation: 'add', quantity: 2, reservation: 'reserve' }),
        mv({ warehouse_id: 'wh-2', product_id: 'p-1', operation: 'add', quantity: 0.5 }),
        mv({ product_id: 'p-2', operation: 'add', quantity: 1.25, reservation: 'reserve' }),
        mv({ product_id: 'p-1', operation: 'remove', quantity: 3, reservation: 'release' }),
      ],
      spy,
    );
    expect(out).toEqual({
      ok: true,
      entries: [
        {
          warehouse_id: 'wh-main',
          product_id: 'p-2',
          before: { stock: 10, reserved: 0 },
          after: { stock: 7.25, reserved: 1.25 },
        },
        {
          warehouse_id: 'wh-main',
          product_id: 'p-1',
          before: { stock: 3, reserved: 1 },
          after: { stock: 2, reserved: 0 },
        },
        {
          warehouse_id: 'wh-2',
          product_id: 'p-1',
          before: { stock: 0, reserved: 0 },
          after: { stock: 0.5, reserved: 0 },
        },
      ],
    });
    expect(spy).toHaveBeenCalledTimes(3);
  });

  it('an empty batch has no entries', () => {
    expect(simulateBatch([], levelOf)).toEqual({ ok: true, entries: [] });
  });

  it('fails at the first movement that removes more than on hand', () => {
    const out = simulateBatch(
      [
        mv({ product_id: 'p-2', operation: 'remove', quantity: 1 }),
        mv({ product_id: 'p-1', operation: 'remove', quantity: 5, reservation: 'release' }),
        mv({ product_id: 'p-2', operation: 'remove', quantity: 100 }),
      ],
      levelOf,
    );
    expect(out).toEqual({
      ok: false,
      index: 1,
      path: 'movements.1.quantity',
      message: 'insufficient stock: 3 on hand, 5 to remove',
      level: { stock: 3, reserved: 1 },
    });
  });

  it('sees the effect of earlier movements of the batch', () => {
    const out = simulateBatch(
      [
        mv({ product_id: 'p-1', operation: 'remove', quantity: 1, reservation: 'release' }),
        mv({ product_id: 'p-1', operation: 'remove', quantity: 2.5 }),
      ],
      levelOf,
    );
    expect(out).toMatchObject({
      ok: false,
      index: 1,
      path: 'movements.1.quantity',
      message: 'insufficient stock: 2 on hand, 2.5 to remove',
      level: { stock: 2, reserved: 0 },
    });
  });

  it('refuses releasing more than reserved', () => {
    const out = simulateBatch(
      [mv({ product_id: 'p-1', operation: 'remove', quantity: 2, reservation: 'release' })],
      levelOf,
    );
    expect(out).toEqual({
      ok: false,
      index: 0,
      path: 'movements.0.quantity',
      message: 'cannot release 2: only 1 reserved',
      level: { stock: 3, reserved: 1 },
    });
  });

  it('refuses removing reserved goods without releasing them', () => {
    const out = simulateBatch(
      [mv({ product_id: 'p-1', operation: 'remove', quantity: 3 })],
      levelOf,
    );
    expect(out).toEqual({
      ok: false,
      index: 0,
      path: 'movements.0.quantity',
      message: 'insufficient unreserved stock: 2 free of 3 on hand, 3 to remove',
      level: { stock: 3, reserved: 1 },
    });
  });

  it('refuses a movement that leaves reserved above stock', () => {
    const broken = (): StockLevel => ({ stock: 1, reserved: 2 });
    expect(simulateBatch([mv({ operation: 'add', quantity: 0.5 })], broken)).toMatchObject({
      ok: false,
      index: 0,
      message: 'would reserve more than on hand',
    });
  });

  it('never answers ok with 0 <= reserved <= stock broken, and matches an integer evaluation', () => {
    // quantities and levels in integer millionths; 2 warehouses x 3 products
    const keyArb = fc.record({
      w: fc.constantFrom('wh-a', 'wh-b'),
      p: fc.constantFrom('p-1', 'p-2', 'p-3'),
    });
    const movementArb = fc
      .record({
        key: keyArb,
        operation: fc.constantFrom<StockOperation>('add', 'remove'),
        reserve: fc.boolean(),
        micros: fc.oneof(
          fc.integer({ min: 1, max: 20 }).map((n) => n * 1_000_000),
          fc.integer({ min: 1, max: 20_000_000 }),
        ),
      })
      .map(({ key, operation, reserve, micros }) => {
        const reservation: Reservation | null = reserve
          ? operation === 'add'
            ? 'reserve'
            : 'release'
          : null;
        const input: MovementInput = {
          warehouse_id: key.w,
          product_id: key.p,
          operation,
          quantity: micros / 1_000_000,
          reservation,
        };
        return { key, micros, input };
      });
    const levelArb = fc
      .tuple(fc.integer({ min: 0, max: 30_000_000 }), fc.integer({ min: 0, max: 30_000_000 }))
      .map(([a, b]) => ({ stock: BigInt(Math.max(a, b)), reserved: BigInt(Math.min(a, b)) }));
    const startArb = fc.dictionary(
      fc.constantFrom('wh-a/p-1', 'wh-a/p-2', 'wh-a/p-3', 'wh-b/p-1', 'wh-b/p-2', 'wh-b/p-3'),
      levelArb,
    );

    fc.assert(
      fc.property(
        fc.array(movementArb, { minLength: 1, maxLength: 30 }),
        startArb,
        (movements, start) => {
          const startOf = (w: string, p: string) =>
            start[`${w}/${p}`] ?? { stock: 0n, reserved: 0n };
          const levelOfArb = (w: string, p: string): StockLevel => {
            const l = startOf(w, p);
            return { stock: Number(l.stock) / 1_000_000, reserved: Number(l.reserved) / 1_000_000 };
          };
          const out = simulateBatch(
            movements.map((m) => m.input),
            levelOfArb,
          );

          // integer evaluation
          const current = new Map<string, { stock: bigint; reserved: bigint }>();
          let failedAt = -1;
          for (const [i, m] of movements.entries()) {
            const k = `${m.key.w}/${m.key.p}`;
            const l = current.get(k) ?? startOf(m.key.w, m.key.p);
            const q = BigInt(m.micros);
            const stock = m.input.operation === 'add' ? l.stock + q : l.stock - q;
            const reserved =
              m.input.reservation === 'reserve'
                ? l.reserved + q
                : m.input.reservation === 'release'
                  ? l.reserved - q
                  : l.reserved;
            if (reserved < 0n || reserved > stock) {
              failedAt = i;
              break;
            }
            current.set(k, { stock, reserved });
          }

          if (out.ok) {
            expect(failedAt).toBe(-1);
            expect(out.entries.map((e) => `${e.warehouse_id}/${e.product_id}`)).toEqual([
              ...current.keys(),
            ]);
            for (const e of out.entries) {
              expect(e.after.reserved).toBeGreaterThanOrEqual(0);
              expect(e.after.reserved).toBeLessThanOrEqual(e.after.stock);
              const expected = current.get(`${e.warehouse_id}/${e.product_id}`);
              expect(e.after).toEqual({
                stock: Number(expected?.stock) / 1_000_000,
                reserved: Number(expected?.reserved) / 1_000_000,
              });
            }
          } else {
            expect(out.index).toBe(failedAt);
            expect(out.path).toBe(`movements.${failedAt}.quantity`);
            expect(out.message.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('nextWeightedAverageCost', () => {
  it('the first purchase sets the unit cost', () => {
    expect(
      nextWeightedAverageCost({
        previousAverage: null,
        onHandBefore: 10,
        unitCost: 8500,
        quantity: 12,
      }),
    ).toBe(8500);
    expect(
      nextWeightedAverageCost({
        previousAverage: 7000,
        onHandBefore: 0,
        unitCost: 8500,
        quantity: 12,
      }),
    ).toBe(8500);
    expect(
      nextWeightedAverageCost({
        previousAverage: 7000,
        onHandBefore: -2,
        unitCost: 8500.125,
        quantity: 1,
      }),
    ).toBe(8500.13);
  });

  it('weights the old average by the units on hand', () => {
    // (1000 x 10 + 1300 x 5) / 15 = 1100
    expect(
      nextWeightedAverageCost({
        previousAverage: 1000,
        onHandBefore: 10,
        unitCost: 1300,
        quantity: 5,
      }),
    ).toBe(1100);
    // (10 x 1 + 11 x 2) / 3 = 10.666... -> 10.67
    expect(
      nextWeightedAverageCost({ previousAverage: 10, onHandBefore: 1, unitCost: 11, quantity: 2 }),
    ).toBe(10.67);
    // (0.1 x 0.5 + 0.2 x 0.5) / 1 = 0.15 exactly (binary floats would give 0.15000000000000002 or 0.1499...)
    expect(
      nextWeightedAverageCost({
        previousAverage: 0.1,
        onHandBefore: 0.5,
        unitCost: 0.2,
        quantity: 0.5,
      }),
    ).toBe(0.15);
    // (10 x 3 + 11 x 5) / 8 = 10.625 -> 10.63 (half away from zero)
    expect(
      nextWeightedAverageCost({ previousAverage: 10, onHandBefore: 3, unitCost: 11, quantity: 5 }),
    ).toBe(10.63);
  });

  it('stays between the old average and the unit cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (avgCents, onHand, costCents, qty) => {
          const r = nextWeightedAverageCost({
            previousAverage: avgCents / 100,
            onHandBefore: onHand,
            unitCost: costCents / 100,
            quantity: qty,
          });
          expect(r).toBeGreaterThanOrEqual(Math.min(avgCents, costCents) / 100);
          expect(r).toBeLessThanOrEqual(Math.max(avgCents, costCents) / 100);
          // integer evaluation: (avg x onHand + cost x qty) / (onHand + qty), half away from zero
          const n = BigInt(avgCents) * BigInt(onHand) + BigInt(costCents) * BigInt(qty);
          const d = BigInt(onHand + qty);
          const q = n / d;
          const expected = 2n * (n - q * d) >= d ? q + 1n : q;
          expect(r).toBe(Number(expected) / 100);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('ON_HAND_MOVEMENTS', () => {
  const pair = (kind: keyof typeof ON_HAND_MOVEMENTS, quantity: number): MovementInput[] =>
    ON_HAND_MOVEMENTS[kind].map((m) => ({ warehouse_id: 'wh', product_id: 'p', quantity, ...m }));

  it('are movements the contract allows', () => {
    for (const kind of ['reserveOnHand', 'releaseOnHand'] as const)
      for (const m of pair(kind, 3)) expect(checkMovement(m)).toEqual([]);
  });

  it('leave stock as it was and move reserved by the quantity', () => {
    const level = { stock: 10, reserved: 4 };
    const reserve = simulateBatch(pair('reserveOnHand', 5), () => level);
    if (!reserve.ok) throw new Error('reserve refused');
    expect(reserve.entries).toEqual([
      expect.objectContaining({ before: level, after: { stock: 10, reserved: 9 } }),
    ]);
    const release = simulateBatch(pair('releaseOnHand', 3), () => level);
    if (!release.ok) throw new Error('release refused');
    expect(release.entries).toEqual([
      expect.objectContaining({ before: level, after: { stock: 10, reserved: 1 } }),
    ]);
  });

  it('refuse the whole pair when there is not that much to reserve or release', () => {
    expect(simulateBatch(pair('reserveOnHand', 7), () => ({ stock: 10, reserved: 4 })).ok).toBe(
      false,
    );
    expect(simulateBatch(pair('releaseOnHand', 5), () => ({ stock: 10, reserved: 4 })).ok).toBe(
      false,
    );
  });
});
