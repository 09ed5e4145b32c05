import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Erasure } from '@site/contracts/privacy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { fakeApi, json, type ApiCall } from '../../../test/server';

const sync = { syncStatus: 'synced', syncError: null, odooLeadId: 41, revision: 0, updatedAt: '2025-08-13T10:00:00.000Z' };
const consent = { consent: { policyVersion: '2025-06-01', acceptedAt: '2025-08-13T09:59:58.000Z' } };
const contact = {
  ...sync,
  id: 'c1',
  form: 'contact-page',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: '08031234567',
  company: 'Obi Ventures',
  message: 'Hi',
  service: null,
  source: 'contact_form',
  leadStatus: 'new',
  context: consent,
  createdAt: '2025-08-13T10:00:00.000Z',
};
const consultation = {
  ...sync,
  id: 'k1',
  form: 'full',
  name: 'Ada Obi',
  email: 'ada@example.com',
  phone: null,
  company: 'Obi Ventures',
  industry: null,
  consultationType: 'azure-cloud',
  service: null,
  message: null,
  preferredDate: '2025-08-20',
  preferredTime: '10:00',
  duration: 60,
  status: 'scheduled',
  odooEventId: 7,
  meetingLink: null,
  notes: null,
  inviteSequence: 0,
  mailStatus: null,
  mailError: null,
  context: null,
  createdAt: '2025-08-12T10:00:00.000Z',
};

const erasureBase: Erasure = {
  id: 'e1',
  reason: 'request',
  requestedBy: 'staff',
  requestedAt: '2025-08-14T10:00:00.000Z',
  status: 'in-progress',
  mode: null,
  records: [
    { kind: 'contact', id: 'c1' },
    { kind: 'consultation', id: 'k1' },
  ],
  removed: { store: 2, redisKeys: 3, mail: 1 },
  odoo: null,
  error: null,
  finishedAt: null,
};
const erasureDone: Erasure = {
  ...erasureBase,
  status: 'done',
  mode: 'unlink',
  odoo: [
    { recordId: 'c1', lead: 'unlinked', event: 'absent', partner: 'absent' },
    { recordId: 'k1', lead: 'unlinked', event: 'unlinked', partner: 'anonymised' },
  ],
  finishedAt: '2025-08-14T10:00:05.000Z',
};

/** The staff API as the page sees it, answered here; every request recorded. */
function stubApi(opts: { correctionIssues?: { path: string; message: string }[]; reportsInProgress?: number } = {}) {
  localStorage.setItem('site.staff-signed-in', '1');
  let records = { contacts: [structuredClone(contact)], consultations: [structuredClone(consultation)] };
  let erasures: Erasure[] = [
    { ...erasureDone, id: 'old', reason: 'retention', requestedBy: 'system', records: [{ kind: 'contact', id: 'x9' }] },
  ];
  let reportAsks = 0;
  const calls: ApiCall[] = fakeApi(({ method, url, body }) => {
    const u = new URL(url, 'http://localhost');
    if (u.pathname === '/api/auth/me') return json(200, { success: true, user: { id: 'u1', username: 'staff', canOperateQueues: false } });
    if (u.pathname === '/api/admin/people' && method === 'GET') {
      const found =
        u.searchParams.get('email') === 'ada@example.com' || u.searchParams.get('phone')?.replace(/\D/g, '').endsWith('8031234567');
      const r = found ? records : { contacts: [], consultations: [] };
      return json(200, { ...r, total: r.contacts.length + r.consultations.length, warnings: [] });
    }
    if (u.pathname === '/api/admin/people/correct') {
      if (opts.correctionIssues) return json(400, { success: false, error: 'validation', issues: opts.correctionIssues });
      const list = body!.kind === 'contact' ? records.contacts : records.consultations;
      const rec = list.find((r) => r.id === body!.id)! as Record<string, unknown>;
      rec[body!.field as string] = body!.value;
      rec.syncStatus = 'pending';
      return json(200, { success: true, record: rec });
    }
    if (u.pathname === '/api/admin/people/export')
      return new Response(JSON.stringify(records), {
        status: 200,
        headers: { 'content-type': 'application/json', 'content-disposition': 'attachment; filename="person_2025-08-14.json"' },
      });
    if (u.pathname === '/api/admin/people/erase') {
      records = { contacts: [], consultations: [] };
      erasures = [erasureBase, ...erasures];
      return json(202, { success: true, erasure: erasureBase });
    }
    if (u.pathname === '/api/admin/people/erasures') return json(200, { items: erasures });
    if (u.pathname === '/api/admin/people/erasures/e1') {
      reportAsks++;
      const e = reportAsks > (opts.reportsInProgress ?? 1) ? erasureDone : erasureBase;
      erasures = [e, ...erasures.slice(1)];
      return json(200, { success: true, erasure: e });
    }
    if (u.pathname === '/api/admin/people/erasures/old') return json(200, { success: true, erasure: erasures.at(-1) });
    return json(404, { success: false, error: 'not_found' });
  });
  return calls;
}

async function search(user: ReturnType<typeof userEvent.setup>, email = 'ada@example.com') {
  await user.type(await screen.findByLabelText('E-mail address'), email);
  await user.click(screen.getByRole('button', { name: /Find records/ }));
}

beforeEach(() => {
  // The page listens to the live stream; happy-dom's EventSource would try to connect.
  vi.stubGlobal('EventSource', undefined);
});
afterEach(() => vi.useRealTimers());

describe('/admin/people', () => {
  it('asks for an e-mail address or a phone number, one of them, before asking the server', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderRoute('/admin/people');
    await user.click(await screen.findByRole('button', { name: /Find records/ }));
    const email = screen.getByLabelText('E-mail address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give an e-mail address or a phone number (one of them)')).toBeTruthy();
    await user.type(email, 'ada@example.com');
    await user.type(screen.getByLabelText('Phone number'), '0803 123 4567');
    await user.click(screen.getByRole('button', { name: /Find records/ }));
    expect(screen.getByText('Give an e-mail address or a phone number (one of them)')).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/api/admin/people?'))).toEqual([]);

    await user.clear(email);
    await user.click(screen.getByRole('button', { name: /Find records/ }));
    expect(await screen.findByText('2 records found.')).toBeTruthy();
    expect(calls.map((c) => c.url)).toContain('/api/admin/people?phone=0803+123+4567');
  });

  it('shows the records in two tables with status, sync status and consent, and the staff navigation', async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoute('/admin/people');
    await search(user);
    expect(await screen.findByText('2 records found.')).toBeTruthy();
    const contacts = screen.getByRole('table', { name: 'Contacts (1)' });
    const row = within(contacts).getAllByRole('row')[1]!;
    for (const text of ['Ada Obi', 'ada@example.com', '08031234567', 'Obi Ventures', 'new', 'Synced', 'Lead #41', '13 Aug 2025, 11:00'])
      expect(within(row).getByText(text)).toBeTruthy();
    expect(within(row).getByText(/Policy 2025-06-01/)).toBeTruthy();
    expect(within(row).getByText('13 Aug 2025, 10:59')).toBeTruthy();
    const consultations = screen.getByRole('table', { name: 'Consultations (1)' });
    expect(within(consultations).getByText('scheduled')).toBeTruthy();
    expect(within(consultations).getByText('Not recorded')).toBeTruthy();
    expect(within(consultations).getByText('Lead #41 · Event #7', { normalizer: (s) => s.replace(/\s+/g, ' ').trim() })).toBeTruthy();

    const nav = screen.getByRole('navigation', { name: 'Staff pages' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('aria-current')]),
    ).toEqual([
      ['Leads', '/admin/leads', null],
      ['People', '/admin/people', 'page'],
      ['Audit log', '/admin/audit', null],
      ['Mail', '/admin/mail', null],
      ['Queue board', '/admin/queues', null],
    ]);
  });

  it('says so when nobody matches; the same search again asks the server again', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderRoute('/admin/people');
    await search(user, 'nobody@example.com');
    expect(await screen.findByText('No records found for nobody@example.com.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Erase this person' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Find records/ }));
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/admin/people?email=nobody%40example.com').length).toBe(2));
  });

  it('correction dialog: focus moves in, the field value is offered, Escape closes and focus returns; a saved correction shows pending sync', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderRoute('/admin/people');
    await search(user);
    const opener = await screen.findByRole('button', { name: 'Correct contact c1' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Correct a record' });
    const field = within(dialog).getByLabelText('Field');
    expect(document.activeElement).toBe(field);
    expect((within(dialog).getByLabelText(/New name/) as HTMLInputElement).value).toBe('Ada Obi');

    // Escape: the browser turns it into the dialog's "cancel" event (happy-dom does not; the browser test presses the key).
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    await user.selectOptions(screen.getByLabelText('Field'), 'phone');
    const value = screen.getByLabelText(/New phone/) as HTMLInputElement;
    expect(value.value).toBe('08031234567');
    await user.clear(value);
    await user.type(value, '+234 809 000 1111');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.url === '/api/admin/people/correct')!.body).toEqual({
      kind: 'contact',
      id: 'c1',
      field: 'phone',
      value: '+234 809 000 1111',
    });
    const row = within(screen.getByRole('table', { name: 'Contacts (1)' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('+234 809 000 1111')).toBeTruthy();
    expect(within(row).getByText('Pending')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Correct contact c1' }));
    expect(await screen.findByText('Correction saved')).toBeTruthy();
  });

  it("correction dialog: the server's field message is shown on the field, which gets focus; the dialog stays open", async () => {
    stubApi({ correctionIssues: [{ path: 'value', message: 'Enter a valid email address' }] });
    const user = userEvent.setup();
    renderRoute('/admin/people');
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Correct consultation k1' }));
    await user.selectOptions(screen.getByLabelText('Field'), 'email');
    const value = screen.getByLabelText(/New e-mail/);
    await user.clear(value);
    await user.type(value, 'ada@example.org');
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(value.getAttribute('aria-invalid')).toBe('true');
    expect(value.getAttribute('aria-describedby')).toContain(screen.getByText('Enter a valid email address').id);
    expect(document.activeElement).toBe(value);
    expect(screen.getByRole('dialog', { name: 'Correct a record' })).toBeTruthy();
  });

  it('correction dialog: an empty name is refused at the field before any request', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    renderRoute('/admin/people');
    await search(user);
    await user.click(await screen.findByRole('button', { name: 'Correct contact c1' }));
    await user.clear(screen.getByLabelText(/New name/));
    await user.click(screen.getByRole('button', { name: 'Save correction' }));
    expect(screen.getByLabelText(/New name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((c) => c.url === '/api/admin/people/correct')).toBe(false);
  });

  it('exports JSON and CSV as downloads named by the server, revoking the object URL afterwards', async () => {
    const calls = stubApi();
    const user = userEvent.setup();
    const created: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      created.push(b as Blob);
      return `blob:test/${created.length}`;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(`${this.download} ${this.getAttribute('href')}`);
    });
    renderRoute('/admin/people');
    await search(user);
    await user.click(await screen.findByRole('button', { name: /Export JSON/ }));
    await waitFor(() => expect(names).toEqual(['person_2025-08-14.json blob:test/1']));
    expect(JSON.parse(await created[0]!.text())).toMatchObject({ contacts: [{ id: 'c1' }], consultations: [{ id: 'k1' }] });
    expect(calls.find((c) => c.url === '/api/admin/people/export')).toMatchObject({
      method: 'POST',
      body: { email: 'ada@example.com', format: 'json' },
    });
    await waitFor(() => expect(revoke).toHaveBeenCalledWith('blob:test/1'), { timeout: 3000 });
    expect(document.querySelectorAll('a[download]').length).toBe(0); // the temporary link is gone

    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/admin/people/export').at(-1)!.body).toEqual({ email: 'ada@example.com', format: 'csv' }),
    );
  });

  it('erase: says what will happen, needs the e-mail typed again, then shows the report and polls it every 2 s until done', async () => {
    const calls = stubApi({ reportsInProgress: 1 });
    const user = userEvent.setup();
    renderRoute('/admin/people');
    await search(user);
    const opener = await screen.findByRole('button', { name: 'Erase this person' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Erase this person' });
    const description = dialog.getAttribute('aria-describedby')!;
    const text = document.getElementById(description)!.textContent!;
    expect(text).toContain('All 2 records of ada@example.com will be erased');
    // Each record staff confirm is listed.
    expect(dialog.querySelectorAll('[data-erase-records] li').length).toBe(2);
    expect(text).toContain("removed from the site's store, from its queue and from the mail the site kept");
    expect(text).toContain('the lead, the calendar event and the contact the site created are deleted or anonymised');
    const confirm = within(dialog).getByLabelText(/Type the e-mail address again to confirm/);
    expect(document.activeElement).toBe(confirm);

    await user.type(confirm, 'someone@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Erase everything' }));
    expect(within(dialog).getByText('Type the same e-mail address you searched for')).toBeTruthy();
    expect(calls.some((c) => c.url === '/api/admin/people/erase')).toBe(false);

    await user.clear(confirm);
    await user.type(confirm, ' ADA@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Erase everything' }));
    const report = await screen.findByRole('region', { name: 'Erasure report' });
    const confirmedIds = [contact.id, consultation.id];
    expect(calls.find((c) => c.url === '/api/admin/people/erase')!.body).toEqual({ email: 'ada@example.com', recordIds: confirmedIds });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(within(report).getByRole('heading', { name: 'Erasure report' }));
    expect(within(report).getByText('In progress')).toBeTruthy();
    expect(report.querySelector('[data-removed="store"]')!.textContent).toBe('2');
    expect(report.querySelector('[data-removed="redis"]')!.textContent).toBe('3');
    expect(report.querySelector('[data-removed="mail"]')!.textContent).toBe('1');
    expect(within(report).getAllByText('Waiting for Odoo').length).toBe(6);
    expect(await screen.findByText('No records found for ada@example.com.')).toBeTruthy();

    await waitFor(() => expect(within(report).getByText('Done')).toBeTruthy(), { timeout: 6000 });
    const asks = calls.filter((c) => c.url === '/api/admin/people/erasures/e1');
    // The 202 answer is the first state; then one ask per 2 s until the report is no longer in progress.
    expect(asks.length).toBe(2);
    expect(asks[1]!.at - asks[0]!.at).toBeGreaterThanOrEqual(1900);
    const odoo = within(report).getByRole('table');
    const k1 = odoo.querySelector('[data-record="k1"]') as HTMLElement;
    expect([...k1.querySelectorAll('td')].slice(1).map((td) => td.textContent)).toEqual(['Deleted', 'Deleted', 'Anonymised']);
    const c1 = odoo.querySelector('[data-record="c1"]') as HTMLElement;
    expect([...c1.querySelectorAll('td')].slice(1).map((td) => td.textContent)).toEqual(['Deleted', 'None (a contact)', 'Not there']);
    expect(within(report).getByText('Delete')).toBeTruthy();
    // No more asking once done.
    await new Promise((r) => setTimeout(r, 2300));
    expect(calls.filter((c) => c.url === '/api/admin/people/erasures/e1').length).toBe(2);
    // The recent list shows the new erasure as done.
    const recent = screen.getByRole('region', { name: 'Recent erasures' });
    await waitFor(() => expect(recent.querySelector('[data-erasure-item="e1"] [data-erasure-status="done"]')).toBeTruthy());
  }, 15_000);

  it('lists the recent erasures, retention ones too, and shows a report on demand', async () => {
    stubApi();
    const user = userEvent.setup();
    renderRoute('/admin/people');
    const recent = await screen.findByRole('region', { name: 'Recent erasures' });
    const item = await within(recent).findByText(/retention period by system: 1 record/);
    expect(item).toBeTruthy();
    await user.click(within(recent).getByRole('button', { name: /Show report/ }));
    const report = await screen.findByRole('region', { name: 'Erasure report' });
    expect(await within(report).findByText('Done')).toBeTruthy();
  });
});
