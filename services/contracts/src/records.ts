// Records as the staff API returns them: the fields a visitor sent, their context, and the sync state
// (pending, synced, failed, with Odoo's ids once known).
import { z } from 'zod';
import { contactFormValues } from './contact';
import { consultationFormValues } from './consultation';
import { mailStatusValues, syncStatusValues } from './options';

const nullableText = z.string().nullable();

/** Lead context as stored: plain data, no input transforms. */
export const storedContextSchema = z.object({
  attribution: z.record(z.string(), z.string()).optional(),
  consent: z.object({ policyVersion: z.string(), acceptedAt: z.string() }).optional(),
  page: z.string().optional(),
});
const odooId = z.number().int().positive().nullable();

const syncFields = {
  syncStatus: z.enum(syncStatusValues),
  /** Why the last sync attempt failed (a permanent reason when failed, the latest transient one while pending). */
  syncError: nullableText,
  odooLeadId: odooId,
  context: storedContextSchema.nullable(),
  /**
   * Raised by every change that must reach Odoo after the first sync (a visitor's reschedule or
   * cancel, a staff correction). Sync jobs and results carry it, so an older job never undoes a newer change.
   */
  revision: z.number().int().min(0),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};

export const contactRecordSchema = z.object({
  id: z.string(),
  form: z.enum(contactFormValues),
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  company: nullableText,
  message: z.string(),
  service: nullableText,
  source: z.string(),
  /** One of new, contacted, qualified, converted; a stored value outside the list is shown as is. */
  leadStatus: z.string(),
  ...syncFields,
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

export const consultationRecordSchema = z.object({
  id: z.string(),
  form: z.enum(consultationFormValues),
  name: z.string(),
  email: z.string(),
  phone: nullableText,
  company: z.string(),
  industry: nullableText,
  consultationType: z.string(),
  service: nullableText,
  message: nullableText,
  preferredDate: nullableText,
  preferredTime: nullableText,
  duration: z.number().int(),
  /** One of scheduled, completed, cancelled, rescheduled. */
  status: z.string(),
  odooEventId: odooId,
  meetingLink: nullableText,
  notes: nullableText,
  /** The iCalendar SEQUENCE of the last invite sent: raised on every change to the meeting (time, link, cancel). */
  inviteSequence: z.number().int().min(0),
  /**
   * The visitor's mail about this booking: pending until sent, failed (permanently) with the reason,
   * not-sent (over a mail limit) with the reason; null when mail is off.
   */
  mailStatus: z.enum(mailStatusValues).nullable(),
  mailError: nullableText,
  /**
   * The version of the booking's link: raised when staff correct the e-mail address or send the link
   * again, so a link mailed before stops working (absent on records from before links had versions: 0).
   */
  linkVersion: z.number().int().min(0).optional(),
  ...syncFields,
});
export type ConsultationRecord = z.infer<typeof consultationRecordSchema>;

export const leadKindValues = ['contact', 'consultation'] as const;
export type LeadKind = (typeof leadKindValues)[number];
