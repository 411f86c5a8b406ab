/**
 * Work that replaces elements or moves them (a tooltip mounted around a button, a summary whose
 * height changes) waits while a pointer or a key is held down: done between a press and its
 * release, it would replace or move the element pressed, and the click would reach another
 * element or none (ui/Tip.tsx, features/stock's batch summary).
 *
 * The work waits until nothing is held and the click the last release leads to has been
 * handled: a key's (Space's) in the same task as its keyup; a pointer's in the same task as its
 * pointerup for a mouse, but a task or more later for a tap, so a pointer's release waits for
 * the click, or CLICK_WAIT_MS when none comes (a drag, a cancelled touch).
 */

const CLICK_WAIT_MS = 300;

/** Pointers and keys held down now. */
const held = new Set<string>();
/** Work waiting for the press to be over, in the order it came. */
let queue: (() => void)[] = [];
/** A release's click is awaited: work asked for meanwhile waits too. */
let settling = false;

function flush(): void {
  if (held.size > 0 || settling) return;
  const work = queue;
  queue = [];
  for (const w of work) w();
}

/** After the last release, once the click it leads to has been handled. */
function released(kind: 'pointer' | 'key'): void {
  if (held.size > 0 || settling) return;
  settling = true;
  const done = () => {
    window.removeEventListener('click', onClick, true);
    clearTimeout(timer);
    settling = false;
    flush();
  };
  // Runs before the click's own handlers (capture): the work comes in a task after them.
  const onClick = () => setTimeout(done, 0);
  if (kind === 'pointer') window.addEventListener('click', onClick, true);
  const timer = setTimeout(done, kind === 'pointer' ? CLICK_WAIT_MS : 0);
}

/** Watches presses from the module's first import on (a press begun before is not seen). */
function start(): void {
  if (typeof window === 'undefined') return;
  const options = { capture: true, passive: true } as const;
  const press = (id: string) => held.add(id);
  const release = (id: string, kind: 'pointer' | 'key') => {
    if (held.delete(id)) released(kind);
  };
  window.addEventListener('pointerdown', (e) => press(`p${e.pointerId}`), options);
  window.addEventListener('pointerup', (e) => release(`p${e.pointerId}`, 'pointer'), options);
  window.addEventListener('pointercancel', (e) => release(`p${e.pointerId}`, 'pointer'), options);
  window.addEventListener('keydown', (e) => press(`k${e.code}`), options);
  window.addEventListener('keyup', (e) => release(`k${e.code}`, 'key'), options);
  // Releases outside the window never arrive.
  window.addEventListener('blur', () => {
    held.clear();
    flush();
  });
}

/**
 * Runs `work` now when no pointer or key is held down, else once the press is over (see above).
 * Returns a function that drops it if it has not run yet.
 */
export function afterPress(work: () => void): () => void {
  if (held.size === 0 && !settling) {
    work();
    return () => undefined;
  }
  const once = () => work();
  queue.push(once);
  return () => {
    queue = queue.filter((w) => w !== once);
  };
}

start();
