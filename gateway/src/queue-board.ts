// The operators' queue board (@bull-board) at /admin/queues. Its guard lives inside its own plugin,
// so every route the board registers (pages, static files, its JSON API) passes it: requests from other
// sites are refused; any staff user may read the board; only a user who may operate queues may change it
// (retry, clean, pause…), and each change is written to the audit log first (refused when it cannot be).
// Changes that forge what a worker acts on (adding a job, editing a job's data) are off for everyone.
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { Queue } from 'bullmq';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { INTERNAL_TOKEN_HEADER, QUEUE_BOARD_AUDIT_HEADER } from '@site/contracts/api';
import { QUEUES } from '@site/contracts/queues';
import { STAFF_HOME_PATH } from '@site/contracts/staff-return-path';
import { envelope } from './envelope';
import { sameOriginWrites, sameSiteOnly } from './origin-guards';
import { type CspBuilder, inlineHashes } from './security-headers';
import { requireStaff, type StaffLookup, staffUserOf } from './staff-guard';
import { statusOnly } from './upstream-answer';

export const QUEUE_BOARD_PATH = '/admin/queues';

const READ_METHODS = new Set(['GET', 'HEAD']);

/** Board writes that would put data of someone's choosing into a job: a new job, or edited job data. */
const FORGING = /^\/api\/queues\/[^/]+\/(?:add|[^/]+\/update-data)$/;

/** Writes the change to the audit log (through the leads service, in the operator's name); false if it could not. */
async function auditBoardChange(
  request: FastifyRequest,
  opts: { leadsUrl: string; internalToken: string },
  path: string,
): Promise<boolean> {
  const res = await fetch(`${opts.leadsUrl}/admin/audit/queue-board`, {
    method: 'POST',
    headers: {
      cookie: request.headers.cookie ?? '',
      'content-type': 'application/json',
      [INTERNAL_TOKEN_HEADER]: opts.internalToken,
      [QUEUE_BOARD_AUDIT_HEADER]: '1',
      'x-request-id': String(request.id),
      'x-forwarded-for': request.ip,
    },
    body: JSON.stringify({ method: request.method, path }),
    signal: AbortSignal.timeout(5000),
  }).catch((err: Error) => {
    request.log.error({ err: err.message }, 'queue board: the change could not be audited');
    return null;
  });
  return res !== null && (await statusOnly(res)) === 200;
}

/** The board's page carries inline styles; its policy allows exactly those, by hash. */
function boardCsp(csp: CspBuilder): string {
  const require = createRequire(import.meta.url);
  const template = readFileSync(require.resolve('@bull-board/ui/dist/index.ejs'), 'utf8');
  return csp({ ...inlineHashes(template), scripts: [] });
}

type BoardOptions = { redisUrl: string; csp: CspBuilder; leadsUrl: string; internalToken: string };

/**
 * The board's Redis connection and its queues, closed with the app: onClose hooks run last-added
 * first, so the queues close before the connection they share is dropped.
 */
function openQueues(board: FastifyInstance, redisUrl: string): Queue[] {
  const connection = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  connection.on('error', (err) => board.log.debug({ err: err.message }, 'queue board: redis error'));
  board.addHook('onClose', async () => connection.disconnect());
  const queues = QUEUES.map((name) => {
    const q = new Queue(name, { connection });
    q.on('error', (err) => board.log.debug({ err: err.message }, 'queue board: queue error'));
    return q;
  });
  board.addHook('onClose', async () => {
    await Promise.all(queues.map((q) => q.close()));
  });
  return queues;
}

/** The board's guard: staff only, from our own pages; changes only by operators, never forging, and audited first. */
function boardGuard(lookup: StaffLookup, opts: BoardOptions) {
  const staffOnly = requireStaff(lookup, (reply) => reply.redirect(STAFF_HOME_PATH));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const denied = await staffOnly(request, reply);
    if (denied) return denied;
    if (READ_METHODS.has(request.method)) return;
    if (!staffUserOf(request).canOperateQueues)
      return reply.status(403).send(envelope('forbidden', 'Your account may read the queue board but not change it'));
    const path = request.url.slice(QUEUE_BOARD_PATH.length).split('?')[0]!;
    if (FORGING.test(path))
      return reply
        .status(403)
        .send(envelope('forbidden', 'Adding jobs and editing job data are off: a job must come from the site itself'));
    if (!(await auditBoardChange(request, opts, path)))
      return reply
        .status(503)
        .send(envelope('unavailable', 'The change could not be written to the audit log, so it was not made. Please try again.'));
  };
}

const NO_REDIS = 'The queue board needs Redis: set REDIS_URL for the gateway to the Redis of the queues, then restart the gateway.';

/** Headers every answer of the board's address carries. */
const boardHeaders = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');

/**
 * Without REDIS_URL the board has nothing to show: its address answers 503 and says why (a page, or the
 * API's error envelope for the board's JSON API), behind the same guards as the board.
 */
export async function queueBoardUnavailable(board: FastifyInstance) {
  board.addHook('onRequest', sameOriginWrites);
  board.addHook('onRequest', sameSiteOnly);
  board.addHook(
    'onRequest',
    requireStaff(board.staffLookup, (reply) => reply.redirect(STAFF_HOME_PATH)),
  );
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Queue board unavailable</title></head><body><h1>Queue board unavailable</h1><p>${NO_REDIS}</p></body></html>`;
  const unavailable = async (request: FastifyRequest, reply: FastifyReply) => {
    boardHeaders(reply).status(503);
    if (request.url.startsWith(`${QUEUE_BOARD_PATH}/api/`)) return reply.send(envelope('unavailable', NO_REDIS));
    return reply.type('text/html; charset=utf-8').send(page);
  };
  board.all(QUEUE_BOARD_PATH, unavailable);
  board.all(`${QUEUE_BOARD_PATH}/*`, unavailable);
}

/** The board as a plugin: its queues, guard and headers live in its own scope (register it with `app.register`). */
export async function queueBoard(board: FastifyInstance, opts: BoardOptions) {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({ queues: openQueues(board, opts.redisUrl).map((q) => new BullMQAdapter(q)), serverAdapter });

  const policy = boardCsp(opts.csp);
  board.addHook('onRequest', sameOriginWrites);
  board.addHook('onRequest', sameSiteOnly);
  board.addHook('onRequest', boardGuard(board.staffLookup, opts));
  board.addHook('onSend', async (_request, reply, payload) => {
    boardHeaders(reply).header('content-security-policy', policy);
    return payload;
  });
  await board.register(serverAdapter.registerPlugin(), { prefix: QUEUE_BOARD_PATH });
}
