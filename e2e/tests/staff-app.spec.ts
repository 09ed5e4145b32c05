// The staff pages as one app: moving between any two of them asks for no document and keeps the one
// live-event stream open; the server decides who is signed in (a session cookie without the app's local
// hint still opens the page asked for); the dashboard's view (tab, search, status filter) lives in the
// address, so a reload, back and forward and a shared link show the same view, and the CSV export follows it.
import type { Page, Request } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { signInToDashboard, staffDashboard } from '../lib/dashboard';
import { expect, test } from '../lib/test';
import { gotoHydrated, newContext } from '../lib/page-helpers';
import { ctx } from '../lib/suite-context';

const pages = {
  leads: { link: 'Leads', path: '/admin/leads', h1: 'Lead Management Dashboard' },
  people: { link: 'People', path: '/admin/people', h1: 'People and privacy requests' },
  audit: { link: 'Audit log', path: '/admin/audit', h1: 'Audit log' },
  mail: { link: 'Mail', path: '/admin/mail', h1: 'Mail sent' },
} as const;
type StaffPage = keyof typeof pages;

/** Every ordered pair of the four pages once (a circuit through all twelve moves), from Leads back to Leads. */
const circuit: StaffPage[] = [
  'leads',
  'people',
  'audit',
  'mail',
  'leads',
  'audit',
  'people',
  'mail',
  'audit',
  'leads',
  'mail',
  'people',
  'leads',
];

const pathOf = (r: Request) => new URL(r.url()).pathname;

test('when staff move between every pair of staff pages, then no document is requested and the one live stream stays open', async () => {
  const { url, browser, adminUsername, adminPassword } = ctx();
  const context = await newContext(browser);
  const page = await context.newPage();
  const documents: string[] = [];
  const streams: string[] = [];
  const streamEnds: string[] = [];
  const sessionChecks: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
    if (pathOf(r) === '/api/events') streams.push(r.url());
    if (pathOf(r) === '/api/auth/me') sessionChecks.push(r.url());
  });
  const ended = (r: Request) => pathOf(r) === '/api/events' && streamEnds.push(r.url());
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  // One page load: the gateway redirects the sessionless browser to the sign-in form (the redirect and
  // the form are the load's two document requests); the way on to the dashboard is the app's own navigation.
  await signInToDashboard(page, url, adminUsername, adminPassword);
  await expect.poll(() => streams.length, { message: 'the live stream opens once signed in' }).toBe(1);
  const nav = page.getByRole('navigation', { name: 'Staff pages' });
  const seen = new Set<string>();
  for (let i = 1; i < circuit.length; i++) {
    const from = circuit[i - 1]!;
    const to = pages[circuit[i]!];
    seen.add(`${from}>${circuit[i]}`);
    await nav.getByRole('link', { name: to.link, exact: true }).click();
    await page.waitForURL(url + to.path);
    await expect(page.getByRole('heading', { level: 1 }), `the page after ${from} → ${circuit[i]}`).toHaveText(to.h1);
    await expect(nav.getByRole('link', { name: to.link, exact: true }), `${to.link} is the current page`).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
  expect(seen.size, 'every ordered pair of the four staff pages').toEqual(12);
  expect(documents, 'documents requested').toEqual([`${url}/admin/leads`, `${url}/admin/sign-in?redirect=%2Fadmin%2Fleads`]);
  expect(streams.length, 'live streams opened').toEqual(1);
  expect(streamEnds, 'live streams closed').toEqual([]);
  expect(sessionChecks.length <= 1, `who is signed in is asked at most once: ${sessionChecks.length}`).toBeTruthy();
  // The queue board is the gateway's page: a plain link.
  await expect(nav.getByRole('link', { name: 'Queue board' })).toHaveAttribute('href', '/admin/queues');
  await context.close();
});

test('when a staff link is opened without a session, then the gateway sends it to the sign-in form, which returns to that page and view', async () => {
  const { url, browser, adminUsername, adminPassword, runId } = ctx();
  const context = await newContext(browser);
  const page = await context.newPage();
  try {
    const q = `Nobody ${runId}`;
    const view = `/admin/leads?tab=consultations&q=${encodeURIComponent(q)}&status=cancelled`;
    const response = await gotoHydrated(page, url + view);
    expect(response?.request().redirectedFrom()?.url(), 'the page asked for').toEqual(url + view);
    expect(new URL(page.url()).pathname, 'where the gateway sent it').toEqual('/admin/sign-in');
    await page.getByLabel('Username').fill(adminUsername);
    await page.getByLabel('Password').fill(adminPassword);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => u.pathname === '/admin/leads' && u.searchParams.get('q') === q);
    await expect(page.getByRole('tab', { name: /^Consultations \(0\)$/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Search')).toHaveValue(q);
    await expect(page.getByLabel('Status')).toHaveValue('cancelled');
  } finally {
    await context.close();
  }
});

test("when a browser holds a valid session cookie but not the staff app's signed-in hint, then it lands on the staff page it asked for", async () => {
  const { url, browser } = ctx();
  // The shared staff page's session cookie, and nothing of its web storage (where the hint lives).
  const { context: signedIn } = await staffDashboard();
  const { cookies } = await signedIn.storageState();
  const context = await newContext(browser);
  await context.addCookies(cookies);
  expect((await context.storageState()).origins, 'a browser without web storage, so without the hint').toEqual([]);
  const page = await context.newPage();
  try {
    const response = await gotoHydrated(page, `${url}${pages.people.path}`);
    expect(response?.request().redirectedFrom(), 'the gateway served the page itself').toBeNull();
    await expect(page.getByText('Signed in as')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Staff pages' });
    await expect(nav.getByRole('link', { name: pages.people.link, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.people.h1);
    expect(new URL(page.url()).pathname, 'still the page asked for').toEqual(pages.people.path);
    await expect(page.getByRole('heading', { name: 'Staff Sign In' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

async function postConsultation(name: string) {
  const res = await fetch(`${ctx().url}/api/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      form: 'contact-page',
      name,
      email: 'url.state@example.com',
      phone: '+234 803 555 0123',
      company: 'Address Bar Ltd',
      consultationType: 'general',
      fillMs: 4000,
    }),
  });
  if (res.status !== 201) throw new Error(`POST /api/consultations answered ${res.status}: ${await res.text()}`);
}

/** The dashboard shows the consultations tab, searching `q`, filtered on `status`, with the one matching row. */
async function expectView(page: Page, q: string, status: string, where: string) {
  await expect(page.getByRole('tab', { name: /^Consultations \(1\)$/ }), `${where}: the consultations tab`).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Search'), `${where}: the search`).toHaveValue(q);
  await expect(page.getByLabel('Status'), `${where}: the status filter`).toHaveValue(status);
  await expect(page.getByRole('tab', { name: 'Contacts (0)' }), `${where}: no contact matches`).toBeVisible();
  await expect(page.getByRole('table', { name: 'Consultations' }).locator('tbody tr', { hasText: q }), `${where}: the row`).toHaveCount(1);
}

test('when /admin/leads?tab=consultations&q=…&status=… is opened, reloaded or reached by back, then it shows that view, and the CSV export follows it', async () => {
  const { url, runId } = ctx();
  const q = `Address Bar ${runId}`;
  await postConsultation(q);
  const { context } = await staffDashboard();
  const page = await context.newPage();
  try {
    const view = `${url}/admin/leads?tab=consultations&q=${encodeURIComponent(q)}&status=scheduled`;
    await gotoHydrated(page, view);
    await expectView(page, q, 'scheduled', 'a shared link');
    await page.reload();
    await expectView(page, q, 'scheduled', 'after a reload');

    // The export is the filtered set: a header and the one row.
    const exportLink = page.getByRole('tabpanel').getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute(
      'href',
      `/api/consultations/export.csv?q=${encodeURIComponent(q).replace(/%20/g, '+')}&status=scheduled`,
    );
    const [download] = await Promise.all([page.waitForEvent('download'), exportLink.click()]);
    const csv = (await readFile((await download.path())!, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(csv.length, 'header and the one row of the view').toEqual(2);
    expect(csv[1]!.includes(q), `the row of the view: ${csv[1]}`).toBeTruthy();

    // A filter change is a step of its own: back returns to the view, forward to the change.
    await page.getByLabel('Status').selectOption('cancelled');
    await page.waitForURL(/status=cancelled/);
    await expect(page.getByRole('tab', { name: 'Consultations (0)' })).toBeVisible();
    await page.goBack();
    await expectView(page, q, 'scheduled', 'after back');
    await page.goForward();
    await expect(page.getByLabel('Status')).toHaveValue('cancelled');

    // Away to another staff page and back again: the same view.
    await page.goBack();
    await page.getByRole('navigation', { name: 'Staff pages' }).getByRole('link', { name: 'People' }).click();
    await page.waitForURL(`${url}/admin/people`);
    await page.goBack();
    await expectView(page, q, 'scheduled', 'back from another staff page');
  } finally {
    await page.close();
  }
});
