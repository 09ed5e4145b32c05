// mail's models behind the chatter: messages, their tracking values and subtypes.
import { bool, char, m2m, m2o, o2m } from './sim-field-builders';
import { type ModelDef } from './sim-models';

export const mailMessage: ModelDef = {
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
};

export const mailTrackingValue: ModelDef = {
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
};

export const mailMessageSubtype: ModelDef = {
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
};
