// base's people and companies: contacts (res.partner), users, access groups and companies.
import { active, bool, char, m2m, m2o, tracked } from './sim-field-builders';
import { type FieldDef, type ModelDef } from './sim-models';
import { type OdooSeries, userDefaultPrivacy, userGroupsField } from './sim-series';

export const resPartner: ModelDef = {
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
};

/** res.users and res.groups as a series names their link (sim-series.ts). */
export function usersAndGroups(series: OdooSeries): [ModelDef, ModelDef] {
  const field = userGroupsField(series);
  const { groups_id: groups, ...userFields } = resUsers.fields;
  const privacy: Record<string, FieldDef> = userDefaultPrivacy(series) ? { calendar_default_privacy: calendarDefaultPrivacy } : {};
  return [
    { ...resUsers, fields: { ...userFields, [field]: groups!, ...privacy } },
    { ...resGroups, fields: { ...resGroups.fields, users: { ...resGroups.fields.users!, inverse: field } } },
  ];
}

const resUsers: ModelDef = {
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
};

/** From 18 (stored on the user here; Odoo keeps it in the user's settings). */
const calendarDefaultPrivacy: FieldDef = {
  type: 'selection',
  string: 'Calendar Default Privacy',
  selection: [
    ['public', 'Public'],
    ['private', 'Private'],
    ['confidential', 'Only internal users'],
  ],
};

const resGroups: ModelDef = {
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
};

export const resCompany: ModelDef = {
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
};
