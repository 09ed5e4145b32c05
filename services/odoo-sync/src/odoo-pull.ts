// Changes flow back: every ODOO_PULL_INTERVAL_MS the worker asks Odoo what happened to the records it
// created (a lead moved to another stage, a meeting moved, archived, deleted or over) and reports each
// observation on the results queue, where the leads service (the one writer of lead data) applies it.
//
// Which records: those under our external ids (ir.model.data, module __import__, names website_lead_* /
// website_event_*), discovered incrementally by ir.model.data id and remembered in Redis. What changed:
// write_date at or after a cursor kept in Redis, read again with a two-minute overlap because write_date
// is the time a transaction started, and a transaction may commit up to Odoo's 120 s request limit later.
// The overlap and our own creates make the same observation come back; a signature per record in Redis
// keeps it from being reported twice, and the leads service ignores any that matches what it stores. So
// the product's own writes never come back as foreign changes and nothing loops.
import { randomBytes } from 'node:crypto';
import { type Clock } from '@site/contracts/clock';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type OdooChange } from '@site/contracts/jobs';
import { LAGOS_OFFSET_MINUTES } from '@site/contracts/lagos-date';
import { type OdooClient } from './odoo-client';
import { type OdooConnection } from './odoo-connection';
import { OdooError } from './odoo-errors';
import { recordIdFromExternalId } from './odoo-values';
import { stageStatus, type StageMap } from './stage-map';

export const PULL_KEYS = {
  cursor: 'odoo-sync:pull:cursor',
  lastDataId: 'odoo-sync:pull:last-data-id',
  leads: 'odoo-sync:pull:leads',
  events: 'odoo-sync:pull:events',
  bookings: 'odoo-sync:pull:bookings',
  seen: 'odoo-sync:pull:seen',
  lock: 'odoo-sync:pull:lock',
  /** Prefix of a marker per erased record (its id only), so that discovery does not track it again. */
  erased: 'odoo-sync:pull:erased:',
} as const;

/** An anonymised record keeps its external ids in Odoo; discovery may meet them for this long after an erase. */
const ERASED_MARKER_SECONDS = 8 * 7 * 24 * 3600;

/** Longer than any Odoo transaction can run (limit_time_real, 120 s by default). */
export const CURSOR_OVERLAP_SECONDS = 120;
const PAGE = 1000;
const ID_CHUNK = 500;
const EPOCH = '1970-01-01 00:00:00';

export interface PullDeps {
  odoo: OdooConnection;
  redis: Redis;
  report: (change: OdooChange) => Promise<unknown>;
  stageMap: StageMap;
  log: Logger;
  /** A meeting is "ended" once its stop is past this clock. */
  clock: Clock;
}

export interface PullSummary {
  leads: number;
  events: number;
  reported: number;
}

type DataRow = { id: number; name: string; model: string; res_id: number };
type LeadRow = { id: number; stage_id: [number, string] | false; write_date: string };
type EventRow = { id: number; start: string; stop: string; active: boolean; write_date: string };

/** "YYYY-MM-DD HH:MM:SS" UTC, Odoo's datetime format. */
export const toOdooDatetime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const fromOdooDatetime = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** An event's start as a Lagos date, HH:MM and length in minutes. */
export function lagosSlot(start: string, stop: string): { date: string; time: string; durationMinutes: number } {
  const startDate = fromOdooDatetime(start);
  const local = new Date(startDate.getTime() + LAGOS_OFFSET_MINUTES * 60_000).toISOString();
  const minutes = Math.round((fromOdooDatetime(stop).getTime() - startDate.getTime()) / 60_000);
  return { date: local.slice(0, 10), time: local.slice(11, 16), durationMinutes: Math.max(1, minutes) };
}

/** What a meeting looks like now, as the pull reports it (and as `seen` remembers it). */
function eventObservation(recordId: string, event: { id: number; start: string; stop: string; active: boolean }, nowText: string): Extract<OdooChange, { outcome: 'event-changed' }> {
  const state = !event.active ? 'cancelled' : event.stop <= nowText ? 'ended' : 'scheduled';
  return { outcome: 'event-changed', kind: 'consultation', recordId, odooEventId: event.id, state, ...lagosSlot(event.start, event.stop) };
}

export class OdooPuller {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(private readonly deps: PullDeps) {}

  /**
   * Remembers a record the worker just synced, so that a change made before the next discovery (a meeting
   * deleted at once, with its external id) is not missed. Discovery finds the same records again anyway.
   */
  async track(kind: 'contact' | 'consultation', recordId: string, leadId: number, eventId: number | null): Promise<void> {
    const multi = this.deps.redis.multi();
    multi.hset(PULL_KEYS.leads, String(leadId), recordId);
    if (kind === 'consultation') multi.sadd(PULL_KEYS.bookings, recordId);
    if (eventId !== null) multi.hset(PULL_KEYS.events, String(eventId), recordId);
    await multi.exec();
  }

  /**
   * Our own write to a meeting (moved or archived for the visitor): remembered as already seen, so the
   * next pull does not report it back as a change made in Odoo.
   */
  async observed(recordId: string, eventId: number, event: { start: string; stop: string; active: boolean }): Promise<void> {
    const nowText = toOdooDatetime(this.deps.clock.now());
    await this.deps.redis.hset(PULL_KEYS.seen, `calendar.event:${eventId}`, JSON.stringify(eventObservation(recordId, { id: eventId, ...event }, nowText)));
  }

  /**
   * Everything the pull keeps about erased records: their Odoo ids and what was seen of them. One read of
   * the tracking maps for all of them (an erase job holds up to a retention batch of records).
   */
  async forget(records: ReadonlyArray<{ recordId: string; leadIds: number[]; eventIds: number[] }>): Promise<void> {
    if (records.length === 0) return;
    const { redis } = this.deps;
    const [leads, events] = await Promise.all([redis.hgetall(PULL_KEYS.leads), redis.hgetall(PULL_KEYS.events)]);
    const erased = new Set(records.map((r) => r.recordId));
    // By value too: ids the erase did not know (a lead made again under the key) are tracked as well.
    const leadIds = new Set([...records.flatMap((r) => r.leadIds.map(String)), ...Object.keys(leads).filter((id) => erased.has(leads[id]!))]);
    const eventIds = new Set([...records.flatMap((r) => r.eventIds.map(String)), ...Object.keys(events).filter((id) => erased.has(events[id]!))]);
    const multi = redis.multi();
    if (leadIds.size > 0) multi.hdel(PULL_KEYS.leads, ...leadIds);
    if (eventIds.size > 0) multi.hdel(PULL_KEYS.events, ...eventIds);
    const seen = [...[...leadIds].map((id) => `crm.lead:${id}`), ...[...eventIds].map((id) => `calendar.event:${id}`)];
    if (seen.length > 0) multi.hdel(PULL_KEYS.seen, ...seen);
    multi.srem(PULL_KEYS.bookings, ...erased);
    for (const recordId of erased) multi.set(`${PULL_KEYS.erased}${recordId}`, '1', 'EX', ERASED_MARKER_SECONDS);
    await multi.exec();
  }

  /** Pulls every `intervalMs` (after each pull ends, so pulls never overlap). */
  start(intervalMs: number): void {
    const tick = () => {
      if (this.stopped) return;
      this.running = this.pullWithLock(intervalMs)
        .catch((error: unknown) => {
          const reason = error instanceof OdooError ? error.reason : (error as Error)?.message;
          // A blocked connection (bad credentials) is already logged by the connection; stay quiet.
          this.deps.log[error instanceof OdooError && error.kind === 'permanent' ? 'debug' : 'warn']({ reason }, 'Odoo pull failed; trying again next interval');
        })
        .finally(() => {
          this.running = null;
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs);
        });
    };
    this.timer = setTimeout(tick, intervalMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** One pull, unless another worker process holds the pull lock. */
  async pullWithLock(intervalMs: number): Promise<PullSummary | null> {
    const { redis } = this.deps;
    const token = randomBytes(8).toString('hex');
    const ttl = Math.max(60_000, intervalMs * 4);
    if ((await redis.set(PULL_KEYS.lock, token, 'PX', ttl, 'NX')) !== 'OK') return null;
    try {
      return await this.pullOnce();
    } finally {
      await redis.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0", 1, PULL_KEYS.lock, token);
    }
  }

  async pullOnce(): Promise<PullSummary> {
    const { redis } = this.deps;
    const { client } = await this.deps.odoo.get();
    const now = this.deps.clock.now();
    await this.discover(client);

    const cursor = (await redis.get(PULL_KEYS.cursor)) ?? EPOCH;
    const since = toOdooDatetime(new Date(Math.max(0, fromOdooDatetime(cursor).getTime() - CURSOR_OVERLAP_SECONDS * 1000)));
    let newest = cursor;
    let reported = 0;

    // Leads of contacts: a booking's lead has no status of its own on our side (the meeting has).
    const leadMap = await redis.hgetall(PULL_KEYS.leads);
    const bookings = new Set(await redis.smembers(PULL_KEYS.bookings));
    const leadIds = Object.entries(leadMap).filter(([, recordId]) => !bookings.has(recordId)).map(([id]) => Number(id));
    const leads = await this.inChunks(leadIds, (ids) =>
      client.searchRead<LeadRow>('crm.lead', [['id', 'in', ids], ['write_date', '>=', since]], ['stage_id', 'write_date']),
    );
    if (leads.length > 0) {
      const stages = await client.searchRead<{ id: number; name: string; is_won: boolean }>('crm.stage', [], ['name', 'is_won']);
      const byId = new Map(stages.map((s) => [s.id, { name: s.name, isWon: s.is_won === true }]));
      for (const lead of leads) {
        const recordId = leadMap[String(lead.id)];
        if (!recordId) continue;
        const stage = lead.stage_id ? (byId.get(lead.stage_id[0]) ?? { name: lead.stage_id[1], isWon: false }) : null;
        const change: OdooChange = { outcome: 'lead-changed', kind: 'contact', recordId, odooLeadId: lead.id, leadStatus: stageStatus(this.deps.stageMap, stage) };
        if (await this.reportOnce(`crm.lead:${lead.id}`, change)) reported++;
        if (lead.write_date > newest) newest = lead.write_date;
      }
    }

    // Meetings: changed since the cursor, or over by now (an end changes no write_date), or gone.
    const eventMap = await redis.hgetall(PULL_KEYS.events);
    const eventIds = Object.keys(eventMap).map(Number);
    const nowText = toOdooDatetime(now);
    const events = await this.inChunks(eventIds, (ids) =>
      client.searchRead<EventRow>('calendar.event', [['id', 'in', ids], '|', ['write_date', '>=', since], ['stop', '<=', nowText]], ['start', 'stop', 'active', 'write_date']),
    );
    for (const event of events) {
      const recordId = eventMap[String(event.id)];
      if (!recordId) continue;
      const change = eventObservation(recordId, event, nowText);
      const state = change.state;
      if (await this.reportOnce(`calendar.event:${event.id}`, change)) reported++;
      if (event.write_date > newest) newest = event.write_date;
      // A meeting that is over stays over: it is no longer asked about.
      if (state === 'ended') await redis.hdel(PULL_KEYS.events, String(event.id));
    }
    const existing = new Set(await this.inChunks(eventIds, (ids) => client.execute<number[]>('calendar.event', 'search', [[['id', 'in', ids]]], {}, { active_test: false })));
    for (const id of eventIds.filter((id) => !existing.has(id))) {
      const recordId = eventMap[String(id)]!;
      const change: OdooChange = { outcome: 'event-changed', kind: 'consultation', recordId, odooEventId: id, state: 'cancelled', date: null, time: null, durationMinutes: null };
      if (await this.reportOnce(`calendar.event:${id}`, change)) reported++;
      await redis.hdel(PULL_KEYS.events, String(id));
    }

    if (newest > cursor) await redis.set(PULL_KEYS.cursor, newest);
    const summary = { leads: leads.length, events: events.length, reported };
    if (reported > 0) this.deps.log.info(summary, 'pulled changes back from Odoo');
    return summary;
  }

  /** New external ids since the last one seen: which Odoo records are ours, and for which website record. */
  private async discover(client: OdooClient): Promise<void> {
    const { redis } = this.deps;
    let last = Number((await redis.get(PULL_KEYS.lastDataId)) ?? 0);
    for (;;) {
      const rows = await client.searchRead<DataRow>(
        'ir.model.data',
        [['module', '=', '__import__'], ['model', 'in', ['crm.lead', 'calendar.event']], ['name', '=like', 'website_%'], ['id', '>', last]],
        ['name', 'model', 'res_id'],
        { order: 'id', limit: PAGE },
      );
      if (rows.length === 0) return;
      const recordIds = rows.map((row) => recordIdFromExternalId(row.name));
      const known = recordIds.filter((id): id is string => !!id);
      const erased = new Set<string>();
      if (known.length) {
        const markers = await redis.mget(...known.map((id) => `${PULL_KEYS.erased}${id}`));
        known.forEach((id, i) => markers[i] && erased.add(id));
      }
      const multi = redis.multi();
      for (const [i, row] of rows.entries()) {
        const recordId = recordIds[i];
        if (!recordId || typeof row.res_id !== 'number' || erased.has(recordId)) continue;
        if (row.model === 'crm.lead' && row.name.startsWith('website_lead_')) multi.hset(PULL_KEYS.leads, String(row.res_id), recordId);
        if (row.model === 'calendar.event' && row.name.startsWith('website_event_')) {
          multi.hset(PULL_KEYS.events, String(row.res_id), recordId);
          multi.sadd(PULL_KEYS.bookings, recordId);
        }
      }
      last = Math.max(last, ...rows.map((r) => r.id));
      multi.set(PULL_KEYS.lastDataId, String(last));
      await multi.exec();
      if (rows.length < PAGE) return;
    }
  }

  /** Reports a change unless the same observation of this Odoo record was reported before. */
  private async reportOnce(key: string, change: OdooChange): Promise<boolean> {
    const signature = JSON.stringify(change);
    if ((await this.deps.redis.hget(PULL_KEYS.seen, key)) === signature) return false;
    await this.deps.report(change);
    await this.deps.redis.hset(PULL_KEYS.seen, key, signature);
    return true;
  }

  private async inChunks<T>(ids: number[], read: (ids: number[]) => Promise<T[]>): Promise<T[]> {
    const out: T[] = [];
    for (let i = 0; i < ids.length; i += ID_CHUNK) out.push(...(await read(ids.slice(i, i + ID_CHUNK))));
    return out;
  }
}
