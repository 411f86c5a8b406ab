import { createPath, NavigationType, parsePath, UNSAFE_createBrowserHistory } from 'react-router';
import type { Location, Router, To } from 'react-router';
import type { ComponentProps } from 'react';
import type { BlockedNavigation, BlockerFunction } from '../hooks/navigation';

/** The browser history React Router's own BrowserRouter keeps (the same code, no more bytes). */
export type BrowserHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;
type Navigator = ComponentProps<typeof Router>['navigator'];

/** Where the router is: what the pages are drawn for. */
export interface Committed {
  action: NavigationType;
  location: Location;
}

export interface NavigationHooks {
  /**
   * A navigation is on its way to `location` (a path inside the basename): start what it needs
   * (the page's chunk and first read, see RoutedApp) and return the promise the navigation
   * waits for before it is drawn, or undefined when it needs no wait (the page is here).
   */
  prepare: (location: Location) => Promise<unknown> | undefined;
  /** Draw the pages for a location (the navigation's wait, if any, is over). */
  commit: (committed: Committed) => void;
  /** The location being waited for (inside the basename), or null once none is. */
  pending: (location: Location | null) => void;
  /** A navigation was held back by a blocker, or (null) the question is over. */
  blocked: (blocked: BlockedNavigation | null) => void;
}

function withinBasename(location: Location, basename: string): Location | null {
  if (basename === '/') return location;
  const { pathname } = location;
  if (pathname !== basename && !pathname.startsWith(`${basename}/`)) return null;
  return { ...location, pathname: pathname.slice(basename.length) || '/' };
}

/**
 * The console's navigations, for React Router's declarative `<Router>`: what its data router did
 * for the console, without the data router's ~16 kB (gzip) on every signed-in page.
 *
 * - A navigation to a page whose chunk is not here yet waits for it (and the page's first read
 *   starts with it: render-as-you-fetch) while the page being left stays on screen; the address
 *   bar changes when the new page is drawn. A later navigation supersedes one still waiting.
 * - Blockers (forms with unsaved changes) hold back in-app navigations, Back and Forward
 *   included (the history entry is restored until the person answers).
 *
 * Push and replace go through `navigator`; Back, Forward and `navigator.go` through the
 * browser's popstate. No React here, so the rules are tested on their own.
 */
export class NavigationController {
  readonly navigator: Navigator;
  private current: Location;
  private seq = 0;
  private nextBlocker = 0;
  private readonly blockers = new Map<number, BlockerFunction>();
  /** The popstate of a Back/Forward being undone (a blocker held it): not a navigation. */
  private undoingPop = false;
  /** A held Back/Forward the person confirmed: not asked again. */
  private confirmedPop = false;
  /** The first location was drawn before start() (firstIfReady). */
  private firstDrawn = false;

  /** Until start(): nothing is drawn yet, so nothing to tell. */
  private hooks: NavigationHooks = {
    prepare: () => undefined,
    commit: () => undefined,
    pending: () => undefined,
    blocked: () => undefined,
  };

  constructor(
    private readonly history: BrowserHistory,
    private readonly basename: string,
  ) {
    this.current = history.location;
    this.navigator = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state?: unknown) => this.navigate(NavigationType.Push, to, state),
      replace: (to, state?: unknown) => this.navigate(NavigationType.Replace, to, state),
    };
  }

  /**
   * The first location, to be drawn at once, before start(), when `ready` says its page can be
   * drawn now (its chunk is here: a cold load with a key held, whose page chunks bootStart.ts
   * fetched while the first load arrived); else null, and start() waits for it as for any
   * navigation. The router's first render then draws the page, where it drew nothing, and the
   * page came with a second render once that commit's effect had started the controller (~10-40 ms
   * later on a cold load of the product list). Paths outside the basename are ready.
   */
  firstIfReady(ready: (location: Location) => boolean): Committed | null {
    const first = this.history.location;
    const inside = withinBasename(first, this.basename);
    if (inside && !ready(inside)) return null;
    this.firstDrawn = true;
    this.current = first;
    return { action: NavigationType.Pop, location: first };
  }

  /**
   * Starts following the browser's history, and draws the first location once its page is here
   * (as a navigation to where the browser is), unless firstIfReady drew it (its first read is
   * then asked for here: `prepare`); returns the stop.
   */
  start(hooks: NavigationHooks): () => void {
    this.hooks = hooks;
    const stop = this.history.listen(({ action, location, delta }) => {
      if (action !== NavigationType.Pop) return; // push and replace are committed by navigate() itself
      if (this.undoingPop) {
        this.undoingPop = false;
        return;
      }
      const blocker = this.confirmedPop ? null : this.blockerFor(location);
      this.confirmedPop = false;
      if (blocker !== null && delta !== null && delta !== 0) {
        // The address bar has moved already: put it back until the person answers.
        this.undoingPop = true;
        this.history.go(-delta);
        this.hold(blocker, () => {
          this.confirmedPop = true;
          this.history.go(delta);
        });
        return;
      }
      this.transition(location, () => this.commit(NavigationType.Pop, location));
    });
    const first = this.history.location;
    const inside = withinBasename(first, this.basename);
    if (!this.firstDrawn) this.transition(first, () => this.commit(NavigationType.Pop, first));
    else if (inside) void this.hooks.prepare(inside);
    return () => {
      this.seq += 1; // a navigation still waiting is not drawn
      stop();
    };
  }

  /** Registers a blocker; returns its id and its removal. */
  readonly addBlocker = (blocker: BlockerFunction): { id: number; remove: () => void } => {
    const id = (this.nextBlocker += 1);
    this.blockers.set(id, blocker);
    return { id, remove: () => this.blockers.delete(id) };
  };

  private navigate(
    action: NavigationType.Push | NavigationType.Replace,
    to: To,
    state: unknown,
  ): void {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const next: Location = {
      pathname: path.pathname ?? this.history.location.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: state ?? null,
      key: '',
    };
    const go = () =>
      this.transition(next, () => {
        if (action === NavigationType.Push) this.history.push(createPath(next), state);
        else this.history.replace(createPath(next), state);
        this.commit(action, this.history.location);
      });
    const blocker = this.blockerFor(next);
    if (blocker === null) go();
    else this.hold(blocker, go);
  }

  /** The first blocker that holds back a navigation to `next`, or null. */
  private blockerFor(next: Location): number | null {
    for (const [id, blocks] of this.blockers) {
      if (blocks({ currentLocation: this.current, nextLocation: next })) return id;
    }
    return null;
  }

  private hold(blocker: number, proceed: () => void): void {
    this.hooks.blocked({
      blocker,
      proceed: () => {
        this.hooks.blocked(null);
        proceed();
      },
      reset: () => this.hooks.blocked(null),
    });
  }

  /** Runs `done` once what the navigation needs is here, unless a later one came first. */
  private transition(next: Location, done: () => void): void {
    const token = (this.seq += 1);
    const inside = withinBasename(next, this.basename);
    const wait = inside ? this.hooks.prepare(inside) : undefined;
    if (wait === undefined) {
      this.hooks.pending(null);
      done();
      return;
    }
    this.hooks.pending(inside);
    // A failed chunk is the page's error to show (its boundary says what failed): drawn anyway.
    void wait
      .catch(() => undefined)
      .then(() => {
        if (token !== this.seq) return;
        this.hooks.pending(null);
        done();
      });
  }

  private commit(action: NavigationType, location: Location): void {
    this.current = location;
    this.hooks.commit({ action, location });
  }
}

/** The browser's history, as React Router's BrowserRouter keeps it (push and replace reported). */
export function createConsoleHistory(): BrowserHistory {
  return UNSAFE_createBrowserHistory({ v5Compat: true });
}
