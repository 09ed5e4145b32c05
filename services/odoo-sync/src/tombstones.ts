// Erased records as the worker sees them (it never reads the leads store): a tombstone per record id in
// Redis (contracts/erased-records.ts, set by the leads service at the erase and by the worker's erase). A
// sync job of a tombstoned record writes nothing to Odoo; before an erase writes to Odoo, the record's sync
// jobs still in Redis are cancelled, and while one of them is in a worker's hands the erase waits (retried).
import { Job, type MinimalQueue } from 'bullmq';
import { type Redis } from 'ioredis';
import { ERASED_TTL_SECONDS, erasedKey } from '@site/contracts/erased-records';
import { syncJobId } from '@site/contracts/jobs';
import { RecordBusyError } from './record-order';

/** Whether the record was erased. Read under the record's lock, before any write to Odoo. */
export async function isErased(redis: Redis, recordId: string): Promise<boolean> {
  return (await redis.exists(erasedKey(recordId))) === 1;
}

/** Tombstones for the records of an erase job (the leads service set them too, unless Redis was away then). */
export async function markErased(redis: Redis, recordIds: readonly string[]): Promise<void> {
  if (recordIds.length === 0) return;
  const batch = redis.multi();
  for (const id of recordIds) batch.set(erasedKey(id), '1', 'EX', ERASED_TTL_SECONDS);
  await batch.exec();
}

/**
 * Removes the record's sync jobs of every revision up to `revision` (their data is the person's record).
 * One that a worker holds makes the erase wait: RecordBusyError, retried with the erase's back-off. Without
 * a revision (an erase run again later) there is nothing left to cancel: the first run did.
 */
export async function cancelSyncJobs(queue: MinimalQueue, recordId: string, revision: number | undefined): Promise<number> {
  let removed = 0;
  for (let rev = 0; rev <= (revision ?? -1); rev++) {
    const job = await Job.fromId(queue, syncJobId(recordId, rev));
    if (!job) continue;
    if (await job.isActive()) throw new RecordBusyError(recordId);
    await job.remove();
    removed++;
  }
  return removed;
}
