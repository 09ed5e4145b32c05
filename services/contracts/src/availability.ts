// Which times a visitor may book: GET /api/availability?date=YYYY-MM-DD&duration=MINUTES (public) and
// GET /api/booking/:token/availability (the booking page's reschedule form: its own meeting does not
// count). The answer is one entry per bookable start of the day, free or not, and nothing else: no
// names, titles or counts (docs/booking.md, "Availability").
import { z } from 'zod';
import { BOOKABLE_STARTS } from '@site/lagos-time/booking-slots';
import { isCalendarDate } from '@site/lagos-time/lagos-date';
import { DEFAULT_DURATION, durationValues } from './options';

export const AVAILABILITY_TIME_ZONE = 'Africa/Lagos';

/** How long a browser or proxy may keep an answer: a few seconds, so a visitor's choice is seldom stale. */
export const AVAILABILITY_MAX_AGE_S = 5;

/** What a booking or reschedule onto a time that is not free is told (409 slot_taken). */
export const SLOT_TAKEN_MESSAGE = 'That time has just been taken. Please choose another.';

const durationTexts = durationValues.map(String) as [string, ...string[]];

export const availabilityQuerySchema = z.strictObject({
  date: z.string({ error: 'date must be a date (YYYY-MM-DD)' }).refine(isCalendarDate, { error: 'date must be a date (YYYY-MM-DD)' }),
  /** Minutes; the meeting's length decides which starts it fits (60 for the forms without a duration). */
  duration: z
    .enum(durationTexts, { error: 'duration must be 30, 60, 90 or 120 minutes' })
    .default(String(DEFAULT_DURATION))
    .transform(Number),
});
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

const availabilitySlotSchema = z.object({
  /** A bookable start, "09:00" … "17:00" Lagos time. */
  start: z.enum(BOOKABLE_STARTS),
  available: z.boolean(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlotSchema>;

export const availabilitySchema = z.object({
  date: z.string(),
  timeZone: z.literal(AVAILABILITY_TIME_ZONE),
  slots: z.array(availabilitySlotSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;
