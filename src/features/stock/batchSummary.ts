import Big from 'big.js';
import { simulateBatch } from '../../domain/stock';
import type { MovementInput, StockLevel } from '../../domain/stock';
import { toBig, toNumber } from '../../domain/money';
import { entryNumber } from '../../ui/formFields';
import { knownKey, NO_KNOWN_LEVELS } from './knownStock';
import type { KnownLevels } from './knownStock';
import { firstProblem, isBlank, isOnHand } from './lineModel';
import type { Line, LineField, LineOperation } from './lineModel';

export interface WarehouseTotals {
  warehouse: string;
  lines: number;
  added: number;
  removed: number;
  reserved: number;
  released: number;
}

/** A removal, reservation or release larger than what there is, by the figures the console has. */
export interface LineWarning {
  /** available: a removal (or a reservation on hand) beyond stock - reserved; reserved: a release beyond reserved */
  kind: 'available' | 'reserved';
  /** the line's operation, for its wording */
  operation: LineOperation;
  quantity: number;
  /** what there was to take (available, or reserved), after the lines before it in the batch */
  have: number;
  /**
   * warehouse: the line's warehouse figure, from the answer of an earlier batch (at `at`);
   * total: the product's total over all warehouses (the product search), the only figure known
   * for that warehouse: a line beyond it is sure to fail, a line within it may still fail.
   */
  basis: 'warehouse' | 'total';
  warehouse: string;
  at: string | null;
}

export interface LineIssue {
  id: string;
  index: number;
  field: LineField;
  message: string;
  server: boolean;
}

export interface BatchSummary {
  /** Lines that are not blank (what would be sent). */
  lineCount: number;
  perWarehouse: WarehouseTotals[];
  /** Lines with a problem (client check or server message), in line order. */
  issues: LineIssue[];
  /** Lines still waiting for their SKU lookup. */
  pending: number;
  warnings: Map<string, LineWarning>;
  /**
   * Lines that take stock or reservations (remove, reserve or release) whose warehouse figure
   * the console does not know: judged on the all-warehouse total only, so they may still fail.
   */
  totalOnly: number;
}

/** At most this many warnings are looked for (each costs a pass over the batch). */
export const MAX_WARNINGS = 25;

interface Totals {
  lines: number;
  added: Big;
  removed: Big;
  reserved: Big;
  released: Big;
}

/** The movements a line stands for, as the simulation sees them (see batchRequest.ts `toMovements`). */
function simulated(
  op: LineOperation,
  base: Omit<MovementInput, 'operation' | 'reservation'>,
  reservation: MovementInput['reservation'],
): MovementInput[] {
  switch (op) {
    case 'reserveOnHand':
      return [
        { ...base, operation: 'add', reservation: 'reserve' },
        { ...base, operation: 'remove', reservation: null },
      ];
    case 'releaseOnHand':
      return [
        { ...base, operation: 'remove', reservation: 'release' },
        { ...base, operation: 'add', reservation: null },
      ];
    default:
      return [{ ...base, operation: op, reservation }];
  }
}

/** Does this line take something (stock or a reservation) that may not be there? */
function takes(line: Line): boolean {
  return line.operation === 'remove' || isOnHand(line.operation);
}

interface Owner {
  id: string;
  operation: LineOperation;
  warehouse: string;
  basis: 'warehouse' | 'total';
  at: string | null;
}

/**
 * The line count, the totals added and removed per warehouse, the lines with problems, and the
 * lines that take more than there is. The problems listed are the ones the grid shows (touched
 * fields, or every field once `showAll`). A line is judged on its warehouse's figure where an
 * earlier batch reported it (`known`), else on the product's total over all warehouses (the
 * product search), and its warning says which.
 */
export function computeSummary(
  lines: readonly Line[],
  { showAll = true, known = NO_KNOWN_LEVELS }: { showAll?: boolean; known?: KnownLevels } = {},
): BatchSummary {
  const per = new Map<string, Totals>();
  const issues: LineIssue[] = [];
  const movements: MovementInput[] = [];
  const owners: Owner[] = [];
  const levels = new Map<string, StockLevel>();
  let lineCount = 0;
  let pending = 0;
  let totalOnly = 0;

  lines.forEach((line, index) => {
    if (isBlank(line)) return;
    lineCount += 1;
    if (line.product === null && line.lookup === 'pending') pending += 1;
    const problem = firstProblem(line, showAll);
    if (problem) {
      issues.push({
        id: line.id,
        index,
        field: problem.field,
        message: problem.message,
        server: line.server[problem.field] !== undefined,
      });
    }
    const quantity = entryNumber(line.quantity);
    const warehouse = line.warehouse.trim();
    if (quantity !== null && Number.isFinite(quantity) && quantity > 0 && warehouse !== '') {
      let t = per.get(warehouse);
      if (!t) {
        t = {
          lines: 0,
          added: new Big(0),
          removed: new Big(0),
          reserved: new Big(0),
          released: new Big(0),
        };
        per.set(warehouse, t);
      }
      const q = toBig(quantity);
      t.lines += 1;
      // An on-hand line's two movements cancel out on stock: it counts as reserved or released only.
      if (line.operation === 'add') t.added = t.added.plus(q);
      else if (line.operation === 'remove') t.removed = t.removed.plus(q);
      if (line.reservation === 'reserve' || line.operation === 'reserveOnHand')
        t.reserved = t.reserved.plus(q);
      if (line.reservation === 'release' || line.operation === 'releaseOnHand')
        t.released = t.released.plus(q);
    }
    const p = line.product;
    if (p && Object.keys(line.errors).length === 0 && quantity !== null) {
      const level = known.get(knownKey(warehouse, p.id));
      let pool: string | null = null;
      if (level) {
        // this warehouse's figure, as an earlier batch reported it
        pool = knownKey(warehouse, p.id);
        if (!levels.has(pool)) levels.set(pool, { stock: level.stock, reserved: level.reserved });
      } else if (p.available !== null) {
        // one pseudo-warehouse per product: the only figures known are its totals over all warehouses
        pool = knownKey('*', p.id);
        if (!levels.has(pool)) {
          const reserved = p.reserved ?? 0;
          levels.set(pool, { stock: toNumber(toBig(p.available).plus(reserved)), reserved });
        }
      }
      if (!level && takes(line)) totalOnly += 1;
      if (pool !== null) {
        const owner: Owner = {
          id: line.id,
          operation: line.operation,
          warehouse,
          basis: level ? 'warehouse' : 'total',
          at: level?.at ?? null,
        };
        for (const m of simulated(
          line.operation,
          { warehouse_id: pool, product_id: p.id, quantity },
          line.reservation === '' ? null : line.reservation,
        )) {
          movements.push(m);
          owners.push(owner);
        }
      }
    }
  });

  return {
    lineCount,
    perWarehouse: [...per.entries()].map(([warehouse, t]) => ({
      warehouse,
      lines: t.lines,
      added: toNumber(t.added),
      removed: toNumber(t.removed),
      reserved: toNumber(t.reserved),
      released: toNumber(t.released),
    })),
    issues,
    pending,
    warnings: warningsOf(movements, owners, levels),
    totalOnly,
  };
}

/** Only products with a removal can go short: the others are not simulated at all. */
function warningsOf(
  movements: MovementInput[],
  owners: Owner[],
  levels: Map<string, StockLevel>,
): Map<string, LineWarning> {
  const removed = new Set(
    movements.filter((m) => m.operation === 'remove').map((m) => m.product_id),
  );
  if (removed.size === 0) return new Map();
  const keep = movements.map((m) => removed.has(m.product_id));
  return findWarnings(
    movements.filter((_, i) => keep[i]),
    owners.filter((_, i) => keep[i]),
    levels,
  );
}

/**
 * Runs the batch through the domain's simulation; each line whose movement breaks
 * 0 <= reserved <= stock is noted and left out (both movements of an on-hand line), and the
 * simulation runs again, so every such line is found (up to MAX_WARNINGS), each judged after
 * the lines before it.
 */
function findWarnings(
  movements: MovementInput[],
  owners: Owner[],
  levels: Map<string, StockLevel>,
): Map<string, LineWarning> {
  const warnings = new Map<string, LineWarning>();
  const levelOf = (pool: string, productId: string): StockLevel =>
    levels.get(pool) ?? levels.get(knownKey('*', productId)) ?? { stock: 0, reserved: 0 };
  let ms = movements;
  let os = owners;
  while (warnings.size < MAX_WARNINGS) {
    const outcome = simulateBatch(ms, levelOf);
    if (outcome.ok) break;
    const m = ms[outcome.index];
    const owner = os[outcome.index];
    if (m === undefined || owner === undefined) break;
    let before = outcome.level;
    // The second movement of "reserve on hand" fails on what its first did: judge the line on the level before both.
    if (owner.operation === 'reserveOnHand' && m.operation === 'remove') {
      before = {
        stock: toNumber(toBig(before.stock).minus(m.quantity)),
        reserved: toNumber(toBig(before.reserved).minus(m.quantity)),
      };
    }
    const available = toNumber(toBig(before.stock).minus(before.reserved));
    const releaseShort = m.reservation === 'release' && toBig(m.quantity).gt(before.reserved);
    warnings.set(owner.id, {
      kind: releaseShort ? 'reserved' : 'available',
      operation: owner.operation,
      quantity: m.quantity,
      have: releaseShort ? before.reserved : Math.max(0, available),
      basis: owner.basis,
      warehouse: owner.warehouse,
      at: owner.at,
    });
    const keep = os.map((o) => o.id !== owner.id);
    ms = ms.filter((_, i) => keep[i]);
    os = os.filter((_, i) => keep[i]);
  }
  return warnings;
}
