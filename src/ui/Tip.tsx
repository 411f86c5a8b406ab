import type { TooltipProps } from '@mui/material/Tooltip';
import { cloneElement, useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { ReactElement, Ref } from 'react';
import { flushSync } from 'react-dom';
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

// ---------------------------------------------------------------- when a tooltip is mounted

/** MUI's Tooltip (with Popper.js, ~8 kB gzip): fetched when a Tip's element is first hovered or
 *  focused, or the screen is first touched. Not when a mouse first moves over the page: that is
 *  often on its way to a page change, and the module's evaluation would delay it. */
const loadTooltip = moduleLoader(() => import('@mui/material/Tooltip'));

/** On a touch screen a tooltip shows on a long press, which a Tip cannot see coming: the first
 *  touch mounts every Tip's Tooltip (once that touch is over), for the presses after it. */
let touched = false;
let watching = false;
const listeners = new Set<() => void>();

function watch(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  const options = { capture: true, passive: true } as const;
  const onDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    window.removeEventListener('pointerdown', onDown, options);
    // A failed fetch leaves the names and titles the elements carry; a hover or a focus tries
    // again. Mounted once no pointer is held (lib/pressGate.ts): a tooltip mounted between a
    // press and its release replaces the element pressed, and the tap would be lost.
    prefetchThen(loadTooltip, () =>
      afterPress(() => {
        touched = true;
        for (const listener of [...listeners]) listener();
      }),
    );
  };
  window.addEventListener('pointerdown', onDown, options);
}

function subscribe(listener: () => void): () => void {
  watch();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const wasTouched = () => touched;
const notYet = () => false;

function assign(ref: Ref<HTMLElement> | undefined, node: HTMLElement | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * MUI's Tooltip, mounted around its element only when someone reaches for it: the element's
 * first hover (a mouse or a pen) or focus, or any first touch of the screen. Not in the page's
 * first render: a Tooltip sets state from its child's ref as soon as it is drawn, and an update
 * made while React commits is rendered and committed at once, in the same task, so a page's
 * first paint waited for a second render of the whole page. Nor all at once after it (the ~20 ms
 * that mounting a page's tooltips cost in the second after the product list's rows; see
 * docs/PERFORMANCE.md): most of a page's tooltips are never wanted.
 *
 * Until then the element carries the name (or, with `describeChild`, the title) the Tooltip
 * would give it. Mounting the Tooltip replaces the element (a component more above it), so it
 * waits while a pointer or key is held (lib/pressGate.ts) and is committed at once
 * (`flushSync`), not a render later, where a press could come between; focus held by the
 * element is given to its replacement (and a focus that is visible shows the tooltip), and a
 * pointer still over it is told again (a `mouseover`), so the hover that asked shows it.
 */
export function Tip({ children, title, describeChild = false, ...props }: TipProps) {
  const everyTip = useSyncExternalStore(subscribe, wasTouched, notYet);
  const [reached, setReached] = useState(false);
  const own = children.props;
  const ownRef = own.ref;
  const last = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  const hovered = useRef(false);
  /** Pressed since the pointer arrived: the hover was on its way to a click. */
  const pressed = useRef(false);
  const asked = useRef(false);

  const ask = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    prefetchThen(
      loadTooltip,
      () =>
        afterPress(() => {
          const asking = last.current;
          if (asking === null) return;
          flushSync(() => setReached(true));
          // Its replacement, if the pointer is still over it: MUI's Tooltip opens on this. Not
          // after a click: the menu or dialog it opened is not to be covered by the tooltip.
          if (hovered.current && !pressed.current)
            last.current?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        }),
      () => {
        asked.current = false;
      },
    );
  }, []);

  const Tooltip = reached || everyTip ? loadTooltip.loaded()?.default : undefined;
  const mounted = Tooltip !== undefined;

  // React calls the cleanup this returns when the element leaves (or the callback changes).
  const setNode = useCallback(
    (node: HTMLElement | null) => {
      if (node === null) return undefined;
      if (refocus.current) {
        refocus.current = false;
        node.focus({ preventScroll: true });
      }
      last.current = node;
      assign(ownRef, node);
      // Until the Tooltip is mounted: what asks for it.
      const listening = new AbortController();
      if (!mounted) {
        const options = { signal: listening.signal };
        node.addEventListener(
          'pointerover',
          (event) => {
            if (event.pointerType === 'touch') return;
            if (!hovered.current) pressed.current = false;
            hovered.current = true;
            ask();
          },
          options,
        );
        node.addEventListener('pointerdown', () => (pressed.current = true), options);
        node.addEventListener('pointerleave', () => (hovered.current = false), options);
        node.addEventListener('focusin', ask, options);
      }
      return () => {
        listening.abort();
        // Called while the element is still in the document: whether it held the focus.
        refocus.current = document.activeElement === node;
        if (last.current === node) last.current = null;
        assign(ownRef, null);
      };
    },
    [ownRef, mounted, ask],
  );

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
