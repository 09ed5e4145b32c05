// The SQLite side of KeptMailStore: every message sent, with its raw source, newest first by index. A
// message is kept in one IMMEDIATE transaction with its checks (its record has no tombstone, the mail
// limits): the write lock is taken before the counts are read, so two processes keeping mail to one
// address take turns, and an erase either deletes the row (it came first) or finds a tombstone (it came after).
import { keptMailSchema, type KeptMail } from '@site/contracts/mail';
import { definedOf } from '../../records/record-rules';
import { recipientKeysOf } from '../../records/record-keys';
import {
  type KeepOutcome,
  type KeptMailLimit,
  type KeptMailPatch,
  type KeptMailPosition,
  type KeptMailRow,
  type KeptMailStore,
} from '../lead-store';
import { column, type Row, type SqliteDb } from './sqlite-db';

export class SqliteKeptMail implements KeptMailStore {
  constructor(private readonly s: SqliteDb) {}

  async insertKeptMail<L extends KeptMailLimit>(m: KeptMailRow, limits: readonly L[] = []): Promise<KeepOutcome<L>> {
    return this.s.db
      .transaction((): KeepOutcome<L> => {
        if (this.s.stmt('SELECT 1 FROM erased_records WHERE record_id = ?').get(m.recordId)) return 'erased';
        if (this.s.stmt('SELECT 1 FROM kept_mail WHERE key = ?').get(m.key)) return 'exists';
        const over = limits.find((limit) => this.countKept(limit) >= limit.max);
        if (over) return { over };
        this.s
          .stmt(
            `INSERT INTO kept_mail (key, kind, record_kind, record_id, recipient, subject, message_id, status, error, attempts, created_at, sent_at, meeting_link, source, recipient_key, recipient_domain)
             VALUES (@key, @kind, @recordKind, @recordId, @to, @subject, @messageId, @status, @error, @attempts, @createdAt, @sentAt, @meetingLink, @source, @recipientKey, @recipientDomain)`,
          )
          .run({ ...m, ...recipientKeysOf(m.to) });
        return 'kept';
      })
      .immediate();
  }

  /** Kept messages a limit counts (by the recipient's or the domain's index, then the kinds). */
  private countKept(limit: KeptMailLimit): number {
    const [col, value] =
      'address' in limit.to
        ? ['recipient_key', recipientKeysOf(limit.to.address).recipientKey]
        : ['recipient_domain', limit.to.domain.toLowerCase()];
    const kinds = limit.kinds ?? [];
    const ofKinds = kinds.length ? ` AND kind IN (${kinds.map(() => '?').join(', ')})` : '';
    const sql = `SELECT COUNT(*) AS n FROM kept_mail WHERE ${col} = ? AND created_at >= ?${ofKinds}`;
    return (this.s.stmt(sql).get(value, limit.since, ...kinds) as { n: number }).n;
  }

  async updateKeptMail(key: string, patch: KeptMailPatch) {
    const values: Row = definedOf(patch);
    const sets = Object.keys(values).map((f) => `${column(f)} = @${f}`);
    if (sets.length === 0) return !!(await this.getKeptMail(key));
    return this.s.stmt(`UPDATE kept_mail SET ${sets.join(', ')} WHERE key = @key`).run({ ...values, key }).changes === 1;
  }

  async getKeptMail(key: string) {
    const row = this.s.stmt(`SELECT ${KEPT_MAIL_COLUMNS}, source, meeting_link FROM kept_mail WHERE key = ?`).get(key) as Row | undefined;
    return row ? { ...keptMailOf(row), source: row.source as string, meetingLink: (row.meeting_link as string | null) ?? null } : null;
  }

  async listKeptMail(page: { limit: number; after?: KeptMailPosition | undefined }) {
    const where = page.after ? 'WHERE (created_at, key) < (?, ?)' : '';
    const params = page.after ? [page.after.createdAt, page.after.key] : [];
    const rows = this.s
      .stmt(`SELECT ${KEPT_MAIL_COLUMNS} FROM kept_mail ${where} ORDER BY created_at DESC, key DESC LIMIT ?`)
      .all(...params, page.limit) as Row[];
    return rows.map(keptMailOf);
  }

  async deleteKeptMail(recordId: string) {
    // One statement: what it returns is exactly what it deleted.
    return (this.s.stmt(`DELETE FROM kept_mail WHERE record_id = ? RETURNING ${KEPT_MAIL_COLUMNS}`).all(recordId) as Row[]).map(keptMailOf);
  }
}

/** The kept-mail columns under the names of KeptMail's fields, so a row parses as one. */
const KEPT_MAIL_COLUMNS =
  'key, kind, record_kind AS recordKind, record_id AS recordId, recipient AS "to", subject, message_id AS messageId, status, error, attempts, created_at AS createdAt, sent_at AS sentAt';
const keptMailOf = (row: Row): KeptMail => keptMailSchema.parse(row);
