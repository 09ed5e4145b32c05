// The ORM methods the worker calls, with Odoo 17's order of checks: unknown fields (fault 1), value
// conversion (fault 1), NOT NULL and foreign keys (fault 2), then Python constraints (fault 2).
import {
  foreignKeyFault,
  invalidField,
  mandatoryFieldFault,
  missingRecordFault,
  pyRepr,
  pythonFault,
  typeError,
  userError,
  valueError,
} from './odoo-faults';
import { filterRecords, sortRecords } from './sim-domain';
import {
  convertMany2one,
  convertScalar,
  fieldValue,
  isEmpty,
  modelDef,
  normalizeEmail,
  pyTypeName,
  readValue,
  type OrmEnv,
} from './sim-fields';
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
  for (const vals of valsList) checkFieldNames(model, vals);
  return valsList.map((vals) => createOne(env, model, vals));
}

function checkFieldNames(model: ModelDef, vals: Vals): void {
  for (const key of Object.keys(vals)) {
    if (!model.fields[key]) throw invalidField(key, model.name);
  }
}

function createOne(env: OrmEnv, model: ModelDef, vals: Vals): number {
  const withDefaults = { ...defaults(env, model, vals), ...vals };
  const row: Record<string, StoredValue> = {};
  const relational: Array<[string, FieldDef, unknown]> = [];
  for (const [field, value] of Object.entries(withDefaults)) {
    const def = model.fields[field] as FieldDef;
    if (def.computed || LOG_ACCESS.has(field)) continue;
    if (def.type === 'many2many' || def.type === 'one2many') relational.push([field, def, value]);
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
  syncLeadPartner(env, model, record.id, vals);
  // A sim setting stands in for a video-conference integration that fills the meeting URL on create.
  if (model.name === 'calendar.event' && env.videocall && isEmpty(row.videocall_location)) {
    env.store.update(model.name, record.id, { videocall_location: env.videocall.replaceAll('{id}', String(record.id)) });
  }
  checkConstraints(env, model, record.id);
  return record.id;
}

export function writeRecords(env: OrmEnv, model: ModelDef, ids: number[], vals: Vals): true {
  checkFieldNames(model, vals);
  const missing = ids.filter((id) => !env.store.get(model.name, id));
  if (missing.length > 0) throw missingRecordFault(model.name, missing, env.uid);
  for (const id of ids) {
    const current = env.store.get(model.name, id) as StoredRecord;
    const patch: Record<string, StoredValue> = {};
    for (const [field, value] of Object.entries(vals)) {
      const def = model.fields[field] as FieldDef;
      if (def.computed || LOG_ACCESS.has(field)) continue;
      if (def.type === 'many2many' || def.type === 'one2many') {
        const existing = current[field];
        patch[field] = applyX2many(env, model, field, def, Array.isArray(existing) ? existing : [], value);
      } else {
        patch[field] = def.type === 'many2one' ? convertMany2one(value) : convertScalar(model, field, def, value);
      }
    }
    checkNotNull(model, { ...current, ...patch });
    checkForeignKeys(env, model, patch);
    env.store.update(model.name, id, { ...patch, write_date: env.now, write_uid: env.uid });
    syncLeadPartner(env, model, id, vals);
    checkConstraints(env, model, id);
  }
  return true;
}

export function unlinkRecords(env: OrmEnv, model: ModelDef, ids: number[]): true {
  const missing = ids.filter((id) => !env.store.get(model.name, id));
  if (missing.length > 0) throw missingRecordFault(model.name, missing, env.uid);
  for (const id of ids) {
    env.store.delete(model.name, id);
    // ondelete="set null" for many2one, rows dropped from many2many tables, external ids removed.
    for (const other of env.models.values()) {
      for (const [field, def] of Object.entries(other.fields)) {
        if (def.relation !== model.name || def.computed) continue;
        for (const record of env.store.all(other.name)) {
          const value = record[field];
          if (def.type === 'many2one' && value === id) env.store.update(other.name, record.id, { [field]: null });
          if (Array.isArray(value) && value.includes(id)) {
            env.store.update(other.name, record.id, { [field]: value.filter((v) => v !== id) });
          }
        }
      }
    }
    for (const data of env.store.all('ir.model.data')) {
      if (data.model === model.name && data.res_id === id) env.store.delete('ir.model.data', data.id);
    }
  }
  return true;
}

function defaults(env: OrmEnv, model: ModelDef, vals: Vals): Vals {
  const base: Vals = {};
  if (model.fields.active?.type === 'boolean') base.active = true;
  const user = env.store.get('res.users', env.uid);
  switch (model.name) {
    case 'crm.lead':
      // The bot user has "Show Lead Menu" (the Leads setting is on), so type defaults to "lead".
      Object.assign(base, { type: 'lead', user_id: env.uid, priority: '0', company_id: 1 });
      break;
    case 'calendar.event':
      Object.assign(base, {
        user_id: env.uid,
        partner_ids: user && typeof user.partner_id === 'number' ? [[6, 0, [user.partner_id]]] : [],
        privacy: 'public',
        show_as: 'busy',
        allday: false,
      });
      break;
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
      Object.assign(base, { share: false, company_id: 1 });
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
      const userId = row.user_id;
      const team =
        typeof userId === 'number'
          ? env.store
              .all('crm.team')
              .find((t) => t.active === true && (t.user_id === userId || (Array.isArray(t.member_ids) && t.member_ids.includes(userId))))
          : undefined;
      row.team_id = team?.id ?? null;
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
      if ((record.type ?? 'contact') === 'contact' && isEmpty(record.name)) {
        throw userError('The operation cannot be completed: Contacts require a name');
      }
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
  const names = fieldList(model, fields);
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

function fieldList(model: ModelDef, fields: unknown): string[] {
  if (isEmpty(fields) || (Array.isArray(fields) && fields.length === 0)) {
    return Object.keys(model.fields).filter((name) => name !== 'id');
  }
  const list = Array.isArray(fields) ? fields : [fields];
  return list.map((name) => {
    if (typeof name !== 'string' || !model.fields[name]) throw invalidField(String(name), model.name);
    return name;
  }).filter((name) => name !== 'id');
}

const DESCRIPTION_ATTRIBUTES = ['type', 'string', 'required', 'readonly', 'store', 'searchable', 'sortable', 'name', 'manual'];

export function fieldsGet(model: ModelDef, allfields: unknown, attributes: unknown): Record<string, Record<string, unknown>> {
  const wanted = Array.isArray(attributes) && attributes.length > 0 ? new Set(attributes.map(String)) : null;
  const only = Array.isArray(allfields) && allfields.length > 0 ? new Set(allfields.map(String)) : null;
  const result: Record<string, Record<string, unknown>> = {};
  for (const [name, def] of Object.entries(model.fields)) {
    if (only && !only.has(name)) continue;
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
