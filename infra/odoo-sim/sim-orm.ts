// `odoo.api.call_kw` for the simulator: binds positional args and kwargs the way Python would (so a wrong
// argument count or an unknown keyword is the same TypeError), pops the context, and runs the method.
import { missingRecordFault, pythonFault, typeError, valueError } from './odoo-faults';
import { modelDef, type OrmEnv } from './sim-fields';
import { loadRecords } from './sim-import';
import { type ModelDef } from './sim-models';
import {
  activeTest,
  asVals,
  createRecords,
  fieldsGet,
  nameSearch,
  readRecords,
  searchRecords,
  toIds,
  unlinkRecords,
  writeRecords,
} from './sim-records';
import { filterRecords } from './sim-domain';

type Bound = Record<string, unknown>;

interface MethodSpec {
  /** "model" methods take no ids; "multi" (record) methods take the id list as first positional arg. */
  kind: 'model' | 'multi';
  params: ReadonlyArray<readonly [name: string, optional: boolean]>;
  /** Accepts **kwargs (search_read forwards them to read). */
  varKw?: boolean;
  models?: readonly string[];
  /** The Python class that defines it, for TypeError texts (default BaseModel). */
  owner?: string;
  run(env: OrmEnv, model: ModelDef, bound: Bound, ids: number[], extra: Bound): unknown;
}

/** Groups the seeded API user belongs to (an administrator with the Leads setting on). */
const BOT_GROUPS = new Set([
  'base.group_user',
  'base.group_system',
  'base.group_erp_manager',
  'sales_team.group_sale_salesman',
  'sales_team.group_sale_salesman_all_leads',
  'sales_team.group_sale_manager',
  'crm.group_use_lead',
]);

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
    run: (_env, model, { allfields, attributes }) => fieldsGet(model, allfields, attributes),
  },
  name_search: {
    kind: 'model',
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
    kind: 'multi',
    params: [['group_ext_id', false]],
    models: ['res.users'],
    run: (_env, _model, { group_ext_id }, ids) => ids.length === 1 && ids[0] === 2 && BOT_GROUPS.has(String(group_ext_id)),
  },
};

/** Runs `model.method(*args, **kwargs)` for one execute_kw; throws OdooFault like Odoo would. */
export function callKw(env: Omit<OrmEnv, 'context'>, modelName: string, method: string, args: unknown, kwargs: unknown): unknown {
  const model = modelDef({ ...env, context: {} }, modelName);
  const spec = METHODS[method];
  if (!spec || (spec.models && !spec.models.includes(modelName))) {
    throw pythonFault('AttributeError', `The method '${method}' does not exist on the model '${modelName}'`);
  }
  if (!Array.isArray(args)) throw typeError(`odoo.service.model.execute() argument after * must be an iterable, not ${typeof args}`);
  if (kwargs !== undefined && kwargs !== false && (typeof kwargs !== 'object' || kwargs === null || Array.isArray(kwargs))) {
    throw typeError('odoo.service.model.execute() argument after ** must be a mapping, not list');
  }
  const { context, ...rest } = (kwargs || {}) as Record<string, unknown>;
  const ctx = typeof context === 'object' && context !== null && !Array.isArray(context) ? (context as Record<string, unknown>) : {};
  const fullEnv: OrmEnv = { ...env, context: ctx };

  let positional = args as unknown[];
  let ids: number[] = [];
  if (spec.kind === 'multi') {
    if (positional.length === 0) throw pythonFault('IndexError', 'list index out of range');
    ids = toIds(positional[0]);
    positional = positional.slice(1);
  }
  const { bound, extra } = bind(`${spec.owner ?? 'BaseModel'}.${method}`, spec, positional, rest);
  return spec.run(fullEnv, model, bound, ids, extra);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A chatter message on one record, as Odoo 17's message_post stores it: a plain-text body is escaped and
 * wrapped in a paragraph (body_is_html keeps it as sent), the subtype comes from subtype_xmlid / subtype_id
 * (a note by default), the author is the caller's partner. Returns the mail.message id.
 */
function postMessage(env: OrmEnv, model: ModelDef, ids: number[], kwargs: Bound): number {
  if (ids.length !== 1) throw valueError(`Expected singleton: ${model.name}(${ids.join(', ')}${ids.length === 1 ? ',' : ''})`);
  if ('model' in kwargs || 'res_id' in kwargs || 'subtype' in kwargs) {
    throw valueError("message_post doesn't support model and res_id parameters anymore. Please call message_post on record.");
  }
  const id = ids[0] as number;
  const record = env.store.get(model.name, id);
  if (!record) throw missingRecordFault(model.name, ids, env.uid);
  const raw = typeof kwargs.body === 'string' ? kwargs.body : '';
  const body = kwargs.body_is_html === true ? raw : raw ? `<p>${escapeHtml(raw).replace(/\n/g, '<br>')}</p>` : '';
  const xmlid = typeof kwargs.subtype_xmlid === 'string' ? kwargs.subtype_xmlid : typeof kwargs.subtype_id === 'number' ? null : 'mail.mt_note';
  let subtypeId = typeof kwargs.subtype_id === 'number' ? kwargs.subtype_id : null;
  if (xmlid) {
    const [module, name] = xmlid.split('.');
    const data = env.store.all('ir.model.data').find((d) => d.module === module && d.name === name && d.model === 'mail.message.subtype');
    if (!data) throw valueError(`External ID not found in the system: ${xmlid}`);
    subtypeId = data.res_id as number;
  }
  const subtype = subtypeId === null ? undefined : env.store.get('mail.message.subtype', subtypeId);
  const user = env.store.get('res.users', env.uid);
  const messageType = typeof kwargs.message_type === 'string' ? kwargs.message_type : 'notification';
  return createRecords(env, modelDef(env, 'mail.message'), [
    {
      body,
      subject: typeof kwargs.subject === 'string' ? kwargs.subject : false,
      model: model.name,
      res_id: id,
      record_name: typeof record.name === 'string' ? record.name : false,
      message_type: messageType,
      subtype_id: subtypeId ?? false,
      is_internal: subtype?.internal === true,
      author_id: typeof user?.partner_id === 'number' ? user.partner_id : false,
      date: env.now,
    },
  ])[0] as number;
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
        : `${missing.slice(0, -1).map((m) => `'${m}'`).join(', ')} and '${missing.at(-1)}'`;
    throw typeError(`${qualname}() missing ${missing.length} required positional argument${missing.length === 1 ? '' : 's'}: ${list}`);
  }
  return { bound, extra };
}
