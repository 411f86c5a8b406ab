/**
 * Testing Library's default limit for findBy* and waitFor (its own is 1 s), sized for a loaded
 * 2-core machine (load average 8-11): a lazy chunk or a first MUI render can take seconds there.
 * Only a failing wait reaches it. Vitest's per-test limit (60 s) is in vite.config.ts.
 */
export const ASYNC_UTIL_TIMEOUT_MS = 10_000;
