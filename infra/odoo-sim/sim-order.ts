// Odoo `order` specifications ("field [asc|desc], …", the model's `_order` by default) applied in memory
// the way PostgreSQL sorts: NULLs last ascending, first descending, ties by id.
import { pyRepr, valueError } from './odoo-faults';
import { fieldValue, type OrmEnv } from './sim-fields';
import { type ModelDef } from './sim-models';
import { type StoredRecord } from './sim-store';

const ORDER_SPEC = /^(\s*("?[a-z0-9_]+"?)(\.[a-z0-9_]+)?(:[a-z_]+)?\s*(asc|desc)?\s*(nulls\s+(first|last))?\s*(,|$))+(?<!,)$/i;

/** Sorts like PostgreSQL under Odoo's `order`: NULLs last ascending, first descending, ties by id. */
export function sortRecords(env: OrmEnv, model: ModelDef, records: StoredRecord[], order: unknown): StoredRecord[] {
  const spec = typeof order === 'string' && order.trim() !== '' ? order : model.order;
  if (!ORDER_SPEC.test(spec)) {
    throw valueError(
      `Invalid "order" specified (${spec}). A valid "order" specification is a comma-separated list of valid ` +
        'field names (optionally followed by asc/desc for the direction)',
    );
  }
  const keys = spec.split(',').map((term) => {
    const [rawField = '', direction = 'asc'] = term.trim().split(/\s+/);
    const field = rawField.replaceAll('"', '');
    if (!model.fields[field]) throw valueError(`Invalid field ${pyRepr(field)} on model ${pyRepr(model.name)}`);
    return { field, descending: direction.toLowerCase() === 'desc' };
  });
  const sortValue = (record: StoredRecord, field: string): string | number | null => {
    const def = model.fields[field];
    const value = fieldValue(env, model, record, field);
    if (value === null || Array.isArray(value)) return null;
    if (def?.type === 'boolean') return value ? 1 : 0;
    return typeof value === 'boolean' ? Number(value) : value;
  };
  return [...records].sort((a, b) => {
    for (const { field, descending } of keys) {
      const x = sortValue(a, field);
      const y = sortValue(b, field);
      if (x === y) continue;
      if (x === null) return descending ? -1 : 1;
      if (y === null) return descending ? 1 : -1;
      const cmp = x < y ? -1 : 1;
      return descending ? -cmp : cmp;
    }
    return a.id - b.id;
  });
}
