// Privacy rights (Nigeria Data Protection Act 2023): staff find every record of a person, export it,
// correct it and erase it (store, Redis, kept mail, Odoo); records past the retention period are erased
// the same way; every staff action on personal data is written to an append-only audit log.
import { z } from 'zod';
import { caps, emailField, nameField, optionalText } from './fields';
import { eraseActionValues, eraseModeValues } from './jobs';
import { consultationRecordSchema, contactRecordSchema } from './records';

const personFields = {
  email: z.string().trim().max(caps.email).optional(),
  phone: z.string().trim().max(caps.phone).optional(),
};

/** One of the two, and a phone with enough digits to be one (the server reads it as E.164, `phoneE164`). */
function onePerson(q: { email?: string | undefined; phone?: string | undefined }, ctx: z.RefinementCtx) {
  if (!!q.email === !!q.phone)
    ctx.addIssue({ code: 'custom', path: ['email'], message: 'Give an e-mail address or a phone number (one of them)' });
  if (q.phone && phoneDigits(q.phone).length < 7)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'A phone number needs at least 7 digits' });
}

/**
 * A person is found by e-mail (case-insensitive, exact) or by phone: the number in E.164, a Nigerian
 * number when written without its country code (0803… = +234 803…; +44 7031… is another person).
 */
export const personQuerySchema = z.strictObject(personFields).superRefine(onePerson);
export type PersonQuery = z.infer<typeof personQuerySchema>;

/** The digits of a phone number (what the browser compares; the server's key is E.164). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** What the server says when a phone number cannot be read as one. */
export const UNREADABLE_PHONE_MESSAGE =
  'This is not a phone number we can read: write it with its country code (+44 …) or as a Nigerian number (0803 …)';

export const personRecordsSchema = z.object({
  contacts: z.array(contactRecordSchema),
  consultations: z.array(consultationRecordSchema),
});
export type PersonRecords = z.infer<typeof personRecordsSchema>;

/**
 * GET /api/admin/people?email=|phone=. `warnings` says what staff must check before acting on the records
 * as one person's (one phone number on records with different e-mail addresses).
 */
export const personResponseSchema = personRecordsSchema.extend({ total: z.number().int().nonnegative(), warnings: z.array(z.string()) });

/** POST /api/admin/people/export: every record of the person, as JSON or CSV (an attachment). */
export const personExportSchema = z.strictObject({
  email: z.string().trim().max(caps.email).optional(),
  phone: z.string().trim().max(caps.phone).optional(),
  format: z.enum(['json', 'csv']).default('json'),
});

/** Fields staff may correct; the change reaches the Odoo lead. */
const recordRef = { kind: z.enum(['contact', 'consultation']), id: z.string().min(1).max(64) };
const nullable = (field: z.ZodType<string | undefined>) => field.transform((v) => v ?? null);
export const correctionSchema = z.discriminatedUnion('field', [
  z.strictObject({ ...recordRef, field: z.literal('name'), value: nameField(caps.name) }),
  z.strictObject({ ...recordRef, field: z.literal('email'), value: emailField }),
  z.strictObject({ ...recordRef, field: z.literal('phone'), value: nullable(optionalText(caps.phone, 'Phone')) }),
  z.strictObject({ ...recordRef, field: z.literal('company'), value: nullable(optionalText(caps.company, 'Company')) }),
]);
export type Correction = z.infer<typeof correctionSchema>;

/**
 * POST /api/admin/people/erase: the person's records, named by the same query, erased everywhere. Staff
 * confirm the records they saw (`recordIds`): when the look-up finds another set, nothing is erased (409).
 */
export const eraseRequestSchema = z.strictObject({
  ...personFields,
  recordIds: z
    .array(z.string().min(1).max(64), { error: 'Confirm the records to erase (recordIds)' })
    .min(1, { error: 'Confirm the records to erase (recordIds)' })
    .max(1000),
});

/** POST /api/admin/people/resend-link: a new link for a booking (the old one stops working), mailed to its address. */
export const resendLinkSchema = z.strictObject({ id: z.string().min(1).max(64) });

export const erasureStatusValues = ['in-progress', 'done', 'failed'] as const;
/**
 * What an erase removed where: the store and Redis at once, the kept mail, then Odoo through the queue.
 * Never the erased data: record ids, kinds and counts only.
 */
export const erasureSchema = z.object({
  id: z.string(),
  reason: z.enum(['request', 'retention']),
  requestedBy: z.string(),
  requestedAt: z.iso.datetime(),
  status: z.enum(erasureStatusValues),
  mode: z.enum(eraseModeValues).nullable(),
  records: z.array(z.object({ kind: z.enum(['contact', 'consultation']), id: z.string() })),
  removed: z.object({ store: z.number().int(), redisKeys: z.number().int(), mail: z.number().int() }),
  odoo: z
    .array(
      z.object({
        recordId: z.string(),
        lead: z.enum(eraseActionValues),
        event: z.enum(eraseActionValues),
        partner: z.enum(eraseActionValues),
      }),
    )
    .nullable(),
  error: z.string().nullable(),
  finishedAt: z.iso.datetime().nullable(),
});
export type Erasure = z.infer<typeof erasureSchema>;

export const auditActionValues = [
  'login',
  'login-failed',
  'logout',
  'list-export',
  'person-search',
  'person-export',
  'correction',
  'erase',
  'erase-done',
  'retention-erase',
  'requeue',
  'mail-read',
  /** A lead list read: a search (described by its shape) or the first page of a view. */
  'list-read',
  'mail-list',
  'live-stream',
  /** A change on the queue board (pause, resume, retry, clean, remove…). */
  'queue-board',
  /** An action of `npm run staff` (the operating-system user is the actor). */
  'staff-cli',
  /** A booking's link replaced and mailed again. */
  'link-resend',
] as const;
export type AuditAction = (typeof auditActionValues)[number];

/** One audit entry: who (username, or "system"), when, what (never a person's data), from where. */
export const auditEntrySchema = z.object({
  seq: z.number().int(),
  at: z.iso.datetime(),
  actor: z.string(),
  action: z.enum(auditActionValues),
  /** What the action was about: a record (`consultation:<id>`), an erasure, an export's filter. */
  target: z.string().nullable(),
  /** Counts and field names, never values. */
  detail: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** The `seq` of the last entry of the page before (entries are newest first). */
  before: z.coerce.number().int().positive().optional(),
});
export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() });
