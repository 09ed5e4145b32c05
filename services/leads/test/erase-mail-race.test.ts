// Issue #20, "mail reaches an erased person": with the SMTP server holding its reply to a booking's
// update, the booking is erased. The erase is final for mail too: the kept-mail row the erase deleted is
// never written back (status changes update existing rows only), the job ends instead of retrying, and the
// update never reaches the erased address. Issue #29, "mail already on its way": the same with the server
// slow to greet, the erase made while the update waits for the greeting. And a refusal that names the
// address (as Postfix's "550 5.1.1 <address>: Recipient address rejected" does) leaves the address in no
// Redis value (a queue's event stream keeps a failed job's reason after the job) and no log line. A real
// stack, a real SMTP conversation with the mail catcher.
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
import { redisDump } from './redis-dump';

let stack: Stack;
let catcher: MailCatcher;
let redis: Redis;
const mailDir = mkdtempSync(join(tmpdir(), 'erase-mail-race-'));
let beforeAccept: (m: CaughtMessage) => Promise<void> = async () => undefined;
let beforeGreeting: () => Promise<void> = async () => undefined;
const leadsLog: string[] = [];
const staff = () => new ApiClient(stack.url);

beforeAll(async () => {
  const smtpPort = await freePort();
  catcher = await startMailCatcher({
    port: smtpPort,
    dir: mailDir,
    beforeAccept: (m) => beforeAccept(m),
    beforeGreeting: () => beforeGreeting(),
  });
  stack = await startStack({
    odoo: false,
    sink: (name, line) => name === 'leads' && leadsLog.push(line),
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

/** A visitor books with `email`; the booking's id. */
async function book(email: string): Promise<string> {
  const booked = await new ApiClient(stack.url).post<{ id: string }>('/api/consultations', {
    ...validConsultation().full,
    email,
    fillMs: 5000,
  });
  expect(booked.status, booked.text).toBe(201);
  return booked.body.id;
}

/** A booking to `email` whose confirmation has been sent; its id. */
async function bookedAndConfirmed(admin: ApiClient, email: string): Promise<string> {
  const id = await book(email);
  await until(
    async () => (await keptOf(admin, id)).some((m) => m.kind === 'confirmation' && m.status === 'sent'),
    'the confirmation to be sent',
    30_000,
    200,
  );
  return id;
}

const keptOf = async (admin: ApiClient, id: string) =>
  (await admin.get<{ items: KeptMail[] }>('/api/admin/mail?limit=200')).body.items.filter((m) => m.recordId === id);

/** The visitor moves the booking: its update mail starts. */
async function reschedule(id: string) {
  const token = signBookingToken(bookingLinkKey(undefined, stack.internalToken), id);
  const moved = await new ApiClient(stack.url).post(`/api/booking/${token}/reschedule`, {
    preferredDate: validConsultation().full.preferredDate,
    preferredTime: '4:00 PM - 5:00 PM',
  });
  expect(moved.status, moved.text).toBe(200);
}

/** Staff erase the person; the erase has deleted the booking's kept mail when it answers. */
async function erase(admin: ApiClient, id: string, email: string) {
  const person = (await admin.get<{ consultations: ConsultationRecord[] }>(`/api/admin/people?email=${encodeURIComponent(email)}`)).body;
  const erased = await admin.post('/api/admin/people/erase', { email, recordIds: person.consultations.map((r) => r.id) });
  expect(erased.status, erased.text).toBe(202);
  expect(await keptOf(admin, id)).toEqual([]);
}

/** Once the update's job has left Redis (ended at once, or retried and run to its end): nothing of it is kept or delivered. */
async function nothingOfTheUpdate(admin: ApiClient, id: string, email: string) {
  const updateKey = mailKey({ kind: 'update', recordKind: 'consultation', recordId: id, sequence: 1 });
  const mailJobs = new Queue(MAIL_QUEUE, { connection: redis });
  await until(async () => !(await mailJobs.getJob(updateKey)), "the update's job to be gone", 60_000, 200);
  await mailJobs.close();
  expect(await keptOf(admin, id)).toEqual([]);
  expect((await admin.get(`/api/admin/mail/${updateKey}`)).status).toBe(404);
  const delivered = readdirSync(mailDir).filter(
    (f) => f.endsWith('.eml') && readFileSync(join(mailDir, f), 'utf8').toLowerCase().includes(email),
  );
  expect(delivered).toEqual([]);
}

it('when a booking is erased while the SMTP server holds its update, then the update is never kept again nor sent to the erased address', async () => {
  const admin = staff();
  await admin.login(stack.adminUsername, stack.adminPassword);
  const email = `erase-mail-race-${Date.now()}@example.ng`;
  const id = await bookedAndConfirmed(admin, email);

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
  await reschedule(id);
  await until(() => held, 'the SMTP server to hold the update', 30_000, 100);

  await erase(admin, id, email);
  // From here the server answers: first the held update with a 451, then anything else it is sent.
  beforeAccept = async () => undefined;
  release();
  await nothingOfTheUpdate(admin, id, email);
}, 120_000);

it('when a booking is erased while its update waits for the SMTP greeting, then nothing is sent to the erased address and the worker says so', async () => {
  const admin = staff();
  await admin.login(stack.adminUsername, stack.adminPassword);
  const email = `erase-greeting-race-${Date.now()}@example.ng`;
  const id = await bookedAndConfirmed(admin, email);

  // The server accepts connections but greets only once the erase is done.
  let greet!: () => void;
  const greeted = new Promise<void>((resolve) => (greet = resolve));
  let waiting = false;
  beforeGreeting = async () => {
    waiting = true;
    await greeted;
  };
  const received = catcher.stats.received;
  await reschedule(id);
  await until(() => waiting, 'the update to wait for the greeting', 30_000, 100);

  await erase(admin, id, email);
  beforeGreeting = async () => undefined;
  greet();
  await nothingOfTheUpdate(admin, id, email);
  // Not a byte of the message reached the server (it would count a message it read, kept or not).
  expect(catcher.stats.received).toBe(received);
  const said = await until(
    () => leadsLog.find((l) => l.includes('erased while the message was on its way')),
    'the worker to log the message it stopped',
    10_000,
  );
  expect(JSON.parse(said)).toMatchObject({ recordId: id, mail: 'update' });
  expect(said.toLowerCase()).not.toContain(email);
}, 120_000);

it('when the SMTP server refuses a confirmation naming the address, then once the person is erased no Redis value and no log line holds the address', async () => {
  const admin = staff();
  await admin.login(stack.adminUsername, stack.adminPassword);
  const email = `refused-named-${Date.now()}@example.ng`;
  beforeAccept = async (m) => {
    if (m.to.includes(email))
      throw Object.assign(new Error(`5.1.1 <${email}>: Recipient address rejected: User unknown in local recipient table`), {
        responseCode: 550,
      });
  };
  const id = await book(email);
  const failed = await until(
    async () => (await keptOf(admin, id)).find((m) => m.kind === 'confirmation' && m.status === 'failed'),
    'the confirmation to fail for good',
    30_000,
    200,
  );
  // Staff still read what the server said, without the address in it.
  expect(failed.error).toMatch(/^550 5\.1\.1 <\[address\]>: Recipient address rejected/);
  beforeAccept = async () => undefined;

  await erase(admin, id, email);
  expect((await redisDump(stack.redisUrl)).toLowerCase()).not.toContain(email);
  expect(leadsLog.filter((l) => l.toLowerCase().includes(email))).toEqual([]);
}, 120_000);
