// The SQLite side of BookingState: a booking's mail state, invite sequence and link version, and the
// visitor's reschedule or cancel (read, decide with the pure rule, check and move the booking's held
// time, write: one IMMEDIATE transaction).
import { type ConsultationRecord } from '@site/contracts/records';
import { type BookingChange, bookingChangeDecision } from '../../records/booking-change-rules';
import { definedOf } from '../../records/record-rules';
import { type BookingChangeOutcome, type BookingState, type MailStatePatch } from '../lead-store';
import { followClaims, slotTaken } from './sqlite-booking-slots';
import { column, refOf, type Row, type SqliteDb } from './sqlite-db';

const bookingOf = (row: Row | undefined) => (row ? (refOf('consultation', row).record as ConsultationRecord) : null);

export class SqliteBookingState implements BookingState {
  constructor(private readonly s: SqliteDb) {}

  async setMailState(id: string, patch: MailStatePatch) {
    const values: Row = { ...definedOf(patch), updatedAt: this.s.clock.now().toISOString() };
    const sets = Object.keys(values).map((f) => `${column(f)} = @${f}`);
    return bookingOf(
      this.s.stmt(`UPDATE consultations SET ${sets.join(', ')} WHERE id = @id RETURNING *`).get({ ...values, id }) as Row | undefined,
    );
  }

  async raiseInviteSequence(id: string, from: number) {
    const sql =
      'UPDATE consultations SET invite_sequence = invite_sequence + 1, updated_at = ? WHERE id = ? AND invite_sequence = ? RETURNING *';
    return bookingOf(this.s.stmt(sql).get(this.s.clock.now().toISOString(), id, from) as Row | undefined);
  }

  async raiseLinkVersion(id: string, now: Date) {
    const sql = 'UPDATE consultations SET link_version = link_version + 1, updated_at = ? WHERE id = ? RETURNING *';
    return bookingOf(this.s.stmt(sql).get(now.toISOString(), id) as Row | undefined);
  }

  async changeBooking(id: string, change: BookingChange, now: Date) {
    // One IMMEDIATE transaction: read, decide, write; the status trigger keeps the counters right.
    return this.s.db
      .transaction((): BookingChangeOutcome | null => {
        const ref = this.s.getRef('consultation', id);
        if (!ref) return null;
        const booking = ref.record as ConsultationRecord;
        const decision = bookingChangeDecision(booking, change, now);
        if (decision.kind === 'same') return { ref, changed: false };
        if (decision.kind === 'refused') return { ref, changed: false, refused: decision.reason };
        // A move is checked against the time others hold, and the booking's own time follows it (a cancel frees it).
        if (change.action === 'reschedule' && slotTaken(this.s, { ...booking, ...decision.patch }))
          return { ref, changed: false, refused: 'slot-taken' };
        const sets = Object.keys(decision.patch).map((f) => `${column(f)} = @${f}`);
        const row = this.s
          .stmt(`UPDATE consultations SET ${sets.join(', ')}, enqueued = 0 WHERE id = @id RETURNING *`)
          .get({ ...decision.patch, id }) as Row;
        const changed = refOf('consultation', row);
        followClaims(this.s, changed.record as ConsultationRecord);
        return { ref: changed, changed: true };
      })
      .immediate();
  }
}
