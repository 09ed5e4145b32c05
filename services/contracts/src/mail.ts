// Mail the product sends: to visitors about their booking, and an optional notice to staff per new lead.
// The leads service queues each message on "mail" (job id = message key, so a message is queued once)
// and keeps what it sent, which staff read at /admin/mail.
import { z } from 'zod';

export const MAIL_QUEUE = 'mail';

/**
 * confirmation: the first mail of a booking (with the invite); update: the invite changed (a new time, the
 * video link arrived); cancellation: the booking was cancelled (METHOD:CANCEL); link: staff sent the
 * booking's link again (a new one; the old stops working); staff-notice: a new lead.
 */
export const mailKindValues = ['confirmation', 'update', 'cancellation', 'link', 'staff-notice'] as const;
export type MailKind = (typeof mailKindValues)[number];

/**
 * A mail job names its message; the mail worker reads the record from the store when it sends, so Redis
 * never holds the message or the visitor's address. `sequence` is the booking's invite sequence the
 * message belongs to (0 for the confirmation and staff notices; the link version for a link).
 */
export const mailJobSchema = z.object({
  kind: z.enum(mailKindValues),
  recordKind: z.enum(['contact', 'consultation']),
  recordId: z.string().min(1),
  sequence: z.number().int().min(0),
  /** Who changed the booking an update or cancellation is about: the visitor, or staff in Odoo. */
  by: z.enum(['visitor', 'staff']).default('visitor'),
});
export type MailJob = z.input<typeof mailJobSchema>;

/** The one key of a message: its job id, its row in the kept mail, and the left part of its Message-ID. */
export function mailKey(job: MailJob): string {
  return `${job.kind}-${job.recordId}-${job.sequence}`;
}

export const keptMailStatusValues = ['pending', 'sent', 'failed'] as const;

/** A kept message as the staff list shows it (the body only on its own page). */
export const keptMailSchema = z.object({
  key: z.string(),
  kind: z.enum(mailKindValues),
  recordKind: z.enum(['contact', 'consultation']),
  recordId: z.string(),
  to: z.string(),
  subject: z.string(),
  messageId: z.string(),
  status: z.enum(keptMailStatusValues),
  error: z.string().nullable(),
  attempts: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type KeptMail = z.infer<typeof keptMailSchema>;
