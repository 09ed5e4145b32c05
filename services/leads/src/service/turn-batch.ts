// Calls gathered and carried out together: the submissions of one turn of the event loop in one SQLite
// commit (store/sqlite/group-commit.ts), and new records handed to Redis in one round trip every few
// milliseconds (sync/sync-outbox.ts). Each step's fixed cost (a transaction's commit; a socket write,
// Redis waking up, its append-only file write and its reply) is then paid once per batch instead of once
// per request; on this machine a message to a process that sleeps costs about 100 µs of CPU (docs/benchmarks.md,
// "Submissions"). A lone call waits one `setImmediate`, or the window.

/** What became of one item of a batch. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

type Pending<T, R> = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };

export class TurnBatch<T, R> {
  private pending: Pending<T, R>[] = [];

  /**
   * `run` does the items' work together and says what became of each, in order; if it throws, every
   * item of the batch rejects with that error.
   */
  constructor(
    private readonly run: (items: T[]) => Outcome<R>[] | Promise<Outcome<R>[]>,
    /** How long a batch gathers after its first call: 0, until the next turn of the event loop. */
    private readonly windowMs = 0,
  ) {}

  /** Queues `item` for the batch now gathering; settles once that batch has been run. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length > 1) return;
      if (this.windowMs > 0) setTimeout(() => void this.flush(), this.windowMs);
      else setImmediate(() => void this.flush());
    });
  }

  /**
   * Runs what is queued now. A synchronous `run` has done its work when this returns (the store calls
   * it before its database closes); the promises settle a moment later.
   */
  async flush(): Promise<void> {
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    let outcomes: Outcome<R>[];
    try {
      outcomes = await this.run(batch.map((p) => p.item));
    } catch (err) {
      for (const p of batch) p.reject(err);
      return;
    }
    outcomes.forEach((o, i) => (o.ok ? batch[i]!.resolve(o.value) : batch[i]!.reject(o.error)));
  }
}
