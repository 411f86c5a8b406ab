import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useCallback, useRef, useSyncExternalStore } from 'react';
import type { ReactElement, Ref } from 'react';
import { whenIdleAfterPaint } from '../lib/idleAfterPaint';
import { moduleLoader } from '../lib/moduleLoader';
import { prefetchThen } from '../lib/prefetch';
import { afterPress } from '../lib/pressGate';

/** What Tip reads and sets on its element. */
export interface TipChildProps {
  'aria-label'?: string | undefined;
  title?: string | undefined;
  ref?: Ref<HTMLElement> | undefined;
}

export interface TipProps extends Omit<TooltipProps, 'children'> {
  children: ReactElement<TipChildProps>;
}

// ---------------------------------------------------------------- when tooltips are mounted

/** MUI's Tooltip (with Popper.js, ~8 kB gzip), fetched with the first idle moment after a paint. */
const loadTooltip = moduleLoader(() => import('@mui/material/Tooltip'));

let armed = false;
let started = false;
const listeners = new Set<() => void>();

/** Mounts the tooltips, once no pointer or key is held down: a tooltip mounted between a press
 *  and its release would replace the element pressed, and the click would be lost (a menu
 *  opened from it anchored to nothing; lib/pressGate.ts). */
function arm(): void {
  afterPress(() => {
    armed = true;
    for (const listener of [...listeners]) listener();
  });
}

function start(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // A failed fetch leaves the names and titles the elements carry until then.
  // A prefetch (lib/prefetch.ts): offline, the page is not reloaded for it.
  whenIdleAfterPaint(() => prefetchThen(loadTooltip, arm), 2000);
}

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isArmed = () => armed;
const notYet = () => false;

function assign(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * MUI's Tooltip, fetched and mounted once the page has painted and the browser has been idle
 * (and no pointer or key is held down), not in the page's first render nor its first load. A Tooltip sets state from its
 * child's ref as soon as it is drawn, and an update made while React commits is rendered and
 * committed at once, in the same task: with the app bar's four tooltips and a page's own,
 * every page's first paint waited for a second render and commit of the whole page (~70 ms of a
 * ~160 ms task on a 4x slower phone: Lighthouse's total blocking time).
 *
 * Until then the element carries the name (or, with `describeChild`, the title) the Tooltip would
 * give it. Mounting the Tooltip replaces the element (a component more above it), so focus held
 * by the element is given to its replacement.
 */
export function Tip({ children, title, describeChild = false, ...props }: TipProps) {
  const ready = useSyncExternalStore(subscribe, isArmed, notYet);
  const own = children.props;
  const ownRef = own.ref;
  const last = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const setNode = useCallback(
    (node: HTMLElement | null) => {
      if (node === null) {
        refocus.current = last.current !== null && document.activeElement === last.current;
      } else if (refocus.current) {
        refocus.current = false;
        node.focus({ preventScroll: true });
      }
      last.current = node;
      assign(ownRef, node);
    },
    [ownRef],
  );
  const Tooltip = ready ? loadTooltip.loaded()?.default : undefined;
  if (Tooltip) {
    return (
      <Tooltip {...props} title={title} describeChild={describeChild}>
        {
          // setNode is a callback ref, called by React on attach and detach, never in render.
          // eslint-disable-next-line react-hooks/refs
          cloneElement(children, { ref: setNode })
        }
      </Tooltip>
    );
  }
  const text = typeof title === 'string' ? title : undefined;
  // setNode is a callback ref, called by React on attach and detach, never in render.
  // eslint-disable-next-line react-hooks/refs
  return cloneElement(children, {
    ref: setNode,
    'aria-label': own['aria-label'] ?? (describeChild ? undefined : text),
    title: own.title ?? (describeChild ? text : undefined),
  });
}
