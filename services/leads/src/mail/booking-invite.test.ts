// Issue #20: a name `Eve";ROLE=CHAIR;X-INJ="x` added parameters to the invite's ATTENDEE line (a calendar
// then read no attendee). The invite quotes parameter values by RFC 6868; read back with node-ical.
import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';
import { type ConsultationRecord } from '@site/contracts/records';
import { bookingInvite, paramText } from './booking-invite';

const record = (name: string) =>
  ({ id: '019a8f7e-1234-7abc-8def-0123456789ab', name, email: 'visitor@example.ng', consultationType: 'odoo-erp' }) as ConsultationRecord;

function attendeeOf(name: string) {
  const { content } = bookingInvite({
    record: record(name),
    time: { start: new Date('2026-12-02T09:00:00Z'), end: new Date('2026-12-02T10:30:00Z') },
    sequence: 0,
    cancelled: false,
    organizer: { name: 'Garden City Technologies', address: 'bookings@gardencitytech.ng' },
    domain: 'gardencitytech.ng',
    meetingLink: null,
    bookingLink: 'https://gardencitytech.ng/booking/x',
    stamp: new Date('2026-11-27T10:00:00Z'),
  });
  const event = Object.values(nodeIcal.sync.parseICS(content)).find((c) => c?.type === 'VEVENT') as unknown as {
    attendee?: { params: Record<string, unknown>; val: string };
  };
  return event.attendee;
}

/** RFC 6868's decoding, which a calendar applies to the value. */
const rfc6868 = (v: string) => v.replace(/\^(\^|n|')/g, (_, c: string) => (c === 'n' ? '\n' : c === "'" ? '"' : '^'));

describe('the calendar invite', () => {
  it('when the name carries quotes and semicolons, then the attendee keeps its one role and gains no parameter', () => {
    const attendee = attendeeOf('Eve";ROLE=CHAIR;X-INJ="x');
    expect(attendee, 'an attendee a calendar can read').toBeDefined();
    expect(attendee!.val.toLowerCase()).toBe('mailto:visitor@example.ng');
    expect(Object.keys(attendee!.params).sort()).toEqual(['CN', 'PARTSTAT', 'ROLE', 'RSVP']);
    expect(attendee!.params.ROLE).toBe('REQ-PARTICIPANT');
    expect(rfc6868(String(attendee!.params.CN))).toBe('Eve" ROLE=CHAIR X-INJ="x');
  });

  it('when the name is an ordinary one, then it is the attendee name as written', () => {
    expect(attendeeOf("Ngozi O'Neil-Ade")!.params.CN).toBe("Ngozi O'Neil-Ade");
    expect(paramText('a^b\nc')).toBe('a^^b^nc');
  });
});
