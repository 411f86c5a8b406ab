// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConsoleRouter } from './ConsoleRouter';

function Page() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <p>at {`${location.pathname}${location.search}`}</p>
      <button type="button" onClick={() => void navigate('/products?page=2')}>
        next page
      </button>
      <button type="button" onClick={() => void navigate('/stock')}>
        stock
      </button>
    </>
  );
}

/** A click as the browser dispatches it: not wrapped in act(), so React schedules as it would. */
function click(name: string): void {
  screen.getByRole('button', { name }).dispatchEvent(new MouseEvent('click', { bubbles: true }));
}

const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  window.history.replaceState(null, '', '/products');
  render(
    <ConsoleRouter basename="/" prepare={() => undefined} ready={() => true}>
      <Page />
    </ConsoleRouter>,
  );
  actEnvironment = env.IS_REACT_ACT_ENVIRONMENT;
  env.IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  env.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  window.history.replaceState(null, '', '/');
});

describe('ConsoleRouter', () => {
  it('draws another query of the same page in the task of the click (an urgent update)', async () => {
    expect(screen.getByText('at /products')).toBeInTheDocument();
    click('next page');
    // The click's own microtasks: a transition would be rendered in a later task.
    await Promise.resolve();
    expect(screen.getByText('at /products?page=2')).toBeInTheDocument();
  });

  it('draws another page as a transition: the page on screen stays until it is drawn', async () => {
    click('stock');
    await Promise.resolve();
    expect(screen.getByText('at /products')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('at /stock')).toBeInTheDocument());
  });
});
