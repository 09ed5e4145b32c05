// What we write to Odoo for a record: pure functions from a sync job to crm.lead and calendar.event
// values (see docs/odoo-sync.md, "What the worker writes"). No I/O here.
import { type SyncJob } from '@site/contracts/jobs';
import { lagosToOdooUtc } from '@site/lagos-time/lagos-date';
import { clockText, lagosDayText, startMinutes } from '@site/lagos-time/meeting-time';
import { consultationTypeLabel, DEFAULT_DURATION, serviceLabel } from '@site/contracts/options';
import { type ConsultationRecord } from '@site/contracts/records';
import { escapeHtml } from '@site/html-escape/escape-html';

/** The fields written (and asked about), which the worker checks exist when it connects (odoo-connection.ts). */
export const LEAD_FIELDS = [
  'name',
  'type',
  'contact_name',
  'partner_name',
  'email_from',
  'phone',
  'description',
  'medium_id',
  'source_id',
  'campaign_id',
  'team_id',
  'user_id',
] as const;
export const EVENT_FIELDS = [
  'name',
  'start',
  'stop',
  'allday',
  'duration',
  'description',
  'opportunity_id',
  'partner_ids',
  'user_id',
  'location',
  // Asked by the pull: which of the organiser's meetings hold their time (pull-busy.ts).
  'show_as',
  'privacy',
] as const;

/** Ids resolved once at start-up (medium "Website", our source, the team) and the policy for new leads. */
export type LeadDefaults = {
  leadType: 'lead' | 'opportunity';
  teamId: number | false;
  /** The salesperson; false leaves the lead unassigned for the team's assignment rules. */
  userId: number | false;
  mediumId: number;
  sourceId: number;
  /** The salesperson who organises and attends every booked meeting (ODOO_SALESPERSON_ID, else the team leader). */
  organizer: { userId: number; partnerId: number };
};

/** The stable external key of a record in Odoo (an external id in module __import__). */
export function externalLeadId(recordId: string): string {
  return `website_lead_${recordId.replace(/[^a-zA-Z0-9]/g, '').toLowerCase()}`;
}

/** Plain text as Odoo's website form sends it: escaped, paragraphs and line breaks kept. */
export function textToHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

function detailsList(rows: [string, string | null | undefined][]): string {
  const items = rows.filter((r): r is [string, string] => !!r[1]).map(([k, v]) => `<li><b>${escapeHtml(k)}:</b> ${escapeHtml(v)}</li>`);
  return items.length ? `<ul>${items.join('')}</ul>` : '';
}

export function leadName(job: SyncJob): string {
  const r = job.record;
  if (job.kind === 'consultation') return `Consultation: ${consultationTypeLabel(job.record.consultationType)} – ${r.company ?? r.name}`;
  const subject = job.record.service ? serviceLabel(job.record.service) : 'Contact message';
  return `Website: ${subject} – ${r.company ?? r.name}`;
}

export function leadDescription(job: SyncJob): string {
  const r = job.record;
  const a = r.context?.attribution ?? {};
  const message = job.record.message;
  const details: [string, string | null | undefined][] =
    job.kind === 'consultation'
      ? [
          ['Consultation type', consultationTypeLabel(job.record.consultationType)],
          ['Preferred date', job.record.preferredDate],
          ['Preferred time (Lagos)', job.record.preferredTime],
          ['Duration', `${job.record.duration} minutes`],
          ['Industry', job.record.industry],
          ['Service', job.record.service ? serviceLabel(job.record.service) : null],
        ]
      : [['Service', job.record.service ? serviceLabel(job.record.service) : null]];
  const origin: [string, string | null | undefined][] = [
    ['Form', `${job.kind} / ${r.form}`],
    ['Page', r.context?.page],
    ['Landing page', a.landingPage],
    ['Referrer', a.referrer],
    ['UTM', [a.utmSource, a.utmMedium, a.utmCampaign, a.utmTerm, a.utmContent].filter(Boolean).join(' / ') || null],
    [
      'Privacy policy accepted',
      r.context?.consent ? `version ${r.context.consent.policyVersion} at ${r.context.consent.acceptedAt}` : null,
    ],
    ['Website record', `${r.id} (${r.createdAt})`],
  ];
  return `${message ? textToHtml(message) : ''}${detailsList(details)}<p><b>Other Information</b></p>${detailsList(origin)}`;
}

/** The visit's UTM records, when it carried utm_source / utm_medium / utm_campaign. */
export type UtmIds = { sourceId?: number | null; mediumId?: number | null; campaignId?: number | null };

/** The external id of a booking's calendar.event: the lead's key with another prefix. */
export function externalEventId(recordId: string): string {
  return externalLeadId(recordId).replace('website_lead_', 'website_event_');
}

/** The external id prefix of every partner the product created. */
export const OUR_PARTNER_PREFIX = 'website_partner_';

/** The external id of the contact (res.partner) we create for a booking's visitor. */
export function externalPartnerId(recordId: string): string {
  return externalLeadId(recordId).replace('website_lead_', OUR_PARTNER_PREFIX);
}

/** The record id an external id was made from (ids are UUIDs: the dashes come back). */
export function recordIdFromExternalId(name: string): string | null {
  const match = /^website_(?:lead|event|partner)_([0-9a-z]+)$/.exec(name);
  if (!match) return null;
  const hex = match[1]!;
  return /^[0-9a-f]{32}$/.test(hex)
    ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    : hex;
}

/** crm.lead values with every assignment explicit: type, team, salesperson, medium, source, campaign. */
export function leadValues(job: SyncJob, d: LeadDefaults, utm: UtmIds = {}): Record<string, unknown> {
  const r = job.record;
  return {
    name: leadName(job),
    type: d.leadType,
    contact_name: r.name,
    partner_name: r.company ?? false,
    email_from: r.email,
    phone: r.phone ?? false,
    description: leadDescription(job),
    medium_id: utm.mediumId ?? d.mediumId,
    source_id: utm.sourceId ?? d.sourceId,
    campaign_id: utm.campaignId ?? false,
    team_id: d.teamId,
    user_id: d.userId,
  };
}

/**
 * The crm.lead fields that follow the record after the first sync (a staff correction, a visitor's
 * change): who the person is and what they asked. Type, team, salesperson and UTM are left to staff once
 * the lead exists.
 */
export const LEAD_RECORD_FIELDS = ['name', 'contact_name', 'partner_name', 'email_from', 'phone', 'description'] as const;

/** The lead values that differ from what Odoo holds (read with LEAD_RECORD_FIELDS), or null when none do. */
export function leadPatch(wanted: Record<string, unknown>, current: Record<string, unknown>): Record<string, unknown> | null {
  const patch = Object.fromEntries(LEAD_RECORD_FIELDS.filter((f) => !sameValue(wanted[f], current[f])).map((f) => [f, wanted[f]]));
  return Object.keys(patch).length > 0 ? patch : null;
}

/** Odoo reads "empty" as false; our values use false too, so only text needs comparing. */
const sameValue = (a: unknown, b: unknown) =>
  (a === false || a === null || a === '' ? false : a) === (b === false || b === null || b === '' ? false : b);

export type EventState = { start: string; stop: string; active: boolean };

/**
 * What the event must become for the record: archived for a cancelled booking, moved (start, stop,
 * duration) for a scheduled or rescheduled one whose slot differs; null when it already matches.
 */
export function eventPatch(r: ConsultationRecord, current: EventState): Record<string, unknown> | null {
  if (r.status === 'cancelled') return current.active ? { active: false } : null;
  if (r.status !== 'scheduled' && r.status !== 'rescheduled') return null;
  const times = eventTimes(r);
  if (!times || (times.start === current.start && times.stop === current.stop)) return null;
  return { start: times.start, stop: times.stop, duration: (r.duration || DEFAULT_DURATION) / 60 };
}

/** "Wednesday 25 November 2026, 10:00 AM WAT" for a Lagos date and minute of the day. */
export function lagosDateTimeText(date: string, minuteOfDay: number): string {
  return `${lagosDayText(date)}, ${clockText(minuteOfDay)} WAT`;
}

/** Marks the chatter notes of a visitor's changes (to find the last one posted). */
export const VISITOR_NOTE_MARKER = 'by the visitor';

/** The chatter note a visitor's change puts on the lead, or null for a booking that was not changed by them. */
export function visitorNote(r: ConsultationRecord): string | null {
  if (r.status === 'cancelled') return `Cancelled ${VISITOR_NOTE_MARKER}`;
  if (r.status !== 'rescheduled' || !r.preferredDate || !r.preferredTime) return null;
  const minute = startMinutes(r.preferredTime);
  return minute === null ? null : `Rescheduled ${VISITOR_NOTE_MARKER} to ${lagosDateTimeText(r.preferredDate, minute)}`;
}

/** Neutral values an anonymised erase writes (the records stay for Odoo's reports). */
export const ANONYMOUS = {
  lead: {
    name: 'Erased person',
    contact_name: false,
    partner_name: false,
    email_from: false,
    phone: false,
    description: false,
    partner_id: false,
  },
  event: { name: 'Erased consultation', description: false, videocall_location: false, location: false },
  partner: { name: 'Erased person', email: false, phone: false, comment: false },
} as const;

/** A link we can hand on as the booking's meetingLink: an http(s) URL of at most 2048 characters, else null. */
export function meetingLinkOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? value.trim() : null;
  } catch {
    return null;
  }
}

/** Start and stop in UTC ("YYYY-MM-DD HH:MM:SS") from the Lagos date, slot and duration; null without both. */
export function eventTimes(
  r: Pick<ConsultationRecord, 'preferredDate' | 'preferredTime' | 'duration'>,
): { start: string; stop: string } | null {
  if (!r.preferredDate || !r.preferredTime) return null;
  const startMinute = startMinutes(r.preferredTime);
  if (startMinute === null) return null;
  const duration = r.duration || DEFAULT_DURATION;
  return { start: lagosToOdooUtc(r.preferredDate, startMinute), stop: lagosToOdooUtc(r.preferredDate, startMinute + duration) };
}

/**
 * The meeting as Odoo's own "Schedule a meeting" makes it: organised by the salesperson, who attends
 * with the visitor, and linked to its lead (with the context eventContextFor gives).
 */
export function eventValues(
  r: ConsultationRecord,
  times: { start: string; stop: string },
  links: { leadId: number; visitorPartnerId: number; organizer: LeadDefaults['organizer'] },
): Record<string, unknown> {
  return {
    name: `${consultationTypeLabel(r.consultationType)} consultation – ${r.company}`,
    start: times.start,
    stop: times.stop,
    allday: false,
    duration: (r.duration || DEFAULT_DURATION) / 60,
    description: leadDescription({ kind: 'consultation', record: r }),
    opportunity_id: links.leadId,
    partner_ids: [[6, 0, [links.organizer.partnerId, links.visitorPartnerId]]],
    user_id: links.organizer.userId,
    location: 'Online (video link to follow)',
    // Never private to the bot, which must move and cancel it: from 18 a meeting without a privacy of its
    // own takes the organiser's calendar default, and a private one refuses every write but its
    // organiser's and attendees'. "Only internal users": it holds a visitor's details.
    privacy: 'confidential',
  };
}

/** The context the event is created in: Odoo links it to its lead (res_model, res_id) only from this default. */
export const eventContextFor = (leadId: number) => ({ default_opportunity_id: leadId });
