// Booking mail end to end through real parts: the leads service (a child process, with the gateway and a
// private Redis) sends over a real SMTP conversation to the mail catcher; the messages are read back with
// mailparser and their invites with node-ical. The sync worker is not needed: the test plays its part by
// putting `synced` results on the results queue, as the worker does.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { simpleParser, type ParsedMail } from 'mailparser';
import ical, { type VEvent } from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS_QUEUE } from '@site/contracts/jobs';
import { addMonths, bookingWindow } from '@site/lagos-time/lagos-date';
import { type KeptMailView } from '@site/contracts/mail-api';
import { type KeptMail } from '@site/contracts/mail';
import { type ConsultationRecord } from '@site/contracts/records';
import { ApiClient } from '@site/dev-stack/api-client';
import { freePort } from '@site/dev-stack/free-port';
import { startStack, type Stack } from '@site/dev-stack/stack';
import { type CaughtMessage, type MailCatcher, startMailCatcher } from '@site/mail-catcher/mail-catcher';
import { validConsultation } from './fixtures';
import { until } from '@site/dev-stack/until';

const TEMPLATE = 'https://meet.example.com/gct-{id}';
let stack: Stack;
let catcher: MailCatcher;
let smtpPort: number;
const mailDir = mkdtempSync(join(tmpdir(), 'mail-test-'));
/** The catcher's hook, per test: refuse or hold a message. */
let beforeAccept: (m: CaughtMessage) => Promise<void> = async () => undefined;
let staff: ApiClient;
let api: ApiClient;
let redis: Redis;
let results: Queue;

const startCatcher = async () => {
  catcher = await startMailCatcher({ port: smtpPort, dir: mailDir, beforeAccept: (m) => beforeAccept(m) });
};

beforeAll(async () => {
  smtpPort = await freePort();
  await startCatcher();
  stack = await startStack({
    odoo: false,
    env: {
      SMTP_URL: `smtp://bookings:secret@127.0.0.1:${smtpPort}`,
      MAIL_WAIT_FOR_ODOO_MS: '4000',
      MEETING_LINK_TEMPLATE: TEMPLATE,
      MAIL_CATCHER_DIR: mailDir,
      STAFF_NOTIFY_EMAIL: 'sales@gardencitytech.ng',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
    },
  });
  api = new ApiClient(stack.url);
  staff = new ApiClient(stack.url);
  await staff.login(stack.adminUsername, stack.adminPassword);
  redis = new Redis(stack.redisUrl, { maxRetriesPerRequest: null });
  results = new Queue(RESULTS_QUEUE, { connection: redis });
}, 120_000);

afterAll(async () => {
  await results?.close();
  redis?.disconnect();
  await stack?.stop();
  await catcher?.close();
});

/** A date in the booking window that is a Wednesday (the example of the brief), 10:00 AM for 90 minutes. */
function aWednesday(): string {
  const { min, max } = bookingWindow(new Date());
  for (let d = addMonths(min, 0), i = 0; i < 14; i++) {
    const at = new Date(`${d}T12:00:00Z`);
    if (at.getUTCDay() === 3 && d > min && d <= max) return d;
    d = new Date(at.getTime() + 86_400_000).toISOString().slice(0, 10);
  }
  throw new Error('no Wednesday in the window');
}

/** A booking of 90 minutes, at a time of its own unless `over` names one (bookings of one time collide). */
async function book(over: Record<string, unknown>): Promise<string> {
  const res = await api.post<{ id: string }>('/api/consultations', {
    ...validConsultation().full,
    duration: 90,
    ...over,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

async function record(id: string): Promise<ConsultationRecord> {
  const all = (await staff.consultations()).body;
  return all.find((r) => r.id === id)!;
}

/** Every kept file of the catcher, parsed. */
async function caught(): Promise<{ file: string; mail: ParsedMail }[]> {
  const files = readdirSync(mailDir).filter((f) => f.endsWith('.eml'));
  return Promise.all(files.map(async (file) => ({ file, mail: await simpleParser(readFileSync(join(mailDir, file))) })));
}

/** The visitor's messages about a booking (the staff notice about it is left out). */
const messagesOf = async (id: string) =>
  (await caught()).filter((m) => m.mail.messageId?.includes(id) && !m.mail.messageId.startsWith('<staff-notice-'));
const staffNoticeOf = async (id: string) => (await caught()).find((m) => m.mail.messageId === `<staff-notice-${id}-0@gardencitytech.ng>`);

function inviteOf(mail: ParsedMail): { event: VEvent; method: string | undefined; raw: string } {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) throw new Error('no text/calendar part');
  const raw = part.content.toString('utf8');
  const parsed = ical.sync.parseICS(raw);
  const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as VEvent;
  return { event, method: /^METHOD:(\w+)/m.exec(raw)?.[1], raw };
}

const synced = (id: string, meetingLink: string | null) =>
  results.add('synced', {
    outcome: 'synced',
    kind: 'consultation',
    recordId: id,
    odooLeadId: 41,
    odooEventId: 42,
    revision: 0,
    meetingLink,
  });

describe('booking mail', () => {
  it('when a booking reaches Odoo with a video link, then one confirmation goes at once with both parts, the Lagos time, the links and a REQUEST invite at 09:00–10:30 UTC', async () => {
    // A name may not carry markup any more (names are names), but "&" and "'" are still escaped in the HTML.
    const id = await book({
      name: "Amaka O'Neil & Sons",
      email: 'amaka@riverslogistics.ng',
      preferredDate: aWednesday(),
      preferredTime: '10:00 AM - 11:00 AM',
    });
    await synced(id, 'https://odoo.example.com/meet/amaka');
    const [msg] = await until(async () => {
      const m = await messagesOf(id);
      return m.length ? m : undefined;
    }, 'the confirmation');
    const mail = msg!.mail;
    const date = aWednesday();
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(mail.messageId).toBe(`<confirmation-${id}-0@gardencitytech.ng>`);
    expect(mail.subject).toContain(`Your consultation is booked on Wednesday ${d} ${month} ${y}`);
    expect(mail.text).toContain(`Date and time: Wednesday ${d} ${month} ${y}, 10:00 AM – 11:30 AM WAT`);
    expect(mail.text).toContain('Duration: 1.5 hours');
    expect(mail.text).toContain('Consultation: Microsoft 365 Implementation');
    expect(mail.text).toContain('Video link: https://odoo.example.com/meet/amaka');
    expect(mail.text).toContain('A consultant will call to confirm the time and understand your needs.');
    expect(mail.text).toMatch(/Reschedule: http:\/\/127\.0\.0\.1:\d+\/booking\/[\w-]+\.[\w-]{43}/);
    expect(mail.text).toMatch(/Cancel booking: http:\/\/127\.0\.0\.1:\d+\/booking\/[\w-]+\.[\w-]{43}/);
    const html = mail.html as string;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1');
    expect(html).toContain('Amaka O&#39;Neil &amp; Sons');
    expect(html).not.toContain("O'Neil & Sons");
    expect(html).not.toContain('<table');
    expect(html).toContain('23 Trans-Amadi Industrial Layout Road');

    const { event, method, raw } = inviteOf(mail);
    expect(method).toBe('REQUEST');
    expect(raw).toMatch(/^DTSTART:\d{8}T090000Z$/m);
    expect(raw).toMatch(/^DTEND:\d{8}T103000Z$/m);
    expect(event.uid).toBe(`${id}@gardencitytech.ng`);
    expect(Number(event.sequence)).toBe(0);
    expect(event.start.toISOString()).toBe(`${date}T09:00:00.000Z`);
    expect(event.end?.toISOString()).toBe(`${date}T10:30:00.000Z`);
    expect(event.location).toBe('https://odoo.example.com/meet/amaka');
    expect(String((event.organizer as { val?: string }).val ?? event.organizer)).toMatch(/mailto:bookings@gardencitytech\.ng/i);
    expect(JSON.stringify(event.attendee)).toMatch(/mailto:amaka@riverslogistics\.ng/i);
    expect(JSON.stringify(event.attendee)).toMatch(/"RSVP":(true|"TRUE")/);

    const rec = await until(async () => ((await record(id)).mailStatus === 'sent' ? record(id) : undefined), 'mailStatus sent');
    expect(rec).toMatchObject({
      meetingLink: 'https://odoo.example.com/meet/amaka',
      mailStatus: 'sent',
      mailError: null,
      inviteSequence: 0,
    });

    // Staff read what was sent: the list, the text part, and the very bytes the catcher received.
    const list = await staff.get<{ items: KeptMail[] }>('/api/admin/mail?limit=50');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('no-store');
    const kept = list.body.items.find((k) => k.recordId === id && k.kind === 'confirmation')!;
    expect(kept).toMatchObject({ kind: 'confirmation', status: 'sent', to: 'amaka@riverslogistics.ng', attempts: 1 });
    const view = await staff.get<KeptMailView>(`/api/admin/mail/${kept.key}`);
    expect(view.body.text).toContain('10:00 AM – 11:30 AM WAT');
    expect(view.body.attachments.map((a) => a.contentType)).toContain('text/calendar');
    const source = await staff.get(`/api/admin/mail/${kept.key}/source`);
    expect(source.headers.get('content-type')).toContain('message/rfc822');
    const file = readFileSync(join(mailDir, msg!.file), 'utf8');
    expect(source.text).toBe(file);
    expect((await new ApiClient(stack.url).get('/api/admin/mail')).status).toBe(401);
    // Each reading is in the audit log, by the message's key, never its address.
    const audit = (await staff.get<{ items: { action: string; target: string | null; detail: string | null }[] }>('/api/admin/audit')).body
      .items;
    const reads = audit.filter((e) => e.action === 'mail-read' && e.target === `mail:${kept.key}`).map((e) => e.detail);
    expect(reads.sort()).toEqual(['headers and text part', 'source as sent']);
    expect(JSON.stringify(audit)).not.toContain('amaka@riverslogistics.ng');
  });

  it('when Odoo gives no link, then the link comes from MEETING_LINK_TEMPLATE and is on the record', async () => {
    const id = await book({ email: 'tpl@example.ng' });
    await synced(id, null);
    const [msg] = await until(async () => {
      const m = await messagesOf(id);
      return m.length ? m : undefined;
    }, 'the confirmation');
    expect(msg!.mail.text).toContain(`Video link: https://meet.example.com/gct-${id}`);
    expect(inviteOf(msg!.mail).event.location).toBe(`https://meet.example.com/gct-${id}`);
    expect((await until(async () => ((await record(id)).meetingLink ? record(id) : undefined), 'link on the record')).meetingLink).toBe(
      `https://meet.example.com/gct-${id}`,
    );
    // STAFF_NOTIFY_EMAIL is set: one short notice about the new lead, replying to the visitor.
    const notice = await until(() => staffNoticeOf(id), 'the staff notice');
    expect(notice.mail.to && 'text' in notice.mail.to ? notice.mail.to.text : '').toBe('sales@gardencitytech.ng');
    expect(notice.mail.replyTo?.text).toContain('tpl@example.ng');
    expect(notice.mail.subject).toBe('New consultation booking: Bisi Adeyemi, Lagos Clinic');
    expect(notice.mail.attachments).toHaveLength(0);
  });

  it('when Odoo is not reached within the wait, then the confirmation says the link follows, and the link comes in an update with SEQUENCE 1', async () => {
    const id = await book({ email: 'later@example.ng' });
    const [first] = await until(
      async () => {
        const m = await messagesOf(id);
        return m.length ? m : undefined;
      },
      'the confirmation after the wait',
      20_000,
    );
    expect(first!.mail.text).toContain('Video link: Your video link will follow in a separate e-mail.');
    await synced(id, 'https://odoo.example.com/meet/later');
    const update = await until(async () => (await messagesOf(id)).find((m) => m.mail.messageId?.startsWith('<update-')), 'the update');
    expect(update.mail.messageId).toBe(`<update-${id}-1@gardencitytech.ng>`);
    const { event, method } = inviteOf(update.mail);
    expect(method).toBe('REQUEST');
    expect(Number(event.sequence)).toBe(1);
    expect(event.uid).toBe(`${id}@gardencitytech.ng`);
    expect(update.mail.text).toContain('Video link: https://odoo.example.com/meet/later');
    // The same result delivered again sends nothing more.
    await synced(id, 'https://odoo.example.com/meet/later');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await messagesOf(id)).toHaveLength(2);
    expect((await record(id)).inviteSequence).toBe(1);
  });

  it('when the mail server refuses the address for good (550), then no retry: the booking shows mail failed with the reason', async () => {
    beforeAccept = async (m) => {
      if (m.to.includes('nobody@example.ng')) throw Object.assign(new Error('No such user here'), { responseCode: 550 });
    };
    try {
      const id = await book({ email: 'nobody@example.ng' });
      await synced(id, null);
      const rec = await until(async () => ((await record(id)).mailStatus === 'failed' ? record(id) : undefined), 'mailStatus failed');
      expect(rec.mailError).toMatch(/550.*No such user here/);
      const kept = (await staff.get<{ items: KeptMail[] }>('/api/admin/mail')).body.items.find(
        (k) => k.recordId === id && k.kind === 'confirmation',
      )!;
      expect(kept).toMatchObject({ status: 'failed', attempts: 1 });
      expect(kept.error).toMatch(/550/);
      expect(await messagesOf(id)).toHaveLength(0);
    } finally {
      beforeAccept = async () => undefined;
    }
  });

  it('when the mail server is down, then the confirmation is retried and arrives once it is back', async () => {
    await catcher.close();
    const id = await book({ email: 'outage@example.ng' });
    await synced(id, null);
    const retrying = await until(async () => {
      const k = (await staff.get<{ items: KeptMail[] }>('/api/admin/mail')).body.items.find(
        (x) => x.recordId === id && x.kind === 'confirmation',
      );
      return k?.error ? k : undefined;
    }, 'a failed attempt');
    expect(retrying.status).toBe('pending');
    expect(retrying.error).toMatch(/ECONNREFUSED|connect/i);
    await startCatcher();
    await until(async () => (await messagesOf(id)).length === 1, 'the confirmation after the outage', 40_000);
    const kept = await until(
      async () =>
        (await staff.get<{ items: KeptMail[] }>('/api/admin/mail')).body.items.find(
          (x) => x.recordId === id && x.kind === 'confirmation' && x.status === 'sent',
        ),
      'kept as sent',
    );
    expect(kept.attempts).toBeGreaterThanOrEqual(2);
    expect(await messagesOf(id)).toHaveLength(1);
    expect((await record(id)).mailStatus).toBe('sent');
  }, 90_000);

  it('when the sending process is SIGKILLed while the server holds its DATA reply, then after a restart the same message (one Message-ID) is kept once', async () => {
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    beforeAccept = async (m) => {
      if (!m.to.includes('killed@example.ng')) return;
      held();
      await released;
    };
    try {
      const id = await book({ email: 'killed@example.ng' });
      await synced(id, null);
      await holding;
      const received = catcher.stats.received;
      await stack.services.leads!.kill();
      release(); // the catcher keeps it and answers 250 to a closed connection: the sender never saw it
      await stack.services.leads!.start();
      await until(async () => catcher.stats.received > received, 'the resend after the restart', 60_000);
      const kept = await until(
        async () =>
          (await staff.get<{ items: KeptMail[] }>('/api/admin/mail')).body.items.find(
            (x) => x.recordId === id && x.kind === 'confirmation' && x.status === 'sent',
          ),
        'kept as sent',
      );
      expect(kept.attempts).toBe(2);
      expect(catcher.stats.duplicates).toBeGreaterThanOrEqual(1);
      const messages = await messagesOf(id);
      expect(messages).toHaveLength(1);
      expect(messages[0]!.mail.messageId).toBe(`<confirmation-${id}-0@gardencitytech.ng>`);
    } finally {
      beforeAccept = async () => undefined;
    }
  }, 120_000);
});
