// JSON-2's controller (Odoo 19, rpc/controllers/json2.py) on the simulator's methods: the model and a
// public method must exist (404), a model method takes no ids (422), the named arguments must fit the
// method's signature as `inspect.Signature.bind` says (422); a record answer is its ids, create's included.
import { accessError, Json2Refusal } from './odoo-faults';
import { type OrmEnv } from './sim-fields';
import { type Bound, methodOf, type MethodSpec, runMethod } from './sim-methods';
import { toIds } from './sim-record-values';

/** One JSON-2 call: `POST /json/2/<model>/<method>` with `ids` and the named arguments. */
export function callJson2(env: Omit<OrmEnv, 'context'>, modelName: string, method: string, ids: unknown, kwargs: Bound): unknown {
  const model = env.models.get(modelName);
  if (!model) throw new Json2Refusal(404, 'werkzeug.exceptions.NotFound', `the model '${modelName}' does not exist`);
  if (method.startsWith('_')) throw accessError(`Private methods (such as '${modelName}.${method}') cannot be called remotely.`);
  const spec = methodOf(env.series, model, method);
  if (!spec) throw new Json2Refusal(404, 'werkzeug.exceptions.NotFound', `The method '${modelName}.${method}' does not exist`);
  const recordIds = toIds(ids ?? []);
  if (spec.kind === 'model' && recordIds.length > 0) {
    throw new Json2Refusal(422, 'werkzeug.exceptions.UnprocessableEntity', `cannot call ${modelName}.${method} with ids`);
  }
  const { context, ...named } = kwargs;
  const { bound, extra } = bindNamed(spec, named);
  const answer = runMethod(env, model, spec, { context, ids: recordIds, bound, extra });
  return method === 'create' && typeof answer === 'number' ? [answer] : answer;
}

/** `inspect.signature(method).bind(records, **kwargs)`: the first missing argument, else the first unknown keyword. */
function bindNamed(spec: MethodSpec, kwargs: Bound): { bound: Bound; extra: Bound } {
  const unprocessable = (message: string) => new Json2Refusal(422, 'werkzeug.exceptions.UnprocessableEntity', message);
  const names = spec.params.map(([name]) => name);
  const missing = spec.params.find(([name, optional]) => !optional && !(name in kwargs));
  if (missing) throw unprocessable(`missing a required argument: '${missing[0]}'`);
  const unknown = Object.keys(kwargs).find((key) => !names.includes(key));
  if (unknown !== undefined && !spec.varKw) throw unprocessable(`got an unexpected keyword argument '${unknown}'`);
  const bound: Bound = {};
  const extra: Bound = {};
  for (const [key, value] of Object.entries(kwargs)) (names.includes(key) ? bound : extra)[key] = value;
  return { bound, extra };
}
