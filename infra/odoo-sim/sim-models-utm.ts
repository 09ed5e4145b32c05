// utm's models: the media, sources and campaigns a lead is attributed to.
import { active, char } from './sim-field-builders';
import { type ModelDef } from './sim-models';

export const utmMedium: ModelDef = {
  name: 'utm.medium',
  description: 'UTM Medium',
  order: 'name',
  recName: 'name',
  fields: { name: char('Medium Name', true), active },
};

export const utmSource: ModelDef = {
  name: 'utm.source',
  description: 'UTM Source',
  order: 'id',
  recName: 'name',
  fields: { name: char('Source Name', true) },
};

export const utmCampaign: ModelDef = {
  name: 'utm.campaign',
  description: 'UTM Campaign',
  order: 'id desc',
  recName: 'title',
  fields: { name: char('Campaign Identifier', true), title: char('Campaign Name', true), active },
};
