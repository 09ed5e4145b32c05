// base's technical models: ir.model, ir.model.data (external ids) and ir.model.access.
import { bool, char, m2o } from './sim-field-builders';
import { type ModelDef } from './sim-models';

export const irModel: ModelDef = {
  name: 'ir.model',
  description: 'Models',
  order: 'model',
  recName: 'name',
  fields: { name: char('Model Description', true), model: char('Model', true) },
};

export const irModelData: ModelDef = {
  name: 'ir.model.data',
  description: 'Model Data',
  order: 'module, model, name',
  recName: 'complete_name',
  fields: {
    name: char('External Identifier', true),
    module: char('Module', true),
    model: char('Model Name', true),
    res_id: { type: 'integer', string: 'Record ID' },
    complete_name: { ...char('Complete ID'), computed: true },
    noupdate: bool('Non Updatable'),
  },
};

export const irModelAccess: ModelDef = {
  // Only for ir.model.access.check over RPC: the rights themselves are the table in sim-access.ts.
  name: 'ir.model.access',
  description: 'Model Access',
  order: 'model_id,group_id,name,id',
  recName: 'name',
  fields: {
    name: char('Name', true),
    model_id: m2o('ir.model', 'Model', true),
    group_id: m2o('res.groups', 'Group'),
    perm_read: bool('Read Access'),
    perm_write: bool('Write Access'),
    perm_create: bool('Create Access'),
    perm_unlink: bool('Delete Access'),
  },
};
