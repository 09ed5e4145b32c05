// Privacy rights (Nigeria Data Protection Act 2023): staff find every record of a person, export it,
// correct it and erase it (store, Redis, kept mail, Odoo); records past the retention period are erased
// the same way; every staff action on personal data is written to an append-only audit log.
import { z } from 'zod';
import { caps, emailField, optionalText, requiredText } from './fields';
import { eraseActionValues, eraseModeValues } from './jobs';
import { consultationRecordSchema, contactRecordSchema } from './records';

/** A person is found by e-mail (case-insensitive, exact) or by phone (its last ten digits). */
export const personQuerySchema = z
  .strictObject({
    email: z.string().trim().max(caps.email).optional(),
    phone: z.string().trim().max(caps.phone).optional(),
  })
  .superRefine((q, ctx) => {
    if (!!q.email === !!q.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Give an e-mail address or a phone number (one of them)' });
    if (q.phone && phoneKey(q.phone).length < 7) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'A phone number needs at least 7 digits' });
  });
export type PersonQuery = z.infer<typeof personQuerySchema>;

/** The part of a phone number that identifies it whatever its spelling: its last ten digits (0803… = +234 803…). */
export function phoneKey(phone: string): string {
  return phone.replace(/\D/g, '').slice(-10);
}

export const personRecordsSchema = z.object({
  contacts: z.array(contactRecordSchema),
  consultations: z.array(consultationRecordSchema),
});
export type PersonRecords = z.infer<typeof personRecordsSchema>;

/** GET /api/admin/people?email=|phone= */
export const personResponseSchema = personRecordsSchema.extend({ total: z.number().int().nonnegative() });

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
  z.strictObject({ ...recordRef, field: z.literal('name'), value: requiredText(caps.name, 'Name') }),
  z.strictObject({ ...recordRef, field: z.literal('email'), value: emailField }),
  z.strictObject({ ...recordRef, field: z.literal('phone'), value: nullable(optionalText(caps.phone, 'Phone')) }),
  z.strictObject({ ...recordRef, field: z.literal('company'), value: nullable(optionalText(caps.company, 'Company')) }),
]);
export type Correction = z.infer<typeof correctionSchema>;

/** POST /api/admin/people/erase: the person's records, named by the same query, erased everywhere. */
export const eraseRequestSchema = z.strictObject({
  email: z.string().trim().max(caps.email).optional(),
  phone: z.string().trim().max(caps.phone).optional(),
});

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
    .array(z.object({ recordId: z.string(), lead: z.enum(eraseActionValues), event: z.enum(eraseActionValues), partner: z.enum(eraseActionValues) }))
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
