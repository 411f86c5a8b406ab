import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { isPersistedState, restore, snapshot } from './store.ts';
import type { SandboxStore } from './store.ts';

/** Reads a state file written by {@link Persister}; `null` when the file does not exist. */
export function loadStateFile(file: string): SandboxStore | null {
  if (!existsSync(file)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `SANDBOX_DATA_FILE ${file} is not valid JSON (${(error as Error).message}); delete it to start from the seed`,
    );
  }
  if (!isPersistedState(parsed)) {
    throw new Error(
      `SANDBOX_DATA_FILE ${file} is not a sandbox state file; delete it to start from the seed`,
    );
  }
  return restore(parsed);
}

/**
 * Writes the store to a JSON file after changes, coalescing bursts of writes into one file
 * write. Each write is atomic: a temporary file beside the target, then a rename.
 */
export class Persister {
  private dirty = false;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private chain: Promise<void> = Promise.resolve();
  private sequence = 0;

  private readonly file: string;
  private readonly store: SandboxStore;
  private readonly now: () => Date;
  private readonly delayMs: number;

  constructor(file: string, store: SandboxStore, now: () => Date, delayMs = 50) {
    this.file = file;
    this.store = store;
    this.now = now;
    this.delayMs = delayMs;
  }

  /** Notes a change; the file is written shortly after. */
  markDirty(): void {
    this.dirty = true;
    if (this.timer !== null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.writeIfDirty().catch((error: unknown) => {
        console.error(`[sandbox] could not write ${this.file}: ${(error as Error).message}`);
      });
    }, this.delayMs);
    this.timer.unref();
  }

  /** Writes any pending change now and waits for it. */
  async flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.writeIfDirty();
  }

  private writeIfDirty(): Promise<void> {
    this.chain = this.chain
      .catch(() => undefined)
      .then(async () => {
        if (!this.dirty) return;
        this.dirty = false;
        // The snapshot is taken synchronously, so it is one consistent state.
        const text = JSON.stringify(snapshot(this.store, this.now().toISOString()));
        this.sequence += 1;
        const temp = `${this.file}.${process.pid}.${this.sequence}.tmp`;
        await mkdir(dirname(this.file), { recursive: true });
        try {
          await writeFile(temp, text, 'utf8');
          await rename(temp, this.file);
        } catch (error) {
          this.dirty = true;
          await rm(temp, { force: true });
          throw error;
        }
      });
    return this.chain;
  }
}
