// calendar.event's privacy, as Odoo 17, 18 and 19 enforce it on a user who neither organises nor attends a
// meeting (the bot, for the salesperson's own meetings): a private one reads as "Busy" with only its public
// fields (start, stop, all day, show as, privacy, organiser, active; no attendees, no write_date), may not
// be written, and may not be deleted when it is private by its own setting (the record rule). From 18 a
// meeting with no privacy of its own takes its organiser's calendar default, so it is private to others
// when that default is. A search finds private meetings all the same (the domain runs in SQL).
import { accessError } from './odoo-faults';
import { isSuperuser } from './sim-access';
import { type OrmEnv } from './sim-fields';
import { type FieldDef } from './sim-models';
import { userDefaultPrivacy } from './sim-series';
import { type StoredRecord } from './sim-store';

/** calendar.event._get_public_fields (the fields of these models that are in it). */
const PUBLIC_FIELDS = new Set(['id', 'active', 'allday', 'duration', 'user_id', 'start', 'stop', 'show_as', 'privacy']);

/** How a meeting is private to the caller: by its own setting, by its organiser's default, or not. */
function privateBy(env: OrmEnv, event: StoredRecord): 'own' | 'default' | null {
  if (isSuperuser(env) || event.user_id === env.uid) return null;
  const partner = env.store.get('res.users', env.uid)?.partner_id;
  if (Array.isArray(event.partner_ids) && event.partner_ids.includes(partner as number)) return null;
  if (event.privacy === 'private') return 'own';
  if (event.privacy || !userDefaultPrivacy(env.series) || typeof event.user_id !== 'number') return null;
  return env.store.get('res.users', event.user_id)?.calendar_default_privacy === 'private' ? 'default' : null;
}

/** Whether `field` of this meeting reads as blank for the caller (with `hiddenValue`). */
export const hiddenFromCaller = (env: OrmEnv, event: StoredRecord, field: string): boolean =>
  !PUBLIC_FIELDS.has(field) && privateBy(env, event) !== null;

/** What a hidden field reads as: the name "Busy", nothing else. */
export function hiddenValue(field: string, def: FieldDef | undefined): unknown {
  if (field === 'name' || field === 'display_name') return 'Busy';
  if (def?.type === 'many2many' || def?.type === 'one2many') return [];
  if (def?.type === 'integer' || def?.type === 'float') return 0;
  return false;
}

/** Writing, or deleting, meetings private to the caller: fault 4 with the text all three series send. */
export function checkEventPrivacy(env: OrmEnv, ids: readonly number[], mode: 'write' | 'unlink'): void {
  const refused = ids.some((id) => {
    const event = env.store.get('calendar.event', id);
    const by = event ? privateBy(env, event) : null;
    // The Python check of 18+ guards writes of both kinds; deletes meet only the record rule (privacy "private").
    return by === 'own' || (by === 'default' && mode === 'write');
  });
  if (!refused) return;
  const user = env.store.get('res.users', env.uid);
  throw accessError(
    'Uh-oh! Looks like you have stumbled upon some top-secret records.\n\n' +
      `Sorry, ${String(user?.name ?? '')} (id=${env.uid}) doesn't have '${mode}' access to:\n- Calendar Event (calendar.event)\n\n` +
      'If you really, really need access, perhaps you can win over your friendly administrator with a batch of freshly baked cookies.',
  );
}
