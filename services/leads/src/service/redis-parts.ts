// The leads service's Redis side: one producer connection shared by its queues (sync, results, mail,
// maintenance, periodic) and the blocking connections of its workers. Each is closed by the app's close
// (lifecycle.ts): the queues before the connection they share.
import { Queue } from 'bullmq';
import { type FastifyInstance } from 'fastify';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { RESULTS_QUEUE, SYNC_JOB_OPTIONS, SYNC_QUEUE, type SyncJob } from '@site/contracts/jobs';
import { MAIL_QUEUE } from '@site/contracts/mail';
import { type LeadsConfig } from '../config';
import { MAINTENANCE_QUEUE, PERIODIC_QUEUE } from '@site/contracts/queues';
import { consumerConnection, producerConnection } from '../redis';
import { closeOnStop } from './lifecycle';

/** Retry policy of every sync job: exponential back-off from 2 s with jitter, at most about 4.5 hours in all. */
export const SYNC_QUEUE_DEFAULTS = {
  attempts: 14,
  backoff: { type: 'exponential', delay: 2000, jitter: 0.5 },
  // Done jobs leave Redis at once (no personal data kept there): the store holds the outcome.
  ...SYNC_JOB_OPTIONS,
} as const;

export type RedisParts = {
  producer: Redis;
  /** The blocking connection of the results consumer, the retention schedule and the periodic work. */
  consumer: Redis;
  /** The mail worker's own blocking connection, only when mail is on. */
  mailConsumer: Redis | undefined;
  sync: Queue<SyncJob>;
  results: Queue;
  mail: Queue;
  maintenance: Queue;
  /** The outbox's repeating tasks (periodic-work.ts). */
  periodic: Queue;
  all: Queue[];
};

export function openRedisParts(config: LeadsConfig, log: Logger): RedisParts {
  const producer = producerConnection(config.redisUrl);
  producer.on('error', (err) => log.debug({ err: err.message }, 'redis producer connection error'));
  const queueOn = <Q extends Queue>(name: string, queue: Q): Q => {
    queue.on('error', (err) => log.debug({ err: err.message }, `${name} queue error`));
    return queue;
  };
  const sync = queueOn('sync', new Queue<SyncJob>(SYNC_QUEUE, { connection: producer, defaultJobOptions: SYNC_QUEUE_DEFAULTS }));
  const results = queueOn('results', new Queue(RESULTS_QUEUE, { connection: producer }));
  const mail = queueOn('mail', new Queue(MAIL_QUEUE, { connection: producer }));
  const maintenance = queueOn('maintenance', new Queue(MAINTENANCE_QUEUE, { connection: producer }));
  const periodic = queueOn('periodic', new Queue(PERIODIC_QUEUE, { connection: producer }));
  const consumer = consumerConnection(config.redisUrl);
  consumer.on('error', (err) => log.debug({ err: err.message }, 'redis consumer connection error'));
  const mailConsumer = config.mail.smtpUrl ? consumerConnection(config.redisUrl) : undefined;
  mailConsumer?.on('error', (err) => log.debug({ err: err.message }, 'redis mail connection error'));
  return {
    producer,
    consumer,
    mailConsumer,
    sync,
    results,
    mail,
    maintenance,
    periodic,
    all: [sync, results, mail, maintenance, periodic],
  };
}

/** Whether Redis answers on this connection now: a close that needs Redis is forced when it does not. */
export const redisUp = (connection: Redis) => connection.status === 'ready';

/** Registers the connections, then the queues on them: closed queues first, connections last. */
export async function redisPartsPlugins(app: FastifyInstance, log: Logger, parts: RedisParts) {
  await closeOnStop(app, log, 'redis connections', () => {
    parts.producer.disconnect();
    parts.consumer.disconnect();
    parts.mailConsumer?.disconnect();
  });
  // A queue's close waits for Redis; with Redis gone there is nothing to flush, so it is not waited for.
  await closeOnStop(app, log, 'queues', () => (redisUp(parts.producer) ? Promise.all(parts.all.map((q) => q.close())) : undefined));
}
