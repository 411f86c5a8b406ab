// Shared Vitest setup. Component tests opt into jsdom with `// @vitest-environment jsdom`.
import { afterEach } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
