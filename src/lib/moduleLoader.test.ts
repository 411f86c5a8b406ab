import { describe, expect, it } from 'vitest';
import { moduleLoader } from './moduleLoader';

describe('moduleLoader', () => {
  it('remembers the module once an import resolved, and why the last one failed until then', async () => {
    let attempt = 0;
    const load = moduleLoader(() => {
      attempt += 1;
      return attempt === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve({ x: 1 });
    });
    expect(load.loaded()).toBeUndefined();
    expect(load.failure()).toBeUndefined();
    await expect(load()).rejects.toThrow('chunk gone');
    expect(load.failure()?.message).toBe('chunk gone');
    expect(load.loaded()).toBeUndefined();
    await expect(load()).resolves.toEqual({ x: 1 });
    expect(load.loaded()).toEqual({ x: 1 });
    expect(load.failure()).toBeUndefined();
  });
});

describe('moduleLoader while the console reloads', () => {
  it('never settles an import Vite resolved with nothing (its preload error was prevented)', async () => {
    const load = moduleLoader(() => Promise.resolve(undefined as unknown as { x: number }));
    let settled = false;
    void load().then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    expect(load.loaded()).toBeUndefined();
  });
});
