// The SQLite side of LeadSync: the outbox (pending records not yet handed to the queue, by a partial
// index), the stale check, and the outcomes the worker and the Odoo pull report. Each change is one
// IMMEDIATE transaction: the rule (records/) decides on the row as read under the write lock, and one
// UPDATE … RETURNING writes it and gives the row back.
import { type OdooChange, type SyncResult } from '@site/contracts/jobs';
import { type ContactRecord, type LeadKind } from '@site/contracts/records';
import { odooChangePatch } from '../../records/odoo-change-rules';
import { oldestFirst, syncFieldsAfter } from '../../records/record-rules';
import { type LeadRef, type LeadSync, type RequeueOutcome } from '../lead-store';
import { followClaims } from './sqlite-booking-slots';
import { column, refOf, type Row, type SqliteDb, tableOf } from './sqlite-db';

export class SqliteLeadSync implements LeadSync {
  constructor(private readonly s: SqliteDb) {}

  /** Pending records of both kinds matching `where`, oldest first. */
  private pendingRefs(where: string, params: unknown[], limit: number): LeadRef[] {
    const pick = (kind: LeadKind) =>
      (
        this.s
          .stmt(`SELECT * FROM ${tableOf[kind]} WHERE sync_status = 'pending' AND ${where} ORDER BY seq LIMIT ?`)
          .all(...params, limit) as Row[]
      ).map((r) => refOf(kind, r));
    return [...pick('contact'), ...pick('consultation')].sort(oldestFirst).slice(0, limit);
  }

  async listUnqueued(limit: number) {
    return this.pendingRefs('enqueued = 0', [], limit);
  }

  async listStalePending(before: string, limit: number) {
    return this.pendingRefs('enqueued = 1 AND updated_at < ?', [before], limit);
  }

  async markUnqueued(kind: LeadKind, id: string) {
    this.s.stmt(`UPDATE ${tableOf[kind]} SET enqueued = 0 WHERE id = ? AND sync_status = 'pending'`).run(id);
  }

  async markEnqueued(kind: LeadKind, id: string) {
    this.s.stmt(`UPDATE ${tableOf[kind]} SET enqueued = 1 WHERE id = ?`).run(id);
  }

  /** Sets `values` (fields by their record names) on the record and returns it as written. */
  private updateReturning(kind: LeadKind, id: string, values: Row, extraSql = ''): LeadRef {
    const sets = Object.keys(values).map((f) => `${column(f)} = @${f}`);
    const row = this.s
      .stmt(`UPDATE ${tableOf[kind]} SET ${sets.join(', ')}${extraSql} WHERE id = @id RETURNING *`)
      .get({ ...values, id }) as Row;
    return refOf(kind, row);
  }

  async applySyncResult(result: SyncResult) {
    return this.s.db
      .transaction((): LeadRef | null => {
        const ref = this.s.getRef(result.kind, result.recordId);
        if (!ref) return null;
        const next = syncFieldsAfter(ref.record as ContactRecord & { odooEventId?: number | null }, result);
        if (!next) return ref;
        const values: Row = {
          syncStatus: next.syncStatus,
          syncError: next.syncError,
          odooLeadId: next.odooLeadId,
          updatedAt: this.s.clock.now().toISOString(),
        };
        if (result.kind === 'consultation') values.odooEventId = next.odooEventId ?? null;
        if (next.meetingLink) values.meetingLink = next.meetingLink;
        return this.updateReturning(result.kind, result.recordId, values);
      })
      .immediate();
  }

  async requeue(kind: LeadKind, id: string, pendingBefore: string) {
    return this.s.db
      .transaction((): RequeueOutcome | null => {
        const row = this.s
          .stmt(
            `UPDATE ${tableOf[kind]} SET sync_status = 'pending', sync_error = NULL, enqueued = 0, updated_at = ?
           WHERE id = ? AND (sync_status = 'failed' OR (sync_status = 'pending' AND updated_at < ?)) RETURNING *`,
          )
          .get(this.s.clock.now().toISOString(), id, pendingBefore) as Row | undefined;
        if (row) return { ref: refOf(kind, row), requeued: true };
        const ref = this.s.getRef(kind, id);
        return ref ? { ref, requeued: false } : null;
      })
      .immediate();
  }

  async applyOdooChange(change: OdooChange) {
    return this.s.db
      .transaction((): { ref: LeadRef; changed: boolean } | null => {
        const ref = this.s.getRef(change.kind, change.recordId);
        if (!ref) return null;
        const patch = odooChangePatch(ref.record, change);
        if (!patch) return { ref, changed: false };
        const changed = this.updateReturning(change.kind, change.recordId, { ...patch, updatedAt: this.s.clock.now().toISOString() });
        // Staff moved or cancelled the meeting in Odoo: its held time follows, whatever else holds that time
        // (an overlap it makes is listed for staff, never refused: Odoo is where staff decided).
        if (changed.kind === 'consultation') followClaims(this.s, changed.record);
        return { ref: changed, changed: true };
      })
      .immediate();
  }
}
