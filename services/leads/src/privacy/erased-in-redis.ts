// The leads service's side of tombstones in Redis (contracts/erased-records.ts), which the worker checks
// before it writes a record to Odoo: set at every erase, published again for any the store has not seen
// reach Redis (it was down at the erase, or lost its data), and for the last weeks' at start-up (a Redis
// replaced or flushed). Also the append-only file rewrite that drops an erased person's jobs from Redis'
// files once they are gone from its memory.
import { ERASED_TTL_SECONDS, erasedKey } from '@site/contracts/erased-records';
import { type Clock } from '@site/lagos-time/clock';
import { type Redis } from 'ioredis';
import { type Logger } from 'pino';
import { type ErasureLedger } from '../store/privacy-port';

const BATCH = 500;
/** Tries of a rewrite while another one runs; Redis refuses a second one until the first is done. */
const REWRITE_TRIES = 30;

export class ErasedInRedis {
  constructor(
    private readonly deps: {
      /** The connection of a queue of ours (its commands fail at once while Redis is down). */
      redis: () => Promise<Redis>;
      store: { privacy: ErasureLedger };
      log: Logger;
      clock: Clock;
    },
  ) {}

  /** Sets the tombstones; throws while Redis is away (the store's remain unpublished then). */
  async mark(recordIds: readonly string[]): Promise<void> {
    if (recordIds.length === 0) return;
    const redis = await this.deps.redis();
    const batch = redis.multi();
    for (const id of recordIds) batch.set(erasedKey(id), '1', 'EX', ERASED_TTL_SECONDS);
    await batch.exec();
    await this.deps.store.privacy.markErasedPublished(recordIds);
  }

  /** Publishes every tombstone Redis has not got yet; returns how many. */
  async publishPending(): Promise<number> {
    let n = 0;
    for (;;) {
      const batch = await this.deps.store.privacy.listUnpublishedErased(BATCH);
      if (batch.length === 0) return n;
      await this.mark(batch.map((e) => e.id));
      n += batch.length;
      if (batch.length < BATCH) return n;
    }
  }

  /** At start-up: every tombstone younger than its time in Redis again, in case Redis lost them. */
  async publishRecent(): Promise<number> {
    await this.deps.store.privacy.unpublishErasedSince(new Date(this.deps.clock.now().getTime() - ERASED_TTL_SECONDS * 1000).toISOString());
    return this.publishPending();
  }

  /**
   * Rewrites Redis' append-only file from what Redis holds now. Its log keeps every command since the last
   * rewrite (the sync jobs carried the person's record), and Redis rewrites it by itself only after it
   * doubles; once the person's jobs are gone from memory, a rewrite leaves nothing of them on disk.
   */
  async rewriteAppendOnlyFile(): Promise<void> {
    const redis = await this.deps.redis();
    for (let attempt = 1; ; attempt++) {
      try {
        await redis.bgrewriteaof();
        return;
      } catch (err) {
        // One rewrite at a time: a rewrite already running began before this erase, so ours must follow it.
        if (!/in progress/i.test((err as Error).message) || attempt >= REWRITE_TRIES) throw err;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }
}
