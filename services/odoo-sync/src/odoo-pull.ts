// Changes flow back: every ODOO_PULL_INTERVAL_MS the worker asks Odoo what changed among the records it
// created (a lead moved to another stage, a meeting moved, archived or deleted) and reports each
// observation on the results queue, where the leads service (the one writer of lead data) applies it.
//
// Which records: those the worker synced, remembered in Redis as it syncs them (contact leads by Odoo
// id; booked meetings by Odoo id, with the meetings still to come in a sorted set by their end). What
// changed: Odoo is asked only about records written since a cursor (write_date), read again with a
// two-minute overlap because write_date is the time a transaction started, and a transaction may commit
// up to Odoo's 120 s request limit later; and whether the meetings still to come exist (a deleted record
// leaves no write_date). A meeting whose end has passed is over without asking. So a pull with nothing
// changed costs three calls however many records there are. The overlap and our own writes make the
// same observation come back; a signature per record in Redis keeps it from being reported twice, and
// the leads service ignores any that matches what it stores, so nothing loops.
//
// One pull at a time across every worker: a BullMQ job scheduler on its own queue, which allows one
// active job at once (global concurrency 1).
import { type Clock } from '@site/contracts/clock';
import { type OdooChange } from '@site/contracts/jobs';
import { LAGOS_OFFSET_MINUTES } from '@site/contracts/lagos-date';
import { type ConnectionOptions, Queue, Worker } from 'bullmq';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type OdooConnection } from './odoo-connection';
import { OdooError } from './odoo-errors';
import { stageStatus, type StageMap } from './stage-map';

export const PULL_QUEUE = 'odoo-pull';
const PULL_SCHEDULER = 'odoo-pull-every';

export const PULL_KEYS = {
  cursor: 'odoo-sync:pull:cursor',
  /** Contact leads: Odoo lead id → record id. */
  leads: 'odoo-sync:pull:leads',
  /** Booked meetings: Odoo event id → record id. */
  events: 'odoo-sync:pull:events',
  /** Meetings still to come: event ids scored by their end (epoch ms). */
  upcoming: 'odoo-sync:pull:upcoming',
  seen: 'odoo-sync:pull:seen',
} as const;

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

type LeadRow = { id: number; stage_id: [number, string] | false; write_date: string };
type EventRow = { id: number; start: string; stop: string; active: boolean; write_date: string };
type EventState = Pick<EventRow, 'start' | 'stop' | 'active'>;

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
function eventObservation(recordId: string, eventId: number, event: EventState, nowText: string): Extract<OdooChange, { outcome: 'event-changed' }> {
  const state = !event.active ? 'cancelled' : event.stop <= nowText ? 'ended' : 'scheduled';
  return { outcome: 'event-changed', kind: 'consultation', recordId, odooEventId: eventId, state, ...lagosSlot(event.start, event.stop) };
}

const gone = (recordId: string, eventId: number): OdooChange => ({
  outcome: 'event-changed',
  kind: 'consultation',
  recordId,
  odooEventId: eventId,
  state: 'cancelled',
  date: null,
  time: null,
  durationMinutes: null,
});

export class OdooPuller {
  constructor(private readonly deps: PullDeps) {}

  /**
   * Remembers a record the worker just synced, so that the pull asks about it from now on; a meeting
   * as it is now counts as seen (so it is over at its end without asking Odoo).
   */
  async track(kind: 'contact' | 'consultation', recordId: string, leadId: number, event: ({ id: number } & EventState) | null): Promise<void> {
    const multi = this.deps.redis.multi();
    if (kind === 'contact') multi.hset(PULL_KEYS.leads, String(leadId), recordId);
    if (event) {
      multi.hset(PULL_KEYS.events, String(event.id), recordId);
      multi.hsetnx(PULL_KEYS.seen, `calendar.event:${event.id}`, JSON.stringify(eventObservation(recordId, event.id, event, toOdooDatetime(this.deps.clock.now()))));
      if (event.active) multi.zadd(PULL_KEYS.upcoming, fromOdooDatetime(event.stop).getTime(), String(event.id));
    }
    await multi.exec();
  }

  /**
   * Our own write to a meeting (moved or archived for the visitor): remembered as already seen, so the
   * next pull does not report it back as a change made in Odoo.
   */
  async observed(recordId: string, eventId: number, event: EventState): Promise<void> {
    const nowText = toOdooDatetime(this.deps.clock.now());
    const multi = this.deps.redis.multi();
    multi.hset(PULL_KEYS.seen, `calendar.event:${eventId}`, JSON.stringify(eventObservation(recordId, eventId, event, nowText)));
    if (event.active) multi.zadd(PULL_KEYS.upcoming, fromOdooDatetime(event.stop).getTime(), String(eventId));
    else multi.zrem(PULL_KEYS.upcoming, String(eventId));
    await multi.exec();
  }

  /** Everything the pull keeps about erased records: their Odoo ids and what was seen of them. */
  async forget(records: ReadonlyArray<{ recordId: string; leadIds: number[]; eventIds: number[] }>): Promise<void> {
    if (records.length === 0) return;
    const { redis } = this.deps;
    const leadIds = records.flatMap((r) => r.leadIds.map(String));
    const eventIds = records.flatMap((r) => r.eventIds.map(String));
    const multi = redis.multi();
    if (leadIds.length > 0) multi.hdel(PULL_KEYS.leads, ...leadIds);
    if (eventIds.length > 0) {
      multi.hdel(PULL_KEYS.events, ...eventIds);
      multi.zrem(PULL_KEYS.upcoming, ...eventIds);
    }
    const seen = [...leadIds.map((id) => `crm.lead:${id}`), ...eventIds.map((id) => `calendar.event:${id}`)];
    if (seen.length > 0) multi.hdel(PULL_KEYS.seen, ...seen);
    await multi.exec();
  }

  async pullOnce(): Promise<PullSummary> {
    const { redis } = this.deps;
    const { client } = await this.deps.odoo.get();
    const nowText = toOdooDatetime(this.deps.clock.now());
    const cursor = (await redis.get(PULL_KEYS.cursor)) ?? EPOCH;
    const since = toOdooDatetime(new Date(Math.max(0, fromOdooDatetime(cursor).getTime() - CURSOR_OVERLAP_SECONDS * 1000)));
    let newest = cursor;
    let reported = 0;
    const note = (writeDate: string) => {
      if (writeDate > newest) newest = writeDate;
    };

    // Contact leads written since the cursor (a booking's lead has no status of its own on our side).
    const leads = await this.changedSince<LeadRow>('crm.lead', since, ['stage_id', 'write_date']);
    const leadRecords = await this.trackedOf(PULL_KEYS.leads, leads);
    if (leadRecords.size > 0) {
      const stages = await client.searchRead<{ id: number; name: string; is_won: boolean }>('crm.stage', [], ['name', 'is_won']);
      const byId = new Map(stages.map((s) => [s.id, { name: s.name, isWon: s.is_won === true }]));
      for (const lead of leads) {
        const recordId = leadRecords.get(lead.id);
        if (!recordId) continue;
        const stage = lead.stage_id ? (byId.get(lead.stage_id[0]) ?? { name: lead.stage_id[1], isWon: false }) : null;
        const change: OdooChange = { outcome: 'lead-changed', kind: 'contact', recordId, odooLeadId: lead.id, leadStatus: stageStatus(this.deps.stageMap, stage) };
        if (await this.reportOnce(`crm.lead:${lead.id}`, change)) reported++;
      }
    }
    for (const lead of leads) note(lead.write_date);

    // Meetings written since the cursor: moved, archived, or brought back.
    const events = await this.changedSince<EventRow>('calendar.event', since, ['start', 'stop', 'active', 'write_date']);
    const eventRecords = await this.trackedOf(PULL_KEYS.events, events);
    for (const event of events) {
      note(event.write_date);
      const recordId = eventRecords.get(event.id);
      if (!recordId) continue;
      if (await this.reportOnce(`calendar.event:${event.id}`, eventObservation(recordId, event.id, event, nowText))) reported++;
      if (event.active) await redis.zadd(PULL_KEYS.upcoming, fromOdooDatetime(event.stop).getTime(), String(event.id));
      else await redis.zrem(PULL_KEYS.upcoming, String(event.id));
    }

    reported += await this.meetingsDeletedOrOver(nowText);
    if (newest > cursor) await redis.set(PULL_KEYS.cursor, newest);
    const summary = { leads: leads.length, events: events.length, reported };
    if (reported > 0) this.deps.log.info(summary, 'pulled changes back from Odoo');
    return summary;
  }

  /**
   * Meetings still to come that no longer exist in Odoo (deleted there) are cancelled; those whose end
   * has passed are over. Both leave the set; only the first asks Odoo (one call per 500 meetings).
   */
  private async meetingsDeletedOrOver(nowText: string): Promise<number> {
    const { redis } = this.deps;
    const now = fromOdooDatetime(nowText).getTime();
    let reported = 0;
    const over = (await redis.zrangebyscore(PULL_KEYS.upcoming, '-inf', now)).map(Number);
    const coming = (await redis.zrangebyscore(PULL_KEYS.upcoming, `(${now}`, '+inf')).map(Number);
    const { client } = await this.deps.odoo.get();
    const existing = new Set(await this.inChunks(coming, (ids) => client.existing('calendar.event', ids)));
    const deleted = coming.filter((id) => !existing.has(id));
    const recordIds = await this.recordsOf(PULL_KEYS.events, [...deleted, ...over]);
    for (const id of deleted) {
      const recordId = recordIds.get(id);
      if (recordId && (await this.reportOnce(`calendar.event:${id}`, gone(recordId, id)))) reported++;
    }
    for (const id of over) {
      const recordId = recordIds.get(id);
      const seen = await redis.hget(PULL_KEYS.seen, `calendar.event:${id}`);
      const last = seen ? (JSON.parse(seen) as Extract<OdooChange, { outcome: 'event-changed' }>) : null;
      // An end needs no question: the slot is the one last seen (a move shows in write_date first).
      if (recordId && last && last.state === 'scheduled' && (await this.reportOnce(`calendar.event:${id}`, { ...last, state: 'ended' }))) reported++;
    }
    const done = [...deleted, ...over].map(String);
    if (done.length > 0) await redis.zrem(PULL_KEYS.upcoming, ...done);
    return reported;
  }

  /** Every record of `model` written at or after `since`, archived ones included, page by page. */
  private async changedSince<T extends { id: number }>(model: string, since: string, fields: string[]): Promise<T[]> {
    const { client } = await this.deps.odoo.get();
    const rows: T[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await client.execute<T[]>(model, 'search_read', [[['write_date', '>=', since]]], { fields, order: 'write_date, id', limit: PAGE, offset }, { active_test: false });
      rows.push(...page);
      if (page.length < PAGE) return rows;
    }
  }

  /** The record ids of those rows that we track in `hash`. */
  private trackedOf(hash: string, rows: Array<{ id: number }>): Promise<Map<number, string>> {
    return this.recordsOf(hash, rows.map((r) => r.id));
  }

  private async recordsOf(hash: string, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const values = await this.deps.redis.hmget(hash, ...ids.map(String));
    return new Map(ids.flatMap((id, i) => (values[i] ? [[id, values[i]!] as const] : [])));
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

/**
 * Runs `pullOnce` every `intervalMs` on a BullMQ job scheduler: one job per interval, one active at once
 * across every worker process. A failed pull is tried again at the next interval.
 */
export async function startPullSchedule(puller: OdooPuller, opts: { connection: ConnectionOptions; intervalMs: number; log: Logger }) {
  const queue = new Queue(PULL_QUEUE, { connection: opts.connection });
  queue.on('error', (err) => opts.log.warn({ err: err.message }, 'pull queue error'));
  await queue.setGlobalConcurrency(1);
  await queue.upsertJobScheduler(PULL_SCHEDULER, { every: opts.intervalMs }, { name: 'pull', opts: { removeOnComplete: true, removeOnFail: true } });
  const worker = new Worker(
    PULL_QUEUE,
    () =>
      puller.pullOnce().catch((error: unknown) => {
        const reason = error instanceof OdooError ? error.reason : (error as Error)?.message;
        // Odoo not usable as configured is logged by the connection already; stay quiet.
        opts.log[error instanceof OdooError && error.kind === 'permanent' ? 'debug' : 'warn']({ reason }, 'Odoo pull failed; trying again next interval');
        return null;
      }),
    { connection: opts.connection, concurrency: 1 },
  );
  worker.on('error', (err) => opts.log.warn({ err: err.message }, 'pull worker: redis error'));
  return {
    queue,
    async stop() {
      await worker.close();
      await queue.close();
    },
  };
}
