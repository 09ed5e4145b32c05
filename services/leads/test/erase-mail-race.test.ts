// Issue #20, "mail reaches an erased person": with the SMTP server holding its reply to a booking's
// update, the booking is erased. The erase is final for mail too: the kept-mail row the erase deleted is
// never written back (status changes update existing rows only), the job ends instead of retrying, and the
// update never reaches the erased address. A real stack, a real SMTP conversation with the mail catcher.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAIL_QUEUE, mailKey, type KeptMail } from '@site/contracts/mail';
import { type ConsultationRecord } from '@site/contracts/records';
import { ApiClient } from '@site/dev-stack/api-client';
import { freePort } from '@site/dev-stack/free-port';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { until } from '@site/dev-stack/until';
import { type CaughtMessage, type MailCatcher, startMailCatcher } from '@site/mail-catcher/mail-catcher';
import { bookingLinkKey, signBookingToken } from '../src/booking/booking-token';
import { validConsultation } from './fixtures';

let stack: Stack;
let catcher: MailCatcher;
let redis: Redis;
const mailDir = mkdtempSync(join(tmpdir(), 'erase-mail-race-'));
let beforeAccept: (m: CaughtMessage) => Promise<void> = async () => undefined;
const staff = () => new ApiClient(stack.url);

beforeAll(async () => {
  const smtpPort = await freePort();
  catcher = await startMailCatcher({ port: smtpPort, dir: mailDir, beforeAccept: (m) => beforeAccept(m) });
  stack = await startStack({
    odoo: false,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_WAIT_FOR_ODOO_MS: '0',
      MAIL_CATCHER_DIR: mailDir,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
    },
  });
  redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
}, 120_000);
afterAll(async () => {
  redis?.disconnect();
  await stack?.stop();
  await catcher?.close();
});

it('when a booking is erased while the SMTP server holds its update, then the update is never kept again nor sent to the erased address', async () => {
  const admin = staff();
  await admin.login(stack.adminUsername, stack.adminPassword);
  const email = `erase-mail-race-${Date.now()}@example.ng`;
  const booked = await new ApiClient(stack.url).post<{ id: string }>('/api/consultations', {
    ...validConsultation().full,
    email,
    fillMs: 5000,
  });
  expect(booked.status, booked.text).toBe(201);
  const id = booked.body.id;
  const keptOf = async () =>
    (await admin.get<{ items: KeptMail[] }>('/api/admin/mail?limit=200')).body.items.filter((m) => m.recordId === id);
  await until(
    async () => (await keptOf()).some((m) => m.kind === 'confirmation' && m.status === 'sent'),
    'the confirmation to be sent',
    30_000,
    200,
  );

  // The server takes the update's data and then keeps the sender waiting, until the erase is done.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  beforeAccept = async (m) => {
    if (!m.to.includes(email)) return;
    held = true;
    await released;
    throw Object.assign(new Error('Try again later'), { responseCode: 451 });
  };
  const token = signBookingToken(bookingLinkKey(undefined, stack.internalToken), id);
  const moved = await new ApiClient(stack.url).post(`/api/booking/${token}/reschedule`, {
    preferredDate: validConsultation().full.preferredDate,
    preferredTime: '4:00 PM - 5:00 PM',
  });
  expect(moved.status, moved.text).toBe(200);
  await until(() => held, 'the SMTP server to hold the update', 30_000, 100);

  const person = (await admin.get<{ consultations: ConsultationRecord[] }>(`/api/admin/people?email=${encodeURIComponent(email)}`)).body;
  const erase = await admin.post('/api/admin/people/erase', { email, recordIds: person.consultations.map((r) => r.id) });
  expect(erase.status, erase.text).toBe(202);
  expect(await keptOf()).toEqual([]);
  // From here the server answers: first the held update with a 451, then anything else it is sent.
  beforeAccept = async () => undefined;
  release();

  // Settled once the update's job has left Redis (ended at once, or retried and run to its end).
  const updateKey = mailKey({ kind: 'update', recordKind: 'consultation', recordId: id, sequence: 1 });
  const mailJobs = new Queue(MAIL_QUEUE, { connection: redis });
  await until(async () => !(await mailJobs.getJob(updateKey)), "the update's job to be gone", 60_000, 200);
  expect(await keptOf()).toEqual([]);
  expect((await admin.get(`/api/admin/mail/${updateKey}`)).status).toBe(404);
  const delivered = readdirSync(mailDir).filter(
    (f) => f.endsWith('.eml') && readFileSync(join(mailDir, f), 'utf8').toLowerCase().includes(email),
  );
  expect(delivered).toEqual([]);
}, 120_000);
