// The worker makes Odoo follow a record after its first sync, against the simulator as Odoo 17 and 18 (over
// XML-RPC) and 19 (over JSON-2, which ODOO_PROTOCOL=auto picks), each on a fresh database (no leader on the
// Sales team before 19), with a real Redis: a visitor's reschedule moves the calendar event and notes it on
// the lead (once, however often the job runs), a cancel archives the event, a staff correction reaches the
// lead, an older revision never undoes a newer one, the meeting is never private to the bot (so a calendar
// private by default keeps nothing from it) and one staff make private holds up only its own record, the
// event's video link comes back in the result, an
// erase removes or anonymises what the product made (never a contact staff made), and nothing of a record
// stays in Redis.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERASE_JOB_NAME,
  RESULTS_QUEUE,
  SYNC_JOB_OPTIONS,
  SYNC_QUEUE,
  syncJobId,
  type EraseJob,
  type ResultMessage,
  type SyncJob,
} from '@site/contracts/jobs';
import { addDays, bookingWindow } from '@site/lagos-time/lagos-date';
import { lagosDates } from '@site/dev-stack/test-dates';
import { consultationRecordSchema, contactRecordSchema, type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { startOdooSim, type OdooSeries, type OdooSim } from '@site/odoo-sim/odoo-sim';
import { simClient } from '@site/odoo-sim/sim-test-client';
import { loadWorkerConfig } from '../src/config';
import { PULL_KEYS } from '../src/odoo-pull';
import { syncLockKey, syncRevKey } from '../src/record-order';
import { startWorker } from '../src/worker';
import { until } from '@site/dev-stack/until';

const PULL_MS = 300;
/** The administrator, who organises a fresh database's booked meetings (the Sales team's member, or from 19 its leader). */
const ADMIN_UID = 2;
let dir: string;
let redis: RedisProcess;
let sim: OdooSim;
let connection: Redis;
let queue: Queue;
let collector: Worker;
let collectorConnection: Redis;
const results: ResultMessage[] = [];
let worker: Awaited<ReturnType<typeof startWorker>> | null = null;

async function runWorker(erase: 'unlink' | 'anonymise' = 'unlink') {
  await worker?.stop();
  const config = loadWorkerConfig({
    REDIS_URL: redis.url,
    ODOO_URL: sim.url,
    ODOO_DB: sim.db,
    ODOO_USERNAME: sim.login,
    ODOO_API_KEY: sim.apiKey,
    ODOO_PULL_INTERVAL_MS: String(PULL_MS),
    ODOO_RATE_LIMIT_PER_SECOND: '200',
    STALLED_INTERVAL_MS: '2000',
    WORKER_REPORT_INTERVAL_MS: '1000',
    ODOO_ERASE: erase,
  });
  worker = await startWorker(config, pino({ level: 'silent' }));
}

/** A fresh Redis, simulator of `series`, worker and result collector around each block of tests. */
function setUp(series: OdooSeries) {
  beforeAll(async () => {
    results.length = 0;
    dir = mkdtempSync(join(tmpdir(), 'converge-'));
    redis = await startRedis({ dir });
    sim = await startOdooSim({ series });
    connection = new Redis(redis.url, { maxRetriesPerRequest: null });
    queue = new Queue(SYNC_QUEUE, { connection });
    collectorConnection = new Redis(redis.url, { maxRetriesPerRequest: null });
    collectorConnection.on('error', () => undefined);
    collector = new Worker(RESULTS_QUEUE, async (job) => void results.push(job.data as ResultMessage), { connection: collectorConnection });
    await runWorker();
  }, 60_000);

  afterAll(async () => {
    await worker?.stop();
    worker = null;
    await collector?.close();
    collectorConnection?.disconnect();
    await queue?.close();
    connection?.disconnect();
    await sim?.close();
    await redis?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let n = 0;
const at = new Date().toISOString();
function bookingRecord(over: Partial<ConsultationRecord> = {}): ConsultationRecord {
  const id = `0196a3b4-${String(++n).padStart(4, '0')}-7000-8000-${Date.now().toString(16).padStart(12, '0').slice(-12)}`;
  return consultationRecordSchema.parse({
    id,
    form: 'full',
    name: `Ngozi Amadi ${n}`,
    email: `ngozi${n}.${Date.now()}@example.ng`,
    phone: '+234 803 555 0101',
    company: 'Bonny Health Ltd',
    industry: null,
    consultationType: 'odoo-erp',
    service: null,
    message: null,
    preferredDate: bookingWindow(new Date()).max,
    preferredTime: '2:00 PM - 3:00 PM',
    duration: 90,
    status: 'scheduled',
    odooEventId: null,
    meetingLink: null,
    notes: null,
    inviteSequence: 0,
    mailStatus: null,
    mailError: null,
    syncStatus: 'pending',
    syncError: null,
    odooLeadId: null,
    context: null,
    revision: 0,
    createdAt: at,
    updatedAt: at,
    ...over,
  });
}
function contactRecord(over: Partial<ContactRecord> = {}): ContactRecord {
  const id = `0196a3b4-${String(++n).padStart(4, '0')}-7000-9000-${Date.now().toString(16).padStart(12, '0').slice(-12)}`;
  return contactRecordSchema.parse({
    id,
    form: 'contact-page',
    name: `Tamuno Briggs ${n}`,
    email: `tamuno${n}@example.ng`,
    phone: '+234 803 000 1111',
    company: 'Trans-Amadi Works',
    message: 'We need an ERP.',
    service: null,
    source: 'contact_form',
    leadStatus: 'new',
    syncStatus: 'pending',
    syncError: null,
    odooLeadId: null,
    context: null,
    revision: 0,
    createdAt: at,
    updatedAt: at,
    ...over,
  });
}

type Synced = Extract<ResultMessage, { outcome: 'synced' }>;
const syncedOf = (recordId: string, revision: number) => () =>
  results.find((r): r is Synced => r.outcome === 'synced' && r.recordId === recordId && r.revision === revision);

/** Queues a sync job as the outbox does and waits for its `synced` result (the `nth` one of that revision). */
async function sync(job: SyncJob, nth = 1): Promise<Synced> {
  const jobId = syncJobId(job.record.id, job.record.revision);
  // A repeat hand-over under the same id is a no-op while the first job still exists (it reports its
  // result just before BullMQ completes and removes it): wait until it is gone, as a later hand-over would.
  if (nth > 1) await until(async () => ((await queue.getJob(jobId)) ? undefined : true), `job ${jobId} removed`);
  await queue.add('sync', job, {
    ...SYNC_JOB_OPTIONS,
    jobId: syncJobId(job.record.id, job.record.revision),
    attempts: 8,
    backoff: { type: 'exponential', delay: 300 },
  });
  return until(() => {
    const mine = results.filter(
      (r): r is Synced => r.outcome === 'synced' && r.recordId === job.record.id && r.revision === job.record.revision,
    );
    return mine.length >= nth ? mine[nth - 1] : undefined;
  }, `synced ${job.record.id} r${job.record.revision}`);
}

// Meeting dates a few days ahead of the clock the suite runs at (never a fixed date that passes).
const { today } = lagosDates();
const [D1, D2, D3, D4] = [5, 9, 6, 7].map((n) => addDays(today, n)) as [string, string, string, string];
/** "Wednesday 25 November 2026" for a Lagos date, as Odoo's notes say it. */
function dayText(date: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')}`;
}

const rows = (model: string) => sim.state.records(model);
const row = (model: string, id: number) => rows(model).find((r) => r.id === id);
const notesOn = (leadId: number) =>
  rows('mail.message').filter((m) => m.model === 'crm.lead' && m.res_id === leadId && m.message_type === 'comment');

describe.each([17, 18, 19] as const)('as Odoo %i', (series) => {
  setUp(series);

  it('when the worker checks Odoo, then it speaks the series: JSON-2 on 19, and the rights check in the form the series has', async () => {
    await sync({ kind: 'contact', record: contactRecord() });
    expect(sim.state.calls('common.authenticate') > 0).toBe(series < 19);
    expect(sim.state.calls('res.users.context_get') > 0).toBe(series >= 19);
    const called = (method: string) => sim.state.callLog('*').filter((c) => c.target.endsWith(`.${method}`)).length;
    expect(called('has_access') > 0).toBe(series >= 18);
    expect(called('check_access_rights') > 0).toBe(series < 18);
    const [hasGroup] = sim.state.callLog('res.users.has_group');
    expect(hasGroup?.args).toEqual(series >= 18 ? [[sim.uid]] : []);
  });

  describe('a booking changed after its first sync', () => {
    it('when the visitor reschedules, then the event moves (UTC for Lagos) and one note is posted, even when the job runs twice', async () => {
      const record = bookingRecord();
      const first = await sync({ kind: 'consultation', record });
      expect(first).toMatchObject({ revision: 0, meetingLink: null, odooEventId: expect.any(Number) });
      // Odoo sends no mail about the meeting: no invitation, no activity notice to the organiser.
      expect(sim.state.callLog('calendar.event.load').at(-1)?.kwargs.context).toMatchObject({
        no_mail_to_attendees: true,
        mail_activity_quick_update: true,
      });
      expect(rows('mail.message').filter((m) => m.res_id === first.odooLeadId && m.message_type === 'user_notification')).toEqual([]);
      const moved = {
        ...record,
        status: 'rescheduled',
        preferredDate: D1,
        preferredTime: '10:00 AM - 11:00 AM',
        duration: 90,
        revision: 1,
      };
      const second = await sync({ kind: 'consultation', record: moved });
      expect(second).toMatchObject({ odooLeadId: first.odooLeadId, odooEventId: first.odooEventId, revision: 1 });
      // 10:00 AM in Lagos (UTC+1) is 09:00 UTC; 90 minutes.
      expect(row('calendar.event', first.odooEventId!)).toMatchObject({ start: `${D1} 09:00:00`, stop: `${D1} 10:30:00`, active: true });
      const note = `<p>Rescheduled by the visitor to ${dayText(D1)}, 10:00 AM WAT</p>`;
      expect(notesOn(first.odooLeadId).map((m) => m.body)).toEqual([note]);

      // The same job again (a repeat hand-over): nothing is written twice.
      await sync({ kind: 'consultation', record: moved }, 2);
      expect(notesOn(first.odooLeadId).map((m) => m.body)).toEqual([note]);
      expect(rows('calendar.event').filter((e) => e.opportunity_id === first.odooLeadId)).toHaveLength(1);

      // Our own move is not reported back by the pull as a change made in Odoo. (A pull that races the
      // move may report the meeting as we left it, which the leads service finds equal to the record: only
      // something else would be a change.)
      await sleep(PULL_MS * 4);
      const ours = (r: ResultMessage) =>
        r.outcome === 'event-changed' && ((r.date === D1 && r.time === '10:00' && r.state === 'scheduled') || r.state === 'cancelled');
      const foreign = results.filter((r) => r.outcome === 'event-changed' && r.recordId === record.id && !ours(r));
      expect(foreign.filter((r) => results.indexOf(r) > results.indexOf(second))).toEqual([]);

      // Cancelled: the event is archived, with its note, once.
      await sync({ kind: 'consultation', record: { ...moved, status: 'cancelled', revision: 2 } });
      expect(row('calendar.event', first.odooEventId!)).toMatchObject({ active: false, start: `${D1} 09:00:00` });
      expect(notesOn(first.odooLeadId).map((m) => m.body)).toEqual([note, '<p>Cancelled by the visitor</p>']);
      await sync({ kind: 'consultation', record: { ...moved, status: 'cancelled', revision: 2 } }, 2);
      expect(notesOn(first.odooLeadId)).toHaveLength(2);
      await sleep(PULL_MS * 4);
      expect(
        results.filter(
          (r) => r.outcome === 'event-changed' && r.recordId === record.id && !ours(r) && results.indexOf(r) > results.indexOf(second),
        ),
      ).toEqual([]);
    });

    it("when the organiser's calendar is private by default (from 18), then the meeting is still for internal users, and the visitor's reschedule moves it", async () => {
      if (series >= 18) sim.control.write('res.users', [ADMIN_UID], { calendar_default_privacy: 'private' });
      try {
        const record = bookingRecord();
        const first = await sync({ kind: 'consultation', record });
        expect(row('calendar.event', first.odooEventId!)).toMatchObject({ user_id: ADMIN_UID, privacy: 'confidential' });
        await sync({
          kind: 'consultation',
          record: { ...record, status: 'rescheduled', preferredDate: D4, preferredTime: '9:00 AM - 10:00 AM', revision: 1 },
        });
        expect(row('calendar.event', first.odooEventId!)).toMatchObject({ start: `${D4} 08:00:00`, active: true });
      } finally {
        if (series >= 18) sim.control.write('res.users', [ADMIN_UID], { calendar_default_privacy: 'public' });
      }
    });

    it('when staff make a booked meeting private in Odoo, then its reschedule waits alone with the refusal while other records sync, and moves it once staff open it again', async () => {
      const record = bookingRecord();
      const first = await sync({ kind: 'consultation', record });
      const before = row('calendar.event', first.odooEventId!);
      sim.control.write('calendar.event', [first.odooEventId!], { privacy: 'private' });
      const moved = { ...record, status: 'rescheduled' as const, preferredDate: D2, preferredTime: '11:00 AM - 12:00 PM', revision: 1 };
      await queue.add('sync', { kind: 'consultation', record: moved }, { ...SYNC_JOB_OPTIONS, jobId: syncJobId(record.id, 1) });
      const waiting = await until(() => results.find((r) => r.outcome === 'waiting' && r.recordId === record.id), 'the reschedule waiting');
      expect(waiting).toMatchObject({
        error: expect.stringMatching(
          /^Odoo refuses the bot this record, .*doesn't have 'write' access to: - Calendar Event \(calendar\.event\)/,
        ),
      });
      // Every other record goes on: nothing waits for Odoo's configuration.
      await sync({ kind: 'contact', record: contactRecord() });
      expect(row('calendar.event', first.odooEventId!)).toMatchObject({ start: before!.start, stop: before!.stop });

      sim.control.write('calendar.event', [first.odooEventId!], { privacy: 'confidential' });
      await (await queue.getJob(syncJobId(record.id, 1)))!.promote();
      await until(syncedOf(record.id, 1), 'the reschedule synced');
      expect(row('calendar.event', first.odooEventId!)).toMatchObject({ start: `${D2} 10:00:00` });
      expect(notesOn(first.odooLeadId).map((m) => m.body)).toEqual([`<p>Rescheduled by the visitor to ${dayText(D2)}, 11:00 AM WAT</p>`]);
    });

    it('when moving the event fails after the note was posted, then the retry moves it without a second note', async () => {
      const record = bookingRecord();
      const first = await sync({ kind: 'consultation', record });
      sim.control.failNext({ target: 'calendar.event.write', failure: { type: 'http', status: 502 } });
      await sync({
        kind: 'consultation',
        record: { ...record, status: 'rescheduled', preferredDate: D2, preferredTime: '2:00 PM - 3:00 PM', revision: 1 },
      });
      expect(results.some((r) => r.outcome === 'retrying' && r.recordId === record.id)).toBe(true);
      expect(row('calendar.event', first.odooEventId!)).toMatchObject({ start: `${D2} 13:00:00`, stop: `${D2} 14:30:00` });
      expect(notesOn(first.odooLeadId).map((m) => m.body)).toEqual([`<p>Rescheduled by the visitor to ${dayText(D2)}, 2:00 PM WAT</p>`]);
    });

    it('when an older revision is processed after a newer one, then it changes nothing and reports nothing', async () => {
      const record = bookingRecord();
      const first = await sync({ kind: 'consultation', record });
      await sync({
        kind: 'consultation',
        record: { ...record, status: 'rescheduled', preferredDate: D3, preferredTime: '9:00 AM - 10:00 AM', revision: 2 },
      });
      const event = row('calendar.event', first.odooEventId!);
      const notes = notesOn(first.odooLeadId).length;
      await queue.add(
        'sync',
        {
          kind: 'consultation',
          record: { ...record, status: 'rescheduled', preferredDate: D4, preferredTime: '11:00 AM - 12:00 PM', revision: 1 },
        },
        { ...SYNC_JOB_OPTIONS, jobId: syncJobId(record.id, 1) },
      );
      await until(async () => ((await queue.getJob(syncJobId(record.id, 1))) ? undefined : true), 'old job done');
      expect(row('calendar.event', first.odooEventId!)).toEqual(event);
      expect(notesOn(first.odooLeadId)).toHaveLength(notes);
      expect(syncedOf(record.id, 1)()).toBeUndefined();
      expect(await connection.get(syncRevKey(record.id))).toBe('2');
      expect(await connection.ttl(syncRevKey(record.id))).toBeGreaterThan(7 * 24 * 3600);
    });

    it('when another job of the record holds its lock, then the job retries with back-off and then goes through', async () => {
      const record = bookingRecord();
      await connection.set(syncLockKey(record.id), 'another-job', 'PX', 1200);
      const done = await sync({ kind: 'consultation', record });
      expect(results.some((r) => r.outcome === 'retrying' && r.recordId === record.id && /being written to Odoo/.test(r.error))).toBe(true);
      expect(done.odooEventId).toEqual(expect.any(Number));
      expect(await connection.exists(syncLockKey(record.id))).toBe(0);
    });

    it("when staff correct a contact's phone and e-mail, then the Odoo lead has the new values", async () => {
      const record = contactRecord();
      const first = await sync({ kind: 'contact', record });
      await sync({ kind: 'contact', record: { ...record, phone: '+234 809 123 4567', email: 'tamuno.new@example.ng', revision: 1 } });
      expect(row('crm.lead', first.odooLeadId)).toMatchObject({
        phone: '+234 809 123 4567',
        email_from: 'tamuno.new@example.ng',
        contact_name: record.name,
      });
      expect(notesOn(first.odooLeadId)).toEqual([]);
    });

    it('when Odoo gives the event a video link, then it is in the synced result', async () => {
      sim.control.setVideocall('https://meet.sim/{id}');
      try {
        const done = await sync({ kind: 'consultation', record: bookingRecord() });
        expect(done.meetingLink).toBe(`https://meet.sim/${done.odooEventId}`);
      } finally {
        sim.control.setVideocall(null);
      }
    });
  });

  describe('nothing of a record stays in Redis', () => {
    it('when a booking is synced and changed, then no key holds its name, e-mail or phone, and no job is left', async () => {
      const record = bookingRecord({ name: 'Ibiye Unique-Name', email: 'ibiye.unique@example.ng', phone: '+234 701 999 8888' });
      await sync({ kind: 'consultation', record });
      await sync({
        kind: 'consultation',
        record: { ...record, status: 'rescheduled', preferredDate: D3, preferredTime: '9:00 AM - 10:00 AM', revision: 1 },
      });
      await until(
        async () => ((await queue.getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed')).active === 0 ? true : undefined),
        'sync queue idle',
      );
      await until(
        async () => ((await connection.keys('bull:odoo-sync-results:[0-9]*')).length === 0 ? true : undefined),
        'results consumed',
      );
      const dump = await dumpRedis(connection);
      for (const secret of [record.name, record.email, record.phone!, 'Bonny Health']) expect(dump, secret).not.toContain(secret);
      const jobKeys = (await connection.keys('bull:odoo-sync*')).filter((k) => /:(\d+|[0-9a-f-]{20,}(-r\d+)?)$/.test(k));
      expect(jobKeys).toEqual([]);
    });
  });

  describe('erase in Odoo', () => {
    /** A booking by a new visitor (our partner) and one by someone staff already had as a contact. */
    async function twoBookings(tag: string) {
      const staffEmail = `staff-made-${tag}@example.ng`;
      const staffPartner = (await simClient(sim).executeKw('res.partner', 'create', [
        { name: 'Kept By Staff', email: staffEmail },
      ])) as number;
      const ours = bookingRecord({ email: `erase-${tag}@example.ng` });
      const staffs = bookingRecord({ email: staffEmail });
      const a = await sync({ kind: 'consultation', record: ours });
      const b = await sync({ kind: 'consultation', record: staffs });
      const ourPartner = row('calendar.event', a.odooEventId!)!.partner_ids as number[];
      const partnerId = ourPartner.find((p) => p !== 3)!;
      expect(sim.state.findByExternalId(`website_partner_${ours.id.replaceAll('-', '')}`)?.id).toBe(partnerId);
      return {
        a,
        b,
        staffPartner,
        partnerId,
        items: [a, b].map((r) => ({
          kind: 'consultation' as const,
          recordId: r.recordId,
          odooLeadId: r.odooLeadId,
          odooEventId: r.odooEventId,
        })),
      };
    }

    async function erase(requestId: string, items: EraseJob['items']) {
      await queue.add(ERASE_JOB_NAME, { requestId, items } satisfies EraseJob, {
        ...SYNC_JOB_OPTIONS,
        jobId: `erase-${requestId}`,
        attempts: 5,
        backoff: { type: 'exponential', delay: 300 },
      });
      return until(
        () => results.find((r) => (r.outcome === 'erased' || r.outcome === 'erase-failed') && r.requestId === requestId),
        `erase ${requestId}`,
      );
    }

    async function expectForgotten(recordIds: string[]) {
      for (const id of recordIds) expect(await connection.exists(syncRevKey(id))).toBe(0);
      const tracked = JSON.stringify([
        await connection.hgetall(PULL_KEYS.leads),
        await connection.hgetall(PULL_KEYS.events),
        await connection.zrange(PULL_KEYS.upcoming, 0, -1),
      ]);
      for (const id of recordIds) expect(tracked).not.toContain(id);
    }

    it('when erasing with unlink, then lead and event are deleted, our partner is anonymised and archived (the bot may not delete contacts), the staff-made partner stays, and a repeat finds nothing', async () => {
      const { a, b, staffPartner, partnerId, items } = await twoBookings('unlink');
      const report = await erase('req-unlink', items);
      expect(report).toEqual({
        outcome: 'erased',
        requestId: 'req-unlink',
        mode: 'unlink',
        items: [
          { recordId: a.recordId, lead: 'unlinked', event: 'unlinked', partner: 'anonymised' },
          { recordId: b.recordId, lead: 'unlinked', event: 'unlinked', partner: 'absent' },
        ],
      });
      for (const [model, id] of [
        ['crm.lead', a.odooLeadId],
        ['crm.lead', b.odooLeadId],
        ['calendar.event', a.odooEventId],
        ['calendar.event', b.odooEventId],
      ] as const) {
        expect(row(model, id!), `${model} ${id}`).toBeUndefined();
      }
      expect(row('res.partner', partnerId)).toMatchObject({ name: 'Erased person', email: null, phone: null, active: false });
      // Nothing of the person in the chatter: no message left on our partner, no tracked old value.
      expect(sim.state.records('mail.message').filter((m) => m.model === 'res.partner' && m.res_id === partnerId)).toEqual([]);
      expect(row('res.partner', staffPartner)).toMatchObject({ name: 'Kept By Staff' });
      await expectForgotten([a.recordId, b.recordId]);

      const again = await erase('req-unlink-2', items);
      expect(again).toMatchObject({
        outcome: 'erased',
        items: items.map((i) => ({ recordId: i.recordId, lead: 'absent', event: 'absent', partner: 'absent' })),
      });
    });

    it('when erasing with anonymise, then the records stay with neutral values and no attendee, the staff-made partner is untouched, and a repeat finds nothing', async () => {
      await runWorker('anonymise');
      try {
        const { a, b, staffPartner, partnerId, items } = await twoBookings('anon');
        const staffBefore = row('res.partner', staffPartner);
        const report = await erase('req-anon', items);
        expect(report).toEqual({
          outcome: 'erased',
          requestId: 'req-anon',
          mode: 'anonymise',
          items: [
            { recordId: a.recordId, lead: 'anonymised', event: 'anonymised', partner: 'anonymised' },
            { recordId: b.recordId, lead: 'anonymised', event: 'anonymised', partner: 'absent' },
          ],
        });
        for (const r of [a, b]) {
          expect(row('crm.lead', r.odooLeadId)).toMatchObject({
            name: 'Erased person',
            contact_name: null,
            partner_name: null,
            email_from: null,
            phone: null,
            description: null,
            partner_id: null,
          });
          // Only the organiser's own contact is left: partner 3, the administrator's (the Sales team's first member
          // before 19, its leader on 19).
          expect(row('calendar.event', r.odooEventId!)).toMatchObject({ name: 'Erased consultation', description: null, partner_ids: [3] });
        }
        expect(row('res.partner', partnerId)).toMatchObject({ name: 'Erased person', email: null, phone: null });
        expect(row('res.partner', staffPartner)).toEqual(staffBefore);
        await expectForgotten([a.recordId, b.recordId]);

        const again = await erase('req-anon-2', items);
        expect(again).toMatchObject({
          outcome: 'erased',
          items: items.map((i) => ({ recordId: i.recordId, lead: 'absent', event: 'absent', partner: 'absent' })),
        });
      } finally {
        await runWorker('unlink');
      }
    });
  });
});

/** Every key's contents as one text (strings, hashes, lists, sets, sorted sets, streams). */
async function dumpRedis(redis: Redis): Promise<string> {
  const out: string[] = [];
  for (const key of await redis.keys('*')) {
    const type = await redis.type(key);
    const value =
      type === 'string'
        ? await redis.get(key)
        : type === 'hash'
          ? await redis.hgetall(key)
          : type === 'list'
            ? await redis.lrange(key, 0, -1)
            : type === 'set'
              ? await redis.smembers(key)
              : type === 'zset'
                ? await redis.zrange(key, 0, -1)
                : type === 'stream'
                  ? await redis.xrange(key, '-', '+')
                  : null;
    out.push(`${key} ${JSON.stringify(value)}`);
  }
  return out.join('\n');
}
