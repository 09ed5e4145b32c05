import type { ConsultationRecord, ContactRecord } from '@site/contracts/records';
import type { BrowserContext, Page } from '@playwright/test';
import { ctx } from './suite-context';
import { gotoHydrated, newContext } from './page-helpers';

let staff: { context: BrowserContext; page: Page } | undefined;

/** Opens /admin/leads on `url` and signs in if asked to; resolves when the tabs show. */
export async function signInToDashboard(page: Page, url: string, username: string, password: string) {
  await gotoHydrated(page, `${url}/admin/leads`);
  const signIn = page.getByRole('heading', { name: 'Staff Sign In' });
  await signIn.or(page.getByText('Signed in as')).first().waitFor({ timeout: 10_000 });
  if (await signIn.isVisible()) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  await page.getByRole('tab', { name: /^Contacts \(\d+\)$/ }).waitFor({ timeout: 10_000 });
}

/** One signed-in staff page for the whole run (sign-in attempts are rate limited). */
export async function staffDashboard(): Promise<{ context: BrowserContext; page: Page }> {
  if (staff && !staff.page.isClosed()) return staff;
  const { url, adminUsername, adminPassword, browser } = ctx();
  const context = await newContext(browser, 1280, 900);
  const page = await context.newPage();
  await signInToDashboard(page, url, adminUsername, adminPassword);
  staff = { context, page };
  return staff;
}

export async function closeStaff() {
  await staff?.context.close();
  staff = undefined;
}

/** Searches the dashboard for `name` (after a Refresh) and returns the matching row of the given list. */
export async function findRow(kind: 'contact' | 'consultation', name: string) {
  const { page } = await staffDashboard();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByRole('button', { name: 'Refresh' }).waitFor();
  await page.getByLabel('Status').selectOption('all');
  await page.getByLabel('Search').fill(name);
  await page.getByRole('tab', { name: kind === 'contact' ? /^Contacts/ : /^Consultations/ }).click();
  const table = page.getByRole('table', { name: kind === 'contact' ? 'Contacts' : 'Consultations' });
  const row = table.locator('tbody tr', { hasText: name }).first();
  await row.waitFor({ timeout: 10_000 });
  return row;
}

/** Every record of a list (optionally only those matching `q`), read page by page as the signed-in dashboard. */
export async function staffRecords<K extends 'contact' | 'consultation'>(
  kind: K,
  q = '',
): Promise<(K extends 'contact' ? ContactRecord : ConsultationRecord)[]> {
  const out: (K extends 'contact' ? ContactRecord : ConsultationRecord)[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const params = new URLSearchParams({ limit: '200', ...(q ? { q } : {}), ...(cursor ? { cursor } : {}) });
    const page: { items: typeof out; nextCursor: string | null } = await staffApi(
      `/api/${kind === 'contact' ? 'contacts' : 'consultations'}?${params}`,
    );
    out.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) return out;
  }
  throw new Error('more pages than expected');
}

/** The staff API as the signed-in dashboard sees it. */
export async function staffApi<T>(path: string): Promise<T> {
  const { context } = await staffDashboard();
  const res = await context.request.get(ctx().url + path);
  if (!res.ok()) throw new Error(`${path} answered ${res.status()}`);
  return (await res.json()) as T;
}
