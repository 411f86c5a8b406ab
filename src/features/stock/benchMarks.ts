/*
 * Performance measures of the batch editor, read by `npm run bench` (scripts/bench/stock.ts).
 * Each interaction gets two measures from its start (the event's own timestamp where there is
 * one): `<name>:commit` when React has put the change in the DOM, `<name>:paint` when the
 * frame after it has been produced (a requestAnimationFrame, then a task: after the paint), and
 * `<name>:work`, the paint figure without the time spent waiting for the display's next frame
 * to begin (commit, plus that frame's own style, layout and paint).
 * Keystrokes are only measured when the page runs under the bench (sessionStorage
 * `coc.bench` = "1"), so a day of typing does not fill the performance timeline.
 */
export const PASTE = 'stock:paste';
export const KEYSTROKE = 'stock:keystroke';
export const ADD_LINE = 'stock:add-line';
export const APPLY = 'stock:apply';
/** A scan, from its product being resolved to its line on screen (detail.enteredAt: the Enter's time). */
export const SCAN = 'stock:scan';

function hasPerformance(): boolean {
  return typeof performance !== 'undefined' && typeof performance.measure === 'function';
}

let keystrokesOn: boolean | null = null;
export function measuringKeystrokes(): boolean {
  if (keystrokesOn === null) {
    try {
      keystrokesOn =
        typeof sessionStorage !== 'undefined' && sessionStorage.getItem('coc.bench') === '1';
    } catch {
      keystrokesOn = false;
    }
  }
  return keystrokesOn;
}

/** Runs `fn` after the next frame has been painted, with the time that frame began. */
export function afterNextPaint(fn: (frameStart: number) => void): void {
  if (typeof requestAnimationFrame !== 'function' || typeof MessageChannel !== 'function') {
    setTimeout(() => fn(performance.now()), 0);
    return;
  }
  requestAnimationFrame((frameStart) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      fn(frameStart);
    };
    channel.port2.postMessage(null);
  });
}

interface Pending {
  name: string;
  start: number;
  detail?: unknown;
}

const pending = new Map<string, Pending>();

/** An interaction started (at `start`, default now); `tag` tells the committed change it belongs to. */
export function startMeasure(name: string, tag: string, start?: number, detail?: unknown): void {
  if (!hasPerformance()) return;
  pending.set(tag, { name, start: start ?? performance.now(), detail });
}

/** The change of `tag` is in the DOM: measure to now, and to the next paint. */
export function commitMeasure(tag: string): void {
  const p = pending.get(tag);
  if (!p || !hasPerformance()) return;
  pending.delete(tag);
  const end = performance.now();
  try {
    performance.measure(`${p.name}:commit`, { start: p.start, end, detail: p.detail });
  } catch {
    return;
  }
  afterNextPaint((frameStart) => {
    try {
      const painted = performance.now();
      performance.measure(`${p.name}:paint`, { start: p.start, end: painted, detail: p.detail });
      // The same without the wait for the display's next frame: the work this interaction cost.
      const work = end - p.start + (painted - Math.max(frameStart, end));
      performance.measure(`${p.name}:work`, {
        start: p.start,
        duration: Math.max(0, work),
        detail: p.detail,
      });
    } catch {
      // the timeline was cleared meanwhile
    }
  });
}

/** Element Timing's identifier of a line's row (the row header carries it under the bench only). */
export const lineTimingId = (lineId: string): string => `stock-line:${lineId}`;

/** An Element Timing entry (not in TypeScript's DOM library yet). */
interface ElementTimingEntry extends PerformanceEntry {
  readonly identifier: string;
  readonly renderTime: number;
  readonly loadTime: number;
}
const isElementTiming = (e: PerformanceEntry): e is ElementTimingEntry =>
  e.entryType === 'element' && 'identifier' in e && 'renderTime' in e;

const awaitingPresentation = new Map<string, Pending>();
let elementObserver: PerformanceObserver | null = null;

/**
 * Measures `<name>:presented`, from `start` to the time the frame that first showed the line's
 * row was presented (Element Timing's `renderTime`): the paint itself, where `<name>:paint` is
 * the first task to run after it, which the browser may hold back while input keeps arriving.
 * Under the bench only (Chromium; nothing where Element Timing is missing).
 */
export function startPresentedMeasure(
  name: string,
  lineId: string,
  start: number,
  detail?: unknown,
): void {
  if (!hasPerformance() || typeof PerformanceObserver !== 'function') return;
  if (!PerformanceObserver.supportedEntryTypes.includes('element')) return;
  awaitingPresentation.set(lineTimingId(lineId), { name, start, detail });
  if (elementObserver) return;
  elementObserver = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!isElementTiming(entry)) continue;
      const p = awaitingPresentation.get(entry.identifier);
      if (!p) continue;
      awaitingPresentation.delete(entry.identifier);
      const end = entry.renderTime > 0 ? entry.renderTime : entry.loadTime;
      try {
        performance.measure(`${p.name}:presented`, {
          start: p.start,
          end: Math.max(end, p.start),
          detail: p.detail,
        });
      } catch {
        // the timeline was cleared meanwhile
      }
    }
  });
  elementObserver.observe({ type: 'element', buffered: true });
}
