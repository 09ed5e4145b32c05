// The calls made in one turn of the event loop, carried out together on the next: the submissions'
// group commit in SQLite (store/sqlite/group-commit.ts) and their hand-over to Redis in one round trip
// (sync/sync-outbox.ts). Under load, the requests whose bodies arrived in the same turn reach these
// steps in the same turn, so each step's fixed cost (a transaction's commit; a socket write, Redis
// waking up, its append-only file write and its reply) is paid once per group instead of once per
// request. A lone call waits one `setImmediate`.

/** What became of one item of a batch. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

type Pending<T, R> = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };

export class TurnBatch<T, R> {
  private pending: Pending<T, R>[] = [];

  /**
   * `run` does the items' work together and says what became of each, in order; if it throws, every
   * item of the batch rejects with that error.
   */
  constructor(private readonly run: (items: T[]) => Outcome<R>[] | Promise<Outcome<R>[]>) {}

  /** Queues `item` for this turn's batch; settles once the batch has been run. */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => void this.flush());
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
