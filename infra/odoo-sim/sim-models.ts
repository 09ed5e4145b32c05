// The slice of Odoo 17's data model the sync worker touches: field names, types, labels and required
// flags as `fields_get` reports them, plus a few models they point at.

export type FieldType =
  | 'char'
  | 'text'
  | 'html'
  | 'integer'
  | 'float'
  | 'boolean'
  | 'selection'
  | 'datetime'
  | 'many2one'
  | 'many2many'
  | 'one2many';

export interface FieldDef {
  type: FieldType;
  string: string;
  /** NOT NULL in the database: missing on insert is a fault 2 (mandatory field). */
  required?: boolean;
  /** Computed by the simulator; values sent for it are ignored, as Odoo does for non-inverse computes. */
  computed?: boolean;
  relation?: string;
  selection?: ReadonlyArray<readonly [string, string]>;
  /** Set by the user through Studio / ir.model.fields (x_…). */
  manual?: boolean;
  /** many2one: what deleting the target does to this record (default "set null"). */
  ondelete?: 'cascade';
  /** one2many (and a computed many2many): the comodel's field pointing back here. */
  inverse?: string;
  /** `related='partner_id.email'`: read through the many2one, written to the record it points at. */
  related?: readonly [many2one: string, field: string];
  /** Only members of one of these groups may read it (`groups=` in Odoo); fields_get hides it from others. */
  groups?: readonly string[];
  /** A change is logged in the chatter with a mail.tracking.value (`tracking=True`). */
  tracking?: boolean;
}

export interface ModelDef {
  name: string;
  description: string;
  /** Default `_order`. */
  order: string;
  /** The field display_name shows. */
  recName: string;
  fields: Record<string, FieldDef>;
}

const m2o = (relation: string, string: string, required = false): FieldDef => ({
  type: 'many2one',
  relation,
  string,
  required,
});
const m2m = (relation: string, string: string): FieldDef => ({ type: 'many2many', relation, string });
const o2m = (relation: string, inverse: string, string: string): FieldDef => ({ type: 'one2many', relation, inverse, string, computed: true });
const char = (string: string, required = false): FieldDef => ({ type: 'char', string, required });
const bool = (string: string): FieldDef => ({ type: 'boolean', string });
const active: FieldDef = { type: 'boolean', string: 'Active' };
const tracked = (def: FieldDef): FieldDef => ({ ...def, tracking: true });

/** Fields every Odoo model has (the "magic" columns). */
const magicFields: Record<string, FieldDef> = {
  id: { type: 'integer', string: 'ID', computed: true },
  display_name: { type: 'char', string: 'Display Name', computed: true },
  create_date: { type: 'datetime', string: 'Created on', computed: true },
  create_uid: { ...m2o('res.users', 'Created by'), computed: true },
  write_date: { type: 'datetime', string: 'Last Updated on', computed: true },
  write_uid: { ...m2o('res.users', 'Last Updated by'), computed: true },
};

const models: ModelDef[] = [
  {
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
  },
  {
    name: 'calendar.event',
    description: 'Calendar Event',
    order: 'start desc, id desc',
    recName: 'name',
    fields: {
      name: char('Meeting Subject', true),
      start: tracked({ type: 'datetime', string: 'Start', required: true }),
      stop: tracked({ type: 'datetime', string: 'Stop', required: true }),
      duration: { type: 'float', string: 'Duration', computed: true },
      allday: bool('All Day'),
      description: { type: 'html', string: 'Description' },
      location: tracked(char('Location')),
      videocall_location: char('Meeting URL'),
      user_id: m2o('res.users', 'Organizer'),
      partner_ids: m2m('res.partner', 'Attendees'),
      attendee_ids: o2m('calendar.attendee', 'event_id', 'Participant'),
      alarm_ids: m2m('calendar.alarm', 'Reminders'),
      opportunity_id: m2o('crm.lead', 'Opportunity'),
      res_model_id: m2o('ir.model', 'Document Model'),
      res_model: { ...char('Document Model Name'), computed: true, related: ['res_model_id', 'model'] },
      res_id: { type: 'integer', string: 'Document ID' },
      privacy: {
        type: 'selection',
        string: 'Privacy',
        selection: [
          ['public', 'Public'],
          ['private', 'Private'],
          ['confidential', 'Only internal users'],
        ],
      },
      show_as: {
        type: 'selection',
        string: 'Show as',
        selection: [
          ['free', 'Available'],
          ['busy', 'Busy'],
        ],
      },
      active: tracked(active),
    },
  },
  {
    name: 'calendar.attendee',
    description: 'Calendar Attendee Information',
    order: 'create_date asc',
    recName: 'common_name',
    fields: {
      event_id: { ...m2o('calendar.event', 'Meeting linked', true), ondelete: 'cascade' },
      partner_id: m2o('res.partner', 'Attendee', true),
      common_name: char('Common name'),
      email: char('Email'),
      state: {
        type: 'selection',
        string: 'Status',
        selection: [
          ['needsAction', 'Needs Action'],
          ['tentative', 'Maybe'],
          ['declined', 'No'],
          ['accepted', 'Yes'],
        ],
      },
    },
  },
  {
    name: 'calendar.alarm',
    description: 'Event Alarm',
    order: 'interval, duration, id',
    recName: 'name',
    fields: {
      name: char('Name', true),
      alarm_type: {
        type: 'selection',
        string: 'Type',
        required: true,
        selection: [
          ['notification', 'Notification'],
          ['email', 'Email'],
          ['sms', 'SMS Text Message'],
        ],
      },
      duration: { type: 'integer', string: 'Remind Before' },
      interval: {
        type: 'selection',
        string: 'Unit',
        required: true,
        selection: [
          ['minutes', 'Minutes'],
          ['hours', 'Hours'],
          ['days', 'Days'],
        ],
      },
      active,
    },
  },
  {
    name: 'res.partner',
    description: 'Contact',
    order: 'complete_name asc, id desc',
    recName: 'name',
    fields: {
      name: tracked(char('Name')),
      complete_name: { ...char('Complete Name'), computed: true },
      email: tracked(char('Email')),
      email_normalized: { ...char('Normalized Email'), computed: true },
      phone: tracked(char('Phone')),
      mobile: char('Mobile'),
      is_company: bool('Is a Company'),
      company_name: char('Company Name'),
      type: {
        type: 'selection',
        string: 'Address Type',
        selection: [
          ['contact', 'Contact'],
          ['invoice', 'Invoice Address'],
          ['delivery', 'Delivery Address'],
          ['other', 'Other Address'],
        ],
      },
      parent_id: tracked(m2o('res.partner', 'Related Company')),
      user_id: tracked(m2o('res.users', 'Salesperson')),
      ref: char('Reference'),
      company_id: m2o('res.company', 'Company'),
      street: char('Street'),
      city: char('City'),
      zip: char('Zip'),
      comment: { type: 'html', string: 'Notes' },
      active,
    },
  },
  {
    name: 'res.users',
    description: 'User',
    order: 'name, login',
    recName: 'name',
    fields: {
      name: char('Name'),
      login: char('Login', true),
      partner_id: m2o('res.partner', 'Related Partner', true),
      email: { ...char('Email'), related: ['partner_id', 'email'] },
      groups_id: m2m('res.groups', 'Groups'),
      company_id: m2o('res.company', 'Company'),
      share: bool('Share User'),
      active,
    },
  },
  {
    name: 'res.groups',
    description: 'Access Groups',
    order: 'name',
    recName: 'full_name',
    fields: {
      name: char('Name', true),
      full_name: char('Group Name'),
      implied_ids: m2m('res.groups', 'Inherits'),
      users: { ...m2m('res.users', 'Users'), inverse: 'groups_id', computed: true },
    },
  },
  {
    name: 'res.company',
    description: 'Companies',
    order: 'sequence, name',
    recName: 'name',
    fields: {
      name: char('Company Name', true),
      partner_id: m2o('res.partner', 'Partner', true),
      sequence: { type: 'integer', string: 'Sequence' },
      active,
    },
  },
  {
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
  },
  {
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
  },
  {
    name: 'crm.lost.reason',
    description: 'Opp. Lost Reason',
    order: 'id',
    recName: 'name',
    fields: { name: char('Description', true), active },
  },
  {
    name: 'crm.tag',
    description: 'CRM Tag',
    order: 'name',
    recName: 'name',
    fields: { name: char('Tag Name', true), color: { type: 'integer', string: 'Color' } },
  },
  {
    name: 'utm.medium',
    description: 'UTM Medium',
    order: 'name',
    recName: 'name',
    fields: { name: char('Medium Name', true), active },
  },
  {
    name: 'utm.source',
    description: 'UTM Source',
    order: 'id',
    recName: 'name',
    fields: { name: char('Source Name', true) },
  },
  {
    name: 'utm.campaign',
    description: 'UTM Campaign',
    order: 'id desc',
    recName: 'title',
    fields: { name: char('Campaign Identifier', true), title: char('Campaign Name', true), active },
  },
  {
    name: 'mail.message',
    description: 'Message',
    order: 'id desc',
    recName: 'record_name',
    fields: {
      subject: char('Subject'),
      body: { type: 'html', string: 'Contents' },
      model: char('Related Document Model'),
      res_id: { type: 'integer', string: 'Related Document ID' },
      record_name: char('Message Record Name'),
      message_type: {
        type: 'selection',
        string: 'Type',
        required: true,
        selection: [
          ['email', 'Email'],
          ['comment', 'Comment'],
          ['notification', 'System notification'],
          ['user_notification', 'User Specific Notification'],
        ],
      },
      subtype_id: m2o('mail.message.subtype', 'Subtype'),
      is_internal: bool('Employee Only'),
      author_id: m2o('res.partner', 'Author'),
      email_from: char('From'),
      date: { type: 'datetime', string: 'Date' },
      partner_ids: m2m('res.partner', 'Recipients'),
      tracking_value_ids: { ...o2m('mail.tracking.value', 'mail_message_id', 'Tracking values'), groups: ['base.group_system'] },
    },
  },
  {
    name: 'mail.tracking.value',
    description: 'Mail Tracking Value',
    order: 'id desc',
    recName: 'field',
    fields: {
      // Odoo 17.0 points at ir.model.fields (field_id); the simulator keeps the field's technical name.
      field: char('Field'),
      old_value_integer: { type: 'integer', string: 'Old Value Integer' },
      new_value_integer: { type: 'integer', string: 'New Value Integer' },
      old_value_float: { type: 'float', string: 'Old Value Float' },
      new_value_float: { type: 'float', string: 'New Value Float' },
      old_value_char: char('Old Value Char'),
      new_value_char: char('New Value Char'),
      old_value_datetime: { type: 'datetime', string: 'Old Value DateTime' },
      new_value_datetime: { type: 'datetime', string: 'New Value Datetime' },
      mail_message_id: { ...m2o('mail.message', 'Message ID', true), ondelete: 'cascade' },
    },
  },
  {
    name: 'mail.message.subtype',
    description: 'Message subtypes',
    order: 'sequence, id',
    recName: 'name',
    fields: {
      name: char('Message Type', true),
      internal: bool('Internal Only'),
      sequence: { type: 'integer', string: 'Sequence' },
      default: bool('Default'),
      hidden: bool('Hidden'),
      res_model: char('Model'),
    },
  },
  {
    name: 'ir.model',
    description: 'Models',
    order: 'model',
    recName: 'name',
    fields: { name: char('Model Description', true), model: char('Model', true) },
  },
  {
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
  },
  {
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
  },
];

export type CustomFields = Record<string, Record<string, Omit<FieldDef, 'manual' | 'computed'>>>;

/** The model registry, with any custom `x_` fields the caller wants present. */
export function buildModels(customFields: CustomFields = {}): Map<string, ModelDef> {
  const registry = new Map<string, ModelDef>();
  for (const model of models) {
    const extra = Object.fromEntries(
      Object.entries(customFields[model.name] ?? {}).map(([name, def]) => {
        if (!name.startsWith('x_')) throw new Error(`custom field ${name} must start with x_ (Odoo enforces it)`);
        return [name, { ...def, manual: true }];
      }),
    );
    registry.set(model.name, { ...model, fields: { ...magicFields, ...model.fields, ...extra } });
  }
  return registry;
}

export const hasActiveField = (model: ModelDef): boolean => model.fields.active?.type === 'boolean';
