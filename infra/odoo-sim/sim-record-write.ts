// write, as Odoo 17 runs it: res.users' self-writeable fields, the checks, the update with its write_date,
// tracking and side effects, and the rules on res.partner's partners of other users and on private meetings.
import { missingRecordFault } from './odoo-faults';
import { checkAccess, isSuperuser } from './sim-access';
import { checkEventPrivacy } from './sim-calendar-privacy';
import { convertMany2one, convertScalar, sudo, type OrmEnv } from './sim-fields';
import { noteTracking } from './sim-mail';
import { type FieldDef, type ModelDef } from './sim-models';
import { checkConstraints, checkDocumentModel, checkFieldNames, checkForeignKeys, checkNotNull } from './sim-record-checks';
import { afterSave } from './sim-record-effects';
import { LOG_ACCESS, type Vals } from './sim-record-values';
import { applyX2many } from './sim-record-x2many';
import { type StoredRecord, type StoredValue } from './sim-store';

/** res.users.SELF_WRITEABLE_FIELDS: what a user may write on their own user record without any right. */
const SELF_WRITEABLE = new Set(['signature', 'action_id', 'company_id', 'email', 'name', 'image_1920', 'lang', 'tz']);

export function writeRecords(env: OrmEnv, model: ModelDef, ids: number[], vals: Vals): true {
  if (!isSuperuser(env)) {
    // res.users.write: a user writing only self-writeable fields of their own record does it as superuser.
    if (
      model.name === 'res.users' &&
      ids.length > 0 &&
      ids.every((id) => id === env.uid) &&
      Object.keys(vals).every((key) => SELF_WRITEABLE.has(key))
    ) {
      return writeRecords(sudo(env), model, ids, vals);
    }
    checkAccess(env, model.name, 'write');
  }
  checkFieldNames(model, vals);
  checkDocumentModel(env, model, vals);
  const missing = ids.filter((id) => !env.store.get(model.name, id));
  if (missing.length > 0) throw missingRecordFault(model.name, missing, env.uid);
  if (model.name === 'calendar.event') checkEventPrivacy(env, ids, 'write');
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
