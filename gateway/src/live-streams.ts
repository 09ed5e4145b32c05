// The open live-event streams: how many each staff user holds (for the cap per user), how many in all
// (a metric), and each stream's session re-check timer. The cap counts a user's streams on every gateway
// instance: each stream is a member of the user's sorted set in Redis, scored with when it lapses and
// renewed while it is open, so the streams of a gateway that crashed drop out within STREAM_TTL_MS
// (nothing to release them by hand). While Redis is away the cap counts this instance's streams. A
// stream never ends by itself, so the server could not drain while one is open: on close (`preClose`,
// before the server waits for its connections) every open stream is ended, and the dashboards reconnect
// once a gateway answers again.
import { randomUUID } from 'node:crypto';
import { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { type Redis } from 'ioredis';
import { redisReady } from './gateway-redis';

declare module 'fastify' {
  interface FastifyInstance {
    liveStreams: LiveStreams;
  }
}

type OpenStream = { id: string; userId: string; reply: FastifyReply; recheck: NodeJS.Timeout; renew: NodeJS.Timeout };

/** How often an open stream renews its place in Redis, and how long a place lasts without renewal. */
const STREAM_RENEW_MS = 10_000;
export const STREAM_TTL_MS = 3 * STREAM_RENEW_MS;
const userKey = (userId: string) => `gateway:live-streams:${userId}`;

/** Drops lapsed places, then takes one if the user holds fewer than the cap; Redis' own clock scores them all. */
const TAKE_PLACE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return 1`;
const RENEW_PLACE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** What opening a stream came to: open, refused at the user's cap, or refused because the gateway is closing. */
export type StreamPlace = 'open' | 'full' | 'closing';

export class LiveStreams {
  private readonly open = new Set<OpenStream>();
  /** Set when the gateway starts closing: every stream has been ended, and none opens after. */
  private closing = false;

  constructor(private readonly redis: Redis | null = null) {}

  get total(): number {
    return this.open.size;
  }

  /** The streams `userId` holds on this instance (a handful at most: the cap). */
  count(userId: string): number {
    let n = 0;
    for (const stream of this.open) if (stream.userId === userId) n++;
    return n;
  }

  /**
   * Opens a place for a stream of `userId` if the user holds fewer than `max` (on every instance), counts
   * it, and calls `check` every `checkMs` while it is open. When its connection closes, however that
   * happens, its place is given up and its timers stop. Not opened when the user is at the cap, nor once
   * the gateway is closing (also when the close began while the place was being taken).
   */
  async track(userId: string, reply: FastifyReply, opts: { max: number; check: () => void; checkMs: number }): Promise<StreamPlace> {
    if (this.closing) return 'closing';
    const id = randomUUID();
    if (!(await this.takePlace(userId, id, opts.max))) return 'full';
    if (this.closing) {
      void this.shared(() => this.redis!.zrem(userKey(userId), id));
      return 'closing';
    }
    const stream: OpenStream = {
      id,
      userId,
      reply,
      recheck: setInterval(opts.check, opts.checkMs),
      renew: setInterval(
        () => void this.shared(() => this.redis!.eval(RENEW_PLACE, 1, userKey(userId), id, STREAM_TTL_MS)),
        STREAM_RENEW_MS,
      ),
    };
    this.open.add(stream);
    reply.raw.once('close', () => this.untrack(stream));
    // The client left while its place was being taken: give it up now.
    if (reply.raw.destroyed) this.untrack(stream);
    return 'open';
  }

  /** In Redis when it answers; else this instance's count decides. */
  private async takePlace(userId: string, id: string, max: number): Promise<boolean> {
    const taken = await this.shared(async () => (await this.redis!.eval(TAKE_PLACE, 1, userKey(userId), id, max, STREAM_TTL_MS)) === 1);
    return taken ?? this.count(userId) < max;
  }

  /** A Redis call, or undefined while Redis is away (or fails): streams go on without it. */
  private async shared<T>(call: () => Promise<T>): Promise<T | undefined> {
    if (!redisReady(this.redis)) return undefined;
    return call().catch(() => undefined);
  }

  /** Ends every open stream, and opens none from now on (the gateway is closing); returns how many there were. */
  endAll(): number {
    this.closing = true;
    const streams = [...this.open];
    for (const stream of streams) {
      this.untrack(stream);
      stream.reply.raw.destroy();
    }
    return streams.length;
  }

  private untrack(stream: OpenStream) {
    if (!this.open.delete(stream)) return;
    clearInterval(stream.recheck);
    clearInterval(stream.renew);
    // Not given up (Redis away): it lapses within STREAM_TTL_MS.
    void this.shared(() => this.redis!.zrem(userKey(stream.userId), stream.id));
  }
}

/** `app.liveStreams`, visible to every plugin registered after it, and ended when the app closes. */
export const liveStreams = fp(
  async (app: FastifyInstance) => {
    const streams = new LiveStreams(app.sharedRedis);
    app.decorate('liveStreams', streams);
    app.addHook('preClose', async () => {
      const ended = streams.endAll();
      if (ended > 0) app.log.info({ streams: ended }, 'shutdown: live-event streams ended');
    });
  },
  { name: 'live-streams' },
);
