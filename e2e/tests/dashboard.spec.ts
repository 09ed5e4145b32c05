// The staff dashboard against the real API: the summary formulas, CSV export of the filtered set
// with formula injection neutralised, live updates (rows patched from the event stream without a list
// request), 5,000 rows in one virtualised table, Logout.
import { seedSqlite } from '@site/dev-stack/seed-leads';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startStack } from '@site/dev-stack/stack';
import { formatViolations, runAxe } from '../lib/axe';
import { closeStaff, findRow, signInToDashboard, staffDashboard, staffRecords } from '../lib/dashboard';
import { expect, test } from '../lib/test';
import { newContext } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

/** Records the list requests (GET /api/contacts, /api/consultations) a page makes, as path and query. */
function watchListRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (/^\/api\/(contacts|consultations)$/.test(u.pathname)) seen.push(u.pathname + u.search);
  });
  return seen;
}

async function postContact(name: string, extra: Record<string, unknown> = {}) {
  const res = await fetch(`${ctx().url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ form: 'contact-page', name, email: 'api@example.com', message: 'From the API', fillMs: 4000, ...extra }),
  });
  if (res.status !== 201) throw new Error(`POST /api/contact answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

test('when the dashboard loads, then its four cards follow the spec formulas over the stored leads', async () => {
  const { page } = await staffDashboard();
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Status').selectOption('all');
  // Leads keep arriving and syncing while the run goes on (the other worker's forms, the Odoo worker):
  // the cards and the stored leads are compared again after a fresh Refresh until they agree.
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('button', { name: 'Refresh', exact: true })).toBeEnabled();
    await page.waitForTimeout(500);
    const contacts = await staffRecords('contact');
    const consultations = await staffRecords('consultation');
    const week = Date.now() - 7 * 86_400_000;
    const card = async (title: string) => page.locator(`[data-card="${title}"]`).innerText();
    const total = await card('Total Contacts');
    expect(total.includes(String(contacts.length)), `Total Contacts card: ${total}`).toBeTruthy();
    expect(total.includes(`${contacts.filter((c) => Date.parse(c.createdAt) >= week).length} this week`), 'this week').toBeTruthy();
    const cons = await card('Consultations');
    expect(
      cons.includes(`${consultations.filter((c) => c.status === 'scheduled').length} scheduled`),
      `Consultations card: ${cons}`,
    ).toBeTruthy();
    const odoo = await card('Odoo Integration');
    expect(
      odoo.includes(String([...contacts, ...consultations].filter((r) => r.odooLeadId != null).length)),
      `Odoo card: ${odoo}`,
    ).toBeTruthy();
    const rate = contacts.length ? Math.round((contacts.filter((c) => c.leadStatus === 'converted').length / contacts.length) * 100) : 0;
    expect((await card('Conversion Rate')).includes(`${rate}%`), 'conversion rate').toBeTruthy();
    expect(
      await page.getByRole('tab', { name: `Consultations (${consultations.length})` }).isVisible(),
      'consultations tab count',
    ).toBeTruthy();
  }, 'the four cards and the tab count against the stored leads').toPass({ timeout: 30_000 });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    const violations = await runAxe(page);
    expect(!violations.length, `axe on the signed-in dashboard at ${width} px: ${formatViolations(violations)}`).toBeTruthy();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('when Export CSV is used on a filtered list, then the file has the dated name, a header row, quoted values and no live formulas', async () => {
  const { runId } = ctx();
  // A name may hold no quotes or web address any more (names are names), so the formula is a plain one.
  await postContact(`=SUM(1+1) CSV ${runId}`, { company: '+SUM(A1)' });
  await postContact(`Plain CSV ${runId}`);
  const { page } = await staffDashboard();
  await findRow('contact', `CSV ${runId}`);
  await page.getByRole('tab', { name: 'Contacts (2)' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('tabpanel').getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  // The server names the file by its date; the browser's clock is the suite's (TEST_NOW), the same day.
  const today = await page.evaluate(() => new Date().toISOString().slice(0, 10));
  expect(download.suggestedFilename(), 'file name').toEqual(`contacts_${today}.csv`);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split(/\r\n/);
  expect(lines[0]!.startsWith('"id","name","email"'), `header row: ${lines[0]}`).toBeTruthy();
  expect(lines.length, 'header and the two filtered rows').toEqual(3);
  expect(csv.includes(`"'=SUM(1+1) CSV ${runId}"`), 'formula in a name neutralised').toBeTruthy();
  expect(csv.includes(`"'+SUM(A1)"`), 'formula in a company neutralised').toBeTruthy();
  expect(
    lines.slice(1).every((l) => l.startsWith('"')),
    'values quoted',
  ).toBeTruthy();
});

test('when a lead is synced to Odoo, then its ids appear on the open dashboard without a reload', async () => {
  const { runId, withOdoo } = ctx();
  if (!withOdoo) {
    console.log('      (no Odoo sync worker in this stack: checking the live stream only)');
  }
  const { page } = await staffDashboard();
  const person = `Live ${runId}`;
  await page.getByLabel('Search').fill(person);
  await page.getByRole('tab', { name: /^Contacts/ }).click();
  await page.getByRole('tab', { name: 'Contacts (0)' }).waitFor();
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const lists = watchListRequests(page);
  await postContact(person);
  // The stream carries the new record; the table inserts it and counts it, without asking for the list.
  const row = page.getByRole('table', { name: 'Contacts' }).locator('tbody tr', { hasText: person });
  await row.waitFor({ timeout: 15_000 });
  await page.getByRole('tab', { name: 'Contacts (1)' }).waitFor();
  if (withOdoo) {
    await row.locator('[data-sync="synced"]').waitFor({ timeout: 60_000 });
    expect(/Lead #\d+/.test(await row.innerText()), 'Odoo lead id shown').toBeTruthy();
  }
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), 'no reload happened').toBeTruthy();
  expect(lists, 'list requests while live events arrived').toEqual([]);
});

test('when 5,000 contacts are stored, then one table loads pages as it scrolls with a bounded DOM, and a live event patches one row without a list request', async () => {
  const { browser } = ctx();
  const dataDir = mkdtempSync(join(tmpdir(), 'e2e-scale-'));
  // Seeded into the SQLite file before the service starts: 5,000 submissions would take minutes.
  const ids = await seedSqlite(join(dataDir, 'leads.sqlite'), 'contact', 5000);
  const admin = { username: 'scale-admin', password: randomBytes(12).toString('base64url') };
  const stack = await startStack({ dataDir, admin, odoo: false, env: { LOG_LEVEL: 'warn' } });
  const context = await newContext(browser, 1280, 900);
  try {
    const page = await context.newPage();
    const lists = watchListRequests(page);
    await signInToDashboard(page, stack.url, admin.username, admin.password);
    await page.getByRole('tab', { name: 'Contacts (5000)' }).waitFor();
    const table = page.getByRole('table', { name: 'Contacts' });
    const region = page.getByRole('region', { name: 'Contacts' });
    expect(await table.getAttribute('aria-rowcount'), 'aria-rowcount: header and 5,000 rows').toEqual('5001');
    const domRows = () => table.locator('tbody tr[data-id]').count();
    const lastRowIndex = async () => Number(await table.locator('tbody tr[data-id]').last().getAttribute('aria-rowindex'));
    expect((await domRows()) <= 60, `rows in the DOM at the top: ${await domRows()}`).toBeTruthy();
    expect(await table.locator('tbody tr[data-id]').first().getAttribute('data-id'), 'newest first').toEqual(ids.at(-1)!);

    // Fits 1280 px: neither the page nor the table scrolls sideways.
    const widths = await region.evaluate((el) => ({
      region: [el.scrollWidth, el.clientWidth],
      page: [document.documentElement.scrollWidth, window.innerWidth],
    }));
    expect(widths.region[0]! <= widths.region[1]!, `table wider than its box: ${JSON.stringify(widths)}`).toBeTruthy();
    expect(widths.page[0]! <= widths.page[1]!, `page scrolls sideways: ${JSON.stringify(widths)}`).toBeTruthy();

    const before = lists.length;
    let maxRows = 0;
    for (let i = 0; i < 40 && (await lastRowIndex()) < 450; i++) {
      await region.evaluate((el) => el.scrollBy(0, 2000));
      await page.waitForTimeout(150);
      maxRows = Math.max(maxRows, await domRows());
    }
    expect((await lastRowIndex()) >= 450, `scrolled to row ${await lastRowIndex()}`).toBeTruthy();
    expect(lists.length - before >= 3, `pages loaded while scrolling: ${lists.slice(before).join(' ')}`).toBeTruthy();
    expect(
      lists.slice(before).every((l) => l.includes('cursor=')),
      `scrolling asks for next pages: ${lists.join(' ')}`,
    ).toBeTruthy();
    expect(maxRows <= 60, `rows in the DOM while scrolling: ${maxRows}`).toBeTruthy();
    const ariaIndex = await lastRowIndex();
    const shownId = await table.locator('tbody tr[data-id]').last().getAttribute('data-id');
    expect(shownId, 'aria-rowindex matches the row shown').toEqual(ids[5000 - (ariaIndex - 1)]);

    // A failed record near the top is re-queued elsewhere: the event stream turns its row pending in place.
    await region.evaluate((el) => (el.scrollTop = 0));
    const failedId = ids[4951]!; // seeded failed (every 50th), the 49th newest
    const row = table.locator(`tbody tr[data-id="${failedId}"]`);
    for (let i = 0; i < 40 && !(await row.count()); i++) {
      await region.evaluate((el) => el.scrollBy(0, 300));
      await page.waitForTimeout(100);
    }
    await row.locator('[data-sync="failed"]').waitFor();
    const listsBefore = lists.length;
    const requeue = await context.request.post(`${stack.url}/api/admin/requeue/contact/${failedId}`);
    expect(requeue.status(), 're-queue answered').toEqual(200);
    await row.locator('[data-sync="pending"]').waitFor({ timeout: 10_000 });
    await page.waitForTimeout(800); // the summary refresh that follows an event
    expect(lists.slice(listsBefore), 'list requests after the live event').toEqual([]);

    const violations = await runAxe(page);
    expect(!violations.length, `axe on the 5,000-row dashboard: ${formatViolations(violations)}`).toBeTruthy();
  } finally {
    await context.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('when Logout is pressed, then the sign-in form returns and the lists are refused', async () => {
  const { url } = ctx();
  const { page, context } = await staffDashboard();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('heading', { name: 'Staff Sign In' }).waitFor();
  expect((await context.request.get(`${url}/api/contacts`)).status(), 'lists refused after logout').toEqual(401);
  await closeStaff();
});

test('when the leads service restarts under an open dashboard, then a lead stored while its stream was away appears when it reconnects, replayed without a list request', async () => {
  const { browser } = ctx();
  const admin = { username: 'restart-admin', password: randomBytes(12).toString('base64url') };
  const stack = await startStack({ admin, odoo: false, env: { LOG_LEVEL: 'warn' } });
  const context = await newContext(browser, 1280, 900);
  const post = async (name: string) => {
    const res = await fetch(`${stack.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form: 'contact-page', name, email: 'restart@example.com', message: 'Hello', fillMs: 4000 }),
    });
    expect(res.status, 'stored').toEqual(201);
  };
  try {
    const page = await context.newPage();
    const lists = watchListRequests(page);
    await signInToDashboard(page, stack.url, admin.username, admin.password);
    const table = page.getByRole('table', { name: 'Contacts' });
    // A first event: the page now knows where its stream is.
    await post('Before Restart');
    await table.locator('tbody tr', { hasText: 'Before Restart' }).waitFor({ timeout: 10_000 });
    const listsBefore = lists.length;
    // The page's stream cannot come back until the test lets it (its reconnects fail as a network error would).
    await page.route('**/api/events*', (route) => route.abort());
    await stack.services.leads!.stop();
    await stack.services.leads!.start();
    await post('While Away');
    await page.waitForTimeout(500);
    expect(await table.locator('tbody tr', { hasText: 'While Away' }).count(), 'not shown before the stream is back').toEqual(0);
    await page.unroute('**/api/events*');
    await table.locator('tbody tr', { hasText: 'While Away' }).waitFor({ timeout: 20_000 });
    expect(lists.slice(listsBefore), 'replayed from the stream, not fetched again').toEqual([]);
  } finally {
    await context.close();
    await stack.stop();
  }
});
