/**
 * Dependent request waves of a page load, from its fetches' start and end times (Resource
 * Timing, in the page's clock): the longest chain of fetches in which each one started after
 * the one before it had finished. The document is wave 0, and every other fetch is at least
 * wave 1 (nothing is fetched before the document asks for it), so HTML -> bundle -> API call is
 * 2 waves. What a chain shows is timing, not cause: a fetch that waited for a busy main thread
 * counts as dependent, like the browser experiences it.
 */
export type FetchKind = 'document' | 'file' | 'api';

export interface Fetch {
  url: string;
  kind: FetchKind;
  /** ms since navigation start */
  start: number;
  /** ms since navigation start */
  end: number;
  /** response body bytes as transferred (gzip when compressed) */
  bytes: number;
  /**
   * Who asked for it, from the browser (DevTools Protocol `Network.requestWillBeSent`): the
   * initiator's type ('parser', 'script', 'preload', 'other') and the URLs of the document or
   * scripts that asked (a parser's document, a script's call stack; none for a module preload
   * a script inserted, whose stack the browser does not keep).
   */
  initiator?: { type: string; urls: string[] };
  /**
   * ms since navigation start at which the page asked for it (DevTools Protocol), which can be
   * earlier than `start` when the request waited for a connection (six per host over HTTP/1.1)
   */
  askedAt?: number;
}

export interface Waterfall {
  /** the highest wave (0 when there is only the document) */
  waves: number;
  /** the longest chain, document first */
  chain: Fetch[];
  /** the wave of each fetch */
  waveOf: Map<Fetch, number>;
}

/** A fetch's candidate causes among those placed before it, or a fetch whose place it shares. */
type CausesOf = (
  f: Fetch,
  done: readonly Fetch[],
  byUrl: ReadonlyMap<string, Fetch>,
) => readonly Fetch[] | { sameAs: Fetch };

/**
 * Places each fetch (in `startOf` order) one wave after the latest-wave of its causes, the
 * document being wave 0 and every other fetch at least wave 1; between causes of equal wave, the
 * one that finished last (the likely cause). Returns the longest chain.
 */
function waterfallOf(
  fetches: readonly Fetch[],
  startOf: (f: Fetch) => number,
  causesOf: CausesOf,
): Waterfall {
  const doc = fetches.find((f) => f.kind === 'document');
  const others = fetches
    .filter((f) => f !== doc)
    .sort((a, b) => startOf(a) - startOf(b) || a.end - b.end);
  const waveOf = new Map<Fetch, number>();
  const after = new Map<Fetch, Fetch | null>();
  const byUrl = new Map<string, Fetch>();
  const done: Fetch[] = [];
  const place = (f: Fetch, wave: number, before: Fetch | null) => {
    waveOf.set(f, wave);
    after.set(f, before);
    done.push(f);
    if (!byUrl.has(f.url)) byUrl.set(f.url, f);
  };
  if (doc) place(doc, 0, null);
  for (const f of others) {
    const causes = causesOf(f, done, byUrl);
    if ('sameAs' in causes) {
      place(f, waveOf.get(causes.sameAs) ?? 1, after.get(causes.sameAs) ?? null);
      continue;
    }
    let wave = doc ? 1 : 0;
    let before: Fetch | null = doc ?? null;
    for (const q of causes) {
      const w = (waveOf.get(q) ?? 0) + 1;
      if (w > wave || (w === wave && before !== null && q !== doc && q.end > before.end)) {
        wave = w;
        before = q;
      }
    }
    place(f, wave, before);
  }
  let last: Fetch | null = null;
  for (const [f, w] of waveOf) {
    const lw = last ? (waveOf.get(last) ?? 0) : -1;
    if (w > lw || (w === lw && last !== null && f.end > last.end)) last = f;
  }
  const chain: Fetch[] = [];
  for (let f: Fetch | null = last; f; f = after.get(f) ?? null) chain.unshift(f);
  return { waves: last ? (waveOf.get(last) ?? 0) : 0, chain, waveOf };
}

export function dependentWaves(fetches: readonly Fetch[]): Waterfall {
  return waterfallOf(
    fetches,
    (f) => f.start,
    (f, done) => done.filter((q) => q.end <= f.start),
  );
}

/**
 * Dependent request waves by cause, where the browser says who asked (see `Fetch.initiator`): a
 * fetch is one wave after the latest-wave document or script that asked for it, so a request
 * that merely waited for a busy main thread is not counted as dependent on the chunks that
 * happened to finish meanwhile. A fetch asked for by a script the browser does not name (a
 * module preload or dynamic import, or no initiator recorded) falls back to timing, among the
 * files only: it is one wave after the latest-wave file (not API answer) that had finished
 * before it was asked for (no chunk of either app waits for an API answer). Such fetches asked
 * for within BATCH_GAP_MS of the one before them are one batch, asked for by one task (Vite's
 * preload helper inserts a chunk's preloads in one loop: a tiny chunk can finish before the
 * last of its siblings starts), and share the first one's wave.
 */
export const BATCH_GAP_MS = 5;

export function causalWaves(fetches: readonly Fetch[]): Waterfall {
  const asked = (f: Fetch) => f.askedAt ?? f.start;
  let batch: { first: Fetch; last: Fetch } | null = null;
  return waterfallOf(fetches, asked, (f, done, byUrl) => {
    const named = (f.initiator?.urls ?? [])
      .map((u) => byUrl.get(u))
      .filter((q): q is Fetch => q !== undefined && q !== f);
    if (named.length === 0 && batch !== null && asked(f) - asked(batch.last) <= BATCH_GAP_MS) {
      // a sibling of the batch before it: the same wave, after the same fetch
      batch.last = f;
      return { sameAs: batch.first };
    }
    batch = named.length === 0 ? { first: f, last: f } : null;
    return named.length > 0 ? named : done.filter((q) => q.kind !== 'api' && q.end <= asked(f));
  });
}
