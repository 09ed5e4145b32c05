// The visitor's own booking page, /booking/<token>: the link in every booking e-mail. The token is
// signed by the leads service and valid until the meeting ends; any bad, tampered or expired token gets
// the same answer (404, error "invalid_link"), whether or not the booking exists.
import { z } from 'zod';
import { type Clock, systemClock } from '@site/lagos-time/clock';
import { preferredDateField, requiredChoice, slotNotStartedAt } from './fields';
import { fullTimeSlotValues } from './options';

export const INVALID_LINK_MESSAGE = 'This link is not valid. It may have expired, or it was copied incompletely.';

/** A new date and time: the rules of the booking form's full variant, the date window read from `clock`. */
export function rescheduleSchemaAt(clock: Clock) {
  return z
    .strictObject({
      preferredDate: preferredDateField(clock),
      preferredTime: requiredChoice(fullTimeSlotValues, 'Please select a time from the list'),
    })
    .superRefine(slotNotStartedAt(clock));
}
/** The browser's (its own clock). */
export const rescheduleSchema = rescheduleSchemaAt(systemClock);
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

/** What the page shows: never the visitor's e-mail or phone, only the meeting. */
export const bookingViewSchema = z.object({
  name: z.string(),
  consultationType: z.string(),
  consultationTypeLabel: z.string(),
  preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(),
  duration: z.number().int(),
  /** e.g. "Wednesday 25 November 2026, 10:00 AM – 11:30 AM WAT"; null when no date was chosen. */
  when: z.string().nullable(),
  status: z.string(),
  meetingLink: z.string().nullable(),
});
export type BookingView = z.infer<typeof bookingViewSchema>;

export const bookingResponseSchema = z.object({ success: z.literal(true), booking: bookingViewSchema });
