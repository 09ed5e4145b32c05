// One record to Odoo, idempotently: the lead is created under its external key in one transaction
// (crm.lead.load), or found there untouched when it exists; a booking's event likewise. Run again after
// any failure (a timeout, a reset after Odoo committed, a killed worker), it finds what exists and creates
// only what is missing.
//
// After the first sync (record.revision > 0: a staff correction, a visitor's reschedule or cancel) it also
// converges what exists to the record: the lead's record fields, the event's slot (moved) or its archive
// (cancelled), and a chatter note on the lead for the visitor's change. Everything is read first and only
// what differs is written, so a retry writes nothing twice; the note is posted before the event is moved,
// and only when the newest visitor note on the lead says something else.
import { type SyncJob } from '@site/contracts/jobs';
import { type ConsultationRecord } from '@site/contracts/records';
import { type OdooClient } from './odoo-client';
import { type ReadyOdoo } from './odoo-connection';
import { notSetUp } from './odoo-errors';
import {
  eventPatch,
  eventTimes,
  eventContextFor,
  eventValues,
  externalEventId,
  externalLeadId,
  externalPartnerId,
  LEAD_RECORD_FIELDS,
  leadPatch,
  leadValues,
  meetingLinkOf,
  VISITOR_NOTE_MARKER,
  visitorNote,
  type EventState,
} from './odoo-values';

export type SyncedIds = {
  odooLeadId: number;
  odooEventId: number | null;
  /** What this run changed on records that existed: lead fields, "moved", "archived", "note". */
  updated: string[];
  /** The event as it is now (for the pull, so our own change does not come back as staff's). */
  event: EventState | null;
  /** The event's video link (videocall_location) when Odoo has one. */
  meetingLink: string | null;
};

export async function syncRecord({ client, defaults, bookingProblem }: ReadyOdoo, job: SyncJob): Promise<SyncedIds> {
  const record = job.record;
  const a = record.context?.attribution;
  const [sourceId, mediumId, campaignId] = await Promise.all([
    a?.utmSource ? client.ensureUtm('utm.source', a.utmSource) : null,
    a?.utmMedium ? client.ensureUtm('utm.medium', a.utmMedium) : null,
    a?.utmCampaign ? client.ensureUtm('utm.campaign', a.utmCampaign) : null,
  ]);

  const values = leadValues(job, defaults, { sourceId, mediumId, campaignId });
  const leadId = await client.createLeadWithExternalId(externalLeadId(record.id), values);
  const updated: string[] = [];
  // After the first sync the lead may hold older values (the create leaves an existing lead as it is).
  if (record.revision > 0) updated.push(...(await convergeLead(client, leadId, values)));
  const ids = { odooLeadId: leadId, odooEventId: null, updated, event: null, meetingLink: null };
  if (job.kind === 'contact') return ids;

  const booking = job.record;
  const times = eventTimes(booking);
  if (!times) return ids;
  // The lead is in Odoo; its meeting (and any note) waits until Odoo can log them.
  if (bookingProblem) throw notSetUp(bookingProblem);

  let eventId: number | null;
  if (booking.status === 'cancelled') {
    // A meeting is never made for a booking cancelled before it reached Odoo.
    eventId = await client.findByExternalId('calendar.event', externalEventId(record.id));
  } else {
    // The partner search comes first on every attempt (it finds the partner a previous attempt made);
    // the event itself is looked up under its key before it is created.
    const partnerId = await client.findOrCreatePartner(record.email, record.name, record.phone, externalPartnerId(record.id));
    eventId = await client.createEventWithExternalId(
      externalEventId(record.id),
      eventValues(booking, times, { leadId, visitorPartnerId: partnerId, organizer: defaults.organizer }),
      eventContextFor(leadId),
    );
  }
  if (eventId === null) return ids;

  const withLink = await client.hasField('calendar.event', 'videocall_location');
  const [row] = await client.read<EventRow>(
    'calendar.event',
    [eventId],
    ['start', 'stop', 'active', ...(withLink ? ['videocall_location'] : [])],
  );
  // Deleted in Odoo since the look-up: the pull reports it cancelled.
  if (!row) return { ...ids, odooEventId: eventId };
  let event: EventState = { start: row.start, stop: row.stop, active: row.active };
  if (record.revision > 0) {
    const patch = eventPatch(booking, event);
    if (patch) {
      if (await postVisitorNote(client, leadId, booking)) updated.push('note');
      await client.write('calendar.event', [eventId], patch);
      updated.push(patch.active === false ? 'archived' : 'moved');
      event = { ...event, ...(patch as Partial<EventState>) };
    }
  }
  return { ...ids, odooEventId: eventId, event, meetingLink: meetingLinkOf(row.videocall_location) };
}

type EventRow = { id: number; start: string; stop: string; active: boolean; videocall_location?: string | false };

/** Writes the lead's record fields that differ from Odoo's; returns their names. */
async function convergeLead(client: OdooClient, leadId: number, values: Record<string, unknown>): Promise<string[]> {
  const [current] = await client.read<{ id: number } & Record<string, unknown>>('crm.lead', [leadId], [...LEAD_RECORD_FIELDS]);
  if (!current) return [];
  const patch = leadPatch(values, current);
  if (!patch) return [];
  await client.write('crm.lead', [leadId], patch);
  return Object.keys(patch);
}

/** Posts the note of the visitor's change unless the newest such note on the lead already says it. */
async function postVisitorNote(client: OdooClient, leadId: number, booking: ConsultationRecord): Promise<boolean> {
  const note = visitorNote(booking);
  if (!note || (await client.lastNote('crm.lead', leadId, VISITOR_NOTE_MARKER)) === note) return false;
  await client.postNote('crm.lead', leadId, note);
  return true;
}
