// The MongoDB side of BookingSlots: `booking_claims` (one document per half-hour cell, `_id` the cell,
// `recordIds` the bookings holding it) and `odoo_busy` (one document: the organiser's busy intervals as
// the newest pull read them). A booking's check and claim run in the transaction that writes it. Two
// transactions claiming one cell both write its document, so one of them meets a write conflict and runs
// again, and then sees the other's claim; a claim committed after a transaction's snapshot may instead
// show as a duplicate key, which runs the transaction again too (`inSlotTransaction`).
import { type ClientSession } from 'mongoose';
import { type OdooBusy } from '@site/contracts/jobs';
import { type ConsultationRecord } from '@site/contracts/records';
import { cellAt, cellsOf } from '@site/lagos-time/booking-slots';
import { clashesOf, heldCells, meetingSpan, type HeldTime } from '../../records/booking-slot-rules';
import { type BookingClash, type BookingSlots } from '../lead-store';
import { type MongoDb } from './mongo-db';
import { type BusyDoc, isDuplicateKey } from './mongo-schemas';

type Meeting = Pick<ConsultationRecord, 'id' | 'status' | 'preferredDate' | 'preferredTime' | 'duration'>;

/** The one document of the organiser's busy time. */
const ODOO_BUSY_ID = 'organiser';

/** How often a transaction that met another's claim as a duplicate key runs again. */
const DUPLICATE_TRIES = 5;

/** `fn` in a transaction, again when a concurrent claim (or idempotency key) showed as a duplicate key. */
export async function inSlotTransaction<T>(s: MongoDb, fn: (session: ClientSession) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await s.inTransaction(fn);
    } catch (err) {
      if (!isDuplicateKey(err) || attempt >= DUPLICATE_TRIES) throw err;
    }
  }
}

/** Whether `booking`'s meeting would touch a cell another booking holds or overlap the organiser's busy time. */
export async function slotTaken(s: MongoDb, session: ClientSession, booking: Meeting): Promise<boolean> {
  const cells = heldCells(booking);
  const span = meetingSpan(booking);
  if (!span || cells.length === 0) return false;
  const claimed = await s.m.claims.exists({ _id: { $in: cells }, recordIds: { $elemMatch: { $ne: booking.id } } }).session(session);
  if (claimed) return true;
  const busy = await s.m.busy
    .exists({ _id: ODOO_BUSY_ID, events: { $elemMatch: { start: { $lt: span.end }, end: { $gt: span.start } } } })
    .session(session);
  return busy !== null;
}

/** Makes the cells `booking` holds match its meeting (none once cancelled), in `session`'s transaction. */
export async function followClaims(s: MongoDb, session: ClientSession, booking: Meeting) {
  const { claims } = s.m;
  const former = (await claims.find({ recordIds: booking.id }, { _id: 1 }).session(session).lean<{ _id: number }[]>()).map((d) => d._id);
  if (former.length > 0) {
    await claims.updateMany({ _id: { $in: former } }, { $pull: { recordIds: booking.id } }, { session });
    await claims.deleteMany({ _id: { $in: former }, recordIds: { $size: 0 } }, { session });
  }
  const cells = heldCells(booking);
  if (cells.length > 0)
    await claims.bulkWrite(
      cells.map((cell) => ({ updateOne: { filter: { _id: cell }, update: { $addToSet: { recordIds: booking.id } }, upsert: true } })),
      { session },
    );
}

/** Frees every cell the bookings `ids` hold (they are being deleted), in `session`'s transaction. */
export async function releaseClaims(s: MongoDb, session: ClientSession, ids: readonly string[]) {
  const { claims } = s.m;
  const cells = (
    await claims
      .find({ recordIds: { $in: ids } }, { _id: 1 })
      .session(session)
      .lean<{ _id: number }[]>()
  ).map((d) => d._id);
  if (cells.length === 0) return;
  await claims.updateMany({ _id: { $in: cells } }, { $pull: { recordIds: { $in: ids } } }, { session });
  await claims.deleteMany({ _id: { $in: cells }, recordIds: { $size: 0 } }, { session });
}

export class MongoBookingSlots implements BookingSlots {
  constructor(private readonly s: MongoDb) {}

  async heldBetween(from: Date, to: Date, except?: string): Promise<HeldTime> {
    const range = cellsOf({ start: from, end: to });
    const [claimed, busy] = await Promise.all([
      this.s.m.claims
        .find(
          { _id: { $gte: range[0] ?? 0, $lte: range.at(-1) ?? -1 }, ...(except ? { recordIds: { $elemMatch: { $ne: except } } } : {}) },
          { _id: 1 },
        )
        .lean<{ _id: number }[]>(),
      this.s.m.busy.findById(ODOO_BUSY_ID).lean<BusyDoc>(),
    ]);
    return {
      cells: claimed.map((d) => d._id),
      busy: (busy?.events ?? [])
        .filter((e) => e.start < to.getTime() && e.end > from.getTime())
        .map((e) => ({ start: e.start, end: e.end })),
    };
  }

  async replaceOdooBusy(read: OdooBusy) {
    const events = read.events.map((e) => ({ odooEventId: e.odooEventId, start: Date.parse(e.start), end: Date.parse(e.stop) }));
    // One spelling of the instant, so that the comparison below is a comparison of times.
    const readAt = new Date(read.readAt).toISOString();
    try {
      // Only over an older read (or none): the filter misses a newer one, and the upsert's insert is then refused.
      const written = await this.s.m.busy.updateOne(
        { _id: ODOO_BUSY_ID, readAt: { $lte: readAt } },
        { $set: { readAt, events } },
        { upsert: true },
      );
      return written.matchedCount + written.upsertedCount > 0;
    } catch (err) {
      if (isDuplicateKey(err)) return false;
      throw err;
    }
  }

  async listClashes(now: Date): Promise<BookingClash[]> {
    const shared = await this.s.m.claims
      .find({ _id: { $gte: cellAt(now) }, 'recordIds.1': { $exists: true } }, { recordIds: 1 })
      .sort({ _id: 1 })
      .lean<{ _id: number; recordIds: string[] }[]>();
    return clashesOf(shared.map((d) => d.recordIds));
  }
}
