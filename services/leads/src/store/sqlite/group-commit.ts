// Group commit for the submission write: the creates that arrive in one turn of the event loop are
// written in one IMMEDIATE transaction, each inside its own savepoint (service/turn-batch.ts gathers
// them). A create that fails (a constraint, a bad value) is rolled back alone and rejects alone; the
// others commit. Every promise settles only after the COMMIT has returned, so a submission is answered
// 201 only once its row is in the WAL, exactly as with one transaction per create: nothing is answered
// from memory, nothing skips the write. What the group saves is the per-transaction work SQLite repeats
// on every commit (the table's, indexes' and counters' pages are appended to the WAL once per commit
// instead of once per row). A lone create takes one transaction of its own. See docs/benchmarks.md, "Submissions",
// and docs/store.md.
import type Database from 'better-sqlite3';
import { type Outcome, TurnBatch } from '../../service/turn-batch';

export class GroupCommit<T, R> {
  private readonly batch: TurnBatch<T, R>;

  constructor(db: Database.Database, write: (item: T) => R) {
    /** One item, in its own transaction (IMMEDIATE) or, within a group, in its own savepoint. */
    const one = db.transaction(write);
    /** The group: each item's outcome or error, in order. If BEGIN or COMMIT fails, nothing of it was stored. */
    const group = db.transaction((items: T[]) =>
      items.map((item): Outcome<R> => {
        try {
          // Nested in the group's transaction, better-sqlite3 runs it as a savepoint.
          return { ok: true, value: one(item) };
        } catch (error) {
          return { ok: false, error };
        }
      }),
    );
    this.batch = new TurnBatch((items) => (items.length === 1 ? [{ ok: true, value: one.immediate(items[0]!) }] : group.immediate(items)));
  }

  /** Queues `item` for the next group; settles after its transaction committed (or failed). */
  submit(item: T): Promise<R> {
    return this.batch.submit(item);
  }

  /** Writes what is queued now (also called before the database closes). */
  flush() {
    void this.batch.flush();
  }
}
