// A booking's meeting as instants and as words: the start is the preferred date at the start of the
// preferred slot in Africa/Lagos (UTC+1 all year, no daylight saving), the end is start + duration.
import { LAGOS_OFFSET_MINUTES } from '@site/contracts/lagos-date';
import { durations, slotStartMinutes } from '@site/contracts/options';
import { type ConsultationRecord } from '@site/contracts/records';

export type MeetingTime = { start: Date; end: Date; durationMinutes: number };

/** The meeting's start and end, or null when the booking names no date or slot (staff agree it by phone). */
export function meetingTime(record: Pick<ConsultationRecord, 'preferredDate' | 'preferredTime' | 'duration'>): MeetingTime | null {
  if (!record.preferredDate || !record.preferredTime) return null;
  const minutes = slotStartMinutes(record.preferredTime);
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(record.preferredDate);
  if (minutes === null || !date) return null;
  const start = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]), 0, minutes - LAGOS_OFFSET_MINUTES));
  return { start, end: new Date(start.getTime() + record.duration * 60_000), durationMinutes: record.duration };
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** An instant as Lagos wall-clock parts (the offset is fixed, so UTC arithmetic is exact). */
function lagos(at: Date) {
  const t = new Date(at.getTime() + LAGOS_OFFSET_MINUTES * 60_000);
  return { weekday: t.getUTCDay(), day: t.getUTCDate(), month: t.getUTCMonth(), year: t.getUTCFullYear(), hour: t.getUTCHours(), minute: t.getUTCMinutes() };
}

function clock(hour: number, minute: number): string {
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${h12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Wednesday 25 November 2026" */
export function lagosDateText(at: Date): string {
  const l = lagos(at);
  return `${WEEKDAYS[l.weekday]} ${l.day} ${MONTHS[l.month]} ${l.year}`;
}

/** "Wednesday 25 November 2026, 10:00 AM – 11:30 AM WAT" */
export function meetingTimeText(time: MeetingTime): string {
  const s = lagos(time.start);
  const e = lagos(time.end);
  return `${lagosDateText(time.start)}, ${clock(s.hour, s.minute)} – ${clock(e.hour, e.minute)} WAT`;
}

/** "1.5 hours", as the booking form's duration list says it. */
export function durationText(minutes: number): string {
  return durations.find((d) => d.value === minutes)?.label ?? `${minutes} minutes`;
}
