import { STOCK_BATCH_MAX, stockUpdateListRequestSchema } from '../../api/schemas/stock';
import type { StockMovement, StockUpdateListRequest } from '../../api/schemas/stock';
import type { FieldError } from '../../api/errors';
import { entryIsBlank, entryNumber } from '../../ui/formFields';
import { isBlank } from './lineModel';
import type { FieldErrors, Line, LineField } from './lineModel';

/**
 * The mapper from the editor's lines to the request body of
 * POST /v1/warehouse-products/stock/update-list, and back from the server's `details`
 * paths (`movements.N.field`) to the lines they name.
 */
export interface BuiltBatch {
  body: StockUpdateListRequest;
  /** lineIds[N] is the line sent as movements[N] (blank lines are not sent). */
  lineIds: string[];
}

export type BuildProblem =
  | { code: 'empty' }
  | { code: 'tooMany'; count: number; max: number }
  | { code: 'invalid'; lines: number }
  | { code: 'pending'; lines: number };

export function toMovement(line: Line): StockMovement {
  const quantity = entryNumber(line.quantity) ?? Number.NaN;
  const movement: StockMovement = {
    warehouse_id: line.warehouse.trim(),
    product_id: line.product?.id ?? '',
    operation: line.operation,
    quantity,
  };
  if (line.reservation !== '') movement.reservation = line.reservation;
  const location = line.location.trim();
  if (location !== '') movement.location_code = location;
  const cost = entryIsBlank(line.unitCost) ? null : entryNumber(line.unitCost);
  if (line.operation === 'add' && cost !== null) movement.unit_cost = cost;
  const comment = line.comment.trim();
  if (comment !== '') movement.comment = comment;
  return movement;
}

/** The request of the batch, or why it cannot be sent yet. Checked with the request's own schema. */
export function buildBatch(lines: readonly Line[]): BuiltBatch | BuildProblem {
  const sent = lines.filter((l) => !isBlank(l));
  if (sent.length === 0) return { code: 'empty' };
  if (sent.length > STOCK_BATCH_MAX) return { code: 'tooMany', count: sent.length, max: STOCK_BATCH_MAX };
  const pending = sent.filter((l) => l.product === null && l.lookup === 'pending').length;
  if (pending > 0) return { code: 'pending', lines: pending };
  const invalid = sent.filter((l) => Object.keys(l.errors).length > 0 || l.product === null).length;
  if (invalid > 0) return { code: 'invalid', lines: invalid };
  const body: StockUpdateListRequest = { movements: sent.map(toMovement) };
  const checked = stockUpdateListRequestSchema.safeParse(body);
  if (!checked.success) {
    const bad = new Set(checked.error.issues.map((i) => i.path[1]).filter((n) => typeof n === 'number'));
    return { code: 'invalid', lines: Math.max(1, bad.size) };
  }
  return { body, lineIds: sent.map((l) => l.id) };
}

export function isBuildProblem(b: BuiltBatch | BuildProblem): b is BuildProblem {
  return 'code' in b;
}

const SERVER_FIELD: Record<string, LineField> = {
  warehouse_id: 'warehouse',
  product_id: 'product',
  operation: 'operation',
  quantity: 'quantity',
  reservation: 'reservation',
  location_code: 'location',
  unit_cost: 'unitCost',
  comment: 'comment',
};

export interface MappedDetails {
  byLine: Map<string, FieldErrors>;
  /** messages that name no line of the batch (shown above the grid) */
  unmapped: string[];
}

/** `movements.7.quantity` -> line lineIds[7], field quantity; a path to a whole movement goes to its quantity. */
export function mapDetails(details: readonly FieldError[], lineIds: readonly string[]): MappedDetails {
  const byLine = new Map<string, FieldErrors>();
  const unmapped: string[] = [];
  for (const d of details) {
    const m = /^movements\.(\d+)(?:\.([a-z_]+))?/.exec(d.path);
    // eslint-disable-next-line no-restricted-syntax -- an index of the server's error path, not typed input
    const id = m ? lineIds[Number(m[1])] : undefined;
    if (!m || id === undefined) {
      unmapped.push(d.path ? `${d.path}: ${d.message}` : d.message);
      continue;
    }
    const field: LineField = (m[2] !== undefined ? SERVER_FIELD[m[2]] : undefined) ?? 'quantity';
    const errors = byLine.get(id) ?? {};
    if (errors[field] === undefined) errors[field] = d.message;
    byLine.set(id, errors);
  }
  return { byLine, unmapped };
}
