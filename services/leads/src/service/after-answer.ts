// Work a request starts that its answer does not wait for: a new submission is answered as soon as it
// is durable (stored, and back in the outbox should its hand-over fail), and its follow-ups (hand-over
// to the sync queue, live event, mail: records/record-changed.ts) run after the answer. The service's
// close waits for them before it closes the queues they use (service/lifecycle.ts).
import { type FastifyBaseLogger } from 'fastify';

export class AfterAnswer {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Starts `work` without waiting for it; a failure is logged with `context` (the record's id). */
  run(context: Record<string, unknown>, what: string, work: () => Promise<void>) {
    const done: Promise<void> = work()
      .catch((err: Error) => this.log.error({ ...context, err: err.message }, `${what} failed`))
      .finally(() => this.running.delete(done));
    this.running.add(done);
  }

  /** Waits for all work started so far, and for any it starts in turn. */
  async drain() {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
