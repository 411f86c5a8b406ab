// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createKeyBurst } from './keyBurst';

/** Frames run by hand: `run()` is the next animation frame. */
function manualFrames() {
  const queue = new Map<number, () => void>();
  let next = 1;
  return {
    request: (callback: () => void) => {
      queue.set(next, callback);
      return next++;
    },
    cancel: (handle: number) => queue.delete(handle),
    run: () => {
      const callbacks = [...queue.values()];
      queue.clear();
      for (const callback of callbacks) callback();
    },
    get pending() {
      return queue.size;
    },
  };
}

function field(text = '', maxLength?: number): HTMLInputElement {
  const input = document.createElement('input');
  if (maxLength !== undefined) input.maxLength = maxLength;
  document.body.append(input);
  input.value = text;
  input.setSelectionRange(text.length, text.length);
  return input;
}

describe('createKeyBurst', () => {
  it('holds a burst’s keys and writes them into the field once a frame, in order', () => {
    const frames = manualFrames();
    const burst = createKeyBurst(frames);
    const input = field('A');
    const seen: string[] = [];
    const written = (text: string) => seen.push(text);
    expect(burst.hold(input, 'B', true, written)).toBe(true);
    expect(burst.hold(input, 'C', true, written)).toBe(true);
    expect(input.value).toBe('A'); // not yet: no editing per key
    expect(frames.pending).toBe(1); // one frame for all of them
    frames.run();
    expect(input.value).toBe('ABC');
    expect(input.selectionStart).toBe(3);
    expect(seen).toEqual(['ABC']);
    expect(burst.hold(input, 'D', true, written)).toBe(true);
    burst.flush(); // Enter: at once, not a frame later
    expect(input.value).toBe('ABCD');
    expect(frames.pending).toBe(0);
    expect(seen).toEqual(['ABC', 'ABCD']);
  });

  it('leaves to the browser a key that starts a burst or follows a pause, writing what is held first', () => {
    const burst = createKeyBurst(manualFrames());
    const input = field('A');
    expect(burst.hold(input, 'B', false, () => {})).toBe(false);
    expect(input.value).toBe('A');
    expect(burst.hold(input, 'B', true, () => {})).toBe(true);
    expect(burst.hold(input, 'C', false, () => {})).toBe(false); // the browser inserts C after B
    expect(input.value).toBe('AB');
  });

  it('leaves to the browser a key with the caret inside the text, or a selection', () => {
    const burst = createKeyBurst(manualFrames());
    const input = field('ABC');
    input.setSelectionRange(1, 1);
    expect(burst.hold(input, 'x', true, () => {})).toBe(false);
    input.setSelectionRange(0, 3);
    expect(burst.hold(input, 'x', true, () => {})).toBe(false);
    expect(input.value).toBe('ABC');
  });

  it('leaves to the browser a key the field has no room for (its maxlength refuses it)', () => {
    const burst = createKeyBurst(manualFrames());
    const input = field('ABC', 5);
    expect(burst.hold(input, 'D', true, () => {})).toBe(true);
    expect(burst.hold(input, 'E', true, () => {})).toBe(true);
    expect(burst.hold(input, 'F', true, () => {})).toBe(false);
    expect(input.value).toBe('ABCDE');
  });

  it('writes what one field holds before a key for another', () => {
    const burst = createKeyBurst(manualFrames());
    const first = field('A');
    const second = field('');
    expect(burst.hold(first, 'B', true, () => {})).toBe(true);
    expect(burst.hold(second, 'x', true, () => {})).toBe(true);
    expect(first.value).toBe('AB');
    burst.flush();
    expect(second.value).toBe('x');
  });

  it('does nothing on a flush with nothing held', () => {
    const frames = manualFrames();
    const burst = createKeyBurst(frames);
    const seen: string[] = [];
    const input = field('A');
    burst.flush();
    expect(burst.hold(input, 'B', true, (t) => seen.push(t))).toBe(true);
    burst.flush();
    burst.flush();
    frames.run();
    expect(seen).toEqual(['AB']);
  });
});
