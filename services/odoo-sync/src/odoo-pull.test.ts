// The pull, over both transports, against the simulator and a real redis-server: what staff change in
// Odoo is reported once, what nobody changed is not reported as a change, the cursor lives in Redis, the
// organiser's busy time is read without our own meetings, a quiet pull costs at most four calls however
// many records are tracked, and pulls never overlap.
import { mkdtempSync, rmSync } from 'node:fs';
import { systemClock } from '@site/lagos-time/clock';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooBusy, type OdooChange } from '@site/contracts/jobs';
import { lagosDates } from '@site/dev-stack/test-dates';
import { addDays } from '@site/lagos-time/lagos-date';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { startOdooSim, type OdooSim } from '@site/odoo-sim/odoo-sim';
import { OdooConnection } from './odoo-connection';
import { createTransport } from './odoo-protocol';
import { OdooPuller, PULL_KEYS } from './odoo-pull';
import { toOdooDatetime } from './pull-observations';
import { startPullSchedule } from './pull-schedule';
import { externalEventId, externalLeadId } from './odoo-values';
import { parseStageMap, type StageMap } from './stage-map';

let sim: OdooSim;
let redisServer: RedisProcess;
let redis: Redis;
const dir = mkdtempSync(join(tmpdir(), 'odoo-pull-'));
const log = pino({ level: 'silent' });

beforeAll(async () => {
  redisServer = await startRedis({ dir });
  redis = new Redis(redisServer.url, { maxRetriesPerRequest: null });
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.stop();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await redis.flushall();
});

/** Calls per command (lower case) from INFO commandstats. */
const commandCounts = (info: string) =>
  Object.fromEntries([...info.matchAll(/^cmdstat_([a-z|]+):calls=(\d+)/gm)].map((m) => [m[1]!, Number(m[2])]));

let n = 0;
const recordId = () => `019ab3c4-5d6e-7f80-9123-${String(++n).padStart(12, '0')}`;

describe.each([
  { protocol: 'xmlrpc', series: 17 },
  { protocol: 'json2', series: 19 },
] as const)('pull over $protocol (Odoo $series)', ({ protocol, series }) => {
  beforeAll(async () => {
    sim = await startOdooSim({ apiKey: 'pull-key', series });
  });
  afterAll(() => sim?.close());
  const setup = () => {
    const reported: (OdooChange | OdooBusy)[] = [];
    const odoo = new OdooConnection({
      transport: () => createTransport({ url: sim.url, db: sim.db, login: sim.login, apiKey: sim.apiKey, timeoutMs: 5_000 }, protocol),
      teamName: 'Sales',
      sourceName: 'Website contact form',
      salespersonId: false,
      sendInvitations: false,
      eraseMode: 'unlink',
      log,
    });
    const puller = new OdooPuller({
      odoo,
      redis,
      report: async (c) => void reported.push(c),
      stageMap: parseStageMap(undefined) as StageMap,
      log,
      clock: systemClock,
    });
    return { odoo, puller, reported };
  };

  /** A booking's lead and meeting as the worker makes and tracks them. */
  const booked = async (odoo: OdooConnection, puller: OdooPuller, id: string) => {
    const { client } = await odoo.get();
    const lead = await client.createLeadWithExternalId(externalLeadId(id), { name: `Booking ${id}` });
    const event = await client.createEventWithExternalId(externalEventId(id), {
      name: 'Call',
      start: '2031-05-06 13:00:00',
      stop: '2031-05-06 14:00:00',
      opportunity_id: lead,
    });
    await puller.track('consultation', id, lead, { id: event, start: '2031-05-06 13:00:00', stop: '2031-05-06 14:00:00', active: true });
    return { lead, event };
  };

  it('when a lead moves to the won stage, then converted is reported once; a lead nobody touched reports what it already was', async () => {
    const { odoo, puller, reported } = setup();
    const { client } = await odoo.get();
    const [won, quiet] = [recordId(), recordId()];
    const a = await client.createLeadWithExternalId(externalLeadId(won), { name: 'Won one' });
    const b = await client.createLeadWithExternalId(externalLeadId(quiet), { name: 'Quiet one' });
    await puller.track('contact', won, a, null);
    await puller.track('contact', quiet, b, null);
    await puller.pullOnce();
    expect(reported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recordId: quiet, leadStatus: 'new' }),
        expect.objectContaining({ recordId: won, leadStatus: 'new' }),
      ]),
    );
    reported.length = 0;
    sim.control.write('crm.lead', [a], { stage_id: 4 });
    await puller.pullOnce();
    expect(reported).toEqual([{ outcome: 'lead-changed', kind: 'contact', recordId: won, odooLeadId: a, leadStatus: 'converted' }]);
    await puller.pullOnce();
    expect(reported).toHaveLength(1);
    expect(await redis.get(PULL_KEYS.cursor)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('when a meeting is moved, archived or deleted, then rescheduled slots and cancellations are reported', async () => {
    const { odoo, puller, reported } = setup();
    const [moved, archived, deleted] = [recordId(), recordId(), recordId()];
    const ids: number[] = [];
    for (const id of [moved, archived, deleted]) ids.push((await booked(odoo, puller, id)).event);
    await puller.pullOnce();
    reported.length = 0;
    sim.control.write('calendar.event', [ids[0]!], { start: '2031-05-07 08:30:00', stop: '2031-05-07 09:00:00' });
    sim.control.write('calendar.event', [ids[1]!], { active: false });
    sim.control.unlink('calendar.event', [ids[2]!]);
    await puller.pullOnce();
    expect(reported).toEqual(
      expect.arrayContaining([
        {
          outcome: 'event-changed',
          kind: 'consultation',
          recordId: moved,
          odooEventId: ids[0],
          state: 'scheduled',
          date: '2031-05-07',
          time: '09:30',
          durationMinutes: 30,
        },
        expect.objectContaining({ recordId: archived, state: 'cancelled' }),
        {
          outcome: 'event-changed',
          kind: 'consultation',
          recordId: deleted,
          odooEventId: ids[2],
          state: 'cancelled',
          date: null,
          time: null,
          durationMinutes: null,
        },
      ]),
    );
    expect(reported).toHaveLength(3);
    // Booking leads are not reported as contacts.
    expect(reported.every((c) => c.outcome === 'event-changed')).toBe(true);
  });

  it('when the worker itself moved or archived a meeting, then the pull does not report it; an erase forgets the record', async () => {
    const { odoo, puller, reported } = setup();
    const { client } = await odoo.get();
    const id = recordId();
    const { lead, event } = await booked(odoo, puller, id);
    await puller.pullOnce();
    reported.length = 0;
    // Our own move (a visitor's reschedule), recorded as observed, then our own archive.
    await client.write('calendar.event', [event], { start: '2031-05-08 09:00:00', stop: '2031-05-08 10:00:00' });
    await puller.observed(id, event, { start: '2031-05-08 09:00:00', stop: '2031-05-08 10:00:00', active: true });
    await puller.pullOnce();
    await client.write('calendar.event', [event], { active: false });
    await puller.observed(id, event, { start: '2031-05-08 09:00:00', stop: '2031-05-08 10:00:00', active: false });
    await puller.pullOnce();
    expect(reported).toEqual([]);
    // A staff change after ours is still reported.
    sim.control.write('calendar.event', [event], { active: true });
    await puller.pullOnce();
    expect(reported).toEqual([expect.objectContaining({ recordId: id, state: 'scheduled', date: '2031-05-08', time: '10:00' })]);

    await puller.forget([{ recordId: id, leadIds: [lead], eventIds: [event] }]);
    const kept = JSON.stringify([
      await redis.hgetall(PULL_KEYS.leads),
      await redis.hgetall(PULL_KEYS.events),
      await redis.zrange(PULL_KEYS.upcoming, 0, -1),
      await redis.hgetall(PULL_KEYS.seen),
    ]);
    expect(kept).not.toContain(id);
    expect(kept).not.toContain(`calendar.event:${event}`);
    expect(kept).not.toContain(`crm.lead:${lead}`);
  });

  it("when staff add, free or remove meetings in the organiser's calendar, then the pull reports their busy time, ids and times only, once per change", async () => {
    const { odoo, puller, reported } = setup();
    const { client, defaults } = await odoo.get();
    const organiser = defaults.organizer;
    const { tomorrow } = lagosDates();
    const at = (hhmm: string, day = tomorrow) => `${day} ${hhmm}:00`;
    // Ours: a booking's meeting, organised and attended by the organiser, as the worker makes it.
    const id = recordId();
    const lead = await client.createLeadWithExternalId(externalLeadId(id), { name: `Booking ${id}` });
    const ours = await client.createEventWithExternalId(externalEventId(id), {
      name: 'Consultation: Ada',
      start: at('08:00'),
      stop: at('09:00'),
      user_id: organiser.userId,
      partner_ids: [[6, 0, [organiser.partnerId]]],
    });
    await puller.track('consultation', id, lead, { id: ours, start: at('08:00'), stop: at('09:00'), active: true });
    // Staff's own: a busy meeting, a private one, free ones, an all-day one two days on, one the organiser does not
    // attend, one over.
    const dentist = sim.control.create('calendar.event', { name: 'Dentist', start: at('10:00'), stop: at('11:30') });
    const dayAfter = addDays(tomorrow, 1);
    const away = sim.control.create('calendar.event', {
      name: 'Away',
      start: at('08:00', dayAfter),
      stop: at('18:00', dayAfter),
      allday: true,
    });
    // Private: the bot, neither organiser nor attendee, reads it as "Busy" with no attendees (as Odoo does).
    const doctor = sim.control.create('calendar.event', { name: 'Doctor', start: at('14:00'), stop: at('15:00'), privacy: 'private' });
    const others = [
      sim.control.create('calendar.event', { name: 'Lunch, free', start: at('12:00'), stop: at('13:00'), show_as: 'free' }),
      sim.control.create('calendar.event', {
        name: 'Gym, free',
        start: at('16:00'),
        stop: at('17:00'),
        show_as: 'free',
        privacy: 'private',
      }),
      sim.control.create('calendar.event', { name: 'Not theirs', start: at('10:00'), stop: at('11:00'), partner_ids: [[6, 0, [7]]] }),
      sim.control.create('calendar.event', { name: 'Long ago', start: '2020-01-01 10:00:00', stop: '2020-01-01 11:00:00' }),
    ];

    await puller.pullOnce();
    const busy = reported.filter((m) => m.outcome === 'odoo-busy');
    expect(busy).toHaveLength(1);
    expect(busy[0]!.events).toEqual([
      { odooEventId: dentist, start: `${tomorrow}T10:00:00.000Z`, stop: `${tomorrow}T11:30:00.000Z` },
      { odooEventId: doctor, start: `${tomorrow}T14:00:00.000Z`, stop: `${tomorrow}T15:00:00.000Z` },
      // All day: the whole Lagos day, from its midnight (23:00 UTC the day before) to the next.
      { odooEventId: away, start: `${tomorrow}T23:00:00.000Z`, stop: `${dayAfter}T23:00:00.000Z` },
    ]);
    expect(JSON.stringify(busy)).not.toMatch(/Dentist|Doctor|Away|Consultation|Ada/);
    // Nothing changed: nothing sent again. A meeting removed: sent without it.
    await puller.pullOnce();
    expect(reported.filter((m) => m.outcome === 'odoo-busy')).toHaveLength(1);
    sim.control.unlink('calendar.event', [dentist]);
    await puller.pullOnce();
    const last = reported.filter((m) => m.outcome === 'odoo-busy').at(-1)!;
    expect(last.events.map((e) => e.odooEventId)).toEqual([doctor, away]);
    // The simulator outlives the test (the other transport runs next): its meetings go.
    sim.control.unlink('calendar.event', [ours, doctor, away, ...others]);
  });

  it('when two workers schedule the pull, then pulls never overlap', async () => {
    const { puller } = setup();
    let inFlight = 0;
    let most = 0;
    let pulls = 0;
    const slow = Object.assign(Object.create(puller) as OdooPuller, {
      pullOnce: async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 150));
        inFlight--;
        pulls++;
        return { leads: 0, events: 0, reported: 0 };
      },
    });
    const schedules = await Promise.all([1, 2].map(() => startPullSchedule(slow, { connection: redis, intervalMs: 100, log })));
    await new Promise((r) => setTimeout(r, 1500));
    await Promise.all(schedules.map((s) => s.stop()));
    expect(pulls).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
  });
});

describe('a quiet pull', () => {
  it("when thousands of records are tracked and nothing changed since the last pull, then it costs at most four Odoo calls (the fourth the organiser's busy time)", async () => {
    let simNow = new Date(Date.now() - 3 * 3_600_000);
    const quiet = await startOdooSim({ apiKey: 'quiet-key', now: () => simNow });
    try {
      const odoo = new OdooConnection({
        transport: () =>
          createTransport({ url: quiet.url, db: quiet.db, login: quiet.login, apiKey: quiet.apiKey, timeoutMs: 30_000 }, 'xmlrpc'),
        teamName: 'Sales',
        sourceName: 'Website contact form',
        salespersonId: false,
        sendInvitations: false,
        eraseMode: 'unlink',
        client: { batchSize: 200 },
        log,
      });
      const puller = new OdooPuller({
        odoo,
        redis,
        report: async () => undefined,
        stageMap: parseStageMap(undefined) as StageMap,
        log,
        clock: systemClock,
      });
      const { client } = await odoo.get();
      // 3,000 contacts and 100 meetings still to come, made over the past hours; the last change an hour ago.
      const ids = Array.from({ length: 3000 }, recordId);
      const leads = await Promise.all(ids.map((id) => client.createLeadWithExternalId(externalLeadId(id), { name: `Lead ${id}` })));
      for (const [i, id] of ids.entries()) await puller.track('contact', id, leads[i]!, null);
      for (const id of ids.slice(0, 100)) {
        const event = await client.createEventWithExternalId(externalEventId(id), {
          name: 'Call',
          start: '2031-05-06 13:00:00',
          stop: '2031-05-06 14:00:00',
        });
        await puller.track('consultation', id, leads[0]!, {
          id: event,
          start: '2031-05-06 13:00:00',
          stop: '2031-05-06 14:00:00',
          active: true,
        });
      }
      // The last change is one of ours: the cursor's overlap reads it again at every pull.
      simNow = new Date(Date.now() - 3_600_000);
      const lastId = recordId();
      const last = await client.createLeadWithExternalId(externalLeadId(lastId), { name: 'The last change' });
      await puller.track('contact', lastId, last, null);
      await puller.pullOnce();
      expect(await redis.get(PULL_KEYS.cursor)).toBe(toOdooDatetime(simNow));

      simNow = new Date();
      quiet.state.resetCounters();
      await redis.config('RESETSTAT');
      await puller.pullOnce();
      const calls = Object.entries(quiet.state.counters()).filter(([target]) => !target.startsWith('common.'));
      expect(calls.reduce((sum, [, count]) => sum + count, 0)).toBeLessThanOrEqual(4);
      // Nothing reads every tracked id back from Redis: no whole hash, set or range.
      const commands = commandCounts(await redis.info('commandstats'));
      for (const whole of ['hgetall', 'hkeys', 'hvals', 'smembers', 'sscan', 'hscan', 'scan', 'keys', 'zrange'])
        expect(commands[whole] ?? 0, whole).toBe(0);
      expect(commands.hmget ?? 0).toBeLessThanOrEqual(2);
    } finally {
      await quiet.close();
    }
  }, 120_000);
});
