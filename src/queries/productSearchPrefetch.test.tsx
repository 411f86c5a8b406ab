// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductSearchPage, ProductSearchRequest } from '../api/schemas/product';
import { searchProducts } from '../api/products';
import { PREFETCH_DELAY_MS, usePrefetchNextPage } from './productSearchPrefetch';

vi.mock('../api/products', () => ({
  searchProducts: vi.fn((request: ProductSearchRequest) =>
    Promise.resolve({ items: [], page: request.page, page_size: 25, total_items: 75 }),
  ),
  getProduct: vi.fn(),
}));

/** What the hook asked whenIdleAfterPaint for (its own timing is idleAfterPaint.test.ts's). */
const scheduled = vi.hoisted(
  () => [] as Array<{ work: () => void; timeoutMs: number; cancelled: boolean }>,
);
vi.mock('../lib/idleAfterPaint', () => ({
  whenIdleAfterPaint: (work: () => void, timeoutMs: number) => {
    const entry = { work, timeoutMs, cancelled: false };
    scheduled.push(entry);
    return () => {
      entry.cancelled = true;
    };
  },
}));

const REQUEST: ProductSearchRequest = { query: 'mug', page: 1, page_size: 25 };
const PAGE: ProductSearchPage = {
  items: [],
  page: 1,
  page_size: 25,
  total_items: 75,
  total_pages: 3,
};

function render(request: ProductSearchRequest, page: ProductSearchPage, enabled = true) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    (props: { enabled: boolean }) => usePrefetchNextPage(request, page, props.enabled),
    { wrapper, initialProps: { enabled } },
  );
}

describe('usePrefetchNextPage', () => {
  beforeEach(() => {
    scheduled.length = 0;
    vi.mocked(searchProducts).mockClear();
  });

  it('fetches the next page once the page has painted and the browser is idle, at most PREFETCH_DELAY_MS later', () => {
    render(REQUEST, PAGE);
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]?.timeoutMs).toBe(PREFETCH_DELAY_MS);
    expect(searchProducts).not.toHaveBeenCalled(); // not before the page has painted
    scheduled[0]?.work();
    expect(searchProducts).toHaveBeenCalledTimes(1);
    expect(vi.mocked(searchProducts).mock.calls[0]?.[0]).toEqual({ ...REQUEST, page: 2 });
  });

  it('fetches nothing past the last page, nor while the page shown is the previous answer', () => {
    render({ ...REQUEST, page: 3 }, { ...PAGE, page: 3 });
    render(REQUEST, PAGE, false);
    expect(scheduled).toHaveLength(0);
  });

  it('drops the fetch of a page left before it started', () => {
    const { rerender } = render(REQUEST, PAGE);
    rerender({ enabled: false }); // e.g. the next search started loading
    expect(scheduled[0]?.cancelled).toBe(true);
  });
});
