// Issue #20, "staff actions missing from the audit log" and "the audit log can be rewritten": every staff
// read of personal data (list searches by shape, the kept-mail list, the live stream), every queue-board
// change and every `npm run staff` action is an entry; board changes that forge job data are off; the
// entries are chained with an HMAC whose key is not in the database, and `npm run audit-log -- verify`
// finds an entry deleted, changed or forged with the triggers dropped. Also "different people are one
// person": one phone, several e-mail addresses, said so; an erase takes only the records staff confirmed.
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { type AuditEntry } from '@site/contracts/privacy';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { inheritedEnv } from '@site/dev-stack/child-service';
import { ApiClient } from '@site/dev-stack/api-client';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { validContact } from './fixtures';

let stack: Stack;
let staff: ApiClient;

beforeAll(async () => {
  stack = await startStack({ odoo: false, env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' } });
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
}, 120_000);
afterAll(async () => stack?.stop());

type Run = { code: number; stdout: string; stderr: string };
const npmRun = (script: string, args: string[], input?: string) =>
  new Promise<Run>((resolve) => {
    const child = execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: REPO_ROOT, env: { ...inheritedEnv(), DATA_DIR: stack.dataDir } },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input ?? '');
  });

/** The newest entries (after `since`, an entry's seq), oldest first. */
async function entriesSince(since: number): Promise<AuditEntry[]> {
  const items = (await staff.get<{ items: AuditEntry[] }>('/api/admin/audit?limit=200')).body.items;
  return items.filter((e) => e.seq > since).reverse();
}
const lastSeq = async () => (await staff.get<{ items: AuditEntry[] }>('/api/admin/audit?limit=1')).body.items[0]?.seq ?? 0;

describe('a complete audit log', () => {
  it('when staff search a list, read the kept-mail list or open the live stream, then each is an entry that names its shape, never the search', async () => {
    const since = await lastSeq();
    const email = 'someone.searched@example.ng';
    expect((await staff.get(`/api/consultations?q=${encodeURIComponent(email)}`)).status).toBe(200);
    expect((await staff.get('/api/contacts?q=Okafor&status=new')).status).toBe(200);
    expect((await staff.get('/api/admin/mail')).status).toBe(200);
    const controller = new AbortController();
    const stream = await fetch(`${stack.url}/api/events`, { headers: { cookie: staff.cookie! }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const entries = await until(
      async () => {
        const e = await entriesSince(since);
        return e.some((x) => x.action === 'live-stream') ? e : undefined;
      },
      'the live stream to be audited',
      10_000,
    );
    controller.abort();
    expect(entries.map((e) => [e.action, e.target, e.detail])).toEqual([
      ['list-read', 'consultations', 'search: e-mail address'],
      ['list-read', 'contacts', 'search: text of 6 characters, status=new'],
      ['mail-list', 'kept mail', 'first page'],
      ['live-stream', 'live events', 'opened'],
    ]);
    expect(entries.every((e) => e.actor === stack.adminUsername && e.ip)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('someone.searched');
  });

  it('when an operator changes the queue board, then the change is an entry; adding a job or editing job data is refused for everyone', async () => {
    const since = await lastSeq();
    expect((await staff.request('PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/pause`)).status).toBe(200);
    expect((await staff.request('PUT', `/admin/queues/api/queues/${SYNC_QUEUE}/resume`)).status).toBe(200);
    const forged = await staff.request('POST', `/admin/queues/api/queues/${SYNC_QUEUE}/add`, {
      body: { name: 'sync', data: { kind: 'contact', record: {} } },
    });
    expect(forged.status).toBe(403);
    expect(
      (await staff.request('PATCH', `/admin/queues/api/queues/${SYNC_QUEUE}/some-job/update-data`, { body: { data: {} } })).status,
    ).toBe(403);
    const entries = await entriesSince(since);
    expect(entries.map((e) => [e.action, e.target, e.detail])).toEqual([
      ['queue-board', `queue:${SYNC_QUEUE}`, `PUT /api/queues/${SYNC_QUEUE}/pause`],
      ['queue-board', `queue:${SYNC_QUEUE}`, `PUT /api/queues/${SYNC_QUEUE}/resume`],
    ]);
    // The route that writes those entries exists only for the gateway.
    expect((await staff.post('/api/admin/audit/queue-board', { method: 'PUT', path: '/api/queues/x/pause' })).status).toBe(404);
  });

  it('when someone runs `npm run staff`, then each command is an entry with the operating-system user as its actor, and no password', async () => {
    const since = await lastSeq();
    const name = `audited-${Date.now()}`;
    const password = `Tr4in-${Date.now()}-Okrika-Bonny!`;
    expect(await npmRun('staff', ['add', name], `${password}\n`)).toMatchObject({ code: 0 });
    expect(await npmRun('staff', ['list'])).toMatchObject({ code: 0 });
    expect(await npmRun('staff', ['operator', name, 'on'])).toMatchObject({ code: 0 });
    const entries = await entriesSince(since);
    expect(entries.map((e) => [e.actor, e.action, e.target, e.detail])).toEqual([
      [`cli:${userInfo().username}`, 'staff-cli', `staff:${name}`, 'add'],
      [`cli:${userInfo().username}`, 'staff-cli', 'staff accounts', 'list'],
      [`cli:${userInfo().username}`, 'staff-cli', `staff:${name}`, 'operator on'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(password);
  });
});

describe('a tamper-evident audit log', () => {
  it('when the chain is intact, then the check says so; when an entry is deleted and another rewritten behind dropped triggers, then it names both', async () => {
    const ok = await npmRun('audit-log', ['verify']);
    expect(ok, ok.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^audit log intact: \d+ entries/) });
    const entries = (await staff.get<{ items: AuditEntry[] }>('/api/admin/audit?limit=200')).body.items;
    expect(entries.length).toBeGreaterThan(4);
    const [removed, changed] = [entries.at(-3)!.seq, entries.at(-2)!.seq];

    // Whoever holds the file: the triggers dropped, an entry deleted and one rewritten, the triggers back.
    const db = new Database(join(stack.dataDir, 'leads.sqlite'));
    try {
      const triggers = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'audit_log'").all() as {
        name: string;
        sql: string;
      }[];
      for (const t of triggers) db.exec(`DROP TRIGGER ${t.name}`);
      db.prepare('DELETE FROM audit_log WHERE seq = ?').run(removed);
      db.prepare("UPDATE audit_log SET actor = 'someone-else' WHERE seq = ?").run(changed);
      for (const t of triggers) db.exec(t.sql);
    } finally {
      db.close();
    }
    const broken = await npmRun('audit-log', ['verify']);
    expect(broken.code).toBe(1);
    expect(broken.stdout).toMatch(/^audit log BROKEN/);
    expect(broken.stdout).toContain(`entries ${removed}–${removed} are missing`);
    expect(broken.stdout).toContain(`entry ${changed} does not match its seal`);
  });
});

describe('one person is one person', () => {
  it('when records share a phone number in another country, or one phone has several e-mail addresses, then the look-up finds only that number and says so; an erase takes only the records staff confirmed', async () => {
    const visitor = new ApiClient(stack.url);
    const send = async (email: string, phone: string) => {
      const res = await visitor.post<{ id: string }>('/api/contact', { ...validContact['contact-page'], email, phone, fillMs: 5000 });
      expect(res.status, res.text).toBe(201);
      return res.body.id;
    };
    const stamp = Date.now();
    const ng = await send(`ng-${stamp}@example.ng`, '0703 123 4567');
    await send(`uk-${stamp}@example.co.uk`, '+44 7031 234567');
    await send(`us-${stamp}@example.com`, '+1 (703) 123-4567');
    const lookUp = async () =>
      (
        await staff.get<{ contacts: ContactRecord[]; consultations: ConsultationRecord[]; total: number; warnings: string[] }>(
          `/api/admin/people?phone=${encodeURIComponent('+234 703 123 4567')}`,
        )
      ).body;
    const one = await lookUp();
    expect(one.contacts.map((r) => r.id)).toEqual([ng]);
    expect(one.warnings).toEqual([]);

    const shared = await send(`other-${stamp}@example.ng`, '+2347031234567');
    const two = await lookUp();
    expect(two.contacts.map((r) => r.id).sort()).toEqual([ng, shared].sort());
    expect(two.warnings).toEqual([expect.stringMatching(/^This phone number is on records with 2 different e-mail addresses/)]);
    // Staff confirmed only the first record: nothing is erased, they must look again.
    const refused = await staff.post('/api/admin/people/erase', { phone: '+234 703 123 4567', recordIds: [ng] });
    expect(refused.status).toBe(409);
    expect((await lookUp()).total).toBe(2);
    expect((await staff.get('/api/admin/people?phone=12ab34cd5678')).status).toBe(400);
  });
});
