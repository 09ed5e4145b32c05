import type { Browser, BrowserContext, Page } from 'playwright-core';

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

export async function newContext(browser: Browser, width = 1280, height = 900): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width, height }, acceptDownloads: true });
}

/** The router removes its hydration bootstrap ($_TSR) once the page has hydrated. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !('$_TSR' in window), undefined, { timeout: 15_000 });
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
