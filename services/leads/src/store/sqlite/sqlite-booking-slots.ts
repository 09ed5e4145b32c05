// The SQLite side of BookingSlots: `booking_claims` (one row per half-hour cell a booking holds, keyed
// by cell and booking, deleted with the booking) and `odoo_busy` (the organiser's busy intervals, as the
// newest pull read them). The check and the claim run inside the transaction that writes the booking,
// and every SQLite write here is an IMMEDIATE transaction (one writer at a time across processes): what
// the check read cannot change before the claim is written.
import { type OdooBusy } from '@site/contracts/jobs';
import { type ConsultationRecord } from '@site/contracts/records';
import { cellAt, cellsOf } from '@site/lagos-time/booking-slots';
import { clashesOf, heldCells, meetingSpan, type HeldTime, type Span } from '../../records/booking-slot-rules';
import { type BookingClash, type BookingSlots } from '../lead-store';
import { type SqliteDb } from './sqlite-db';

type Meeting = Pick<ConsultationRecord, 'id' | 'status' | 'preferredDate' | 'preferredTime' | 'duration'>;

/**
 * Whether `booking`'s meeting would touch a cell another booking holds or overlap the organiser's busy
 * time. Call it inside the write's transaction.
 */
export function slotTaken(s: SqliteDb, booking: Meeting): boolean {
  const cells = heldCells(booking);
  const span = meetingSpan(booking);
  if (!span || cells.length === 0) return false;
  const claimed = s
    .stmt('SELECT 1 FROM booking_claims WHERE cell BETWEEN ? AND ? AND record_id != ? LIMIT 1')
    .get(cells[0], cells.at(-1), booking.id);
  return (
    claimed !== undefined ||
    s.stmt('SELECT 1 FROM odoo_busy WHERE start_ms < ? AND end_ms > ? LIMIT 1').get(span.end, span.start) !== undefined
  );
}

/** Makes the cells `booking` holds match its meeting (none once cancelled). Call it inside the write's transaction. */
export function followClaims(s: SqliteDb, booking: Meeting) {
  s.stmt('DELETE FROM booking_claims WHERE record_id = ?').run(booking.id);
  const insert = s.stmt('INSERT OR IGNORE INTO booking_claims (cell, record_id) VALUES (?, ?)');
  for (const cell of heldCells(booking)) insert.run(cell, booking.id);
}

export class SqliteBookingSlots implements BookingSlots {
  constructor(private readonly s: SqliteDb) {}

  async heldBetween(from: Date, to: Date, except?: string): Promise<HeldTime> {
    const range = cellsOf({ start: from, end: to });
    const cells = this.s
      .stmt('SELECT DISTINCT cell FROM booking_claims WHERE cell BETWEEN ? AND ? AND record_id IS NOT ?')
      .pluck()
      .all(range[0] ?? 0, range.at(-1) ?? -1, except ?? null) as number[];
    const busy = (
      this.s.stmt('SELECT start_ms, end_ms FROM odoo_busy WHERE start_ms < ? AND end_ms > ?').all(to.getTime(), from.getTime()) as {
        start_ms: number;
        end_ms: number;
      }[]
    ).map((row): Span => ({ start: row.start_ms, end: row.end_ms }));
    return { cells, busy };
  }

  async replaceOdooBusy(read: OdooBusy) {
    return this.s.db
      .transaction(() => {
        const last = this.s.stmt('SELECT read_at FROM odoo_busy_read').pluck().get() as string | undefined;
        if (last !== undefined && Date.parse(last) > Date.parse(read.readAt)) return false;
        this.s.stmt('DELETE FROM odoo_busy').run();
        const insert = this.s.stmt('INSERT INTO odoo_busy (odoo_event_id, start_ms, end_ms) VALUES (?, ?, ?)');
        for (const e of read.events) insert.run(e.odooEventId, Date.parse(e.start), Date.parse(e.stop));
        this.s
          .stmt('INSERT INTO odoo_busy_read (one, read_at) VALUES (1, ?) ON CONFLICT (one) DO UPDATE SET read_at = excluded.read_at')
          .run(read.readAt);
        return true;
      })
      .immediate();
  }

  async listClashes(now: Date): Promise<BookingClash[]> {
    // The primary key (cell, record_id) serves the grouping: the bookings of each cell held twice or more.
    const groups = this.s
      .stmt(`SELECT group_concat(record_id, ' ') FROM booking_claims WHERE cell >= ? GROUP BY cell HAVING COUNT(*) > 1 ORDER BY cell`)
      .pluck()
      .all(cellAt(now)) as string[];
    return clashesOf(groups.map((ids) => ids.split(' ')));
  }
}
