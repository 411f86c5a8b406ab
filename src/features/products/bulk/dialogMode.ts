import type { ProductSearchRequest } from '../../../api/schemas/product';

/** What the bulk edit dialog opens for. */
export type DialogMode =
  /** A new edit of the selected products: these ids, or every product matching `request`. */
  | { kind: 'edit'; all: false; ids: readonly string[] }
  | { kind: 'edit'; all: true; request: ProductSearchRequest; total: number }
  /** The stored job stopped before its end (a reload): send what is left, with the same keys. */
  | { kind: 'resume' }
  /** Put back the old values of the last edit's products, as a second change. */
  | { kind: 'undo' }
  /** The last job's results (retry its failed rows, undo it). */
  | { kind: 'view' };
