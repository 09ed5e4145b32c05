// Order of writes per record across workers: an older revision of a record never undoes a newer one in
// Odoo. Each job of a record takes a short Redis lock (SET NX PX) for its writes, and the last revision
// written is kept (gct:sync-rev:<id>, for some weeks: longer than any job's retries). A job whose revision
// is below it is skipped. A held lock is a transient failure, retried with the job's back-off. The lock's
// value is the job id, so the same job, taken up again after its worker died, may take its own lock back.
import { type Redis } from 'ioredis';

export const syncRevKey = (recordId: string) => `gct:sync-rev:${recordId}`;
export const syncLockKey = (recordId: string) => `gct:sync-lock:${recordId}`;
/** Eight weeks: a job retries for at most about 4.5 hours, so nothing older can still come. */
export const SYNC_REV_TTL_SECONDS = 8 * 7 * 24 * 3600;

/** Thrown when another job of the record holds its lock: retried with back-off. */
export class RecordBusyError extends Error {
  constructor(recordId: string) {
    super(`another change of record ${recordId} is being written to Odoo`);
  }
}

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0";

export class RecordOrder {
  constructor(
    private readonly redis: Redis,
    /** Longer than a job's writes can take; a dead worker's lock expires after it. */
    private readonly lockMs: number,
  ) {}

  /** Runs `fn` holding the record's lock; throws RecordBusyError when another job holds it. */
  async withLock<T>(recordId: string, owner: string, fn: () => Promise<T>): Promise<T> {
    const key = syncLockKey(recordId);
    const taken = (await this.redis.set(key, owner, 'PX', this.lockMs, 'NX')) === 'OK';
    if (!taken) {
      // The same job again (its worker was killed mid-job): it may carry on under its own lock.
      if ((await this.redis.get(key)) !== owner) throw new RecordBusyError(recordId);
      await this.redis.set(key, owner, 'PX', this.lockMs);
    }
    try {
      return await fn();
    } finally {
      await this.redis.eval(RELEASE, 1, key, owner);
    }
  }

  /** Runs `fn` holding the locks of all these records (an erase request). */
  withLocks<T>(recordIds: string[], owner: string, fn: () => Promise<T>): Promise<T> {
    const [first, ...rest] = [...new Set(recordIds)];
    return first === undefined ? fn() : this.withLock(first, owner, () => this.withLocks(rest, owner, fn));
  }

  /** The last revision written to Odoo for the record, or -1. */
  async lastRevision(recordId: string): Promise<number> {
    const value = await this.redis.get(syncRevKey(recordId));
    return value === null ? -1 : Number(value);
  }

  /** Called under the lock, after a revision at or above the last one was written. */
  async written(recordId: string, revision: number): Promise<void> {
    await this.redis.set(syncRevKey(recordId), String(revision), 'EX', SYNC_REV_TTL_SECONDS);
  }

  /** Forgets the record (an erase). */
  async forget(recordId: string): Promise<void> {
    await this.redis.del(syncRevKey(recordId));
  }
}
