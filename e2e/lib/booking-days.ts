// The days the browser suite books, a few per test file, and another visitor's booking on one of them: one stack serves every file at once, and
// bookings of one time collide (docs/booking.md), so no two files book on the same day. Four weeks on
// and later: inside the booking window, and past any day another suite's seeds might use.
import { addDays, lagosToday } from '@site/lagos-time/lagos-date';
import { expect } from './test';
import { ctx } from './suite-context';

const DAYS_PER_FILE = 3;
const FILES = ['forms', 'booking', 'mail', 'privacy', 'availability'] as const;

/** Day `n` (0 to 2) of a test file's own days, from the test's clock. */
export function bookingDay(file: (typeof FILES)[number], n = 0): string {
  if (n < 0 || n >= DAYS_PER_FILE) throw new Error(`bookingDay: a file has ${DAYS_PER_FILE} days`);
  return addDays(lagosToday(new Date()), 28 + FILES.indexOf(file) * DAYS_PER_FILE + n);
}

/** A booking sent as an API client would (another visitor, this run's name). */
export async function bookedElsewhere(preferredDate: string, preferredTime: string) {
  const { url, runId } = ctx();
  const res = await fetch(`${url}/api/consultations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      form: 'full',
      name: `Other Visitor ${runId}`,
      email: `other.${runId}@example.com`,
      phone: '+234 803 555 0111',
      company: 'Elsewhere Ltd',
      consultationType: 'general',
      preferredDate,
      preferredTime,
      duration: 60,
      fillMs: 4000,
    }),
  });
  expect(res.status, `${preferredDate} ${preferredTime} booked elsewhere: ${await res.clone().text()}`).toEqual(201);
}
