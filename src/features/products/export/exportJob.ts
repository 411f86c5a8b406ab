import { searchProducts } from '../../../api/products';
import { retryDelay, shouldRetryRead } from '../../../api/retryPolicy';
import type {
  Product,
  ProductSearchPage,
  ProductSearchRequest,
} from '../../../api/schemas/product';
import { PRODUCT_PAGE_SIZE_MAX } from '../../../api/schemas/product';
import { createPool } from '../../../lib/pool';
import type { Pool } from '../../../lib/pool';
import { BOM } from './csv';
import { headerLine, needsRecordsFor, productLine } from './exportRows';
import type { ExportFormat } from './exportRows';

/*
 * The export's page walker: every page of the search (query, filters and sort as given), in
 * sequence, 100 products a page, each page written to CSV as it arrives and kept as a Blob (the
 * file grows outside the JavaScript heap and is assembled at the end without a copy on the main
 * thread). Reads retry per the read policy (api/retryPolicy.ts); a page that still fails stops
 * the walk with its error, keeping everything before it: `step()` again resumes at that page.
 * When a column needs the products' records, each product of a page is read (at most 4 at a
 * time), and those read before a failure are kept for the retry.
 *
 * Writing yields to the main thread every few milliseconds, so a long export never holds the
 * page for a frame.
 */

/** The largest page the contract allows (fewest requests). */
export const EXPORT_PAGE_SIZE = PRODUCT_PAGE_SIZE_MAX;
export const RECORD_READS_AT_ONCE = 4;
/** Longest stretch of writing between two yields to the main thread. */
export const SLICE_MS = 8;

export type FetchPage = (
  request: ProductSearchRequest,
  signal: AbortSignal,
) => Promise<ProductSearchPage>;
export type FetchRecord = (id: string, signal: AbortSignal) => Promise<Product>;

export interface ExportJobOptions {
  /** The search (its page and page size are the walker's). */
  request: ProductSearchRequest;
  format: ExportFormat;
  fetchPage?: FetchPage;
  fetchRecord?: FetchRecord;
  /** Waits between retries (tests shorten it). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Gives the main thread its turn (tests may pass a no-op). */
  yieldToMain?: () => Promise<void>;
  now?: () => number;
}

export interface ExportProgress {
  /** Products written so far. */
  written: number;
  /** Products matching, as the last page said (null: not known yet or not said). */
  total: number | null;
  /** The page the next step reads. */
  nextPage: number;
  done: boolean;
}

/** A failure of one page after its retries; `cause` is the read's error. */
export class ExportPageError extends Error {
  readonly page: number;
  override readonly cause: unknown;
  constructor(page: number, cause: unknown) {
    super(`Page ${page} of the export could not be read`);
    this.name = 'ExportPageError';
    this.page = page;
    this.cause = cause;
  }
}

/** Whether `error` is a cancellation (the signal's abort), not a failure. */
export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The export was cancelled', 'AbortError');
}

export function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError(signal));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

interface Scheduler {
  yield?: () => Promise<void>;
}

/** `scheduler.yield()` where the browser has it (the export continues ahead of other tasks), else a new task. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** `work` with the read policy's retries (429, 5xx, network, timeout), stopping at once on abort. */
export async function withReadRetries<T>(
  work: () => Promise<T>,
  signal: AbortSignal,
  sleep: (ms: number, signal: AbortSignal) => Promise<void> = abortableSleep,
): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await work();
    } catch (error) {
      if (signal.aborted) throw abortError(signal);
      if (!shouldRetryRead(failures, error)) throw error;
      await sleep(retryDelay(failures, error), signal);
    }
  }
}

const defaultFetchPage: FetchPage = (request, signal) => searchProducts(request, { signal });

export class ExportJob {
  private readonly request: ProductSearchRequest;
  private readonly format: ExportFormat;
  private readonly fetchPage: FetchPage;
  private readonly fetchRecord: FetchRecord | null;
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly yieldToMain: () => Promise<void>;
  private readonly now: () => number;
  private readonly pool: Pool;
  private readonly parts: Blob[] = [];
  private readonly seen = new Set<string>();
  /** Records read for the page being fetched (kept when the page fails, for its retry). */
  private readonly pageRecords = new Map<string, Product>();
  private page = 1;
  private written = 0;
  private total: number | null = null;
  private finished = false;
  private running = false;
  /** Characters of CSV written (an estimate's base). */
  bytes = 0;

  constructor(options: ExportJobOptions) {
    this.request = options.request;
    this.format = options.format;
    this.fetchPage = options.fetchPage ?? defaultFetchPage;
    this.fetchRecord = needsRecordsFor(options.format) ? (options.fetchRecord ?? null) : null;
    if (needsRecordsFor(options.format) && !options.fetchRecord) {
      throw new Error('An export of record columns needs fetchRecord');
    }
    this.sleep = options.sleep ?? abortableSleep;
    this.yieldToMain = options.yieldToMain ?? yieldToMain;
    this.now = options.now ?? (() => performance.now());
    this.pool = createPool(RECORD_READS_AT_ONCE);
    this.add(BOM + headerLine(this.format));
  }

  get progress(): ExportProgress {
    return { written: this.written, total: this.total, nextPage: this.page, done: this.finished };
  }

  private add(text: string): void {
    this.parts.push(new Blob([text]));
    this.bytes += text.length;
  }

  /** The search request of one page. */
  pageRequest(page: number): ProductSearchRequest {
    return { ...this.request, page, page_size: EXPORT_PAGE_SIZE };
  }

  /**
   * The records of a page's products not read yet, at most 4 at a time. The first failure
   * (after its retries) starts no more reads; those in flight finish and are kept for the retry.
   */
  private async readRecords(
    ids: readonly string[],
    signal: AbortSignal,
  ): Promise<Map<string, Product>> {
    const fetchRecord = this.fetchRecord;
    const missing = ids.filter((id) => !this.pageRecords.has(id));
    if (!fetchRecord || missing.length === 0) return this.pageRecords;
    const queue = new AbortController();
    let failure: { error: unknown } | null = null;
    await Promise.allSettled(
      missing.map((id) =>
        this.pool.run(async () => {
          try {
            const record = await withReadRetries(() => fetchRecord(id, signal), signal, this.sleep);
            this.pageRecords.set(id, record);
          } catch (error) {
            failure ??= { error };
            queue.abort();
          }
        }, queue.signal),
      ),
    );
    // `failure` is set inside the callbacks above, which TypeScript's narrowing does not see.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
    if (failure !== null) throw (failure as { error: unknown }).error;
    return this.pageRecords;
  }

  /**
   * Reads and writes the next page. Resolves with the progress after it; rejects with an
   * ExportPageError (the page stays the next one) or the signal's abort.
   */
  async step(signal: AbortSignal): Promise<ExportProgress> {
    if (this.finished) return this.progress;
    if (this.running) throw new Error('An export step is already running');
    this.running = true;
    try {
      const page = this.page;
      let answer: ProductSearchPage;
      let records: Map<string, Product>;
      try {
        answer = await withReadRetries(
          () => this.fetchPage(this.pageRequest(page), signal),
          signal,
          this.sleep,
        );
        const items = answer.items ?? [];
        records = await this.readRecords(
          items.map((i) => i.id),
          signal,
        );
      } catch (error) {
        if (signal.aborted) throw abortError(signal);
        throw new ExportPageError(page, error);
      }
      const items = answer.items ?? [];
      let text = '';
      let sliceStart = this.now();
      let count = 0;
      for (const item of items) {
        if (this.seen.has(item.id)) continue; // moved across a page edge while walking
        this.seen.add(item.id);
        text += productLine(this.format, item, records.get(item.id));
        count += 1;
        if (this.now() - sliceStart > SLICE_MS) {
          await this.yieldToMain();
          if (signal.aborted) throw abortError(signal);
          sliceStart = this.now();
        }
      }
      if (text !== '') this.add(text);
      this.written += count;
      this.pageRecords.clear();
      if (typeof answer.total_items === 'number')
        this.total = Math.max(answer.total_items, this.written);
      const lastPage =
        items.length < EXPORT_PAGE_SIZE ||
        (typeof answer.total_pages === 'number' && page >= answer.total_pages);
      if (lastPage) {
        this.finished = true;
        this.total = this.written;
      } else {
        this.page = page + 1;
      }
      await this.yieldToMain();
      return this.progress;
    } finally {
      this.running = false;
    }
  }

  /** Steps until done; `onProgress` after each page. */
  async run(
    signal: AbortSignal,
    onProgress?: (progress: ExportProgress) => void,
  ): Promise<ExportProgress> {
    while (!this.finished) {
      const progress = await this.step(signal);
      if (signal.aborted) throw abortError(signal);
      onProgress?.(progress);
    }
    return this.progress;
  }

  /** The whole file (only once done). */
  file(): Blob {
    if (!this.finished) throw new Error('The export is not finished');
    return new Blob(this.parts, { type: 'text/csv;charset=utf-8' });
  }
}
