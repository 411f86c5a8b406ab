// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterPaint } from './idleAfterPaint';

describe('whenIdleAfterPaint', () => {
  let frames: FrameRequestCallback[];
  let idles: IdleRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    idles = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      idles[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
  const idleDeadline: IdleDeadline = { didTimeout: false, timeRemaining: () => 10 };

  it('waits for a frame, the task after it, and then an idle period', () => {
    const work = vi.fn();
    whenIdleAfterPaint(work, 3000);
    vi.advanceTimersByTime(0);
    expect(idles).toHaveLength(0); // no idle callback asked before the frame
    frames.forEach((f) => f(0));
    expect(idles).toHaveLength(0); // not from inside the frame either (before its paint)
    vi.advanceTimersByTime(0);
    expect(idles).toHaveLength(1);
    expect(work).not.toHaveBeenCalled();
    idles[0]?.(idleDeadline);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000); // the cap does not run it again
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after the time limit when no frame comes (a hidden tab), once', () => {
    const work = vi.fn();
    whenIdleAfterPaint(work, 3000);
    vi.advanceTimersByTime(2999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames.forEach((f) => f(0));
    vi.advanceTimersByTime(0);
    idles.forEach((i) => i(idleDeadline));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', () => {
    const work = vi.fn();
    const cancel = whenIdleAfterPaint(work, 3000);
    frames.forEach((f) => f(0));
    vi.advanceTimersByTime(0);
    cancel();
    idles.forEach((i) => i(idleDeadline));
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
  });

  it('on a cold load, waits for the first contentful paint before the frame', () => {
    let entries: PerformanceEntry[] = [];
    let notify: () => void = () => undefined;
    class Observer {
      static supportedEntryTypes = ['paint'];
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {
        notify = () => undefined;
      }
    }
    vi.stubGlobal('PerformanceObserver', Observer);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation(() => entries);
    const work = vi.fn();
    whenIdleAfterPaint(work, 3000);
    expect(frames).toHaveLength(0); // nothing shown yet: no frame asked for
    notify(); // another paint entry (first-paint), not the contentful one
    expect(frames).toHaveLength(0);
    entries = [{ name: 'first-contentful-paint' } as PerformanceEntry];
    notify();
    expect(frames).toHaveLength(1);
    frames.forEach((f) => f(0));
    vi.advanceTimersByTime(0);
    idles.forEach((i) => i(idleDeadline));
    expect(work).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
