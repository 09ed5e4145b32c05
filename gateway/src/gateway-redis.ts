// The gateway's Redis connection for what every gateway instance must agree on: the rate limits and the
// live streams each staff user holds. Commands fail at once while Redis is away (no offline queue, one
// try, a short timeout), so a request never waits for Redis: each use falls back to this instance's own
// count then (shared-limits.ts, live-streams.ts). Without REDIS_URL there is none, and every count is
// this instance's.
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { type FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    sharedRedis: Redis | null;
  }
}

/** A command that takes longer than this counts as Redis being away. */
const COMMAND_TIMEOUT_MS = 500;

export const gatewayRedis = fp(
  async (app: FastifyInstance, { redisUrl }: { redisUrl: string | undefined }) => {
    const redis = redisUrl
      ? new Redis(redisUrl, {
          enableOfflineQueue: false,
          maxRetriesPerRequest: 1,
          commandTimeout: COMMAND_TIMEOUT_MS,
          connectTimeout: 2000,
        })
      : null;
    redis?.on('error', (err) => app.log.debug({ err: err.message }, 'shared redis (limits, live-stream places): error'));
    app.decorate('sharedRedis', redis);
    app.addHook('onClose', async () => redis?.disconnect());
  },
  { name: 'gateway-redis' },
);

/** Whether Redis answers now: while it does not, shared counts fall back to this instance's. */
export const redisReady = (redis: Redis | null): redis is Redis => redis?.status === 'ready';
