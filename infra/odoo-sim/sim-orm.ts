// `odoo.api.call_kw` for the simulator: binds positional args and kwargs the way Python would (so a wrong
// argument count or an unknown keyword is the same TypeError), pops the context, checks the read right of
// the methods that read, runs the method, and logs the call's tracking.
import { pythonFault, typeError } from './odoo-faults';
import { accessMode, checkAccess, hasAccess, hasGroup, type AccessMode } from './sim-access';
import { exportData, setLost, setWon, toggleActive } from './sim-actions';
import { filterRecords } from './sim-domain';
import { modelDef, truthy, type OrmEnv } from './sim-fields';
import { loadRecords } from './sim-import';
import { flushTracking, postMessage } from './sim-mail';
import { hasActiveField, type ModelDef } from './sim-models';
import { createRecords } from './sim-record-create';
import { fieldsGet, readRecords } from './sim-record-read';
import { activeTest, nameSearch, searchRecords } from './sim-record-search';
import { unlinkRecords } from './sim-record-unlink';
import { asVals, toIds } from './sim-record-values';
import { writeRecords } from './sim-record-write';

type Bound = Record<string, unknown>;

interface MethodSpec {
  /** "model" methods take no ids; "multi" (record) methods take the id list as first positional arg. */
  kind: 'model' | 'multi';
  params: ReadonlyArray<readonly [name: string, optional: boolean]>;
  /** Accepts **kwargs (search_read forwards them to read). */
  varKw?: boolean;
  models?: readonly string[];
  /** Whether a model has the method when `models` does not list them (e.g. action_archive needs `active`). */
  applies?: (model: ModelDef) => boolean;
  /** The access right checked before it runs; create, write and unlink check their own, record by record. */
  access?: AccessMode;
  /** The Python class that defines it, for TypeError texts (default BaseModel). */
  owner?: string;
  run(env: OrmEnv, model: ModelDef, bound: Bound, ids: number[], extra: Bound): unknown;
}

const ARCHIVABLE = { kind: 'multi', params: [], applies: hasActiveField } as const;

const METHODS: Record<string, MethodSpec> = {
  create: {
    kind: 'model',
    params: [['vals_list', false]],
    run(env, model, { vals_list }) {
      // api.model_create_multi: a single dict returns an int, a list returns a list (all of 13–19).
      if (Array.isArray(vals_list)) return createRecords(env, model, vals_list.map(asVals));
      return createRecords(env, model, [asVals(vals_list)])[0];
    },
  },
  write: {
    kind: 'multi',
    params: [['vals', false]],
    run: (env, model, { vals }, ids) => writeRecords(env, model, ids, asVals(vals)),
  },
  unlink: { kind: 'multi', params: [], run: (env, model, _bound, ids) => unlinkRecords(env, model, ids) },
  read: {
    kind: 'multi',
    access: 'read',
    params: [
      ['fields', true],
      ['load', true],
    ],
    run: (env, model, { fields, load }, ids) => readRecords(env, model, ids, fields, load),
  },
  exists: {
    kind: 'multi',
    params: [],
    run: (env, model, _bound, ids) => ids.filter((id) => env.store.get(model.name, id)),
  },
  search: {
    kind: 'model',
    access: 'read',
    params: [
      ['domain', false],
      ['offset', true],
      ['limit', true],
      ['order', true],
    ],
    run: (env, model, bound) => searchRecords(env, model, bound as { domain: unknown }).map((r) => r.id),
  },
  search_count: {
    kind: 'model',
    access: 'read',
    params: [
      ['domain', false],
      ['limit', true],
    ],
    run(env, model, { domain, limit }) {
      const count = filterRecords(env, model, domain, { activeTest: activeTest(env) }).length;
      return typeof limit === 'number' && limit > 0 ? Math.min(limit, count) : count;
    },
  },
  search_read: {
    kind: 'model',
    access: 'read',
    params: [
      ['domain', true],
      ['fields', true],
      ['offset', true],
      ['limit', true],
      ['order', true],
    ],
    varKw: true,
    run(env, model, bound, _ids, extra) {
      for (const key of Object.keys(extra)) {
        if (key !== 'load') throw typeError(`BaseModel.read() got an unexpected keyword argument '${key}'`);
      }
      const ids = searchRecords(env, model, { ...bound, domain: bound.domain ?? [] }).map((r) => r.id);
      return readRecords(env, model, ids, bound.fields, extra.load);
    },
  },
  fields_get: {
    kind: 'model',
    params: [
      ['allfields', true],
      ['attributes', true],
    ],
    run: (env, model, { allfields, attributes }) => fieldsGet(env, model, allfields, attributes),
  },
  name_search: {
    kind: 'model',
    access: 'read',
    params: [
      ['name', true],
      ['args', true],
      ['operator', true],
      ['limit', true],
    ],
    run: (env, model, { name, args, operator, limit }) => nameSearch(env, model, name, args, operator, limit),
  },
  message_post: {
    // mail.thread.message_post(self, *, body='', …, **kwargs): keyword arguments only, one record.
    kind: 'multi',
    access: 'read',
    params: [],
    varKw: true,
    owner: 'MailThread',
    models: ['crm.lead', 'calendar.event', 'res.partner'],
    run: (env, model, _bound, ids, extra) => postMessage(env, model, ids, extra),
  },
  load: {
    kind: 'model',
    params: [
      ['fields', false],
      ['data', false],
    ],
    run: (env, model, { fields, data }) => loadRecords(env, model, fields, data),
  },
  context_get: {
    kind: 'model',
    params: [],
    models: ['res.users'],
    run: (env) => ({ lang: 'en_US', tz: 'Africa/Lagos', uid: env.uid }),
  },
  has_group: {
    // @api.model in 17.0: the context user's membership; the [[uid], xmlid] form is a TypeError.
    kind: 'model',
    params: [['group_ext_id', false]],
    models: ['res.users'],
    owner: 'Users',
    run: (env, _model, { group_ext_id }) => hasGroup(env, group_ext_id),
  },
  check_access_rights: {
    kind: 'model',
    params: [
      ['operation', false],
      ['raise_exception', true],
    ],
    run(env, model, { operation, raise_exception }) {
      const mode = accessMode(operation);
      if (raise_exception !== undefined && !truthy(raise_exception)) return hasAccess(env, model.name, mode);
      checkAccess(env, model.name, mode);
      return true;
    },
  },
  check: {
    // ir.model.access.check(model, mode='read', raise_exception=True)
    kind: 'model',
    params: [
      ['model', false],
      ['mode', true],
      ['raise_exception', true],
    ],
    models: ['ir.model.access'],
    owner: 'IrModelAccess',
    run(env, _model, { model, mode, raise_exception }) {
      if (typeof model !== 'string') throw pythonFault('AssertionError', `Not a model name: ${String(model)}`);
      const checked = accessMode(mode ?? 'read');
      if (raise_exception !== undefined && !truthy(raise_exception)) return hasAccess(env, model, checked);
      checkAccess(env, model, checked);
      return true;
    },
  },
  export_data: {
    kind: 'multi',
    access: 'read',
    params: [['fields_to_export', false]],
    run: (env, model, { fields_to_export }, ids) => exportData(env, model, ids, fields_to_export),
  },
  action_set_won: {
    kind: 'multi',
    params: [],
    models: ['crm.lead'],
    owner: 'Lead',
    run: (env, model, _bound, ids) => setWon(env, model, ids),
  },
  action_set_lost: {
    kind: 'multi',
    params: [],
    varKw: true,
    models: ['crm.lead'],
    owner: 'Lead',
    run: (env, model, _bound, ids, extra) => setLost(env, model, ids, extra),
  },
  action_archive: { ...ARCHIVABLE, run: (env, model, _bound, ids) => toggleActive(env, model, ids, 'archive') },
  action_unarchive: { ...ARCHIVABLE, run: (env, model, _bound, ids) => toggleActive(env, model, ids, 'unarchive') },
  toggle_active: { ...ARCHIVABLE, run: (env, model, _bound, ids) => toggleActive(env, model, ids, 'toggle') },
};

/** Runs `model.method(*args, **kwargs)` for one execute_kw; throws OdooFault like Odoo would. */
export function callKw(env: Omit<OrmEnv, 'context'>, modelName: string, method: string, args: unknown, kwargs: unknown): unknown {
  const model = modelDef({ ...env, context: {} }, modelName);
  const spec = Object.hasOwn(METHODS, method) ? METHODS[method] : undefined;
  if (!spec || (spec.models && !spec.models.includes(modelName)) || (spec.applies && !spec.applies(model))) {
    throw pythonFault('AttributeError', `The method '${method}' does not exist on the model '${modelName}'`);
  }
  if (!Array.isArray(args)) throw typeError(`odoo.service.model.execute() argument after * must be an iterable, not ${typeof args}`);
  if (kwargs !== undefined && kwargs !== false && (typeof kwargs !== 'object' || kwargs === null || Array.isArray(kwargs))) {
    throw typeError('odoo.service.model.execute() argument after ** must be a mapping, not list');
  }
  const { context, ...rest } = (kwargs || {}) as Record<string, unknown>;
  const ctx = typeof context === 'object' && context !== null && !Array.isArray(context) ? (context as Record<string, unknown>) : {};
  const fullEnv: OrmEnv = { ...env, context: ctx, tracking: new Map() };

  let positional = args as unknown[];
  let ids: number[] = [];
  if (spec.kind === 'multi') {
    if (positional.length === 0) throw pythonFault('IndexError', 'list index out of range');
    ids = toIds(positional[0]);
    positional = positional.slice(1);
  }
  const { bound, extra } = bind(`${spec.owner ?? 'BaseModel'}.${method}`, spec, positional, rest);
  if (spec.access) checkAccess(fullEnv, model.name, spec.access);
  const result = spec.run(fullEnv, model, bound, ids, extra);
  flushTracking(fullEnv);
  return result;
}

function bind(qualname: string, spec: MethodSpec, positional: unknown[], kwargs: Bound): { bound: Bound; extra: Bound } {
  const names = spec.params.map(([name]) => name);
  const required = spec.params.filter(([, optional]) => !optional).map(([name]) => name);
  if (positional.length > names.length) {
    const min = required.length + 1;
    const max = names.length + 1;
    const takes = min === max ? `${max} positional argument${max === 1 ? '' : 's'}` : `from ${min} to ${max} positional arguments`;
    throw typeError(`${qualname}() takes ${takes} but ${positional.length + 1} were given`);
  }
  const bound: Bound = {};
  positional.forEach((value, index) => {
    bound[names[index] as string] = value;
  });
  const extra: Bound = {};
  for (const [key, value] of Object.entries(kwargs)) {
    if (names.includes(key)) {
      if (key in bound) throw typeError(`${qualname}() got multiple values for argument '${key}'`);
      bound[key] = value;
    } else if (spec.varKw) {
      extra[key] = value;
    } else {
      throw typeError(`${qualname}() got an unexpected keyword argument '${key}'`);
    }
  }
  const missing = required.filter((name) => !(name in bound));
  if (missing.length > 0) {
    const list =
      missing.length === 1
        ? `'${missing[0]}'`
        : `${missing
            .slice(0, -1)
            .map((m) => `'${m}'`)
            .join(', ')} and '${missing.at(-1)}'`;
    throw typeError(`${qualname}() missing ${missing.length} required positional argument${missing.length === 1 ? '' : 's'}: ${list}`);
  }
  return { bound, extra };
}
