// The arguments ORM methods take, coerced as Python would (a vals dict, an id or a list of ids), and the
// log-access columns an incoming value never sets.
import { pythonFault, typeError } from './odoo-faults';
import { isEmpty, pyTypeName } from './sim-fields';

export type Vals = Record<string, unknown>;

export const LOG_ACCESS = new Set(['create_date', 'create_uid', 'write_date', 'write_uid']);

export function asVals(value: unknown): Vals {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || value instanceof Date) {
    throw pyAttributeError(value, 'items');
  }
  return value as Vals;
}

function pyAttributeError(value: unknown, attribute: string) {
  return pythonFault('AttributeError', `'${pyTypeName(value)}' object has no attribute '${attribute}'`);
}

export function toIds(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.map((id) => (typeof id === 'number' ? id : Number(id)));
  if (isEmpty(value)) return [];
  throw typeError(`unhashable type: '${pyTypeName(value)}'`);
}
