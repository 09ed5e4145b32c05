// The audit log for staff: a page at a time, or all of it as CSV (streamed). Registered by the privacy
// routes, behind the same staff guard.
import { Readable } from 'node:stream';
import { errorResponseSchema } from '@site/contracts/api';
import { csvHeader, csvLine } from '../csv';
import { auditPageSchema, auditQuerySchema } from '@site/contracts/privacy';
import { keysetPage } from './keyset-page';
import { type PrivacyRouteDeps } from './privacy-route-deps';
import { staffUserOf } from './staff-guard';
import { type ZodApp } from './zod-app';

const refused = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The audit log: a page at a time, or all of it as CSV. */
export function auditRoutes(app: ZodApp, { store, audit, clock }: PrivacyRouteDeps) {
  app.get(
    '/admin/audit',
    {
      schema: {
        summary: 'The audit log, newest first',
        tags: ['privacy'],
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...refused },
      },
    },
    async (request) => {
      const { limit, before } = request.query;
      const page = await keysetPage(
        limit,
        (rows) => store.privacy.listAudit(rows, before),
        (last) => last.seq,
      );
      return { items: page.items, nextBefore: page.next };
    },
  );

  app.get(
    '/admin/audit/export.csv',
    { schema: { summary: 'The whole audit log as CSV (streamed)', tags: ['privacy'] } },
    async (request, reply) => {
      await audit.record(staffUserOf(request).username, 'list-export', { target: 'audit log', from: request });
      const fields = ['seq', 'at', 'actor', 'action', 'target', 'detail', 'ip'] as const;
      async function* lines() {
        yield '\uFEFF' + csvHeader(fields);
        let before: number | undefined;
        for (;;) {
          const page = await store.privacy.listAudit(500, before);
          if (page.length) yield page.map((e) => csvLine(e, fields)).join('');
          if (page.length < 500) return;
          before = page.at(-1)!.seq;
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log_${clock.now().toISOString().slice(0, 10)}.csv"`)
        .send(Readable.from(lines()));
    },
  );
}
