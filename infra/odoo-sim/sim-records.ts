// The ORM methods the worker calls, with Odoo 17's order of checks: access rights (fault 4), unknown fields
// (fault 1), value conversion (fault 1), NOT NULL and foreign keys (fault 2), then Python constraints
// (fault 2); and what the server does around them (chatter, tracking, attendees, cascades on delete).
import {
  accessError,
  foreignKeyFault,
  invalidField,
  mandatoryFieldFault,
  missingRecordFault,
  pyRepr,
  pythonFault,
  SqlConstraintFault,
  typeError,
  userError,
  valueError,
} from './odoo-faults';
import { canReadField, checkAccess, closeGroupIds, closeGroups, fieldAccessError, hasAccess, hasGroup, isSuperuser } from './sim-access';
import { filterRecords } from './sim-domain';
import { sortRecords } from './sim-order';
import {
  convertMany2one,
  convertScalar,
  fieldValue,
  insertRow,
  isEmpty,
  modelDef,
  normalizeEmail,
  pyTypeName,
  readValue,
  sudo,
  type OrmEnv,
} from './sim-fields';
import { CHATTER_MODELS, logCreation, logMeeting, noteTracking } from './sim-mail';
import { type FieldDef, type ModelDef } from './sim-models';
import { type StoredRecord, type StoredValue } from './sim-store';

export type Vals = Record<string, unknown>;

const LOG_ACCESS = new Set(['create_date', 'create_uid', 'write_date', 'write_uid']);

export const activeTest = (env: OrmEnv): boolean => env.context.active_test !== false;

export function asVals(value: unknown): Vals {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) {
    throw pyAttributeError(value, 'items');
  }
  return value as Vals;
}

function pyAttributeError(value: unknown, attribute: string) {
  return pythonFault('AttributeError', `'${pyTypeName(value)}' object has no attribute '${attribute}'`);
}

export function toIds(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.map((id) => (typeof id === 'number' ? id : Number(id)));
  if (isEmpty(value)) return [];
  throw typeError(`unhashable type: '${pyTypeName(value)}'`);
}

// ---------------------------------------------------------------------------------------------------------
// create / write / unlink

export function createRecords(env: OrmEnv, model: ModelDef, valsList: Vals[]): number[] {
  if (!isSuperuser(env)) checkAccess(env, model.name, 'create');
  for (const vals of valsList) checkFieldNames(model, vals);
  return valsList.map((vals) => createOne(env, model, vals));
}

function checkFieldNames(model: ModelDef, vals: Vals): void {
  for (const key of Object.keys(vals)) {
    if (!model.fields[key]) throw invalidField(key, model.name);
  }
}

function createOne(env: OrmEnv, model: ModelDef, vals: Vals): number {
  checkDocumentModel(env, model, vals);
  const withDefaults = { ...defaults(env, model, vals), ...vals };
  const row: Record<string, StoredValue> = {};
  const relational: Array<[string, FieldDef, unknown]> = [];
  const related: Vals = {};
  for (const [field, value] of Object.entries(withDefaults)) {
    const def = model.fields[field] as FieldDef;
    if (def.computed || LOG_ACCESS.has(field)) continue;
    if (def.related) related[field] = value;
    else if (def.type === 'many2many' || def.type === 'one2many') relational.push([field, def, value]);
    else row[field] = def.type === 'many2one' ? convertMany2one(value) : convertScalar(model, field, def, value);
  }
  computeOnCreate(env, model, row, new Set(Object.keys(withDefaults)));
  if (model.name === 'utm.medium' || model.name === 'utm.source' || model.name === 'utm.campaign') {
    row.name = uniqueUtmName(env, model, row.name);
  }
  checkNotNull(model, row);
  checkForeignKeys(env, model, row);
  const record = env.store.insert(model.name, {
    ...row,
    create_date: env.now,
    write_date: env.now,
    create_uid: env.uid,
    write_uid: env.uid,
  });
  const x2many: Record<string, StoredValue> = {};
  for (const [field, def, value] of relational) x2many[field] = applyX2many(env, model, field, def, [], value);
  if (relational.length > 0) env.store.update(model.name, record.id, x2many);
  afterSave(env, model, record.id, withDefaults, related);
  // A sim setting stands in for a video-conference integration that fills the meeting URL on create.
  if (model.name === 'calendar.event' && env.videocall && isEmpty(row.videocall_location)) {
    env.store.update(model.name, record.id, { videocall_location: env.videocall.replaceAll('{id}', String(record.id)) });
  }
  checkConstraints(env, model, record.id);
  const created = env.store.get(model.name, record.id) as StoredRecord;
  logCreation(env, model, created);
  // crm's calendar.event.create: an event for a lead logs "Meeting scheduled" in the lead's chatter.
  if (model.name === 'calendar.event') logMeeting(env, created);
  return record.id;
}

/** What every create and write does after storing: partner sync, group implications, related fields, attendees. */
function afterSave(env: OrmEnv, model: ModelDef, id: number, vals: Vals, related: Vals): void {
  syncLeadPartner(env, model, id, vals);
  const record = env.store.get(model.name, id) as StoredRecord;
  if (model.name === 'res.users' && 'groups_id' in vals) {
    env.store.update(model.name, id, { groups_id: closeGroupIds(Array.isArray(record.groups_id) ? record.groups_id : []) });
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
  removeRecords(env, modelDef(env, 'calendar.attendee'), attendees.filter((a) => !partners.includes(a.partner_id as number)).map((a) => a.id));
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

/**
 * calendar.event's res_model_id points at ir.model, which only Administration / Access Rights may read: a
 * user without it cannot set the field (fault 4), only get it from the `default_opportunity_id` context.
 */
function checkDocumentModel(env: OrmEnv, model: ModelDef, vals: Vals): void {
  if (model.name === 'calendar.event' && !isEmpty(vals.res_model_id) && !isSuperuser(env)) checkAccess(env, 'ir.model', 'read');
}

/** res.users.SELF_WRITEABLE_FIELDS: what a user may write on their own user record without any right. */
const SELF_WRITEABLE = new Set(['signature', 'action_id', 'company_id', 'email', 'name', 'image_1920', 'lang', 'tz']);

export function writeRecords(env: OrmEnv, model: ModelDef, ids: number[], vals: Vals): true {
  if (!isSuperuser(env)) {
    // res.users.write: a user writing only self-writeable fields of their own record does it as superuser.
    if (model.name === 'res.users' && ids.length > 0 && ids.every((id) => id === env.uid) && Object.keys(vals).every((key) => SELF_WRITEABLE.has(key))) {
      return writeRecords(sudo(env), model, ids, vals);
    }
    checkAccess(env, model.name, 'write');
  }
  checkFieldNames(model, vals);
  checkDocumentModel(env, model, vals);
  const missing = ids.filter((id) => !env.store.get(model.name, id));
  if (missing.length > 0) throw missingRecordFault(model.name, missing, env.uid);
  for (const id of ids) {
    const current = env.store.get(model.name, id) as StoredRecord;
    const patch: Record<string, StoredValue> = {};
    const related: Vals = {};
    for (const [field, value] of Object.entries(vals)) {
      const def = model.fields[field] as FieldDef;
      if (def.computed || LOG_ACCESS.has(field)) continue;
      if (def.related) {
        related[field] = value;
      } else if (def.type === 'many2many' || def.type === 'one2many') {
        const existing = current[field];
        patch[field] = applyX2many(env, model, field, def, Array.isArray(existing) ? existing : [], value);
      } else {
        patch[field] = def.type === 'many2one' ? convertMany2one(value) : convertScalar(model, field, def, value);
      }
    }
    checkNotNull(model, { ...current, ...patch });
    checkForeignKeys(env, model, patch);
    env.store.update(model.name, id, { ...patch, write_date: env.now, write_uid: env.uid });
    noteTracking(env, model, current);
    afterSave(env, model, id, vals, related);
    checkConstraints(env, model, id);
    if (model.name === 'res.partner' && !isSuperuser(env)) checkPartnerOfUsers(env, id);
  }
  return true;
}

/** res.partner.write: the partner of another internal user may only be changed by who may write users. */
function checkPartnerOfUsers(env: OrmEnv, partnerId: number): void {
  const users = env.store.all('res.users').filter((u) => u.partner_id === partnerId && u.active === true && u.share !== true);
  if (users.some((u) => u.id !== env.uid)) checkAccess(env, 'res.users', 'write');
}

export function unlinkRecords(env: OrmEnv, model: ModelDef, ids: number[]): true {
  if (!isSuperuser(env)) checkAccess(env, model.name, 'unlink');
  const missing = ids.filter((id) => !env.store.get(model.name, id));
  if (missing.length > 0) throw missingRecordFault(model.name, missing, env.uid);
  if (model.name === 'mail.message' && !isSuperuser(env)) checkMessageRule(env, ids);
  removeRecords(env, model, ids);
  return true;
}

/**
 * Deletes records as the database does, whoever asked: many2one references become NULL (or, for
 * `ondelete: 'cascade'`, their records go too), many2many rows and external ids go, and a document's
 * chatter messages (with their tracking values) are deleted with it.
 */
function removeRecords(env: OrmEnv, model: ModelDef, ids: number[]): void {
  const gone = new Set(ids.filter((id) => env.store.get(model.name, id)));
  if (gone.size === 0) return;
  for (const id of gone) env.store.delete(model.name, id);
  for (const other of env.models.values()) {
    for (const [field, def] of Object.entries(other.fields)) {
      if (def.relation !== model.name || def.computed) continue;
      const cascade: number[] = [];
      for (const record of env.store.all(other.name)) {
        const value = record[field];
        if (def.type === 'many2one' && typeof value === 'number' && gone.has(value)) {
          if (def.ondelete === 'cascade') cascade.push(record.id);
          else env.store.update(other.name, record.id, { [field]: null });
        } else if (Array.isArray(value) && value.some((v) => gone.has(v))) {
          env.store.update(other.name, record.id, { [field]: value.filter((v) => !gone.has(v)) });
        }
      }
      removeRecords(env, other, cascade);
    }
  }
  for (const data of env.store.all('ir.model.data')) {
    if (data.model === model.name && gone.has(data.res_id as number)) env.store.delete('ir.model.data', data.id);
  }
  if (CHATTER_MODELS.has(model.name)) {
    const messages = env.store.all('mail.message').filter((m) => m.model === model.name && gone.has(m.res_id as number));
    removeRecords(env, modelDef(env, 'mail.message'), messages.map((m) => m.id));
  }
}

/** mail.message's record rule for deleting: a user's own messages, or those of a document they may write. */
function checkMessageRule(env: OrmEnv, ids: number[]): void {
  const partnerId = env.store.get('res.users', env.uid)?.partner_id;
  for (const id of ids) {
    const message = env.store.get('mail.message', id) as StoredRecord;
    if (message.author_id === partnerId) continue;
    if (typeof message.model === 'string' && env.models.has(message.model) && hasAccess(env, message.model, 'write')) continue;
    throw accessError(
      'The requested operation can not be completed due to security restrictions.\n\n' +
        `Document type: Message (mail.message)\nOperation: unlink\nUser: ${env.uid}`,
    );
  }
}

function defaults(env: OrmEnv, model: ModelDef, vals: Vals): Vals {
  const base: Vals = {};
  if (model.fields.active?.type === 'boolean') base.active = true;
  const user = env.store.get('res.users', env.uid);
  switch (model.name) {
    case 'crm.lead':
      // "lead" only for users with Show Lead Menu (the Leads setting); Odoo 17's default has it off.
      Object.assign(base, { type: hasGroup(env, 'crm.group_use_lead') ? 'lead' : 'opportunity', user_id: env.uid, priority: '0', company_id: 1 });
      break;
    case 'calendar.event': {
      Object.assign(base, {
        user_id: env.uid,
        partner_ids: user && typeof user.partner_id === 'number' ? [[6, 0, [user.partner_id]]] : [],
        privacy: 'public',
        show_as: 'busy',
        allday: false,
      });
      // crm's calendar.event.default_get: default_opportunity_id links the event to the lead as its document.
      const lead = env.context.default_opportunity_id;
      if (typeof lead === 'number' && lead > 0) {
        Object.assign(base, { res_model_id: env.store.all('ir.model').find((m) => m.model === 'crm.lead')?.id ?? false, res_id: lead });
      }
      break;
    }
    case 'res.partner':
      base.type = 'contact';
      break;
    case 'crm.team':
      Object.assign(base, { use_opportunities: true, company_id: 1, sequence: 10 });
      break;
    case 'ir.model.data':
      Object.assign(base, { module: '', noupdate: false });
      break;
    case 'res.users':
      Object.assign(base, { share: false, company_id: 1, groups_id: [[6, 0, closeGroups(['base.group_user'])]] });
      break;
  }
  for (const [key, value] of Object.entries(env.context)) {
    const field = key.startsWith('default_') ? key.slice('default_'.length) : null;
    if (field && model.fields[field] && !model.fields[field].computed) base[field] = value;
  }
  for (const key of Object.keys(vals)) delete base[key];
  return base;
}

/** Stored computes Odoo runs on create; a value given explicitly (even false) is kept, as Odoo protects it. */
function computeOnCreate(env: OrmEnv, model: ModelDef, row: Record<string, StoredValue>, given: Set<string>): void {
  if (model.name === 'crm.lead') {
    if (!given.has('team_id')) {
      // team_id follows the salesperson only when one is set.
      row.team_id = typeof row.user_id === 'number' ? defaultTeam(env, row.user_id, row.type === 'lead' ? 'use_leads' : 'use_opportunities') : null;
    }
    if (!given.has('stage_id')) {
      const stages = sortRecords(env, modelDef(env, 'crm.stage'), env.store.all('crm.stage'), undefined);
      row.stage_id = stages.find((s) => !s.fold && (s.team_id === null || s.team_id === row.team_id))?.id ?? null;
    }
  }
  if (model.name === 'utm.campaign' && isEmpty(row.name)) row.name = row.title ?? null;
  if (model.name === 'res.users' && isEmpty(row.partner_id)) {
    const partner = env.store.insert('res.partner', {
      name: row.name ?? row.login ?? null,
      email: typeof row.login === 'string' && row.login.includes('@') ? row.login : null,
      type: 'contact',
      active: true,
      create_date: env.now,
      write_date: env.now,
      create_uid: env.uid,
      write_uid: env.uid,
    });
    row.partner_id = partner.id;
  }
}

/**
 * crm.team._get_default_team_id: the salesperson's team (leader or member) that takes this lead type, else
 * any of theirs, else any team that takes it, else any team; first by the teams' order.
 */
function defaultTeam(env: OrmEnv, userId: number, takes: 'use_leads' | 'use_opportunities'): number | null {
  const teamModel = modelDef(env, 'crm.team');
  const teams = sortRecords(env, teamModel, env.store.all('crm.team').filter((t) => t.active === true), undefined);
  const mine = teams.filter((t) => t.user_id === userId || (Array.isArray(t.member_ids) && t.member_ids.includes(userId)));
  return (mine.find((t) => t[takes] === true) ?? mine[0] ?? teams.find((t) => t[takes] === true) ?? teams[0])?.id ?? null;
}

/** utm 16+: a duplicate name is silently renamed "Name [2]" rather than refused. */
function uniqueUtmName(env: OrmEnv, model: ModelDef, name: StoredValue | undefined): StoredValue {
  if (typeof name !== 'string') return name ?? null;
  const taken = new Set(env.store.all(model.name).map((r) => r.name));
  if (!taken.has(name)) return name;
  let counter = 2;
  while (taken.has(`${name} [${counter}]`)) counter++;
  return `${name} [${counter}]`;
}

function checkNotNull(model: ModelDef, row: Record<string, StoredValue>): void {
  for (const [field, def] of Object.entries(model.fields)) {
    if (def.required && !def.computed && (row[field] === null || row[field] === undefined)) {
      throw mandatoryFieldFault(model.name, model.description, field, def.string);
    }
  }
}

function checkForeignKeys(env: OrmEnv, model: ModelDef, row: Record<string, StoredValue>): void {
  for (const [field, value] of Object.entries(row)) {
    const def = model.fields[field];
    if (def?.type === 'many2one' && typeof value === 'number' && !env.store.get(def.relation ?? '', value)) {
      throw foreignKeyFault(model.name, model.description, field);
    }
  }
}

/** Applies x2many commands ([0,0,vals], [1,id,vals], [2,id,0], [3,id,0], [4,id,0], [5,0,0], [6,0,ids]). */
function applyX2many(env: OrmEnv, model: ModelDef, field: string, def: FieldDef, current: number[], value: unknown): number[] {
  const comodel = modelDef(env, def.relation ?? '');
  if (isEmpty(value)) return [...current];
  if (!Array.isArray(value)) throw typeError(`'${pyTypeName(value)}' object is not iterable`);
  let ids = [...current];
  const link = (id: number) => {
    if (!env.store.get(comodel.name, id)) throw foreignKeyFault(model.name, model.description, field);
    if (!ids.includes(id)) ids.push(id);
  };
  for (const command of value) {
    if (typeof command === 'number') {
      link(command);
      continue;
    }
    if (!Array.isArray(command) || command.length === 0) continue;
    const [code, id, payload] = command as [unknown, unknown, unknown];
    if (command.length < 3 && code !== 5) throw pythonIndexError();
    switch (code) {
      case 0:
        ids.push(createRecords(env, comodel, [asVals(payload)])[0] as number);
        break;
      case 1:
        writeRecords(env, comodel, toIds(id), asVals(payload));
        link(Number(id));
        break;
      case 2:
        unlinkRecords(env, comodel, toIds(id));
        ids = ids.filter((x) => x !== id);
        break;
      case 3:
        ids = ids.filter((x) => x !== id);
        break;
      case 4:
        link(Number(id));
        break;
      case 5:
        ids = [];
        break;
      case 6:
        ids = [];
        for (const linked of toIds(payload)) link(linked);
        break;
      default:
        throw valueError(`Invalid command ${pyRepr(command)}`);
    }
  }
  return ids;
}

function pythonIndexError() {
  return pythonFault('IndexError', 'list index out of range');
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

function checkConstraints(env: OrmEnv, model: ModelDef, id: number): void {
  const record = env.store.get(model.name, id) as StoredRecord;
  const others = () => env.store.all(model.name).filter((r) => r.id !== id);
  switch (model.name) {
    case 'calendar.event':
      if (!record.allday && typeof record.start === 'string' && typeof record.stop === 'string' && record.stop < record.start) {
        throw userError(
          'The ending date and time cannot be earlier than the starting date and time.\n' +
            `Meeting “${String(record.name)}” starts at ${record.start} and ends at ${record.stop}`,
        );
      }
      if (record.allday && typeof record.start === 'string' && typeof record.stop === 'string' && record.stop.slice(0, 10) < record.start.slice(0, 10)) {
        throw userError('The ending date cannot be earlier than the starting date.');
      }
      break;
    case 'res.partner':
      if ((record.type ?? 'contact') === 'contact' && isEmpty(record.name)) throw new SqlConstraintFault('Contacts require a name');
      break;
    case 'crm.tag':
      if (others().some((r) => r.name === record.name)) throw userError('The operation cannot be completed: Tag name already exists!');
      break;
    case 'res.users':
      if (others().some((r) => r.login === record.login)) {
        throw userError('The operation cannot be completed: You can not have two users with the same login !');
      }
      break;
    case 'ir.model.data':
      if (typeof record.name === 'string' && record.name.includes(' ')) {
        throw userError('The operation cannot be completed: External IDs cannot contain spaces');
      }
      if (others().some((r) => r.module === record.module && r.name === record.name)) {
        throw userError(
          'The operation cannot be completed: duplicate key value violates unique constraint ' +
            '"ir_model_data_module_name_uniq_index"\n' +
            `DETAIL:  Key (module, name)=(${String(record.module)}, ${String(record.name)}) already exists.\n`,
        );
      }
      break;
  }
}

// ---------------------------------------------------------------------------------------------------------
// search / read

export interface SearchParams {
  domain: unknown;
  offset?: unknown;
  limit?: unknown;
  order?: unknown;
}

export function searchRecords(env: OrmEnv, model: ModelDef, params: SearchParams): StoredRecord[] {
  const found = filterRecords(env, model, params.domain, { activeTest: activeTest(env) });
  const sorted = sortRecords(env, model, found, params.order);
  const offset = typeof params.offset === 'number' ? params.offset : 0;
  const limit = typeof params.limit === 'number' && params.limit > 0 ? params.limit : undefined;
  return sorted.slice(offset, limit === undefined ? undefined : offset + limit);
}

export function readRecords(env: OrmEnv, model: ModelDef, ids: number[], fields: unknown, load: unknown): Array<Record<string, unknown>> {
  const names = fieldList(env, model, fields);
  const classic = load === undefined || load === '_classic_read';
  const rows: Array<Record<string, unknown>> = [];
  for (const id of ids) {
    const record = env.store.get(model.name, id);
    if (!record) continue; // Odoo silently omits ids that no longer exist.
    const row: Record<string, unknown> = { id };
    for (const name of names) row[name] = readValue(env, model, record, name, classic);
    rows.push(row);
  }
  return rows;
}

/** The fields to read: all the caller may see by default; asking for a field of another group is fault 4. */
function fieldList(env: OrmEnv, model: ModelDef, fields: unknown): string[] {
  if (isEmpty(fields) || (Array.isArray(fields) && fields.length === 0)) {
    return Object.entries(model.fields)
      .filter(([name, def]) => name !== 'id' && canReadField(env, def.groups))
      .map(([name]) => name);
  }
  const list = Array.isArray(fields) ? fields : [fields];
  const names = list.map((name) => {
    if (typeof name !== 'string' || !model.fields[name]) throw invalidField(String(name), model.name);
    return name;
  });
  const hidden = names.flatMap((name) => {
    const groups = model.fields[name]?.groups;
    return groups && !canReadField(env, groups) ? [[name, groups] as [string, readonly string[]]] : [];
  });
  if (hidden.length > 0) throw fieldAccessError(env, model.name, hidden);
  return names.filter((name) => name !== 'id');
}

const DESCRIPTION_ATTRIBUTES = ['type', 'string', 'required', 'readonly', 'store', 'searchable', 'sortable', 'name', 'manual'];

export function fieldsGet(env: OrmEnv, model: ModelDef, allfields: unknown, attributes: unknown): Record<string, Record<string, unknown>> {
  const wanted = Array.isArray(attributes) && attributes.length > 0 ? new Set(attributes.map(String)) : null;
  const only = Array.isArray(allfields) && allfields.length > 0 ? new Set(allfields.map(String)) : null;
  const result: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(model.fields)) {
    if ((only && !only.has(name)) || !canReadField(env, def.groups)) continue;
    const description: Record<string, unknown> = {
      type: def.type,
      string: def.string,
      required: Boolean(def.required),
      readonly: Boolean(def.computed),
      store: name !== 'display_name',
      searchable: true,
      sortable: def.type !== 'many2many' && def.type !== 'one2many' && name !== 'display_name',
      name,
      manual: Boolean(def.manual),
    };
    if (def.relation) description.relation = def.relation;
    if (def.selection) description.selection = def.selection.map(([key, label]) => [key, label]);
    const filtered = Object.fromEntries(
      Object.entries(description).filter(([key]) => (wanted ? wanted.has(key) : DESCRIPTION_ATTRIBUTES.includes(key) || key === 'relation' || key === 'selection')),
    );
    result[name] = filtered;
  }
  return result;
}

export function nameSearch(env: OrmEnv, model: ModelDef, name: unknown, domain: unknown, operator: unknown, limit: unknown) {
  const extra = typeof name === 'string' && name !== '' ? [[model.recName, typeof operator === 'string' ? operator : 'ilike', name]] : [];
  const base = Array.isArray(domain) ? domain : [];
  const records = searchRecords(env, model, { domain: [...base, ...extra], limit: typeof limit === 'number' ? limit : 100 });
  return records.map((record) => [record.id, fieldValue(env, model, record, 'display_name') ?? false]);
}
