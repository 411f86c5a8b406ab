// @vitest-environment jsdom
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler, useState } from 'react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ToggleGroup } from './ToggleGroup';

type Kind = 'product' | 'custom';
const OPTIONS = [
  { value: 'product', label: 'Product' },
  { value: 'custom', label: 'Custom item' },
] as const;

function Kinds({ initial = 'product' }: { initial?: Kind }) {
  const [value, setValue] = useState<Kind>(initial);
  return (
    <>
      <ToggleGroup<Kind> label="Line 1 kind" value={value} options={OPTIONS} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

/** The phases React committed the tree in while mounting it. */
function mountPhases(node: ReactNode): string[] {
  const phases: string[] = [];
  const { unmount } = render(
    <Profiler id="group" onRender={(_, phase) => phases.push(phase)}>
      {node}
    </Profiler>,
  );
  unmount();
  return phases;
}

describe('ToggleGroup', () => {
  it('is a named group of pressed buttons; a click chooses, the chosen one stays chosen', () => {
    render(<Kinds />);
    const group = screen.getByRole('group', { name: 'Line 1 kind' });
    const product = screen.getByRole('button', { name: 'Product' });
    const custom = screen.getByRole('button', { name: 'Custom item' });
    expect(group).toContainElement(product);
    expect(product).toHaveAttribute('aria-pressed', 'true');
    expect(custom).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(custom);
    expect(custom).toHaveAttribute('aria-pressed', 'true');
    expect(product).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('custom');
    fireEvent.click(custom);
    expect(custom).toHaveAttribute('aria-pressed', 'true');
  });

  it('is one tab stop, the chosen button; the arrow keys, Home and End move the focus', () => {
    render(<Kinds initial="custom" />);
    const product = screen.getByRole('button', { name: 'Product' });
    const custom = screen.getByRole('button', { name: 'Custom item' });
    expect(custom).toHaveAttribute('tabindex', '0');
    expect(product).toHaveAttribute('tabindex', '-1');
    custom.focus();
    fireEvent.keyDown(custom, { key: 'ArrowRight' });
    expect(product).toHaveFocus();
    // The focus moved the tab stop; the choice did not change.
    expect(product).toHaveAttribute('tabindex', '0');
    expect(custom).toHaveAttribute('tabindex', '-1');
    expect(custom).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(product, { key: 'ArrowLeft' });
    expect(custom).toHaveFocus();
    fireEvent.keyDown(custom, { key: 'Home' });
    expect(product).toHaveFocus();
    fireEvent.keyDown(product, { key: 'End' });
    expect(custom).toHaveFocus();
    // Modified arrows are left to the page (the order line's own shortcuts).
    fireEvent.keyDown(custom, { key: 'ArrowLeft', altKey: true });
    expect(custom).toHaveFocus();
  });

  it('mounts in one commit, where MUI 9’s ToggleButtonGroup commits again from its buttons’ refs', () => {
    expect(mountPhases(<Kinds />)).toEqual(['mount']);
    // Why this component exists: should MUI's group stop doing so, it can replace it again.
    expect(
      mountPhases(
        <ToggleButtonGroup exclusive value="product" aria-label="Line 1 kind">
          <ToggleButton value="product">Product</ToggleButton>
          <ToggleButton value="custom">Custom item</ToggleButton>
        </ToggleButtonGroup>,
      ),
    ).not.toEqual(['mount']);
  });
});
