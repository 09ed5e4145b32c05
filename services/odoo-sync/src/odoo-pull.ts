// Changes flow back: every ODOO_PULL_INTERVAL_MS the worker asks Odoo what changed among the records it
// created (a lead moved to another stage, a meeting moved, archived or deleted) and reports each
// observation on the results queue, where the leads service (the one writer of lead data) applies it.
//
// Which records: those the worker synced, remembered in Redis as it syncs them (contact leads by Odoo
// id; booked meetings by Odoo id, with the meetings still to come in a sorted set by their end). What
// changed: Odoo is asked only about records written since a cursor (write_date), read again with a
// two-minute overlap because write_date is the time a transaction started, and a transaction may commit
// up to Odoo's 120 s request limit later; and whether the meetings still to come exist (a deleted record
// leaves no write_date: one search over the ids of the meetings still to come, a number bounded by the
// calendar, not by history). A meeting whose end has passed is over without asking. Which stages are won
// is kept for a few minutes (pull-stages.ts). So a pull with nothing changed costs at most three calls
// however many records there are, and reads from Redis only the ids Odoo names (HMGET) and the meetings
// still to come (ZRANGEBYSCORE), never the whole history. Each pull also reads the organiser's busy time
// over the booking window (pull-busy.ts), a fourth call, which bookings must not overlap. The overlap and our own writes make the
// same observation come back; a signature per record in Redis keeps it from being reported twice, and
// the leads service ignores any that matches what it stores, so nothing loops.
//
// One pull at a time across every worker: a BullMQ job scheduler (pull-schedule.ts).
import { type Clock } from '@site/lagos-time/clock';
import { type OdooBusy, type OdooChange } from '@site/contracts/jobs';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type OdooConnection } from './odoo-connection';
import { pullOrganiserBusy } from './pull-busy';
import { eventObservation, type EventChange, type EventState, fromOdooDatetime, gone, toOdooDatetime } from './pull-observations';
import { WonStages } from './pull-stages';
import { type sharedWonStages } from './shared-state';
import { stageStatus, type StageMap } from './stage-map';

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
const EPOCH = '1970-01-01 00:00:00';

export interface PullDeps {
  odoo: OdooConnection;
  redis: Redis;
  report: (message: OdooChange | OdooBusy) => Promise<unknown>;
  stageMap: StageMap;
  log: Logger;
  /** A meeting is "ended" once its stop is past this clock. */
  clock: Clock;
  /** Which stages are won, shared by every worker (shared-state.ts); each keeps its own without it. */
  wonStages?: ReturnType<typeof sharedWonStages>;
}

export interface PullSummary {
  leads: number;
  events: number;
  reported: number;
}

type LeadRow = { id: number; stage_id: [number, string] | false; write_date: string };
type EventRow = { id: number; write_date: string } & EventState;

export class OdooPuller {
  private readonly wonStages: WonStages;

  constructor(private readonly deps: PullDeps) {
    this.wonStages = new WonStages(() => deps.clock.now().getTime(), deps.wonStages);
  }

  /**
   * Remembers a record the worker just synced, so that the pull asks about it from now on; a meeting
   * as it is now counts as seen (so it is over at its end without asking Odoo).
   */
  async track(
    kind: 'contact' | 'consultation',
    recordId: string,
    leadId: number,
    event: ({ id: number } & EventState) | null,
  ): Promise<void> {
    const multi = this.deps.redis.multi();
    if (kind === 'contact') multi.hset(PULL_KEYS.leads, String(leadId), recordId);
    if (event) {
      multi.hset(PULL_KEYS.events, String(event.id), recordId);
      multi.hsetnx(
        PULL_KEYS.seen,
        `calendar.event:${event.id}`,
        JSON.stringify(eventObservation(recordId, event.id, event, toOdooDatetime(this.deps.clock.now()))),
      );
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
    const nowText = toOdooDatetime(this.deps.clock.now());
    const cursor = (await redis.get(PULL_KEYS.cursor)) ?? EPOCH;
    const since = toOdooDatetime(new Date(Math.max(0, fromOdooDatetime(cursor).getTime() - CURSOR_OVERLAP_SECONDS * 1000)));
    const leads = await this.changedSince<LeadRow>('crm.lead', since, ['stage_id', 'write_date']);
    let reported = await this.reportLeads(leads);
    const events = await this.changedSince<EventRow>('calendar.event', since, ['start', 'stop', 'active', 'write_date']);
    reported += await this.reportEvents(events, nowText);
    const meetings = await this.meetingsDeletedOrOver(nowText);
    reported += meetings.reported;
    // The organiser's busy time, but for our own meetings (still to come, so among those just checked).
    reported += await pullOrganiserBusy(this.deps, meetings.ours);
    const newest = [...leads, ...events].reduce((max, row) => (row.write_date > max ? row.write_date : max), cursor);
    if (newest > cursor) await redis.set(PULL_KEYS.cursor, newest);
    const summary = { leads: leads.length, events: events.length, reported };
    if (reported > 0) this.deps.log.info(summary, 'pulled changes back from Odoo');
    return summary;
  }

  /** Contact leads written since the cursor (a booking's lead has no status of its own on our side). */
  private async reportLeads(leads: LeadRow[]): Promise<number> {
    const leadRecords = await this.trackedOf(PULL_KEYS.leads, leads);
    if (leadRecords.size === 0) return 0;
    const ours = leads.filter((lead) => leadRecords.has(lead.id));
    const { client } = await this.deps.odoo.get();
    const won = await this.wonStages.of(
      client,
      ours.flatMap((lead) => (lead.stage_id ? [lead.stage_id[0]] : [])),
    );
    let reported = 0;
    for (const lead of ours) {
      const stage = lead.stage_id ? { name: lead.stage_id[1], isWon: won.get(lead.stage_id[0]) === true } : null;
      const change: OdooChange = {
        outcome: 'lead-changed',
        kind: 'contact',
        recordId: leadRecords.get(lead.id)!,
        odooLeadId: lead.id,
        leadStatus: stageStatus(this.deps.stageMap, stage),
      };
      if (await this.reportOnce(`crm.lead:${lead.id}`, change)) reported++;
    }
    return reported;
  }

  /** Meetings written since the cursor: moved, archived, or brought back. */
  private async reportEvents(events: EventRow[], nowText: string): Promise<number> {
    const { redis } = this.deps;
    const eventRecords = await this.trackedOf(PULL_KEYS.events, events);
    let reported = 0;
    for (const event of events) {
      const recordId = eventRecords.get(event.id);
      if (!recordId) continue;
      if (await this.reportOnce(`calendar.event:${event.id}`, eventObservation(recordId, event.id, event, nowText))) reported++;
      if (event.active) await redis.zadd(PULL_KEYS.upcoming, fromOdooDatetime(event.stop).getTime(), String(event.id));
      else await redis.zrem(PULL_KEYS.upcoming, String(event.id));
    }
    return reported;
  }

  /**
   * Meetings still to come that no longer exist in Odoo (deleted there) are cancelled; those whose end
   * has passed are over. Both leave the set; only the first asks Odoo, in one search over the ids of the
   * meetings still to come (as many as the calendar holds, not as many as were ever booked). Answers how
   * many it reported, and our meetings still to come that exist.
   */
  private async meetingsDeletedOrOver(nowText: string): Promise<{ reported: number; ours: Set<number> }> {
    const { redis } = this.deps;
    const now = fromOdooDatetime(nowText).getTime();
    let reported = 0;
    const over = (await redis.zrangebyscore(PULL_KEYS.upcoming, '-inf', now)).map(Number);
    const coming = (await redis.zrangebyscore(PULL_KEYS.upcoming, `(${now}`, '+inf')).map(Number);
    const { client } = await this.deps.odoo.get();
    const existing = new Set(coming.length > 0 ? await client.existing('calendar.event', coming) : []);
    const deleted = coming.filter((id) => !existing.has(id));
    const recordIds = await this.recordsOf(PULL_KEYS.events, [...deleted, ...over]);
    for (const id of deleted) {
      const recordId = recordIds.get(id);
      if (recordId && (await this.reportOnce(`calendar.event:${id}`, gone(recordId, id)))) reported++;
    }
    for (const id of over) {
      const recordId = recordIds.get(id);
      const seen = await redis.hget(PULL_KEYS.seen, `calendar.event:${id}`);
      const last = seen ? (JSON.parse(seen) as EventChange) : null;
      // An end needs no question: the slot is the one last seen (a move shows in write_date first).
      if (recordId && last && last.state === 'scheduled' && (await this.reportOnce(`calendar.event:${id}`, { ...last, state: 'ended' })))
        reported++;
    }
    const done = [...deleted, ...over].map(String);
    if (done.length > 0) await redis.zrem(PULL_KEYS.upcoming, ...done);
    return { reported, ours: existing };
  }

  /** Every record of `model` written at or after `since`, archived ones included, page by page. */
  private async changedSince<T extends { id: number }>(model: string, since: string, fields: string[]): Promise<T[]> {
    const { client } = await this.deps.odoo.get();
    const rows: T[] = [];
    for (let offset = 0; ; offset += PAGE) {
      const page = await client.call<T[]>(
        model,
        'search_read',
        { domain: [['write_date', '>=', since]], fields, order: 'write_date, id', limit: PAGE, offset },
        { active_test: false },
      );
      rows.push(...page);
      if (page.length < PAGE) return rows;
    }
  }

  /** The record ids of those rows that we track in `hash`. */
  private trackedOf(hash: string, rows: Array<{ id: number }>): Promise<Map<number, string>> {
    return this.recordsOf(
      hash,
      rows.map((r) => r.id),
    );
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
}
