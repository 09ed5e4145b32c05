// One record to Odoo, idempotently: the lead is found by its external key or created under it in one
// transaction (crm.lead.load); a booking's event likewise. Run again after any failure (a timeout, a reset
// after Odoo committed, a killed worker), it finds what exists and creates only what is missing.
import { type SyncJob } from '@site/contracts/jobs';
import { type ReadyOdoo } from './odoo-connection';
import { eventTimes, eventValues, externalEventId, externalLeadId, leadValues } from './odoo-values';

export type SyncedIds = { odooLeadId: number; odooEventId: number | null; created: { lead: boolean; event: boolean } };

export async function syncRecord({ client, defaults }: ReadyOdoo, job: SyncJob): Promise<SyncedIds> {
  const record = job.record;
  const a = record.context?.attribution;
  const [sourceId, mediumId, campaignId] = await Promise.all([
    a?.utmSource ? client.ensureUtm('utm.source', a.utmSource) : null,
    a?.utmMedium ? client.ensureUtm('utm.medium', a.utmMedium) : null,
    a?.utmCampaign ? client.ensureUtm('utm.campaign', a.utmCampaign) : null,
  ]);

  const lead = await client.createLeadWithExternalId(externalLeadId(record.id), leadValues(job, defaults, { sourceId, mediumId, campaignId }));
  if (job.kind === 'contact') return { odooLeadId: lead.id, odooEventId: null, created: { lead: lead.created, event: false } };

  const times = eventTimes(job.record);
  if (!times) return { odooLeadId: lead.id, odooEventId: null, created: { lead: lead.created, event: false } };

  // The partner search comes first on every attempt (it finds the partner a previous attempt made);
  // the event itself is looked up under its key before it is created.
  const partnerId = await client.findOrCreatePartner(record.email, record.name, record.phone);
  const event = await client.createEventWithExternalId(
    externalEventId(record.id),
    eventValues(job.record, times, { leadId: lead.id, partnerIds: [partnerId], userId: defaults.userId }),
  );
  return { odooLeadId: lead.id, odooEventId: event.id, created: { lead: lead.created, event: event.created } };
}
