/*
 * What a person types or scans to open an order. The service reads an order by its id only
 * (`GET /v1/orders/{id}`, CONTRACT.md "Orders"); ids are opaque strings, so the check cannot
 * know a real id, but it knows what is surely not one: an order number (`12`, `#12`), an invoice
 * number of a configured numeration (`FE-1001`), text with spaces. Pure: the orders page's "open
 * an order by id" field, the board's scan field and the "Track orders" list use the same check
 * and the same messages (i18n keys of the `common` namespace, so any page can show them).
 */

/** An id is at most this long (the tracked-orders list refuses longer entries). */
export const ORDER_ID_MAX_LENGTH = 200;

export type OrderIdProblem = 'empty' | 'orderNumber' | 'invoiceNumber' | 'spaces' | 'tooLong';

export type OrderIdCheck =
  { ok: true; id: string } | { ok: false; problem: OrderIdProblem; text: string };

/** The message of each problem: `t(ORDER_ID_MESSAGES[problem], { text })` (keys of `common`). */
export const ORDER_ID_MESSAGES = {
  empty: 'common:orderLookup.empty',
  orderNumber: 'common:orderLookup.orderNumber',
  invoiceNumber: 'common:orderLookup.invoiceNumber',
  spaces: 'common:orderLookup.spaces',
  tooLong: 'common:orderLookup.tooLong',
} as const satisfies Readonly<Record<OrderIdProblem, `common:orderLookup.${string}`>>;

/** Where a person finds an order's id (the end of every "not an id" message). */
export const ORDER_ID_WHERE = 'common:orderLookup.where' as const;

const ORDER_NUMBER = /^(?:#|n[oº°]?\.?)?\s*\d{1,15}$/i;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Checks typed or scanned text as an order id. `invoicePrefixes`: the configured numerations'
 * prefixes (`FE-`), so that an invoice number is recognised for what it is.
 */
export function checkOrderId(input: string, invoicePrefixes: readonly string[] = []): OrderIdCheck {
  const text = input.trim();
  if (text === '') return { ok: false, problem: 'empty', text };
  if (ORDER_NUMBER.test(text)) return { ok: false, problem: 'orderNumber', text };
  const prefixes = invoicePrefixes.map((p) => p.trim()).filter(Boolean);
  if (prefixes.some((p) => new RegExp(`^${escape(p)}\\s*\\d+$`, 'i').test(text))) {
    return { ok: false, problem: 'invoiceNumber', text };
  }
  if (/\s/.test(text)) return { ok: false, problem: 'spaces', text };
  if (text.length > ORDER_ID_MAX_LENGTH) return { ok: false, problem: 'tooLong', text };
  return { ok: true, id: text };
}

export interface OrderIdList {
  /** Entries that may be ids, each once, in the order given. */
  ids: string[];
  /** Entries given more than once (each listed once, with how many times it came). */
  duplicates: { id: string; times: number }[];
  /** Entries that are surely not ids, with why. */
  invalid: { text: string; problem: Exclude<OrderIdProblem, 'empty'> }[];
}

/**
 * Many ids pasted or read from a file (.txt, .csv): any separators (new lines, spaces, tabs,
 * commas, semicolons, pipes), quotes around an entry dropped. Nothing is dropped silently:
 * repeated entries and entries that are not ids are reported.
 */
export function readOrderIdList(
  text: string,
  invoicePrefixes: readonly string[] = [],
): OrderIdList {
  const counts = new Map<string, number>();
  const invalid: OrderIdList['invalid'] = [];
  const seenInvalid = new Set<string>();
  for (const raw of text.split(/[\s,;|]+/)) {
    const entry = raw.trim().replace(/^["']+|["']+$/g, '');
    if (entry === '') continue;
    const check = checkOrderId(entry, invoicePrefixes);
    if (!check.ok) {
      if (check.problem !== 'empty' && !seenInvalid.has(entry)) {
        seenInvalid.add(entry);
        invalid.push({ text: entry, problem: check.problem });
      }
      continue;
    }
    counts.set(check.id, (counts.get(check.id) ?? 0) + 1);
  }
  const duplicates = [...counts]
    .filter(([, times]) => times > 1)
    .map(([id, times]) => ({ id, times }));
  return { ids: [...counts.keys()], duplicates, invalid };
}
