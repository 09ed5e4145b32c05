// Booking dates for tests, relative to the clock the test runs at (`TEST_NOW` shifts it, see
// scripts/test-clock.mjs), never "today's afternoon": tomorrow's meeting is always in the future and
// inside the booking window, whatever the hour.
import { addDays, bookingWindow, lagosToday } from '@site/lagos-time/lagos-date';

export function lagosDates(now: Date = new Date()) {
  const today = lagosToday(now);
  return { today, tomorrow: addDays(today, 1), max: bookingWindow(now).max };
}

/** Full-form slots two hours apart: meetings of up to two hours at any two of them never overlap. */
const APART = ['9:00 AM - 10:00 AM', '11:00 AM - 12:00 PM', '2:00 PM - 3:00 PM', '4:00 PM - 5:00 PM'] as const;

/**
 * The `n`th of a run of booking times that never overlap one another (n from 0, up to about 350): four a
 * day from tomorrow on, each free for a meeting of up to two hours. Bookings of one time collide
 * (docs/booking.md), so a test that books more than once gives each booking its own `n`.
 */
export function testSlot(n: number, now: Date = new Date()): { preferredDate: string; preferredTime: string } {
  const { tomorrow, max } = lagosDates(now);
  const preferredDate = addDays(tomorrow, Math.floor(n / APART.length));
  if (preferredDate > max) throw new Error(`testSlot(${n}) is past the booking window`);
  return { preferredDate, preferredTime: APART[n % APART.length]! };
}

/** The same time as testSlot(n), as the dialog writes it ("HH:MM"). */
export function testSlot24(n: number, now: Date = new Date()): { preferredDate: string; preferredTime: string } {
  const { preferredDate } = testSlot(n, now);
  return { preferredDate, preferredTime: ['09:00', '11:00', '14:00', '16:00'][n % APART.length]! };
}
