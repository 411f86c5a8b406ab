// @vitest-environment jsdom
import IconButton from '@mui/material/IconButton';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The Tooltip's arrival is awaited, never raced against a timer on a loaded machine.
const hooks = vi.hoisted(() => {
  const state: { fetches: number; pending: Promise<unknown> } = {
    fetches: 0,
    pending: Promise.resolve(),
  };
  return state;
});
vi.mock('../lib/prefetch', () => ({
  prefetchThen: (load: () => Promise<unknown>, then: () => void) => {
    hooks.fetches += 1;
    hooks.pending = load().then(then);
  },
}));

// What a page has reached for is module state: each test gets a fresh module.
let Tip: typeof import('./Tip').Tip;
beforeEach(async () => {
  vi.resetModules();
  hooks.fetches = 0;
  hooks.pending = Promise.resolve();
  ({ Tip } = await import('./Tip'));
});

/** The Tooltip's module has arrived and what waited for it has run. */
async function arrived(): Promise<void> {
  await act(async () => {
    await hooks.pending;
  });
}

function logout(onClick?: () => void, ref?: (n: HTMLElement | null) => void) {
  return render(
    <>
      <Tip title="Log out">
        <IconButton onClick={onClick} ref={ref}>
          x
        </IconButton>
      </Tip>
      <Tip title="Refresh the figures">
        <IconButton aria-label="Refresh">y</IconButton>
      </Tip>
    </>,
  );
}

const button = (name: string) => screen.getByRole('button', { name });

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
    expect(button('Log out')).toBeInTheDocument();
    expect(button('Refresh')).toBeInTheDocument();
    expect(button('Export')).toHaveAttribute('title', 'Downloads a CSV file');
  });

  it('fetches and mounts nothing until someone reaches for a tooltip', async () => {
    logout();
    const before = button('Log out');
    fireEvent.pointerMove(document.body, { pointerType: 'mouse' });
    await arrived();
    expect(hooks.fetches).toBe(0);
    expect(button('Log out')).toBe(before);
  });

  it('mounts the Tooltip of the element a mouse first hovers, shows it, and leaves the others', async () => {
    logout();
    const refresh = button('Refresh');
    fireEvent.pointerOver(button('Log out'), { pointerType: 'mouse' });
    await arrived();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Log out');
    expect(button('Refresh')).toBe(refresh);
  });

  it('does not show a tooltip the pointer has already left, though it mounts it', async () => {
    logout();
    const before = button('Log out');
    fireEvent.pointerOver(before, { pointerType: 'mouse' });
    fireEvent.pointerLeave(before, { pointerType: 'mouse' });
    await arrived();
    expect(button('Log out')).not.toBe(before);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not show the tooltip of a hover that ended in a click (its menu or dialog stays clear)', async () => {
    const onClick = vi.fn();
    logout(onClick);
    const before = button('Log out');
    fireEvent.pointerOver(before, { pointerId: 3, pointerType: 'mouse' });
    fireEvent.pointerDown(before, { pointerId: 3, pointerType: 'mouse' });
    fireEvent.pointerUp(before, { pointerId: 3, pointerType: 'mouse' });
    fireEvent.click(before);
    await arrived();
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button('Log out')).not.toBe(before));
    expect(screen.queryByRole('tooltip')).toBeNull();
    // The next hover shows it: the Tooltip is mounted and takes it from here.
    const after = button('Log out');
    fireEvent.mouseLeave(after);
    fireEvent.mouseOver(after);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Log out');
  });

  it('gives the focus its element held to the element that replaces it, and keeps its ref', async () => {
    let node: HTMLElement | null = null;
    logout(undefined, (n) => void (node = n));
    const before = button('Log out');
    act(() => before.focus());
    await arrived();
    const after = button('Log out');
    expect(after).not.toBe(before); // replaced, and so the focus had to be carried over
    expect(document.activeElement).toBe(after);
    expect(node).toBe(after);
  });

  it('waits while a pointer is held down, and for the click of its release, so that both reach one element', async () => {
    const onClick = vi.fn();
    logout(onClick);
    const pressed = button('Log out');
    fireEvent.pointerDown(pressed, { pointerId: 1 });
    fireEvent.pointerOver(pressed, { pointerId: 1, pointerType: 'mouse' });
    await arrived();
    expect(button('Log out')).toBe(pressed);
    // The browser dispatches the click after the pointerup's listeners and their microtasks, in
    // the same task: no timer may run in between.
    fireEvent.pointerUp(pressed, { pointerId: 1 });
    await Promise.resolve();
    expect(pressed.isConnected).toBe(true);
    fireEvent.click(pressed);
    expect(onClick).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button('Log out')).not.toBe(pressed));
  });

  it("mounts every Tip's Tooltip after a screen's first touch, for a long press to show it", async () => {
    logout();
    const [pressed, refresh] = [button('Log out'), button('Refresh')];
    fireEvent.pointerOver(pressed, { pointerId: 2, pointerType: 'touch' });
    await arrived();
    expect(hooks.fetches).toBe(0); // a touch's hover is no hover
    fireEvent.pointerDown(pressed, { pointerId: 2, pointerType: 'touch' });
    await arrived();
    expect(button('Log out')).toBe(pressed); // not under the finger
    fireEvent.pointerUp(pressed, { pointerId: 2, pointerType: 'touch' });
    fireEvent.click(pressed);
    await waitFor(() => expect(button('Log out')).not.toBe(pressed));
    expect(button('Refresh')).not.toBe(refresh);
  });
});
