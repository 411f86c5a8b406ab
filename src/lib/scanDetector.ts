/**
 * Tells a barcode scanner from a person typing. A keyboard-wedge scanner (a handheld's built-in
 * one, a USB scanner at a packing station) "types" the whole code in a burst, a few milliseconds
 * between keys, then Enter; a person takes 80 ms or more between keys. So the characters in a
 * field came from a scanner when every one of them followed the previous within `maxGapMs`,
 * there are at least `minLength` of them, and Enter followed the last within `enterGapMs`.
 * Pure (times in, verdict out): the caller passes each event's `timeStamp`.
 */
export interface ScanDetectorOptions {
  /** Longest pause between two characters of one scan (default 35 ms). */
  maxGapMs?: number;
  /** Longest pause between the last character and Enter (default 50 ms). */
  enterGapMs?: number;
  /** Shortest code taken for a scan (default 3 characters). */
  minLength?: number;
}

export const SCAN_MAX_GAP_MS = 35;
export const SCAN_ENTER_GAP_MS = 50;
export const SCAN_MIN_LENGTH = 3;

export interface ScanDetector {
  /** A character key went into the field at `time`: whether it follows the previous one as a burst's would. */
  char: (time: number) => boolean;
  /** Any other key (Backspace, an arrow, a paste…): what follows is not one burst with what came before. */
  other: () => void;
  /** Enter at `time`, with `length` characters in the field: whether they came as one scan. Starts over. */
  enter: (time: number, length: number) => boolean;
  reset: () => void;
}

/** Whether keys at `times` (ascending) then Enter at `enterTime` are one scan of `length` characters. */
export function isScanBurst(
  times: readonly number[],
  enterTime: number,
  length: number,
  options: ScanDetectorOptions = {},
): boolean {
  const detector = createScanDetector(options);
  for (const t of times) detector.char(t);
  return detector.enter(enterTime, length);
}

export function createScanDetector({
  maxGapMs = SCAN_MAX_GAP_MS,
  enterGapMs = SCAN_ENTER_GAP_MS,
  minLength = SCAN_MIN_LENGTH,
}: ScanDetectorOptions = {}): ScanDetector {
  /** Characters in the current burst, and the time of its last one. */
  let count = 0;
  let last = Number.NEGATIVE_INFINITY;
  const reset = () => {
    count = 0;
    last = Number.NEGATIVE_INFINITY;
  };
  return {
    char(time) {
      count = time - last <= maxGapMs && time >= last ? count + 1 : 1;
      last = time;
      return count > 1;
    },
    other: reset,
    enter(time, length) {
      const scan =
        count >= minLength &&
        count >= length &&
        length > 0 &&
        time - last <= enterGapMs &&
        time >= last;
      reset();
      return scan;
    },
    reset,
  };
}
