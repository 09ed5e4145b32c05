// Live events' parts of the service: the publisher (to the Redis Stream) and this instance's reader of it
// for its dashboards (sync/live-events.ts, sync/live-feed.ts), opened at start and closed with the app.
import { type FastifyInstance } from 'fastify';
import { type Logger } from 'pino';
import { type LeadsConfig } from '../config';
import { readerConnection } from '../redis';
import { type LeadStore } from '../store/lead-store';
import { LiveEvents } from '../sync/live-events';
import { LiveFeed } from '../sync/live-feed';
import { closeOnStop } from './lifecycle';
import { type RedisParts } from './redis-parts';

/** Live events: published to the Redis Stream, and this instance's reader of it for its dashboards. */
export async function openLiveEvents(config: LeadsConfig, { store, redis, log }: { store: LeadStore; redis: RedisParts; log: Logger }) {
  const events = new LiveEvents(redis.producer, log);
  const reader = readerConnection(config.redisUrl);
  reader.on('error', (err) => log.debug({ err: err.message }, 'redis live feed connection error'));
  const feed = new LiveFeed({ reader, redis: redis.producer, store, log });
  await feed.start();
  return { events, feed };
}

/**
 * The open streams end when the close begins: a stream never ends by itself, so the server could not
 * drain while one is open. The dashboards reconnect, to another instance or to this one once it is back,
 * with Last-Event-ID. The reader stops before the store closes.
 */
export async function liveEventsPlugin(app: FastifyInstance, log: Logger, { events, feed }: { events: LiveEvents; feed: LiveFeed }) {
  app.addHook('preClose', async () => {
    const ended = feed.endAll();
    if (ended > 0) log.info({ streams: ended }, 'shutdown: live-event streams ended');
  });
  await closeOnStop(app, log, 'live feed', async () => {
    events.close();
    await feed.close();
  });
}
