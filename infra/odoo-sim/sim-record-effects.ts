// What the server does after every create and write: crm.lead's partner sync, res.users' implied groups,
// related fields written through, and calendar.event's attendees.
import { userGroupsField } from './sim-series';
import { closeGroupIds } from './sim-access';
import { insertRow, modelDef, normalizeEmail, sudo, type OrmEnv } from './sim-fields';
import { type ModelDef } from './sim-models';
import { removeRecords } from './sim-record-unlink';
import { type Vals } from './sim-record-values';
import { writeRecords } from './sim-record-write';
import { type StoredRecord, type StoredValue } from './sim-store';

/** What every create and write does after storing: partner sync, group implications, related fields, attendees. */
export function afterSave(env: OrmEnv, model: ModelDef, id: number, vals: Vals, related: Vals): void {
  syncLeadPartner(env, model, id, vals);
  const record = env.store.get(model.name, id) as StoredRecord;
  const groupsField = userGroupsField(env.series);
  if (model.name === 'res.users' && groupsField in vals) {
    const stored = record[groupsField];
    env.store.update(model.name, id, { [groupsField]: closeGroupIds(Array.isArray(stored) ? stored : []) });
  }
  for (const [field, value] of Object.entries(related)) {
    const [many2one, target] = model.fields[field]?.related ?? ['', ''];
    const comodel = modelDef(env, model.fields[many2one]?.relation ?? '');
    const linked = record[many2one];
    // The related field's inverse writes the linked record (res.users.email is its partner's email).
    if (typeof linked === 'number') writeRecords(sudo(env), comodel, [linked], { [target]: value });
  }
  if (model.name === 'calendar.event' && 'partner_ids' in vals) syncAttendees(env, record);
}

/** calendar.event: one calendar.attendee per partner in partner_ids (the caller's own is accepted). */
function syncAttendees(env: OrmEnv, event: StoredRecord): void {
  const partners = Array.isArray(event.partner_ids) ? event.partner_ids : [];
  const attendees = env.store.all('calendar.attendee').filter((a) => a.event_id === event.id);
  removeRecords(
    env,
    modelDef(env, 'calendar.attendee'),
    attendees.filter((a) => !partners.includes(a.partner_id as number)).map((a) => a.id),
  );
  const caller = env.store.get('res.users', env.uid)?.partner_id;
  for (const partnerId of partners) {
    if (attendees.some((a) => a.partner_id === partnerId)) continue;
    const partner = env.store.get('res.partner', partnerId);
    insertRow(env, 'calendar.attendee', {
      event_id: event.id,
      partner_id: partnerId,
      state: partnerId === caller ? 'accepted' : 'needsAction',
      common_name: partner?.name ?? null,
      email: partner?.email ?? null,
    });
  }
}

/** crm.lead keeps email/phone in step with its partner: a differing lead value overwrites the partner's. */
function syncLeadPartner(env: OrmEnv, model: ModelDef, id: number, vals: Vals): void {
  if (model.name !== 'crm.lead') return;
  const lead = env.store.get('crm.lead', id) as StoredRecord;
  if (typeof lead.partner_id !== 'number') return;
  const partner = env.store.get('res.partner', lead.partner_id);
  if (!partner) return;
  const leadPatch: Record<string, StoredValue> = {};
  const partnerPatch: Record<string, StoredValue> = {};
  if (!('email_from' in vals) && 'partner_id' in vals) leadPatch.email_from = partner.email ?? null;
  else if (lead.email_from && normalizeEmail(lead.email_from) !== normalizeEmail(partner.email)) {
    partnerPatch.email = lead.email_from;
  }
  if (!('phone' in vals) && 'partner_id' in vals) leadPatch.phone = partner.phone ?? null;
  else if (lead.phone && lead.phone !== partner.phone) partnerPatch.phone = lead.phone;
  if (Object.keys(leadPatch).length > 0) env.store.update('crm.lead', id, leadPatch);
  if (Object.keys(partnerPatch).length > 0) env.store.update('res.partner', partner.id, partnerPatch);
}
