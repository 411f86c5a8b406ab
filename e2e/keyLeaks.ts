import type { BrowserContext, ConsoleMessage, Request } from '@playwright/test';

/** The sandbox's keys: none may ever show in a URL, a Referer or a console message. */
export const WATCHED_KEYS = ['demo-key', 'demo-key-2'] as const;

/**
 * Records every request and console message of a browser context and lists each place an API
 * key shows up in: a request URL, a Referer header, or a console message (CONTRACT.md
 * "Transport": the key goes in the X-Api-Key header only). Used for every e2e test by the
 * auto fixture in e2e/fixtures.ts.
 */
export function watchKeyLeaks(context: BrowserContext, keys: readonly string[] = WATCHED_KEYS) {
  const leaks: string[] = [];
  let requests = 0;
  let messages = 0;
  const has = (text: string | undefined): boolean => !!text && keys.some((k) => text.includes(k));
  const onRequest = (request: Request): void => {
    requests += 1;
    if (has(request.url())) leaks.push(`URL of a ${request.method()} request: ${request.url()}`);
    const referer = request.headers()['referer'];
    if (has(referer)) leaks.push(`Referer of ${request.url()}: ${referer}`);
  };
  const onConsole = (message: ConsoleMessage): void => {
    messages += 1;
    if (has(message.text())) leaks.push(`console.${message.type()}: ${message.text()}`);
  };
  context.on('request', onRequest);
  context.on('console', onConsole);
  return {
    leaks,
    counts: () => ({ requests, messages }),
    stop(): void {
      context.off('request', onRequest);
      context.off('console', onConsole);
    },
  };
}
