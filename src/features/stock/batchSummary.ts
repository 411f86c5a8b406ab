import Big from 'big.js';
import { simulateBatch } from '../../domain/stock';
import type { MovementInput, StockLevel } from '../../domain/stock';
import { toBig, toNumber } from '../../domain/money';
import { entryNumber } from '../../ui/formFields';
import { firstProblem, isBlank } from './lineModel';
import type { Line, LineField } from './lineModel';

export interface WarehouseTotals {
  warehouse: string;
  lines: number;
  added: number;
  removed: number;
  reserved: number;
  released: number;
}

/** A removal (or release) larger than what the product search says the product has. */
export interface LineWarning {
  kind: 'available' | 'reserved';
  quantity: number;
  /** what there was to take (available, or reserved), after the lines before it in the batch */
  have: number;
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

/**
 * The line count, the totals added and removed per warehouse, the lines with problems, and the
 * removals beyond available stock. The problems listed are the ones the grid shows (touched
 * fields, or every field once `showAll`). Levels come from the product search figures (summed over
 * warehouses), so the warning is about the product's available stock as a whole.
 */
export function computeSummary(lines: readonly Line[], { showAll = true }: { showAll?: boolean } = {}): BatchSummary {
  const per = new Map<string, Totals>();
  const issues: LineIssue[] = [];
  const movements: MovementInput[] = [];
  const movementLine: string[] = [];
  const levels = new Map<string, StockLevel>();
  let lineCount = 0;
  let pending = 0;

  lines.forEach((line, index) => {
    if (isBlank(line)) return;
    lineCount += 1;
    if (line.product === null && line.lookup === 'pending') pending += 1;
    const problem = firstProblem(line, showAll);
    if (problem) {
      issues.push({ id: line.id, index, field: problem.field, message: problem.message, server: line.server[problem.field] !== undefined });
    }
    const quantity = entryNumber(line.quantity);
    const warehouse = line.warehouse.trim();
    if (quantity !== null && Number.isFinite(quantity) && quantity > 0 && warehouse !== '') {
      let t = per.get(warehouse);
      if (!t) {
        t = { lines: 0, added: new Big(0), removed: new Big(0), reserved: new Big(0), released: new Big(0) };
        per.set(warehouse, t);
      }
      const q = toBig(quantity);
      t.lines += 1;
      if (line.operation === 'add') t.added = t.added.plus(q);
      else t.removed = t.removed.plus(q);
      if (line.reservation === 'reserve') t.reserved = t.reserved.plus(q);
      if (line.reservation === 'release') t.released = t.released.plus(q);
    }
    const p = line.product;
    if (p && Object.keys(line.errors).length === 0 && quantity !== null && p.available !== null) {
      if (!levels.has(p.id)) {
        const reserved = p.reserved ?? 0;
        levels.set(p.id, { stock: toNumber(toBig(p.available).plus(reserved)), reserved });
      }
      movements.push({
        // one pseudo-warehouse: the figures known are the product's, summed over warehouses
        warehouse_id: '*',
        product_id: p.id,
        operation: line.operation,
        quantity,
        reservation: line.reservation === '' ? null : line.reservation,
      });
      movementLine.push(line.id);
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
    warnings: warningsOf(movements, movementLine, levels),
  };
}

/** Only products with a removal can go short: the others are not simulated at all. */
function warningsOf(movements: MovementInput[], movementLine: string[], levels: Map<string, StockLevel>): Map<string, LineWarning> {
  const removed = new Set(movements.filter((m) => m.operation === 'remove').map((m) => m.product_id));
  if (removed.size === 0) return new Map();
  const keep = movements.map((m) => removed.has(m.product_id));
  return findWarnings(
    movements.filter((_, i) => keep[i]),
    movementLine.filter((_, i) => keep[i]),
    levels,
  );
}

/**
 * Runs the batch through the domain's simulation; each movement that breaks
 * 0 <= reserved <= stock is noted and left out, and the simulation runs again, so every such
 * line is found (up to MAX_WARNINGS), each judged after the lines before it.
 */
function findWarnings(
  movements: MovementInput[],
  movementLine: string[],
  levels: Map<string, StockLevel>,
): Map<string, LineWarning> {
  const warnings = new Map<string, LineWarning>();
  const levelOf = (_w: string, productId: string): StockLevel => levels.get(productId) ?? { stock: 0, reserved: 0 };
  let ms = movements;
  let owners = movementLine;
  while (warnings.size < MAX_WARNINGS) {
    const outcome = simulateBatch(ms, levelOf);
    if (outcome.ok) break;
    const m = ms[outcome.index];
    const id = owners[outcome.index];
    if (m === undefined || id === undefined) break;
    const before = outcome.level;
    const available = toNumber(toBig(before.stock).minus(before.reserved));
    const releaseShort = m.reservation === 'release' && toBig(m.quantity).gt(before.reserved);
    warnings.set(id, {
      kind: releaseShort ? 'reserved' : 'available',
      quantity: m.quantity,
      have: releaseShort ? before.reserved : Math.max(0, available),
    });
    ms = [...ms.slice(0, outcome.index), ...ms.slice(outcome.index + 1)];
    owners = [...owners.slice(0, outcome.index), ...owners.slice(outcome.index + 1)];
  }
  return warnings;
}
