// The browser suite (make e2e): @playwright/test driving Debian's Chromium (/usr/bin/chromium; the
// suite never downloads a browser). global-setup.ts starts the whole stack once on free loopback ports
// and stops it when the run ends, passed or failed. Two workers share that stack, a test file each at a
// time (a file's tests run in order): much of a browser test is waiting (hydration on idle, a person's
// typing pace, the sync worker), which two workers overlap. Every test names its own leads (a run id),
// and the one that compares counts with the whole store retries until they agree.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser';

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: true,
  // The slowest tests build the site a second time or seed 5,000 rows.
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../node_modules/.cache/e2e-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
    trace: 'off',
  },
});
