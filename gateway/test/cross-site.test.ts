// Issue #20, "another site can act with a staff session": a top-level navigation from another site to a
// staff API (the export, a person look-up) carries the SameSite=Lax cookie. The gateway refuses every staff
// request a browser marks as coming from another site (Sec-Fetch-Site), before the session is looked up,
// so nothing is answered or audited in the staff member's name; requests from our own pages, typed
// addresses and API clients (no such header) are served as before. The run's shared stack.
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuditEntry } from '@site/contracts/privacy';
import { ApiClient } from '@site/dev-stack/api-client';
import { inheritedEnv } from '@site/dev-stack/child-service';
import { sharedStack } from '@site/dev-stack/shared-stack';
import { REPO_ROOT } from '@site/dev-stack/stack';

const stack = sharedStack();
/** A staff account of this test's own, so that its audit entries are told apart from other files'. */
const account = { username: `cross-site-${Date.now()}`, password: `Cr0ss-${Date.now()}-Rumuola-Trans!` };
let staff: ApiClient;
const controller = new AbortController();

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    const child = execFile(
      'npm',
      ['run', '--silent', 'staff', '--', 'add', account.username],
      { cwd: REPO_ROOT, env: { ...inheritedEnv(), DATA_DIR: stack.dataDir } },
      (err, _out, stderr) => (err ? reject(new Error(stderr)) : resolve()),
    );
    child.stdin?.end(`${account.password}\n`);
  });
  staff = new ApiClient(stack.url);
  await staff.login(account.username, account.password);
}, 60_000);
afterAll(() => controller.abort());

const asStaff = (path: string, site?: string) =>
  fetch(`${stack.url}${path}`, {
    headers: { cookie: staff.cookie!, ...(site ? { 'sec-fetch-site': site, 'sec-fetch-mode': 'navigate' } : {}) },
    redirect: 'manual',
    signal: controller.signal,
  });

const STAFF_READS = [
  '/api/consultations/export.csv',
  `/api/admin/people?email=${encodeURIComponent('victim@example.ng')}`,
  '/api/contacts',
  '/api/events',
  '/admin/queues',
  '/admin/queues/api/queues',
];
/** This account's audit entries. */
const audited = async () =>
  (await staff.get<{ items: AuditEntry[] }>('/api/admin/audit?limit=200')).body.items.filter((e) => e.actor === account.username);

describe('staff requests from other sites', () => {
  it('when another site sends the browser to a staff address, then it is refused with 403 and nothing is audited', async () => {
    for (const site of ['cross-site', 'same-site']) {
      for (const path of STAFF_READS) {
        const res = await asStaff(path, site);
        expect(res.status, `${site} ${path}`).toBe(403);
        expect(await res.json()).toMatchObject({ success: false, error: 'forbidden' });
      }
    }
    // Nothing was read in this account's name: its only entry is its log-in.
    expect((await audited()).map((e) => e.action)).toEqual(['login']);
  });

  it('when the request comes from our own pages, a typed address or an API client, then it is served', async () => {
    for (const site of ['same-origin', 'none', undefined]) {
      for (const path of ['/api/consultations/export.csv', `/api/admin/people?email=${encodeURIComponent('victim@example.ng')}`]) {
        const res = await asStaff(path, site);
        expect(res.status, `${site ?? 'no header'} ${path}`).toBe(200);
        await res.body?.cancel();
      }
    }
    expect((await audited()).filter((e) => e.action !== 'login').map((e) => e.action)).toEqual(
      ['list-export', 'person-search', 'list-export', 'person-search', 'list-export', 'person-search'].reverse(),
    );
    // The public forms are not staff routes: a visitor's browser may send them from a page of ours as ever.
    const health = await fetch(`${stack.url}/api/health`, { headers: { 'sec-fetch-site': 'cross-site' } });
    expect(health.status).toBe(200);
  });
});
