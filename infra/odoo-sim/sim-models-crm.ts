// crm's models, the slice of them the worker touches: leads and opportunities, sales teams, stages, lost
// reasons and tags.
import { active, bool, char, m2m, m2o, tracked } from './sim-field-builders';
import { type ModelDef } from './sim-models';

export const crmLead: ModelDef = {
  name: 'crm.lead',
  description: 'Lead/Opportunity',
  order: 'priority desc, id desc',
  recName: 'name',
  fields: {
    name: char('Opportunity', true),
    type: {
      type: 'selection',
      string: 'Type',
      required: true,
      tracking: true,
      selection: [
        ['lead', 'Lead'],
        ['opportunity', 'Opportunity'],
      ],
    },
    active: tracked(active),
    contact_name: tracked(char('Contact Name')),
    partner_name: tracked(char('Company Name')),
    email_from: tracked(char('Email')),
    email_normalized: { ...char('Normalized Email'), computed: true },
    phone: tracked(char('Phone')),
    mobile: char('Mobile'),
    description: { type: 'html', string: 'Notes' },
    source_id: m2o('utm.source', 'Source'),
    medium_id: m2o('utm.medium', 'Medium'),
    campaign_id: m2o('utm.campaign', 'Campaign'),
    tag_ids: m2m('crm.tag', 'Tags'),
    user_id: tracked(m2o('res.users', 'Salesperson')),
    team_id: tracked(m2o('crm.team', 'Sales Team')),
    company_id: m2o('res.company', 'Company'),
    partner_id: tracked(m2o('res.partner', 'Customer')),
    stage_id: tracked(m2o('crm.stage', 'Stage')),
    lost_reason_id: tracked(m2o('crm.lost.reason', 'Lost Reason')),
    referred: char('Referred By'),
    website: char('Website'),
    street: char('Street'),
    city: char('City'),
    zip: char('Zip'),
    priority: {
      type: 'selection',
      string: 'Priority',
      selection: [
        ['0', 'Low'],
        ['1', 'Medium'],
        ['2', 'High'],
        ['3', 'Very High'],
      ],
    },
    probability: { type: 'float', string: 'Probability' },
    expected_revenue: tracked({ type: 'float', string: 'Expected Revenue' }),
  },
};

export const crmTeam: ModelDef = {
  name: 'crm.team',
  description: 'Sales Team',
  order: 'sequence asc, id desc',
  recName: 'name',
  fields: {
    name: char('Sales Team', true),
    use_leads: bool('Leads'),
    use_opportunities: bool('Pipeline'),
    user_id: m2o('res.users', 'Team Leader'),
    member_ids: m2m('res.users', 'Salespersons'),
    company_id: m2o('res.company', 'Company'),
    sequence: { type: 'integer', string: 'Sequence' },
    active,
  },
};

export const crmStage: ModelDef = {
  name: 'crm.stage',
  description: 'CRM Stages',
  order: 'sequence, name, id',
  recName: 'name',
  fields: {
    name: char('Stage Name', true),
    sequence: { type: 'integer', string: 'Sequence' },
    fold: bool('Folded in Pipeline'),
    is_won: bool('Is Won Stage?'),
    team_id: m2o('crm.team', 'Sales Team'),
  },
};

export const crmLostReason: ModelDef = {
  name: 'crm.lost.reason',
  description: 'Opp. Lost Reason',
  order: 'id',
  recName: 'name',
  fields: { name: char('Description', true), active },
};

export const crmTag: ModelDef = {
  name: 'crm.tag',
  description: 'CRM Tag',
  order: 'name',
  recName: 'name',
  fields: { name: char('Tag Name', true), color: { type: 'integer', string: 'Color' } },
};
