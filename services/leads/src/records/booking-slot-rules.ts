// Which time a booking holds and which starts of a day are free: pure rules that both store adapters
// and the availability routes share (docs/booking.md, "Availability"). A booking that is not cancelled
// holds every half-hour cell its meeting touches; the organiser's busy meetings in Odoo hold their exact
// intervals. A start is free for a meeting of some length when that meeting would touch no held cell,
// overlap no busy interval, has not begun, and its day is in the booking window.
import { type AvailabilitySlot } from '@site/contracts/availability';
import { type ConsultationRecord } from '@site/contracts/records';
import { BOOKABLE_STARTS, cellsOf } from '@site/lagos-time/booking-slots';
import { bookingWindow } from '@site/lagos-time/lagos-date';
import { meetingTimes } from '@site/lagos-time/meeting-time';

/** An interval of time in epoch milliseconds, start included, end not. */
export type Span = { start: number; end: number };

/** What holds time in a range: cells bookings hold, and the organiser's busy intervals in Odoo. */
export type HeldTime = { cells: number[]; busy: Span[] };

type Meeting = Pick<ConsultationRecord, 'status' | 'preferredDate' | 'preferredTime' | 'duration'>;

export const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/** A booking's meeting as an interval, or null when it holds no time (cancelled, or no date and time). */
export function meetingSpan(booking: Meeting): Span | null {
  if (booking.status === 'cancelled') return null;
  const times = meetingTimes(booking);
  return times && times.end > times.start ? { start: times.start.getTime(), end: times.end.getTime() } : null;
}

/** The half-hour cells an interval touches. */
const spanCells = (span: Span) => cellsOf({ start: new Date(span.start), end: new Date(span.end) });

/** The half-hour cells a booking holds (none when it holds no time). */
export function heldCells(booking: Meeting): number[] {
  const span = meetingSpan(booking);
  return span ? spanCells(span) : [];
}

/** A meeting of `duration` minutes starting at `start` ("HH:MM") on `date`, as an interval. */
const startSpan = (date: string, start: string, duration: number) =>
  meetingSpan({ status: 'scheduled', preferredDate: date, preferredTime: start, duration })!;

/** The range an availability question about `date` reads: from its first start to the end of a meeting at its last. */
export function dayRange(date: string, duration: number): { from: Date; to: Date } {
  return {
    from: new Date(startSpan(date, BOOKABLE_STARTS[0], duration).start),
    to: new Date(startSpan(date, BOOKABLE_STARTS.at(-1)!, duration).end),
  };
}

/** Every bookable start of `date` for a meeting of `duration` minutes, free or not, at `now`. */
export function dayAvailability(date: string, duration: number, now: Date, held: HeldTime): AvailabilitySlot[] {
  const { min, max } = bookingWindow(now);
  const inWindow = date >= min && date <= max;
  const taken = new Set(held.cells);
  return BOOKABLE_STARTS.map((start) => {
    const span = startSpan(date, start, duration);
    const available =
      inWindow &&
      span.start > now.getTime() &&
      !spanCells(span).some((cell) => taken.has(cell)) &&
      !held.busy.some((busy) => overlaps(busy, span));
    return { start: start as AvailabilitySlot['start'], available };
  });
}

/** At most this many other bookings are named per clash, and this many clashes listed (staff move one, then look again). */
export const CLASH_LIMITS = { others: 20, clashes: 1000 } as const;

/**
 * The bookings that share a cell with another, each with (up to CLASH_LIMITS.others of) the bookings it
 * shares one with; `groups` are the bookings of each cell held by more than one, earliest cell first.
 */
export function clashesOf(groups: Iterable<readonly string[]>): { id: string; with: string[] }[] {
  const others = new Map<string, Set<string>>();
  for (const ids of groups)
    for (const id of ids) {
      if (!others.has(id) && others.size >= CLASH_LIMITS.clashes) continue;
      const mine = others.get(id) ?? others.set(id, new Set()).get(id)!;
      for (const other of ids) {
        if (mine.size >= CLASH_LIMITS.others) break;
        if (other !== id) mine.add(other);
      }
    }
  return [...others].map(([id, set]) => ({ id, with: [...set].sort() }));
}
