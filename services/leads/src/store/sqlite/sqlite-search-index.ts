// The trigram search index (FTS5) catches up in batches instead of in every submission's transaction.
// Indexing one row inside its submission's commit cost about 150 µs of the submission's CPU (FTS5
// writes a new segment per transaction and merges them); indexing the rows of a few hundred
// submissions together costs about 25 µs a row (measured on this machine: docs/benchmarks.md, "Submissions").
//
// `search_indexed.upto` is the highest `seq` the index holds (sqlite-migrations.ts): rows up to it are
// indexed, rows above it are not yet, and seq only grows. A catch-up that finds rows above `upto` (a
// read, no write lock) indexes them in chunks, each chunk one IMMEDIATE transaction that also moves
// `upto`, so a crash leaves the two in step.
// It runs a moment after submissions (`soon`), before every search (a search never misses a stored
// record), and when the store opens and closes. The update and delete triggers touch the index only for
// rows at or below `upto`, so an erased record that was never indexed leaves nothing in it.
import { type LeadKind } from '@site/contracts/records';
import { type SqliteDb, tableOf } from './sqlite-db';

/** How long after a submission its row is indexed, at the latest, unless a search asks first. */
export const INDEX_DELAY_MS = 250;

/** Rows indexed per transaction: a catch-up holds the write lock for a few milliseconds at a time. */
const CHUNK = 500;

export class SqliteSearchIndex {
  private timer: NodeJS.Timeout | undefined;
  /** Per kind: brings its index up to date. */
  private readonly catchUpOf: Record<LeadKind, () => void>;

  constructor(private readonly s: SqliteDb) {
    const catchUpOf = (kind: LeadKind) => {
      const t = tableOf[kind];
      const upto = s.stmt(`SELECT upto FROM search_indexed WHERE kind = ?`).pluck();
      // Read without the write lock (the usual answer, before a search: nothing to index).
      const behind = s.stmt(`SELECT COALESCE((SELECT MAX(seq) FROM ${t}), 0) > (SELECT upto FROM search_indexed WHERE kind = ?)`).pluck();
      const last = s.stmt(`SELECT seq FROM ${t} WHERE seq > ? ORDER BY seq LIMIT 1 OFFSET ${CHUNK - 1}`).pluck();
      const max = s.stmt(`SELECT MAX(seq) FROM ${t}`).pluck();
      const index = s.stmt(`INSERT INTO ${t}_search (rowid, name, email, company)
        SELECT seq, name, email, company FROM ${t} WHERE seq > ? AND seq <= ?`);
      const advance = s.stmt(`UPDATE search_indexed SET upto = ? WHERE kind = ?`);
      /** Indexes the next chunk of `kind`; false when there was nothing left to index. */
      const chunk = s.db.transaction((): boolean => {
        const from = upto.get(kind) as number;
        const to = (last.get(from) as number | undefined) ?? (max.get() as number | null) ?? from;
        if (to <= from) return false;
        index.run(from, to);
        advance.run(to, kind);
        return true;
      });
      return () => {
        if (behind.get(kind)) while (chunk.immediate());
      };
    };
    this.catchUpOf = { contact: catchUpOf('contact'), consultation: catchUpOf('consultation') };
    this.catchUp();
  }

  /** Indexes every row not yet indexed (of one kind, or both). */
  catchUp(kind?: LeadKind) {
    for (const k of kind ? [kind] : (['contact', 'consultation'] as const)) this.catchUpOf[k]();
  }

  /** Schedules a catch-up (after submissions): one timer at a time, not keeping the process alive. */
  soon() {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      try {
        this.catchUp();
      } catch (err) {
        // The database is busy past its timeout or closing: try again later. A search catches up
        // itself first, and fails visibly if the index cannot be brought up to date.
        process.emitWarning(`search index catch-up failed: ${(err as Error).message}`);
        if (this.s.db.open) this.soon();
      }
    }, INDEX_DELAY_MS);
    this.timer.unref();
  }

  /** Before the database closes: what is left is indexed now, and no timer remains. */
  close() {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.catchUp();
  }
}
