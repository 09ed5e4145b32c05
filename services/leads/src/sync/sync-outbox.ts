// The outbox: a record is stored first, pending, then handed to BullMQ with job id =
// `syncJobId(record id, revision)`. A new submission is stored already marked handed over (one write),
// and the submissions of a few milliseconds are handed over in one `addBulk` (one round trip to Redis);
// if Redis refuses the job it is put back in the outbox, and if the process dies in between, the
// reconciler finds it pending with no job and puts it back. A record the sweeper finds is marked enqueued
// only after Redis accepted its job. If Redis is down the hand-over fails fast, the visitor still gets
// success, and the sweeper hands the record over once Redis is back; none is lost. The job id keeps a
// second hand-over of the same revision from making a second job while the first is in hand. Done jobs
// leave Redis at once (SYNC_JOB_OPTIONS): the store keeps the outcome, and a repeat after that is safe
// because the worker finds what exists in Odoo before it writes.
import { type Queue } from 'bullmq';
import { type Clock, systemClock } from '@site/lagos-time/clock';
import { type Logger } from 'pino';
import { SYNC_JOB_OPTIONS, syncJobId, type SyncJob } from '@site/contracts/jobs';
import { type Outcome, TurnBatch } from '../service/turn-batch';
import { type LeadRef, type LeadSync } from '../store/lead-store';

export const SYNC_JOB_NAME = 'sync';

/** How long new records gather before one hand-over takes them all (they are answered already). */
const HAND_OVER_WINDOW_MS = 2;

/**
 * Job states in which a still-pending record's job will never deliver a result. Done jobs are removed at
 * once, so "missing" is the usual one; "failed" and "completed" remain for jobs queued before that.
 */
const LOST_JOB_STATES = new Set(['missing', 'unknown', 'failed', 'completed']);

export class SyncOutbox {
  private sweeping: Promise<number> | undefined;

  constructor(
    private readonly store: LeadSync,
    private readonly queue: Queue<SyncJob>,
    private readonly log: Logger,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * New submissions, stored already marked as handed over: those of a few milliseconds go to Redis
   * together, in one round trip (`addBulk`, service/turn-batch.ts). Their answers do not wait for it.
   */
  private readonly newRecords = new TurnBatch<LeadRef, boolean>((refs) => this.handOverNew(refs), HAND_OVER_WINDOW_MS);

  /**
   * Hands one record to the queue. Never throws: a failure leaves it for the sweeper. `handedOver`: the
   * record was stored as handed over (a new submission, one write), so success writes nothing and a
   * failure puts it back in the outbox.
   */
  async enqueue(ref: LeadRef, opts: { handedOver?: boolean } = {}): Promise<boolean> {
    if (opts.handedOver) return this.newRecords.submit(ref);
    try {
      await this.queue.add(SYNC_JOB_NAME, jobData(ref), jobOptions(ref));
      await this.store.markEnqueued(ref.kind, ref.record.id);
      return true;
    } catch (err) {
      this.enqueueFailed(ref, err as Error);
      return false;
    }
  }

  /**
   * One `addBulk` for new records. If it fails (Redis down, or a job refused), every record of the batch
   * goes back to the outbox: the sweeper hands them over again, and a job Redis took keeps its id, so a
   * record is never queued twice while its job is in hand.
   */
  private async handOverNew(refs: LeadRef[]): Promise<Outcome<boolean>[]> {
    try {
      await this.queue.addBulk(refs.map((ref) => ({ name: SYNC_JOB_NAME, data: jobData(ref), opts: jobOptions(ref) })));
      return refs.map(() => ({ ok: true, value: true }));
    } catch (err) {
      for (const ref of refs) {
        this.enqueueFailed(ref, err as Error);
        await this.store
          .markUnqueued(ref.kind, ref.record.id)
          .catch((e: Error) =>
            this.log.error({ recordId: ref.record.id, err: e.message }, 'could not put the record back in the outbox; the reconciler will'),
          );
      }
      return refs.map(() => ({ ok: true, value: false }));
    }
  }

  private enqueueFailed(ref: LeadRef, err: Error) {
    this.log.warn({ recordId: ref.record.id, kind: ref.kind, err: err.message }, 'enqueue failed; the sweeper will retry');
  }

  /** Re-queue a failed record: its old, failed job (if Redis still has it) is removed so the same job id can be used again. */
  async requeue(ref: LeadRef): Promise<boolean> {
    try {
      const old = await this.queue.getJob(jobIdOf(ref));
      if (old) await old.remove();
    } catch (err) {
      this.log.warn({ recordId: ref.record.id, err: (err as Error).message }, 'could not remove the old job');
    }
    return this.enqueue(ref);
  }

  /** Hands every pending, not yet enqueued record to the queue; returns how many were handed over. */
  sweep(batch = 200): Promise<number> {
    // One sweep at a time: the timer and a caller must not enqueue the same rows concurrently.
    this.sweeping ??= this.sweepOnce(batch).finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }

  private async sweepOnce(batch: number): Promise<number> {
    let handed = 0;
    for (;;) {
      const refs = await this.store.listUnqueued(batch);
      if (refs.length === 0) return handed;
      for (const ref of refs) {
        if (!(await this.enqueue(ref))) return handed; // Redis still down: try again next tick
        handed++;
      }
      if (refs.length < batch) return handed;
    }
  }

  /**
   * Records handed to Redis but still pending after `staleMs` are judged by their job's state. A job
   * still waiting, delayed or in progress is in hand (it may be waiting out a back-off for hours)
   * and left alone. A job that is gone (data lost past the last AOF sync, a flushed or replaced
   * Redis), failed or completed while the record is still pending (its result was lost) goes back
   * to the outbox: the worker's look-up by external id makes the repeat safe.
   */
  async reconcile(staleMs: number, batch = 200): Promise<number> {
    const before = new Date(this.clock.now().getTime() - staleMs).toISOString();
    let requeued = 0;
    for (const ref of await this.store.listStalePending(before, batch)) {
      const job = await this.queue.getJob(jobIdOf(ref));
      const state = job ? await job.getState() : 'missing';
      if (!LOST_JOB_STATES.has(state)) continue;
      this.log.warn({ recordId: ref.record.id, kind: ref.kind, jobState: state }, 'pending record has no live job; handing it over again');
      if (job)
        await job
          .remove()
          .catch((err: Error) => this.log.warn({ recordId: ref.record.id, err: err.message }, 'could not remove the old job'));
      await this.store.markUnqueued(ref.kind, ref.record.id);
      requeued++;
    }
    return requeued;
  }

  /** Hands over the new records still waiting, and waits for a sweep in hand (sweeps are periodic work: service/periodic-work.ts). */
  async stop() {
    await this.newRecords.flush();
    await this.sweeping;
  }
}

/** What a sync job carries: the record as stored. */
const jobData = (ref: LeadRef) => ({ kind: ref.kind, record: ref.record }) as SyncJob;

/** The queue's default options (attempts, back-off) stay; these add the job's id and its removal. */
const jobOptions = (ref: LeadRef) => ({ ...SYNC_JOB_OPTIONS, jobId: jobIdOf(ref) });

/** The job of a record's current revision. */
const jobIdOf = (ref: LeadRef) => syncJobId(ref.record.id, ref.record.revision);
