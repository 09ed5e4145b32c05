// The audit entry of a queue-board change (pause, resume, retry, clean, remove…). The board is served by
// the gateway, which calls this before it lets an operator's change through, with the operator's session
// and a header only the gateway can send; without that header this route does not exist.
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, QUEUE_BOARD_AUDIT_HEADER, queueBoardChangeSchema } from '@site/contracts/api';
import { type StaffAuth } from '../auth/staff-auth';
import { AppError } from '../errors';
import { type AuditLog } from '../privacy/audit';
import { staffGuard, staffUserOf } from './staff-guard';

export const queueBoardAuditRoute: FastifyPluginAsyncZod<{ auth: StaffAuth; audit: AuditLog }> = async (app, { auth, audit }) => {
  app.addHook('onRequest', async (request) => {
    if (request.headers[QUEUE_BOARD_AUDIT_HEADER] !== '1') throw new AppError('not_found', 'No such endpoint');
  });
  app.addHook('onRequest', staffGuard(auth));
  app.post(
    '/admin/audit/queue-board',
    {
      schema: {
        hide: true,
        body: queueBoardChangeSchema,
        response: { 200: z.object({ success: z.literal(true) }), 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      // "/api/queues/<queue>/<action…>" names one queue; "/api/queues/pause" (and resume) all of them.
      const parts = request.body.path.split('/').filter(Boolean);
      const target =
        parts[0] === 'api' && parts[1] === 'queues' && parts.length > 3 ? `queue:${decodeURIComponent(parts[2]!)}` : 'all queues';
      await audit.record(staffUserOf(request).username, 'queue-board', {
        target,
        detail: `${request.body.method} ${request.body.path}`,
        from: request,
      });
      return { success: true as const };
    },
  );
};
