// Erasing a person (a privacy request, or the retention period passing), for good. At once: the erasure
// goes into the ledger outside the store, each record gets a tombstone (store and Redis), the records'
// jobs leave Redis, the kept mail goes, the records leave the store. Then, through the sync queue, the
// worker removes or anonymises in Odoo what the product created (lead, calendar event, contact) once the
// record's job in flight is done, and reports back; the erasure row is the final report of what was
// removed where, and Redis' append-only file is rewritten without the person's jobs. A sync result that
// still comes for an erased record runs Odoo's part again. Everything here names records by id only.
import { type Queue } from 'bullmq';
import { type Logger } from 'pino';
import { type Clock } from '@site/lagos-time/clock';
import { ERASE_JOB_NAME, syncJobId, type EraseJob, type Erased, type SyncResult } from '@site/contracts/jobs';
import { type Erasure } from '@site/contracts/privacy';
import { newId } from '../records/lead-ids';
import { type LeadRef, type LeadStore } from '../store/lead-store';
import { type AuditLog, type AuditSource, recordTarget } from './audit';
import { type ErasedInRedis } from './erased-in-redis';
import { type ErasureLedger } from './erasure-ledger';
import { type LiveEvents } from '../sync/live-events';

/** Erase jobs retry until Odoo takes them (it may be down for a while): doubling from 5 s, capped at 10 min. */
export const ERASE_JOB_OPTIONS = {
  attempts: 40,
  backoff: { type: 'exponential', delay: 5000 },
  removeOnComplete: true,
  removeOnFail: true,
} as const;

/** What the mail module needs to know of a record to remove every message and mail job it may have. */
export type MailOfRecord = { id: string; inviteSequence?: number | undefined; linkVersion?: number | undefined };
export type KeptMailEraser = { eraseRecord(record: MailOfRecord): Promise<number> };

/** Tries of the write-ahead log's truncation after an erase, a second apart, while a reader holds it. */
const COMPACT_TRIES = 30;

export class ErasureService {
  constructor(
    private readonly deps: {
      store: LeadStore;
      /** The sync queue: its jobs are removed, and the Odoo erase goes on it. */
      queue: Queue;
      mail: KeptMailEraser | null;
      audit: AuditLog;
      log: Logger;
      /** Open dashboards drop erased rows (absent in the retention command). */
      events?: LiveEvents;
      clock: Clock;
      /** The erasure ledger outside the store (null only in tests of other parts). */
      ledger: ErasureLedger | null;
      /** Tombstones in Redis and the append-only file's rewrite (null only in tests of other parts). */
      erased: ErasedInRedis | null;
    },
  ) {}

  /** Erases the records; returns the report as it stands (Odoo's part follows from the worker). */
  async erase(
    refs: readonly LeadRef[],
    why: { reason: Erasure['reason']; actor: string; from?: AuditSource; note?: string },
  ): Promise<Erasure> {
    const { store, queue, log } = this.deps;
    const now = this.deps.clock.now();
    const id = newId(now.getTime());
    const keys = refs.map((r) => ({ kind: r.kind, id: r.record.id }));
    // First the ledger (it outlives a restore of the store), then the tombstones: from here on nothing may
    // write these records anywhere (the worker checks Redis' under the record's lock, the mail worker the store's).
    this.deps.ledger?.append({ erasureId: id, at: now.toISOString(), records: keys });
    await store.privacy.markErased(keys, id, now.toISOString());
    await this.deps.erased?.mark(keys.map((k) => k.id)).catch((err: Error) => {
      log.warn({ erasureId: id, err: err.message }, 'erase: tombstones not in Redis yet; published when it answers');
    });
    let redisKeys = 0;
    let mail = 0;
    for (const { record } of refs) {
      // Every sync job the record ever had (one per revision); a job in a worker's hands is locked and
      // finishes first: the worker's erase waits for the same per-record lock.
      for (let rev = 0; rev <= record.revision; rev++) {
        const job = await queue.getJob(syncJobId(record.id, rev)).catch(() => undefined);
        if (!job) continue;
        try {
          await job.remove();
          redisKeys++;
        } catch (err) {
          log.warn({ recordId: record.id, err: (err as Error).message }, 'erase: a sync job is in progress; the worker erases after it');
        }
      }
      if (this.deps.mail) mail += await this.deps.mail.eraseRecord(record as MailOfRecord);
    }
    const removed = await store.privacy.deleteRecords(refs.map((r) => ({ kind: r.kind, id: r.record.id })));
    for (const r of refs) this.deps.events?.publishErased(r.kind, r.record.id);
    const erasure: Erasure = {
      id,
      reason: why.reason,
      requestedBy: why.actor,
      requestedAt: this.deps.clock.now().toISOString(),
      status: 'in-progress',
      mode: null,
      records: refs.map((r) => ({ kind: r.kind, id: r.record.id })),
      removed: { store: removed, redisKeys, mail },
      odoo: null,
      error: null,
      finishedAt: null,
    };
    await store.privacy.createErasure(erasure);
    await this.deps.audit.record(why.actor, why.reason === 'retention' ? 'retention-erase' : 'erase', {
      target: `erasure:${id}`,
      detail: `${why.note ? `${why.note}: ` : ''}${refs.length} record(s): ${removed} removed from the store, ${redisKeys} job(s) from Redis, ${mail} kept message(s)`,
      from: why.from,
    });
    this.compact(id);
    const job: EraseJob = {
      requestId: id,
      items: refs.map((r) => ({
        kind: r.kind,
        recordId: r.record.id,
        odooLeadId: r.record.odooLeadId,
        odooEventId: r.kind === 'consultation' ? r.record.odooEventId : null,
        revision: r.record.revision,
      })),
    };
    log.info({ erasureId: id, records: refs.length, removed, redisKeys, mail }, 'erased from the store');
    return (await this.handOver(id, job, `erase-${id}`)) ?? erasure;
  }

  /**
   * Queues Odoo's part. When Redis refuses it the erasure is marked failed with the reason, so that staff
   * can run it again (an erasure left "in progress" with no job behind it could never be retried).
   */
  private async handOver(id: string, job: EraseJob, jobId: string): Promise<Erasure | null> {
    try {
      await this.deps.queue.add(ERASE_JOB_NAME, job, { ...ERASE_JOB_OPTIONS, jobId });
      this.deps.log.info({ erasureId: id }, 'Odoo erase queued');
      return null;
    } catch (err) {
      const error = `Odoo's part could not be queued: ${(err as Error).message}`;
      this.deps.log.error({ erasureId: id, err: (err as Error).message }, 'erase: Odoo part not queued; marked failed for a retry');
      return this.deps.store.privacy.finishErasure(id, {
        status: 'failed',
        mode: null,
        odoo: null,
        error,
        finishedAt: this.deps.clock.now().toISOString(),
      });
    }
  }

  /**
   * Runs Odoo's part of a failed erasure again. The records are gone from the store by now, so the job
   * names them by id only and the worker finds what is left in Odoo by their external keys.
   */
  async retry(id: string, actor: string, from?: AuditSource): Promise<Erasure | null> {
    const erasure = await this.deps.store.privacy.getErasure(id);
    if (!erasure || erasure.status !== 'failed') return erasure;
    const job: EraseJob = {
      requestId: id,
      items: erasure.records.map((r) => ({ kind: r.kind, recordId: r.id, odooLeadId: null, odooEventId: null })),
    };
    const again = await this.deps.store.privacy.finishErasure(id, {
      status: 'in-progress',
      mode: null,
      odoo: null,
      error: null,
      finishedAt: null,
    });
    // Tombstones Redis did not take at the erase (it was down then) go first.
    await this.deps.erased
      ?.publishPending()
      .catch((err: Error) => this.deps.log.warn({ erasureId: id, err: err.message }, 'erase retry: tombstones not in Redis yet'));
    await this.deps.audit.record(actor, 'erase', { target: `erasure:${id}`, detail: "Odoo's part run again", from });
    // A new job id per attempt: the failed job has left Redis, but a retry must never be a no-op.
    return (await this.handOver(id, job, `erase-${id}-${this.deps.clock.now().getTime()}`)) ?? again;
  }

  /**
   * The deleted rows' old page versions in the store's write-ahead log go at once, or, while a reader
   * (a backup) holds the log, as soon as it lets go.
   */
  private compact(erasureId: string, attempt = 1) {
    this.deps.store.privacy.compactAfterErase().catch((err: Error) => {
      if (attempt >= COMPACT_TRIES)
        return this.deps.log.error({ erasureId, err: err.message }, 'erase: the write-ahead log could not be truncated');
      setTimeout(() => this.compact(erasureId, attempt + 1), 1000).unref();
    });
  }

  /**
   * A sync result came for a record the store no longer has. When it was erased, the job that wrote it
   * ran while (or after) the erase did, so Odoo may hold the person again: Odoo's part runs again, for
   * this record, under its erasure. True when it was an erased record.
   */
  async onResultForErased(result: SyncResult): Promise<boolean> {
    const tombstone = await this.deps.store.privacy.erasedRecord(result.recordId);
    if (!tombstone) return false;
    // Only "synced" means Odoo was written; a retry or a failure of an erased record's job changed nothing there.
    if (result.outcome !== 'synced') {
      this.deps.log.info({ recordId: result.recordId, outcome: result.outcome }, 'sync result for an erased record: nothing to apply');
      return true;
    }
    const erasureId = tombstone.erasureId;
    const job: EraseJob = {
      requestId: erasureId,
      items: [
        {
          kind: tombstone.kind,
          recordId: tombstone.id,
          odooLeadId: result.outcome === 'synced' ? result.odooLeadId : null,
          odooEventId: result.outcome === 'synced' ? result.odooEventId : null,
        },
      ],
    };
    this.deps.log.warn(
      { erasureId, recordId: tombstone.id, outcome: result.outcome },
      'sync result for an erased record: Odoo erase runs again',
    );
    await this.deps.store.privacy.finishErasure(erasureId, {
      status: 'in-progress',
      mode: null,
      odoo: (await this.deps.store.privacy.getErasure(erasureId))?.odoo ?? null,
      error: null,
      finishedAt: null,
    });
    await this.deps.audit.record('system', 'erase', {
      target: `erasure:${erasureId}`,
      detail: `Odoo's part run again: a sync result came for ${recordTarget(tombstone.kind, tombstone.id)}`,
    });
    // A failure to queue throws: the result is retried (the results queue never drops one), and so is this.
    await this.deps.queue.add(ERASE_JOB_NAME, job, {
      ...ERASE_JOB_OPTIONS,
      jobId: `erase-${erasureId}-${tombstone.id}-${this.deps.clock.now().getTime()}`,
    });
    return true;
  }

  /** The worker's report: the erasure is done (or failed, to be run again by staff). */
  async onReport(report: Erased | { outcome: 'erase-failed'; requestId: string; error: string }) {
    const finishedAt = this.deps.clock.now().toISOString();
    // A report for some of the records (Odoo's part run again for one) updates theirs and keeps the others'.
    const earlier = (await this.deps.store.privacy.getErasure(report.requestId))?.odoo ?? [];
    const done =
      report.outcome === 'erased'
        ? await this.deps.store.privacy.finishErasure(report.requestId, {
            status: 'done',
            mode: report.mode,
            odoo: [...earlier.filter((e) => !report.items.some((i) => i.recordId === e.recordId)), ...report.items],
            error: null,
            finishedAt,
          })
        : await this.deps.store.privacy.finishErasure(report.requestId, {
            status: 'failed',
            mode: null,
            odoo: null,
            error: report.error,
            finishedAt,
          });
    // The person's jobs have left Redis by now (the worker cancelled any still there): rewrite its files.
    await this.deps.erased
      ?.rewriteAppendOnlyFile()
      .catch((err: Error) =>
        this.deps.log.error({ erasureId: report.requestId, err: err.message }, "erase: Redis' append-only file not rewritten"),
      );
    if (!done) return this.deps.log.warn({ erasureId: report.requestId }, 'erase report for an unknown erasure');
    const detail =
      report.outcome === 'erased'
        ? `Odoo (${report.mode}): ${report.items.map((i) => `lead ${i.lead}, event ${i.event}, partner ${i.partner}`).join('; ')}`
        : `Odoo erase failed: ${report.error}`;
    await this.deps.audit.record('system', 'erase-done', { target: `erasure:${report.requestId}`, detail });
    this.deps.log.info({ erasureId: report.requestId, status: done.status }, 'erasure finished');
  }
}
