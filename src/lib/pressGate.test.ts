// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The gate watches the window from its import on (module state): each test gets a fresh one.
let afterPress: typeof import('./pressGate').afterPress;
beforeEach(async () => {
  vi.useFakeTimers();
  vi.resetModules();
  ({ afterPress } = await import('./pressGate'));
});
afterEach(() => {
  // Whatever a test left held, the next module starts free (the old listeners stay, harmless).
  window.dispatchEvent(new Event('blur'));
  vi.useRealTimers();
});

const pointer = (type: string, pointerId = 1) =>
  window.dispatchEvent(Object.assign(new Event(type), { pointerId }));
const key = (type: string, code = 'Space') =>
  window.dispatchEvent(new KeyboardEvent(type, { code }));

describe('afterPress', () => {
  it('runs at once when nothing is held', () => {
    const work = vi.fn();
    afterPress(work);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for the release and then for the click it leads to, after that click’s handlers', () => {
    const work = vi.fn();
    pointer('pointerdown');
    afterPress(work);
    pointer('pointerup');
    expect(work).not.toHaveBeenCalled();
    // Asked for between the release and its click: it waits too.
    const later = vi.fn();
    afterPress(later);
    window.dispatchEvent(new MouseEvent('click'));
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
    expect(later).toHaveBeenCalledOnce();
  });

  it('a release that leads to no click (a drag, a cancelled touch) lets go a little later', () => {
    const work = vi.fn();
    pointer('pointerdown');
    afterPress(work);
    pointer('pointercancel');
    vi.advanceTimersByTime(299);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits for every pointer and key held, a key’s release for one task', () => {
    const work = vi.fn();
    pointer('pointerdown', 1);
    key('keydown');
    afterPress(work);
    pointer('pointerup', 1);
    window.dispatchEvent(new MouseEvent('click'));
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled(); // the key is still down
    key('keyup');
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();
  });

  it('lets go when the window loses focus (a release outside it never arrives), and drops on demand', () => {
    const work = vi.fn();
    const dropped = vi.fn();
    pointer('pointerdown');
    afterPress(work);
    afterPress(dropped)();
    window.dispatchEvent(new Event('blur'));
    expect(work).toHaveBeenCalledOnce();
    expect(dropped).not.toHaveBeenCalled();
  });
});
