// How Odoo 17 converts field values on the way in (convert_to_cache: what it accepts, what it silently drops,
// what raises) and on the way out (convert_to_read: `false` for empty, many2one as [id, "Name"]).
import { type OdooSeries } from './sim-series';
import { naiveDatetimeFromDate, parseOdooDatetime } from './odoo-datetime';
import { pyRepr, typeError, userError, valueError } from './odoo-faults';
import { type FieldDef, type ModelDef } from './sim-models';
import { type SimStore, type StoredRecord, type StoredValue } from './sim-store';

/** One execute_kw call's environment: who calls, with which context, at what time. */
export interface OrmEnv {
  store: SimStore;
  models: Map<string, ModelDef>;
  /** The Odoo series presented (sim-series.ts). */
  series: OdooSeries;
  uid: number;
  context: Record<string, unknown>;
  /** "YYYY-MM-DD HH:MM:SS" UTC, fixed for the transaction like Odoo's `cr.now()`. */
  now: string;
  /** The video link template new calendar events get (a sim setting; "{id}" is the event id). */
  videocall?: string | null;
  /** `sudo()`: what the server does on its own behalf (chatter, external ids, cascades) skips access rights. */
  su?: boolean;
  /** Records written in this call, with their values before (see sim-mail's noteTracking). */
  tracking?: Map<string, { model: ModelDef; before: StoredRecord }>;
}

export const sudo = <T extends OrmEnv>(env: T): T => ({ ...env, su: true });

/** Inserts a row with its magic columns (create/write date and uid) as the server does on its own behalf. */
export function insertRow(env: OrmEnv, model: string, values: Omit<StoredRecord, 'id'>): StoredRecord {
  return env.store.insert(model, { ...values, create_date: env.now, write_date: env.now, create_uid: env.uid, write_uid: env.uid });
}

export function modelDef(env: OrmEnv, name: string): ModelDef {
  const model = env.models.get(name);
  if (!model) throw userError(`Object ${name} doesn't exist`);
  return model;
}

export function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === false;
}

/** Python truthiness of a value that came over XML-RPC. */
export function truthy(value: unknown): boolean {
  if (value === null || value === undefined || value === false || value === 0 || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object' && !(value instanceof Date) && !Buffer.isBuffer(value)) {
    return Object.keys(value).length > 0;
  }
  return true;
}

/** `tools.email_normalize`: the first address found, lower-cased; null when there is none. */
export function normalizeEmail(text: StoredValue | undefined): string | null {
  if (typeof text !== 'string') return null;
  const match = /[^\s<>@,;"']+@[^\s<>@,;"']+/.exec(text);
  return match ? match[0].toLowerCase() : null;
}

/** A stored or computed value, as the database would hold it (null = NULL). */
export function fieldValue(env: OrmEnv, model: ModelDef, record: StoredRecord, field: string): StoredValue {
  switch (field) {
    case 'id':
      return record.id;
    case 'display_name':
      return displayName(env, model, record);
    case 'email_normalized':
      return normalizeEmail(model.name === 'crm.lead' ? record.email_from : record.email);
    case 'complete_name':
      if (model.name === 'ir.model.data') return `${String(record.module)}.${String(record.name)}`;
      return displayName(env, model, record);
    case 'duration':
      if (typeof record.start === 'string' && typeof record.stop === 'string') {
        return (Date.parse(`${record.stop}Z`) - Date.parse(`${record.start}Z`)) / 3_600_000;
      }
      return 0;
    default: {
      const def = model.fields[field];
      if (def?.inverse) return inverseIds(env, def, record.id);
      if (def?.related) {
        const [many2one, target] = def.related;
        const targetModel = env.models.get(model.fields[many2one]?.relation ?? '');
        const linked = typeof record[many2one] === 'number' && targetModel ? env.store.get(targetModel.name, record[many2one]) : undefined;
        return linked && targetModel ? fieldValue(env, targetModel, linked, target) : null;
      }
      return record[field] ?? null;
    }
  }
}

/** A one2many (or a many2many seen from the other side): the comodel's records pointing at `id`. */
function inverseIds(env: OrmEnv, def: FieldDef, id: number): number[] {
  const inverse = def.inverse as string;
  return env.store
    .all(def.relation ?? '')
    .filter((other) => {
      const value = other[inverse];
      return value === id || (Array.isArray(value) && value.includes(id));
    })
    .map((other) => other.id);
}

export function displayName(env: OrmEnv, model: ModelDef, record: StoredRecord): string | null {
  if (model.name === 'ir.model.data') return `${String(record.module)}.${String(record.name)}`;
  const own = record[model.recName];
  const name = typeof own === 'string' ? own : null;
  if (model.name === 'res.partner' && typeof record.parent_id === 'number' && name && !record.is_company) {
    const parent = env.store.get('res.partner', record.parent_id);
    if (parent && typeof parent.name === 'string') return `${parent.name}, ${name}`;
  }
  return name;
}

/** `convert_to_read` with load="_classic_read" (many2one as a pair) or load=false (bare id). */
export function readValue(env: OrmEnv, model: ModelDef, record: StoredRecord, field: string, classic: boolean) {
  const def = model.fields[field];
  const value = fieldValue(env, model, record, field);
  if (!def) return value ?? false;
  switch (def.type) {
    case 'integer':
      return value ?? 0;
    case 'float':
      return value ?? 0;
    case 'boolean':
      return value === true;
    case 'many2one': {
      if (typeof value !== 'number') return false;
      if (!classic) return value;
      const comodel = env.models.get(def.relation ?? '');
      const related = comodel ? env.store.get(comodel.name, value) : undefined;
      return [value, (comodel && related ? displayName(env, comodel, related) : null) ?? false];
    }
    case 'many2many':
    case 'one2many':
      return Array.isArray(value) ? [...value] : [];
    default:
      return value ?? false;
  }
}

/**
 * Converts one incoming scalar value for storage. Relational values are resolved by the caller, which
 * needs the record machinery; this handles what Odoo's field classes do on their own.
 */
export function convertScalar(model: ModelDef, field: string, def: FieldDef, value: unknown): StoredValue {
  switch (def.type) {
    case 'char':
    case 'text':
      if (isEmpty(value)) return null;
      return typeof value === 'string' ? value : pyRepr(value);
    case 'html':
      if (isEmpty(value)) return null;
      return sanitizeHtml(typeof value === 'string' ? value : pyRepr(value));
    case 'integer':
      return toInteger(value);
    case 'float':
      return toFloat(value);
    case 'boolean':
      return truthy(value);
    case 'selection': {
      if (isEmpty(value)) return null;
      if (typeof value === 'string' && def.selection?.some(([key]) => key === value)) return value;
      throw valueError(`Wrong value for ${model.name}.${field}: ${pyRepr(value)}`);
    }
    case 'datetime':
      if (isEmpty(value) || value === '') return null;
      if (value instanceof Date) return naiveDatetimeFromDate(value);
      if (typeof value === 'string') return parseOdooDatetime(value);
      throw typeError(`object of type '${pyTypeName(value)}' has no len()`);
    default:
      throw new Error(`convertScalar called for ${def.type}`);
  }
}

/** Many2one.convert_to_cache: ints and numeric strings are ids; a list is silently dropped (Odoo only takes tuples). */
export function convertMany2one(value: unknown): number | null {
  if (typeof value === 'number' && Number.isInteger(value)) return value === 0 ? null : value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value) || null;
  return null;
}

function toInteger(value: unknown): number {
  if (!truthy(value)) return 0;
  if (typeof value === 'number') return Math.trunc(value);
  if (value === true) return 1;
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  if (typeof value === 'string') throw valueError(`invalid literal for int() with base 10: ${pyRepr(value)}`);
  throw typeError(`int() argument must be a string, a bytes-like object or a real number, not '${pyTypeName(value)}'`);
}

function toFloat(value: unknown): number {
  if (!truthy(value)) return 0;
  if (typeof value === 'number') return value;
  if (value === true) return 1;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (typeof value === 'string') throw valueError(`could not convert string to float: ${pyRepr(value)}`);
  throw typeError(`float() argument must be a string or a real number, not '${pyTypeName(value)}'`);
}

/** Enough of `html_sanitize` to show its visible effects: scripts go, plain text is wrapped in a paragraph. */
function sanitizeHtml(html: string): string {
  const cleaned = html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/\son\w+\s*=\s*("[^"]*"|'[^']*')/gi, '');
  if (cleaned.trim() === '') return cleaned;
  return /^\s*</.test(cleaned) ? cleaned : `<p>${cleaned}</p>`;
}

export function pyTypeName(value: unknown): string {
  if (value === null || value === undefined) return 'NoneType';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  if (typeof value === 'string') return 'str';
  if (Array.isArray(value)) return 'list';
  if (value instanceof Date) return 'datetime';
  if (Buffer.isBuffer(value)) return 'Binary';
  return 'dict';
}
