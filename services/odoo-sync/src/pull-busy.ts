// The organiser's busy time in Odoo, read on every pull (odoo-pull.ts) over the bookable window: the
// meetings the salesperson who organises bookings attends and shows as busy, their own calendar's
// "Busy". The product's own meetings are left out (a booking's time is held by the booking itself, and
// its meeting stays in Odoo at the old time until the worker moves it). What goes to the leads service
// is ids and times only: no title, attendee or name is read, and nothing of a meeting is kept.
// Attendance and "busy" are asked in the domain, and only a meeting's public fields are read: of a meeting
// private to the bot (marked private, or from 18 in a calendar private by default) Odoo answers those
// alone, its attendees read as none, so a filter on what was read would drop exactly such meetings. A
// read that says what the last one said is not sent again (a digest in Redis), but every day at least once.
import { createHash } from 'node:crypto';
import { ODOO_BUSY_MAX_EVENTS, type OdooBusy } from '@site/contracts/jobs';
import { type Clock } from '@site/lagos-time/clock';
import { addDays, bookingWindow, lagosMidnightMs, lagosToday } from '@site/lagos-time/lagos-date';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type OdooConnection } from './odoo-connection';
import { fromOdooDatetime, toOdooDatetime } from './pull-observations';

/** The digest of the last busy time reported. */
const BUSY_DIGEST_KEY = 'odoo-sync:pull:busy';

const DAY_MS = 86_400_000;

export type BusyDeps = {
  odoo: OdooConnection;
  redis: Redis;
  report: (busy: OdooBusy) => Promise<unknown>;
  clock: Clock;
  log: Logger;
};

/** Public fields of calendar.event (its `_get_public_fields`), which Odoo answers for private meetings too. */
type EventRow = { id: number; start: string; stop: string; allday: boolean };

/**
 * A meeting's busy interval. An all-day event's start and stop are dates in Odoo (written as 08:00 and
 * 18:00), so it holds its Lagos days whole.
 */
function busyInterval(row: EventRow): OdooBusy['events'][number] {
  if (!row.allday)
    return { odooEventId: row.id, start: fromOdooDatetime(row.start).toISOString(), stop: fromOdooDatetime(row.stop).toISOString() };
  const start = lagosMidnightMs(row.start.slice(0, 10));
  const stop = lagosMidnightMs(row.stop.slice(0, 10)) + DAY_MS;
  return { odooEventId: row.id, start: new Date(start).toISOString(), stop: new Date(stop).toISOString() };
}

/**
 * Reads the organiser's busy meetings from now to the end of the booking window, leaves out `ours` (the
 * product's own meetings still to come), and reports them unless they are what was reported last today.
 * Resolves to the number of reports sent (0 or 1).
 */
export async function pullOrganiserBusy(deps: BusyDeps, ours: ReadonlySet<number>): Promise<number> {
  const { client, defaults } = await deps.odoo.get();
  const organiser = defaults.organizer.partnerId;
  const now = deps.clock.now();
  const to = new Date(lagosMidnightMs(addDays(bookingWindow(now).max, 1)));
  // Archived meetings (cancelled) hold no time: search_read's default leaves them out.
  const rows = await client.call<EventRow[]>('calendar.event', 'search_read', {
    domain: [
      ['partner_ids', 'in', [organiser]],
      ['show_as', '=', 'busy'],
      ['start', '<', toOdooDatetime(to)],
      ['stop', '>', toOdooDatetime(now)],
    ],
    fields: ['start', 'stop', 'allday'],
    order: 'start, id',
    limit: ODOO_BUSY_MAX_EVENTS,
  });
  if (rows.length >= ODOO_BUSY_MAX_EVENTS)
    deps.log.warn({ read: rows.length }, "the organiser's calendar holds more meetings than one read takes: the latest are not seen");
  const events = rows.filter((row) => !ours.has(row.id)).map(busyInterval);
  const digest = createHash('sha256')
    .update(JSON.stringify([lagosToday(now), events]))
    .digest('base64url');
  if ((await deps.redis.get(BUSY_DIGEST_KEY)) === digest) return 0;
  await deps.report({ outcome: 'odoo-busy', readAt: now.toISOString(), from: now.toISOString(), to: to.toISOString(), events });
  await deps.redis.set(BUSY_DIGEST_KEY, digest);
  return 1;
}
