import { describe, expect, it } from 'vitest';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import { odooChangePatch } from './odoo-change-rules';

const base = {
  syncStatus: 'synced' as const,
  syncError: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  context: null,
  revision: 0,
};
const contact: ContactRecord = {
  ...base,
  id: 'c',
  form: 'dialog',
  name: 'Ada',
  email: 'a@x.ng',
  phone: null,
  company: null,
  message: 'm',
  service: null,
  source: 'contact_form',
  leadStatus: 'new',
  odooLeadId: 7,
};
const booking: ConsultationRecord = {
  ...base,
  id: 'b',
  form: 'full',
  name: 'Bisi',
  email: 'b@x.ng',
  phone: '0803',
  company: 'Clinic',
  industry: null,
  consultationType: 'odoo-erp',
  service: null,
  message: null,
  preferredDate: '2026-12-01',
  preferredTime: '2:00 PM - 3:00 PM',
  duration: 60,
  status: 'scheduled',
  odooLeadId: 8,
  odooEventId: 9,
  meetingLink: null,
  notes: null,
  inviteSequence: 0,
  mailStatus: null,
  mailError: null,
};
const event = (
  over: Partial<{
    state: 'scheduled' | 'cancelled' | 'ended';
    date: string | null;
    time: string | null;
    durationMinutes: number | null;
    odooEventId: number;
  }>,
) => ({
  outcome: 'event-changed' as const,
  kind: 'consultation' as const,
  recordId: 'b',
  odooEventId: 9,
  state: 'scheduled' as const,
  date: '2026-12-01',
  time: '14:00',
  durationMinutes: 60,
  ...over,
});

describe('changes from Odoo', () => {
  it('when a lead status differs, then it is set; when it matches, nothing changes', () => {
    expect(
      odooChangePatch(contact, { outcome: 'lead-changed', kind: 'contact', recordId: 'c', odooLeadId: 7, leadStatus: 'converted' }),
    ).toEqual({ leadStatus: 'converted' });
    expect(
      odooChangePatch(contact, { outcome: 'lead-changed', kind: 'contact', recordId: 'c', odooLeadId: 7, leadStatus: 'new' }),
    ).toBeNull();
    expect(
      odooChangePatch(contact, { outcome: 'lead-changed', kind: 'contact', recordId: 'c', odooLeadId: 99, leadStatus: 'converted' }),
    ).toBeNull();
  });

  it('when the meeting is where the booking says, then nothing changes (our own write does not come back)', () => {
    expect(odooChangePatch(booking, event({}))).toBeNull();
  });

  it('when the meeting moved, then the booking is rescheduled to the new Lagos slot, in its own slot style, with the next invite sequence', () => {
    expect(odooChangePatch(booking, event({ date: '2026-12-03', time: '10:00' }))).toEqual({
      status: 'rescheduled',
      preferredDate: '2026-12-03',
      preferredTime: '10:00 AM - 11:00 AM',
      duration: 60,
      inviteSequence: 1,
    });
    expect(odooChangePatch({ ...booking, inviteSequence: 2 }, event({ time: '14:30', durationMinutes: 30 }))).toEqual({
      status: 'rescheduled',
      preferredDate: '2026-12-01',
      preferredTime: '14:30',
      duration: 30,
      inviteSequence: 3,
    });
    expect(odooChangePatch({ ...booking, preferredTime: '09:30' }, event({ time: '11:00' }))).toMatchObject({ preferredTime: '11:00' });
  });

  it('when the meeting is archived or deleted, then the booking is cancelled; when over and not cancelled, completed', () => {
    expect(odooChangePatch(booking, event({ state: 'cancelled', date: null, time: null, durationMinutes: null }))).toEqual({
      status: 'cancelled',
      inviteSequence: 1,
    });
    expect(odooChangePatch(booking, event({ state: 'ended' }))).toEqual({ status: 'completed' });
    expect(odooChangePatch({ ...booking, status: 'cancelled' }, event({ state: 'ended' }))).toBeNull();
    expect(odooChangePatch({ ...booking, status: 'rescheduled' }, event({ state: 'ended' }))).toEqual({ status: 'completed' });
    expect(odooChangePatch(booking, event({ state: 'cancelled', odooEventId: 1234 }))).toBeNull();
  });
});
