/**
 * ApiError: every failure of an API call, whatever the server (or the network) answered.
 * `apiErrorFromResponse` reads any error body: the contract's `{ code, message, details }`,
 * the usual other JSON shapes, plain text, a proxy's HTML page, or nothing at all.
 */

export interface FieldError {
  path: string;
  message: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT';

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  details?: readonly FieldError[];
  retryAfter?: number | null;
  /** The request's method; decides `maybeApplied`. */
  method?: string | null;
  cause?: unknown;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 for a network failure or a timeout. */
  readonly status: number;
  /** The server's code, or 'network_error' | 'timeout' | 'invalid_response' | 'http_<status>'. */
  readonly code: string;
  /** path -> message, from `details` (the first message of a path wins). */
  readonly fieldErrors: Record<string, string>;
  readonly details: FieldError[];
  /** Seconds to wait, from a Retry-After header (seconds or an HTTP date). */
  readonly retryAfter: number | null;
  readonly method: string | null;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code;
    this.details = (init.details ?? []).map((d) => ({ path: d.path, message: d.message }));
    this.fieldErrors = toFieldErrors(this.details);
    this.retryAfter = init.retryAfter ?? null;
    this.method = init.method ? init.method.toUpperCase() : null;
  }

  /** No answer arrived: the network failed or the request timed out. */
  get isNetwork(): boolean {
    return this.status === 0;
  }

  get isTimeout(): boolean {
    return this.code === 'timeout';
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  get isNotFound(): boolean {
    return this.status === 404;
  }

  /**
   * A write whose outcome is unknown: no answer (network failure, timeout), a 5xx, or a 2xx
   * whose body could not be read. The request may have been applied; retry it with the same
   * Idempotency-Key rather than a new one.
   */
  get maybeApplied(): boolean {
    const write = this.method !== null && this.method !== 'GET' && this.method !== 'HEAD';
    return write && (this.status === 0 || this.status >= 500 || this.code === 'invalid_response');
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}

function toFieldErrors(details: readonly FieldError[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const d of details) {
    if (d.path === '' || Object.prototype.hasOwnProperty.call(out, d.path)) continue;
    // defineProperty: a path such as "__proto__" stays a plain own key.
    Object.defineProperty(out, d.path, {
      value: d.message,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

// ------------------------------------------------------------------------------------------

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const MESSAGE_MAX = 300;
const BODY_MAX = 64 * 1024;

/** "The server answered 502 Bad Gateway" */
export function genericHttpMessage(status: number, statusText = ''): string {
  const given = cleanText(statusText);
  const reason = given ?? REASONS[status] ?? '';
  return `The server answered ${status}${reason ? ` ${reason}` : ''}`;
}

function looksLikeHtml(s: string): boolean {
  return /<\/?[a-z!][^>]*>/i.test(s);
}

/** One line of readable text, or null when there is nothing readable (or only markup). */
function cleanText(s: unknown): string | null {
  if (typeof s !== 'string') return null;
  const t = s.replace(/\s+/g, ' ').trim();
  if (t === '' || looksLikeHtml(t)) return null;
  return t.length > MESSAGE_MAX ? `${t.slice(0, MESSAGE_MAX - 1)}…` : t;
}

/** Replaces every occurrence of each secret (the API key) with "[redacted]". */
export function redactSecrets(s: string, secrets: readonly string[]): string {
  let out = s;
  for (const secret of secrets) if (secret) out = out.split(secret).join('[redacted]');
  return out;
}

/** Seconds from a Retry-After value: delta-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(
  value: string | null | undefined,
  now: number = Date.now(),
): number | null {
  if (value === null || value === undefined) return null;
  const v = value.trim();
  if (v === '') return null;
  if (/^\d+(\.\d+)?$/.test(v)) return Number(v);
  if (!/[a-z]/i.test(v)) return null;
  const at = Date.parse(v);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}

type Json = Record<string, unknown>;

function isRecord(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** "items.0.quantity" from a path in any usual form: dot text, a JSON pointer, or a list of segments. */
function pathOf(v: unknown): string | null {
  if (typeof v === 'string') {
    if (v.startsWith('/')) {
      return v
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .join('.');
    }
    // "items[0].quantity" -> "items.0.quantity"
    return v.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
  }
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v) && v.every((s) => typeof s === 'string' || typeof s === 'number')) {
    // FastAPI-style locations start with where the value was: drop "body".
    const segs = v.map(String);
    if (segs.length > 1 && segs[0] === 'body') segs.shift();
    return segs.join('.');
  }
  return null;
}

function detailOf(entry: unknown): FieldError | null {
  if (typeof entry === 'string') {
    const message = cleanText(entry);
    return message ? { path: '', message } : null;
  }
  if (!isRecord(entry)) return null;
  const message =
    cleanText(entry.message) ??
    cleanText(entry.msg) ??
    cleanText(entry.detail) ??
    cleanText(entry.description) ??
    cleanText(entry.error);
  if (!message) return null;
  const rawPath =
    entry.path ?? entry.field ?? entry.loc ?? entry.pointer ?? entry.param ?? entry.property;
  const path =
    pathOf(rawPath) ?? (isRecord(entry.source) ? pathOf(entry.source.pointer) : null) ?? '';
  return { path, message };
}

function detailsOf(list: unknown): FieldError[] {
  if (Array.isArray(list)) return list.map(detailOf).filter((d): d is FieldError => d !== null);
  if (isRecord(list)) {
    // { "field": ["message", ...] } or { "field": "message" }
    const out: FieldError[] = [];
    for (const [key, value] of Object.entries(list)) {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      const d = detailOf(first);
      if (d) out.push({ path: pathOf(key) ?? key, message: d.message });
    }
    return out;
  }
  return [];
}

const CODE_LIKE = /^[a-z][a-z0-9_.-]{0,63}$/;

interface Extracted {
  code: string | null;
  message: string | null;
  details: FieldError[];
}

function extract(body: unknown): Extracted {
  if (typeof body === 'string') return { code: null, message: cleanText(body), details: [] };
  if (Array.isArray(body)) {
    const details = detailsOf(body);
    return { code: null, message: summary(details), details };
  }
  if (!isRecord(body)) return { code: null, message: null, details: [] };

  let code =
    typeof body.code === 'string' && CODE_LIKE.test(body.code.trim()) ? body.code.trim() : null;
  const nested = isRecord(body.error) ? body.error : null;
  if (!code && nested && typeof nested.code === 'string' && CODE_LIKE.test(nested.code.trim())) {
    code = nested.code.trim();
  }

  const details = [
    ...detailsOf(body.details),
    ...(nested ? detailsOf(nested.details) : []),
    ...(nested ? detailsOf(nested.errors) : []),
    ...detailsOf(body.errors),
    ...(Array.isArray(body.detail) ? detailsOf(body.detail) : []),
  ];

  let errorString = cleanText(body.error);
  if (errorString && CODE_LIKE.test(errorString) && !code) {
    // { "error": "invalid_token" }: a code rather than a sentence.
    code = errorString;
    errorString = null;
  }

  const message =
    cleanText(body.message) ??
    (nested ? (cleanText(nested.message) ?? cleanText(nested.detail)) : null) ??
    errorString ??
    cleanText(body.error_description) ??
    cleanText(body.detail) ??
    cleanText(body.title) ??
    summary(details);
  return { code, message, details };
}

function summary(details: readonly FieldError[]): string | null {
  if (details.length === 0) return null;
  const parts = details.slice(0, 3).map((d) => (d.path ? `${d.path}: ${d.message}` : d.message));
  const more = details.length > 3 ? ` (+${details.length - 3} more)` : '';
  return cleanText(parts.join('; ') + more);
}

export interface ErrorResponseOptions {
  /** The request's method (decides `maybeApplied`). */
  method?: string;
  /** Texts that must never appear in the error (the API key). */
  redact?: readonly string[];
}

/** Builds the ApiError of a non-2xx answer. Never throws; never reads request headers. */
export async function apiErrorFromResponse(
  res: Response,
  options: ErrorResponseOptions = {},
): Promise<ApiError> {
  const secrets = options.redact ?? [];
  let text = '';
  try {
    // Redact first, so that no cut below can leave part of a secret behind.
    text = redactSecrets((await res.text()).slice(0, BODY_MAX), secrets);
  } catch {
    text = '';
  }

  let extracted: Extracted = { code: null, message: null, details: [] };
  const trimmed = text.trim();
  if (trimmed !== '') {
    let parsed: { ok: true; value: unknown } | { ok: false } = { ok: false };
    try {
      parsed = { ok: true, value: JSON.parse(trimmed) as unknown };
    } catch {
      parsed = { ok: false };
    }
    if (parsed.ok) {
      extracted = extract(parsed.value);
    } else {
      const contentType = res.headers.get('content-type') ?? '';
      const firstLine = trimmed.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
      const isMarkup = /html|xml/i.test(contentType) || looksLikeHtml(trimmed);
      const isBrokenJson = /json/i.test(contentType) || /^[[{"]/.test(trimmed);
      extracted = {
        code: null,
        message: isMarkup || isBrokenJson ? null : cleanText(firstLine),
        details: [],
      };
    }
  }

  const clean = (s: string) => redactSecrets(s, secrets);
  return new ApiError({
    status: res.status,
    code: clean(extracted.code ?? `http_${res.status}`),
    message: clean(
      extracted.message ?? genericHttpMessage(res.status, redactSecrets(res.statusText, secrets)),
    ),
    details: extracted.details.map((d) => ({ path: clean(d.path), message: clean(d.message) })),
    retryAfter: parseRetryAfter(res.headers.get('retry-after')),
    method: options.method ?? null,
  });
}
