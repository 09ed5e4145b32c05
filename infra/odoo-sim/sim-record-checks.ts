// The checks create and write make, in Odoo 17's order after access rights: unknown fields (fault 1), a
// document model the user may not set (fault 4), NOT NULL and foreign keys (fault 2), then the Python and
// SQL constraints (fault 2).
import { foreignKeyFault, invalidField, mandatoryFieldFault, SqlConstraintFault, userError } from './odoo-faults';
import { checkAccess, isSuperuser } from './sim-access';
import { isEmpty, type OrmEnv } from './sim-fields';
import { type ModelDef } from './sim-models';
import { type Vals } from './sim-record-values';
import { type StoredRecord, type StoredValue } from './sim-store';

export function checkFieldNames(model: ModelDef, vals: Vals): void {
  for (const key of Object.keys(vals)) {
    if (!model.fields[key]) throw invalidField(key, model.name);
  }
}

/**
 * calendar.event's res_model_id points at ir.model, which only Administration / Access Rights may read: a
 * user without it cannot set the field (fault 4), only get it from the `default_opportunity_id` context.
 */
export function checkDocumentModel(env: OrmEnv, model: ModelDef, vals: Vals): void {
  if (model.name === 'calendar.event' && !isEmpty(vals.res_model_id) && !isSuperuser(env)) checkAccess(env, 'ir.model', 'read');
}

export function checkNotNull(model: ModelDef, row: Record<string, StoredValue>): void {
  for (const [field, def] of Object.entries(model.fields)) {
    if (def.required && !def.computed && (row[field] === null || row[field] === undefined)) {
      throw mandatoryFieldFault(model.name, model.description, field, def.string);
    }
  }
}

export function checkForeignKeys(env: OrmEnv, model: ModelDef, row: Record<string, StoredValue>): void {
  for (const [field, value] of Object.entries(row)) {
    const def = model.fields[field];
    if (def?.type === 'many2one' && typeof value === 'number' && !env.store.get(def.relation ?? '', value)) {
      throw foreignKeyFault(model.name, model.description, field);
    }
  }
}

export function checkConstraints(env: OrmEnv, model: ModelDef, id: number): void {
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
      if (
        record.allday &&
        typeof record.start === 'string' &&
        typeof record.stop === 'string' &&
        record.stop.slice(0, 10) < record.start.slice(0, 10)
      ) {
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
