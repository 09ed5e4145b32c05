// Group commit for the submission write: the creates that arrive in one turn of the event loop are
// written in one IMMEDIATE transaction, each inside its own savepoint. A create that fails (a constraint,
// a bad value) is rolled back alone and rejects alone; the others commit. Every promise settles only
// after the COMMIT has returned, so a submission is answered 201 only once its row is in the WAL, exactly
// as with one transaction per create: nothing is answered from memory, nothing skips the write. What the
// group saves is the per-transaction work SQLite repeats on every commit (the FTS5 index writes a new
// segment per transaction; the table's, indexes' and counters' pages are appended to the WAL once per
// commit instead of once per row). A lone create waits one `setImmediate` and then takes the same one
// transaction as before. See README, "Submissions", and docs/store.md.
import type Database from 'better-sqlite3';

type Pending<T, R> = { item: T; resolve: (r: R) => void; reject: (e: unknown) => void };

export class GroupCommit<T, R> {
  private pending: Pending<T, R>[] = [];
  /** One item, in its own transaction (IMMEDIATE) or, within a group, in its own savepoint. */
  private readonly one: Database.Transaction<(item: T) => R>;
  /** The group: each item's outcome or error, in order. */
  private readonly group: Database.Transaction<(items: Pending<T, R>[]) => ({ ok: true; value: R } | { ok: false; error: unknown })[]>;

  constructor(db: Database.Database, write: (item: T) => R) {
    this.one = db.transaction(write);
    this.group = db.transaction((items: Pending<T, R>[]) =>
      items.map(({ item }) => {
        try {
          // Nested in the group's transaction, better-sqlite3 runs it as a savepoint.
          return { ok: true as const, value: this.one(item) };
        } catch (error) {
          return { ok: false as const, error };
        }
      }),
    );
  }

  /** Queues `item` for the next group; settles after its transaction committed (or failed). */
  submit(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.pending.push({ item, resolve, reject });
      if (this.pending.length === 1) setImmediate(() => this.flush());
    });
  }

  /** Writes what is queued now (also called before the database closes). */
  flush() {
    const items = this.pending;
    if (items.length === 0) return;
    this.pending = [];
    if (items.length === 1) {
      const [p] = items as [Pending<T, R>];
      try {
        p.resolve(this.one.immediate(p.item));
      } catch (err) {
        p.reject(err);
      }
      return;
    }
    let outcomes;
    try {
      outcomes = this.group.immediate(items);
    } catch (err) {
      // BEGIN or COMMIT failed (busy past the timeout, disk full): nothing of the group was stored.
      for (const p of items) p.reject(err);
      return;
    }
    outcomes.forEach((o, i) => (o.ok ? items[i]!.resolve(o.value) : items[i]!.reject(o.error)));
  }
}
