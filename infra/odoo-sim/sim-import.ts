// `Model.load(fields, rows)`: Odoo's import engine, the atomic "create or update by external id" the worker
// relies on for idempotency. Cells are strings; `id` is the external id
// (module `__import__` when none is given); relations use `field/.id` (database id) or `field/id` (external
// id). Row problems come back as messages with `ids: false` and nothing saved, never as a fault: a missing
// right too (creating needs the create right, updating the write right, even with no column but `id`).
import { invalidField, NotNullFault, OdooFault, SqlConstraintFault } from './odoo-faults';
import { parseOdooDatetime } from './odoo-datetime';
import { displayName, modelDef, sudo, type OrmEnv } from './sim-fields';
import { type FieldDef, type ModelDef } from './sim-models';
import { createRecords } from './sim-record-create';
import { type Vals } from './sim-record-values';
import { writeRecords } from './sim-record-write';

export interface ImportMessage {
  type: 'error' | 'warning';
  message: string;
  record: number;
  rows: { from: number; to: number };
  field?: string;
  field_name?: string;
  moreinfo?: string;
}

export interface ImportResult {
  ids: number[] | false;
  messages: ImportMessage[];
  /** Always 0 here (the import wizard's batching; Odoo 17 always sends it). */
  nextrow: number;
}

const IMPORT_MODULE = '__import__';

type Column = { kind: 'xmlid' } | { kind: 'dbid' } | { kind: 'field'; name: string; def: FieldDef; via: 'name' | 'dbid' | 'xmlid' };

class RowError extends Error {
  constructor(
    readonly field: string,
    message: string,
    readonly fieldLabel: string,
  ) {
    super(message);
  }
}

export function loadRecords(env: OrmEnv, model: ModelDef, fields: unknown, data: unknown): ImportResult {
  const columns = parseColumns(model, fields);
  const rows = Array.isArray(data) ? data : [];
  const messages: ImportMessage[] = [];
  const ids: number[] = [];
  const start = env.store.mark();

  rows.forEach((row, index) => {
    const cells = Array.isArray(row) ? row : [];
    const info = { record: index, rows: { from: index, to: index } };
    try {
      const { vals, xmlid, dbid } = convertRow(env, columns, cells, messages, info);
      const id = env.store.savepoint(() => saveRow(env, model, vals, xmlid, dbid));
      ids.push(id);
    } catch (error) {
      messages.push({ ...info, type: 'error', ...describe(error) });
    }
  });

  if (messages.some((m) => m.type === 'error')) {
    env.store.rollbackTo(start);
    return { ids: false, messages, nextrow: 0 };
  }
  return { ids, messages, nextrow: 0 };
}

function describe(error: unknown): Pick<ImportMessage, 'message' | 'field' | 'field_name' | 'moreinfo'> {
  if (error instanceof RowError) return { message: error.message, field: error.field, field_name: error.fieldLabel };
  if (error instanceof NotNullFault) {
    return { message: `Missing required value for the field '${error.fieldString}' (${error.field})`, field: error.field };
  }
  if (error instanceof SqlConstraintFault) return { message: `'${error.constraintMessage}'` };
  if (error instanceof OdooFault && error.faultCode !== 1) return { message: error.faultString };
  const lastLine = error instanceof OdooFault ? (error.faultString.trim().split('\n').pop() ?? '') : String(error);
  const [type = 'Exception', ...rest] = lastLine.split(': ');
  return {
    message: `Unknown error during import: <class '${type}'>: ${rest.join(': ')}`,
    moreinfo: 'Resolve other errors first',
  };
}

function parseColumns(model: ModelDef, fields: unknown): Column[] {
  const names = Array.isArray(fields) ? fields : [];
  return names.map((raw) => {
    const name = String(raw);
    if (name === 'id') return { kind: 'xmlid' };
    if (name === '.id') return { kind: 'dbid' };
    // fix_import_export_id_paths: "a.id" → "a/.id", "a:id" → "a/id".
    const path = name
      .replace(/([^/])\.id$/, '$1/.id')
      .replace(/:id$/, '/id')
      .split('/');
    const [fieldName = '', sub] = path;
    const def = model.fields[fieldName];
    if (!def || path.length > 2 || (sub !== undefined && sub !== 'id' && sub !== '.id')) {
      throw invalidField(fieldName, model.name);
    }
    const relational = def.type === 'many2one' || def.type === 'many2many' || def.type === 'one2many';
    if (sub !== undefined && !relational) throw invalidField(name, model.name);
    return { kind: 'field', name: fieldName, def, via: sub === '.id' ? 'dbid' : sub === 'id' ? 'xmlid' : 'name' };
  });
}

function convertRow(
  env: OrmEnv,
  columns: Column[],
  cells: unknown[],
  messages: ImportMessage[],
  info: Pick<ImportMessage, 'record' | 'rows'>,
): { vals: Vals; xmlid: string | null; dbid: number | null } {
  const vals: Vals = {};
  let xmlid: string | null = null;
  let dbid: number | null = null;
  columns.forEach((column, index) => {
    const raw = cells[index];
    const cell = raw === undefined || raw === null || raw === false ? '' : String(raw);
    if (column.kind === 'xmlid') {
      xmlid = cell === '' ? null : cell.includes('.') ? cell : `${IMPORT_MODULE}.${cell}`;
      return;
    }
    if (column.kind === 'dbid') {
      if (cell === '') return;
      if (!/^\d+$/.test(cell)) throw new RowError('.id', `Invalid database identifier '${cell}'`, 'ID');
      dbid = Number(cell);
      return;
    }
    vals[column.name] = convertCell(env, column, cell, (message) =>
      messages.push({ ...info, type: 'warning', message, field: column.name, field_name: column.def.string }),
    );
  });
  return { vals, xmlid, dbid };
}

function convertCell(env: OrmEnv, column: Extract<Column, { kind: 'field' }>, cell: string, warn: (message: string) => void): unknown {
  const { def, name } = column;
  const fail = (message: string): never => {
    throw new RowError(name, message.replace('%(field)s', def.string), def.string);
  };
  switch (def.type) {
    case 'char':
    case 'text':
    case 'html':
      return cell === '' ? false : cell;
    case 'integer':
      if (cell === '') return false;
      return /^\s*[-+]?\d+\s*$/.test(cell)
        ? Number.parseInt(cell, 10)
        : fail(`'${cell}' does not seem to be an integer for field '%(field)s'`);
    case 'float':
      if (cell === '') return false;
      return Number.isFinite(Number(cell)) ? Number(cell) : fail(`'${cell}' does not seem to be a number for field '%(field)s'`);
    case 'boolean': {
      const lower = cell.toLowerCase();
      if (['1', 'true', 'yes'].includes(lower)) return true;
      if (['', '0', 'false', 'no'].includes(lower)) return false;
      warn(`Unknown value '${cell}' for boolean field '${def.string}', assuming 'yes'`);
      return true;
    }
    case 'selection': {
      if (cell === '') return false;
      const match = def.selection?.find(([key, label]) => key === cell || label.toLowerCase() === cell.toLowerCase());
      return match ? match[0] : fail(`Value '${cell}' not found in selection field '%(field)s'`);
    }
    case 'datetime':
      if (cell === '') return false;
      try {
        return parseOdooDatetime(cell);
      } catch {
        return fail(`'${cell}' does not seem to be a valid datetime for field '%(field)s'`);
      }
    case 'many2one':
      return cell === '' ? false : resolveReference(env, column, cell, warn, fail);
    case 'many2many':
    case 'one2many': {
      if (cell === '') return false;
      const ids = cell.split(',').map((part) => resolveReference(env, column, part.trim(), warn, fail));
      return [[6, 0, ids]];
    }
  }
}

function resolveReference(
  env: OrmEnv,
  column: Extract<Column, { kind: 'field' }>,
  value: string,
  warn: (message: string) => void,
  fail: (message: string) => never,
): number {
  const comodel = modelDef(env, column.def.relation ?? '');
  if (column.via === 'dbid') {
    const id = /^\d+$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(id) || !env.store.get(comodel.name, id)) {
      return fail(`Invalid database id '${value}' for the field '%(field)s'`);
    }
    return id;
  }
  if (column.via === 'xmlid') {
    const id = lookupXmlid(env, value.includes('.') ? value : `${IMPORT_MODULE}.${value}`, comodel.name);
    return id ?? fail(`No matching record found for external id '${value}' in field '%(field)s'`);
  }
  const matches = env.store.all(comodel.name).filter((record) => displayName(env, comodel, record) === value);
  const first = matches[0];
  if (!first) return fail(`No matching record found for name '${value}' in field '%(field)s'`);
  if (matches.length > 1) {
    warn(`Found multiple matches for value '${value}' in field '${column.def.string}' (${matches.length} entries)`);
  }
  return first.id;
}

function lookupXmlid(env: OrmEnv, xmlid: string, model: string): number | null {
  const [module, ...rest] = xmlid.split('.');
  const name = rest.join('.');
  const data = env.store.all('ir.model.data').find((r) => r.module === module && r.name === name);
  if (!data || data.model !== model || typeof data.res_id !== 'number') return null;
  return env.store.get(model, data.res_id) ? data.res_id : null;
}

/** Updates the record the external id (or `.id`) points at, else creates it and registers the external id. */
/**
 * One row as Odoo 17's `_load_records` saves it. The context `mode: 'update'` with `noupdate: true` makes
 * an upsert that never overwrites: a record whose external id was registered with noupdate is returned
 * as it is (not written), a missing one is created and its external id registered with noupdate.
 */
function saveRow(env: OrmEnv, model: ModelDef, vals: Vals, xmlid: string | null, dbid: number | null): number {
  if (dbid !== null) {
    if (!env.store.get(model.name, dbid)) throw new RowError('.id', `Unknown database identifier '${dbid}'`, 'ID');
    writeRecords(env, model, [dbid], vals);
    return dbid;
  }
  if (xmlid === null) return createRecords(env, model, [vals])[0] as number;

  const [module = '', ...rest] = xmlid.split('.');
  const name = rest.join('.');
  const data = env.store.all('ir.model.data').find((r) => r.module === module && r.name === name);
  if (data && data.model !== model.name) {
    throw new RowError('id', `External ID ${xmlid} already refers to a ${String(data.model)} record`, 'External ID');
  }
  const update = env.context.mode === 'update';
  const noupdate = env.context.noupdate === true;
  if (data && typeof data.res_id === 'number' && env.store.get(model.name, data.res_id)) {
    if (!(update && data.noupdate === true)) writeRecords(env, model, [data.res_id], vals);
    return data.res_id;
  }
  const id = createRecords(env, model, [vals])[0] as number;
  // The external id is the server's business: registered as superuser (a bot may not touch ir.model.data).
  const imd = modelDef(env, 'ir.model.data');
  if (data) writeRecords(sudo(env), imd, [data.id], { res_id: id, noupdate });
  else createRecords(sudo(env), imd, [{ module, name, model: model.name, res_id: id, noupdate }]);
  return id;
}
