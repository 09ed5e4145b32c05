// The leads service as a Fastify app. Plugins load in a fixed order: external libraries, then the
// service's own hooks, then routes. Only server.ts listens; tests build this app and inject.
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { timingSafeEqual } from 'node:crypto';
import { type Logger } from 'pino';
import { INTERNAL_TOKEN_HEADER } from '@site/contracts/api';
import { type Clock } from '@site/lagos-time/clock';
import { type StaffAuth } from './auth/staff-auth';
import { installErrorHandlers } from './error-handler';
import { AppError } from './errors';
import { type Observability } from './ops/observability';
import { authRoutes } from './routes/auth-routes';
import { bookingRoutes } from './routes/booking-routes';
import { opsRoutes } from './routes/ops-routes';
import { publicRoutes } from './routes/public-routes';
import { staffRoutes } from './routes/staff-routes';
import { privacyRoutes } from './routes/privacy-routes';
import { type AuditLog } from './privacy/audit';
import { type ErasureService } from './privacy/erasure';
import { type LeadStore } from './store/lead-store';
import { type LeadMail } from './mail/lead-mail';
import { mailRoutes } from './routes/mail-routes';
import { queueBoardAuditRoute } from './routes/queue-board-audit-route';
import { type RecordChanged, recordChangedPath } from './records/record-changed';
import { AfterAnswer } from './service/after-answer';
import { decorateStaffUser } from './routes/staff-guard';
import { type LiveEvents } from './sync/live-events';
import { type LiveFeed } from './sync/live-feed';
import { type SyncOutbox } from './sync/sync-outbox';

export type LeadsAppDeps = {
  store: LeadStore;
  outbox: SyncOutbox;
  events: LiveEvents;
  /** This instance's dashboards' streams. */
  feed: LiveFeed;
  auth: StaffAuth;
  log: Logger;
  internalToken: string;
  cookieSecure: boolean;
  requestTimeoutMs: number;
  observability: Observability;
  audit: AuditLog;
  erasures: ErasureService;
  mail: LeadMail;
  /** Signs and checks the links of booking e-mails (the booking page). */
  bookingLinkKey: Buffer;
  /** "Now" for every date and time rule of the routes. */
  clock: Clock;
  /** The write path the routes call; by default one over this outbox, these events and this mail (no video links). */
  changed?: RecordChanged;
  /**
   * Where a new submission's follow-ups run after its answer. The service passes its own and waits for
   * it when it closes; by default the app makes one and waits for it in its own close.
   */
  afterAnswer?: AfterAnswer;
};

/** Public forms are small; the gateway enforces its own limit before this one. */
export const BODY_LIMIT_BYTES = 64 * 1024;

function tokenMatches(given: unknown, expected: Buffer): boolean {
  if (typeof given !== 'string') return false;
  const buf = Buffer.from(given);
  return buf.length === expected.length && timingSafeEqual(buf, expected);
}

/** The service's AfterAnswer, or one of the app's own that the app's close waits for. */
function afterAnswerOf(app: FastifyInstance, deps: LeadsAppDeps): AfterAnswer {
  if (deps.afterAnswer) return deps.afterAnswer;
  const own = new AfterAnswer(deps.log as FastifyBaseLogger);
  app.addHook('onClose', () => own.drain());
  return own;
}

export async function buildLeadsApp(deps: LeadsAppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // The gateway passes its request id on, so one id follows a request through both logs.
    requestIdHeader: 'x-request-id',
    trustProxy: true,
    // The gateway reads each body before it calls us, so a slow request here is a fault, not a visitor.
    requestTimeout: deps.requestTimeoutMs,
    http: { headersTimeout: Math.min(10_000, deps.requestTimeoutMs) },
    keepAliveTimeout: 10_000, // longer than the gateway's upstream pool keeps a socket idle (4 s)
    // A booking link's token is one path parameter (up to about 150 characters); longer ones must still
    // get the booking page's one "invalid link" answer, not a 414.
    routerOptions: { maxParamLength: 512 },
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is refused with 415 instead of reaching validation as a string.
  app.removeContentTypeParser('text/plain');

  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Leads API',
        version: '1.0.0',
        description: 'Contact messages, consultation bookings and staff access. Served under /api by the gateway.',
      },
      servers: [{ url: '/api' }],
    },
    transform: jsonSchemaTransform,
  });

  const expected = Buffer.from(deps.internalToken);
  app.addHook('onRequest', async (request) => {
    if (!tokenMatches(request.headers[INTERNAL_TOKEN_HEADER], expected)) {
      request.log.warn({ ip: request.ip }, 'request without the internal credential');
      throw new AppError('unauthorized', 'Not reachable without the gateway');
    }
  });
  installErrorHandlers(app);
  app.addHook('onResponse', deps.observability.onResponse);

  decorateStaffUser(app);
  const changed = deps.changed ?? recordChangedPath({ outbox: deps.outbox, events: deps.events, mail: deps.mail });
  await app.register(publicRoutes, {
    store: deps.store,
    changed,
    afterAnswer: afterAnswerOf(app, deps),
    log: deps.log,
    submissions: deps.observability.submissions,
    clock: deps.clock,
  });
  await app.register(bookingRoutes, { store: deps.store, changed, bookingLinkKey: deps.bookingLinkKey, clock: deps.clock });
  await app.register(opsRoutes, { observability: deps.observability });
  await app.register(authRoutes, { auth: deps.auth, cookieSecure: deps.cookieSecure, audit: deps.audit });
  await app.register(staffRoutes, {
    auth: deps.auth,
    store: deps.store,
    feed: deps.feed,
    changed,
    audit: deps.audit,
    clock: deps.clock,
  });
  await app.register(privacyRoutes, {
    auth: deps.auth,
    store: deps.store,
    changed,
    audit: deps.audit,
    erasures: deps.erasures,
    clock: deps.clock,
  });
  await app.register(mailRoutes, { auth: deps.auth, store: deps.store, audit: deps.audit });
  await app.register(queueBoardAuditRoute, { auth: deps.auth, audit: deps.audit });
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  return app;
}
