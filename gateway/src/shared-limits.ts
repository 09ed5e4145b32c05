// The rate limits' counters (forms, booking links, log-in), in Redis, so a client has one budget whatever
// gateway instance serves it. @fastify/rate-limit keeps doing the limiting (its hooks, headers and 429);
// this is its store, on rate-limiter-flexible: a Redis counter per key and window, and, while Redis is
// away, an in-memory counter of this instance (its insurance limiter). So forms are still taken, and
// log-in still throttled, when Redis is down, with a budget per instance instead of one for all.
// A counter's key names no client address (nothing personal in Redis, whose append-only file outlives the
// window): the limit's key (`login:<address>`) is replaced by its HMAC under a key every gateway derives
// from INTERNAL_TOKEN, so the gateways still count one client together.
import { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { type Redis } from 'ioredis';
import { createHmac, hkdfSync } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterRes } from 'rate-limiter-flexible';

const KEY_PREFIX = 'gateway:limit';
const KEY_PURPOSE = 'gct rate-limit keys v1';

type Limit = { max: number; timeWindowMs: number };

/** One limit's counters: Redis first, this instance's memory when Redis fails. */
function limiterFor(redis: Redis | null, { max, timeWindowMs }: Limit) {
  const duration = Math.max(1, Math.ceil(timeWindowMs / 1000));
  const memory = new RateLimiterMemory({ points: max, duration, keyPrefix: KEY_PREFIX });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    points: max,
    duration,
    keyPrefix: KEY_PREFIX,
    // Not "ready" (reconnecting, never connected): the insurance answers at once.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * The store class @fastify/rate-limit builds (`store` option). Each call says its limit; the counters of
 * one limit (max and window) are made once. Keys name their limit (`login:<address>`), so limits never share a count.
 */
export function sharedLimitStore(redis: Redis | null, internalToken: string) {
  const limiters = new Map<string, RateLimiterMemory | RateLimiterRedis>();
  const secret = Buffer.from(hkdfSync('sha256', internalToken, '', KEY_PURPOSE, 32));
  const counterKey = (key: string) => createHmac('sha256', secret).update(key).digest('base64url');
  return class SharedLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number) {
      const id = `${max}/${timeWindow}`;
      let limiter = limiters.get(id);
      if (!limiter) limiters.set(id, (limiter = limiterFor(redis, { max, timeWindowMs: timeWindow })));
      // A penalty counts the request without refusing it: the plugin compares the count with the limit.
      limiter.penalty(counterKey(key), 1).then(
        (res: RateLimiterRes) => callback(null, { current: res.consumedPoints, ttl: res.msBeforeNext }),
        (err: Error) => callback(err),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
