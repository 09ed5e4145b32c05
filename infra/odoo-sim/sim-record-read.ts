// read and fields_get: the fields a caller may see (fault 4 for another group's), values as Odoo 17's
// convert_to_read formats them (a meeting private to the caller as "Busy": sim-calendar-privacy.ts), and
// field descriptions.
import { invalidField } from './odoo-faults';
import { canReadField, fieldAccessError } from './sim-access';
import { hiddenFromCaller, hiddenValue } from './sim-calendar-privacy';
import { isEmpty, readValue, type OrmEnv } from './sim-fields';
import { type ModelDef } from './sim-models';

export function readRecords(env: OrmEnv, model: ModelDef, ids: number[], fields: unknown, load: unknown): Array<Record<string, unknown>> {
  const names = fieldList(env, model, fields);
  const classic = load === undefined || load === '_classic_read';
  const rows: Array<Record<string, unknown>> = [];
  for (const id of ids) {
    const record = env.store.get(model.name, id);
    if (!record) continue; // Odoo silently omits ids that no longer exist.
    const row: Record<string, unknown> = { id };
    const event = model.name === 'calendar.event';
    for (const name of names)
      row[name] =
        event && hiddenFromCaller(env, record, name) ? hiddenValue(name, model.fields[name]) : readValue(env, model, record, name, classic);
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
      Object.entries(description).filter(([key]) =>
        wanted ? wanted.has(key) : DESCRIPTION_ATTRIBUTES.includes(key) || key === 'relation' || key === 'selection',
      ),
    );
    result[name] = filtered;
  }
  return result;
}
