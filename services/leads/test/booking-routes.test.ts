// The booking page's API on the leads app itself (inject), with the real SQLite file store and a real
// Redis behind the sync queue: one answer for every invalid link, reschedule under the form's rules,
// cancel, idempotency, and each change raised once, handed to the queue, mailed and published.
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { manualClock } from '@site/lagos-time/clock';
import { INVALID_LINK_MESSAGE } from '@site/contracts/booking';
import { SLOT_TAKEN_MESSAGE } from '@site/contracts/availability';
import { meetingEnd, meetingWhen } from '@site/lagos-time/meeting-time';
import { SYNC_QUEUE } from '@site/contracts/jobs';
import { addDays, addMonths, bookingWindow } from '@site/lagos-time/lagos-date';
import { STARTED_SLOT_MESSAGE } from '@site/contracts/fields';
import { privateLogOptions } from '@site/observability/log-privacy';
import { consultationInputSchema } from '@site/contracts/consultation';
import { contactInputSchema } from '@site/contracts/contact';
import { type ConsultationRecord } from '@site/contracts/records';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { type FastifyInstance } from 'fastify';
import { buildLeadsApp } from '../src/app';
import { StaffAuth } from '../src/auth/staff-auth';
import { bookingLinkKey, signBookingToken } from '../src/booking/booking-token';
import { Observability } from '../src/ops/observability';
import { AuditLog } from '../src/privacy/audit';
import { ErasureService } from '../src/privacy/erasure';
import { CANCELLED_BOOKING_MESSAGE, TOO_MANY_CHANGES_MESSAGE } from '../src/routes/booking-routes';
import { MAX_INVITE_CHANGES } from '../src/records/booking-change-rules';
import { type LeadRef, type NewConsultation, type NewContact } from '../src/store/lead-store';
import { newConsultationRecord } from '../src/records/record-rules';
import { openSqliteStore, type SqliteStore } from '../src/store/sqlite-store';
import { LIVE_STREAM_KEY, LiveEvents } from '../src/sync/live-events';
import { LiveFeed } from '../src/sync/live-feed';
import { SyncOutbox } from '../src/sync/sync-outbox';
import { validConsultation, validContact } from './fixtures';

const dir = mkdtempSync(join(tmpdir(), 'booking-routes-'));
const internalToken = 'booking-routes-internal-token';
const key = bookingLinkKey(undefined, internalToken);
const headers = { [INTERNAL_TOKEN_HEADER]: internalToken };

let redis: RedisProcess;
let connection: Redis;
let queue: Queue;
let store: SqliteStore;
let app: FastifyInstance;
let events: LiveEvents;
/** Not started: these tests read the stream itself. */
let feed: LiveFeed;
/** The app's clock: the test's own time until a test moves it. */
const clock = manualClock(new Date());
/** The stream's last entry before each test: what a test published comes after it. */
let before = '0-0';
/** The live events published since the test began, as the stream holds them (ids only). */
async function published() {
  // A turn's events go to Redis together on the next turn (live-events.ts): after it, on the same connection.
  await new Promise((r) => setImmediate(r));
  const entries = await connection.xrange(LIVE_STREAM_KEY, `(${before}`, '+');
  return entries.map(
    ([, fields]) => Object.fromEntries(fields.flatMap((v, i) => (i % 2 ? [] : [[v, fields[i + 1]]]))) as Record<string, string>,
  );
}
/** What the routes hand to the mail module (lead-mail.ts). */
const mailed: LeadRef[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  redis = await startRedis({ dir: join(dir, 'redis') });
  connection = new Redis(redis.url, { maxRetriesPerRequest: null });
  queue = new Queue(SYNC_QUEUE, { connection });
  store = openSqliteStore(join(dir, 'leads.sqlite'));
  const log = pino(
    { level: 'info', ...privateLogOptions },
    new Writable({ write: (chunk, _e, done) => (logLines.push(String(chunk)), done()) }),
  );
  const outbox = new SyncOutbox(store, queue, log);
  const audit = new AuditLog(store, Buffer.from('booking-routes-audit-key'), clock);
  events = new LiveEvents(connection, log);
  feed = new LiveFeed({ reader: new Redis(redis.url, { maxRetriesPerRequest: 1 }), redis: connection, store, log });
  app = await buildLeadsApp({
    store,
    outbox,
    events,
    feed,
    log,
    internalToken,
    cookieSecure: false,
    requestTimeoutMs: 30_000,
    auth: new StaffAuth(store, { ttlMs: 3_600_000, idleMs: 1_800_000, cookieSecure: false }),
    observability: new Observability({ store, redis: connection, queues: [queue], clock }),
    audit,
    erasures: new ErasureService({ store, queue, mail: null, audit, log, clock, ledger: null, erased: null }),
    clock,
    bookingLinkKey: key,
    // The routes' hand-over to mail, recorded; the mail itself is tested in mail.test.ts and e2e/tests/booking.spec.ts.
    mail: {
      bookingChanged: async (ref: LeadRef) => void mailed.push(ref),
      leadStored: async () => undefined,
      odooSynced: async () => undefined,
      linkResent: async () => undefined,
      eraseRecord: async () => 0,
    },
  });
  await app.ready();
}, 30_000);
afterAll(async () => {
  await app?.close();
  await feed?.close();
  await queue?.close();
  connection?.disconnect();
  await store?.close();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  clock.set(new Date());
  before = (await connection.xrevrange(LIVE_STREAM_KEY, '+', '-', 'COUNT', 1))[0]?.[0] ?? '0-0';
  mailed.length = 0;
  logLines.length = 0;
});

async function book(over: Record<string, unknown> = {}): Promise<ConsultationRecord> {
  const input = consultationInputSchema.parse({ ...validConsultation().full, ...over }) as NewConsultation;
  const { record } = await store.createConsultation(input, { requestHash: 'test' });
  return record;
}

/** A booking stored as it was made earlier (an import skips the form's date rules). */
function storedEarlier(over: Partial<ConsultationRecord>, createdAt: Date): ConsultationRecord {
  const input = consultationInputSchema.parse(validConsultation().full) as NewConsultation;
  const record = { ...newConsultationRecord(input, `old-${Math.random().toString(36).slice(2)}`, createdAt), ...over };
  store.insertMany('consultation', [record]);
  return record;
}

const get = (token: string) => app.inject({ method: 'GET', url: `/booking/${token}`, headers });
const post = (token: string, action: 'reschedule' | 'cancel', body?: unknown) =>
  app.inject({ method: 'POST', url: `/booking/${token}/${action}`, headers, ...(body === undefined ? {} : { payload: body as object }) });

const invalid = { success: false, error: 'invalid_link', message: INVALID_LINK_MESSAGE };
const dayMs = 86_400_000;

describe('booking page API', () => {
  it('when the link is valid, then the booking is shown without e-mail or phone', async () => {
    const record = await book();
    const res = await get(signBookingToken(key, record.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      booking: {
        name: 'Bisi Adeyemi',
        consultationType: 'microsoft-365',
        consultationTypeLabel: 'Microsoft 365 Implementation',
        preferredDate: record.preferredDate,
        preferredTime: record.preferredTime,
        duration: 90,
        when: meetingWhen(record),
        status: 'scheduled',
        meetingLink: null,
      },
    });
    expect(res.body).not.toContain(record.email);
    expect(res.body).not.toContain(record.phone!);
  });

  it('when the link is malformed, tampered, signed with another key, for an unknown, erased or ended booking, then every answer is the same 404', async () => {
    const record = await book();
    const good = signBookingToken(key, record.id);
    const [idPart, macPart] = good.split('.') as [string, string];
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const swapChar = (text: string, at: number, xor: number) =>
      text.slice(0, at) + alphabet[alphabet.indexOf(text[at]!) ^ xor] + text.slice(at + 1);
    const ended = storedEarlier({ preferredDate: '2025-01-06', preferredTime: '9:00 AM - 10:00 AM' }, new Date(Date.UTC(2025, 0, 1)));
    const undatedOld = storedEarlier({ preferredDate: null, preferredTime: null }, new Date(Date.now() - 91 * dayMs));
    const erased = await book();
    expect(await store.privacy.deleteRecords([{ kind: 'consultation', id: erased.id }])).toBe(1);
    const contact = (await store.createContact(contactInputSchema.parse(validContact.api) as NewContact, { requestHash: 'c' })).record;
    const tokens = {
      malformed: 'not-a-token',
      empty: '%20',
      tampered: `${idPart}.${swapChar(macPart, 0, 1)}`,
      // The MAC's last character carries two unused bits: a decoder reads this spelling as the same MAC.
      macRespelled: `${idPart}.${swapChar(macPart, macPart.length - 1, 1)}`,
      otherKey: signBookingToken(bookingLinkKey(undefined, 'another-internal-token'), record.id),
      unknown: signBookingToken(key, '0190c8a0-0000-7000-8000-000000000000'),
      ended: signBookingToken(key, ended.id),
      undatedPast90Days: signBookingToken(key, undatedOld.id),
      contactId: signBookingToken(key, contact.id),
      erased: signBookingToken(key, erased.id),
      long: 'a'.repeat(300),
    };
    for (const [name, token] of Object.entries(tokens)) {
      for (const res of [
        await get(token),
        await post(token, 'cancel'),
        await post(token, 'reschedule', { preferredDate: bookingWindow(new Date()).max, preferredTime: '9:00 AM - 10:00 AM' }),
      ]) {
        expect(res.statusCode, name).toBe(404);
        expect(res.json(), name).toEqual(invalid);
      }
    }
    // Nothing was changed by any of them.
    expect(((await store.getLead('consultation', ended.id))!.record as ConsultationRecord).status).toBe('scheduled');
    expect(mailed).toEqual([]);
    expect(await published()).toEqual([]);
  });

  it('when the clock passes the end of the meeting, then the same link turns into the one 404', async () => {
    const record = await book();
    const token = signBookingToken(key, record.id);
    const end = meetingEnd(record, record.createdAt);
    clock.set(new Date(end.getTime() - 1));
    expect((await get(token)).statusCode).toBe(200);
    clock.set(end);
    for (const res of [await get(token), await post(token, 'cancel')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(invalid);
    }
    expect(((await store.getLead('consultation', record.id))!.record as ConsultationRecord).status).toBe('scheduled');
  });

  it('when a booking has no date, then its link is valid for 90 days after it was made', async () => {
    const recent = storedEarlier({ preferredDate: null, preferredTime: null }, new Date(Date.now() - 89 * dayMs));
    const res = await get(signBookingToken(key, recent.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ preferredDate: null, when: null });
  });

  it('when a reschedule breaks the form rules, then 400 names the fields and nothing changes', async () => {
    const record = await book();
    const token = signBookingToken(key, record.id);
    const { max } = bookingWindow(new Date());
    const cases: [unknown, string[]][] = [
      [{ preferredDate: '2020-01-01', preferredTime: '9:00 AM - 10:00 AM' }, ['preferredDate']],
      [{ preferredDate: addMonths(max, 1), preferredTime: '9:00 AM - 10:00 AM' }, ['preferredDate']],
      [{ preferredDate: '2026-02-30', preferredTime: '9:00 AM - 10:00 AM' }, ['preferredDate']],
      [{ preferredDate: max, preferredTime: '09:30' }, ['preferredTime']],
      [{ preferredDate: max }, ['preferredTime']],
      [{ preferredDate: max, preferredTime: '9:00 AM - 10:00 AM', email: 'x@example.ng' }, ['email']],
    ];
    for (const [body, paths] of cases) {
      const res = await post(token, 'reschedule', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: 'validation' });
      expect([...new Set(res.json().issues.map((i: { path: string }) => i.path))]).toEqual(paths);
    }
    expect((await store.getLead('consultation', record.id))!.record).toEqual(record);
    expect(mailed).toEqual([]);
  });

  it('when the visitor reschedules, then the booking moves once: raised, queued, mailed, published and logged by id, never by token', async () => {
    const record = await book();
    const token = signBookingToken(key, record.id);
    const body = { preferredDate: bookingWindow(new Date()).max, preferredTime: '11:00 AM - 12:00 PM' };
    const res = await post(token, 'reschedule', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ ...body, status: 'rescheduled', when: expect.stringContaining('11:00 AM – 12:30 PM WAT') });
    const stored = (await store.getLead('consultation', record.id))!.record as ConsultationRecord;
    expect(stored).toMatchObject({ ...body, status: 'rescheduled', revision: 1, inviteSequence: 1, syncStatus: 'pending' });
    expect(mailed.map((r) => [r.record.id, (r.record as ConsultationRecord).inviteSequence])).toEqual([[record.id, 1]]);
    expect((await published()).map((e) => [e.type, e.id, e.revision])).toEqual([['changed', record.id, '1']]);
    const job = (await queue.getJobs(['waiting', 'delayed', 'prioritized'])).find(
      (j) => (j.data as { record: { id: string; revision: number } }).record.id === record.id && j.data.record.revision === 1,
    );
    expect(job).toBeDefined();
    expect(logLines.some((l) => l.includes(record.id) && l.includes('booking changed by the visitor'))).toBe(true);
    expect(logLines.some((l) => l.includes('/booking/:token/reschedule'))).toBe(true);
    expect(logLines.filter((l) => l.includes(token) || l.includes(token.split('.')[1]!))).toEqual([]);

    // The same change again: 200 with the same booking, nothing raised, mailed or published.
    const again = await post(token, 'reschedule', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect((await store.getLead('consultation', record.id))!.record).toEqual(stored);
    expect(mailed).toHaveLength(1);
    expect(await published()).toHaveLength(1);
  });

  it('when the visitor cancels, then it is cancelled once, a second cancel is a no-op, and a reschedule after it is 409', async () => {
    const record = await book();
    const token = signBookingToken(key, record.id);
    const res = await post(token, 'cancel');
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe('cancelled');
    expect((await store.getLead('consultation', record.id))!.record).toMatchObject({ status: 'cancelled', revision: 1, inviteSequence: 1 });
    expect(mailed).toHaveLength(1);

    const again = await post(token, 'cancel', {});
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    const refused = await post(token, 'reschedule', { preferredDate: bookingWindow(new Date()).max, preferredTime: '9:00 AM - 10:00 AM' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ success: false, error: 'conflict', message: CANCELLED_BOOKING_MESSAGE });
    expect((await store.getLead('consultation', record.id))!.record).toMatchObject({ status: 'cancelled', revision: 1, inviteSequence: 1 });
    expect(mailed).toHaveLength(1);
    expect(await published()).toHaveLength(1);
    // The cancelled booking can still be looked at until its meeting would have ended.
    expect((await get(token)).json().booking.status).toBe('cancelled');
  });

  // Issue #20: "a reschedule to a slot that already passed today is accepted (then the link dies and the
  // visitor cannot cancel)". The app's clock is set to a day's 1:30 PM in Lagos, whatever the hour the
  // suite runs at: that day's morning slots have started, its afternoon ones have not.
  it('when the slot asked for has already started today, then a reschedule and a new booking are refused; a later slot is fine', async () => {
    // Far from the days the other tests book (from tomorrow on), so no other booking holds these times.
    const day = addDays(bookingWindow(new Date()).max, -20);
    const record = await book({ preferredDate: addDays(day, 1) });
    clock.set(`${day}T13:30:00+01:00`);
    const token = signBookingToken(key, record.id);
    for (const started of ['9:00 AM - 10:00 AM', '11:00 AM - 12:00 PM']) {
      const res = await post(token, 'reschedule', { preferredDate: day, preferredTime: started });
      expect(res.statusCode, started).toBe(400);
      expect(res.json().issues).toEqual([{ path: 'preferredTime', message: STARTED_SLOT_MESSAGE }]);
    }
    expect((await store.getLead('consultation', record.id))!.record).toEqual(record);
    const later = await post(token, 'reschedule', { preferredDate: day, preferredTime: '3:00 PM - 4:00 PM' });
    expect(later.statusCode, later.body).toBe(200);
    // The booking form keeps the same rule, with the same clock.
    const form = { ...validConsultation().full, preferredDate: day, preferredTime: '11:00 AM - 12:00 PM', fillMs: 5000 };
    const refused = await app.inject({ method: 'POST', url: '/consultations', headers, payload: form });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([{ path: 'preferredTime', message: STARTED_SLOT_MESSAGE }]);
  });

  // Issue #20: "after staff correct a booking's e-mail, the link already mailed to the wrong address
  // still shows the booking and can cancel it".
  it('when staff correct the e-mail address or send the link again, then the links sent before get the one 404, and the new link works', async () => {
    const record = await book();
    const first = signBookingToken(key, record.id);
    expect((await get(first)).statusCode).toBe(200);
    await store.privacy.correctRecord('consultation', record.id, 'email', 'right.address@example.ng', clock.now());
    for (const res of [
      await get(first),
      await post(first, 'cancel'),
      await post(first, 'reschedule', { preferredDate: bookingWindow(new Date()).max, preferredTime: '9:00 AM - 10:00 AM' }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(invalid);
    }
    expect((await store.getLead('consultation', record.id))!.record).toMatchObject({ status: 'scheduled', linkVersion: 1 });
    const second = signBookingToken(key, record.id, 1);
    expect((await get(second)).statusCode).toBe(200);
    await store.raiseLinkVersion(record.id, clock.now()); // "send the link again"
    expect((await get(second)).json()).toEqual(invalid);
    expect((await get(signBookingToken(key, record.id, 2))).statusCode).toBe(200);
  });

  // Issue #20: "12 reschedules send 12 mails".
  it('when a visitor keeps moving a booking, then its page refuses a move once the invite has changed the most times allowed; cancelling still works', async () => {
    const record = await book();
    const token = signBookingToken(key, record.id);
    const { max } = bookingWindow(new Date());
    const answers: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await post(token, 'reschedule', { preferredDate: addDays(max, -i - 1), preferredTime: '10:00 AM - 11:00 AM' });
      answers.push(res.statusCode);
      if (res.statusCode === 409) expect(res.json()).toEqual({ success: false, error: 'conflict', message: TOO_MANY_CHANGES_MESSAGE });
    }
    expect(answers).toEqual([...Array<number>(MAX_INVITE_CHANGES).fill(200), ...Array<number>(12 - MAX_INVITE_CHANGES).fill(409)]);
    expect(mailed).toHaveLength(MAX_INVITE_CHANGES);
    expect((await post(token, 'cancel')).statusCode).toBe(200);
  });
});

// Bookings that never collide (docs/booking.md, "Availability"): the routes over the real SQLite store.
describe('times that never collide', () => {
  const taken = { success: false, error: 'slot_taken', message: SLOT_TAKEN_MESSAGE };
  /** A day no other test books: each test here takes its own. */
  const dayOf = (n: number) => addDays(bookingWindow(new Date()).max, -30 - n);
  const availability = (query: string) => app.inject({ method: 'GET', url: `/availability?${query}`, headers });
  const free = (slots: { start: string; available: boolean }[]) => slots.filter((s) => s.available).map((s) => s.start);
  const form = (preferredDate: string, preferredTime: string, name = 'Bisi Adeyemi') => ({
    ...validConsultation().full,
    name,
    preferredDate,
    preferredTime,
    duration: 60,
    fillMs: 5000,
  });
  const submit = (body: unknown) => app.inject({ method: 'POST', url: '/consultations', headers, payload: body as object });

  it('when a day is asked for, then every start comes back free or not, nothing else, cacheable for a few seconds; a booked time is not free', async () => {
    const day = dayOf(0);
    expect((await submit(form(day, '10:00 AM - 11:00 AM'))).statusCode).toBe(201);
    const res = await availability(`date=${day}&duration=30`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=5');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['date', 'slots', 'timeZone']);
    expect(body).toMatchObject({ date: day, timeZone: 'Africa/Lagos' });
    expect(body.slots).toHaveLength(17);
    expect(body.slots.every((s: object) => Object.keys(s).sort().join() === 'available,start')).toBe(true);
    expect(body.slots.filter((s: { available: boolean }) => !s.available).map((s: { start: string }) => s.start)).toEqual([
      '10:00',
      '10:30',
    ]);
    // Without a duration: 60 minutes, the length of the forms that ask none.
    expect(free((await availability(`date=${day}`)).json().slots)).not.toContain('09:30');
    // Out of the window: nothing is free.
    expect(free((await availability(`date=${addDays(bookingWindow(new Date()).max, 1)}`)).json().slots)).toEqual([]);
  });

  it('when the date or duration is not one the forms could send, then 400 names it', async () => {
    for (const [query, path] of [
      ['date=2026-02-30', 'date'],
      ['date=tomorrow', 'date'],
      ['', 'date'],
      [`date=${dayOf(1)}&duration=45`, 'duration'],
      [`date=${dayOf(1)}&duration=60&name=x`, 'name'],
    ] as const) {
      const res = await availability(query);
      expect(res.statusCode, query).toBe(400);
      expect(
        res.json().issues.map((i: { path: string }) => i.path),
        query,
      ).toContain(path);
    }
  });

  it('when ten bookings of one free time arrive at once, then exactly one is stored and nine are told the time was taken', async () => {
    const day = dayOf(2);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => submit(form(day, '2:00 PM - 3:00 PM', `Racer ${'ABCDEFGHIJ'[i]}`))),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.json()).toEqual(taken);
    const stored = await store.listPage('consultation', { q: 'Racer' }, { limit: 50 });
    expect(stored.filter((r) => r.preferredDate === day)).toHaveLength(1);
  });

  it("when a visitor moves a booking onto another's time, then 409 and nothing changes; its own page counts its own time as free; a cancel frees it", async () => {
    const day = dayOf(3);
    expect((await submit(form(day, '9:00 AM - 10:00 AM', 'Other Visitor'))).statusCode).toBe(201);
    const mine = await book({ preferredDate: day, preferredTime: '11:00 AM - 12:00 PM', duration: 60 });
    const token = signBookingToken(key, mine.id);
    const moved = await post(token, 'reschedule', { preferredDate: day, preferredTime: '9:00 AM - 10:00 AM' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual(taken);
    expect((await store.getLead('consultation', mine.id))!.record).toEqual(mine);
    expect(mailed.filter((r) => r.record.id === mine.id)).toEqual([]);
    expect((await published()).filter((e) => e.id === mine.id)).toEqual([]);

    const own = await app.inject({ method: 'GET', url: `/booking/${token}/availability?date=${day}`, headers });
    expect(own.statusCode).toBe(200);
    // Its own 11:00 and the starts that overlap only itself are free to it; the other visitor's are not.
    expect(free(own.json().slots)).toEqual(expect.arrayContaining(['10:00', '10:30', '11:00', '11:30']));
    expect(free(own.json().slots)).not.toContain('09:00');
    expect(free((await availability(`date=${day}`)).json().slots)).not.toContain('11:00');
    expect((await app.inject({ method: 'GET', url: `/booking/${token.slice(0, -2)}/availability?date=${day}`, headers })).json()).toEqual(
      invalid,
    );

    expect((await post(token, 'cancel')).statusCode).toBe(200);
    expect(free((await availability(`date=${day}`)).json().slots)).toContain('11:00');
    expect((await submit(form(day, '11:00 AM - 12:00 PM', 'Next Visitor'))).statusCode).toBe(201);
  });
});
