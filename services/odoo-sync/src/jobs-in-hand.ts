// The jobs this worker holds, so that a stop which cannot wait for them hands them back to the queue at
// once, instead of leaving them locked until another worker's stalled check takes them
// (STALLED_INTERVAL_MS). A job handed back is done again from the start, which the sync is built for: the
// record's lock and Odoo's external ids keep a second run from writing anything twice.
import { type Job } from 'bullmq';
import { type Logger } from 'pino';

const HAND_BACK_TIMEOUT_MS = 2000;

export class JobsInHand {
  private readonly held = new Map<string, { job: Job; token: string | undefined }>();

  get size(): number {
    return this.held.size;
  }

  /** Runs a job's processing, counted as in hand until it settles. */
  track<T>(job: Job, token: string | undefined, run: () => Promise<T>): Promise<T> {
    const key = String(job.id);
    this.held.set(key, { job, token });
    return run().finally(() => this.held.delete(key));
  }

  /** Moves every job still in hand back to waiting (its lock released); returns how many went back. */
  async handBack(log: Logger): Promise<number> {
    const jobs = [...this.held.values()];
    this.held.clear();
    const back = await Promise.all(
      jobs.map(({ job, token }) => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Redis did not answer')), HAND_BACK_TIMEOUT_MS);
        });
        return Promise.race([job.moveToWait(token), timeout])
          .then(
            () => true,
            (err: Error) => {
              log.warn({ jobId: job.id, err: err.message }, 'job not handed back; another worker takes it once its lock lapses');
              return false;
            },
          )
          .finally(() => clearTimeout(timer));
      }),
    );
    return back.filter(Boolean).length;
  }
}
