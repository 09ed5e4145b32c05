// Booking dates for tests, relative to the clock the test runs at (`TEST_NOW` shifts it, see
// scripts/test-clock.mjs), never "today's afternoon": tomorrow's meeting is always in the future and
// inside the booking window, whatever the hour.
import { addDays, bookingWindow, lagosToday } from '@site/lagos-time/lagos-date';

export function lagosDates(now: Date = new Date()) {
  const today = lagosToday(now);
  return { today, tomorrow: addDays(today, 1), max: bookingWindow(now).max };
}
