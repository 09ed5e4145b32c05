import { describe, expect, it } from 'vitest';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';
import {
  eventPatch,
  eventTimes,
  eventValues,
  externalLeadId,
  externalPartnerId,
  lagosDateTimeText,
  leadPatch,
  leadValues,
  meetingLinkOf,
  recordIdFromExternalId,
  textToHtml,
  visitorNote,
} from './odoo-values';

const base = {
  syncStatus: 'pending' as const,
  syncError: null,
  odooLeadId: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  revision: 0,
};
const contact: ContactRecord = {
  ...base,
  id: '01a201a3-2526-7348-8d22-0b8e1846e87e',
  form: 'dialog',
  name: 'Ada <Obi>',
  email: 'ada@x.ng',
  phone: null,
  company: 'Obi & Co',
  message: 'Line 1\nLine <2>\n\nPara 2',
  service: 'meraki-networking',
  source: 'contact_form',
  leadStatus: 'new',
  context: { attribution: { utmSource: 'google' }, page: '/contact' },
};
const booking: ConsultationRecord = {
  ...base,
  id: 'c1',
  form: 'full',
  name: 'Bisi',
  email: 'b@x.ng',
  phone: '0803',
  company: 'Lagos Clinic',
  industry: 'Healthcare',
  consultationType: 'microsoft-365',
  service: null,
  message: null,
  preferredDate: '2026-12-01',
  preferredTime: '4:00 PM - 5:00 PM',
  duration: 90,
  status: 'scheduled',
  odooEventId: null,
  meetingLink: null,
  notes: null,
  inviteSequence: 0,
  mailStatus: null,
  mailError: null,
  context: null,
};
const defaults = {
  leadType: 'opportunity' as const,
  teamId: 3,
  userId: false as const,
  mediumId: 5,
  sourceId: 12,
  organizer: { userId: 8, partnerId: 31 },
};

describe('odoo values', () => {
  it('when a record id is turned into an external id, then it is stable and uses only safe characters', () => {
    expect(externalLeadId(contact.id)).toBe('website_lead_01a201a325267348' + '8d220b8e1846e87e');
    expect(externalLeadId(contact.id)).toBe(externalLeadId(contact.id));
  });

  it('when visitor text goes into an html field, then it is escaped and keeps its breaks', () => {
    expect(textToHtml('a <b> & "c"\nnext\n\nnew para')).toBe('<p>a &lt;b&gt; &amp; &quot;c&quot;<br>next</p><p>new para</p>');
  });

  it('when a contact becomes a lead, then type, team, salesperson, medium and source are explicit', () => {
    const v = leadValues({ kind: 'contact', record: contact }, defaults);
    expect(v).toMatchObject({
      name: 'Website: Meraki Solutions – Obi & Co',
      type: 'opportunity',
      contact_name: 'Ada <Obi>',
      partner_name: 'Obi & Co',
      email_from: 'ada@x.ng',
      phone: false,
      medium_id: 5,
      source_id: 12,
      team_id: 3,
      user_id: false,
    });
    expect(v.description).toContain('<p>Line 1<br>Line &lt;2&gt;</p><p>Para 2</p>');
    expect(v.description).not.toContain('<Obi>');
    expect(leadValues({ kind: 'contact', record: contact }, defaults, { sourceId: 77, mediumId: 8, campaignId: 3 })).toMatchObject({
      source_id: 77,
      medium_id: 8,
      campaign_id: 3,
    });
    expect(v.campaign_id).toBe(false);
    expect(Object.values(v)).not.toContain(undefined);
    expect(Object.values(v)).not.toContain(null);
  });

  it('when a booking has a date and slot, then start and stop are UTC strings from Lagos time and the duration', () => {
    expect(eventTimes(booking)).toEqual({ start: '2026-12-01 15:00:00', stop: '2026-12-01 16:30:00' });
    expect(eventTimes({ ...booking, preferredTime: '09:00', duration: 30 })).toEqual({
      start: '2026-12-01 08:00:00',
      stop: '2026-12-01 08:30:00',
    });
    expect(eventTimes({ ...booking, preferredTime: '9:00 AM - 10:00 AM', duration: 60 })).toEqual({
      start: '2026-12-01 08:00:00',
      stop: '2026-12-01 09:00:00',
    });
    expect(eventTimes({ ...booking, preferredDate: null })).toBeNull();
    // Organised by the salesperson, who attends with the visitor.
    const v = eventValues(booking, eventTimes(booking)!, { leadId: 42, visitorPartnerId: 9, organizer: defaults.organizer });
    expect(v).toMatchObject({
      start: '2026-12-01 15:00:00',
      stop: '2026-12-01 16:30:00',
      allday: false,
      opportunity_id: 42,
      partner_ids: [[6, 0, [31, 9]]],
      user_id: 8,
      duration: 1.5,
    });
  });

  it('when a booking changes, then the event is moved to its slot in UTC, archived when cancelled, and left when it matches', () => {
    const at = { start: '2026-12-01 15:00:00', stop: '2026-12-01 16:30:00', active: true };
    expect(eventPatch(booking, at)).toBeNull();
    expect(
      eventPatch(
        { ...booking, status: 'rescheduled', preferredDate: '2026-11-25', preferredTime: '10:00 AM - 11:00 AM', duration: 60 },
        at,
      ),
    ).toEqual({ start: '2026-11-25 09:00:00', stop: '2026-11-25 10:00:00', duration: 1 });
    expect(eventPatch({ ...booking, status: 'cancelled' }, at)).toEqual({ active: false });
    expect(eventPatch({ ...booking, status: 'cancelled' }, { ...at, active: false })).toBeNull();
    expect(eventPatch({ ...booking, status: 'completed', preferredDate: '2026-11-25' }, at)).toBeNull();
  });

  it('when a visitor changed the booking, then the note says how, with the Lagos date and time', () => {
    expect(lagosDateTimeText('2026-11-25', 10 * 60)).toBe('Wednesday 25 November 2026, 10:00 AM WAT');
    expect(lagosDateTimeText('2026-11-29', 12 * 60 + 30)).toBe('Sunday 29 November 2026, 12:30 PM WAT');
    expect(lagosDateTimeText('2027-01-01', 0)).toBe('Friday 1 January 2027, 12:00 AM WAT');
    expect(visitorNote({ ...booking, status: 'rescheduled', preferredDate: '2026-11-25', preferredTime: '10:00 AM - 11:00 AM' })).toBe(
      'Rescheduled by the visitor to Wednesday 25 November 2026, 10:00 AM WAT',
    );
    expect(visitorNote({ ...booking, status: 'cancelled' })).toBe('Cancelled by the visitor');
    expect(visitorNote(booking)).toBeNull();
  });

  it('when a record was corrected, then only the lead fields that differ are written (false and empty alike)', () => {
    const wanted = leadValues({ kind: 'contact', record: { ...contact, phone: '+234 809 000 0000' } }, defaults);
    const current = { ...wanted, phone: '0803', partner_name: 'Obi & Co', team_id: 99 };
    expect(leadPatch(wanted, current)).toEqual({ phone: '+234 809 000 0000' });
    expect(leadPatch({ ...wanted, phone: false }, { ...wanted, phone: '' })).toBeNull();
  });

  it('when Odoo gives a video link, then only an http(s) URL is handed on', () => {
    expect(meetingLinkOf('https://meet.example.ng/abc ')).toBe('https://meet.example.ng/abc');
    expect(meetingLinkOf(false)).toBeNull();
    expect(meetingLinkOf('Zoom, ask Emeka')).toBeNull();
    expect(meetingLinkOf('javascript:alert(1)')).toBeNull();
    expect(meetingLinkOf(`https://x.ng/${'a'.repeat(2050)}`)).toBeNull();
  });

  it("when a partner is made for a booking, then its external id names the record like the lead's does", () => {
    expect(externalPartnerId(contact.id)).toBe(externalLeadId(contact.id).replace('lead', 'partner'));
    expect(recordIdFromExternalId(externalPartnerId(contact.id))).toBe(contact.id);
  });
});
