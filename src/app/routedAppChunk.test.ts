// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

describe('routedAppChunk', () => {
  it('remembers the frame once its chunk is loaded, for App to draw without suspending', async () => {
    vi.resetModules();
    const { loadRoutedApp } = await import('./routedAppChunk');
    expect(loadRoutedApp.loaded()).toBeUndefined();
    const loaded = await loadRoutedApp();
    const { default: RoutedApp } = await import('./RoutedApp');
    expect(loaded.default).toBe(RoutedApp);
    expect(loadRoutedApp.loaded()?.default).toBe(RoutedApp);
  });
});
