// Starts the leads service: store, Redis (queues, workers), the HTTP app, the repeating tasks. Every part
// is closed by the app's close (service/lifecycle.ts), so stopping is `app.close()`. `startLeadsService`
// lets tests run it in-process; run directly, it reads the environment and stops on SIGINT/SIGTERM or an
// uncaught error within SHUTDOWN_GRACE_MS (docs/lifecycle.md).
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import closeWithGrace from 'close-with-grace';
import { type FastifyInstance } from 'fastify';
import { type Redis } from 'ioredis';
import { type Clock, systemClock } from '@site/lagos-time/clock';
import { privateLogOptions } from '@site/observability/log-privacy';
import { LEADS_REPORT_INTERVAL_MS } from '@site/observability/metric-names';
import { pino, type Logger } from 'pino';
import { INITIAL_PASSWORD_FILE } from '@site/contracts/auth';
import { buildLeadsApp } from './app';
import { StaffAuth } from './auth/staff-auth';
import { bookingUrl } from './booking/booking-token';
import { loadLeadsConfig, type LeadsConfig } from './config';
import { MailOff, QueuedLeadMail } from './mail/lead-mail';
import { Observability } from './ops/observability';
import { AuditLog } from './privacy/audit';
import { auditKey } from './privacy/audit-key';
import { ErasedInRedis } from './privacy/erased-in-redis';
import { ErasureService } from './privacy/erasure';
import { ErasureLedger, recordsBackFromErasure } from './privacy/erasure-ledger';
import { startRetentionSchedule } from './privacy/retention';
import { recordChangedPath, type RecordChanged } from './records/record-changed';
import { VideoLinks } from './records/video-link';
import { AfterAnswer } from './service/after-answer';
import { closeOnStop } from './service/lifecycle';
import { startPeriodicWork } from './service/periodic-work';
import { openRedisParts, redisPartsPlugins, redisUp, type RedisParts } from './service/redis-parts';
import { type LeadStore } from './store/lead-store';
import { openStore } from './store/open-store';
import { liveEventsPlugin, openLiveEvents } from './service/live-parts';
import { type LiveEvents } from './sync/live-events';
import { startResultsConsumer } from './sync/results-consumer';
import { SyncOutbox } from './sync/sync-outbox';

export { SYNC_QUEUE_DEFAULTS } from './service/redis-parts';

/** How often sessions past their end are deleted (a session's end is checked at every use anyway). */
const EXPIRED_SESSIONS_EVERY_MS = 600_000;

/** The generated first password, in `DATA_DIR/initial-admin-password` with mode 0600. */
export function writeInitialPassword(dataDir: string, username: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, INITIAL_PASSWORD_FILE);
  writeFileSync(file, `username: ${username}\npassword: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above applies only when the file is new
  return file;
}

/** The first staff account, when there is none yet. */
async function ensureAdmin(config: LeadsConfig, auth: StaffAuth, log: Logger) {
  const admin = await auth.ensureAdmin(config.admin);
  if (admin?.generatedPassword) {
    // Logs persist (docker logs, files), so the generated password never goes there: it is written
    // once to a file only its owner can read, and the log says where.
    const file = writeInitialPassword(config.dataDir, admin.username, admin.generatedPassword);
    log.warn(
      { file },
      'first staff account "admin" created; its password is in this file (readable by this user only): log in, then delete the file or change the password with `npm run staff -- password admin`',
    );
  } else if (admin) log.info('staff account created from ADMIN_USERNAME');
}

type Core = {
  config: LeadsConfig;
  log: Logger;
  clock: Clock;
  store: LeadStore;
  events: LiveEvents;
  redis: RedisParts;
  observability: Observability;
};

function openMail({ config, log, clock, store, events, redis, observability }: Core) {
  const deps = {
    store,
    events,
    log,
    mail: config.mail,
    publicUrl: config.publicUrl,
    bookingLink: (record: { id: string; linkVersion?: number | undefined }) => bookingUrl(config.publicUrl, config.bookingLinkKey, record),
    clock,
  };
  if (!redis.mailConsumer) {
    log.warn('SMTP_URL is not set: no e-mail is sent (booking confirmations, staff notices)');
    return new MailOff(deps);
  }
  return new QueuedLeadMail(deps, redis.mail, { connection: redis.mailConsumer, counter: observability.mail });
}

/** The erase, after bringing back what a restored backup undid: records the ledger names are erased again, tombstones go to Redis. */
async function openErasures(core: Core, mail: MailOff | QueuedLeadMail) {
  const { config, log, clock, store, events, redis } = core;
  const audit = new AuditLog(store, auditKey(config.auditHmacKey, config.dataDir), clock);
  const sealed = await audit.sealLegacy();
  if (sealed) log.info({ entries: sealed }, 'audit entries from before the HMAC chain sealed into it');
  const erased = new ErasedInRedis({ redis: () => redis.sync.client as unknown as Promise<Redis>, store, log, clock });
  const ledger = ErasureLedger.in(config.dataDir);
  const erasures = new ErasureService({ store, queue: redis.sync, mail, audit, log, events, clock, ledger, erased });
  const back = await recordsBackFromErasure(store, ledger);
  if (back.length) {
    log.warn({ records: back.length }, 'erased records are back in the store (a restored backup?): erasing them again');
    await erasures.erase(back, {
      reason: 'request',
      actor: 'system',
      note: 'erased again, named by the erasure ledger (a restored backup held them)',
    });
  }
  await erased
    .publishRecent()
    .catch((err: Error) => log.warn({ err: err.message }, 'tombstones not published to Redis yet; retried with the sweeps'));
  return { audit, erased, erasures };
}

/**
 * The repeating tasks, once per cluster (service/periodic-work.ts): the outbox's sweeper (also once at
 * start), tombstones Redis missed, expired sessions, the lost-job check.
 */
async function periodicWork(app: FastifyInstance, core: Core, parts: { outbox: SyncOutbox; erased: ErasedInRedis; auth: StaffAuth }) {
  const { config, log, redis } = core;
  const { outbox, erased, auth } = parts;
  const work = await startPeriodicWork({
    queue: redis.periodic,
    consumer: redis.consumer,
    globalConcurrency: 1,
    runNow: ['sweep'],
    log,
    tasks: [
      {
        name: 'sweep',
        repeat: { every: config.sweepIntervalMs },
        run: async () => {
          const n = await outbox.sweep();
          if (n > 0) log.info({ count: n }, 'sweeper queued pending records');
        },
      },
      // Tombstones Redis missed (it was away at an erase) follow as soon as it answers.
      { name: 'tombstones', repeat: { every: config.sweepIntervalMs }, run: () => erased.publishPending() },
      { name: 'expired-sessions', repeat: { every: EXPIRED_SESSIONS_EVERY_MS }, run: () => auth.deleteExpiredSessions() },
      {
        name: 'reconcile',
        repeat: { every: config.reconcile.intervalMs },
        run: async () => ((await outbox.reconcile(config.reconcile.afterMs)) > 0 ? outbox.sweep() : 0),
      },
    ],
  });
  await closeOnStop(app, log, 'periodic work', () => work.stop(!redisUp(redis.producer)));
  // Last registered, so closed first: a sweep in hand finishes before the queues close.
  await closeOnStop(app, log, 'outbox', () => outbox.stop());
}

/** The results consumer (sync results and changes pulled from Odoo), the mail worker and the retention schedule. */
async function startConsumers(
  { config, log, clock, store, redis, observability }: Core,
  { changed, mail, erasures }: { changed: RecordChanged; mail: ReturnType<typeof openMail>; erasures: ErasureService },
) {
  const results = startResultsConsumer({
    store,
    connection: redis.consumer,
    log,
    observability,
    changed,
    onErased: (report) => erasures.onReport(report),
    onResultForErased: (result) => erasures.onResultForErased(result),
  });
  mail.start();
  const retention = await startRetentionSchedule({
    store,
    erasures,
    months: config.retentionMonths,
    queue: redis.maintenance,
    consumer: redis.consumer,
    log,
    clock,
  });

  return { results, retention };
}

export async function startLeadsService(
  config: LeadsConfig,
  log: Logger = pino({ level: config.logLevel, base: { service: 'leads' }, ...privateLogOptions }),
  options: { onBrokenQueue?: () => void; clock?: Clock } = {},
) {
  const clock = options.clock ?? systemClock;
  const store = await openStore(config, clock);
  const auth = new StaffAuth(store, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs, cookieSecure: config.cookieSecure }, clock);
  await ensureAdmin(config, auth, log);
  const redis = openRedisParts(config, log);
  const { events, feed } = await openLiveEvents(config, { store, redis, log });
  const observability = new Observability({ store, redis: redis.producer, queues: redis.all, clock });
  let stopping = false;
  // A queue whose first start Redis cut short stays broken (see Observability.queuesStarted).
  Promise.all(redis.all.map((q) => q.waitUntilReady())).catch((err: Error) => {
    if (stopping) return;
    log.error({ err: err.message }, 'a Redis queue could not start; the service must be restarted');
    options.onBrokenQueue?.();
  });
  const core: Core = { config, log, clock, store, events, redis, observability };
  const outbox = new SyncOutbox(store, redis.sync, log, clock);
  const mail = openMail(core);
  const { audit, erased, erasures } = await openErasures(core, mail);
  const changed = recordChangedPath({
    outbox,
    events,
    mail,
    videoLinks: new VideoLinks({ store, log, meetingLinkTemplate: config.mail.meetingLinkTemplate }),
  });
  const { results, retention } = await startConsumers(core, { changed, mail, erasures });
  const afterAnswer = new AfterAnswer(log);

  const app = await buildLeadsApp({
    store,
    outbox,
    events,
    feed,
    auth,
    log,
    internalToken: config.internalToken,
    cookieSecure: config.cookieSecure,
    requestTimeoutMs: config.requestTimeoutMs,
    observability,
    audit,
    erasures,
    mail,
    bookingLinkKey: config.bookingLinkKey,
    clock,
    changed,
    afterAnswer,
  });
  // Registered from what everything uses to what uses it; closed the other way round (docs/lifecycle.md).
  await closeOnStop(app, log, 'store', () => store.close());
  await redisPartsPlugins(app, log, redis);
  await closeOnStop(app, log, 'metrics report', observability.reportEvery(LEADS_REPORT_INTERVAL_MS));
  await liveEventsPlugin(app, log, { events, feed });
  // A worker's close finishes the job in hand, which needs Redis: with Redis gone it is forced (the job goes back when its lock lapses).
  await closeOnStop(app, log, 'mail worker', () => mail.close(!redisUp(redis.producer)));
  await closeOnStop(app, log, 'retention worker', () => retention.stop(!redisUp(redis.producer)));
  await closeOnStop(app, log, 'results consumer', () => results.close(!redisUp(redis.producer)));
  await periodicWork(app, core, { outbox, erased, auth });
  // Last registered, so closed first: the follow-ups of answered submissions finish while the outbox, the
  // queues and the store they use are still open.
  await closeOnStop(app, log, 'follow-ups of answered submissions', () => afterAnswer.drain());
  app.addHook('preClose', async () => void (stopping = true));
  app.addHook('onClose', async () => log.info('leads service stopped'));
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ store: store.name, port }, 'leads service listening');

  let closing: Promise<void> | undefined;
  const stop = () => (closing ??= app.close());
  return { app, store, queue: redis.sync, outbox, mail, url: `http://${config.host}:${port}`, port, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadLeadsConfig();
  const log = pino({ level: config.logLevel, base: { service: 'leads' }, ...privateLogOptions });
  // A queue that could not start ends the process at once, even mid-start (a graceful stop could hang on
  // that connection); its supervisor starts it again and the outbox hands stored leads over.
  const service = await startLeadsService(config, log, { onBrokenQueue: () => process.exit(1) });
  // SIGINT, SIGTERM, an uncaught exception or an unhandled rejection: one graceful path, logged, that
  // ends the process (exit 1 after an error or when the deadline passes, 0 otherwise).
  closeWithGrace(
    { delay: config.shutdownGraceMs, logger: { error: (message: unknown) => log.error({ err: String(message) }, 'shutdown') } },
    async ({ signal, err }) => {
      if (err) log.error({ err: err.message, stack: err.stack }, 'uncaught error: stopping');
      else log.info({ signal }, 'stopping');
      await service.stop();
    },
  );
}
