import { describe, expect, it } from 'vitest';
import { createScanDetector, isScanBurst } from './scanDetector';

/** Key times starting at `from`, `gap` ms apart. */
const keys = (n: number, gap: number, from = 1000) =>
  Array.from({ length: n }, (_, i) => from + i * gap);

describe('the scan detector', () => {
  it('takes 13 keys 5 ms apart then Enter for a scan', () => {
    const times = keys(13, 5);
    expect(isScanBurst(times, (times.at(-1) ?? 0) + 5, 13)).toBe(true);
  });

  it('takes a person typing (80-200 ms between keys) for typing', () => {
    const times = keys(8, 120);
    expect(isScanBurst(times, (times.at(-1) ?? 0) + 150, 8)).toBe(false);
  });

  it('draws the line at the gap: 35 ms is a scan, 36 ms is not', () => {
    expect(isScanBurst(keys(6, 35), 1000 + 5 * 35 + 10, 6)).toBe(true);
    expect(isScanBurst(keys(6, 36), 1000 + 5 * 36 + 10, 6)).toBe(false);
  });

  it('wants Enter right after the burst', () => {
    const times = keys(10, 5);
    expect(isScanBurst(times, (times.at(-1) ?? 0) + 50, 10)).toBe(true);
    expect(isScanBurst(times, (times.at(-1) ?? 0) + 400, 10)).toBe(false);
  });

  it('does not take a typed start finished by a fast burst for a scan of the whole field', () => {
    // "AB" typed, then 8 fast keys: the field holds 10 characters, only 8 came in the burst.
    const times = [...keys(2, 200), ...keys(8, 5, 2000)];
    expect(isScanBurst(times, 2045, 10)).toBe(false);
    // The same burst into an empty field is a scan.
    expect(isScanBurst(keys(8, 5, 2000), 2045, 8)).toBe(true);
  });

  it('ignores bursts shorter than the minimum (a fast typist’s "ok")', () => {
    expect(isScanBurst(keys(2, 10), 1020, 2)).toBe(false);
    expect(isScanBurst(keys(4, 10), 1040, 4, { minLength: 5 })).toBe(false);
  });

  it('starts over after Enter, and after any other key', () => {
    const d = createScanDetector();
    for (const t of keys(6, 5)) d.char(t);
    expect(d.enter(1030, 6)).toBe(true);
    // The next Enter without new keys is not a scan.
    expect(d.enter(1040, 6)).toBe(false);
    for (const t of keys(6, 5, 2000)) d.char(t);
    d.other(); // Backspace in the middle
    d.char(2030);
    expect(d.enter(2035, 6)).toBe(false);
  });

  it('says of each character whether it follows the previous one as a burst’s would', () => {
    const d = createScanDetector();
    expect(d.char(1000)).toBe(false); // the first: nothing to follow
    expect(d.char(1005)).toBe(true);
    expect(d.char(1040)).toBe(true); // 35 ms: still a burst
    expect(d.char(1080)).toBe(false); // a person's pause
    expect(d.char(1085)).toBe(true);
    d.other();
    expect(d.char(1090)).toBe(false);
    d.enter(1095, 1);
    expect(d.char(1100)).toBe(false); // Enter ends a burst
  });

  it('says nothing is a scan for an empty field', () => {
    const d = createScanDetector();
    expect(d.enter(10, 0)).toBe(false);
  });
});
