// Starts the leads service: store, queue hand-over, results consumer, HTTP. `startLeadsService`
// lets tests run it in-process; run directly, it reads the environment and stops on SIGINT/SIGTERM.
import { Queue } from 'bullmq';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Clock, systemClock } from '@site/contracts/clock';
import { privateLogOptions } from '@site/contracts/log-privacy';
import { pino, type Logger } from 'pino';
import { RESULTS_QUEUE, SYNC_JOB_OPTIONS, SYNC_QUEUE, type SyncJob } from '@site/contracts/jobs';
import { buildLeadsApp } from './app';
import { StaffAuth } from './auth/staff-auth';
import { INITIAL_PASSWORD_FILE } from '@site/contracts/auth';
import { loadLeadsConfig, type LeadsConfig } from './config';
import { consumerConnection, producerConnection } from './redis';
import { Observability } from './ops/observability';
import { openStore } from './store/open-store';
import { LiveEvents } from './sync/live-events';
import { startResultsConsumer } from './sync/results-consumer';
import { SyncOutbox } from './sync/sync-outbox';
import { bookingUrl } from './booking/booking-token';
import { MAIL_QUEUE } from '@site/contracts/mail';
import { MailOff, QueuedLeadMail, type LeadMail } from './mail/lead-mail';
import { type Redis } from 'ioredis';
import { AuditLog } from './privacy/audit';
import { auditKey } from './privacy/audit-key';
import { ErasedInRedis } from './privacy/erased-in-redis';
import { ErasureService } from './privacy/erasure';
import { ErasureLedger, recordsBackFromErasure } from './privacy/erasure-ledger';
import { MAINTENANCE_QUEUE, startRetentionSchedule } from './privacy/retention';

/** Retry policy of every sync job: exponential back-off from 2 s with jitter, at most about 4.5 hours in all. */
export const SYNC_QUEUE_DEFAULTS = {
  attempts: 14,
  backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  // Done jobs leave Redis at once (no personal data kept there): the store holds the outcome.
  ...SYNC_JOB_OPTIONS,
} as const;

/** The generated first password, in `DATA_DIR/initial-admin-password` with mode 0600. */
export function writeInitialPassword(dataDir: string, username: string, password: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(dataDir, INITIAL_PASSWORD_FILE);
  writeFileSync(file, `username: ${username}\npassword: ${password}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above applies only when the file is new
  return file;
}


export async function startLeadsService(
  config: LeadsConfig,
  log: Logger = pino({ level: config.logLevel, base: { service: 'leads' }, ...privateLogOptions }),
  options: { onBrokenQueue?: () => void; clock?: Clock } = {},
) {
  const clock = options.clock ?? systemClock;
  const store = await openStore(config, clock);
  const events = new LiveEvents();
  const auth = new StaffAuth(store, { ttlMs: config.sessionTtlMs, idleMs: config.sessionIdleMs, cookieSecure: config.cookieSecure }, clock);

  const admin = await auth.ensureAdmin(config.admin);
  if (admin?.generatedPassword) {
    // Logs persist (docker logs, files), so the generated password never goes there: it is written
    // once to a file only its owner can read, and the log says where.
    const file = writeInitialPassword(config.dataDir, admin.username, admin.generatedPassword);
    log.warn({ file }, 'first staff account "admin" created; its password is in this file (readable by this user only): log in, then delete the file or change the password with `npm run staff -- password admin`');
  } else if (admin) log.info('staff account created from ADMIN_USERNAME');

  const producer = producerConnection(config.redisUrl);
  producer.on('error', (err) => log.debug({ err: err.message }, 'redis producer connection error'));
  const queue = new Queue<SyncJob>(SYNC_QUEUE, { connection: producer, defaultJobOptions: SYNC_QUEUE_DEFAULTS });
  queue.on('error', (err) => log.debug({ err: err.message }, 'sync queue error'));
  const outbox = new SyncOutbox(store, queue, log, clock);
  const resultsQueue = new Queue(RESULTS_QUEUE, { connection: producer });
  resultsQueue.on('error', (err) => log.debug({ err: err.message }, 'results queue error'));
  const mailQueue = new Queue(MAIL_QUEUE, { connection: producer });
  mailQueue.on('error', (err) => log.debug({ err: err.message }, 'mail queue error'));
  const maintenanceQueue = new Queue(MAINTENANCE_QUEUE, { connection: producer });
  maintenanceQueue.on('error', (err) => log.debug({ err: err.message }, 'maintenance queue error'));
  const queues = [queue, resultsQueue, mailQueue, maintenanceQueue];
  const observability = new Observability({ store, redis: producer, queues, clock });
  let stopping: Promise<void> | undefined;
  // A queue whose first start Redis cut short stays broken (see Observability.queuesStarted).
  Promise.all(queues.map((q) => q.waitUntilReady())).catch((err: Error) => {
    if (stopping) return;
    log.error({ err: err.message }, 'a Redis queue could not start; the service must be restarted');
    options.onBrokenQueue?.();
  });
  const mailDeps = { store, events, log, mail: config.mail, publicUrl: config.publicUrl, bookingLink: (record: { id: string; linkVersion?: number | undefined }) => bookingUrl(config.publicUrl, config.bookingLinkKey, record), clock };
  // The mail worker's own blocking connection, only when mail is on.
  const mailConsumer = config.mail.smtpUrl ? consumerConnection(config.redisUrl) : undefined;
  mailConsumer?.on('error', (err) => log.debug({ err: err.message }, 'redis mail connection error'));
  const mail: LeadMail & { start(): void; close(): Promise<void> } = mailConsumer
    ? new QueuedLeadMail(mailDeps, mailQueue, { connection: mailConsumer, counter: observability.mail })
    : new MailOff(mailDeps);
  if (!config.mail.smtpUrl) log.warn('SMTP_URL is not set: no e-mail is sent (booking confirmations, staff notices)');

  const consumer = consumerConnection(config.redisUrl);
  consumer.on('error', (err) => log.debug({ err: err.message }, 'redis consumer connection error'));
  const audit = new AuditLog(store, auditKey(config.auditHmacKey, config.dataDir), clock);
  const sealed = await audit.sealLegacy();
  if (sealed) log.info({ entries: sealed }, 'audit entries from before the HMAC chain sealed into it');
  const erased = new ErasedInRedis({ redis: () => queue.client as unknown as Promise<Redis>, store, log, clock });
  const ledger = ErasureLedger.in(config.dataDir);
  const erasures = new ErasureService({ store, queue, mail, audit, log, events, clock, ledger, erased });
  // Before anything is handed to Odoo or mailed: records the erasure ledger names are erased again (a
  // restored backup brought them back), and the tombstones of recent erasures are in Redis again.
  const back = await recordsBackFromErasure(store, ledger);
  if (back.length) {
    log.warn({ records: back.length }, 'erased records are back in the store (a restored backup?): erasing them again');
    await erasures.erase(back, { reason: 'request', actor: 'system', note: 'erased again, named by the erasure ledger (a restored backup held them)' });
  }
  await erased.publishRecent().catch((err: Error) => log.warn({ err: err.message }, 'tombstones not published to Redis yet; retried with the sweeps'));
  const results = startResultsConsumer({ store, events, connection: consumer, log, observability, mail, onErased: (report) => erasures.onReport(report), onResultForErased: (result) => erasures.onResultForErased(result) });
  mail.start();
  const retention = await startRetentionSchedule({ store, erasures, months: config.retentionMonths, queue: maintenanceQueue, consumer, log, clock });

  const app = await buildLeadsApp({ store, outbox, events, auth, log, internalToken: config.internalToken, cookieSecure: config.cookieSecure, requestTimeoutMs: config.requestTimeoutMs, observability, audit, erasures, mail, bookingLinkKey: config.bookingLinkKey, clock });
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ store: store.name, port }, 'leads service listening');

  outbox.start(config.sweepIntervalMs);
  // Tombstones Redis missed (it was away at an erase) follow as soon as it answers.
  const publishTombstones = setInterval(() => void erased.publishPending().catch(() => undefined), config.sweepIntervalMs);
  publishTombstones.unref();
  void outbox.sweep().catch((err: Error) => log.warn({ err: err.message }, 'start-up sweep failed'));
  const cleanup = setInterval(() => void auth.deleteExpiredSessions().catch(() => undefined), 600_000);
  cleanup.unref();
  const reconcile = setInterval(() => {
    outbox
      .reconcile(config.reconcile.afterMs)
      .then((n) => (n > 0 ? outbox.sweep() : 0))
      .catch((err: Error) => log.warn({ err: err.message }, 'reconcile failed'));
  }, config.reconcile.intervalMs);
  reconcile.unref();

  const stop = () =>
    (stopping ??= (async () => {
      clearInterval(cleanup);
      clearInterval(reconcile);
      clearInterval(publishTombstones);
      await app.close(); // stops accepting requests and lets those in flight finish
      await outbox.stop();
      await results.close(); // finishes the result in hand
      await retention.stop();
      await maintenanceQueue.close();
      await mail.close(); // finishes the message in hand
      await mailQueue.close();
      await queue.close();
      await resultsQueue.close();
      producer.disconnect();
      consumer.disconnect();
      mailConsumer?.disconnect();
      await store.close();
      log.info('leads service stopped');
    })());

  return { app, store, queue, outbox, mail, url: `http://${config.host}:${port}`, port, stop };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadLeadsConfig();
  // A queue that could not start ends the process at once, even mid-start (a graceful stop could hang on
  // that connection); its supervisor starts it again and the outbox hands stored leads over.
  const service = await startLeadsService(config, undefined, { onBrokenQueue: () => process.exit(1) });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void service.stop().then(() => process.exit(0));
    });
  }
}
