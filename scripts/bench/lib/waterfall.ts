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
}

export interface Waterfall {
  /** the highest wave (0 when there is only the document) */
  waves: number;
  /** the longest chain, document first */
  chain: Fetch[];
  /** the wave of each fetch */
  waveOf: Map<Fetch, number>;
}

export function dependentWaves(fetches: readonly Fetch[]): Waterfall {
  const doc = fetches.find((f) => f.kind === 'document');
  const others = fetches
    .filter((f) => f !== doc)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  const waveOf = new Map<Fetch, number>();
  const after = new Map<Fetch, Fetch | null>();
  if (doc) {
    waveOf.set(doc, 0);
    after.set(doc, null);
  }
  const done: Fetch[] = doc ? [doc] : [];
  for (const f of others) {
    let wave = doc ? 1 : 0;
    let before: Fetch | null = doc ?? null;
    for (const q of done) {
      if (q.end > f.start) continue;
      const w = (waveOf.get(q) ?? 0) + 1;
      // the longest chain; between equals, the fetch that finished last (the likely cause)
      if (w > wave || (w === wave && before !== null && q !== doc && q.end > before.end)) {
        wave = w;
        before = q;
      }
    }
    waveOf.set(f, wave);
    after.set(f, before);
    done.push(f);
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
