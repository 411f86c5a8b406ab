// @vitest-environment jsdom
import IconButton from '@mui/material/IconButton';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The page's idle moment is the test's to give, and the Tooltip's arrival is awaited: no timers
// raced against a loaded machine.
const hooks = vi.hoisted(() => {
  const state: { idle: (() => void) | undefined; pending: Promise<unknown> } = {
    idle: undefined,
    pending: Promise.resolve(),
  };
  return state;
});
vi.mock('../lib/idleAfterPaint', () => ({
  whenIdleAfterPaint: (work: () => void) => {
    hooks.idle = work;
    return () => undefined;
  },
}));
vi.mock('../lib/prefetch', () => ({
  prefetchThen: (load: () => Promise<unknown>, then: () => void) => {
    hooks.pending = load().then(then);
  },
}));

// The arming is per page (module state): each test gets a fresh module.
let Tip: typeof import('./Tip').Tip;
beforeEach(async () => {
  vi.resetModules();
  hooks.idle = undefined;
  ({ Tip } = await import('./Tip'));
});

/** The page idles after its paint, and the Tooltip's module has arrived (its arming attempted). */
async function idle(): Promise<void> {
  await act(async () => {
    expect(hooks.idle).toBeDefined();
    hooks.idle?.();
    await hooks.pending;
  });
}

describe('Tip', () => {
  it('names its element before the Tooltip is mounted, as the Tooltip would', () => {
    render(
      <>
        <Tip title="Log out">
          <IconButton>x</IconButton>
        </Tip>
        <Tip title="Refresh the figures">
          <IconButton aria-label="Refresh">y</IconButton>
        </Tip>
        <Tip title="Downloads a CSV file" describeChild>
          <IconButton aria-label="Export">z</IconButton>
        </Tip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAttribute(
      'title',
      'Downloads a CSV file',
    );
  });

  it('mounts the Tooltip once the page is idle: hovering then shows it', async () => {
    render(
      <Tip title="Log out">
        <IconButton>x</IconButton>
      </Tip>,
    );
    await idle();
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Log out');
  });

  it('gives the focus its element held to the element that replaces it, and keeps its ref', async () => {
    let node: HTMLElement | null = null;
    render(
      <Tip title="Log out">
        <IconButton ref={(n) => void (node = n)}>x</IconButton>
      </Tip>,
    );
    const before = screen.getByRole('button', { name: 'Log out' });
    before.focus();
    await idle();
    const after = screen.getByRole('button', { name: 'Log out' });
    expect(after).not.toBe(before); // replaced, and so the focus had to be carried over
    expect(document.activeElement).toBe(after);
    expect(node).toBe(after);
  });

  it('waits while a pointer is held down, and for the click of its release, so that both reach one element', async () => {
    const onClick = vi.fn();
    render(
      <Tip title="Log out">
        <IconButton onClick={onClick}>x</IconButton>
      </Tip>,
    );
    const button = screen.getByRole('button', { name: 'Log out' });
    fireEvent.pointerDown(button, { pointerId: 1 });
    await idle();
    expect(screen.getByRole('button', { name: 'Log out' })).toBe(button);
    // The browser dispatches the click after the pointerup's listeners and their microtasks, in
    // the same task: no timer may run in between. (An async act() let one run: with React work
    // queued it waits for a task of its own, Node's setImmediate, which runs before or after a
    // timer depending on the timing: CI failed on it under load.)
    fireEvent.pointerUp(button, { pointerId: 1 });
    await Promise.resolve();
    expect(button.isConnected).toBe(true);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log out' })).not.toBe(button));
  });
});
