// Issue #20, "erased data stays on disk": after an erase no file under DATA_DIR holds the person's e-mail
// address or message (SQLite overwrites deleted rows and its search index, its write-ahead log is
// truncated, Redis' append-only file is rewritten, kept mail and the catcher's files go); and every data
// file and folder there is private to the service's user. The whole stack: worker, simulator, mail.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type KeptMail } from '@site/contracts/mail';
import { type Erasure } from '@site/contracts/privacy';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { inheritedEnv } from '@site/dev-stack/child-service';
import { ApiClient } from '@site/dev-stack/api-client';
import { REPO_ROOT, startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { bookingLinkKey, signBookingToken } from '../src/booking/booking-token';
import { validConsultation } from './fixtures';

let stack: Stack;
let staff: ApiClient;

beforeAll(async () => {
  stack = await startStack({
    mailCatcher: true,
    env: {
      ODOO_TIMEOUT_MS: '1500',
      STALLED_INTERVAL_MS: '2000',
      SWEEP_INTERVAL_MS: '300',
      ODOO_RATE_LIMIT_PER_SECOND: '50',
      ODOO_PULL_INTERVAL_MS: '0',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
    },
  });
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
}, 120_000);
afterAll(async () => stack?.stop());

/** Every file under a folder, with its path (recursively). */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

/** The files under DATA_DIR whose bytes hold any of these texts (case-insensitive for ASCII). */
function filesHolding(texts: string[]): string[] {
  return filesUnder(stack.dataDir).filter((file) => {
    let bytes: string;
    try {
      bytes = readFileSync(file).toString('latin1').toLowerCase();
    } catch {
      return false; // gone meanwhile (a rewrite replaced it)
    }
    return texts.some((t) => bytes.includes(Buffer.from(t.toLowerCase(), 'utf8').toString('latin1')));
  });
}

type Person = { contacts: ContactRecord[]; consultations: ConsultationRecord[]; total: number };

describe('nothing left behind', () => {
  it("when a person is erased, then no file under DATA_DIR holds their e-mail address or message: not the store, its WAL, Redis' files, the kept mail or the simulator", async () => {
    const stamp = Date.now();
    const email = `leaves-nothing-${stamp}@example.ng`;
    const message = `Please keep this secret booking note ${stamp} to yourselves`;
    const visitor = new ApiClient(stack.url);
    const booked = await visitor.post<{ id: string }>('/api/consultations', {
      ...validConsultation().full,
      email,
      name: 'Nkechi Erased',
      message,
      fillMs: 5000,
    });
    expect(booked.status, booked.text).toBe(201);
    const sent = await visitor.post('/api/contact', { form: 'contact-page', name: 'Nkechi Erased', email, message, fillMs: 5000 });
    expect(sent.status, sent.text).toBe(201);
    const lookUp = async () => (await staff.get<Person>(`/api/admin/people?email=${encodeURIComponent(email)}`)).body;
    await until(
      async () => {
        const p = await lookUp();
        return p.total === 2 && [...p.contacts, ...p.consultations].every((r) => r.syncStatus === 'synced');
      },
      'both records to be synced',
      60_000,
      200,
    );
    const kept = async () =>
      (await staff.get<{ items: KeptMail[] }>('/api/admin/mail?limit=200')).body.items.filter((m) => m.recordId === booked.body.id);
    await until(
      async () => (await kept()).some((m) => m.kind === 'confirmation' && m.status === 'sent'),
      'the confirmation to be sent',
      60_000,
      200,
    );
    // A reschedule too: another sync job (a revision) and an update mail.
    const token = signBookingToken(bookingLinkKey(undefined, stack.internalToken), booked.body.id);
    expect(
      (
        await visitor.post(`/api/booking/${token}/reschedule`, {
          preferredDate: validConsultation().full.preferredDate,
          preferredTime: '4:00 PM - 5:00 PM',
        })
      ).status,
    ).toBe(200);
    await until(async () => (await kept()).some((m) => m.kind === 'update' && m.status === 'sent'), 'the update to be sent', 60_000, 200);
    await until(async () => (await lookUp()).consultations[0]?.syncStatus === 'synced', 'the reschedule to reach Odoo', 60_000, 200);
    expect(filesHolding([email, message]).length, 'the data is on disk before the erase').toBeGreaterThan(0);

    const p = await lookUp();
    const erase = await staff.post<{ erasure: Erasure }>('/api/admin/people/erase', {
      email,
      recordIds: [...p.contacts, ...p.consultations].map((r) => r.id),
    });
    expect(erase.status, erase.text).toBe(202);
    await until(
      async () =>
        (await staff.get<{ erasure: Erasure }>(`/api/admin/people/erasures/${erase.body.erasure.id}`)).body.erasure.status === 'done',
      'the erase to be done',
      60_000,
      200,
    );
    // Redis rewrites its file in the background: give it the time it takes, no more.
    const left = await until(
      async () => {
        const files = filesHolding([email, message]);
        return files.length === 0 ? files : undefined;
      },
      'no file to hold the person',
      30_000,
      500,
    ).catch(() => filesHolding([email, message]).map((f) => f.slice(stack.dataDir.length)));
    expect(left).toEqual([]);
  }, 180_000);

  it('when the stack has run and a backup was taken, then every data file and folder under DATA_DIR is private to its user', async () => {
    const run = promisify(execFile);
    await run('npm', ['run', '--silent', 'backup'], { cwd: REPO_ROOT, env: { ...inheritedEnv(), DATA_DIR: stack.dataDir } });
    const open = [stack.dataDir, ...filesUnder(stack.dataDir), ...dirsUnder(stack.dataDir)].flatMap((path) => {
      const mode = statSync(path).mode & 0o777;
      return mode & 0o077 ? [`${path.slice(stack.dataDir.length) || '/'} ${mode.toString(8)}`] : [];
    });
    expect(filesUnder(stack.dataDir).some((f) => f.includes('backups'))).toBe(true);
    expect(open).toEqual([]);
  }, 60_000);
});

function dirsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? [join(dir, e.name), ...dirsUnder(join(dir, e.name))] : [],
  );
}
