import { describe, expect, it } from 'vitest';
import {
  markTimes,
  measureSpans,
  navigationStart,
  parseTrace,
  taskTime,
  threadOfMark,
  toPaintedFrame,
} from './trace.ts';
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

  it('pairs the begin and end of each measure, by id, on the main thread only', () => {
    const half = (ph: 'b' | 'e', ts: number, local: string, thread = main): TraceEvent => ({
      name: 'stock:scan:commit',
      cat: 'blink.user_timing',
      ph,
      ts,
      id2: { local },
      ...thread,
    });
    const events = [
      half('b', 100, '0x1'),
      half('b', 150, '0x2'),
      half('e', 160, '0x2'),
      half('e', 300, '0x1'),
      half('b', 400, '0x1'), // the id used again, later
      half('e', 450, '0x1'),
      half('b', 120, '0x3', { pid: 7, tid: 9 }), // another thread
      half('e', 130, '0x3', { pid: 7, tid: 9 }),
      half('b', 500, '0x4'), // never ended
    ];
    expect(measureSpans(events, 'stock:scan:commit', main)).toEqual([
      [100, 300],
      [150, 160],
      [400, 450],
    ]);
    // Chromium's ids: one per name. Three scans drawn by one commit end in the order they began.
    const sameId = [
      half('b', 100, '0x9'),
      half('b', 120, '0x9'),
      half('b', 140, '0x9'),
      half('e', 200, '0x9'),
      half('e', 201, '0x9'),
      half('e', 202, '0x9'),
    ];
    expect(measureSpans(sameId, 'stock:scan:commit', main)).toEqual([
      [100, 200],
      [120, 201],
      [140, 202],
    ]);
  });

  it('takes each span to the end of the first frame committed after it ended', () => {
    const commit = (ts: number, dur: number, thread = main): TraceEvent => ({
      name: 'Commit',
      cat: 'disabled-by-default-devtools.timeline',
      ph: 'X',
      ts,
      dur,
      ...thread,
    });
    const events = [
      commit(1_000, 500),
      commit(17_000, 1_000),
      commit(5_000, 100, { pid: 7, tid: 9 }), // another thread's
      commit(34_000, 1_000),
    ];
    const painted = toPaintedFrame(
      events,
      [
        [0, 2_000], // the frame at 1 ms began before the DOM changed: the next one, ending at 18 ms
        [10_000, 17_000], // a frame starting as the span ends counts
        [30_000, 40_000], // no frame after it
      ],
      main,
    );
    expect(painted[0]).toBeCloseTo(18);
    expect(painted[1]).toBeCloseTo(8);
    expect(painted[2]).toBeNaN();
  });
});
