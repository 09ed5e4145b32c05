// GET /availability?date=YYYY-MM-DD&duration=MINUTES: which of a day's 17 starts a meeting of that
// length may take (public, read-only, cacheable for a few seconds). It answers each start free or not and
// nothing else (docs/booking.md, "Availability"); the booking's own write decides in the end.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@site/contracts/api';
import {
  AVAILABILITY_MAX_AGE_S,
  AVAILABILITY_TIME_ZONE,
  availabilityQuerySchema,
  availabilitySchema,
  type Availability,
} from '@site/contracts/availability';
import { type Clock } from '@site/lagos-time/clock';
import { dayAvailability, dayRange } from '../records/booking-slot-rules';
import { type BookingSlots } from '../store/lead-store';

export type AvailabilityDeps = { store: BookingSlots; clock: Clock };

/** A day's starts for a meeting of `duration` minutes; `except` is a booking being moved (its own time is free to it). */
export async function availabilityOf(deps: AvailabilityDeps, date: string, duration: number, except?: string): Promise<Availability> {
  const { from, to } = dayRange(date, duration);
  const held = await deps.store.heldBetween(from, to, except);
  return { date, timeZone: AVAILABILITY_TIME_ZONE, slots: dayAvailability(date, duration, deps.clock.now(), held) };
}

export const availabilityRoutes: FastifyPluginAsyncZod<AvailabilityDeps> = async (app, deps) => {
  app.get(
    '/availability',
    {
      schema: {
        summary: "Which of a day's starts are free for a meeting of that length",
        tags: ['public'],
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const availability = await availabilityOf(deps, request.query.date, request.query.duration);
      // Only an answer may be kept: a failure (the store away) is not cached for anyone.
      reply.header('cache-control', `public, max-age=${AVAILABILITY_MAX_AGE_S}`);
      return availability;
    },
  );
};
