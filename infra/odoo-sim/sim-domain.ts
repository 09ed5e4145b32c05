// Odoo search domains (prefix "&", "|", "!" over [field, operator, value] leaves) evaluated in memory with
// SQL's NULL rules as Odoo writes them, plus the `active_test` filter. Sorting is sim-order.ts.
import { pyRepr, pythonFault, pyTupleRepr, valueError } from './odoo-faults';
import { displayName, fieldValue, modelDef, type OrmEnv } from './sim-fields';
import { type FieldDef, type ModelDef } from './sim-models';
import { type StoredRecord, type StoredValue } from './sim-store';

const TERM_OPERATORS = new Set([
  '=',
  '!=',
  '<=',
  '<',
  '>',
  '>=',
  '=?',
  '=like',
  '=ilike',
  'like',
  'not like',
  'ilike',
  'not ilike',
  'in',
  'not in',
  'child_of',
  'parent_of',
]);
const NEGATIVE = new Set(['!=', 'not like', 'not ilike', 'not in']);
const POSITIVE_OF: Record<string, string> = { '!=': '=', 'not like': 'like', 'not ilike': 'ilike', 'not in': 'in' };

type Node =
  | { kind: 'true' }
  | { kind: 'false' }
  | { kind: 'leaf'; path: string[]; operator: string; value: unknown }
  | { kind: 'not'; child: Node }
  | { kind: 'and' | 'or'; left: Node; right: Node };

export interface SearchOptions {
  activeTest: boolean;
}

/** The records of `model` that satisfy `domain`, in storage order. */
export function filterRecords(env: OrmEnv, model: ModelDef, domain: unknown, options: SearchOptions): StoredRecord[] {
  const tree = parseDomain(model, domain);
  const activeFilter = options.activeTest && model.fields.active?.type === 'boolean' && !mentionsField(tree, 'active');
  return env.store.all(model.name).filter((record) => (!activeFilter || record.active === true) && evaluate(env, model, tree, record));
}

function mentionsField(node: Node, field: string): boolean {
  switch (node.kind) {
    case 'leaf':
      return node.path[0] === field;
    case 'not':
      return mentionsField(node.child, field);
    case 'and':
    case 'or':
      return mentionsField(node.left, field) || mentionsField(node.right, field);
    default:
      return false;
  }
}

function parseDomain(model: ModelDef, domain: unknown): Node {
  if (domain === false || domain === null || domain === undefined) return { kind: 'true' };
  if (!Array.isArray(domain)) {
    throw valueError(`Invalid domain ${pyRepr(domain)}`);
  }
  if (domain.length === 0) return { kind: 'true' };

  // normalize_domain: an implicit "&" between consecutive terms.
  const tokens: unknown[] = [];
  let expected = 1;
  for (const token of domain) {
    if (expected === 0) {
      tokens.unshift('&');
      expected = 1;
    }
    if (Array.isArray(token)) expected -= 1;
    else expected += ({ '!': 1, '&': 2, '|': 2 }[String(token)] ?? 0) - 1;
    tokens.push(token);
  }
  if (expected !== 0) throw valueError(`Domain ${pyRepr(domain)} is syntactically not correct.`);

  let position = 0;
  const next = (): Node => {
    const token = tokens[position++];
    if (token === '!') return { kind: 'not', child: next() };
    if (token === '&' || token === '|') {
      const left = next();
      return { kind: token === '&' ? 'and' : 'or', left, right: next() };
    }
    return parseLeaf(model, token);
  };
  return next();
}

function parseLeaf(model: ModelDef, token: unknown): Node {
  if (!Array.isArray(token) || token.length !== 3) throw valueError(`Invalid leaf ${pyRepr(token)}`);
  const [left, rawOperator, right] = token as [unknown, unknown, unknown];
  if ((left === 1 || left === 0) && rawOperator === '=' && right === 1) return { kind: left === 1 ? 'true' : 'false' };
  let operator = typeof rawOperator === 'string' ? rawOperator.toLowerCase() : rawOperator;
  if (operator === '<>') operator = '!=';
  if (typeof left !== 'string' || typeof operator !== 'string' || !TERM_OPERATORS.has(operator)) {
    throw valueError(`Invalid leaf ${pyRepr(token)}`);
  }
  const path = left.split('.');
  if (!model.fields[path[0] ?? '']) {
    throw valueError(`Invalid field ${model.name}.${path[0]} in leaf ${pyTupleRepr([left, operator, right])}`);
  }
  return { kind: 'leaf', path, operator, value: right };
}

function evaluate(env: OrmEnv, model: ModelDef, node: Node, record: StoredRecord): boolean {
  switch (node.kind) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'not':
      return !evaluate(env, model, node.child, record);
    case 'and':
      return evaluate(env, model, node.left, record) && evaluate(env, model, node.right, record);
    case 'or':
      return evaluate(env, model, node.left, record) || evaluate(env, model, node.right, record);
    case 'leaf':
      return evaluateLeaf(env, model, node, record);
  }
}

function evaluateLeaf(
  env: OrmEnv,
  model: ModelDef,
  leaf: { path: string[]; operator: string; value: unknown },
  record: StoredRecord,
): boolean {
  const [name = '', ...rest] = leaf.path;
  const def = model.fields[name] as FieldDef;
  const stored = fieldValue(env, model, record, name);
  const relational = def.type === 'many2one' || def.type === 'many2many' || def.type === 'one2many';

  if (relational) {
    const ids = Array.isArray(stored) ? stored : typeof stored === 'number' ? [stored] : [];
    const comodel = modelDef(env, def.relation ?? '');
    if (rest.length > 0) {
      // A dotted path is a search on the comodel, then an "in" on its ids.
      const matching = new Set(
        filterRecords(env, comodel, [[rest.join('.'), leaf.operator, leaf.value]], {
          activeTest: def.type !== 'many2one',
        }).map((r) => r.id),
      );
      return ids.some((id) => matching.has(id));
    }
    if (isNameValue(leaf.value)) {
      // A string against a relation is a name_search on the comodel.
      const operator = POSITIVE_OF[leaf.operator] ?? leaf.operator;
      const names = env.store
        .all(comodel.name)
        .filter((r) => matchScalar(displayName(env, comodel, r), operator, leaf.value, 'char'))
        .map((r) => r.id);
      const hit = ids.some((id) => names.includes(id));
      return NEGATIVE.has(leaf.operator) ? !hit : hit;
    }
    if (def.type === 'many2one') return matchScalar(ids[0] ?? null, leaf.operator, leaf.value, 'many2one');
    return matchMany(ids, leaf.operator, leaf.value);
  }
  const right = def.type === 'datetime' ? datetimeOperand(leaf.value, leaf.operator) : leaf.value;
  return matchScalar(stored, leaf.operator, right, def.type);
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?\s*(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A datetime compared in a domain goes to PostgreSQL as text: a bare date gets the day's first (or, for
 * ">" and "<=", last) second as Odoo adds it; "T", "Z", an offset (ignored for a timestamp without time
 * zone) and microseconds are accepted. Returns the canonical "YYYY-MM-DD HH:MM:SS[.ffffff]".
 */
function datetimeOperand(value: unknown, operator: string): unknown {
  if (typeof value !== 'string' || value === '' || !['=', '!=', '<', '>', '<=', '>='].includes(operator)) return value;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value} ${operator === '>' || operator === '<=' ? '23:59:59' : '00:00:00'}`;
  const match = TIMESTAMP.exec(value.trim());
  if (!match) throw pythonFault('psycopg2.errors.InvalidDatetimeFormat', `invalid input syntax for type timestamp: "${value}"`);
  const [, date, hours = '0', minutes, seconds = '00', fraction = ''] = match;
  return `${date} ${hours.padStart(2, '0')}:${minutes}:${seconds}${fraction}`;
}

function isNameValue(value: unknown): boolean {
  if (typeof value === 'string') return true;
  return Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'string');
}

const isNull = (value: StoredValue, type: string) =>
  value === null || (type === 'boolean' && value === false) || (isTextType(type) && value === '');
const isTextType = (type: string) => type === 'char' || type === 'text' || type === 'html';
const isFalsy = (value: unknown) => value === false || value === null || value === undefined;

function equals(stored: StoredValue, right: unknown): boolean {
  if (stored === null) return false;
  if (typeof stored === 'number' && typeof right === 'string' && right.trim() !== '') return stored === Number(right);
  if (typeof stored === 'boolean') return stored === Boolean(right);
  return stored === right;
}

function matchScalar(stored: StoredValue, operator: string, right: unknown, type: string): boolean {
  switch (operator) {
    case '=?':
      return isFalsy(right) ? true : matchScalar(stored, '=', right, type);
    case '=':
      return isFalsy(right) ? isNull(stored, type) : equals(stored, right);
    case '!=':
      return isFalsy(right) ? !isNull(stored, type) : stored === null || !equals(stored, right);
    case 'in':
    case 'child_of':
    case 'parent_of': {
      const list = Array.isArray(right) ? right : [right];
      return list.some((item) => (isFalsy(item) ? isNull(stored, type) : equals(stored, item)));
    }
    case 'not in': {
      const list = Array.isArray(right) ? right : [right];
      if (list.some(isFalsy) && isNull(stored, type)) return false;
      return stored === null || !list.some((item) => !isFalsy(item) && equals(stored, item));
    }
    case 'like':
    case 'ilike':
    case '=like':
    case '=ilike': {
      if (stored === null) return false;
      const pattern = operator.startsWith('=') ? String(right) : `%${String(right)}%`;
      return likeToRegExp(pattern, operator.endsWith('ilike')).test(String(stored));
    }
    case 'not like':
    case 'not ilike':
      return stored === null || !matchScalar(stored, operator.slice(4), right, type);
    case '<':
    case '>':
    case '<=':
    case '>=': {
      if (stored === null || isFalsy(right)) return false;
      const a = stored as number | string;
      const b = typeof stored === 'number' ? Number(right) : String(right);
      if (operator === '<') return a < b;
      if (operator === '>') return a > b;
      if (operator === '<=') return a <= b;
      return a >= b;
    }
    default:
      return false;
  }
}

function matchMany(ids: number[], operator: string, right: unknown): boolean {
  const list = (Array.isArray(right) ? right : [right]).filter((item) => !isFalsy(item)).map(Number);
  const wantsEmpty = isFalsy(right) || (Array.isArray(right) && right.some(isFalsy));
  const hit = ids.some((id) => list.includes(id)) || (wantsEmpty && ids.length === 0);
  switch (operator) {
    case '=':
    case 'in':
    case 'child_of':
    case 'parent_of':
      return hit;
    case '!=':
    case 'not in':
      return !hit;
    default:
      return false;
  }
}

function likeToRegExp(pattern: string, caseInsensitive: boolean): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern.charAt(i);
    if (ch === '\\' && i + 1 < pattern.length) source += pattern.charAt(++i).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    else if (ch === '%') source += '.*';
    else if (ch === '_') source += '.';
    else source += ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'si' : 's');
}
