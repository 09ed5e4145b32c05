// The calendar invite of a booking (RFC 5546 iTIP over iCalendar), made with ical-generator: one event
// whose UID stays the same for the booking's whole life, so every update or cancellation replaces the
// invite in the visitor's calendar; SEQUENCE is the booking's invite sequence.
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { brand } from '@site/brand/brand';
import { consultationTypeLabel } from '@site/contracts/options';
import { type ConsultationRecord } from '@site/contracts/records';

export type InviteInput = {
  record: ConsultationRecord;
  time: { start: Date; end: Date };
  sequence: number;
  cancelled: boolean;
  organizer: { name: string; address: string };
  /** The domain the UID is made unique under (the sender's). */
  domain: string;
  meetingLink: string | null;
  bookingLink: string;
  /** DTSTAMP: when this version of the invite was made. */
  stamp: Date;
};

/** What a message or invite says while a booking has no video link yet. */
export const LINK_FOLLOWS = 'Your video link will follow in a separate e-mail.';

/**
 * A name as an iCalendar parameter value (CN="…"): quoted by RFC 6868 (^' for a double quote, ^n for a line
 * break, ^^ for ^), and without the ";" and backslash that naive parsers split or unescape parameters on, so no name
 * can add parameters to the line (a calendar would read ROLE=CHAIR, or no attendee at all). Names that
 * pass today's form rule hold none of these; records kept from before may.
 */
export function paramText(value: string): string {
  return (
    value
      .replace(/\^/g, '^^')
      .replace(/\r\n|\r|\n/g, '^n')
      .replace(/"/g, "^'")
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[;\\\u0000-\u001f\u007f]/g, ' ')
  );
}

/** The stable UID of a booking's event. */
export const inviteUid = (recordId: string, domain: string) => `${recordId}@${domain}`;

/** The .ics text and its iTIP method. */
export function bookingInvite(input: InviteInput): { method: 'REQUEST' | 'CANCEL'; content: string } {
  const method = input.cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST;
  const calendar = ical({ prodId: { company: brand.name, product: 'Bookings', language: 'EN' }, method });
  const link = input.meetingLink;
  calendar.createEvent({
    id: inviteUid(input.record.id, input.domain),
    sequence: input.sequence,
    start: input.time.start,
    end: input.time.end,
    stamp: input.stamp,
    summary: `${consultationTypeLabel(input.record.consultationType)} with ${brand.name}`,
    description: [link ? `Video link: ${link}` : LINK_FOLLOWS, `Reschedule or cancel: ${input.bookingLink}`].join('\n'),
    ...(link ? { location: link, url: link } : {}),
    status: input.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: paramText(input.organizer.name || brand.name), email: input.organizer.address },
    attendees: [
      {
        name: paramText(input.record.name),
        email: input.record.email,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return { method: input.cancelled ? 'CANCEL' : 'REQUEST', content: calendar.toString() };
}
