// Faults shaped the way Odoo's /xmlrpc/2 handler sends them: code 1 carries a
// whole Python traceback whose last line is "ExceptionType: message"; codes 2–4 carry the message only.

export class OdooFault extends Error {
  constructor(
    /** 1 server error, 2 UserError, 3 AccessDenied, 4 AccessError; anything else only when injected. */
    readonly faultCode: number,
    readonly faultString: string,
  ) {
    super(faultString);
    this.name = 'OdooFault';
  }
}

/** Where the exception surfaced, which decides the (illustrative) frames of the traceback. */
export type FaultStage = 'parse' | 'common' | 'object' | 'orm';

const ODOO = '/usr/lib/python3/dist-packages/odoo';

const FRAMES: Record<FaultStage, string[]> = {
  parse: [
    `  File "${ODOO}/addons/base/controllers/rpc.py", line 150, in xmlrpc_2`,
    '    response = self._xmlrpc(service)',
    `  File "${ODOO}/addons/base/controllers/rpc.py", line 126, in _xmlrpc`,
    '    params, method = loads(data)',
    '  File "/usr/lib/python3.11/xmlrpc/client.py", line 1029, in loads',
    '    p.feed(data)',
    '  File "/usr/lib/python3.11/xmlrpc/client.py", line 451, in feed',
    '    self._parser.Parse(data, False)',
  ],
  common: [
    `  File "${ODOO}/addons/base/controllers/rpc.py", line 150, in xmlrpc_2`,
    '    response = self._xmlrpc(service)',
    `  File "${ODOO}/addons/base/controllers/rpc.py", line 127, in _xmlrpc`,
    '    result = dispatch_rpc(service, method, params)',
    `  File "${ODOO}/http.py", line 368, in dispatch_rpc`,
    '    return dispatch(method, params)',
    `  File "${ODOO}/service/common.py", line 59, in dispatch`,
    '    return g[exp_method_name](*params)',
  ],
  object: [
    `  File "${ODOO}/addons/base/controllers/rpc.py", line 150, in xmlrpc_2`,
    '    response = self._xmlrpc(service)',
    `  File "${ODOO}/addons/base/controllers/rpc.py", line 127, in _xmlrpc`,
    '    result = dispatch_rpc(service, method, params)',
    `  File "${ODOO}/http.py", line 368, in dispatch_rpc`,
    '    return dispatch(method, params)',
    `  File "${ODOO}/service/model.py", line 37, in dispatch`,
    '    res = execute_kw(db, uid, *params[3:])',
  ],
  orm: [
    `  File "${ODOO}/service/model.py", line 59, in execute_kw`,
    '    return execute(db, uid, obj, method, *args, **kw or {})',
    `  File "${ODOO}/service/model.py", line 82, in execute`,
    '    res = execute_cr(cr, uid, obj, method, *args, **kw)',
    `  File "${ODOO}/service/model.py", line 64, in execute_cr`,
    '    result = retrying(partial(odoo.api.call_kw, recs, method, args, kw), env)',
    `  File "${ODOO}/api.py", line 466, in call_kw`,
    '    result = _call_kw_model(method, model, args, kwargs)',
  ],
};

/** A fault 1 as Odoo formats it: `traceback.format_exception`, ending with a newline. */
export function pythonFault(exceptionType: string, message: string, stage: FaultStage = 'orm'): OdooFault {
  const frames = stage === 'orm' ? [...FRAMES.object, ...FRAMES.orm] : FRAMES[stage];
  const last = message === '' ? exceptionType : `${exceptionType}: ${message}`;
  return new OdooFault(1, ['Traceback (most recent call last):', ...frames, last].join('\n') + '\n');
}

export const valueError = (message: string): OdooFault => pythonFault('ValueError', message);
export const typeError = (message: string, stage: FaultStage = 'orm'): OdooFault => pythonFault('TypeError', message, stage);
export const userError = (message: string): OdooFault => new OdooFault(2, message);
export const accessDenied = (message = 'Access Denied'): OdooFault => new OdooFault(3, message);
export const accessError = (message: string): OdooFault => new OdooFault(4, message);

export const invalidField = (field: string, model: string): OdooFault =>
  valueError(`Invalid field ${pyRepr(field)} on model ${pyRepr(model)}`);

/** A NOT NULL violation; the import engine (`load`) reports these per row instead of faulting. */
export class NotNullFault extends OdooFault {
  constructor(
    message: string,
    readonly field: string,
    readonly fieldString: string,
  ) {
    super(2, message);
  }
}

/** A CHECK constraint of `_sql_constraints`; `load` reports its message quoted instead of faulting. */
export class SqlConstraintFault extends OdooFault {
  constructor(readonly constraintMessage: string) {
    super(2, `The operation cannot be completed: ${constraintMessage}`);
  }
}

/** Odoo 17's conversion of a NOT NULL violation (odoo/service/model.py `_as_validation_error`). */
export function mandatoryFieldFault(modelName: string, modelDescription: string, field: string, fieldString: string) {
  return new NotNullFault(
    'The operation cannot be completed:\n' +
      '- Create/update: a mandatory field is not set.\n' +
      '- Delete: another model requires the record being deleted. If possible, archive it instead.\n\n' +
      `Model: ${modelDescription} (${modelName})\n` +
      `Field: ${fieldString} (${field})\n`,
    field,
    fieldString,
  );
}

/** What a foreign-key violation becomes in Odoo 17 (the text speaks of deletion even on insert). */
export function foreignKeyFault(modelName: string, modelDescription: string, field: string) {
  return userError(
    'The operation cannot be completed: another model requires the record being deleted. ' +
      'If possible, archive it instead.\n\n' +
      `Model: ${modelDescription} (${modelName})\n` +
      `Constraint: ${modelName.replaceAll('.', '_')}_${field}_fkey\n`,
  );
}

/** odoo.exceptions.MissingError: a fault 2 over XML-RPC, a 404 over JSON-2. */
export class MissingRecordFault extends OdooFault {}

export function missingRecordFault(model: string, ids: readonly number[], uid: number) {
  const tuple = ids.length === 1 ? `${ids[0]},` : ids.join(', ');
  return new MissingRecordFault(2, `Record does not exist or has been deleted.\n(Record: ${model}(${tuple}), User: ${uid})`);
}

/**
 * What JSON-2's controller refuses before a method runs (rpc/controllers/json2.py): an HTTP status and
 * the werkzeug exception that carries it.
 */
export class Json2Refusal extends Error {
  constructor(
    readonly status: 401 | 403 | 404 | 422,
    /** The exception's qualified name; null for werkzeug's HTML page (no database selected). */
    readonly exception: string | null,
    message: string,
  ) {
    super(message);
    this.name = 'Json2Refusal';
  }
}

/** Python's `repr` for the values that travel over XML-RPC, so messages read like the real ones. */
export function pyRepr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return pyStringRepr(value);
  if (Array.isArray(value)) return `[${value.map(pyRepr).join(', ')}]`;
  if (value instanceof Date) return `<DateTime '${value.toISOString()}'>`;
  if (typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([k, v]) => `${pyStringRepr(k)}: ${pyRepr(v)}`)
      .join(', ')}}`;
  }
  return String(value);
}

/** A Python tuple's repr, as Odoo prints domain leaves. */
export function pyTupleRepr(items: readonly unknown[]): string {
  return items.length === 1 ? `(${pyRepr(items[0])},)` : `(${items.map(pyRepr).join(', ')})`;
}

function pyStringRepr(text: string): string {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\\') out += '\\\\';
    else if (ch === quote) out += `\\${quote}`;
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (ch === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${code.toString(16).padStart(2, '0')}`;
    else out += ch;
  }
  return `${quote}${out}${quote}`;
}
