/*
 * What the command palette lists for the text typed, and what Enter does: pure, so the
 * ranking, the grouping and the stale-list guard are tested without a browser
 * (paletteSearch.test.ts). The palette (CommandPaletteDialog.tsx) builds the candidates:
 * actions and pages (always), the browser's tracked orders and known contacts, and the
 * products of the API's answer for exactly the text typed.
 */

export type PaletteGroupId = 'actions' | 'pages' | 'products' | 'orders' | 'contacts';

/** The order of groups whose best items score the same (and of every group with no text typed). */
export const GROUP_ORDER: readonly PaletteGroupId[] = [
  'actions',
  'pages',
  'products',
  'orders',
  'contacts',
];

/** Items listed at most, per group (actions and pages: all that match). */
export const GROUP_LIMIT: Readonly<Record<PaletteGroupId, number>> = {
  actions: Infinity,
  pages: Infinity,
  products: 8,
  orders: 5,
  contacts: 5,
};

export interface PaletteCandidate<T> {
  /** Unique in the palette, stable while the item is listed (`products:<id>`). */
  key: string;
  group: PaletteGroupId;
  /** Shown and matched. */
  label: string;
  /** Shown under the label, not matched (a SKU and stock figure, an email). */
  caption?: string;
  /** Matched, not shown (a SKU, other words for an action; an exact match ranks high). */
  terms?: readonly string[];
  /**
   * Listed even when the words do not match it here, with this score: a product the service
   * matched by its code or reference (not in the search item), a contact the contacts filter
   * matched by its NIT.
   */
  fallbackScore?: number;
  /** Listed with this score whatever the words ("open the order of the id typed", last). */
  fixedScore?: number;
  /** What opening the item does (the palette's business, not the ranking's). */
  target: T;
}

export interface RankedItem<T> extends PaletteCandidate<T> {
  score: number;
}

export interface PaletteGroup<T> {
  id: PaletteGroupId;
  items: RankedItem<T>[];
}

/** Lower case without accents, as the contacts filter and the sandbox's search compare. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The folded words of the text typed (none for blank text). */
export function paletteWords(text: string): string[] {
  return fold(text)
    .split(/\s+/)
    .filter((w) => w !== '');
}

/**
 * How well an item answers the words (higher is better), or null when some word occurs in
 * none of its texts. Every word must occur somewhere, in any order, as the product search does:
 *   100 the label is the text typed          90 another text is (an exact SKU)
 *    80 the label starts with the text        60 every word starts a word of the label
 *    40 every word is in the label            20 the words are spread over its texts
 * No words: 0 (everything offered with no text matches).
 */
export function scoreCandidate(
  words: readonly string[],
  candidate: Pick<PaletteCandidate<unknown>, 'label' | 'terms'>,
): number | null {
  if (words.length === 0) return 0;
  const phrase = words.join(' ');
  const label = fold(candidate.label).trim().replace(/\s+/g, ' ');
  const others = (candidate.terms ?? []).filter(Boolean).map(fold);
  if (label === phrase) return 100;
  if (others.some((o) => o.trim() === phrase)) return 90;
  if (label.startsWith(phrase)) return 80;
  const labelWords = label.split(' ');
  if (words.every((w) => labelWords.some((lw) => lw.startsWith(w)))) return 60;
  if (words.every((w) => label.includes(w))) return 40;
  const all = [label, ...others].join('\n');
  if (words.every((w) => all.includes(w))) return 20;
  return null;
}

/**
 * The groups to list: each candidate that matches (or has a fallback or fixed score), best
 * first within its group (ties keep the given order), cut to the group's limit; groups ordered
 * by their best item, ties in GROUP_ORDER. Empty groups are left out.
 */
export function rankPalette<T>(
  text: string,
  candidates: readonly PaletteCandidate<T>[],
): PaletteGroup<T>[] {
  const words = paletteWords(text);
  const byGroup = new Map<PaletteGroupId, RankedItem<T>[]>();
  for (const candidate of candidates) {
    const score =
      candidate.fixedScore ?? scoreCandidate(words, candidate) ?? candidate.fallbackScore ?? null;
    if (score === null) continue;
    const list = byGroup.get(candidate.group) ?? [];
    list.push({ ...candidate, score });
    byGroup.set(candidate.group, list);
  }
  const groups: PaletteGroup<T>[] = [];
  for (const id of GROUP_ORDER) {
    const items = byGroup.get(id);
    if (!items || items.length === 0) continue;
    // Array.prototype.sort is stable: equal scores keep the candidates' order.
    items.sort((a, b) => b.score - a.score);
    groups.push({ id, items: items.slice(0, GROUP_LIMIT[id]) });
  }
  const best = (g: PaletteGroup<T>) => g.items[0]?.score ?? 0;
  return groups.sort(
    (a, b) => best(b) - best(a) || GROUP_ORDER.indexOf(a.id) - GROUP_ORDER.indexOf(b.id),
  );
}

/** The listed items in the order shown (groups one after the other): what the arrows move through. */
export function flatItems<T>(groups: readonly PaletteGroup<T>[]): RankedItem<T>[] {
  return groups.flatMap((g) => g.items);
}

// ------------------------------------------------------------------ the stale-list guard

/** The API's product answer as the palette sees it for the text typed now. */
export type ProductAnswer<P> =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'failed' }
  | { state: 'ready'; items: readonly P[] };

/**
 * The products for the text typed now, never those of an earlier text: `typed` (trimmed) is the
 * text in the box, `asked` the text the search was last asked for (debounced), `answer` that
 * search's result (`data` of that query key only: no placeholder from an earlier key). While
 * the box and the search differ, or the search has no answer yet, the products are pending.
 */
export function productAnswer<P>(
  typed: string,
  asked: string,
  answer: { data: { items?: readonly P[] | null | undefined } | undefined; isError: boolean },
): ProductAnswer<P> {
  if (typed === '') return { state: 'idle' };
  if (asked !== typed) return { state: 'pending' };
  if (answer.data) return { state: 'ready', items: answer.data.items ?? [] };
  return answer.isError ? { state: 'failed' } : { state: 'pending' };
}

/**
 * What Enter does: the item the person moved to (arrows or pointer), which is listed for the
 * text typed now; else, once nothing is pending, the first item; while the products are still
 * coming (the first item may change), `wait`: the palette acts when the answer for this text
 * is in (and forgets the Enter if the text changes first).
 */
export function enterChoice<T>(
  items: readonly RankedItem<T>[],
  chosenKey: string | null,
  pending: boolean,
): { kind: 'open'; item: RankedItem<T> } | { kind: 'wait' } | { kind: 'none' } {
  const chosen = chosenKey === null ? undefined : items.find((i) => i.key === chosenKey);
  if (chosen) return { kind: 'open', item: chosen };
  if (pending) return { kind: 'wait' };
  const first = items[0];
  return first ? { kind: 'open', item: first } : { kind: 'none' };
}

/** The next item's key for ArrowDown (+1) / ArrowUp (-1), wrapping around; from nothing, the first or last. */
export function moveActive<T>(
  items: readonly RankedItem<T>[],
  activeKey: string | null,
  step: 1 | -1,
): string | null {
  if (items.length === 0) return null;
  const at = activeKey === null ? -1 : items.findIndex((i) => i.key === activeKey);
  const from = at === -1 ? (step === 1 ? -1 : 0) : at;
  const next = (from + step + items.length) % items.length;
  return items[next]?.key ?? null;
}
