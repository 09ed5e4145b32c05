// Field builders shared by every form schema: trimmed, capped, free of control characters.
import { z } from 'zod';
import { type Clock } from '@site/lagos-time/clock';
import { bookingWindow, isCalendarDate, lagosToday } from '@site/lagos-time/lagos-date';
import { meetingTimes } from '@site/lagos-time/meeting-time';

/** Longest accepted value per kind of field, so no form can store an unbounded string (docs/architecture.md, "Bad input"). */
export const caps = { name: 120, email: 254, phone: 32, company: 160, message: 5000, short: 200, url: 2048 } as const;

// C0 controls and DEL. A single-line field refuses line breaks and tabs too; a message keeps them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const noControl = (multiLine: boolean) => (v: string) => !(multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(v);

function text(max: number, label: string, multiLine = false) {
  return z
    .string({ error: (iss) => (iss.input === undefined ? `${label} is required` : `${label} must be text`) })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(noControl(multiLine), { error: `${label} contains control characters` });
}

export function requiredText(max: number, label: string, multiLine = false) {
  return text(max, label, multiLine).min(1, { error: `${label} is required` });
}

/** Optional free text: absent, null or blank all mean "not given" and come out as undefined. */
export function optionalText(max: number, label: string, multiLine = false) {
  return text(max, label, multiLine)
    .nullish()
    .transform((v) => (v ? v : undefined));
}

/**
 * A person's name, and nothing else: the booking e-mails put it in "To:", "Dear …" and the invite, so a
 * name may carry no web address, no "@", no quotation marks, angle brackets, slashes or the ";:" that
 * structure mail and calendar headers (an apostrophe, as in O'Neil, is fine).
 */
export function nameField(max: number) {
  return requiredText(max, 'Name').superRefine((value, ctx) => {
    const problem = nameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/** A scheme, "www." or a host under a top-level domain mail programs turn into a link ("evil.example/verify"). */
const WEB_ADDRESS =
  /[a-z][a-z0-9+.-]*:\/\/|\bhttps?:|\bwww\.|[\p{L}\p{N}-]{2,}\.(?:com|net|org|info|biz|io|co|ng|uk|us|eu|xyz|app|dev|site|online|top|link|click|live|shop|example)\b/iu;

/** Why a text is not a name, or null when it may be one. */
export function nameProblem(value: string): string | null {
  if (value.includes('@')) return 'A name cannot contain "@" (the e-mail address has its own field)';
  if (WEB_ADDRESS.test(value)) return 'A name cannot contain a web address';
  if (/["“”„«»`<>\\/;:]/.test(value)) return 'A name cannot contain quotation marks, angle brackets, slashes, ";" or ":"';
  return null;
}

export const emailField = z
  .string({ error: (iss) => (iss.input === undefined ? 'Email is required' : 'Email must be text') })
  .trim()
  .min(1, { error: 'Email is required' })
  .max(caps.email, { error: `Email must be at most ${caps.email} characters` })
  .pipe(z.email({ error: 'Please enter a valid email address' }));

/** A required choice from a list. */
export function requiredChoice<const T extends readonly [string, ...string[]]>(list: T, message: string) {
  return z.enum(list, { error: message });
}

/** An optional choice: absent, null or "" mean "not chosen". */
export function optionalChoice<const T extends readonly [string, ...string[]]>(list: T, message: string) {
  return z
    .union([z.literal(''), z.enum(list, { error: message })], { error: message })
    .nullish()
    .transform((v) => (v ? (v as T[number]) : undefined));
}

/** A preferred date: a real YYYY-MM-DD calendar date between today and today + 3 months in Africa/Lagos, by `clock`. */
export function preferredDateField(clock: Clock) {
  return z
    .string({ error: 'Preferred date must be a date (YYYY-MM-DD)' })
    .refine(isCalendarDate, { error: 'Preferred date must be a date (YYYY-MM-DD)' })
    .superRefine((value, ctx) => {
      const { min, max } = bookingWindow(clock.now());
      if (value < min) ctx.addIssue({ code: 'custom', message: 'Preferred date cannot be earlier than today' });
      else if (value > max) ctx.addIssue({ code: 'custom', message: 'Preferred date must be within the next 3 months' });
    });
}

export function optionalPreferredDate(clock: Clock) {
  return z
    .union([z.literal(''), preferredDateField(clock)])
    .nullish()
    .transform((v) => (v ? v : undefined));
}

export const STARTED_SLOT_MESSAGE = 'This time has already started; please choose a later time or another day';

/**
 * An object-level rule of every form with a date and a time: a slot that has started (by `clock`, in
 * Lagos time) cannot be booked or rescheduled into, since its link would die before the visitor could use it.
 */
export function slotNotStartedAt(clock: Clock) {
  return (value: { preferredDate?: string | undefined; preferredTime?: string | undefined }, ctx: z.RefinementCtx) => {
    // Only today's slots can have started; an earlier date is the date field's error.
    const now = clock.now();
    if (!value.preferredDate || !value.preferredTime || value.preferredDate !== lagosToday(now)) return;
    const start = meetingTimes({ preferredDate: value.preferredDate, preferredTime: value.preferredTime, duration: 0 })?.start;
    if (start && start.getTime() <= now.getTime()) ctx.addIssue({ code: 'custom', path: ['preferredTime'], message: STARTED_SLOT_MESSAGE });
  };
}
