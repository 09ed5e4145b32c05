// The SQLite side of ErasureLedger: tombstones of erased records (never written again; `in_redis` says
// which ones Redis has been told of) and the erasure reports, kept as JSON bodies.
import { type Erasure } from '@site/contracts/privacy';
import { type LeadKind } from '@site/contracts/records';
import { type ErasedRecord, type ErasureLedger, type RecordKey } from '../privacy-port';
import { type SqliteDb } from './sqlite-db';

type ErasedRow = { record_id: string; kind: LeadKind; erasure_id: string; erased_at: string };
const erasedOf = (r: ErasedRow): ErasedRecord => ({ kind: r.kind, id: r.record_id, erasureId: r.erasure_id, erasedAt: r.erased_at });

export class SqliteErasures implements ErasureLedger {
  constructor(private readonly s: SqliteDb) {}

  async markErased(keys: readonly RecordKey[], erasureId: string, at: string) {
    const insert = this.s.db.prepare('INSERT OR IGNORE INTO erased_records (record_id, kind, erasure_id, erased_at) VALUES (?, ?, ?, ?)');
    this.s.db
      .transaction(() => {
        for (const key of keys) insert.run(key.id, key.kind, erasureId, at);
      })
      .immediate();
  }

  async erasedRecord(recordId: string) {
    const row = this.s.db.prepare('SELECT * FROM erased_records WHERE record_id = ?').get(recordId) as ErasedRow | undefined;
    return row ? erasedOf(row) : null;
  }

  async listUnpublishedErased(limit: number) {
    return (this.s.db.prepare('SELECT * FROM erased_records WHERE in_redis = 0 ORDER BY erased_at LIMIT ?').all(limit) as ErasedRow[]).map(
      erasedOf,
    );
  }

  async unpublishErasedSince(since: string) {
    this.s.db.prepare('UPDATE erased_records SET in_redis = 0 WHERE erased_at >= ?').run(since);
  }

  async markErasedPublished(recordIds: readonly string[]) {
    const update = this.s.db.prepare('UPDATE erased_records SET in_redis = 1 WHERE record_id = ?');
    this.s.db.transaction(() => {
      for (const id of recordIds) update.run(id);
    })();
  }

  async createErasure(erasure: Erasure) {
    this.s.db
      .prepare('INSERT INTO erasures (id, requested_at, body) VALUES (?, ?, ?)')
      .run(erasure.id, erasure.requestedAt, JSON.stringify(erasure));
  }

  async finishErasure(id: string, patch: Pick<Erasure, 'status' | 'mode' | 'odoo' | 'error' | 'finishedAt'>) {
    return this.s.db
      .transaction((): Erasure | null => {
        const current = this.getErasureSync(id);
        if (!current) return null;
        const next = { ...current, ...patch };
        this.s.db.prepare('UPDATE erasures SET body = ? WHERE id = ?').run(JSON.stringify(next), id);
        return next;
      })
      .immediate();
  }

  private getErasureSync(id: string): Erasure | null {
    const row = this.s.db.prepare('SELECT body FROM erasures WHERE id = ?').get(id) as { body: string } | undefined;
    return row ? (JSON.parse(row.body) as Erasure) : null;
  }

  async getErasure(id: string) {
    return this.getErasureSync(id);
  }

  async listErasures(limit: number) {
    const rows = this.s.db.prepare('SELECT body FROM erasures ORDER BY requested_at DESC, id DESC LIMIT ?').all(limit) as {
      body: string;
    }[];
    return rows.map((r) => JSON.parse(r.body) as Erasure);
  }
}
