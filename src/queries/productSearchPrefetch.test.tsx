// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSearchPage, ProductSearchRequest } from '../api/schemas/product';
import { searchProducts } from '../api/products';
import { PREFETCH_DELAY_MS, usePrefetchNextPage } from './productSearchPrefetch';

vi.mock('../api/products', () => ({
  searchProducts: vi.fn((request: ProductSearchRequest) =>
    Promise.resolve({ items: [], page: request.page, page_size: 25, total_items: 75 }),
  ),
  getProduct: vi.fn(),
}));

const REQUEST: ProductSearchRequest = { query: 'mug', page: 1, page_size: 25 };
const PAGE: ProductSearchPage = {
  items: [],
  page: 1,
  page_size: 25,
  total_items: 75,
  total_pages: 3,
};

describe('usePrefetchNextPage', () => {
  let frames: FrameRequestCallback[];
  let idles: IdleRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.mocked(searchProducts).mockClear();
    frames = [];
    idles = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => {
      frames[id - 1] = () => undefined;
    });
    vi.stubGlobal('requestIdleCallback', (cb: IdleRequestCallback) => idles.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => {
      idles[id - 1] = () => undefined;
    });
  });
  afterEach(() => {
    cleanup(); // unmounted while the stubs are still there
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const render = (request: ProductSearchRequest, page: ProductSearchPage, enabled = true) => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    return renderHook(
      (props: { request: ProductSearchRequest; enabled: boolean }) =>
        usePrefetchNextPage(props.request, page, props.enabled),
      { wrapper, initialProps: { request, enabled } },
    );
  };
  const paint = () => {
    const due = frames.splice(0);
    due.forEach((f) => f(0));
    vi.advanceTimersByTime(0); // the task after the frame: after its paint
  };
  const idle = () => {
    const due = idles.splice(0);
    due.forEach((i) => i({ didTimeout: false, timeRemaining: () => 10 }));
  };

  it('fetches the next page once the page has painted and the browser is idle, not a fixed wait later', () => {
    render(REQUEST, PAGE);
    expect(searchProducts).not.toHaveBeenCalled(); // not before the page has painted
    act(paint);
    expect(searchProducts).not.toHaveBeenCalled();
    act(idle);
    expect(searchProducts).toHaveBeenCalledTimes(1);
    expect(vi.mocked(searchProducts).mock.calls[0]?.[0]).toEqual({ ...REQUEST, page: 2 });
  });

  it('fetches it at the latest PREFETCH_DELAY_MS after the page arrived (a hidden tab paints no frame)', () => {
    render(REQUEST, PAGE);
    act(() => {
      vi.advanceTimersByTime(PREFETCH_DELAY_MS - 1);
    });
    expect(searchProducts).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(searchProducts).toHaveBeenCalledTimes(1);
  });

  it('fetches nothing past the last page, nor while the page shown is the previous answer', () => {
    render({ ...REQUEST, page: 3 }, { ...PAGE, page: 3 });
    render(REQUEST, PAGE, false);
    act(() => {
      paint();
      idle();
      vi.advanceTimersByTime(PREFETCH_DELAY_MS * 2);
    });
    expect(searchProducts).not.toHaveBeenCalled();
  });

  it('drops the fetch of a page left before it started', () => {
    const { rerender } = render(REQUEST, PAGE);
    rerender({ request: REQUEST, enabled: false }); // e.g. the next search started loading
    act(() => {
      paint();
      idle();
      vi.advanceTimersByTime(PREFETCH_DELAY_MS * 2);
    });
    expect(searchProducts).not.toHaveBeenCalled();
  });
});
