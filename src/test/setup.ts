// Shared Vitest setup. Component tests opt into jsdom with `// @vitest-environment jsdom`.
// jest-dom's matchers (toBeInTheDocument, toHaveValue, toBeDisabled…) for every test; its
// types come with this import (setup.ts is part of the tsconfig program).
import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { ASYNC_UTIL_TIMEOUT_MS } from './timeouts';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // findBy* and waitFor wait this long by default instead of Testing Library's 1 s: on a loaded
  // 2-core machine a lazy chunk or a first MUI render takes seconds. A test that needs longer
  // says so at the call.
  configure({ asyncUtilTimeout: ASYNC_UTIL_TIMEOUT_MS });
  afterEach(() => cleanup());
}
