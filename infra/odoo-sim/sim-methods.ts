// The ORM methods the simulator answers, with their Python signatures (for binding arguments as Odoo does),
// the access right each checks, and what each runs; from 18 has_group runs on a user record and has_access
// exists (sim-series.ts). `callKw` (sim-orm.ts, XML-RPC) and `callJson2` (sim-json2.ts) bind their
// arguments, and `runMethod` runs them.
import { pythonFault, typeError } from './odoo-faults';
import { accessMode, checkAccess, hasAccess, hasGroup, type AccessMode } from './sim-access';
import { exportData, setLost, setWon, toggleActive } from './sim-actions';
import { filterRecords } from './sim-domain';
import { truthy, type OrmEnv } from './sim-fields';
import { loadRecords } from './sim-import';
import { flushTracking, postMessage } from './sim-mail';
import { hasActiveField, type ModelDef } from './sim-models';
import { createRecords } from './sim-record-create';
import { fieldsGet, readRecords } from './sim-record-read';
import { activeTest, nameSearch, searchRecords } from './sim-record-search';
import { unlinkRecords } from './sim-record-unlink';
import { asVals } from './sim-record-values';
import { writeRecords } from './sim-record-write';
import { type OdooSeries, recordRights, recordsAsIds, usersClass } from './sim-series';

export type Bound = Record<string, unknown>;

export interface MethodSpec {
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
  owner?: string | ((series: OdooSeries) => string);
  /** Answers a record (api.returns): its id in 17 and 18, an id list from 19. */
  returnsRecord?: boolean;
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
    returnsRecord: true,
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
    owner: usersClass,
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

/** From 18: has_group runs on one user (ensure_one), has_access is there beside the deprecated check_access_rights. */
const SINCE_18: Record<string, MethodSpec> = {
  has_group: {
    kind: 'multi',
    params: [['group_ext_id', false]],
    models: ['res.users'],
    owner: usersClass,
    run(env, model, { group_ext_id }, ids) {
      if (ids.length !== 1)
        throw pythonFault('ValueError', `Expected singleton: ${model.name}(${ids.join(', ')}${ids.length === 1 ? ',' : ''})`);
      return hasGroup({ ...env, uid: ids[0] as number }, group_ext_id);
    },
  },
  has_access: {
    kind: 'multi',
    params: [['operation', false]],
    run: (env, model, { operation }) => hasAccess(env, model.name, accessMode(operation)),
  },
};

/** Models whose write override names its argument `values` before 19 (`vals` from 19, as BaseModel's). */
const WRITE_VALUES_BEFORE_19 = new Set(['calendar.event', 'utm.source', 'crm.team', 'res.users']);

/** The method as this series has it, or undefined when the model does not have it. */
export function methodOf(series: OdooSeries, model: ModelDef, method: string): MethodSpec | undefined {
  const table = recordRights(series) && Object.hasOwn(SINCE_18, method) ? SINCE_18 : METHODS;
  let spec = Object.hasOwn(table, method) ? table[method] : undefined;
  if (!spec || (spec.models && !spec.models.includes(model.name)) || (spec.applies && !spec.applies(model))) return undefined;
  if (method === 'write' && model.name === 'calendar.event') spec = { ...spec, owner: series >= 19 ? 'CalendarEvent' : 'Meeting' };
  if (method === 'write' && series < 19 && WRITE_VALUES_BEFORE_19.has(model.name)) {
    const write = spec;
    return { ...write, params: [['values', false]], run: (env, m, { values }, ids) => write.run(env, m, { vals: values }, ids, {}) };
  }
  return spec;
}

export const ownerOf = (spec: MethodSpec, series: OdooSeries) =>
  typeof spec.owner === 'function' ? spec.owner(series) : (spec.owner ?? 'BaseModel');

/**
 * Runs a method whose arguments are bound, for either protocol: with the call's context (anything but a
 * mapping counts as none), the read right checked first for the methods that read, the call's tracking
 * logged after; a record answer as the series sends it.
 */
export function runMethod(
  env: Omit<OrmEnv, 'context'>,
  model: ModelDef,
  spec: MethodSpec,
  call: { context: unknown; ids: number[]; bound: Bound; extra: Bound },
): unknown {
  const { context } = call;
  const ctx = typeof context === 'object' && context !== null && !Array.isArray(context) ? (context as Record<string, unknown>) : {};
  const fullEnv: OrmEnv = { ...env, context: ctx, tracking: new Map() };
  if (spec.access) checkAccess(fullEnv, model.name, spec.access);
  const result = spec.run(fullEnv, model, call.bound, call.ids, call.extra);
  flushTracking(fullEnv);
  return spec.returnsRecord && recordsAsIds(env.series) && typeof result === 'number' ? [result] : result;
}
