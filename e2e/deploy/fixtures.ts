import type { Request } from '@playwright/test';
import { expect, test as base } from '../fixtures.ts';
import { deployStack } from './stack.ts';

/**
 * The deploy project's tests, on top of e2e/fixtures.ts (whose auto fixture already checks that
 * the API key never shows in a URL, a Referer or a console message). Two more checks run around
 * every test here:
 * - no Content-Security-Policy violation is reported (the `securitypolicyviolation` event, and
 *   Chromium's "Refused to …" console errors);
 * - the X-Api-Key header only ever goes to the API origin of config.json, on /v1/ paths.
 */
export const test = base.extend<{ stack: ReturnType<typeof deployStack>; deployGuards: void }>({
  // eslint-disable-next-line no-empty-pattern
  stack: async ({}, use) => {
    await use(deployStack());
  },
  deployGuards: [
    async ({ context, stack }, use) => {
      const violations: string[] = [];
      const misdirected: string[] = [];
      await context.exposeBinding('__cspViolation', (_source, text: string) => {
        violations.push(text);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => {
          const report = (window as unknown as { __cspViolation?: (t: string) => void })
            .__cspViolation;
          report?.(
            `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
          );
        });
      });
      context.on('console', (message) => {
        const text = message.text();
        if (
          /Content Security Policy|Refused to (load|execute|evaluate|apply|connect|frame)/i.test(
            text,
          )
        ) {
          violations.push(`console.${message.type()}: ${text}`);
        }
      });
      context.on('request', (request: Request) => {
        if (request.headers()['x-api-key'] === undefined) return;
        const url = new URL(request.url());
        if (url.origin !== stack.apiBaseUrl || !url.pathname.startsWith('/v1/')) {
          misdirected.push(`${request.method()} ${request.url()}`);
        }
      });
      await use();
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(misdirected, 'X-Api-Key sent somewhere other than the API').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
