// The MongoDB side of BookingState: each change is one findOneAndUpdate that raises the version and
// returns the booking as written; the visitor's change is decided by the pure rule on the booking read
// and written in a transaction with the time the booking holds (mongo-booking-slots.ts). The dashboard's
// counts are index counts here, so they follow the status by themselves.
import { type ConsultationRecord } from '@site/contracts/records';
import { type BookingChange, bookingChangeDecision } from '../../records/booking-change-rules';
import { definedOf } from '../../records/record-rules';
import { type BookingChangeOutcome, type BookingState, type MailStatePatch } from '../lead-store';
import { followClaims, inSlotTransaction, slotTaken } from './mongo-booking-slots';
import { type MongoDb } from './mongo-db';
import { type Doc, refOf, toRecord } from './mongo-schemas';

const bookingOf = (doc: Doc | null) => (doc ? toRecord<ConsultationRecord>('consultation', doc) : null);

export class MongoBookingState implements BookingState {
  constructor(private readonly s: MongoDb) {}

  /** One update of the booking `filter` names; the booking as written, or null when none matched. */
  private async update(filter: Record<string, unknown>, update: Record<string, unknown>) {
    const written = await this.s.m.leads.consultation.findOneAndUpdate(filter, update, { returnDocument: 'after' }).lean<Doc>();
    return bookingOf(written);
  }

  async setMailState(id: string, patch: MailStatePatch) {
    return this.update(
      { _id: { $eq: id } },
      { $set: { ...definedOf(patch), updatedAt: this.s.clock.now().toISOString() }, $inc: { version: 1 } },
    );
  }

  async raiseInviteSequence(id: string, from: number) {
    // Old documents have no inviteSequence: they count as 0.
    const current = from === 0 ? { $in: [0, null] } : from;
    return this.update(
      { _id: { $eq: id }, inviteSequence: current },
      { $set: { inviteSequence: from + 1, updatedAt: this.s.clock.now().toISOString() }, $inc: { version: 1 } },
    );
  }

  async raiseLinkVersion(id: string, now: Date) {
    return this.update({ _id: { $eq: id } }, { $inc: { linkVersion: 1, version: 1 }, $set: { updatedAt: now.toISOString() } });
  }

  async changeBooking(id: string, change: BookingChange, now: Date): Promise<BookingChangeOutcome | null> {
    // A transaction, not a compare-and-set: the booking's held time moves with it (mongo-booking-slots.ts).
    const model = this.s.m.leads.consultation;
    return inSlotTransaction(this.s, async (session): Promise<BookingChangeOutcome | null> => {
      const doc = await model.findById(id, null, { session }).lean<Doc>();
      if (!doc) return null;
      const ref = refOf('consultation', doc);
      const booking = ref.record as ConsultationRecord;
      const decision = bookingChangeDecision(booking, change, now);
      if (decision.kind === 'same') return { ref, changed: false };
      if (decision.kind === 'refused') return { ref, changed: false, refused: decision.reason };
      if (change.action === 'reschedule' && (await slotTaken(this.s, session, { ...booking, ...decision.patch })))
        return { ref, changed: false, refused: 'slot-taken' };
      const written = await model
        .findOneAndUpdate(
          { _id: { $eq: id } },
          { $set: { ...decision.patch, enqueued: false }, $inc: { version: 1 } },
          { returnDocument: 'after', session },
        )
        .lean<Doc>();
      const changed = refOf('consultation', written!);
      await followClaims(this.s, session, changed.record as ConsultationRecord);
      return { ref: changed, changed: true };
    });
  }
}
