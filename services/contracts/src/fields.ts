// Field builders shared by every form schema: trimmed, capped, free of control characters.
import { z } from 'zod';
import { type Clock } from './clock';
import { bookingWindow, isCalendarDate } from './lagos-date';

/** Longest accepted value per kind of field, so no form can store an unbounded string (docs/architecture.md, "Bad input"). */
export const caps = { name: 120, email: 254, phone: 32, company: 160, message: 5000, short: 200, url: 2048 } as const;

// C0 controls and DEL. A single-line field refuses line breaks and tabs too; a message keeps them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const noControl = (multiLine: boolean) => (v: string) =>
  !(multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(v);

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
