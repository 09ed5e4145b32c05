// Erasing a record's kept mail (privacy requests): its store rows and the mail catcher's files go, other
// records' stay; a real SQLite file and real files.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { systemClock } from '@site/lagos-time/clock';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { expect, it } from 'vitest';
import { keptMailFileName } from '@site/kept-mail/kept-mail-file';
import { openSqliteStore } from '../store/sqlite-store';
import { MailOff } from './lead-mail';

it("when a record's kept mail is erased, then its rows and catcher files are deleted and counted; other records' stay", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'erase-mail-'));
  const mailDir = join(dir, 'mail');
  const store = openSqliteStore(join(dir, 'leads.sqlite'));
  const row = (kind: 'confirmation' | 'update', recordId: string, seq: number) => ({
    key: `${kind}-${recordId}-${seq}`,
    kind,
    recordKind: 'consultation' as const,
    recordId,
    to: 'a@example.ng',
    subject: 's',
    messageId: `<${kind}-${recordId}-${seq}@example.ng>`,
    status: 'sent' as const,
    error: null,
    attempts: 1,
    createdAt: new Date().toISOString(),
    sentAt: null,
    meetingLink: null,
    source: 'x',
  });
  const rows = [row('confirmation', 'gone', 0), row('update', 'gone', 1), row('confirmation', 'kept', 0)];
  mkdirSync(mailDir);
  for (const r of rows) {
    await store.insertKeptMail(r);
    writeFileSync(join(mailDir, keptMailFileName(r.messageId)), r.source);
  }
  const mail = new MailOff({
    store,
    // Erasing kept mail publishes nothing: a call would fail the test.
    events: {
      publish: () => {
        throw new Error('no live event expected');
      },
    },
    log: pino({ level: 'silent' }),
    publicUrl: 'http://127.0.0.1:3000',
    bookingLink: (r) => r.id,
    clock: systemClock,
    mail: {
      smtpUrl: undefined,
      from: 'b@example.ng',
      staffNotifyEmail: undefined,
      meetingLinkTemplate: undefined,
      waitForOdooMs: 0,
      catcherDir: mailDir,
      limits: { perAddressPerDay: 10, confirmationsPerAddressPerHour: 3, perDomainPerHour: 60 },
    },
  });
  expect(await mail.eraseRecord({ id: 'gone' })).toBe(2);
  expect(rows.map((r) => existsSync(join(mailDir, keptMailFileName(r.messageId))))).toEqual([false, false, true]);
  expect((await store.listKeptMail({ limit: 10 })).map((m) => m.recordId)).toEqual(['kept']);
  expect(await mail.eraseRecord({ id: 'gone' })).toBe(0);
  await store.close();
});
