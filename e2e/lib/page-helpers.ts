import type { Browser, BrowserContext, Page } from '@playwright/test';

export interface WatchedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/** A page that records console errors and page errors. */
export async function watchedPage(context: BrowserContext): Promise<WatchedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return { page, errors };
}

/**
 * Under TEST_NOW every Node process of the run has its clock shifted to that instant (a preload
 * module), so Date.now() here is the test's "now": the browser is put on the same clock, which then
 * runs on naturally (timers fire). Called before the context opens any page.
 */
export async function installTestClock(context: BrowserContext) {
  if (process.env.TEST_NOW) await context.clock.install({ time: Date.now() });
}

export async function newContext(browser: Browser, width = 1280, height = 900): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height }, acceptDownloads: true });
  await installTestClock(context);
  return context;
}

/** Whether the app has hydrated the page and replayed what the visitor did before (src/entry-client.tsx). */
export const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/**
 * Pages load a small bootstrap and the app only on idle or at the first interaction; the bootstrap marks
 * <html data-hydrated="true"> once every part of the page is live.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 15_000 });
}

/** Holds the app's chunk until the returned function is called, so a test can act before hydration. */
export async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/hydrate-app-*.js', async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  await waitForHydration(page);
  return response;
}

/** The server refuses forms filled faster than 1.5 s (a bot signal); people take longer. */
export const humanPause = (page: Page) => page.waitForTimeout(1700);

export async function toastText(page: Page, title: string): Promise<string> {
  const toast = page.locator(`[data-toast-title="${title}"]`).first();
  await toast.waitFor({ state: 'visible', timeout: 10_000 });
  return toast.innerText();
}
