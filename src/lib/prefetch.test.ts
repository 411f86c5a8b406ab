import { describe, expect, it } from 'vitest';
import { prefetch, prefetching } from './prefetch';

describe('prefetch', () => {
  it('is "in flight" until the chunk arrives or fails, and swallows a failure', async () => {
    let fail: (e: Error) => void = () => undefined;
    let succeed: () => void = () => undefined;
    prefetch(() => new Promise<void>((_, reject) => (fail = reject)));
    prefetch(() => new Promise<void>((resolve) => (succeed = resolve)));
    expect(prefetching()).toBe(true);
    fail(new Error('Failed to fetch dynamically imported module'));
    await new Promise((r) => setTimeout(r, 0));
    expect(prefetching()).toBe(true); // the other one is still on its way
    succeed();
    await new Promise((r) => setTimeout(r, 0));
    expect(prefetching()).toBe(false);
  });
});
