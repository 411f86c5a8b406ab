import type { ScanMatchField } from '../../queries/productScan';
import type { ProductRef } from './lineModel';

/** What became of one scanned (or entered) code. */
export type ScanOutcome =
  | { kind: 'added'; code: string; sku: string; name: string | null; lineId: string | undefined }
  | {
      kind: 'raised';
      code: string;
      sku: string;
      name: string | null;
      quantity: string;
      lineId: string;
    }
  | { kind: 'several'; code: string; by: ScanMatchField; products: ProductRef[] }
  | { kind: 'unknown'; code: string }
  | { kind: 'failed'; code: string };

/** Where a code came from: a scanner (a burst of keys), typed by hand, or the camera. */
export type ScanSource = 'scanner' | 'typed' | 'camera';
