import { defineConfig, devices } from '@playwright/test';
import { browserLaunchOptions } from './scripts/browser.ts';

// The deploy project's console (nginx) and API (sandbox alone); see e2e/deploy/stack.ts.
const deployConsoleUrl = 'http://localhost:8088/console/';
const port = Number(process.env.E2E_PORT ?? 4173);
// E2E_DIST lets several runs (e.g. one per feature while developing) serve their own build.
const dist = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  // Parallel development runs (E2E_DIST) keep their artifacts apart.
  outputDir: process.env.E2E_DIST ? `${dist}-results` : 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // CI runs a failed test once more so one timing hiccup on a loaded machine does not hold back
  // a landing; a test that passes only on its second run is listed as "flaky" (list and HTML
  // reports) and is a bug to fix. Locally a failure is a failure.
  retries: process.env.CI ? 1 : 0,
  ...(process.env.CI ? { workers: 2 } : {}),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    // A trace records every action's DOM snapshot: ~25% of the e2e suite's time on this
    // 2-core machine (products.spec.ts, 2 workers: 166-170 s with it on every run, 121-139 s
    // with it only on a retry). CI takes it on the retry of a failed test (the first failure
    // keeps its screenshot); locally, where a failure is not retried, of every failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'America/Bogota',
    launchOptions: browserLaunchOptions(),
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'deploy/**',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    // The static deployment, proven on a real server: e2e/deploy/deploy.setup.ts builds with
    // BASE_PATH=/console/, serves it with Debian's nginx and the shipped config on :8088, and runs
    // the sandbox alone on :8787 (cross-origin API); deploy.teardown.ts stops both.
    {
      name: 'deploy-setup',
      testDir: 'e2e/deploy',
      testMatch: 'deploy.setup.ts',
      teardown: 'deploy-teardown',
      timeout: 240_000,
    },
    { name: 'deploy-teardown', testDir: 'e2e/deploy', testMatch: 'deploy.teardown.ts' },
    {
      name: 'deploy',
      testDir: 'e2e/deploy',
      testMatch: '**/*.spec.ts',
      dependencies: ['deploy-setup'],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 900 },
        baseURL: deployConsoleUrl,
      },
    },
  ],
  webServer: {
    // The production build (made by `npm run test:e2e` before this runs) with the sandbox mounted.
    command: `npx vite preview --port ${port} --strictPort --outDir ${dist}`,
    url: `http://localhost:${port}/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
