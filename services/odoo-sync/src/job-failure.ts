// What a failed attempt of a sync or erase job becomes: a wait (for Odoo's configuration, for one
// feature's set-up, or for a record Odoo refuses), a retry, or a final failure. Shared by the two job
// kinds (sync-job.ts, erase-job.ts).
import { DelayedError, UnrecoverableError, type Job } from 'bullmq';
import { type Logger } from 'pino';
import { isConfigurationError, type OdooConnection } from './odoo-connection';
import { isOdooError, type OdooError } from './odoo-errors';

/** How a job kind reports a failed attempt: always when final; when retrying or waiting, if it reports those. */
export interface FailureReports {
  final: (why: string) => Promise<unknown>;
  retrying?: (reason: string) => Promise<unknown>;
  waiting?: (reason: string) => Promise<unknown>;
}

export function describeFailure(error: unknown): { permanent: boolean; reason: string } {
  // A "succeeded" fault (Odoo committed, then could not marshal None) is retried like a transient one:
  // the next attempt never re-sends the create blindly, it first finds the record by its external key.
  if (isOdooError(error)) return { permanent: error.kind === 'permanent', reason: error.reason };
  // Anything else is a fault of ours or of Redis: retried, since a later attempt may succeed.
  return { permanent: false, reason: (error as Error)?.message ?? String(error) };
}

/**
 * A failed attempt of either job kind. Odoo's configuration (credentials, rights, a missing field…) is
 * not the record's fault: the job waits until the connection tries again, without using an attempt,
 * and the record shows why; so does a job whose feature Odoo is not set up for ('not_set_up'), or whose
 * record Odoo refuses though the bot's rights are as needed, each alone. A permanent failure or the last
 * attempt is reported as final and ends the job (UnrecoverableError); anything else is retried by
 * BullMQ, reported first when the kind reports retries.
 */
export async function failAttempt(
  odoo: OdooConnection,
  attempt: { job: Job; token: string | undefined; log: Logger; what: 'sync' | 'erase' },
  error: unknown,
  reportAs: FailureReports,
): Promise<never> {
  const { job, token, log: jobLog, what } = attempt;
  /** The job waits until `at` (plus a jitter, so waiting jobs do not all come back at once), its record showing why. */
  const waitUntil = async (at: number, reason: string, message: string, logged: Record<string, unknown> = {}): Promise<never> => {
    const retryAt = at + Math.round(Math.random() * 5000);
    jobLog.warn({ reason, ...logged, retryAt: new Date(retryAt).toISOString() }, message);
    await reportAs.waiting?.(reason);
    await job.moveToDelayed(retryAt, token);
    throw new DelayedError();
  };
  // One feature waits for Odoo's set-up; the connection, and every other job, goes on.
  if (isOdooError(error) && error.code === 'not_set_up')
    return waitUntil(odoo.featureWaits(), error.reason, `${what} waits for Odoo's set-up`);
  if (isConfigurationError(error)) {
    let cause: OdooError | null = error;
    // A fault met mid-job (a right taken away, a revoked key) makes the next job connect and check again,
    // but a refusal the checks do not explain is the record's own: it alone waits, the others go on.
    if (!odoo.isBlockedBy(error)) cause = error.code === 'access_error' ? await odoo.refusalCause() : error;
    if (cause === null) {
      const reason = `Odoo refuses the bot this record, though its rights are as needed (a rule on the record, such as a meeting marked private): ${error.reason}`;
      return waitUntil(odoo.recordWaits(), reason, `${what} waits: Odoo refuses this record`, { call: error.call });
    }
    // The connection blocks itself on a failure of its own checks; a fault met mid-job blocks it here.
    if (cause === error && !odoo.isBlockedBy(error)) odoo.reset(error);
    return waitUntil(odoo.retryAt, cause.reason, `${what} waits for Odoo's configuration`);
  }
  const { permanent, reason } = describeFailure(error);
  const attemptNumber = job.attemptsMade + 1;
  if (permanent || attemptNumber >= (job.opts.attempts ?? 1)) {
    const why = permanent ? reason : `Gave up after ${attemptNumber} attempts: ${reason}`;
    jobLog.error({ reason: why }, `${what} failed`);
    await reportAs.final(why);
    throw new UnrecoverableError(why);
  }
  jobLog.warn({ reason }, `${what} attempt failed; will retry`);
  await reportAs.retrying?.(reason);
  throw error instanceof Error ? error : new Error(reason);
}
