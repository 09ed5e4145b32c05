// `odoo.api.call_kw` for the simulator: binds positional args and kwargs the way Python would (so a wrong
// argument count or an unknown keyword is the same TypeError), pops the context, checks the read right of
// the methods that read, runs the method (sim-methods.ts, as the env's series has it), and logs the call's
// tracking.
import { pythonFault, typeError } from './odoo-faults';
import { modelDef, type OrmEnv } from './sim-fields';
import { type Bound, methodOf, type MethodSpec, ownerOf, runMethod } from './sim-methods';
import { toIds } from './sim-record-values';

/** Runs `model.method(*args, **kwargs)` for one execute_kw; throws OdooFault like Odoo would. */
export function callKw(env: Omit<OrmEnv, 'context'>, modelName: string, method: string, args: unknown, kwargs: unknown): unknown {
  const model = modelDef({ ...env, context: {} }, modelName);
  const spec = methodOf(env.series, model, method);
  if (!spec) {
    throw pythonFault(
      'AttributeError',
      env.series >= 18
        ? `The method '${modelName}.${method}' does not exist`
        : `The method '${method}' does not exist on the model '${modelName}'`,
    );
  }
  if (!Array.isArray(args)) throw typeError(`odoo.service.model.execute() argument after * must be an iterable, not ${typeof args}`);
  if (kwargs !== undefined && kwargs !== false && (typeof kwargs !== 'object' || kwargs === null || Array.isArray(kwargs))) {
    throw typeError('odoo.service.model.execute() argument after ** must be a mapping, not list');
  }
  const { context, ...rest } = (kwargs || {}) as Record<string, unknown>;

  let positional = args as unknown[];
  let records: unknown = [];
  if (spec.kind === 'multi') {
    if (positional.length === 0) throw pythonFault('IndexError', `${env.series >= 19 ? 'list' : 'tuple'} index out of range`);
    records = positional[0];
    positional = positional.slice(1);
  }
  // browse() takes anything lazily: a wrong call fails on its arguments first.
  const { bound, extra } = bind(`${ownerOf(spec, env.series)}.${method}`, spec, positional, rest);
  return runMethod(env, model, spec, { context, ids: toIds(records), bound, extra });
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
