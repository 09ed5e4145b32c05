// calendar's models: events (meetings, linked to a lead as their document), their attendees and reminders.
import { active, bool, char, m2m, m2o, o2m, tracked } from './sim-field-builders';
import { type ModelDef } from './sim-models';

export const calendarEvent: ModelDef = {
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
};

export const calendarAttendee: ModelDef = {
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
};

export const calendarAlarm: ModelDef = {
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
};
