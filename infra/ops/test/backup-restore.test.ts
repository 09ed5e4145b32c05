// Backup under load and restore into a fresh DATA_DIR, with the real stack (Redis, leads, gateway,
// SQLite file store) and the real `npm run backup` / `npm run restore` commands.
import Database from 'better-sqlite3';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inheritedEnv } from '@site/dev-stack/child-service';
import { ApiClient } from '@site/dev-stack/api-client';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { type Erasure } from '@site/contracts/privacy';
import { type ContactRecord } from '@site/contracts/records';
import { openSqliteStore } from '@site/leads/store/sqlite-store';
import { LEADS_DB_FILE } from '../src/leads-db';

const admin = { username: 'backup-admin', password: randomBytes(12).toString('base64url') };
const stacks: Stack[] = [];
afterAll(async () => {
  for (const s of stacks) await s.stop();
});

type Run = { code: number; stdout: string; stderr: string };

/** `npm run <script> [args]` from the repository root, with this DATA_DIR. */
function npmRun(script: 'backup' | 'restore', dataDir: string, args: string[] = [], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: REPO_ROOT, env: { ...inheritedEnv(), DATA_DIR: dataDir, ...env } },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

function contactIds(dbFile: string): Set<string> {
  const db = new Database(dbFile, { readonly: true, fileMustExist: true });
  try {
    return new Set((db.prepare('SELECT id FROM contacts').all() as { id: string }[]).map((r) => r.id));
  } finally {
    db.close();
  }
}

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));

// Each test starts and stops whole stacks and compiles nothing twice; on a loaded machine one takes a minute.
describe('backup and restore', { timeout: 180_000 }, () => {
  it('when a backup is taken while visitors submit, then a restore into a fresh DATA_DIR serves every record acknowledged before the backup began', async () => {
    const first = await startStack({ odoo: false, admin, dataDir: tempDir('backup-src'), env: { RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' } });
    stacks.push(first);

    // Four visitors submit without pause; an id counts as acknowledged when its 201 arrived.
    const acked: string[] = [];
    let submitting = true;
    const visitor = async (n: number) => {
      const client = new ApiClient(first.url);
      for (let i = 0; submitting && i < 5000; i++) {
        const res = await client.post<{ id: string }>('/api/contact', {
          name: `Visitor ${n}-${i}`,
          email: `v${n}.${i}@example.ng`,
          message: 'Backup under load.',
        });
        if (res.status !== 201) throw new Error(`submission answered ${res.status}: ${res.text}`);
        acked.push(res.body.id);
      }
    };
    const load = Promise.all([1, 2, 3, 4].map(visitor));
    while (acked.length < 100) await new Promise((r) => setTimeout(r, 20));

    const ackedBeforeBackup = [...acked];
    const backupFile = join(tempDir('backups'), 'leads-under-load.sqlite');
    const backup = await npmRun('backup', first.dataDir, [backupFile]);
    const ackedWhileBackingUp = acked.length - ackedBeforeBackup.length;
    await new Promise((r) => setTimeout(r, 300));
    submitting = false;
    await load;
    await first.stop();

    expect(backup, backup.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^backup written: .*integrity ok\)$/m) });
    expect(ackedWhileBackingUp, 'the stack kept taking submissions during the backup').toBeGreaterThan(0);
    expect(acked.length).toBeGreaterThan(ackedBeforeBackup.length);

    const fresh = tempDir('restore-dst');
    const restore = await npmRun('restore', fresh, [backupFile]);
    expect(restore, restore.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/^restored /) });

    const second = await startStack({ odoo: false, admin, dataDir: fresh });
    stacks.push(second);
    const present = contactIds(join(fresh, LEADS_DB_FILE));
    expect(ackedBeforeBackup.filter((id) => !present.has(id))).toEqual([]);
    // The restored stack serves: the staff account came back with the file, and it lists the records.
    const staff = new ApiClient(second.url);
    await staff.login(admin.username, admin.password);
    const listed = new Set((await staff.contacts()).body.map((c) => c.id));
    expect(listed.has(ackedBeforeBackup.at(-1)!)).toBe(true);
    expect(
      (
        await new ApiClient(second.url).post('/api/contact', {
          name: 'After Restore',
          email: 'after@example.ng',
          message: 'Still taking leads.',
        })
      ).status,
    ).toBe(201);
  });

  it('when the default target is used, then the backup lands in DATA_DIR/backups as one self-contained file', async () => {
    const stack = await startStack({ odoo: false, admin: false, dataDir: tempDir('backup-default') });
    stacks.push(stack);
    const sent = await new ApiClient(stack.url).post<{ id: string }>('/api/contact', {
      name: 'Ada Eze',
      email: 'ada@example.ng',
      message: 'Default path.',
    });
    const run = await npmRun('backup', stack.dataDir);
    expect(run, run.stderr).toMatchObject({ code: 0 });
    const files = readdirSync(join(stack.dataDir, 'backups'));
    expect(files).toEqual([expect.stringMatching(/^leads-\d{8}T\d{6}Z\.sqlite$/)]);
    expect(contactIds(join(stack.dataDir, 'backups', files[0]!)).has(sent.body.id)).toBe(true);
    // Rollback-journal mode: no -wal file is needed (or left) beside the copy.
    expect(readFileSync(join(stack.dataDir, 'backups', files[0]!)).readUInt8(18)).toBe(1);
  });

  it('when the leads service is running on the DATA_DIR, or the file is not a sound leads database, then restore refuses and changes nothing', async () => {
    const stack = await startStack({ odoo: false, admin: false, dataDir: tempDir('restore-busy') });
    stacks.push(stack);
    const sent = await new ApiClient(stack.url).post<{ id: string }>('/api/contact', {
      name: 'Busy Stack',
      email: 'busy@example.ng',
      message: 'Running.',
    });
    const good = join(tempDir('backups'), 'good.sqlite');
    expect((await npmRun('backup', stack.dataDir, [good])).code).toBe(0);

    const whileRunning = await npmRun('restore', stack.dataDir, [good]);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.stderr).toMatch(/is open in process \d+.*stop the stack before restoring/);
    await stack.stop();
    expect(contactIds(join(stack.dataDir, LEADS_DB_FILE)).has(sent.body.id)).toBe(true);

    const target = tempDir('restore-bad');
    const garbage = join(target, 'garbage.sqlite');
    writeFileSync(garbage, 'this is not a database');
    const corrupt = join(target, 'corrupt.sqlite');
    const bytes = readFileSync(good);
    bytes.fill(0x5a, 4096, 8192); // a page of the tables overwritten
    writeFileSync(corrupt, bytes);
    for (const bad of [garbage, corrupt, join(target, 'missing.sqlite')]) {
      const run = await npmRun('restore', target, [bad]);
      expect(run.code, bad).toBe(1);
      expect(run.stderr, bad).toMatch(/^restore refused: /);
    }
    expect(existsSync(join(target, LEADS_DB_FILE))).toBe(false);
  });

  // Issue #20: "`npm run backup`, erase, `npm run restore` gives the person back, synced".
  it('when a person is erased after a backup, then restoring that backup does not bring them back: the erasure ledger erases them again, in the store and in Odoo', async () => {
    const dataDir = tempDir('restore-erased');
    const env = { SWEEP_INTERVAL_MS: '300', ODOO_PULL_INTERVAL_MS: '0', RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' };
    const first = await startStack({ admin, dataDir, env });
    stacks.push(first);
    const staff = new ApiClient(first.url);
    await staff.login(admin.username, admin.password);
    const email = `restored-${Date.now()}@example.ng`;
    const sent = await new ApiClient(first.url).post<{ id: string }>('/api/contact', {
      name: 'Erased Before Restore',
      email,
      message: 'Forget me.',
    });
    expect(sent.status, sent.text).toBe(201);
    const lookUp = async (client: ApiClient) =>
      (await client.get<{ contacts: ContactRecord[]; total: number }>(`/api/admin/people?email=${encodeURIComponent(email)}`)).body;
    await until(async () => (await lookUp(staff)).contacts[0]?.syncStatus === 'synced', 'the contact to be synced', 60_000, 200);
    const backupFile = join(tempDir('backups'), 'before-erase.sqlite');
    expect((await npmRun('backup', dataDir, [backupFile])).code).toBe(0);
    const erase = await staff.post<{ erasure: Erasure }>('/api/admin/people/erase', { email, recordIds: [sent.body.id] });
    expect(erase.status, erase.text).toBe(202);
    await until(
      async () =>
        (await staff.get<{ erasure: Erasure }>(`/api/admin/people/erasures/${erase.body.erasure.id}`)).body.erasure.status === 'done',
      'the erase to be done',
      60_000,
      200,
    );
    await first.stop();

    const restore = await npmRun('restore', dataDir, [backupFile]);
    expect(restore, restore.stderr).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/^1 record\(s\) of people erased since the backup were erased again/m),
    });
    expect(contactIds(join(dataDir, LEADS_DB_FILE)).has(sent.body.id)).toBe(false);

    const second = await startStack({ admin, dataDir, env });
    stacks.push(second);
    const again = new ApiClient(second.url);
    await again.login(admin.username, admin.password);
    expect((await lookUp(again)).total).toBe(0);
    // Nothing of the person reached Odoo again (the restored record was synced; Odoo had it erased).
    const leads = (await (await fetch(`${second.odooUrl}/__sim/records?model=crm.lead`)).json()) as { description?: string }[];
    expect(leads.filter((l) => String(l.description ?? '').includes(sent.body.id))).toEqual([]);
  }, 180_000);

  it('when backups and databases a restore kept aside are older than BACKUP_KEEP_DAYS, then the next backup deletes them; newer ones stay', async () => {
    const dataDir = tempDir('backup-expiry');
    await openSqliteStore(join(dataDir, LEADS_DB_FILE)).close();
    const backups = join(dataDir, 'backups');
    mkdirSync(backups);
    const old = new Date(Date.now() - 40 * 86_400_000);
    const files = {
      oldBackup: join(backups, 'leads-20200101T000000Z.sqlite'),
      newBackup: join(backups, 'leads-20990101T000000Z.sqlite'),
      oldKept: join(dataDir, `${LEADS_DB_FILE}.before-restore-20200101T000000Z`),
      oldKeptWal: join(dataDir, `${LEADS_DB_FILE}.before-restore-20200101T000000Z-wal`),
    };
    for (const f of Object.values(files)) writeFileSync(f, 'x');
    for (const f of [files.oldBackup, files.oldKept, files.oldKeptWal]) utimesSync(f, old, old);
    const run = await npmRun('backup', dataDir, [], { BACKUP_KEEP_DAYS: '30' });
    expect(run, run.stderr).toMatchObject({ code: 0, stdout: expect.stringMatching(/deleted 3 file\(s\) older than 30 days/) });
    expect(Object.fromEntries(Object.entries(files).map(([k, f]) => [k, existsSync(f)]))).toEqual({
      oldBackup: false,
      newBackup: true,
      oldKept: false,
      oldKeptWal: false,
    });
  }, 60_000);
});
