// What every sync worker must agree on, kept in Redis instead of each process's memory: the Odoo call
// budget (ODOO_RATE_LIMIT_PER_SECOND for all workers together), which stages are won (the pull's cache),
// and the set-up back-off (a configuration failure one worker met keeps the others from logging in to
// Odoo meanwhile: Odoo puts an address on a login cooldown after five failures). A command on the
// connection waits a second at most, connecting included; while Redis is away each worker falls back to
// its own memory.
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

const PREFIX = 'odoo-sync';
const WON_STAGES_KEY = `${PREFIX}:won-stages`;
const SETUP_BLOCK_KEY = `${PREFIX}:setup-blocked`;

/**
 * The connection for the shared state. A command waits at most a second, while the connection is made
 * too (a worker's first Odoo log-in comes right after its start, and must see another's back-off).
 */
export function sharedStateConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 2000 });
}

/**
 * Waits until the shared budget lets one more Odoo call start: `perSecond` calls a second across every
 * worker (a one-second window in Redis); while Redis is away, this worker's own window.
 */
export function sharedCallBudget(redis: Redis, perSecond: number): () => Promise<void> {
  const memory = new RateLimiterMemory({ points: perSecond, duration: 1, keyPrefix: `${PREFIX}:calls` });
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    points: perSecond,
    duration: 1,
    keyPrefix: `${PREFIX}:calls`,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
  return async () => {
    for (;;) {
      try {
        await limiter.consume('odoo');
        return;
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        await new Promise((r) => setTimeout(r, Math.max(1, res.msBeforeNext)));
      }
    }
  };
}

/** A JSON value under one key; a read or write that fails (Redis away) counts as a miss. */
function sharedValue<T>(redis: Redis, key: string) {
  return {
    async get(): Promise<T | null> {
      const raw = await redis.get(key).catch(() => null);
      return raw ? (JSON.parse(raw) as T) : null;
    },
    async set(value: T, ttlMs: number) {
      await redis.set(key, JSON.stringify(value), 'PX', ttlMs).catch(() => undefined);
    },
  };
}

/** Which stages are won, as the pull last read them from Odoo, and when. */
export type WonStagesEntry = { readAt: number; won: [number, boolean][] };

/** The won-stage cache in Redis. */
export const sharedWonStages = (redis: Redis) => sharedValue<WonStagesEntry>(redis, WON_STAGES_KEY);

/** A configuration failure that keeps every worker from Odoo until `until` (the reason says what to fix). */
export type SetupBlock = { reason: string; until: number; backoffMs: number };

/** The set-up back-off in Redis; with Redis away each worker keeps its own. */
export function sharedSetupBlock(redis: Redis) {
  const value = sharedValue<SetupBlock>(redis, SETUP_BLOCK_KEY);
  return {
    get: value.get,
    // Kept a while after it ends, so the next failure knows how long the last back-off was and doubles it.
    set: (block: SetupBlock) => value.set(block, Math.max(1, block.until - Date.now()) + block.backoffMs),
  };
}
