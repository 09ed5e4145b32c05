// What we write to Odoo for a record: pure functions from a sync job to crm.lead and calendar.event
// values (see docs/odoo-sync.md, "What the worker writes"). No I/O here.
import { type SyncJob } from '@site/contracts/jobs';
import { lagosToOdooUtc } from '@site/contracts/lagos-date';
import { consultationTypeLabel, DEFAULT_DURATION, serviceLabel, slotStartMinutes } from '@site/contracts/options';
import { type ConsultationRecord } from '@site/contracts/records';

/** Ids resolved once at start-up (medium "Website", our source, the team) and the policy for new leads. */
export type LeadDefaults = {
  leadType: 'lead' | 'opportunity';
  teamId: number | false;
  /** The salesperson; false leaves the lead unassigned for the team's assignment rules. */
  userId: number | false;
  mediumId: number;
  sourceId: number;
};

/** The stable external key of a record in Odoo (ir.model.data name, module __import__). */
export function externalLeadId(recordId: string): string {
  return `website_lead_${recordId.replace(/[^a-zA-Z0-9]/g, '').toLowerCase()}`;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

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
    ['Privacy policy accepted', r.context?.consent ? `version ${r.context.consent.policyVersion} at ${r.context.consent.acceptedAt}` : null],
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

/** The record id an external id was made from (ids are UUIDs: the dashes come back). */
export function recordIdFromExternalId(name: string): string | null {
  const match = /^website_(?:lead|event)_([0-9a-z]+)$/.exec(name);
  if (!match) return null;
  const hex = match[1]!;
  return /^[0-9a-f]{32}$/.test(hex) ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : hex;
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

/** Start and stop in UTC ("YYYY-MM-DD HH:MM:SS") from the Lagos date, slot and duration; null without both. */
export function eventTimes(r: Pick<ConsultationRecord, 'preferredDate' | 'preferredTime' | 'duration'>): { start: string; stop: string } | null {
  if (!r.preferredDate || !r.preferredTime) return null;
  const startMinute = slotStartMinutes(r.preferredTime);
  if (startMinute === null) return null;
  const duration = r.duration || DEFAULT_DURATION;
  return { start: lagosToOdooUtc(r.preferredDate, startMinute), stop: lagosToOdooUtc(r.preferredDate, startMinute + duration) };
}

export function eventValues(
  r: ConsultationRecord,
  times: { start: string; stop: string },
  links: { leadId: number; partnerIds: number[]; userId: number | false },
): Record<string, unknown> {
  return {
    name: `${consultationTypeLabel(r.consultationType)} consultation – ${r.company}`,
    start: times.start,
    stop: times.stop,
    allday: false,
    duration: (r.duration || DEFAULT_DURATION) / 60,
    description: leadDescription({ kind: 'consultation', record: r }),
    opportunity_id: links.leadId,
    partner_ids: [[6, 0, links.partnerIds]],
    ...(links.userId ? { user_id: links.userId } : {}),
    location: 'Online (video link to follow)',
  };
}
