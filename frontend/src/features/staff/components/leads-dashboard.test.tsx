import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchesListFilter } from '@site/contracts/lead-lists';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { fakeApi, HttpResponse, json } from '../../../test/server';

const base = { syncError: null, odooLeadId: null, context: null, revision: 0, updatedAt: '2025-08-13T10:00:00.000Z' };
const contacts = [
  {
    ...base,
    id: 'c1',
    form: 'contact-page',
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: null,
    company: 'Obi Ventures',
    message: 'Hi',
    service: 'odoo-erp',
    source: 'contact_form',
    leadStatus: 'converted',
    syncStatus: 'synced',
    odooLeadId: 11,
    createdAt: new Date().toISOString(),
  },
  {
    ...base,
    id: 'c2',
    form: 'dialog',
    name: 'Bola Ade',
    email: 'bola@example.com',
    phone: '0803',
    company: null,
    message: 'Hello',
    service: null,
    source: 'contact_form',
    leadStatus: 'weird',
    syncStatus: 'failed',
    syncError: 'Odoo refused: bad credentials',
    createdAt: '2020-01-01T00:00:00.000Z',
  },
];
const consultations = [
  {
    ...base,
    id: 'k1',
    form: 'full',
    name: 'Chidi Eze',
    email: 'chidi@example.com',
    phone: '0809',
    company: 'Eze Logistics',
    industry: null,
    consultationType: 'azure-cloud',
    service: null,
    message: null,
    preferredDate: null,
    preferredTime: null,
    duration: 60,
    status: '',
    odooEventId: null,
    meetingLink: 'https://meet.example.com/gct-k1',
    notes: null,
    inviteSequence: 0,
    mailStatus: 'failed',
    mailError: '550 No such user',
    syncStatus: 'pending',
    createdAt: '2025-08-01T09:00:00.000Z',
  },
];

/**
 * The staff API as the dashboard sees it: a session, the two lists (filtered as the server filters), the
 * summary. `hint`: whether this browser holds the staff app's signed-in hint (by default when signed in).
 */
function stubApi(opts: { signedIn: boolean; hint?: boolean; bookings?: typeof consultations }) {
  let session = opts.signedIn;
  if (opts.hint ?? session) localStorage.setItem('site.staff-signed-in', '1');
  const bookings = opts.bookings ?? consultations;
  const calls = fakeApi(({ method, url }) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/auth/me')
      return session
        ? json(200, { success: true, user: { id: 'u1', username: 'staff', canOperateQueues: false } })
        : json(401, { success: false, error: 'unauthorized' });
    if (u.pathname === '/api/auth/login') {
      session = true;
      return json(200, { success: true, user: { id: 'u1', username: 'staff', canOperateQueues: false } });
    }
    if (u.pathname === '/api/auth/logout') {
      session = false;
      return json(200, { success: true });
    }
    const list = (rows: typeof contacts | typeof consultations, statusOf: (r: (typeof rows)[number]) => string) => {
      const filter = { q: u.searchParams.get('q') ?? '', status: u.searchParams.get('status') ?? undefined };
      const items = (rows as (typeof rows)[number][]).filter((r) => matchesListFilter({ ...r, status: statusOf(r) }, filter));
      return json(200, { items, nextCursor: null, total: items.length });
    };
    if (u.pathname === '/api/contacts') return list(contacts, (r) => (r as (typeof contacts)[number]).leadStatus);
    // A booking from before overlaps were refused overlaps one not on this page.
    if (u.pathname === '/api/consultations/clashes') return json(200, { clashes: [{ id: 'k1', with: ['k9'] }] });
    if (u.pathname === '/api/consultations') return list(bookings, (r) => (r as (typeof consultations)[number]).status);
    if (u.pathname === '/api/leads/summary')
      return json(200, { totalContacts: 2, contactsThisWeek: 1, totalConsultations: 1, scheduled: 0, odooLinked: 1, conversionRate: 50 });
    if (method === 'POST' && u.pathname.startsWith('/api/admin/requeue/')) return json(202, { success: true });
    if (u.pathname === '/api/admin/mail') return json(200, { items: [], nextCursor: null });
    return json(404, { success: false, error: 'not_found' });
  });
  return {
    /** "METHOD /path?query" of every request so far. */
    get list() {
      return calls.map((c) => `${c.method} ${c.url}`);
    },
    clear: () => void calls.splice(0),
  };
}

beforeEach(() => {
  // The staff app opens the live stream; happy-dom's EventSource would try to connect.
  vi.stubGlobal('EventSource', undefined);
});

// happy-dom lays nothing out: give the tables' scroll boxes a height so the virtualiser renders rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1200 });
});

describe('/admin/leads', () => {
  it('without a session it asks the server once and shows the sign-in form', async () => {
    const calls = stubApi({ signedIn: false });
    renderRoute('/admin/leads');
    expect(await screen.findByRole('heading', { name: 'Staff Sign In' })).toBeTruthy();
    expect(calls.list).toEqual(['GET /api/auth/me']);
  });

  it('with a session but without the hint in this browser it asks the server and shows the page asked for', async () => {
    const calls = stubApi({ signedIn: true, hint: false });
    renderRoute('/admin/leads');
    expect(await screen.findByText('Signed in as')).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Contacts (2)' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Staff Sign In' })).toBeNull();
    expect(calls.list[0]).toBe('GET /api/auth/me');
    expect(localStorage.getItem('site.staff-signed-in')).toBe('1');
  });

  it("when a booking's mail was not sent over a mail limit, then its row says so and why", async () => {
    const reason = '3 booking confirmations went to this address in the last hour, the most the site sends (phone the visitor)';
    stubApi({ signedIn: true, bookings: [{ ...consultations[0]!, mailStatus: 'not-sent', mailError: reason }] });
    renderRoute('/admin/leads?tab=consultations');
    const table = await screen.findByRole('table', { name: 'Consultations' });
    expect(await within(table).findByText(`E-mail not sent: ${reason}`)).toBeTruthy();
  });

  it('signs in, shows the cards, tabs with counts, badges, sync states and N/A; filters; re-queues; logs out', async () => {
    const calls = stubApi({ signedIn: false });
    const user = userEvent.setup();
    renderRoute('/admin/leads');
    await user.type(await screen.findByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Signed in as')).toBeTruthy();
    await screen.findByRole('tab', { name: 'Contacts (2)' });
    expect(screen.getByRole('tab', { name: 'Consultations (1)' })).toBeTruthy();
    expect(calls.list).toEqual(
      expect.arrayContaining(['GET /api/contacts?limit=50', 'GET /api/consultations?limit=50', 'GET /api/leads/summary']),
    );

    const card = (title: string) => document.querySelector(`[data-card="${title}"]`)!;
    expect(within(card('Total Contacts') as HTMLElement).getByText('2')).toBeTruthy();
    expect(within(card('Total Contacts') as HTMLElement).getByText('1 this week')).toBeTruthy();
    expect(within(card('Consultations') as HTMLElement).getByText('0 scheduled')).toBeTruthy();
    expect(within(card('Odoo Integration') as HTMLElement).getByText('1')).toBeTruthy();
    expect(within(card('Conversion Rate') as HTMLElement).getByText('50%')).toBeTruthy();

    const contactsTable = screen.getByRole('table', { name: 'Contacts' });
    expect(within(contactsTable).getByText('converted')).toBeTruthy();
    expect(within(contactsTable).getByText('weird')).toBeTruthy(); // unrecognised: plain badge
    expect(within(contactsTable).getByText('Lead #11')).toBeTruthy();
    expect(within(contactsTable).getByText('Odoo refused: bad credentials')).toBeTruthy();
    expect(within(contactsTable).getByText('1 Jan 2020, 01:00')).toBeTruthy();
    expect(within(contactsTable).getByText('c2')).toBeTruthy(); // the id column
    expect(contactsTable.getAttribute('aria-rowcount')).toBe('3');
    expect([...contactsTable.querySelectorAll('tbody tr')].map((r) => r.getAttribute('aria-rowindex'))).toEqual(['2', '3']);
    expect(screen.getAllByRole('link', { name: /Export CSV/ })[0]!.getAttribute('href')).toBe('/api/contacts/export.csv');

    await user.click(within(contactsTable).getByRole('button', { name: /Re-queue/ }));
    await waitFor(() => expect(calls.list).toContain('POST /api/admin/requeue/contact/c2'));

    calls.clear();
    await user.selectOptions(screen.getByLabelText('Status'), 'converted');
    expect(await screen.findByRole('tab', { name: 'Contacts (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Consultations (0)' })).toBeTruthy();
    // The filter runs on the server; a contact status asks nothing of the consultations list.
    expect(calls.list).toEqual(['GET /api/contacts?limit=50&status=converted']);
    expect(screen.getAllByRole('link', { name: /Export CSV/ })[0]!.getAttribute('href')).toBe('/api/contacts/export.csv?status=converted');
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    calls.clear();
    await user.type(screen.getByLabelText('Search'), 'EZE');
    expect(await screen.findByRole('tab', { name: 'Contacts (0)' })).toBeTruthy();
    // Debounced: one request per list for the whole word, not one per keystroke.
    expect(calls.list.filter((c) => c.startsWith('GET /api/contacts'))).toEqual(['GET /api/contacts?limit=50&q=EZE']);
    await user.click(await screen.findByRole('tab', { name: 'Consultations (1)' }));
    const consultationsTable = screen.getByRole('table', { name: 'Consultations' });
    expect(within(consultationsTable).getByText('Unknown')).toBeTruthy(); // missing status
    expect(within(consultationsTable).getByText('Pending')).toBeTruthy();
    expect(within(consultationsTable).getByText('60 min')).toBeTruthy();
    expect(within(consultationsTable).getByRole('link', { name: 'Video link' }).getAttribute('href')).toBe(
      'https://meet.example.com/gct-k1',
    );
    expect(within(consultationsTable).getByText('E-mail failed: 550 No such user')).toBeTruthy();
    // A clash is said in words, and names the booking it overlaps.
    expect(within(consultationsTable).getByText('Clash: overlaps another booking').getAttribute('title')).toBe('k9');

    calls.clear();
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() =>
      expect(calls.list).toEqual(
        expect.arrayContaining(['GET /api/contacts?limit=50&q=EZE', 'GET /api/consultations?limit=50&q=EZE', 'GET /api/leads/summary']),
      ),
    );

    await user.click(screen.getByRole('button', { name: /Logout/ }));
    expect(await screen.findByRole('heading', { name: 'Staff Sign In' })).toBeTruthy();
  });

  it('when the lists fail to load, then it says Error / Failed to fetch lead data', async () => {
    localStorage.setItem('site.staff-signed-in', '1');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi(({ url }) =>
      url === '/api/auth/me'
        ? json(200, { success: true, user: { id: 'u1', username: 'staff', canOperateQueues: false } })
        : new HttpResponse('boom', { status: 500, statusText: 'Internal Server Error' }),
    );
    renderRoute('/admin/leads');
    expect(await screen.findByText('Failed to fetch lead data')).toBeTruthy();
  });
});

describe('/admin/leads: the view in the address', () => {
  it('a link with tab, search and status opens that view, asks only for what it shows, and exports it', async () => {
    const calls = stubApi({ signedIn: true });
    renderRoute('/admin/leads?tab=consultations&q=EZE&status=cancelled');
    const tab = await screen.findByRole('tab', { name: 'Consultations (0)' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('EZE');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('cancelled');
    // A booking status: the contacts list cannot match, so it is not asked for.
    expect(calls.list.filter((c) => /\/api\/con\w+\?/.test(c))).toEqual(['GET /api/consultations?limit=50&q=EZE&status=cancelled']);
    // The clashes are one question whatever the view.
    expect(calls.list).toContain('GET /api/consultations/clashes');
    const panel = screen.getByRole('tabpanel');
    expect(
      within(panel)
        .getByRole('link', { name: /Export CSV/ })
        .getAttribute('href'),
    ).toBe('/api/consultations/export.csv?q=EZE&status=cancelled');
  });

  it('tab, status and search are written to the address; back and forward step through tab and status changes', async () => {
    stubApi({ signedIn: true });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/leads');
    await screen.findByRole('tab', { name: 'Contacts (2)' });
    await user.selectOptions(screen.getByLabelText('Status'), 'converted');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'converted' }));
    await user.click(screen.getByRole('tab', { name: /^Consultations/ }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'converted', tab: 'consultations' }));
    await user.type(screen.getByLabelText('Search'), 'Ada');
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'converted', tab: 'consultations', q: 'Ada' }));
    // Typing replaced the entry it started on: one step back is the status change alone.
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'converted' }));
    expect(screen.getByRole('tab', { name: /^Contacts/ }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    router.history.forward();
    await waitFor(() => expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Ada'));
    expect(screen.getByRole('tab', { name: /^Consultations/ }).getAttribute('aria-selected')).toBe('true');
    // The plain dashboard keeps a plain address.
    await user.selectOptions(screen.getByLabelText('Status'), 'all');
    await user.clear(screen.getByLabelText('Search'));
    await user.click(screen.getByRole('tab', { name: /^Contacts/ }));
    await waitFor(() => expect(router.state.location.href).toBe('/admin/leads'));
  });

  it('without a session the sign-in form comes first and returns to the same view', async () => {
    stubApi({ signedIn: false });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/leads?tab=consultations&status=scheduled');
    await user.type(await screen.findByLabelText(/Username/), 'staff');
    await user.type(screen.getByLabelText(/Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('tab', { name: /^Consultations/ })).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.href).toBe('/admin/leads?tab=consultations&status=scheduled');
  });

  it('moving between staff pages asks who is signed in once, and back to the dashboard reuses its data', async () => {
    const calls = stubApi({ signedIn: true });
    const user = userEvent.setup();
    const { router } = renderRoute('/admin/leads');
    await screen.findByRole('tab', { name: 'Contacts (2)' });
    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    await user.click(within(nav).getByRole('link', { name: 'Mail' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/mail'));
    await screen.findByRole('heading', { level: 1, name: 'Mail sent' });
    expect(calls.list.filter((c) => c.includes('/api/auth/'))).toEqual(['GET /api/auth/me']);
    calls.clear();
    await user.click(within(nav).getByRole('link', { name: 'Leads' }));
    await screen.findByRole('tab', { name: 'Contacts (2)' });
    expect(calls.list).toEqual([]);
    expect(within(nav).getByRole('link', { name: 'Leads' }).getAttribute('aria-current')).toBe('page');
  });
});
