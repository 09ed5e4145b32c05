// search and name_search: a domain filtered (archived records out under `active_test`), sorted by `order`,
// then offset and limit.
import { filterRecords } from './sim-domain';
import { fieldValue, type OrmEnv } from './sim-fields';
import { type ModelDef } from './sim-models';
import { sortRecords } from './sim-order';
import { type StoredRecord } from './sim-store';

export const activeTest = (env: OrmEnv): boolean => env.context.active_test !== false;

export interface SearchParams {
  domain: unknown;
  offset?: unknown;
  limit?: unknown;
  order?: unknown;
}

export function searchRecords(env: OrmEnv, model: ModelDef, params: SearchParams): StoredRecord[] {
  const found = filterRecords(env, model, params.domain, { activeTest: activeTest(env) });
  const sorted = sortRecords(env, model, found, params.order);
  const offset = typeof params.offset === 'number' ? params.offset : 0;
  const limit = typeof params.limit === 'number' && params.limit > 0 ? params.limit : undefined;
  return sorted.slice(offset, limit === undefined ? undefined : offset + limit);
}

export function nameSearch(env: OrmEnv, model: ModelDef, name: unknown, domain: unknown, operator: unknown, limit: unknown) {
  const extra = typeof name === 'string' && name !== '' ? [[model.recName, typeof operator === 'string' ? operator : 'ilike', name]] : [];
  const base = Array.isArray(domain) ? domain : [];
  const records = searchRecords(env, model, { domain: [...base, ...extra], limit: typeof limit === 'number' ? limit : 100 });
  return records.map((record) => [record.id, fieldValue(env, model, record, 'display_name') ?? false]);
}
