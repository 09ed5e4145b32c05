// The SQLite side of PersonRecords: a person is found through two indexes per table, lower(email) and
// phone_key (the phone in E.164, kept on insert and correction). Deleted rows are overwritten
// (secure_delete, FTS5 secure-delete) and the write-ahead log is truncated after an erase.
import { type LeadKind } from '@site/contracts/records';
import { phoneKeyOf } from '../../records/record-keys';
import { oldestFirst } from '../../records/record-rules';
import { type LeadRef } from '../lead-store';
import { type CorrectableField, type PersonMatch, type PersonRecords, type RecordKey } from '../privacy-port';
import { refOf, type Row, type SqliteDb, tableOf as tables } from './sqlite-db';

export class SqlitePersonRecords implements PersonRecords {
  constructor(private readonly s: SqliteDb) {}

  async findPerson(match: PersonMatch, limit: number) {
    const [where, value] = 'email' in match ? ['lower(email) = lower(?)', match.email] : ['phone_key = ?', match.phoneE164];
    const pick = (kind: LeadKind) =>
      (
        this.s.db
          .prepare(`SELECT * FROM ${tables[kind]} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ?`)
          .all(value, limit) as Row[]
      ).map((r) => refOf(kind, r));
    return [...pick('contact'), ...pick('consultation')].sort((a, b) => oldestFirst(b, a));
  }

  async correctRecord(kind: LeadKind, id: string, field: CorrectableField, value: string | null, now: Date) {
    const table = tables[kind];
    return this.s.db
      .transaction((): { ref: LeadRef; changed: boolean } | null => {
        const row = this.s.db.prepare(`SELECT * FROM ${table} WHERE id = ?`).get(id) as Row | undefined;
        if (!row) return null;
        if (row[field] === value) return { ref: refOf(kind, row), changed: false };
        const extra =
          (field === 'phone' ? ', phone_key = @phoneKey' : '') +
          (field === 'email' && kind === 'consultation' ? ', link_version = link_version + 1' : '');
        const written = this.s
          .stmt(
            `UPDATE ${table} SET ${field} = @value${extra}, revision = revision + 1, sync_status = 'pending', sync_error = NULL,
           enqueued = 0, updated_at = @now WHERE id = @id RETURNING *`,
          )
          .get({ value, phoneKey: phoneKeyOf(value), now: now.toISOString(), id }) as Row;
        return { ref: refOf(kind, written), changed: true };
      })
      .immediate();
  }

  async deleteRecords(keys: readonly RecordKey[]) {
    return this.s.db
      .transaction(() => {
        let n = 0;
        for (const key of keys) n += this.s.db.prepare(`DELETE FROM ${tables[key.kind]} WHERE id = ?`).run(key.id).changes;
        return n;
      })
      .immediate();
  }

  async listCreatedBefore(before: string, limit: number) {
    // The (created_at, id) index of each table, from its oldest end.
    const pick = (kind: LeadKind) =>
      (
        this.s.db.prepare(`SELECT * FROM ${tables[kind]} WHERE created_at < ? ORDER BY created_at, id LIMIT ?`).all(before, limit) as Row[]
      ).map((r) => refOf(kind, r));
    return [...pick('contact'), ...pick('consultation')].sort(oldestFirst).slice(0, limit);
  }

  async compactAfterErase() {
    // The deleted pages are zeroed in the file (secure_delete); their old versions still sit in the WAL
    // until a checkpoint copies the new ones over and TRUNCATE empties it. A reader holding an old
    // snapshot makes it partial: the caller tries again later.
    const [result] = this.s.db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (result && result.busy) throw new Error('the write-ahead log is in use; it is truncated at the next try');
  }
}
