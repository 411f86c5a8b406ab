import { STOCK_BATCH_MAX, stockUpdateListRequestSchema } from '../../api/schemas/stock';
import type { StockMovement, StockUpdateListRequest } from '../../api/schemas/stock';
import type { FieldError } from '../../api/errors';
import { ON_HAND_MOVEMENTS } from '../../domain/stock';
import { entryIsBlank, entryNumber } from '../../ui/formFields';
import { isBlank, isOnHand } from './lineModel';
import type { FieldErrors, Line, LineField, ReservationChoice } from './lineModel';

/**
 * The mapper from the editor's lines to the request body of
 * POST /v1/warehouse-products/stock/update-list, and back from the server's `details`
 * paths (`movements.N.field`) to the lines they name.
 */
export interface BuiltBatch {
  body: StockUpdateListRequest;
  /**
   * lineIds[N] is the line sent as movements[N] (blank lines are not sent; an on-hand line is
   * sent as two movements, both naming it).
   */
  lineIds: string[];
}

export type BuildProblem =
  | { code: 'empty' }
  | { code: 'tooMany'; count: number; max: number }
  | { code: 'invalid'; lines: number }
  | { code: 'pending'; lines: number }
  /** rows of a pasted or imported sheet could not be read (useBatchImport): fixed or left out first */
  | { code: 'unread'; rows: number };

/** A warehouse as typed to the configured id it names (identity when none is configured). */
export type ResolveWarehouse = (text: string) => string | null;

/**
 * The movements of one line: one for add and remove; for the on-hand operations, the two the
 * domain says them with (`ON_HAND_MOVEMENTS`, src/domain/stock.ts). The location and the comment
 * go on both; a unit cost only on an add line.
 */
export function toMovements(line: Line, resolveWarehouse?: ResolveWarehouse): StockMovement[] {
  const quantity = entryNumber(line.quantity) ?? Number.NaN;
  const typed = line.warehouse.trim();
  const location = line.location.trim();
  const comment = line.comment.trim();
  const cost =
    line.operation === 'add' && !entryIsBlank(line.unitCost) ? entryNumber(line.unitCost) : null;
  // The members in the order the contract lists them.
  const movement = (
    operation: StockMovement['operation'],
    reservation: ReservationChoice,
    unitCost: number | null,
  ): StockMovement => ({
    warehouse_id: resolveWarehouse?.(typed) ?? typed,
    product_id: line.product?.id ?? '',
    operation,
    quantity,
    ...(reservation !== '' ? { reservation } : {}),
    ...(location !== '' ? { location_code: location } : {}),
    ...(unitCost !== null ? { unit_cost: unitCost } : {}),
    ...(comment !== '' ? { comment } : {}),
  });
  if (isOnHand(line.operation)) {
    const [first, second] = ON_HAND_MOVEMENTS[line.operation];
    return [
      movement(first.operation, first.reservation, null),
      movement(second.operation, '', null),
    ];
  }
  return [movement(line.operation, line.reservation, cost)];
}

/** The request of the batch, or why it cannot be sent yet. Checked with the request's own schema. */
export function buildBatch(
  lines: readonly Line[],
  resolveWarehouse?: ResolveWarehouse,
): BuiltBatch | BuildProblem {
  const sent = lines.filter((l) => !isBlank(l));
  if (sent.length === 0) return { code: 'empty' };
  const movementCount = sent.reduce((n, l) => n + (isOnHand(l.operation) ? 2 : 1), 0);
  if (movementCount > STOCK_BATCH_MAX)
    return { code: 'tooMany', count: movementCount, max: STOCK_BATCH_MAX };
  const pending = sent.filter((l) => l.product === null && l.lookup === 'pending').length;
  if (pending > 0) return { code: 'pending', lines: pending };
  const invalid = sent.filter((l) => Object.keys(l.errors).length > 0 || l.product === null).length;
  if (invalid > 0) return { code: 'invalid', lines: invalid };
  const movements: StockMovement[] = [];
  const lineIds: string[] = [];
  for (const line of sent) {
    for (const m of toMovements(line, resolveWarehouse)) {
      movements.push(m);
      lineIds.push(line.id);
    }
  }
  const body: StockUpdateListRequest = { movements };
  const checked = stockUpdateListRequestSchema.safeParse(body);
  if (!checked.success) {
    const bad = new Set(
      checked.error.issues
        .map((i) => i.path[1])
        .filter((n) => typeof n === 'number')
        .map((n) => lineIds[n]),
    );
    return { code: 'invalid', lines: Math.max(1, bad.size) };
  }
  return { body, lineIds };
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

/**
 * `movements.7.quantity` -> line lineIds[7], field quantity; a path to a whole movement goes to its
 * quantity. An on-hand line's two movements both name it; what the service says of their
 * operation or reservation (members the person did not choose one by one) goes to its operation.
 */
export function mapDetails(
  details: readonly FieldError[],
  lineIds: readonly string[],
  onHand: ReadonlySet<string> = new Set(),
): MappedDetails {
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
    let field: LineField = (m[2] !== undefined ? SERVER_FIELD[m[2]] : undefined) ?? 'quantity';
    if (onHand.has(id) && (field === 'reservation' || field === 'unitCost')) field = 'operation';
    const errors = byLine.get(id) ?? {};
    if (errors[field] === undefined) errors[field] = d.message;
    byLine.set(id, errors);
  }
  return { byLine, unmapped };
}
