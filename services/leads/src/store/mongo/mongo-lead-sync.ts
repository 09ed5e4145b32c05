// The MongoDB side of LeadSync: the outbox (pending, not enqueued, by index), the stale check, and the
// outcomes the worker and the Odoo pull report. An outcome is decided by the pure rule on the document
// read and written by one findOneAndUpdate on the version read (compare-and-set), which returns the
// document as written: two round trips, no read after the write. A meeting moved or cancelled in Odoo is
// written in a transaction instead, with the time its booking holds.
import { type OdooChange, type SyncResult } from '@site/contracts/jobs';
import { type ConsultationRecord, type ContactRecord, type LeadKind } from '@site/contracts/records';
import { odooChangePatch } from '../../records/odoo-change-rules';
import { oldestFirst, syncFieldsAfter } from '../../records/record-rules';
import { type LeadRef, type LeadSync, type RequeueOutcome } from '../lead-store';
import { followClaims, inSlotTransaction } from './mongo-booking-slots';
import { type MongoDb } from './mongo-db';
import { type Doc, refOf, toRecord } from './mongo-schemas';

export class MongoLeadSync implements LeadSync {
  constructor(private readonly s: MongoDb) {}

  /** Pending records of both kinds matching `filter`, oldest first. */
  private async pendingRefs(filter: Record<string, unknown>, limit: number): Promise<LeadRef[]> {
    const pick = async (kind: LeadKind) =>
      (
        await this.s.m.leads[kind]
          .find({ syncStatus: 'pending', ...filter })
          .sort({ createdAt: 1, _id: 1 })
          .limit(limit)
          .lean<Doc[]>()
      ).map((d) => refOf(kind, d));
    const [a, b] = await Promise.all([pick('contact'), pick('consultation')]);
    return [...a, ...b].sort(oldestFirst).slice(0, limit);
  }

  listUnqueued(limit: number) {
    return this.pendingRefs({ enqueued: false }, limit);
  }

  listStalePending(before: string, limit: number) {
    return this.pendingRefs({ enqueued: true, updatedAt: { $lt: before } }, limit);
  }

  // The outbox flag alone: no decision reads it, so these do not raise the version.
  async markUnqueued(kind: LeadKind, id: string) {
    await this.s.m.leads[kind].updateOne({ _id: { $eq: id }, syncStatus: 'pending' }, { $set: { enqueued: false } });
  }

  async markEnqueued(kind: LeadKind, id: string) {
    await this.s.m.leads[kind].updateOne({ _id: { $eq: id } }, { $set: { enqueued: true } });
  }

  async applySyncResult(result: SyncResult) {
    return this.s.casUpdate<LeadRef | null>(
      result.kind,
      result.recordId,
      (doc) => {
        if (!doc) return { answer: null };
        const current = toRecord<ContactRecord & { odooEventId?: number | null }>(result.kind, doc);
        const next = syncFieldsAfter(current, result);
        if (!next) return { answer: { kind: result.kind, record: current } as LeadRef };
        return { write: { ...next, updatedAt: this.s.clock.now().toISOString() }, done: (d) => refOf(result.kind, d) };
      },
      'a sync result',
    );
  }

  async requeue(kind: LeadKind, id: string, pendingBefore: string): Promise<RequeueOutcome | null> {
    const written = await this.s.m.leads[kind]
      .findOneAndUpdate(
        { _id: { $eq: id }, $or: [{ syncStatus: 'failed' }, { syncStatus: 'pending', updatedAt: { $lt: pendingBefore } }] },
        {
          $set: { syncStatus: 'pending', syncError: null, enqueued: false, updatedAt: this.s.clock.now().toISOString() },
          $inc: { version: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<Doc>();
    if (written) return { ref: refOf(kind, written), requeued: true };
    const ref = await this.s.getRef(kind, id);
    return ref ? { ref, requeued: false } : null;
  }

  async applyOdooChange(change: OdooChange): Promise<{ ref: LeadRef; changed: boolean } | null> {
    if (change.kind === 'consultation') return this.applyMeetingChange(change);
    return this.s.casUpdate<{ ref: LeadRef; changed: boolean } | null>(
      change.kind,
      change.recordId,
      (doc) => {
        if (!doc) return { answer: null };
        const ref = refOf(change.kind, doc);
        const patch = odooChangePatch(ref.record, change);
        if (!patch) return { answer: { ref, changed: false } };
        return {
          write: { ...patch, updatedAt: this.s.clock.now().toISOString() },
          done: (d) => ({ ref: refOf(change.kind, d), changed: true }),
        };
      },
      'an Odoo change',
    );
  }

  /**
   * A meeting staff moved or cancelled in Odoo, in a transaction with the time the booking holds, which
   * follows it whatever else holds that time (an overlap is listed for staff, never refused).
   */
  private applyMeetingChange(change: OdooChange): Promise<{ ref: LeadRef; changed: boolean } | null> {
    const model = this.s.m.leads.consultation;
    return inSlotTransaction(this.s, async (session) => {
      const doc = await model.findById(change.recordId, null, { session }).lean<Doc>();
      if (!doc) return null;
      const ref = refOf('consultation', doc);
      const patch = odooChangePatch(ref.record, change);
      if (!patch) return { ref, changed: false };
      const written = await model
        .findOneAndUpdate(
          { _id: { $eq: change.recordId } },
          { $set: { ...patch, updatedAt: this.s.clock.now().toISOString() }, $inc: { version: 1 } },
          { returnDocument: 'after', session },
        )
        .lean<Doc>();
      const changed = refOf('consultation', written!);
      await followClaims(this.s, session, changed.record as ConsultationRecord);
      return { ref: changed, changed: true };
    });
  }
}
