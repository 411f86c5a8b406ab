/**
 * Main-thread time from a Chrome trace (the JSON `browser.stopTracing()` returns): the sum of
 * the renderer main thread's top-level tasks (`RunTask`) between two points, as wall time (each
 * task's duration) and as thread time (CPU the thread got while running them; the figure a
 * busy machine distorts least, since time spent descheduled is not in it).
 */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  /** µs */
  ts: number;
  /** µs, wall */
  dur?: number;
  /** µs, thread time */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { documentLoaderURL?: string } } & Record<string, unknown>;
  /** async events (performance measures): their pairing id */
  id?: string | number;
  id2?: { local?: string; global?: string };
}

export interface Thread {
  pid: number;
  tid: number;
}

/** Categories that give the top-level tasks and the page's performance marks. */
export const TRACE_CATEGORIES = [
  '__metadata',
  'toplevel',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
];

export function parseTrace(json: Buffer | string): TraceEvent[] {
  const parsed = JSON.parse(json.toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
}

const isMark = (e: TraceEvent, name: string): boolean =>
  e.name === name && (e.cat ?? '').includes('blink.user_timing');

/** The thread that recorded performance mark `name` (the page's main thread). */
export function threadOfMark(events: readonly TraceEvent[], name: string): Thread | null {
  const mark = events.filter((e) => isMark(e, name)).at(-1);
  return mark ? { pid: mark.pid, tid: mark.tid } : null;
}

/** Timestamps (µs) of performance mark `name` on `thread`, in order. */
export function markTimes(events: readonly TraceEvent[], name: string, thread: Thread): number[] {
  return events
    .filter((e) => isMark(e, name) && e.pid === thread.pid && e.tid === thread.tid)
    .map((e) => e.ts)
    .sort((a, b) => a - b);
}

/** navigationStart (µs) of the document loaded from `url` (without its #fragment). */
export function navigationStart(
  events: readonly TraceEvent[],
  url: string,
  thread: Thread,
): number | null {
  const want = url.split('#')[0];
  const starts = events.filter(
    (e) =>
      isMark(e, 'navigationStart') &&
      e.pid === thread.pid &&
      (e.args?.data?.documentLoaderURL ?? '').split('#')[0] === want,
  );
  return starts.at(-1)?.ts ?? null;
}

export interface TaskTime {
  /** ms of top-level task duration (wall) in the window */
  wallMs: number;
  /** ms of thread time of those tasks in the window (NaN when the trace has none) */
  cpuMs: number;
  tasks: number;
}

/**
 * Sum of the top-level tasks of `thread` inside [from, to] (µs); a task crossing an edge counts
 * with the part inside (its thread time in proportion). Nested RunTask events are not counted twice.
 */
export function taskTime(
  events: readonly TraceEvent[],
  thread: Thread,
  from: number,
  to: number,
): TaskTime {
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.pid === thread.pid &&
        e.tid === thread.tid &&
        typeof e.dur === 'number',
    )
    .sort((a, b) => a.ts - b.ts);
  let wall = 0;
  let cpu = 0;
  let withCpu = 0;
  let count = 0;
  let coveredUntil = -Infinity;
  for (const t of tasks) {
    const dur = t.dur ?? 0;
    const end = t.ts + dur;
    if (end <= coveredUntil) continue; // nested in the previous top-level task
    coveredUntil = end;
    const inside = Math.min(end, to) - Math.max(t.ts, from);
    if (inside <= 0) continue;
    count += 1;
    wall += inside;
    if (typeof t.tdur === 'number') {
      cpu += dur > 0 ? (t.tdur * inside) / dur : 0;
      withCpu += 1;
    }
  }
  return { wallMs: wall / 1000, cpuMs: withCpu > 0 ? cpu / 1000 : Number.NaN, tasks: count };
}

/**
 * The spans (µs, [begin, end]) of the performance measures named `name` on `thread`, in order.
 * Chromium gives every measure of one name the same id, so measures that overlap (a frame's
 * worth of scans, each begun when its answer came and all ended by the commit that draws them)
 * are told apart by order: each end closes the earliest measure of its id still open.
 */
export function measureSpans(
  events: readonly TraceEvent[],
  name: string,
  thread: Thread,
): [number, number][] {
  const idOf = (e: TraceEvent): string => {
    return e.id2?.local ?? e.id2?.global ?? String(e.id ?? '');
  };
  const open = new Map<string, number[]>();
  const spans: [number, number][] = [];
  const mine = events
    .filter(
      (e) =>
        e.name === name &&
        (e.ph === 'b' || e.ph === 'e') &&
        (e.cat ?? '').includes('blink.user_timing') &&
        e.pid === thread.pid &&
        e.tid === thread.tid,
    )
    .sort((a, b) => a.ts - b.ts);
  for (const e of mine) {
    const id = idOf(e);
    const begun = open.get(id) ?? [];
    if (e.ph === 'b') open.set(id, [...begun, e.ts]);
    else {
      const [begin, ...rest] = begun;
      if (begin === undefined) continue;
      open.set(id, rest);
      spans.push([begin, e.ts]);
    }
  }
  return spans.sort((a, b) => a[0] - b[0]);
}

/**
 * For each span, ms from its begin to the end of the first frame `thread` handed to the
 * compositor (`Commit`) that started at or after the span's end: what the span's end put in the
 * DOM, painted by the main thread (NaN when the trace holds no such frame). Unlike a task posted
 * after the frame, the frame is not held back by input waiting in the queue.
 */
export function toPaintedFrame(
  events: readonly TraceEvent[],
  spans: readonly (readonly [number, number])[],
  thread: Thread,
): number[] {
  const commits = events
    .filter(
      (e) => e.ph === 'X' && e.name === 'Commit' && e.pid === thread.pid && e.tid === thread.tid,
    )
    .map((e) => ({ ts: e.ts, end: e.ts + (e.dur ?? 0) }))
    .sort((a, b) => a.ts - b.ts);
  return spans.map(([begin, end]) => {
    const frame = commits.find((c) => c.ts >= end);
    return frame === undefined ? Number.NaN : (frame.end - begin) / 1000;
  });
}
