// unlink, and deleting as the database does: NULLed or cascaded references, many2many rows, external ids
// and chatter messages; plus the record rules of mail.message and of private meetings for deleting.
import { accessError, missingRecordFault } from './odoo-faults';
import { checkAccess, hasAccess, isSuperuser } from './sim-access';
import { checkEventPrivacy } from './sim-calendar-privacy';
import { modelDef, type OrmEnv } from './sim-fields';
import { CHATTER_MODELS } from './sim-mail';
import { type ModelDef } from './sim-models';
import { type StoredRecord } from './sim-store';

export function unlinkRecords(env: OrmEnv, model: ModelDef, ids: number[]): true {
  if (!isSuperuser(env)) checkAccess(env, model.name, 'unlink');
  const missing = ids.filter((id) => !env.store.get(model.name, id));
  if (missing.length > 0) throw missingRecordFault(model.name, missing, env.uid);
  if (model.name === 'mail.message' && !isSuperuser(env)) checkMessageRule(env, ids);
  if (model.name === 'calendar.event') checkEventPrivacy(env, ids, 'unlink');
  removeRecords(env, model, ids);
  return true;
}

/**
 * Deletes records as the database does, whoever asked: many2one references become NULL (or, for
 * `ondelete: 'cascade'`, their records go too), many2many rows and external ids go, and a document's
 * chatter messages (with their tracking values) are deleted with it.
 */
export function removeRecords(env: OrmEnv, model: ModelDef, ids: number[]): void {
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
    removeRecords(
      env,
      modelDef(env, 'mail.message'),
      messages.map((m) => m.id),
    );
  }
}

/**
 * mail.message's record rule for deleting: in 17 and 18 a user's own messages, or those of a document they
 * may write; in 19 only the latter, and never a `user_notification` (a notice to one user).
 */
export function checkMessageRule(env: OrmEnv, ids: number[]): void {
  const partnerId = env.store.get('res.users', env.uid)?.partner_id;
  const refused: number[] = [];
  for (const id of ids) {
    const message = env.store.get('mail.message', id) as StoredRecord;
    if (env.series >= 19 && message.message_type === 'user_notification') refused.push(id);
    else if (env.series < 19 && message.author_id === partnerId) continue;
    else if (!(typeof message.model === 'string' && env.models.has(message.model) && hasAccess(env, message.model, 'write')))
      refused.push(id);
  }
  if (refused.length === 0) return;
  throw accessError(
    env.series >= 19
      ? 'The requested operation cannot be completed due to security restrictions. Please contact your system administrator.\n\n' +
          `(Document type: Message, Operation: unlink)\n\nRecords: ${refused.join(', ')}, User: ${env.uid}`
      : 'The requested operation can not be completed due to security restrictions.\n\n' +
          `Document type: Message (mail.message)\nOperation: unlink\nUser: ${env.uid}`,
  );
}
