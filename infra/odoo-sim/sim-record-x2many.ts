// The x2many commands of create and write ([0,0,vals] to [6,0,ids]), as Odoo 17 applies them.
import { foreignKeyFault, pyRepr, pythonFault, typeError, valueError } from './odoo-faults';
import { isEmpty, modelDef, pyTypeName, type OrmEnv } from './sim-fields';
import { type FieldDef, type ModelDef } from './sim-models';
import { createRecords } from './sim-record-create';
import { unlinkRecords } from './sim-record-unlink';
import { asVals, toIds } from './sim-record-values';
import { writeRecords } from './sim-record-write';

/** Applies x2many commands ([0,0,vals], [1,id,vals], [2,id,0], [3,id,0], [4,id,0], [5,0,0], [6,0,ids]). */
export function applyX2many(env: OrmEnv, model: ModelDef, field: string, def: FieldDef, current: number[], value: unknown): number[] {
  const comodel = modelDef(env, def.relation ?? '');
  if (isEmpty(value)) return [...current];
  if (!Array.isArray(value)) throw typeError(`'${pyTypeName(value)}' object is not iterable`);
  let ids = [...current];
  const link = (id: number) => {
    if (!env.store.get(comodel.name, id)) throw foreignKeyFault(model.name, model.description, field);
    if (!ids.includes(id)) ids.push(id);
  };
  for (const command of value) {
    if (typeof command === 'number') {
      link(command);
      continue;
    }
    if (!Array.isArray(command) || command.length === 0) continue;
    const [code, id, payload] = command as [unknown, unknown, unknown];
    if (command.length < 3 && code !== 5) throw pythonIndexError();
    switch (code) {
      case 0:
        ids.push(createRecords(env, comodel, [asVals(payload)])[0] as number);
        break;
      case 1:
        writeRecords(env, comodel, toIds(id), asVals(payload));
        link(Number(id));
        break;
      case 2:
        unlinkRecords(env, comodel, toIds(id));
        ids = ids.filter((x) => x !== id);
        break;
      case 3:
        ids = ids.filter((x) => x !== id);
        break;
      case 4:
        link(Number(id));
        break;
      case 5:
        ids = [];
        break;
      case 6:
        ids = [];
        for (const linked of toIds(payload)) link(linked);
        break;
      default:
        throw valueError(`Invalid command ${pyRepr(command)}`);
    }
  }
  return ids;
}

export function pythonIndexError() {
  return pythonFault('IndexError', 'list index out of range');
}
