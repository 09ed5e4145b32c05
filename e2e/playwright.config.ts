// The browser suite (make e2e): @playwright/test driving Debian's Chromium (/usr/bin/chromium; the
// suite never downloads a browser). global-setup.ts starts the whole stack once on free loopback ports
// and stops it when the run ends, passed or failed. One worker: the tests share the stack, and some
// compare counts the whole run changes.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/browser';

export default defineConfig({
  testDir: 'tests',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  workers: 1,
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
