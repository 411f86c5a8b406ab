/**
 * Keeps a scanner's burst out of the browser's text editing. A keyboard-wedge scanner types a
 * code at 5 ms a key; each key the field takes costs the main thread ~2.4 ms of the browser's
 * own work (`keypress`, `textInput` with the text inserted, `input`, and the style and layout
 * the insertion forces), so a burst of back-to-back codes keeps it ~80% busy and the frames that
 * draw each scan's line wait behind the keys. A key that continues a burst
 * (src/lib/scanDetector.ts) with the caret at the end of the field is held here instead (the
 * caller prevents its default) and what is held is written into the field once a frame, in one
 * assignment: the text appears as fast as a person can see it, and the keys cost almost
 * nothing. A person's typing (80 ms or more between keys), a caret inside the text, a
 * selection, a full field or an IME composition are left to the browser as always. Whatever is
 * held is written before any key that is not held, before Enter and when the field is left, so
 * the field's text is always whole when it is read.
 */
export interface KeyBurst {
  /**
   * A printable key for `input`: held when it continues a burst and the caret is at the end
   * (returns true: the caller calls `preventDefault`). `written` runs with the field's text
   * once the held keys are in it (as an `input` event's handler would).
   */
  hold(
    input: HTMLInputElement,
    key: string,
    continuesBurst: boolean,
    written: (text: string) => void,
  ): boolean;
  /** Writes what is held into the field now. */
  flush(): void;
}

interface Frames {
  request: (callback: () => void) => number;
  cancel: (handle: number) => void;
}

const animationFrames: Frames = {
  request: (callback) => requestAnimationFrame(callback),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export function createKeyBurst(frames: Frames = animationFrames): KeyBurst {
  let held = '';
  let target: HTMLInputElement | null = null;
  let onWritten: ((text: string) => void) | null = null;
  let frame: number | null = null;

  const flush = () => {
    if (frame !== null) frames.cancel(frame);
    frame = null;
    const input = target;
    const text = held;
    held = '';
    if (!input || text === '') return;
    input.value += text; // the caret stays at the end
    onWritten?.(input.value);
  };

  return {
    hold(input, key, continuesBurst, written) {
      if (target !== input) flush();
      const end = input.value.length;
      const atEnd = input.selectionStart === end && input.selectionEnd === end;
      const room = input.maxLength < 0 || end + held.length + key.length <= input.maxLength;
      if (!continuesBurst || !atEnd || !room || key.length !== 1) {
        flush();
        return false;
      }
      target = input;
      onWritten = written;
      held += key;
      frame ??= frames.request(flush);
      return true;
    },
    flush,
  };
}
