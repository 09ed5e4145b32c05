// When a booked meeting takes place, in Africa/Lagos wall-clock time (UTC+1 all year, see lagos-date.ts):
// its start and end as instants, and the sentence pages and e-mails show ("Wednesday 25 November 2026,
// 10:00 AM – 11:30 AM WAT"). A booking link is valid until the meeting's end.
import { isCalendarDate, lagosMidnightMs as lagosMidnight } from './lagos-date';

export type MeetingSlot = { preferredDate: string | null; preferredTime: string | null; duration: number };

/** How long a link stays valid for a booking that names no date: from when it was made. */
export const UNDATED_BOOKING_VALID_DAYS = 90;

const DAY_MS = 86_400_000;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Minutes after Lagos midnight at which a time starts: any "HH:MM" (the dialog form's slots, or a time
 * moved in Odoo), or the start of a slot written "9:00 AM - 10:00 AM" (the full form's slots).
 */
export function startMinutes(time: string | null): number | null {
  if (!time) return null;
  const clock24 = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (clock24) return Number(clock24[1]) * 60 + Number(clock24[2]);
  const slot12 = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM) - /.exec(time);
  if (!slot12) return null;
  return ((Number(slot12[1]) % 12) + (slot12[3] === 'PM' ? 12 : 0)) * 60 + Number(slot12[2]);
}

/** The meeting's start and end as instants; null without a date or a usable time (staff agree it by phone). */
export function meetingTimes(slot: MeetingSlot): { start: Date; end: Date } | null {
  if (!slot.preferredDate || !isCalendarDate(slot.preferredDate)) return null;
  const start = startMinutes(slot.preferredTime);
  if (start === null) return null;
  const midnight = lagosMidnight(slot.preferredDate);
  return { start: new Date(midnight + start * 60_000), end: new Date(midnight + (start + slot.duration) * 60_000) };
}

/**
 * The instant the meeting ends: date + start + duration in Lagos time. A date without a usable time
 * ends with that Lagos day; a booking without a date, UNDATED_BOOKING_VALID_DAYS after it was made.
 */
export function meetingEnd(slot: MeetingSlot, createdAt: string): Date {
  if (!slot.preferredDate || !isCalendarDate(slot.preferredDate))
    return new Date(Date.parse(createdAt) + UNDATED_BOOKING_VALID_DAYS * DAY_MS);
  return meetingTimes(slot)?.end ?? new Date(lagosMidnight(slot.preferredDate) + DAY_MS);
}

/** "10:00 AM" for 600 minutes after midnight (wraps past midnight). */
export function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h24 = Math.floor(m / 60);
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${String(m % 60).padStart(2, '0')} ${h24 < 12 ? 'AM' : 'PM'}`;
}

/** "Wednesday 25 November 2026" for a YYYY-MM-DD date. */
export function lagosDayText(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** "Wednesday 25 November 2026, 10:00 AM – 11:30 AM WAT"; the date alone without a usable time; null without a date. */
export function meetingWhen(slot: MeetingSlot): string | null {
  if (!slot.preferredDate || !isCalendarDate(slot.preferredDate)) return null;
  const day = lagosDayText(slot.preferredDate);
  const start = startMinutes(slot.preferredTime);
  if (start === null) return day;
  return `${day}, ${clockText(start)} – ${clockText(start + slot.duration)} WAT`;
}
