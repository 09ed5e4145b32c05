// Staff-only routes: every one passes the session check first and reveals nothing without it. Every read
// of personal data is in the audit log: each search of a list (by its shape, never its text), the first
// page of each list view, each export, each live stream opened. Answers are compressed (br or gzip) when
// the client accepts it; the event stream is not.
import compress from '@fastify/compress';
import { type FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, okResponseSchema } from '@site/contracts/api';
import { type Clock } from '@site/lagos-time/clock';
import { REQUEUE_PENDING_AFTER_MS } from '@site/contracts/jobs';
import { csvFileName } from '../csv';
import {
  bookingClashesSchema,
  consultationExportQuerySchema,
  consultationListQuerySchema,
  consultationPageSchema,
  contactExportQuerySchema,
  contactListQuerySchema,
  contactPageSchema,
  type ConsultationListQuery,
  type ContactListQuery,
  leadSummarySchema,
  liveStreamQuerySchema,
  summaryOf,
} from '@site/contracts/lead-lists';
import { type LeadKind, leadKindValues } from '@site/contracts/records';
import { z } from 'zod';
import { type StaffAuth } from '../auth/staff-auth';
import { AppError } from '../errors';
import { csvExportStream } from '../lead-export';
import { type LeadStore } from '../store/lead-store';
import { encodeCursor } from '../store/list-cursor';
import { type RecordChanged } from '../records/record-changed';
import { type LiveFeed } from '../sync/live-feed';
import { type AuditLog, filterShape, recordTarget } from '../privacy/audit';
import { keysetPage, positionOf } from './keyset-page';
import { staffGuard, staffUserOf } from './staff-guard';
import { type ZodApp } from './zod-app';

export type StaffRouteDeps = {
  auth: StaffAuth;
  store: LeadStore;
  feed: LiveFeed;
  changed: RecordChanged;
  audit: AuditLog;
  clock: Clock;
};

const refused = { 400: errorResponseSchema, 401: errorResponseSchema };

export const staffRoutes: FastifyPluginAsyncZod<StaffRouteDeps> = async (app, deps) => {
  // Registered here, so it covers this plugin's routes: the lists and exports are the large answers.
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  app.addHook('onRequest', staffGuard(deps.auth));
  listRoutes(app, deps);
  exportRoutes(app, deps);
  app.get(
    '/leads/summary',
    { schema: { summary: "The dashboard's four cards", tags: ['staff'], response: { 200: leadSummarySchema, ...refused } } },
    async () => summaryOf(await deps.store.dashboardFigures(deps.clock.now())),
  );
  app.get(
    '/consultations/clashes',
    {
      schema: {
        summary: 'Bookings whose meetings overlap another booking (made before overlaps were refused, or moved in Odoo)',
        tags: ['staff'],
        response: { 200: bookingClashesSchema, ...refused },
      },
    },
    async () => ({ clashes: await deps.store.listClashes(deps.clock.now()) }),
  );
  requeueRoute(app, deps);
  eventsRoute(app, deps);
};

/** The two lists, newest first, a page at a time. */
function listRoutes(app: ZodApp, { store, audit }: StaffRouteDeps) {
  /**
   * One page of a filtered list, with the filter's total. A search is audited on every page (a cursor
   * must not hide one), a plain view on its first page.
   */
  async function pageOf<K extends LeadKind>(request: FastifyRequest, kind: K, query: ContactListQuery | ConsultationListQuery) {
    const { limit, cursor, q, status } = query;
    const after = positionOf(cursor);
    const filter = { q, status };
    if (q || cursor === undefined)
      await audit.record(staffUserOf(request).username, 'list-read', {
        target: kind === 'contact' ? 'contacts' : 'consultations',
        detail: `${filterShape(filter)}${cursor === undefined ? '' : ', a later page'}`,
        from: request,
      });
    const [page, total] = await Promise.all([
      keysetPage(limit, (rows) => store.listPage(kind, filter, { limit: rows, after }), encodeCursor),
      store.filteredTotal(kind, filter),
    ]);
    return { items: page.items, nextCursor: page.next, total };
  }
  app.get(
    '/contacts',
    {
      schema: {
        summary: 'Contact leads, newest first, a page at a time',
        tags: ['staff'],
        querystring: contactListQuerySchema,
        response: { 200: contactPageSchema, ...refused },
      },
    },
    (request) => pageOf(request, 'contact', request.query),
  );
  app.get(
    '/consultations',
    {
      schema: {
        summary: 'Consultation bookings, newest first, a page at a time',
        tags: ['staff'],
        querystring: consultationListQuerySchema,
        response: { 200: consultationPageSchema, ...refused },
      },
    },
    (request) => pageOf(request, 'consultation', request.query),
  );
}

/** Every record of a list's filter as CSV, streamed. */
function exportRoutes(app: ZodApp, { store, audit, clock }: StaffRouteDeps) {
  const exportRoute = (kind: LeadKind, path: string, querystring: typeof contactExportQuerySchema | typeof consultationExportQuerySchema) =>
    // No 200 schema: the body is a CSV stream, not JSON.
    app.get(
      path,
      { schema: { summary: `Every ${kind} of the filter as CSV (streamed)`, tags: ['staff'], querystring } },
      async (request, reply) => {
        const { q, status } = request.query;
        const name = csvFileName(kind === 'contact' ? 'contacts' : 'consultations', clock.now());
        // The search text may be a name or an e-mail address: neither the log nor the audit keeps it.
        request.log.info({ kind, search: !!q, status }, 'CSV export');
        await audit.record(staffUserOf(request).username, 'list-export', {
          target: name,
          detail: filterShape({ q, status }),
          from: request,
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}"`)
          .send(csvExportStream(store, kind, { q, status }));
      },
    );
  exportRoute('contact', '/contacts/export.csv', contactExportQuerySchema);
  exportRoute('consultation', '/consultations/export.csv', consultationExportQuerySchema);
}

function requeueRoute(app: ZodApp, { store, audit, clock, changed }: StaffRouteDeps) {
  app.post(
    '/admin/requeue/:kind/:id',
    {
      schema: {
        summary: 'Send a failed record, or one pending for more than 5 minutes, to Odoo again',
        tags: ['staff'],
        params: z.object({ kind: z.enum(leadKindValues), id: z.string().max(64) }),
        response: { 200: okResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const outcome = await store.requeue(kind, id, new Date(clock.now().getTime() - REQUEUE_PENDING_AFTER_MS).toISOString());
      if (!outcome) throw new AppError('not_found', 'No such record');
      if (!outcome.requeued)
        throw new AppError(
          'conflict',
          'Only a record whose sync failed, or that has been pending for more than 5 minutes, can be re-queued',
        );
      request.log.info({ recordId: id, kind }, 'record re-queued by staff');
      await audit.record(staffUserOf(request).username, 'requeue', { target: recordTarget(kind, id), from: request });
      await changed({ what: 'requeued', ref: outcome.ref });
      return { success: true as const };
    },
  );
}

/**
 * Server-Sent Events: one "record.changed" message per change, carrying the record, a "record.erased" per
 * erased record, and "refetch" when what the client missed cannot be replayed (sync/live-feed.ts). Every
 * event has an `id:`; a client reconnecting with Last-Event-ID (or `?lastEventId=` on a new stream) gets
 * what it missed. Never compressed (a compressor would hold events back until its buffer fills).
 */
function eventsRoute(app: ZodApp, { feed, audit }: StaffRouteDeps) {
  app.get(
    '/events',
    {
      compress: false,
      schema: { summary: 'Live record changes (text/event-stream)', tags: ['staff'], querystring: liveStreamQuerySchema },
    },
    async (request, reply) => {
      // Every record that changes while it is open reaches this stream: opening it is a read of personal data.
      await audit.record(staffUserOf(request).username, 'live-stream', { target: 'live events', detail: 'opened', from: request });
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // The connection ends with the stream, so a closing service is not held by an idle socket.
        connection: 'close',
        'x-accel-buffering': 'no',
      });
      const header = request.headers['last-event-id'];
      await feed.open(res, typeof header === 'string' ? header : request.query.lastEventId);
    },
  );
}
