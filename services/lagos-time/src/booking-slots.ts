// The bookable day and the time a meeting holds. A meeting starts on one of 17 half-hour starts from
// 09:00 to 17:00 Lagos time (the dialog's slots; a full-form slot "9:00 AM - 10:00 AM" starts at its
// first time) and lasts its duration, so it may run past 17:00 (the full form offers 4:00 PM for two
// hours). The time a meeting holds is counted in half-hour cells: every cell its [start, end) touches,
// numbered from the epoch, so a cell is the same instant whatever the date or time zone that named it.
import { startMinutes } from './meeting-time';

const CELL_MINUTES = 30;
const CELL_MS = CELL_MINUTES * 60_000;
const FIRST_START = 9 * 60;
const LAST_START = 17 * 60;

/** "09:30" for 570 minutes after midnight. */
export const clock24 = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The 17 starts a visitor may book, "09:00" … "17:00" (Lagos wall clock). */
export const BOOKABLE_STARTS = Array.from({ length: (LAST_START - FIRST_START) / CELL_MINUTES + 1 }, (_, i) =>
  clock24(FIRST_START + i * CELL_MINUTES),
) as [string, ...string[]];

/** The half-hour cell (epoch cell number) an instant falls in. */
export const cellAt = (at: Date) => Math.floor(at.getTime() / CELL_MS);

/** The half-hour cells (epoch cell numbers) a meeting from `start` to `end` touches; none for an empty one. */
export function cellsOf({ start, end }: { start: Date; end: Date }): number[] {
  const first = cellAt(start);
  const last = Math.ceil(end.getTime() / CELL_MS);
  return Array.from({ length: Math.max(0, last - first) }, (_, i) => first + i);
}

/** The instant a cell starts. */
export const cellStart = (cell: number) => new Date(cell * CELL_MS);

/** The bookable start ("HH:MM") of a form's time value: a dialog slot is one, a full-form slot starts at its first time. */
export function slotStart(time: string): string | null {
  const minutes = startMinutes(time);
  if (minutes === null) return null;
  const start = clock24(minutes);
  return (BOOKABLE_STARTS as readonly string[]).includes(start) ? start : null;
}
