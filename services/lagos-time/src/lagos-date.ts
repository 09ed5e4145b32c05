// Date rules in Africa/Lagos, where the business and its visitors are: UTC+1 all year, no daylight
// saving (docs/architecture.md, "Dates and times"). A fixed
// offset keeps the arithmetic exact without a time-zone database.

export const LAGOS_OFFSET_MINUTES = 60;
export const BOOKING_WINDOW_MONTHS = 3;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function isoDate(y: number, m0: number, d: number): string {
  return `${pad(y, 4)}-${pad(m0 + 1)}-${pad(d)}`;
}

/** The calendar date in Lagos at `now`, as YYYY-MM-DD. */
export function lagosToday(now: Date): string {
  return new Date(now.getTime() + LAGOS_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** Lagos midnight of a YYYY-MM-DD date, as epoch milliseconds. */
export function lagosMidnightMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - LAGOS_OFFSET_MINUTES * 60_000;
}

/** A YYYY-MM-DD date plus whole months, clamped to the end of a shorter month (30 Nov + 3 = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return isoDate(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, lastDay));
}

/** A YYYY-MM-DD date plus whole days (negative: before). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return isoDate(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate());
}

/** The window a preferred date must lie in at `now`: today to today + 3 months, both inclusive. */
export function bookingWindow(now: Date): { min: string; max: string } {
  const min = lagosToday(now);
  return { min, max: addMonths(min, BOOKING_WINDOW_MONTHS) };
}

/** True for a real calendar date written YYYY-MM-DD (rejects 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/** A Lagos wall-clock date and minute of day as an Odoo UTC datetime string "YYYY-MM-DD HH:MM:SS". */
export function lagosToOdooUtc(date: string, minuteOfDay: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d, 0, minuteOfDay - LAGOS_OFFSET_MINUTES));
  return `${isoDate(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate())} ${pad(utc.getUTCHours())}:${pad(utc.getUTCMinutes())}:00`;
}
