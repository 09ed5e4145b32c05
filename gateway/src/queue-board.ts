// The operators' queue board (@bull-board) at /admin/queues. Its guard lives inside its own plugin,
// so every route the board registers (pages, static files, its JSON API) passes it: any staff user
// may read the board; only a user who may operate queues may change it (retry, clean, pause, add…).
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { RESULTS_QUEUE, SYNC_QUEUE } from '@site/contracts/jobs';
import { MAIL_QUEUE } from '@site/contracts/mail';
import { sameOriginWrites } from './api-routes';
import { type CspBuilder, inlineHashes } from './security-headers';
import { requireStaff, type StaffLookup } from './staff-guard';

export const QUEUE_BOARD_PATH = '/admin/queues';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** The board's page carries inline styles; its policy allows exactly those, by hash. */
function boardCsp(csp: CspBuilder): string {
  const require = createRequire(import.meta.url);
  const template = readFileSync(require.resolve('@bull-board/ui/dist/index.ejs'), 'utf8');
  return csp({ ...inlineHashes(template), scripts: [] });
}

export async function registerQueueBoard(app: FastifyInstance, opts: { redisUrl: string; lookup: StaffLookup; csp: CspBuilder }) {
  const connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  connection.on('error', (err) => app.log.debug({ err: err.message }, 'queue board: redis error'));
  const queues = [SYNC_QUEUE, RESULTS_QUEUE, MAIL_QUEUE].map((name) => {
    const q = new Queue(name, { connection });
    q.on('error', (err) => app.log.debug({ err: err.message }, 'queue board: queue error'));
    return q;
  });
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: queues.map((q) => new BullMQAdapter(q)), serverAdapter });

  const policy = boardCsp(opts.csp);
  const staffOnly = requireStaff(opts.lookup, (reply) => reply.redirect('/admin/leads'));
  await app.register(async (board) => {
    board.addHook('onRequest', sameOriginWrites);
    board.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const denied = await staffOnly(request, reply);
      if (denied) return denied;
      if (!READ_METHODS.has(request.method) && !request.staffUser?.canOperateQueues)
        return reply.status(403).send({ success: false, error: 'forbidden', message: 'Your account may read the queue board but not change it' });
    });
    board.addHook('onSend', async (_request, reply, payload) => {
      reply.header('content-security-policy', policy).header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
      return payload;
    });
    await board.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
  });
  app.addHook('onClose', async () => {
    await Promise.all(queues.map((q) => q.close()));
    connection.disconnect();
  });
}
