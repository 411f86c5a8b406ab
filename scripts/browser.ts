import { existsSync } from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

/** Playwright's own Chromium where installed, else CHROMIUM_PATH, else Debian's chromium. */
export function browserLaunchOptions(): LaunchOptions {
  let executablePath: string | undefined = process.env.CHROMIUM_PATH;
  if (!executablePath) {
    let own = false;
    try {
      own = existsSync(chromium.executablePath());
    } catch {
      own = false;
    }
    if (!own)
      executablePath = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) =>
        existsSync(p),
      );
  }
  return {
    executablePath,
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
