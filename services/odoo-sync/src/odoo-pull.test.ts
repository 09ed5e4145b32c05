// The pull, over both transports, against the simulator and a real redis-server: what staff change in
// Odoo is reported once, what nobody changed is not reported as a change, and the cursor lives in Redis.
import { mkdtempSync, rmSync } from 'node:fs';
import { systemClock } from '@site/contracts/clock';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OdooChange } from '@site/contracts/jobs';
import { startRedis, type RedisProcess } from '@site/dev-stack/redis-server';
import { startOdooSim, type OdooSim } from '@site/odoo-sim/odoo-sim';
import { OdooConnection } from './odoo-connection';
import { createTransport } from './odoo-protocol';
import { OdooPuller, PULL_KEYS } from './odoo-pull';
import { externalEventId, externalLeadId } from './odoo-values';
import { parseStageMap, type StageMap } from './stage-map';

let sim: OdooSim;
let redisServer: RedisProcess;
let redis: Redis;
const dir = mkdtempSync(join(tmpdir(), 'odoo-pull-'));
const log = pino({ level: 'silent' });

beforeAll(async () => {
  sim = await startOdooSim({ apiKey: 'pull-key' });
  redisServer = await startRedis({ dir });
  redis = new Redis(redisServer.url, { maxRetriesPerRequest: null });
});
afterAll(async () => {
  redis?.disconnect();
  await redisServer?.stop();
  await sim?.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await redis.flushall();
});

let n = 0;
const recordId = () => `019ab3c4-5d6e-7f80-9123-${String(++n).padStart(12, '0')}`;

describe.each(['xmlrpc', 'json2'] as const)('pull over %s', (protocol) => {
  const setup = () => {
    const reported: OdooChange[] = [];
    const odoo = new OdooConnection({
      transport: () => createTransport({ url: sim.url, db: sim.db, login: sim.login, apiKey: sim.apiKey, timeoutMs: 5_000 }, protocol),
      teamName: 'Sales',
      sourceName: 'Website contact form',
      salespersonId: false,
      sendInvitations: false,
      log,
    });
    const puller = new OdooPuller({ odoo, redis, report: async (c) => void reported.push(c), stageMap: parseStageMap(undefined) as StageMap, log, clock: systemClock });
    return { odoo, puller, reported };
  };

  it('when a lead moves to the won stage, then converted is reported once; a lead nobody touched reports what it already was', async () => {
    const { odoo, puller, reported } = setup();
    const { client } = await odoo.get();
    const [won, quiet] = [recordId(), recordId()];
    const a = await client.createLeadWithExternalId(externalLeadId(won), { name: 'Won one' });
    await client.createLeadWithExternalId(externalLeadId(quiet), { name: 'Quiet one' });
    await puller.pullOnce();
    expect(reported).toEqual(expect.arrayContaining([expect.objectContaining({ recordId: quiet, leadStatus: 'new' }), expect.objectContaining({ recordId: won, leadStatus: 'new' })]));
    reported.length = 0;
    sim.control.write('crm.lead', [a.id], { stage_id: 4 });
    await puller.pullOnce();
    expect(reported).toEqual([{ outcome: 'lead-changed', kind: 'contact', recordId: won, odooLeadId: a.id, leadStatus: 'converted' }]);
    await puller.pullOnce();
    expect(reported).toHaveLength(1);
    expect(await redis.get(PULL_KEYS.cursor)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('when a meeting is moved, archived or deleted, then rescheduled slots and cancellations are reported', async () => {
    const { odoo, puller, reported } = setup();
    const { client } = await odoo.get();
    const [moved, archived, deleted] = [recordId(), recordId(), recordId()];
    const ids: number[] = [];
    for (const id of [moved, archived, deleted]) {
      const lead = await client.createLeadWithExternalId(externalLeadId(id), { name: `Booking ${id}` });
      const event = await client.createEventWithExternalId(externalEventId(id), { name: 'Call', start: '2031-05-06 13:00:00', stop: '2031-05-06 14:00:00', opportunity_id: lead.id });
      ids.push(event.id);
    }
    await puller.pullOnce();
    reported.length = 0;
    sim.control.write('calendar.event', [ids[0]!], { start: '2031-05-07 08:30:00', stop: '2031-05-07 09:00:00' });
    sim.control.write('calendar.event', [ids[1]!], { active: false });
    sim.control.unlink('calendar.event', [ids[2]!]);
    await puller.pullOnce();
    expect(reported).toEqual(
      expect.arrayContaining([
        { outcome: 'event-changed', kind: 'consultation', recordId: moved, odooEventId: ids[0], state: 'scheduled', date: '2031-05-07', time: '09:30', durationMinutes: 30 },
        expect.objectContaining({ recordId: archived, state: 'cancelled' }),
        { outcome: 'event-changed', kind: 'consultation', recordId: deleted, odooEventId: ids[2], state: 'cancelled', date: null, time: null, durationMinutes: null },
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
    const lead = await client.createLeadWithExternalId(externalLeadId(id), { name: `Booking ${id}` });
    const event = await client.createEventWithExternalId(externalEventId(id), { name: 'Call', start: '2031-05-06 13:00:00', stop: '2031-05-06 14:00:00', opportunity_id: lead.id });
    await puller.pullOnce();
    reported.length = 0;
    // Our own move (a visitor's reschedule), recorded as observed, then our own archive.
    await client.write('calendar.event', [event.id], { start: '2031-05-08 09:00:00', stop: '2031-05-08 10:00:00' });
    await puller.observed(id, event.id, { start: '2031-05-08 09:00:00', stop: '2031-05-08 10:00:00', active: true });
    await puller.pullOnce();
    await client.write('calendar.event', [event.id], { active: false });
    await puller.observed(id, event.id, { start: '2031-05-08 09:00:00', stop: '2031-05-08 10:00:00', active: false });
    await puller.pullOnce();
    expect(reported).toEqual([]);
    // A staff change after ours is still reported.
    sim.control.write('calendar.event', [event.id], { active: true });
    await puller.pullOnce();
    expect(reported).toEqual([expect.objectContaining({ recordId: id, state: 'scheduled', date: '2031-05-08', time: '10:00' })]);

    await puller.forget([{ recordId: id, leadIds: [lead.id], eventIds: [event.id] }]);
    const kept = JSON.stringify([await redis.hgetall(PULL_KEYS.leads), await redis.hgetall(PULL_KEYS.events), await redis.smembers(PULL_KEYS.bookings), await redis.hgetall(PULL_KEYS.seen)]);
    expect(kept).not.toContain(id);
    expect(kept).not.toContain(`calendar.event:${event.id}`);
    expect(kept).not.toContain(`crm.lead:${lead.id}`);
  });

  it('when two workers pull at once, then one pulls and the other skips', async () => {
    const { puller } = setup();
    const [first, second] = await Promise.all([puller.pullWithLock(1000), puller.pullWithLock(1000)]);
    expect([first, second].filter((s) => s === null)).toHaveLength(1);
  });
});
