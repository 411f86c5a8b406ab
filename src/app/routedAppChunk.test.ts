// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

describe('routedAppChunk', () => {
  it('keeps the frame once its chunk is loaded, for App to draw without React.lazy', async () => {
    vi.resetModules();
    const chunk = await import('./routedAppChunk');
    expect(chunk.loadedRoutedApp()).toBeUndefined();
    const loaded = await chunk.loadRoutedApp();
    const { default: RoutedApp } = await import('./RoutedApp');
    expect(loaded.default).toBe(RoutedApp);
    expect(chunk.loadedRoutedApp()).toBe(RoutedApp);
  });
});
