// Staff-only routes: every one passes the session check first and reveals nothing without it.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, okResponseSchema } from '@site/contracts/api';
import { consultationRecordSchema, contactRecordSchema, leadKindValues } from '@site/contracts/records';
import { type StaffAuth } from '../auth/staff-auth';
import { AppError } from '../errors';
import { type LeadStore } from '../store/lead-store';
import { type LiveEvents } from '../sync/live-events';
import { type SyncOutbox } from '../sync/sync-outbox';

export type StaffRouteDeps = { auth: StaffAuth; store: LeadStore; events: LiveEvents; outbox: SyncOutbox };

const HEARTBEAT_MS = 15_000;

export const staffRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (app, { auth, store, events, outbox }) => {
  app.addHook('onRequest', async (request) => {
    const user = await auth.userFor(auth.tokenOf(request.cookies));
    if (!user) throw new AppError('unauthorized', 'Log in to continue');
    request.log = request.log.child({ staffUserId: user.id });
  });

  const unauthorized = { 401: errorResponseSchema };
  app.get('/contacts', { schema: { summary: 'Contact leads, newest first', tags: ['staff'], response: { 200: z.array(contactRecordSchema), ...unauthorized } } }, () => store.listContacts());
  app.get('/consultations', { schema: { summary: 'Consultation bookings, newest first', tags: ['staff'], response: { 200: z.array(consultationRecordSchema), ...unauthorized } } }, () => store.listConsultations());

  app.post(
    '/admin/requeue/:kind/:id',
    {
      schema: {
        summary: 'Send a failed record to Odoo again',
        tags: ['staff'],
        params: z.object({ kind: z.enum(leadKindValues), id: z.string().max(64) }),
        response: { 200: okResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...unauthorized },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const outcome = await store.requeue(kind, id);
      if (!outcome) throw new AppError('not_found', 'No such record');
      if (!outcome.requeued) throw new AppError('conflict', 'Only a record whose sync failed can be re-queued');
      request.log.info({ recordId: id, kind }, 'record re-queued by staff');
      await outbox.requeue(outcome.ref);
      events.publish(kind, id);
      return { success: true as const };
    },
  );

  // Server-Sent Events: one "record.changed" message per change; the dashboard refetches.
  app.get('/events', { schema: { summary: 'Live record changes (text/event-stream)', tags: ['staff'] } }, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const unsubscribe = events.subscribe((event) => res.write(`event: record.changed\ndata: ${JSON.stringify(event)}\n\n`));
    const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
};
