import { join } from 'node:path';

/** Options of {@link createSandboxApp}; each falls back to an environment variable. */
export interface SandboxOptions {
  /** API key -> account id, added to the built-in demo keys. Default: SANDBOX_API_KEYS (`key:account,key:account`). */
  apiKeys?: Record<string, string>;
  /** Origins added to the contract's CORS allow-list. Default: SANDBOX_CORS_ORIGINS (comma separated). */
  corsOrigins?: string[];
  /** Number of seeded products of acc-demo. Default: SANDBOX_SEED_PRODUCTS, else 2000. */
  seedProducts?: number;
  /**
   * JSON file the state is persisted to and loaded from; `null`: in memory only. Default: from
   * `persist`, SANDBOX_PERSIST and SANDBOX_DATA_FILE (see {@link resolveOptions}).
   */
  dataFile?: string | null;
  /**
   * Whether to persist when `dataFile` is not given. Default: SANDBOX_PERSIST (`1`/`0`), else
   * whether SANDBOX_DATA_FILE names a file. The dev server passes `true` ({@link devServerOptions}).
   */
  persist?: boolean;
  /** Whether `POST /__sandbox/reset` restores the seeded state. Default: SANDBOX_ALLOW_RESET, else off. */
  allowReset?: boolean;
  /** Where the request log goes, one line per request; `null`: no log. Default: stdout when SANDBOX_LOG=1. */
  log?: ((line: string) => void) | null;
  /** The clock. Default: the system clock. */
  now?: () => Date;
  /** Delay added to every /v1 request, to show loading states. Default: SANDBOX_LATENCY_MS, else 0. */
  latencyMs?: number;
  /** Requests per minute per API key before 429. Default: SANDBOX_RATE_LIMIT_PER_MINUTE, else 12000; 0 turns it off. */
  rateLimitPerMinute?: number;
}

export interface ResolvedSandboxOptions {
  apiKeys: Map<string, string>;
  corsOrigins: Set<string>;
  seedProducts: number;
  dataFile: string | null;
  now: () => Date;
  latencyMs: number;
  rateLimitPerMinute: number;
  allowReset: boolean;
  log: ((line: string) => void) | null;
}

export const DEMO_API_KEYS: Readonly<Record<string, string>> = {
  'demo-key': 'acc-demo',
  'demo-key-2': 'acc-other',
};

export const DEFAULT_CORS_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
];

export const DEFAULT_SEED_PRODUCTS = 2000;
/** The state file when persistence is on and SANDBOX_DATA_FILE names none (`.sandbox/` is git-ignored). */
export const DEFAULT_DATA_FILE = join(import.meta.dirname, '..', '.sandbox', 'state.json');
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 12_000;

/** Parses `key:account,key:account`; malformed entries are skipped (and never echoed, they hold keys). */
export function parseApiKeys(value: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!value) return out;
  for (const pair of value.split(',')) {
    const at = pair.indexOf(':');
    if (at <= 0) continue;
    const key = pair.slice(0, at).trim();
    const account = pair.slice(at + 1).trim();
    if (key && account) out[key] = account;
  }
  return out;
}

export function parseOrigins(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((o) => o.trim().replace(/\/+$/, ''))
    .filter((o) => o.length > 0);
}

function nonNegativeInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number >= 0, got "${value}"`);
  return n;
}

/** `1`/`true` or `0`/`false`; unset or empty: undefined. Anything else stops the sandbox, naming the variable. */
export function parseFlag(value: string | undefined, name: string): boolean | undefined {
  const v = value?.trim().toLowerCase();
  if (v === undefined || v === '') return undefined;
  if (v === '1' || v === 'true') return true;
  if (v === '0' || v === 'false') return false;
  throw new Error(`${name} must be 1 or 0, got "${value ?? ''}"`);
}

/**
 * The dev server's defaults (`npm run dev`; not `vite preview`, so not `npm start` nor the e2e
 * run): state kept in {@link DEFAULT_DATA_FILE} across restarts and `POST /__sandbox/reset`
 * on. SANDBOX_PERSIST=0 or an empty SANDBOX_DATA_FILE (`SANDBOX_DATA_FILE=`) keeps the state in
 * memory; SANDBOX_ALLOW_RESET=0 turns the reset off.
 */
export function devServerOptions(env: NodeJS.ProcessEnv = process.env): SandboxOptions {
  return {
    persist: parseFlag(env.SANDBOX_PERSIST, 'SANDBOX_PERSIST') ?? env.SANDBOX_DATA_FILE !== '',
    allowReset: parseFlag(env.SANDBOX_ALLOW_RESET, 'SANDBOX_ALLOW_RESET') ?? true,
  };
}

function stdoutLine(line: string): void {
  process.stdout.write(`${line}\n`);
}

export function resolveOptions(
  options: SandboxOptions = {},
  env: NodeJS.ProcessEnv = process.env,
): ResolvedSandboxOptions {
  const apiKeys = new Map<string, string>(Object.entries(DEMO_API_KEYS));
  for (const [key, account] of Object.entries(
    options.apiKeys ?? parseApiKeys(env.SANDBOX_API_KEYS),
  )) {
    apiKeys.set(key, account);
  }
  const corsOrigins = new Set<string>(DEFAULT_CORS_ORIGINS);
  for (const origin of options.corsOrigins ?? parseOrigins(env.SANDBOX_CORS_ORIGINS))
    corsOrigins.add(origin);
  const namedFile = env.SANDBOX_DATA_FILE?.trim() || null;
  const persist =
    options.persist ?? parseFlag(env.SANDBOX_PERSIST, 'SANDBOX_PERSIST') ?? namedFile !== null;
  const dataFile =
    options.dataFile !== undefined
      ? options.dataFile
      : persist
        ? (namedFile ?? DEFAULT_DATA_FILE)
        : null;
  return {
    apiKeys,
    corsOrigins,
    seedProducts:
      options.seedProducts ??
      nonNegativeInt(env.SANDBOX_SEED_PRODUCTS, DEFAULT_SEED_PRODUCTS, 'SANDBOX_SEED_PRODUCTS'),
    dataFile,
    now: options.now ?? (() => new Date()),
    latencyMs: options.latencyMs ?? nonNegativeInt(env.SANDBOX_LATENCY_MS, 0, 'SANDBOX_LATENCY_MS'),
    rateLimitPerMinute:
      options.rateLimitPerMinute ??
      nonNegativeInt(
        env.SANDBOX_RATE_LIMIT_PER_MINUTE,
        DEFAULT_RATE_LIMIT_PER_MINUTE,
        'SANDBOX_RATE_LIMIT_PER_MINUTE',
      ),
    allowReset:
      options.allowReset ?? parseFlag(env.SANDBOX_ALLOW_RESET, 'SANDBOX_ALLOW_RESET') ?? false,
    log:
      options.log !== undefined
        ? options.log
        : parseFlag(env.SANDBOX_LOG, 'SANDBOX_LOG')
          ? stdoutLine
          : null,
  };
}
