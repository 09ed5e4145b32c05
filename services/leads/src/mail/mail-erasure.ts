// Erasing a record's mail: its kept messages (the store's rows and the mail catcher's files) and every
// mail job it may still have in Redis. Used by the erase (privacy/erasure.ts) and the retention command.
import { type Queue } from 'bullmq';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type Logger } from 'pino';
import { type MailJob, mailKey } from '@site/contracts/mail';
import { keptMailFileName } from '@site/kept-mail/kept-mail-file';
import { type MailOfRecord } from '../privacy/erasure';
import { type LeadStore } from '../store/lead-store';

/**
 * Erases a record's kept mail: the store's rows and, where the mail catcher keeps files here, its files.
 * Shared by the service and the retention command (which sends no mail but must erase what was kept).
 */
export async function eraseKeptMail(store: LeadStore, catcherDir: string | undefined, log: Logger, recordId: string): Promise<number> {
  try {
    const gone = await store.deleteKeptMail(recordId);
    if (catcherDir) await Promise.all(gone.map((m) => rm(join(catcherDir, keptMailFileName(m.messageId)), { force: true })));
    log.info({ recordId, messages: gone.length }, 'kept mail erased');
    return gone.length;
  } catch (err) {
    log.error({ recordId, err: (err as Error).message }, 'kept mail could not be erased');
    throw err;
  }
}

/**
 * Every mail job a record may have: one per kind and sequence up to the booking's invite sequence and
 * link version. (A job's key does not depend on the record's kind.)
 */
export function mailJobsOf(record: MailOfRecord): MailJob[] {
  const recordId = record.id;
  const jobs: MailJob[] = [
    { kind: 'confirmation', recordKind: 'consultation', recordId, sequence: 0 },
    { kind: 'staff-notice', recordKind: 'consultation', recordId, sequence: 0 },
  ];
  for (let sequence = 0; sequence <= (record.inviteSequence ?? 0); sequence++)
    jobs.push(
      { kind: 'update', recordKind: 'consultation', recordId, sequence },
      { kind: 'cancellation', recordKind: 'consultation', recordId, sequence },
    );
  for (let sequence = 0; sequence <= (record.linkVersion ?? 0); sequence++)
    jobs.push({ kind: 'link', recordKind: 'consultation', recordId, sequence });
  return jobs;
}

/** Removes the record's mail jobs (they name only the record, but must not run). A job a worker holds stays: it finds the tombstone before it sends. */
export async function removeMailJobs(queue: Queue, record: MailOfRecord): Promise<void> {
  await Promise.all(mailJobsOf(record).map((job) => queue.remove(mailKey(job)).catch(() => 0)));
}
