// Erasing a person's records in Odoo (privacy requests and retention): for each website record, the
// lead, the booking's calendar event and the contact (res.partner) the product created are unlinked, or
// anonymised (neutral values, attendees removed; the records stay for Odoo's reports). Only what the
// product made is touched: the lead and event by the ids the store knew or else their external keys,
// the partner only when it carries our external id (website_partner_*) and no other lead or meeting
// still uses it, so a contact staff made, or one still in use, is left alone. Idempotent: a repeat finds
// nothing left of the person and reports "absent".
import { type EraseJob, type EraseMode, type Erased } from '@site/contracts/jobs';
import { EXTERNAL_ID_MODULE, type OdooClient } from './odoo-client';
import { ANONYMOUS, externalEventId, externalLeadId, externalPartnerId, OUR_PARTNER_PREFIX } from './odoo-values';

type Item = EraseJob['items'][number];
export type ErasedItem = Erased['items'][number];
type Action = ErasedItem['lead'];

/** What was found of one record: the Odoo ids to erase (null when there is nothing of ours). */
export type ErasedIds = { leadId: number | null; eventId: number | null; partnerIds: number[] };

export async function eraseRecords(client: OdooClient, items: Item[], mode: EraseMode): Promise<{ items: ErasedItem[]; found: Map<string, ErasedIds> }> {
  const reports = new Map<string, ErasedItem>();
  const found = new Map<string, ErasedIds>();
  const partnersOf = new Map<number, string[]>();
  for (const item of items) {
    const leadId = await find(client, 'crm.lead', item.odooLeadId, externalLeadId(item.recordId));
    const eventId = item.kind === 'consultation' ? await find(client, 'calendar.event', item.odooEventId, externalEventId(item.recordId)) : null;
    const partnerIds = item.kind === 'consultation' ? await ourPartners(client, item.recordId, eventId) : [];
    found.set(item.recordId, { leadId, eventId, partnerIds });
    // Meetings first (they name the partner and the lead), then the lead.
    const event = eventId === null ? 'absent' : await eraseEvent(client, eventId, mode);
    const lead = leadId === null ? 'absent' : await eraseLead(client, leadId, mode);
    reports.set(item.recordId, { recordId: item.recordId, lead, event, partner: 'absent' });
    for (const id of partnerIds) partnersOf.set(id, [...(partnersOf.get(id) ?? []), item.recordId]);
  }
  // Partners last, once every record of this request has let go of them.
  for (const [partnerId, recordIds] of partnersOf) {
    const action = await erasePartner(client, partnerId, mode);
    for (const recordId of recordIds) {
      const report = reports.get(recordId)!;
      if (report.partner === 'absent') report.partner = action;
    }
  }
  return { items: [...reports.values()], found };
}

/** The record by the id the store knew, else by our external key; null when neither exists. */
async function find(client: OdooClient, model: string, id: number | null, externalId: string): Promise<number | null> {
  if (id !== null && (await client.existing(model, [id])).length > 0) return id;
  return client.findByExternalId(model, externalId);
}

/** The partners we made for this booking: the event's attendees and the one under the record's key, if ours. */
async function ourPartners(client: OdooClient, recordId: string, eventId: number | null): Promise<number[]> {
  const candidates = new Set<number>();
  if (eventId !== null) {
    const [event] = await client.read<{ id: number; partner_ids: number[] }>('calendar.event', [eventId], ['partner_ids']);
    for (const id of event?.partner_ids ?? []) candidates.add(id);
  }
  const keyed = await client.findByExternalId('res.partner', externalPartnerId(recordId));
  if (keyed !== null) candidates.add(keyed);
  if (candidates.size === 0) return [];
  const ours = await client.searchRead<{ id: number; res_id: number }>(
    'ir.model.data',
    [['module', '=', EXTERNAL_ID_MODULE], ['model', '=', 'res.partner'], ['name', '=like', `${OUR_PARTNER_PREFIX}%`], ['res_id', 'in', [...candidates]]],
    ['res_id'],
  );
  return [...new Set(ours.map((row) => row.res_id))];
}

/** Whether a record already holds the neutral values (an earlier anonymising erase). */
function isNeutral(row: Record<string, unknown>, neutral: Record<string, unknown>): boolean {
  return Object.entries(neutral).every(([field, value]) => !(field in row) || (row[field] || false) === value);
}

/** The neutral values of fields this Odoo has (videocall_location is optional). */
async function neutralFor(client: OdooClient, model: string, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const fields = await client.fieldsGet(model);
  return Object.fromEntries(Object.entries(values).filter(([field]) => field in fields));
}

async function eraseEvent(client: OdooClient, id: number, mode: EraseMode): Promise<Action> {
  if (mode === 'unlink') {
    await client.unlink('calendar.event', [id]);
    return 'unlinked';
  }
  const neutral = await neutralFor(client, 'calendar.event', ANONYMOUS.event);
  const [event] = await client.read<{ id: number; partner_ids: number[]; user_id: [number, string] | false } & Record<string, unknown>>('calendar.event', [id], ['partner_ids', 'user_id', ...Object.keys(neutral)]);
  if (!event) return 'absent';
  // Every attendee goes but the organizer (a staff user's own contact).
  const organizer = event.user_id ? (await client.read<{ id: number; partner_id: [number, string] | false }>('res.users', [event.user_id[0]], ['partner_id']))[0]?.partner_id : false;
  const keep = organizer ? [organizer[0]] : [];
  const attendees = event.partner_ids.filter((p) => !keep.includes(p));
  if (attendees.length === 0 && isNeutral(event, neutral)) return 'absent';
  await client.write('calendar.event', [id], { ...neutral, partner_ids: [[6, 0, keep]] });
  return 'anonymised';
}

async function eraseLead(client: OdooClient, id: number, mode: EraseMode): Promise<Action> {
  if (mode === 'unlink') {
    await client.unlink('crm.lead', [id]);
    return 'unlinked';
  }
  const [lead] = await client.read<{ id: number } & Record<string, unknown>>('crm.lead', [id], Object.keys(ANONYMOUS.lead));
  if (!lead || isNeutral(lead, ANONYMOUS.lead)) return 'absent';
  await client.write('crm.lead', [id], ANONYMOUS.lead);
  return 'anonymised';
}

async function erasePartner(client: OdooClient, id: number, mode: EraseMode): Promise<Action> {
  const [partner] = await client.read<{ id: number } & Record<string, unknown>>('res.partner', [id], Object.keys(ANONYMOUS.partner));
  if (!partner) return 'absent';
  // Still an attendee of a meeting, or the customer of a lead, we are not erasing: left alone.
  const [events, leads] = await Promise.all([
    client.execute<number[]>('calendar.event', 'search', [[['partner_ids', 'in', [id]]]], { limit: 1 }, { active_test: false }),
    client.execute<number[]>('crm.lead', 'search', [[['partner_id', '=', id]]], { limit: 1 }, { active_test: false }),
  ]);
  if (events.length > 0 || leads.length > 0) return 'absent';
  if (mode === 'unlink') {
    await client.unlink('res.partner', [id]);
    return 'unlinked';
  }
  if (isNeutral(partner, ANONYMOUS.partner)) return 'absent';
  await client.write('res.partner', [id], ANONYMOUS.partner);
  return 'anonymised';
}
