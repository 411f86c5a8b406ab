import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

/**
 * The Chromium every browser run uses (Playwright's config, benchmarks, screenshots, Lighthouse):
 * CHROMIUM_PATH when set, else Playwright's own where installed (`npx playwright install`), else
 * Debian's chromium (what CI and this project's machines use), with flags for a sandboxed,
 * offline machine.
 */
export function browserLaunchOptions(): LaunchOptions {
  const executablePath = chromiumExecutable();
  return {
    ...(executablePath === undefined ? {} : { executablePath }),
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  };
}

function chromiumExecutable(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (existsSync(chromium.executablePath())) return undefined; // Playwright's own
  } catch {
    // not installed
  }
  return ['/usr/lib/chromium/chromium', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p) => existsSync(p),
  );
}
