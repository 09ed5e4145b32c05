// Erasing a person's records in Odoo (privacy requests and retention): for each website record, the
// lead, the booking's calendar event and the contact (res.partner) the product created are unlinked, or
// anonymised (neutral values, attendees removed; the records stay for Odoo's reports). Only what the
// product made is touched: the lead and event by the ids the store knew or else their external keys;
// the partner only when it is ours (our external id, or our `ref`) and no other lead or meeting still
// uses it, so a contact staff made, or one still in use, is left alone.
//
// Nothing of the person may stay in the chatter: Odoo keeps old field values in tracking messages, so
// every write here runs with tracking off, and a record that is kept loses its chatter. A contact is
// deleted only where the bot may (Extra Rights / Contact Creation); otherwise it is anonymised and
// archived. Idempotent: a repeat finds nothing left of the person and reports "absent".
import { type EraseJob, type EraseMode, type Erased } from '@site/contracts/jobs';
import { type OdooClient } from './odoo-client';
import { type OdooRights } from './odoo-rights';
import { ANONYMOUS, externalEventId, externalLeadId, externalPartnerId, OUR_PARTNER_PREFIX } from './odoo-values';

type Item = EraseJob['items'][number];
export type ErasedItem = Erased['items'][number];
type Action = ErasedItem['lead'];

/** What was found of one record: the Odoo ids to erase (null when there is nothing of ours). */
export type ErasedIds = { leadId: number | null; eventId: number | null; partnerIds: number[] };

/** Writes that leave no tracking message (which would keep the old values) behind. */
const UNTRACKED = { tracking_disable: true, mail_notrack: true };

export async function eraseRecords(
  client: OdooClient,
  items: Item[],
  mode: EraseMode,
  rights: Pick<OdooRights, 'unlinkPartners'>,
): Promise<{ items: ErasedItem[]; found: Map<string, ErasedIds> }> {
  const reports = new Map<string, ErasedItem>();
  const found = new Map<string, ErasedIds>();
  const partnersOf = new Map<number, string[]>();
  for (const item of items) {
    const leadId = await find(client, 'crm.lead', item.odooLeadId, externalLeadId(item.recordId));
    const eventId =
      item.kind === 'consultation' ? await find(client, 'calendar.event', item.odooEventId, externalEventId(item.recordId)) : null;
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
    const action = await erasePartner(client, partnerId, mode === 'unlink' && rights.unlinkPartners);
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

/**
 * The partners we made among the booking's: the one under the record's key, and any attendee whose `ref`
 * is one of our keys (a returning visitor's contact, made for an earlier booking).
 */
async function ourPartners(client: OdooClient, recordId: string, eventId: number | null): Promise<number[]> {
  const ours = new Set<number>();
  const keyed = await client.findByExternalId('res.partner', externalPartnerId(recordId));
  if (keyed !== null) ours.add(keyed);
  if (eventId !== null) {
    const [event] = await client.read<{ id: number; partner_ids: number[] }>('calendar.event', [eventId], ['partner_ids']);
    const attendees = (event?.partner_ids ?? []).filter((id) => !ours.has(id));
    if (attendees.length > 0) {
      const rows = await client.read<{ id: number; ref: string | false }>('res.partner', attendees, ['ref']);
      for (const row of rows) if (typeof row.ref === 'string' && row.ref.startsWith(OUR_PARTNER_PREFIX)) ours.add(row.id);
    }
  }
  return [...ours];
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

/** Writes the neutral values with tracking off and deletes the record's chatter; 'absent' when nothing was left. */
async function anonymise(
  client: OdooClient,
  model: string,
  id: number,
  values: Record<string, unknown>,
  alreadyNeutral: boolean,
): Promise<Action> {
  const purged = await client.chatter.purge(model, id);
  if (alreadyNeutral) return purged > 0 ? 'anonymised' : 'absent';
  await client.write(model, [id], values, UNTRACKED);
  // The write itself may have logged a message (a moved meeting's note); it goes too.
  await client.chatter.purge(model, id);
  return 'anonymised';
}

async function eraseEvent(client: OdooClient, id: number, mode: EraseMode): Promise<Action> {
  if (mode === 'unlink') {
    await client.unlink('calendar.event', [id]);
    return 'unlinked';
  }
  const neutral = await neutralFor(client, 'calendar.event', ANONYMOUS.event);
  const [event] = await client.read<{ id: number; partner_ids: number[]; user_id: [number, string] | false } & Record<string, unknown>>(
    'calendar.event',
    [id],
    ['partner_ids', 'user_id', ...Object.keys(neutral)],
  );
  if (!event) return 'absent';
  // Every attendee goes but the organizer (a staff user's own contact).
  const organizer = event.user_id
    ? (await client.read<{ id: number; partner_id: [number, string] | false }>('res.users', [event.user_id[0]], ['partner_id']))[0]
        ?.partner_id
    : false;
  const keep = organizer ? [organizer[0]] : [];
  const attendees = event.partner_ids.filter((p) => !keep.includes(p));
  return anonymise(
    client,
    'calendar.event',
    id,
    { ...neutral, partner_ids: [[6, 0, keep]] },
    attendees.length === 0 && isNeutral(event, neutral),
  );
}

async function eraseLead(client: OdooClient, id: number, mode: EraseMode): Promise<Action> {
  if (mode === 'unlink') {
    // Its chatter (and the tracking values in it) goes with it.
    await client.unlink('crm.lead', [id]);
    return 'unlinked';
  }
  const [lead] = await client.read<{ id: number } & Record<string, unknown>>('crm.lead', [id], Object.keys(ANONYMOUS.lead));
  if (!lead) return 'absent';
  return anonymise(client, 'crm.lead', id, ANONYMOUS.lead, isNeutral(lead, ANONYMOUS.lead));
}

/** Deleted where the bot may; else anonymised and archived. Left alone while another lead or meeting uses it. */
async function erasePartner(client: OdooClient, id: number, unlink: boolean): Promise<Action> {
  const [partner] = await client.read<{ id: number; active: boolean } & Record<string, unknown>>(
    'res.partner',
    [id],
    ['active', ...Object.keys(ANONYMOUS.partner)],
  );
  if (!partner) return 'absent';
  const [events, leads] = await Promise.all([
    client.call<number[]>('calendar.event', 'search', { domain: [['partner_ids', 'in', [id]]], limit: 1 }, { active_test: false }),
    client.call<number[]>('crm.lead', 'search', { domain: [['partner_id', '=', id]], limit: 1 }, { active_test: false }),
  ]);
  if (events.length > 0 || leads.length > 0) return 'absent';
  if (unlink) {
    await client.unlink('res.partner', [id]);
    return 'unlinked';
  }
  return anonymise(
    client,
    'res.partner',
    id,
    { ...ANONYMOUS.partner, active: false },
    !partner.active && isNeutral(partner, ANONYMOUS.partner),
  );
}
