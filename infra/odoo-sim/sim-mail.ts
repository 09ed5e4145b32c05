// The chatter (mail.thread) of crm.lead, calendar.event and res.partner as Odoo 17.0 writes it: message_post,
// the "created" log, tracking (a notification message with one mail.tracking.value per changed tracked
// field, old and new value), the "Meeting scheduled" note a lead gets for an event, and the rule that a
// message posted by a user needs that user's e-mail address (17 and 18). Rows go straight to the store: Odoo writes
// them as superuser, so the caller's access rights do not apply (a bot cannot even read tracking values).
import { senderNeedsEmail } from './sim-series';
import { escapeHtml } from '@site/html-escape/escape-html';
import { missingRecordFault, userError, valueError } from './odoo-faults';
import { isSuperuser } from './sim-access';
import { displayName, fieldValue, insertRow, truthy, type OrmEnv } from './sim-fields';
import { type FieldDef, type ModelDef } from './sim-models';
import { type SimStore, type StoredRecord, type StoredValue } from './sim-store';

/** The models that inherit mail.thread here: they have a chatter, and their messages go when they do. */
export const CHATTER_MODELS: ReadonlySet<string> = new Set(['crm.lead', 'calendar.event', 'res.partner']);

const NO_EMAIL = "Unable to send message, please configure the sender's email address.";

// Subtype ids by xml id, per store: every created or tracked record needs one, and ir.model.data grows with each load.
const subtypeIds = new WeakMap<SimStore, Map<string, number>>();

function subtypeId(env: OrmEnv, xmlid: string): number {
  const known = subtypeIds.get(env.store) ?? new Map<string, number>();
  subtypeIds.set(env.store, known);
  const cached = known.get(xmlid);
  if (cached !== undefined && env.store.get('mail.message.subtype', cached)) return cached;
  const [module, name] = xmlid.split('.');
  const data = env.store.all('ir.model.data').find((d) => d.module === module && d.name === name && d.model === 'mail.message.subtype');
  if (!data || typeof data.res_id !== 'number') throw valueError(`External ID not found in the system: ${xmlid}`);
  known.set(xmlid, data.res_id);
  return data.res_id;
}

/** The caller's partner and `email_formatted` ("Name" <address>), which mail.message.email_from keeps. */
function author(env: OrmEnv): { partnerId: number | null; emailFrom: string | null } {
  const user = env.store.get('res.users', env.uid);
  const partner = typeof user?.partner_id === 'number' ? env.store.get('res.partner', user.partner_id) : undefined;
  const email = typeof partner?.email === 'string' && partner.email.trim() !== '' ? partner.email : null;
  return { partnerId: partner?.id ?? null, emailFrom: email && partner ? `"${String(partner.name ?? '')}" <${email}>` : null };
}

interface MessageValues {
  body: string;
  subtype: string | number | null;
  messageType?: string;
  recordName: StoredValue;
  isInternal: boolean;
  subject?: StoredValue;
}

function insertMessage(env: OrmEnv, model: string, resId: number, values: MessageValues): number {
  const { partnerId, emailFrom } = author(env);
  const subtype = typeof values.subtype === 'string' ? subtypeId(env, values.subtype) : values.subtype;
  return insertRow(env, 'mail.message', {
    body: values.body,
    subject: values.subject ?? null,
    model,
    res_id: resId,
    record_name: values.recordName,
    message_type: values.messageType ?? 'notification',
    subtype_id: subtype,
    is_internal: values.isInternal,
    author_id: partnerId,
    email_from: emailFrom,
    date: env.now,
    partner_ids: [],
  }).id;
}

/**
 * A message posted as the calling user (mail.thread._message_compute_author): without an e-mail address on
 * the user's partner it is fault 2, except in superuser mode. Logs and tracking never ask.
 */
function requireSenderEmail(env: OrmEnv): void {
  if (senderNeedsEmail(env.series) && !isSuperuser(env) && author(env).emailFrom === null) throw userError(NO_EMAIL);
}

/**
 * message_post on one record, as Odoo 17's stores it: a plain-text body is escaped and wrapped in a paragraph
 * (body_is_html keeps it as sent), the subtype comes from subtype_xmlid / subtype_id (a note by default), the
 * author is the caller's partner, who needs an e-mail address. Returns the mail.message id.
 */
export function postMessage(env: OrmEnv, model: ModelDef, ids: number[], kwargs: Record<string, unknown>): number {
  if (ids.length !== 1) throw valueError(`Expected singleton: ${model.name}(${ids.join(', ')}${ids.length === 1 ? ',' : ''})`);
  if ('model' in kwargs || 'res_id' in kwargs || 'subtype' in kwargs) {
    throw valueError("message_post doesn't support model and res_id parameters anymore. Please call message_post on record.");
  }
  const id = ids[0] as number;
  const record = env.store.get(model.name, id);
  if (!record) throw missingRecordFault(model.name, ids, env.uid);
  const raw = typeof kwargs.body === 'string' ? kwargs.body : '';
  const body = kwargs.body_is_html === true ? raw : raw ? `<p>${escapeHtml(raw).replace(/\n/g, '<br>')}</p>` : '';
  const subtype =
    typeof kwargs.subtype_xmlid === 'string'
      ? subtypeId(env, kwargs.subtype_xmlid)
      : typeof kwargs.subtype_id === 'number'
        ? kwargs.subtype_id
        : subtypeId(env, 'mail.mt_note');
  if (!('email_from' in kwargs && truthy(kwargs.email_from))) requireSenderEmail(env);
  return insertMessage(env, model.name, id, {
    body,
    subtype,
    messageType: typeof kwargs.message_type === 'string' ? kwargs.message_type : 'notification',
    subject: typeof kwargs.subject === 'string' ? kwargs.subject : null,
    recordName: typeof record.name === 'string' ? record.name : null,
    isInternal: env.store.get('mail.message.subtype', subtype)?.internal === true,
  });
}

/** The creation log: a lead's "Opportunity Created" notification, "<Model> created" for the others. */
export function logCreation(env: OrmEnv, model: ModelDef, record: StoredRecord): void {
  if (!CHATTER_MODELS.has(model.name) || truthy(env.context.tracking_disable) || truthy(env.context.mail_create_nolog)) return;
  if (model.name === 'crm.lead') {
    insertMessage(env, model.name, record.id, {
      body: '',
      subtype: 'crm.mt_lead_create',
      recordName: record.name ?? null,
      isInternal: false,
    });
  } else {
    insertMessage(env, model.name, record.id, {
      body: `<p>${escapeHtml(model.description)} created</p>`,
      subtype: 'mail.mt_note',
      recordName: null,
      isInternal: true,
    });
  }
}

/**
 * Tracking, as mail.thread does it: the first write of a record in a call keeps its tracked values (unless
 * the context has `tracking_disable` or `mail_notrack`); when the call ends, `flushTracking` logs one
 * notification message per record whose tracked fields changed, with one mail.tracking.value per field.
 */
export function noteTracking(env: OrmEnv, model: ModelDef, before: StoredRecord): void {
  if (!CHATTER_MODELS.has(model.name) || truthy(env.context.tracking_disable) || truthy(env.context.mail_notrack)) return;
  const key = `${model.name},${before.id}`;
  if (!env.tracking) trackChanges(env, model, before);
  else if (!env.tracking.has(key)) env.tracking.set(key, { model, before });
}

export function flushTracking(env: OrmEnv): void {
  for (const { model, before } of env.tracking?.values() ?? []) trackChanges(env, model, before);
  env.tracking?.clear();
}

function trackChanges(env: OrmEnv, model: ModelDef, before: StoredRecord): void {
  const after = env.store.get(model.name, before.id);
  if (!after) return;
  const changed = Object.entries(model.fields).filter(([name, def]) => def.tracking && !sameValue(before[name], after[name]));
  if (changed.length === 0) return;
  const messageId = insertMessage(env, model.name, after.id, {
    body: '',
    subtype: trackingSubtype(model, new Set(changed.map(([name]) => name)), after, env),
    recordName: null,
    isInternal: true,
  });
  for (const [name, def] of changed) {
    insertRow(env, 'mail.tracking.value', {
      field: name,
      ...trackedValue(env, def, 'old', before[name] ?? null),
      ...trackedValue(env, def, 'new', after[name] ?? null),
      mail_message_id: messageId,
    });
  }
}

function sameValue(a: StoredValue | undefined, b: StoredValue | undefined): boolean {
  return (a ?? null) === (b ?? null) || (a == null && b === false) || (a === false && b == null);
}

/** crm.lead._track_subtype: won, lost, stage changed, restored; a note for everything else. */
function trackingSubtype(model: ModelDef, changed: Set<string>, lead: StoredRecord, env: OrmEnv): string {
  if (model.name !== 'crm.lead') return 'mail.mt_note';
  const stage = typeof lead.stage_id === 'number' ? env.store.get('crm.stage', lead.stage_id) : undefined;
  if (changed.has('stage_id') && lead.probability === 100 && stage?.is_won === true) return 'crm.mt_lead_won';
  if (changed.has('lost_reason_id') && typeof lead.lost_reason_id === 'number') return 'crm.mt_lead_lost';
  if (changed.has('stage_id')) return 'crm.mt_lead_stage';
  if (changed.has('active')) return lead.active === true ? 'crm.mt_lead_restored' : 'crm.mt_lead_lost';
  return 'mail.mt_note';
}

/** mail.tracking.value's columns for one side of a change, by field type (many2one: id and name). */
function trackedValue(env: OrmEnv, def: FieldDef, age: 'old' | 'new', value: StoredValue): Record<string, StoredValue> {
  switch (def.type) {
    case 'many2one': {
      const comodel = env.models.get(def.relation ?? '');
      const related = typeof value === 'number' && comodel ? env.store.get(comodel.name, value) : undefined;
      return {
        [`${age}_value_integer`]: typeof value === 'number' ? value : 0,
        [`${age}_value_char`]: related && comodel ? displayName(env, comodel, related) : null,
      };
    }
    case 'boolean':
      return { [`${age}_value_integer`]: value === true ? 1 : 0 };
    case 'integer':
      return { [`${age}_value_integer`]: typeof value === 'number' ? value : 0 };
    case 'float':
      return { [`${age}_value_float`]: typeof value === 'number' ? value : 0 };
    case 'datetime':
      return { [`${age}_value_datetime`]: value };
    case 'selection':
      return { [`${age}_value_char`]: def.selection?.find(([key]) => key === value)?.[1] ?? null };
    default:
      return { [`${age}_value_char`]: typeof value === 'string' ? value : null };
  }
}

/**
 * crm.lead.log_meeting: the note a lead gets when an event is created for it (calendar.event.create with
 * opportunity_id). Posted as the caller, so it needs the caller's e-mail address. Times shown in the
 * context's `tz` (UTC without one).
 */
export function logMeeting(env: OrmEnv, event: StoredRecord): void {
  const lead = typeof event.opportunity_id === 'number' ? env.store.get('crm.lead', event.opportunity_id) : undefined;
  if (!lead) return;
  requireSenderEmail(env);
  const eventModel = env.models.get('calendar.event') as ModelDef;
  const hours = Number(fieldValue(env, eventModel, event, 'duration') ?? 0);
  const start = String(event.start);
  const body =
    `<p>Meeting scheduled at <time datetime="${start}+00:00">${localTime(start, env.context.tz)}</time><br>` +
    `Subject:  <a href="#" data-oe-model="calendar.event" data-oe-id="${event.id}">${escapeHtml(String(event.name ?? ''))}</a><br>` +
    `Duration: ${hours ? durationText(hours) : 'unknown'}</p><p></p>`;
  insertMessage(env, 'crm.lead', lead.id, { body, subtype: 'mail.mt_note', recordName: lead.name ?? null, isInternal: true });
}

/**
 * calendar.event.create gives an event for a lead a meeting activity assigned to the organiser, and
 * mail.activity tells an assignee other than the caller with a `user_notification` message on the lead,
 * unless the context has `mail_activity_quick_update`. (The activity itself is not simulated.)
 */
export function notifyMeetingActivity(env: OrmEnv, event: StoredRecord): void {
  const lead = typeof event.opportunity_id === 'number' ? env.store.get('crm.lead', event.opportunity_id) : undefined;
  if (!lead || typeof event.user_id !== 'number' || event.user_id === env.uid || truthy(env.context.mail_activity_quick_update)) return;
  const assignee = env.store.get('res.users', event.user_id);
  const me = env.store.get('res.users', env.uid);
  const body =
    `<div><p>Dear <span>${escapeHtml(String(assignee?.name ?? ''))}</span>,</p><p><span>${escapeHtml(String(me?.name ?? ''))}</span> ` +
    `has just assigned you the following activity:</p><ul><li>Document: "${escapeHtml(String(lead.name ?? ''))}" (Lead)</li>` +
    `<li>Summary: <span>${escapeHtml(String(event.name ?? ''))}</span></li></ul></div>`;
  insertMessage(env, 'crm.lead', lead.id, {
    body,
    subtype: 'mail.mt_note',
    messageType: 'user_notification',
    recordName: lead.name ?? null,
    isInternal: true,
  });
}

/** ir.qweb.field.duration with unit "hour": "1 hour", "1 hour 30 minutes", "45 minutes". */
function durationText(hours: number): string {
  const minutes = Math.round(hours * 60);
  const parts: string[] = [];
  const whole = Math.floor(minutes / 60);
  if (whole > 0) parts.push(`${whole} hour${whole === 1 ? '' : 's'}`);
  if (minutes % 60 > 0) parts.push(`${minutes % 60} minute${minutes % 60 === 1 ? '' : 's'}`);
  return parts.join(' ');
}

/** fields.Datetime.context_timestamp: a UTC "YYYY-MM-DD HH:MM:SS" in the context's time zone. */
function localTime(utc: string, tz: unknown): string {
  if (typeof tz !== 'string' || tz === '') return utc;
  try {
    const parts = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    }).formatToParts(new Date(`${utc.replace(' ', 'T')}Z`));
    const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '00';
    return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
  } catch {
    return utc; // an unknown zone falls back to UTC, as Odoo does
  }
}
