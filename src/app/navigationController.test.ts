// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Location } from 'react-router';
import type { BlockedNavigation } from '../hooks/navigation';
import { createConsoleHistory, NavigationController } from './navigationController';
import type { Committed } from './navigationController';

/** A promise and its resolution, for a page chunk that arrives when the test says. */
function deferred() {
  let resolve = () => {};
  let reject = (_: unknown) => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp({ basename = '/', slow = new Map<string, Promise<void>>() } = {}) {
  const committed: Committed[] = [];
  const pending: (string | null)[] = [];
  const prepared: string[] = [];
  let blocked: BlockedNavigation | null = null;
  const controller = new NavigationController(createConsoleHistory(), basename);
  const stop = controller.start({
    prepare: (location: Location) => {
      prepared.push(location.pathname);
      return slow.get(location.pathname);
    },
    commit: (next) => committed.push(next),
    pending: (location) => pending.push(location && location.pathname),
    blocked: (b) => {
      blocked = b;
    },
  });
  return {
    controller,
    stop,
    committed,
    pending,
    prepared,
    blocked: () => blocked,
    drawn: () => committed.at(-1)?.location.pathname,
  };
}

let stops: (() => void)[] = [];
function track<T extends { stop: () => void }>(value: T): T {
  stops.push(value.stop);
  return value;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/start');
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

describe('NavigationController', () => {
  it('draws the first location at once when its page is here', () => {
    const nav = track(setUp());
    expect(nav.committed).toEqual([expect.objectContaining({ action: 'POP' })]);
    expect(nav.drawn()).toBe('/start');
  });

  it('draws the first location once its page has arrived, and nothing before', async () => {
    const chunk = deferred();
    const nav = track(setUp({ slow: new Map([['/start', chunk.promise]]) }));
    expect(nav.committed).toEqual([]);
    expect(nav.pending).toEqual(['/start']);
    chunk.resolve();
    await vi.waitFor(() => expect(nav.drawn()).toBe('/start'));
    expect(nav.pending).toEqual(['/start', null]);
  });

  it('gives the first location before start() when its page is ready, and start() then only prepares it', () => {
    const controller = new NavigationController(createConsoleHistory(), '/');
    const asked: string[] = [];
    expect(
      controller.firstIfReady((location) => {
        asked.push(location.pathname);
        return true;
      }),
    ).toEqual(
      expect.objectContaining({
        action: 'POP',
        location: expect.objectContaining({ pathname: '/start' }),
      }),
    );
    expect(asked).toEqual(['/start']);
    const committed: Committed[] = [];
    const prepared: string[] = [];
    const stop = controller.start({
      prepare: (location) => {
        prepared.push(location.pathname);
        return undefined;
      },
      commit: (next) => committed.push(next),
      pending: () => undefined,
      blocked: () => undefined,
    });
    stops.push(stop);
    // Drawn already: its first read is asked for, and it is not drawn a second time.
    expect(prepared).toEqual(['/start']);
    expect(committed).toEqual([]);
    // Later navigations as ever.
    controller.navigator.push('/products');
    expect(committed.map((c) => c.location.pathname)).toEqual(['/products']);
  });

  it('gives nothing before start() when the first page is not ready: start() waits for it', () => {
    const controller = new NavigationController(createConsoleHistory(), '/');
    expect(controller.firstIfReady(() => false)).toBeNull();
  });

  it('keeps the page being left (and the address) until the next page has arrived', async () => {
    const chunk = deferred();
    const nav = track(setUp({ slow: new Map([['/products', chunk.promise]]) }));
    nav.controller.navigator.push('/products?q=oil');
    expect(nav.prepared).toEqual(['/start', '/products']);
    expect(nav.pending.at(-1)).toBe('/products');
    expect(nav.drawn()).toBe('/start');
    expect(window.location.pathname).toBe('/start');
    chunk.resolve();
    await vi.waitFor(() => expect(nav.drawn()).toBe('/products'));
    expect(nav.committed.at(-1)).toMatchObject({
      action: 'PUSH',
      location: { pathname: '/products', search: '?q=oil' },
    });
    expect(`${window.location.pathname}${window.location.search}`).toBe('/products?q=oil');
    expect(nav.pending.at(-1)).toBeNull();
  });

  it('draws a page whose chunk failed anyway (its error boundary says what failed)', async () => {
    const chunk = deferred();
    const nav = track(setUp({ slow: new Map([['/stock', chunk.promise]]) }));
    nav.controller.navigator.push('/stock');
    chunk.reject(new Error('chunk gone'));
    await vi.waitFor(() => expect(nav.drawn()).toBe('/stock'));
  });

  it('lets a later navigation supersede one still waiting for its page', async () => {
    const slowChunk = deferred();
    const nav = track(setUp({ slow: new Map([['/stock', slowChunk.promise]]) }));
    nav.controller.navigator.push('/stock');
    nav.controller.navigator.push('/orders');
    expect(nav.drawn()).toBe('/orders');
    slowChunk.resolve();
    await slowChunk.promise;
    await Promise.resolve();
    expect(nav.committed.map((c) => c.location.pathname)).toEqual(['/start', '/orders']);
    expect(window.location.pathname).toBe('/orders');
  });

  it('replaces the entry for a replace navigation', () => {
    const nav = track(setUp());
    const before = window.history.length;
    nav.controller.navigator.replace('/start?q=1');
    expect(nav.committed.at(-1)).toMatchObject({ action: 'REPLACE' });
    expect(window.history.length).toBe(before);
    expect(window.location.search).toBe('?q=1');
  });

  it('holds a navigation a blocker refuses until the person answers', () => {
    const nav = track(setUp());
    const { remove } = nav.controller.addBlocker(
      ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
    );
    // The same page with another search is not leaving it.
    nav.controller.navigator.replace('/start?q=2');
    expect(nav.drawn()).toBe('/start');
    expect(nav.blocked()).toBeNull();

    nav.controller.navigator.push('/orders');
    expect(nav.blocked()).not.toBeNull();
    expect(window.location.pathname).toBe('/start');
    nav.blocked()?.reset();
    expect(nav.blocked()).toBeNull();
    expect(nav.drawn()).toBe('/start');

    nav.controller.navigator.push('/orders');
    nav.blocked()?.proceed();
    expect(nav.blocked()).toBeNull();
    expect(nav.drawn()).toBe('/orders');
    expect(window.location.pathname).toBe('/orders');

    remove();
    nav.controller.navigator.push('/stock');
    expect(nav.drawn()).toBe('/stock');
  });

  it('says which blocker held a navigation', () => {
    const nav = track(setUp());
    const first = nav.controller.addBlocker(() => false);
    const second = nav.controller.addBlocker(() => true);
    nav.controller.navigator.push('/orders');
    expect(nav.blocked()?.blocker).toBe(second.id);
    expect(nav.blocked()?.blocker).not.toBe(first.id);
  });

  it('puts Back back while a blocker asks, and goes back once the person agrees', async () => {
    const nav = track(setUp());
    nav.controller.navigator.push('/orders/new');
    expect(nav.drawn()).toBe('/orders/new');
    nav.controller.addBlocker(() => true);
    window.history.back();
    await vi.waitFor(() => expect(nav.blocked()).not.toBeNull());
    // The address bar is restored to the page with the form.
    await vi.waitFor(() => expect(window.location.pathname).toBe('/orders/new'));
    expect(nav.drawn()).toBe('/orders/new');

    nav.blocked()?.proceed();
    await vi.waitFor(() => expect(nav.drawn()).toBe('/start'));
    expect(window.location.pathname).toBe('/start');
    expect(nav.committed.at(-1)?.action).toBe('POP');
    expect(nav.blocked()).toBeNull();
  });

  it('follows Back and Forward without a blocker', async () => {
    const nav = track(setUp());
    nav.controller.navigator.push('/products');
    window.history.back();
    await vi.waitFor(() => expect(nav.drawn()).toBe('/start'));
    window.history.forward();
    await vi.waitFor(() => expect(nav.drawn()).toBe('/products'));
  });

  it('prepares paths inside the basename only, without it', () => {
    window.history.replaceState(null, '', '/console/');
    const nav = track(setUp({ basename: '/console' }));
    nav.controller.navigator.push('/console/products');
    nav.controller.navigator.push('/elsewhere');
    expect(nav.prepared).toEqual(['/', '/products']);
    expect(nav.drawn()).toBe('/elsewhere');
  });

  it('draws nothing more once stopped', async () => {
    const chunk = deferred();
    const nav = setUp({ slow: new Map([['/stock', chunk.promise]]) });
    nav.controller.navigator.push('/stock');
    nav.stop();
    chunk.resolve();
    await chunk.promise;
    await Promise.resolve();
    expect(nav.drawn()).toBe('/start');
  });
});
