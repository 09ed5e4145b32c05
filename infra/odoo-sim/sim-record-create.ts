// create, as Odoo 17 runs it: defaults (context `default_*` included), the stored computes of a new
// record (team, stage, a user's partner), utm's renaming of duplicate names, then the checks, the insert
// and what follows it (x2many commands, side effects, the video link, the chatter's creation log).
import { eventPrivacyDefault, userGroupsField } from './sim-series';
import { checkAccess, closeGroups, hasGroup, isSuperuser } from './sim-access';
import { convertMany2one, convertScalar, isEmpty, modelDef, type OrmEnv } from './sim-fields';
import { logCreation, logMeeting, notifyMeetingActivity } from './sim-mail';
import { type FieldDef, type ModelDef } from './sim-models';
import { sortRecords } from './sim-order';
import { checkConstraints, checkDocumentModel, checkFieldNames, checkForeignKeys, checkNotNull } from './sim-record-checks';
import { afterSave } from './sim-record-effects';
import { LOG_ACCESS, type Vals } from './sim-record-values';
import { applyX2many } from './sim-record-x2many';
import { type StoredRecord, type StoredValue } from './sim-store';

export function createRecords(env: OrmEnv, model: ModelDef, valsList: Vals[]): number[] {
  if (!isSuperuser(env)) checkAccess(env, model.name, 'create');
  for (const vals of valsList) checkFieldNames(model, vals);
  return valsList.map((vals) => createOne(env, model, vals));
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
  // crm's calendar.event.create: an event for a lead logs "Meeting scheduled" in the lead's chatter, and
  // the meeting activity it gets tells its organiser (when someone else) in a user notification.
  if (model.name === 'calendar.event') {
    logMeeting(env, created);
    notifyMeetingActivity(env, created);
  }
  return record.id;
}

function defaults(env: OrmEnv, model: ModelDef, vals: Vals): Vals {
  const base: Vals = {};
  if (model.fields.active?.type === 'boolean') base.active = true;
  const user = env.store.get('res.users', env.uid);
  switch (model.name) {
    case 'crm.lead':
      // "lead" only for users with Show Lead Menu (the Leads setting); Odoo 17's default has it off.
      Object.assign(base, {
        type: hasGroup(env, 'crm.group_use_lead') ? 'lead' : 'opportunity',
        user_id: env.uid,
        priority: '0',
        company_id: 1,
      });
      break;
    case 'calendar.event': {
      Object.assign(base, {
        user_id: env.uid,
        partner_ids: user && typeof user.partner_id === 'number' ? [[6, 0, [user.partner_id]]] : [],
        privacy: eventPrivacyDefault(env.series),
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
      Object.assign(base, { share: false, company_id: 1, [userGroupsField(env.series)]: [[6, 0, closeGroups(['base.group_user'])]] });
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
      row.team_id =
        typeof row.user_id === 'number' ? defaultTeam(env, row.user_id, row.type === 'lead' ? 'use_leads' : 'use_opportunities') : null;
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
  const teams = sortRecords(
    env,
    teamModel,
    env.store.all('crm.team').filter((t) => t.active === true),
    undefined,
  );
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
