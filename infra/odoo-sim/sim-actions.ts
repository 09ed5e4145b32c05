// Record actions callable over RPC, as Odoo 17.0 runs them: crm.lead's won and lost, archiving, and
// export_data. They write through the ORM, so access rights, tracking and write_date apply; the archiving
// ones return None, which XML-RPC cannot marshal: the change is committed and the caller gets fault 1.
import { randomBytes } from 'node:crypto';
import { invalidField, missingRecordFault, userError } from './odoo-faults';
import { hasGroup, isSuperuser } from './sim-access';
import { displayName, insertRow, modelDef, readValue, type OrmEnv } from './sim-fields';
import { type ModelDef } from './sim-models';
import { sortRecords } from './sim-order';
import { writeRecords } from './sim-record-write';
import { type StoredRecord } from './sim-store';

function existing(env: OrmEnv, model: ModelDef, ids: number[]): StoredRecord[] {
  const missing = ids.filter((id) => !env.store.get(model.name, id));
  if (missing.length > 0) throw missingRecordFault(model.name, missing, env.uid);
  return ids.map((id) => env.store.get(model.name, id) as StoredRecord);
}

/**
 * BaseModel.toggle_active and its action_archive / action_unarchive filters. crm.lead adds: an archived lead
 * gets probability 0, a restored one loses its lost reason. Returns undefined (Python's None).
 */
export function toggleActive(env: OrmEnv, model: ModelDef, ids: number[], how: 'archive' | 'unarchive' | 'toggle'): undefined {
  const records = existing(env, model, ids).filter((r) => how === 'toggle' || (how === 'archive') === (r.active === true));
  const toArchive = records.filter((r) => r.active === true).map((r) => r.id);
  const toRestore = records.filter((r) => r.active !== true).map((r) => r.id);
  if (toArchive.length > 0) writeRecords(env, model, toArchive, { active: false });
  if (toRestore.length > 0) writeRecords(env, model, toRestore, { active: true });
  if (model.name === 'crm.lead') {
    if (toArchive.length > 0) writeRecords(env, model, toArchive, { probability: 0 });
    if (toRestore.length > 0) writeRecords(env, model, toRestore, { lost_reason_id: false });
  }
  return undefined;
}

/** crm.lead.action_set_won: restored if archived, moved to the won stage (the nearest one after the current), probability 100. */
export function setWon(env: OrmEnv, model: ModelDef, ids: number[]): true {
  toggleActive(env, model, ids, 'unarchive');
  const stageModel = modelDef(env, 'crm.stage');
  for (const lead of existing(env, model, ids)) {
    const won = sortRecords(
      env,
      stageModel,
      env.store.all('crm.stage').filter((s) => s.is_won === true && (s.team_id == null || s.team_id === lead.team_id)),
      undefined,
    );
    const current = typeof lead.stage_id === 'number' ? Number(env.store.get('crm.stage', lead.stage_id)?.sequence ?? 0) : 0;
    const stage = won.find((s) => Number(s.sequence) > current) ?? [...won].reverse().find((s) => Number(s.sequence) <= current) ?? won[0];
    writeRecords(env, model, [lead.id], { stage_id: stage?.id ?? false, probability: 100, lost_reason_id: false });
  }
  return true;
}

/** crm.lead.action_set_lost(**additional_values): archive, then write the extra values (lost_reason_id…). Returns None. */
export function setLost(env: OrmEnv, model: ModelDef, ids: number[], additional: Record<string, unknown>): undefined {
  for (const key of Object.keys(additional)) if (!model.fields[key]) throw invalidField(key, model.name);
  toggleActive(env, model, ids, 'archive');
  if (Object.keys(additional).length > 0) writeRecords(env, model, ids, additional);
  return undefined;
}

const EXPORT_DENIED = "You don't have the rights to export data. Please contact an Administrator.";

/**
 * export_data(fields_to_export): only for administrators (Access Rights) and the Export group (fault 2
 * otherwise). Columns are field names, `id` (the external id, made up in `__export__` when there is none)
 * or `<many2one>/id`; cells as Odoo exports them (names for relations, '' for empty text).
 */
export function exportData(env: OrmEnv, model: ModelDef, ids: number[], fields: unknown): { datas: unknown[][] } {
  if (!isSuperuser(env) && !hasGroup(env, 'base.group_erp_manager') && !hasGroup(env, 'base.group_allow_export')) {
    throw userError(EXPORT_DENIED);
  }
  const paths = (Array.isArray(fields) ? fields : []).map((path) => String(path).split('/'));
  for (const [name = '', sub] of paths) {
    if (name !== 'id' && (!model.fields[name] || (sub !== undefined && (sub !== 'id' || model.fields[name]?.type !== 'many2one')))) {
      throw invalidField(name, model.name);
    }
  }
  const datas = existing(env, model, ids).map((record) =>
    paths.map(([name = '', sub]) => {
      if (name === 'id') return externalId(env, model.name, record.id);
      const def = model.fields[name];
      const value = readValue(env, model, record, name, true);
      if (sub === 'id') return Array.isArray(value) ? externalId(env, def?.relation ?? '', value[0] as number) : '';
      if (def?.type === 'many2one') return Array.isArray(value) ? value[1] : '';
      if (def?.type === 'many2many' || def?.type === 'one2many') {
        const comodel = modelDef(env, def.relation ?? '');
        return (value as number[]).map((id) => displayName(env, comodel, env.store.get(comodel.name, id) as StoredRecord)).join(',');
      }
      return value === false && def?.type !== 'boolean' ? '' : value;
    }),
  );
  return { datas };
}

/** The record's external id; exporting makes one up (`__export__.<table>_<id>_<8 hex>`) when it has none. */
function externalId(env: OrmEnv, model: string, id: number): string {
  const data = env.store.all('ir.model.data').find((d) => d.model === model && d.res_id === id);
  if (data) return `${String(data.module)}.${String(data.name)}`;
  const name = `${model.replaceAll('.', '_')}_${id}_${randomBytes(4).toString('hex')}`;
  insertRow(env, 'ir.model.data', { module: '__export__', name, model, res_id: id, noupdate: false });
  return `__export__.${name}`;
}
