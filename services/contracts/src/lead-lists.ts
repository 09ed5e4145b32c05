// The staff dashboard's API: paged lists (keyset cursor, server-side search and status filter),
// the four summary cards, and the live event that carries a changed record.
import { z } from 'zod';
import { consultationStatusValues, leadStatusValues } from './options';
import { consultationRecordSchema, contactRecordSchema } from './records';

export const LIST_LIMIT_DEFAULT = 50;
export const LIST_LIMIT_MAX = 200;
/** Longest search string: longer than any name, e-mail or company the forms accept (254). */
export const SEARCH_MAX = 254;

const limit = z.coerce
  .number({ error: 'limit must be a whole number' })
  .int({ error: 'limit must be a whole number' })
  .min(1, { error: `limit must be 1 to ${LIST_LIMIT_MAX}` })
  .max(LIST_LIMIT_MAX, { error: `limit must be 1 to ${LIST_LIMIT_MAX}` })
  .default(LIST_LIMIT_DEFAULT);
/** Opaque to clients; the server checks its shape (a bad cursor is a 400, never a 500). */
const cursor = z.string().min(1).max(200).optional();
/** Case-insensitive substring of name, e-mail or company; blank means no search. */
const q = z
  .string()
  .max(SEARCH_MAX, { error: `search must be at most ${SEARCH_MAX} characters` })
  .transform((s) => s.trim())
  .optional();

/** Query of GET /api/contacts and GET /api/contacts/export.csv. `status` filters on leadStatus. */
export const contactListQuerySchema = z.strictObject({
  limit,
  cursor,
  q,
  status: z.enum(leadStatusValues, { error: `status must be one of ${leadStatusValues.join(', ')}` }).optional(),
});
/** Query of GET /api/consultations and its export. `status` filters on the booking's status. */
export const consultationListQuerySchema = z.strictObject({
  limit,
  cursor,
  q,
  status: z.enum(consultationStatusValues, { error: `status must be one of ${consultationStatusValues.join(', ')}` }).optional(),
});
export type ContactListQuery = z.infer<typeof contactListQuerySchema>;
export type ConsultationListQuery = z.infer<typeof consultationListQuerySchema>;

/** The export takes the list's filters, never a page. */
export const contactExportQuerySchema = contactListQuerySchema.pick({ q: true, status: true });
export const consultationExportQuerySchema = consultationListQuerySchema.pick({ q: true, status: true });

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    /** Pass back as `cursor` for the next (older) page; null on the last page. */
    nextCursor: z.string().nullable(),
    /** Size of the whole filtered set, not of this page. */
    total: z.number().int().nonnegative(),
  });
export const contactPageSchema = page(contactRecordSchema);
export const consultationPageSchema = page(consultationRecordSchema);
export type ContactPage = z.infer<typeof contactPageSchema>;
export type ConsultationPage = z.infer<typeof consultationPageSchema>;

/** The four cards of the dashboard, by the spec's formulas. */
export const leadSummarySchema = z.object({
  totalContacts: z.number().int().nonnegative(),
  /** Contacts created in the last 7 days. */
  contactsThisWeek: z.number().int().nonnegative(),
  totalConsultations: z.number().int().nonnegative(),
  /** Consultations whose status is scheduled. */
  scheduled: z.number().int().nonnegative(),
  /** Contacts plus consultations that carry an Odoo lead id. */
  odooLinked: z.number().int().nonnegative(),
  /** Percent of contacts whose leadStatus is converted, rounded; 0 without contacts. */
  conversionRate: z.number().int().min(0).max(100),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Counts as a store keeps them; the summary is computed from these. */
export type LeadCounts = Omit<LeadSummary, 'conversionRate'> & { converted: number };

export function summaryOf(counts: LeadCounts): LeadSummary {
  const { converted, ...rest } = counts;
  return { ...rest, conversionRate: counts.totalContacts ? Math.round((converted / counts.totalContacts) * 100) : 0 };
}

/**
 * GET /api/consultations/clashes: bookings whose meetings (not yet over) overlap another booking's, each
 * with the ids of those it overlaps. Bookings made before overlaps were refused, and meetings staff moved
 * in Odoo, can overlap; staff move one of them.
 */
export const bookingClashesSchema = z.object({
  clashes: z.array(z.object({ id: z.string(), with: z.array(z.string()) })),
});
export type BookingClashes = z.infer<typeof bookingClashesSchema>;

/** Live event (SSE `event: record.changed`): the record as the lists show it, so a dashboard patches its row. */
export const recordChangedSchema = z.discriminatedUnion('kind', [
  z.object({ type: z.literal('record.changed'), kind: z.literal('contact'), id: z.string(), record: contactRecordSchema }),
  z.object({ type: z.literal('record.changed'), kind: z.literal('consultation'), id: z.string(), record: consultationRecordSchema }),
]);
export type RecordChanged = z.infer<typeof recordChangedSchema>;

/** Live event (SSE `event: record.erased`): a record erased (privacy request, retention); dashboards drop its row. */
export const recordErasedSchema = z.object({ type: z.literal('record.erased'), kind: z.enum(['contact', 'consultation']), id: z.string() });
export type RecordErased = z.infer<typeof recordErasedSchema>;

/**
 * Live event (SSE `event: refetch`): the stream cannot say what this client missed (its Last-Event-ID is
 * older than what the server keeps, unknown, or events were lost while Redis was away); the dashboard
 * fetches its lists again.
 */
export const refetchEventSchema = z.object({ type: z.literal('refetch') });
export type RefetchEvent = z.infer<typeof refetchEventSchema>;

/** The query a dashboard that opens a new stream may give instead of the Last-Event-ID header. */
export const liveStreamQuerySchema = z.object({ lastEventId: z.string().max(64).optional() });

type Searchable = { name: string; email: string; company: string | null };

/**
 * The list filter as the server applies it, for a client that patches a live record into its pages:
 * case-insensitive substring of name, e-mail or company, and the entity status.
 */
export function matchesListFilter(
  record: Searchable & { status: string },
  filter: { q?: string | undefined; status?: string | undefined },
): boolean {
  if (filter.status && record.status !== filter.status) return false;
  const needle = filter.q?.trim().toLowerCase();
  if (!needle) return true;
  return [record.name, record.email, record.company ?? ''].some((v) => v.toLowerCase().includes(needle));
}

/** The paging parameters, for other staff lists (kept mail). */
export { limit as listLimitSchema, cursor as listCursorSchema };
