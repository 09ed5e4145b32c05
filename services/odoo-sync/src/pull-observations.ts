// What the pull reports of a meeting, and Odoo's datetime text: pure helpers shared by the pull
// (odoo-pull.ts) and its tests. Odoo writes datetimes as "YYYY-MM-DD HH:MM:SS" in UTC; the site shows
// slots in Lagos time.
import { type OdooChange } from '@site/contracts/jobs';
import { LAGOS_OFFSET_MINUTES } from '@site/lagos-time/lagos-date';

export type EventChange = Extract<OdooChange, { outcome: 'event-changed' }>;
export type EventState = { start: string; stop: string; active: boolean };

/** "YYYY-MM-DD HH:MM:SS" UTC, Odoo's datetime format. */
export const toOdooDatetime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
export const fromOdooDatetime = (text: string) => new Date(`${text.replace(' ', 'T')}Z`);

/** An event's start as a Lagos date, HH:MM and length in minutes. */
export function lagosSlot(start: string, stop: string): { date: string; time: string; durationMinutes: number } {
  const startDate = fromOdooDatetime(start);
  const local = new Date(startDate.getTime() + LAGOS_OFFSET_MINUTES * 60_000).toISOString();
  const minutes = Math.round((fromOdooDatetime(stop).getTime() - startDate.getTime()) / 60_000);
  return { date: local.slice(0, 10), time: local.slice(11, 16), durationMinutes: Math.max(1, minutes) };
}

/** What a meeting looks like now, as the pull reports it (and as `seen` remembers it). */
export function eventObservation(recordId: string, eventId: number, event: EventState, nowText: string): EventChange {
  const state = !event.active ? 'cancelled' : event.stop <= nowText ? 'ended' : 'scheduled';
  return { outcome: 'event-changed', kind: 'consultation', recordId, odooEventId: eventId, state, ...lagosSlot(event.start, event.stop) };
}

/** A meeting deleted in Odoo: cancelled, with no slot left to show. */
export const gone = (recordId: string, eventId: number): EventChange => ({
  outcome: 'event-changed',
  kind: 'consultation',
  recordId,
  odooEventId: eventId,
  state: 'cancelled',
  date: null,
  time: null,
  durationMinutes: null,
});
