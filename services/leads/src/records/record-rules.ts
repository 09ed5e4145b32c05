// How a submission becomes a record and how a worker's outcome changes one. Pure functions (the domain's
// rules, no storage), shared by both store adapters so that they cannot drift apart.
import { type SyncResult } from '@site/contracts/jobs';
import { DEFAULT_DURATION, DEFAULT_SOURCE } from '@site/contracts/options';
import { type ContactSubmission } from '@site/contracts/contact';
import { type ConsultationSubmission } from '@site/contracts/consultation';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';

/** A submission's fields as they become a record (the spam checks' fields are gone). */
export type NewContact = Omit<ContactSubmission, 'honeypot' | 'fillMs'>;
export type NewConsultation = Omit<ConsultationSubmission, 'honeypot' | 'fillMs'>;

export const contactFields = [
  'id',
  'form',
  'name',
  'email',
  'phone',
  'company',
  'message',
  'service',
  'source',
  'leadStatus',
  'odooLeadId',
  'syncStatus',
  'syncError',
  'context',
  'revision',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ContactRecord)[];
export const consultationFields = [
  'id',
  'form',
  'name',
  'email',
  'phone',
  'company',
  'industry',
  'consultationType',
  'service',
  'message',
  'preferredDate',
  'preferredTime',
  'duration',
  'status',
  'odooLeadId',
  'odooEventId',
  'meetingLink',
  'notes',
  'inviteSequence',
  'mailStatus',
  'mailError',
  'linkVersion',
  'syncStatus',
  'syncError',
  'context',
  'revision',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof ConsultationRecord)[];
/** The fields of a record as the API shows it, per kind. */
export const fieldsOf = { contact: contactFields, consultation: consultationFields } as const;

/** Values of fields added after records were first stored, for records that predate them. */
export const fieldDefaults: Partial<Record<string, unknown>> = { revision: 0, inviteSequence: 0, linkVersion: 0 };

type StoredContext = ContactRecord['context'];

function storedContext(context: NewContact['context']): StoredContext {
  if (!context) return null;
  const attribution = context.attribution
    ? Object.fromEntries(Object.entries(context.attribution).filter((e): e is [string, string] => !!e[1]))
    : undefined;
  const out: NonNullable<StoredContext> = {};
  if (attribution && Object.keys(attribution).length > 0) out.attribution = attribution;
  if (context.consent) out.consent = context.consent;
  if (context.page) out.page = context.page;
  return Object.keys(out).length > 0 ? out : null;
}

export function newContactRecord(input: NewContact, id: string, now: Date): ContactRecord {
  const at = now.toISOString();
  return {
    id,
    form: input.form,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    company: input.company ?? null,
    message: input.message,
    service: input.service ?? null,
    source: DEFAULT_SOURCE,
    leadStatus: 'new',
    odooLeadId: null,
    syncStatus: 'pending',
    syncError: null,
    context: storedContext(input.context),
    revision: 0,
    createdAt: at,
    updatedAt: at,
  };
}

export function newConsultationRecord(input: NewConsultation, id: string, now: Date): ConsultationRecord {
  const at = now.toISOString();
  // Variants differ in which of these they carry (the dialog has a service, no industry or duration).
  const extra = input as { industry?: string; service?: string; duration?: number };
  return {
    id,
    form: input.form,
    name: input.name,
    email: input.email,
    phone: input.phone ?? null,
    company: input.company,
    industry: extra.industry ?? null,
    consultationType: input.consultationType,
    service: extra.service ?? null,
    message: input.message ?? null,
    preferredDate: input.preferredDate ?? null,
    preferredTime: input.preferredTime ?? null,
    duration: extra.duration ?? DEFAULT_DURATION,
    status: 'scheduled',
    odooLeadId: null,
    odooEventId: null,
    meetingLink: null,
    notes: null,
    inviteSequence: 0,
    mailStatus: null,
    mailError: null,
    linkVersion: 0,
    syncStatus: 'pending',
    syncError: null,
    context: storedContext(input.context),
    revision: 0,
    createdAt: at,
    updatedAt: at,
  };
}

export type SyncFields = {
  syncStatus: ContactRecord['syncStatus'];
  syncError: string | null;
  odooLeadId: number | null;
  odooEventId?: number | null;
  meetingLink?: string | null;
  revision?: number;
};

/**
 * The sync fields after a worker's outcome, or null when the outcome must not change the record:
 * a late "retrying", "waiting" or "failed" never overrides a record that is already synced, and a
 * "retrying" or "waiting" does not reopen a failed one. A "synced" of an older revision than the record's records the Odoo ids
 * (and the video link) but leaves the record as it is: the job of its newer revision is on its way.
 */
export function syncFieldsAfter(current: SyncFields, result: SyncResult): SyncFields | null {
  switch (result.outcome) {
    case 'synced': {
      const upToDate = result.revision >= (current.revision ?? 0);
      const booking = result.kind === 'consultation';
      return {
        syncStatus: upToDate ? 'synced' : current.syncStatus,
        syncError: upToDate ? null : current.syncError,
        odooLeadId: result.odooLeadId,
        ...(booking ? { odooEventId: result.odooEventId } : {}),
        // Odoo's link replaces ours only when it gives one: a link from elsewhere is never wiped.
        ...(booking && result.meetingLink ? { meetingLink: result.meetingLink } : {}),
      };
    }
    case 'retrying':
      if (current.syncStatus !== 'pending') return null;
      return { ...pick(current), syncError: `Attempt ${result.attempt} failed, retrying: ${result.error}` };
    case 'waiting':
      if (current.syncStatus !== 'pending') return null;
      return { ...pick(current), syncError: `Waiting for Odoo: ${result.error}` };
    case 'failed':
      if (current.syncStatus === 'synced') return null;
      return { ...pick(current), syncStatus: 'failed', syncError: result.error };
  }
}

/** The fields a "retrying" or "failed" writes back unchanged. */
const pick = ({ syncStatus, syncError, odooLeadId, odooEventId }: SyncFields): SyncFields => ({
  syncStatus,
  syncError,
  odooLeadId,
  ...(odooEventId !== undefined ? { odooEventId } : {}),
});

/** Outbox order across both kinds: creation time, then id (UUIDv7 ids order records made in one millisecond). */
export function oldestFirst(a: { record: { createdAt: string; id: string } }, b: { record: { createdAt: string; id: string } }) {
  return a.record.createdAt.localeCompare(b.record.createdAt) || a.record.id.localeCompare(b.record.id);
}

/** The entries of a patch that are set (an undefined field is left as it is, not cleared). */
export function definedOf<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
