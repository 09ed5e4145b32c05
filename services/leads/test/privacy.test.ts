// Privacy rights through the real gateway, with real Redis, the SQLite store, the worker and the Odoo
// simulator over XML-RPC: consent stamped by the server, a person found, exported, corrected (the change
// reaches the Odoo lead) and erased everywhere (store, Redis, kept mail, Odoo in both modes) with an audit trail that
// keeps none of the erased data; retention erases only what is older; nothing without a staff session.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KeptMail } from '@site/contracts/mail';
import { type AuditEntry, type Erasure } from '@site/contracts/privacy';
import { PRIVACY_POLICY_VERSION } from '@site/contracts/privacy-policy-version';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { ApiClient, readEvents } from '@site/dev-stack/api-client';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';
import { seedContact } from '@site/dev-stack/seed-leads';
import { openSqliteStore } from '../src/store/sqlite-store';
import { until } from '@site/dev-stack/until';
import { nextSlot } from './fixtures';
import { redisDump } from './redis-dump';

type SimRow = Record<string, unknown> & { id: number };
type Person = { contacts: ContactRecord[]; consultations: ConsultationRecord[]; total: number };

let n = 0;

/** A person with a contact message and a booking, e-mail and phone spelled differently in each. */
function personOf(label: string) {
  const i = ++n;
  const email = `${label}.${i}@privacy.example.ng`;
  return {
    email,
    name: `${label} Person${i}`,
    phoneKey: `80355501${String(i).padStart(2, '0')}`,
    contact: {
      form: 'contact-page',
      name: `${label} Person${i}`,
      email: email.toUpperCase(),
      phone: `+234 803 555 01${String(i).padStart(2, '0')}`,
      company: 'Privacy Foods',
      message: 'Please call me back about Odoo.',
    },
    booking: {
      form: 'full',
      name: `${label} Person${i}`,
      email,
      phone: `0803 555 01${String(i).padStart(2, '0')}`,
      company: 'Privacy Foods',
      consultationType: 'odoo-erp',
      ...nextSlot(),
      duration: 60,
    },
  };
}

class PrivacyHarness {
  readonly staff: ApiClient;
  readonly visitor: ApiClient;
  constructor(readonly stack: Stack) {
    this.staff = new ApiClient(stack.url);
    this.visitor = new ApiClient(stack.url);
  }
  async submit(path: '/api/contact' | '/api/consultations', body: unknown) {
    const res = await this.visitor.post<{ id: string }>(path, body);
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  }
  async simRecords(model: string): Promise<SimRow[]> {
    return (await (await fetch(`${this.stack.odooUrl}/__sim/records?model=${model}`)).json()) as SimRow[];
  }
  async person(query: string): Promise<Person> {
    const res = await this.staff.get<Person>(`/api/admin/people?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body;
  }
  /** Waits until every record of the person is synced. */
  async synced(query: string, count: number, timeoutMs = 30_000) {
    return until(
      async () => {
        const p = await this.person(query);
        const all = [...p.contacts, ...p.consultations];
        if (all.length === count && all.every((r) => r.syncStatus === 'synced')) return p;
        throw new Error(`not synced: ${JSON.stringify(all.map((r) => [r.id, r.syncStatus, r.syncError]))}`);
      },
      'every record of the person to be synced',
      timeoutMs,
      200,
    );
  }
  async erasureDone(id: string, timeoutMs = 30_000): Promise<Erasure> {
    return until(
      async () => {
        const res = await this.staff.get<{ erasure: Erasure }>(`/api/admin/people/erasures/${id}`);
        expect(res.status, res.text).toBe(200);
        return res.body.erasure.status !== 'in-progress' ? res.body.erasure : undefined;
      },
      `erasure ${id} to finish`,
      timeoutMs,
      200,
    );
  }
  /** Looks the person up and erases exactly the records found (staff confirm what they saw). */
  async erase(query: { email: string } | { phone: string }) {
    const found = await this.person(new URLSearchParams(query).toString());
    const recordIds = [...found.contacts, ...found.consultations].map((r) => r.id);
    return this.staff.post<{ erasure: Erasure }>('/api/admin/people/erase', { ...query, recordIds });
  }
  async auditCsv() {
    const res = await this.staff.get('/api/admin/audit/export.csv');
    expect(res.status).toBe(200);
    return res.text;
  }
}

const FAST = {
  ODOO_TIMEOUT_MS: '1500',
  STALLED_INTERVAL_MS: '2000',
  SWEEP_INTERVAL_MS: '300',
  RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
  ODOO_RATE_LIMIT_PER_SECOND: '50',
  ODOO_PULL_INTERVAL_MS: '0',
};

describe('privacy rights (ODOO_ERASE=unlink)', () => {
  let stack: Stack;
  let h: PrivacyHarness;
  beforeAll(async () => {
    stack = await startStack({ env: { ...FAST, ODOO_ERASE: 'unlink' }, mailCatcher: true });
    h = new PrivacyHarness(stack);
    await h.staff.login(stack.adminUsername, stack.adminPassword);
  }, 120_000);
  afterAll(async () => stack?.stop());

  it('none of it is reachable without a staff session, however the path is spelled', async () => {
    const anonymous = new ApiClient(stack.url);
    const attempts: [string, string, unknown?][] = [
      ['GET', '/api/admin/people?email=a@b.ng'],
      ['GET', '/api/admin/%70eople?email=a@b.ng'],
      ['GET', '/api/admin/./people?email=a@b.ng'],
      ['POST', '/api/admin/people/export', { email: 'a@b.ng' }],
      ['POST', '/api/admin/people/correct', { kind: 'contact', id: 'x', field: 'name', value: 'Y' }],
      ['POST', '/api/admin/people/erase', { email: 'a@b.ng', recordIds: ['x'] }],
      ['GET', '/api/admin/people/erasures'],
      ['GET', '/api/admin/people/erasures/x'],
      ['GET', '/api/admin/audit'],
      ['GET', '/api/admin/audit/export.csv'],
    ];
    for (const [method, path, body] of attempts) {
      const res = await anonymous.request(method, path, body === undefined ? {} : { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.text).not.toMatch(/privacy\.example|"items"/);
    }
  });

  it('consent is the policy version in force and the server time, whatever the visitor sent', async () => {
    const p = personOf('Consent');
    const before = new Date().toISOString();
    await h.submit('/api/contact', {
      ...p.contact,
      context: { consent: { policyVersion: '2001-01-01', acceptedAt: '2001-01-01T00:00:00Z' } },
    });
    await h.submit('/api/consultations', p.booking);
    const found = await h.person(`email=${encodeURIComponent(p.email)}`);
    for (const r of [...found.contacts, ...found.consultations]) {
      expect(r.context?.consent?.policyVersion).toBe(PRIVACY_POLICY_VERSION);
      expect(r.context!.consent!.acceptedAt >= before && r.context!.consent!.acceptedAt <= new Date().toISOString()).toBe(true);
    }
    const csv = await h.staff.get(`/api/contacts/export.csv?q=${encodeURIComponent(p.email)}`);
    expect(csv.text.split('\r\n')[0]).toContain('"consentPolicyVersion","consentAcceptedAt"');
    expect(csv.text).toContain(`"${PRIVACY_POLICY_VERSION}"`);
  });

  it('finds a person by e-mail in any case or by phone in any spelling, and the export holds every record', async () => {
    const p = personOf('Export');
    const ids = [await h.submit('/api/contact', p.contact), await h.submit('/api/consultations', p.booking)];
    await h.submit('/api/contact', { ...personOf('Someone').contact });
    const byPhone = await h.person(`phone=${encodeURIComponent(`+234 (0) ${p.phoneKey}`)}`);
    expect([...byPhone.contacts, ...byPhone.consultations].map((r) => r.id).sort()).toEqual([...ids].sort());
    const json = await h.staff.post<{ contacts: ContactRecord[]; consultations: ConsultationRecord[] }>('/api/admin/people/export', {
      email: p.email.toUpperCase(),
      format: 'json',
    });
    expect(json.status, json.text).toBe(200);
    expect(json.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data_\d{4}-\d{2}-\d{2}\.json"$/);
    expect([...json.body.contacts, ...json.body.consultations].map((r) => r.id).sort()).toEqual([...ids].sort());
    expect(json.body.consultations[0]).toMatchObject({ email: p.email, company: 'Privacy Foods', preferredTime: p.booking.preferredTime });
    const csv = await h.staff.post('/api/admin/people/export', { phone: p.phoneKey, format: 'csv' });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = csv.text.trim().split('\r\n');
    expect(rows).toHaveLength(3);
    for (const id of ids) expect(csv.text).toContain(id);
    expect((await h.staff.get('/api/admin/people?email=x@y.ng&phone=0803')).status).toBe(400);
  });

  it('a correction reaches the Odoo lead', async () => {
    const p = personOf('Correct');
    const id = await h.submit('/api/contact', p.contact);
    const [record] = (await h.synced(`email=${encodeURIComponent(p.email)}`, 1)).contacts;
    const res = await h.staff.post<{ record: ContactRecord }>('/api/admin/people/correct', {
      kind: 'contact',
      id,
      field: 'phone',
      value: '0809 111 2222',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.record).toMatchObject({ phone: '0809 111 2222', revision: 1, syncStatus: 'pending' });
    await h.synced('phone=08091112222', 1);
    const lead = (await h.simRecords('crm.lead')).find((l) => l.id === record!.odooLeadId);
    expect(lead?.phone).toBe('0809 111 2222');
    const bad = await h.staff.post('/api/admin/people/correct', { kind: 'contact', id, field: 'email', value: 'not-an-address' });
    expect(bad.status).toBe(400);
    const audit = await h.staff.get<{ items: AuditEntry[] }>('/api/admin/audit?limit=20');
    expect(audit.body.items.find((e) => e.action === 'correction')).toMatchObject({
      actor: stack.adminUsername,
      target: `contact:${id}`,
      detail: 'field phone',
    });
  });

  it('an erase removes the person from the store, Redis and Odoo, with a report and an audit trail that keep none of it', async () => {
    const p = personOf('Erase');
    const ids = [await h.submit('/api/contact', p.contact), await h.submit('/api/consultations', p.booking)];
    const found = await h.synced(`email=${encodeURIComponent(p.email)}`, 2);
    const leadIds = [...found.contacts, ...found.consultations].map((r) => r.odooLeadId);
    const eventId = found.consultations[0]!.odooEventId;
    const partners = await h.simRecords('res.partner');
    const ourPartner = partners.find((x) => x.email === p.email);
    expect(ourPartner, 'the booking made a partner').toBeDefined();
    // The confirmation went out (it waits for the Odoo event): kept by the product and by the catcher.
    const keptFor = async () =>
      (await h.staff.get<{ items: KeptMail[] }>('/api/admin/mail?limit=200')).body.items.filter(
        (m) => m.to.toLowerCase() === p.email.toLowerCase(),
      );
    await until(async () => (await keptFor()).some((m) => m.status === 'sent'), 'the confirmation to be sent', 20_000, 200);
    expect((await keptFor()).map((m) => [m.kind, m.status])).toEqual([['confirmation', 'sent']]);
    const catcherFiles = () =>
      readdirSync(stack.mailDir!).filter((f) =>
        readFileSync(join(stack.mailDir!, f), 'utf8').toLowerCase().includes(p.email.toLowerCase()),
      );
    expect(catcherFiles()).toHaveLength(1);

    // An open dashboard hears each erased record, so it drops the rows.
    const stream = await fetch(`${stack.url}/api/events`, { headers: { cookie: h.staff.cookie! } });
    const erasedIds: string[] = [];
    const heard = readEvents(stream.body!, (event, data) => {
      if (event === 'record.erased') erasedIds.push((data as { id: string }).id);
      return erasedIds.length === 2;
    });
    const res = await h.erase({ email: p.email });
    expect(res.status, res.text).toBe(202);
    expect(res.body.erasure).toMatchObject({ status: 'in-progress', reason: 'request', removed: { store: 2 } });
    await heard;
    expect(erasedIds.sort()).toEqual([...ids].sort());
    expect((await h.person(`email=${encodeURIComponent(p.email)}`)).total).toBe(0);
    expect(res.body.erasure.removed.mail).toBe(1);
    expect(await keptFor()).toEqual([]);
    expect(catcherFiles()).toEqual([]);

    const done = await h.erasureDone(res.body.erasure.id);
    expect(done).toMatchObject({ status: 'done', mode: 'unlink' });
    expect(done.odoo!.map((o) => o.recordId).sort()).toEqual([...ids].sort());
    expect(done.odoo!.every((o) => o.lead === 'unlinked')).toBe(true);

    const leads = await h.simRecords('crm.lead');
    expect(leads.filter((l) => leadIds.includes(l.id))).toEqual([]);
    expect((await h.simRecords('calendar.event')).filter((e) => e.id === eventId)).toEqual([]);
    // The bot may not delete contacts (Extra Rights / Contact Creation): ours is anonymised and archived.
    expect((await h.simRecords('res.partner')).filter((x) => x.id === ourPartner!.id)).toEqual([
      expect.objectContaining({ name: 'Erased person', email: null, phone: null, active: false }),
    ]);
    expect(done.odoo!.find((o) => o.partner !== 'absent')?.partner).toBe('anonymised');
    const tracking = JSON.stringify(await h.simRecords('mail.tracking.value'));
    expect(tracking.toLowerCase()).not.toContain(p.email.toLowerCase());
    const dump = await redisDump(h.stack.redisUrl);
    for (const secret of [p.email, p.name, p.phoneKey.slice(-7)]) expect(dump.toLowerCase()).not.toContain(secret.toLowerCase());

    // Erasing again finds nothing; the audit trail names the erasure, never the person.
    expect((await h.staff.post('/api/admin/people/erase', { email: p.email, recordIds: ids })).status).toBe(404);
    const csv = await h.auditCsv();
    expect(csv).toContain(`erasure:${res.body.erasure.id}`);
    expect(csv).toMatch(/"erase-done"/);
    for (const secret of [p.email, p.name, p.phoneKey]) expect(csv.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('an erase that Odoo refuses is reported failed with the reason, and staff can run it again', async () => {
    const p = personOf('Refused');
    await h.submit('/api/contact', p.contact);
    const [record] = (await h.synced(`email=${encodeURIComponent(p.email)}`, 1)).contacts;
    await fetch(`${stack.odooUrl}/__sim/control`, {
      method: 'POST',
      // Odoo's refusal of a delete another record depends on (a user error, not the bot's rights).
      body: JSON.stringify({
        action: 'fail',
        target: 'crm.lead.unlink',
        times: 1,
        failure: {
          type: 'fault',
          faultCode: 2,
          faultString:
            'The operation cannot be completed: another model requires the record being deleted. If possible, archive it instead.',
        },
      }),
    });
    const res = await h.erase({ email: p.email });
    const failed = await h.erasureDone(res.body.erasure.id);
    expect(failed).toMatchObject({ status: 'failed', error: expect.stringMatching(/another model requires the record being deleted/) });
    expect((await h.simRecords('crm.lead')).some((l) => l.id === record!.odooLeadId)).toBe(true);
    const again = await h.staff.post<{ erasure: Erasure }>(`/api/admin/people/erasures/${failed.id}/retry`);
    expect(again.status, again.text).toBe(202);
    expect(await h.erasureDone(failed.id)).toMatchObject({ status: 'done', odoo: [{ recordId: record!.id, lead: 'unlinked' }] });
    expect((await h.simRecords('crm.lead')).some((l) => l.id === record!.odooLeadId)).toBe(false);
    expect((await h.staff.post(`/api/admin/people/erasures/${failed.id}/retry`)).status).toBe(409);
  });

  it('staff log-ins, exports and searches are in the audit log, newest first and paged', async () => {
    const other = new ApiClient(stack.url);
    await other.login(stack.adminUsername, stack.adminPassword);
    await other.get('/api/consultations/export.csv?q=someone@example.ng');
    const first = await h.staff.get<{ items: AuditEntry[]; nextBefore: number | null }>('/api/admin/audit?limit=2');
    expect(first.body.items.map((e) => e.action)).toEqual(['list-export', 'login']);
    expect(first.body.items[0]).toMatchObject({ detail: 'search: e-mail address', target: expect.stringMatching(/^consultations_/) });
    expect(first.body.items[1]!.ip).toBeTruthy();
    const next = await h.staff.get<{ items: AuditEntry[] }>(`/api/admin/audit?limit=2&before=${first.body.nextBefore}`);
    expect(next.body.items[0]!.seq).toBeLessThan(first.body.items[1]!.seq);
    expect(await h.auditCsv()).not.toContain('someone@example.ng');
  });

  it('retention erases only what is older than RETENTION_MONTHS, and the dry run only lists it', async () => {
    const store = openSqliteStore(join(stack.dataDir, 'leads.sqlite'));
    const now = Date.now();
    const old = seedContact(900_001, now - 25 * 30 * 24 * 3600_000);
    const recent = seedContact(900_002, now - 23 * 30 * 24 * 3600_000);
    store.insertMany('contact', [old, recent]);
    await store.close();
    const run = promisify(execFile);
    const env = { ...process.env, DATA_DIR: stack.dataDir, REDIS_URL: stack.redisUrl, RETENTION_MONTHS: '24' };
    const dry = await run('npm', ['run', '--silent', 'retention', '--', '--dry-run'], { cwd: REPO_ROOT, env });
    expect(dry.stdout).toContain(old.id);
    expect(dry.stdout).not.toContain(recent.id);
    expect((await h.staff.get<ContactRecord[]>('/api/contacts')).status).toBe(200);
    const all = async () => (await h.staff.contacts()).body.map((r) => r.id);
    expect(await all()).toContain(old.id);

    const real = await run('npm', ['run', '--silent', 'retention'], { cwd: REPO_ROOT, env });
    expect(real.stdout).toMatch(/^1 record\(s\) received before/m);
    const ids = await all();
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(recent.id);
    const list = await h.staff.get<{ items: Erasure[] }>('/api/admin/people/erasures');
    expect(list.body.items[0]).toMatchObject({ reason: 'retention', requestedBy: 'system', records: [{ kind: 'contact', id: old.id }] });
  });
});

describe('privacy rights (ODOO_ERASE=anonymise)', () => {
  let stack: Stack;
  let h: PrivacyHarness;
  beforeAll(async () => {
    stack = await startStack({ env: { ...FAST, ODOO_ERASE: 'anonymise' } });
    h = new PrivacyHarness(stack);
    await h.staff.login(stack.adminUsername, stack.adminPassword);
  }, 120_000);
  afterAll(async () => stack?.stop());

  it('an erase anonymises the lead, the event and our partner in Odoo, and nothing of the person is left there', async () => {
    const p = personOf('Anon');
    await h.submit('/api/consultations', p.booking);
    const found = await h.synced(`email=${encodeURIComponent(p.email)}`, 1);
    const { odooLeadId, odooEventId } = found.consultations[0]!;
    const res = await h.erase({ phone: p.phoneKey });
    expect(res.status, res.text).toBe(202);
    const done = await h.erasureDone(res.body.erasure.id);
    expect(done).toMatchObject({
      status: 'done',
      mode: 'anonymise',
      odoo: [{ lead: 'anonymised', event: 'anonymised', partner: 'anonymised' }],
    });
    const sim = JSON.stringify([
      ...(await h.simRecords('crm.lead')),
      ...(await h.simRecords('calendar.event')),
      ...(await h.simRecords('res.partner')),
    ]);
    for (const secret of [p.email, p.name, p.phoneKey.slice(-7)]) expect(sim.toLowerCase()).not.toContain(secret.toLowerCase());
    expect((await h.simRecords('crm.lead')).some((l) => l.id === odooLeadId)).toBe(true);
    expect((await h.simRecords('calendar.event')).some((e) => e.id === odooEventId)).toBe(true);
  });
});
