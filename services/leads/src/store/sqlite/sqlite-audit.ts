// The SQLite side of AuditLogStore: the audit log refuses UPDATE and DELETE with triggers (only a legacy
// entry's missing MAC may be filled in once), and every entry is sealed into an HMAC chain whose key is
// not in the file.
import { type AuditEntry } from '@site/contracts/privacy';
import { type AuditLogStore, type AuditSeal, type NewAuditEntry, type SealedAuditEntry } from '../privacy-port';
import { type SqliteDb } from './sqlite-db';

export class SqliteAudit implements AuditLogStore {
  constructor(private readonly s: SqliteDb) {}

  async appendAudit(entry: NewAuditEntry, seal: AuditSeal) {
    // One IMMEDIATE transaction: the entry before it cannot change under us (another process appends too).
    this.s.db
      .transaction(() => {
        const seq = Number(
          this.s.db
            .prepare('INSERT INTO audit_log (at, actor, action, target, detail, ip) VALUES (@at, @actor, @action, @target, @detail, @ip)')
            .run(entry).lastInsertRowid,
        );
        const previous = this.s.db.prepare('SELECT mac FROM audit_log WHERE seq < ? ORDER BY seq DESC LIMIT 1').get(seq) as
          { mac: string | null } | undefined;
        this.s.db.prepare('UPDATE audit_log SET mac = ? WHERE seq = ?').run(seal(previous?.mac ?? null, { seq, ...entry }), seq);
      })
      .immediate();
  }

  async listAuditChain(after: number, limit: number) {
    return this.s.db.prepare('SELECT * FROM audit_log WHERE seq > ? ORDER BY seq LIMIT ?').all(after, limit) as SealedAuditEntry[];
  }

  async sealLegacyAudit(seal: AuditSeal) {
    return this.s.db
      .transaction(() => {
        if (this.s.db.prepare('SELECT 1 FROM audit_log WHERE mac IS NOT NULL LIMIT 1').get()) return 0;
        const rows = this.s.db.prepare('SELECT * FROM audit_log ORDER BY seq').all() as SealedAuditEntry[];
        const update = this.s.db.prepare('UPDATE audit_log SET mac = ? WHERE seq = ?');
        let previous: string | null = null;
        for (const { mac: _none, ...entry } of rows) {
          previous = seal(previous, entry);
          update.run(previous, entry.seq);
        }
        return rows.length;
      })
      .immediate();
  }

  async listAudit(limit: number, before?: number) {
    const columns = 'seq, at, actor, action, target, detail, ip';
    const rows = (
      before === undefined
        ? this.s.db.prepare(`SELECT ${columns} FROM audit_log ORDER BY seq DESC LIMIT ?`).all(limit)
        : this.s.db.prepare(`SELECT ${columns} FROM audit_log WHERE seq < ? ORDER BY seq DESC LIMIT ?`).all(before, limit)
    ) as AuditEntry[];
    return rows;
  }
}
