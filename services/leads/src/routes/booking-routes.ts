// The visitor's own booking page, /booking/<token>: see the booking, reschedule it or cancel it. The
// token is the only credential (docs/booking.md): it must verify under the booking-link key, name a
// booking that exists at the link version it was signed for (staff revoke links by raising it), and the
// meeting must not have ended. Every failure gets one answer (404
// invalid_link), so a link reveals nothing about whether its booking exists; a bad signature is refused
// before any store read. The token is never logged (log-privacy.ts rewrites the path), only the record id.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@site/contracts/api';
import { availabilityQuerySchema, availabilitySchema, SLOT_TAKEN_MESSAGE } from '@site/contracts/availability';
import { bookingResponseSchema, INVALID_LINK_MESSAGE, rescheduleSchemaAt, type BookingView } from '@site/contracts/booking';
import { type Clock } from '@site/lagos-time/clock';
import { meetingEnd, meetingWhen } from '@site/lagos-time/meeting-time';
import { consultationTypeLabel } from '@site/contracts/options';
import { type ConsultationRecord } from '@site/contracts/records';
import { z } from 'zod';
import { verifyBookingToken } from '../booking/booking-token';
import { AppError } from '../errors';
import { type BookingChange, MAX_INVITE_CHANGES } from '../records/booking-change-rules';
import { type LeadStore } from '../store/lead-store';
import { type RecordChanged } from '../records/record-changed';
import { availabilityOf } from './availability-routes';

export type BookingRouteDeps = {
  store: LeadStore;
  /** The write path: the change reaches Odoo, the dashboard and (with mail on) the visitor's inbox. */
  changed: RecordChanged;
  bookingLinkKey: Buffer;
  /** Link expiry, the date window of a reschedule and which starts have begun read it. */
  clock: Clock;
};

export const CANCELLED_BOOKING_MESSAGE =
  'This consultation has been cancelled, so it cannot be rescheduled. Please book a new consultation.';
export const TOO_MANY_CHANGES_MESSAGE = `This consultation has been changed ${MAX_INVITE_CHANGES} times, the most the booking page allows. Please call us to move it, or cancel it and book again.`;

const invalidLink = () => new AppError('invalid_link', INVALID_LINK_MESSAGE);

/** What the page shows: the meeting, never the visitor's e-mail or phone. */
export function bookingView(record: ConsultationRecord): BookingView {
  return {
    name: record.name,
    consultationType: record.consultationType,
    consultationTypeLabel: consultationTypeLabel(record.consultationType),
    preferredDate: record.preferredDate,
    preferredTime: record.preferredTime,
    duration: record.duration,
    when: meetingWhen(record),
    status: record.status,
    meetingLink: record.meetingLink,
  };
}

const params = z.object({ token: z.string() });
const responses = { 200: bookingResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

export const bookingRoutes: FastifyPluginAsyncZod<BookingRouteDeps> = async (app, deps) => {
  /** The booking a token opens, or the one invalid-link error. */
  async function openBooking(token: string): Promise<ConsultationRecord> {
    const link = verifyBookingToken(deps.bookingLinkKey, token);
    if (link === null) throw invalidLink(); // no store read for a bad signature
    const ref = await deps.store.getLead('consultation', link.id);
    if (!ref) throw invalidLink();
    const record = ref.record as ConsultationRecord;
    if (link.version !== (record.linkVersion ?? 0)) throw invalidLink(); // a link staff have replaced
    if (meetingEnd(record, record.createdAt).getTime() <= deps.clock.now().getTime()) throw invalidLink();
    return record;
  }

  async function change(token: string, what: BookingChange, log: { info: (o: object, m: string) => void }) {
    const record = await openBooking(token);
    const outcome = await deps.store.changeBooking(record.id, what, deps.clock.now());
    if (!outcome) throw invalidLink(); // erased between the two reads
    if (outcome.refused === 'cancelled') throw new AppError('conflict', CANCELLED_BOOKING_MESSAGE);
    if (outcome.refused === 'too-many-changes') throw new AppError('conflict', TOO_MANY_CHANGES_MESSAGE);
    if (outcome.refused === 'slot-taken') throw new AppError('slot_taken', SLOT_TAKEN_MESSAGE);
    if (outcome.changed) {
      log.info({ recordId: record.id, action: what.action, revision: outcome.ref.record.revision }, 'booking changed by the visitor');
      // The store already put the record back in the outbox: if this hand-over fails, the sweeper's does not.
      await deps.changed({ what: 'booking-changed', ref: outcome.ref, by: 'visitor' });
    } else log.info({ recordId: record.id, action: what.action }, 'booking change repeated: nothing to do');
    return { success: true as const, booking: bookingView(outcome.ref.record as ConsultationRecord) };
  }

  app.get(
    '/booking/:token',
    { schema: { summary: "A booking as its visitor's link shows it", tags: ['public'], params, response: responses } },
    async (request) => ({ success: true as const, booking: bookingView(await openBooking(request.params.token)) }),
  );

  app.post(
    '/booking/:token/reschedule',
    {
      schema: {
        summary: 'Move a booking to another date and time',
        tags: ['public'],
        params,
        body: rescheduleSchemaAt(deps.clock),
        response: responses,
      },
    },
    async (request) => change(request.params.token, { action: 'reschedule', ...request.body }, request.log),
  );

  // The reschedule form's question: which starts of a day are free for this booking's meeting (its own
  // time counts as free: a move may overlap where it is now).
  app.get(
    '/booking/:token/availability',
    {
      schema: {
        summary: "Which of a day's starts a booking may move to",
        tags: ['public'],
        params,
        querystring: availabilityQuerySchema.pick({ date: true }),
        response: { 200: availabilitySchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const record = await openBooking(request.params.token);
      return availabilityOf(deps, request.query.date, record.duration, record.id);
    },
  );

  app.post(
    '/booking/:token/cancel',
    { schema: { summary: 'Cancel a booking', tags: ['public'], params, response: responses } },
    async (request) => change(request.params.token, { action: 'cancel' }, request.log),
  );
};
