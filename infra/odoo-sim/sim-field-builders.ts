// The helpers the model definitions are written with: one per field kind (m2o, m2m, o2m, char, bool), the
// `active` flag, and `tracked` for fields whose changes the chatter logs.
import { type FieldDef } from './sim-models';

export const m2o = (relation: string, string: string, required = false): FieldDef => ({
  type: 'many2one',
  relation,
  string,
  required,
});
export const m2m = (relation: string, string: string): FieldDef => ({ type: 'many2many', relation, string });
export const o2m = (relation: string, inverse: string, string: string): FieldDef => ({
  type: 'one2many',
  relation,
  inverse,
  string,
  computed: true,
});
export const char = (string: string, required = false): FieldDef => ({ type: 'char', string, required });
export const bool = (string: string): FieldDef => ({ type: 'boolean', string });
export const active: FieldDef = { type: 'boolean', string: 'Active' };
export const tracked = (def: FieldDef): FieldDef => ({ ...def, tracking: true });
