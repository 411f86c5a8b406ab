import { describe, expect, it } from 'vitest';
import { markTimes, navigationStart, parseTrace, taskTime, threadOfMark } from './trace.ts';
import type { TraceEvent } from './trace.ts';

const main = { pid: 7, tid: 7 };
const task = (ts: number, dur: number, tdur?: number, thread = main): TraceEvent => ({
  name: 'RunTask',
  cat: 'disabled-by-default-devtools.timeline',
  ph: 'X',
  ts,
  dur,
  ...(tdur === undefined ? {} : { tdur }),
  ...thread,
});
const mark = (name: string, ts: number, url?: string): TraceEvent => ({
  name,
  cat: 'blink.user_timing',
  ph: 'R',
  ts,
  ...main,
  ...(url === undefined ? {} : { args: { data: { documentLoaderURL: url } } }),
});

describe('trace', () => {
  it('sums top-level tasks of the main thread inside the window, clipping the edges', () => {
    const events = [
      task(0, 2_000, 1_000), // half inside [1000, 10000]: 1 ms wall, 0.5 ms cpu
      task(3_000, 4_000, 4_000),
      task(3_500, 1_000, 1_000), // nested: not counted again
      task(5_000, 3_000, 3_000, { pid: 7, tid: 9 }), // another thread
      task(20_000, 1_000, 1_000), // outside
    ];
    const t = taskTime(events, main, 1_000, 10_000);
    expect(t.wallMs).toBeCloseTo(5);
    expect(t.cpuMs).toBeCloseTo(4.5);
    expect(t.tasks).toBe(2);
  });

  it('reports no thread time when the trace has none', () => {
    expect(taskTime([task(0, 1_000)], main, 0, 5_000).cpuMs).toBeNaN();
  });

  it('finds the page thread by its mark, the marks and the navigation start of a URL', () => {
    const events = parseTrace(
      JSON.stringify({
        traceEvents: [
          mark('navigationStart', 100, ''),
          mark('navigationStart', 200, 'http://localhost:4190/ra/'),
          mark('bench:rows-painted', 900),
          mark('bench:rows-painted', 1900),
        ],
      }),
    );
    const thread = threadOfMark(events, 'bench:rows-painted');
    expect(thread).toEqual(main);
    expect(markTimes(events, 'bench:rows-painted', main)).toEqual([900, 1900]);
    expect(navigationStart(events, 'http://localhost:4190/ra/#/products', main)).toBe(200);
    expect(navigationStart(events, 'http://localhost:4190/products', main)).toBeNull();
  });
});
