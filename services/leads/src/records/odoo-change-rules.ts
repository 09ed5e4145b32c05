// How a change pulled back from Odoo changes a record: pure functions shared by both store adapters.
// A change that matches what the record already says changes nothing, which is what keeps the
// product's own writes (the lead and meeting the worker created) from coming back as foreign changes.
// A meeting staff moved or cancelled in Odoo raises the invite sequence, as a visitor's own change does:
// the visitor is sent the updated invite or the cancellation, once.
import { type OdooChange } from '@site/contracts/jobs';
import { startMinutes } from '@site/lagos-time/meeting-time';
import { fullTimeSlotValues } from '@site/contracts/options';
import { type ConsultationRecord, type ContactRecord } from '@site/contracts/records';

export type OdooChangePatch = Partial<Pick<ContactRecord, 'leadStatus'>> &
  Partial<Pick<ConsultationRecord, 'status' | 'preferredDate' | 'preferredTime' | 'duration' | 'inviteSequence'>>;

/** The new start written the way the record wrote its slot: a full-form label when one starts then, else HH:MM. */
function timeLabel(record: ConsultationRecord, time: string): string {
  const minutes = startMinutes(time);
  if (record.preferredTime && (fullTimeSlotValues as readonly string[]).includes(record.preferredTime)) {
    const label = fullTimeSlotValues.find((slot) => startMinutes(slot) === minutes);
    if (label) return label;
  }
  return time;
}

/** The fields to change, or null when the record already says what Odoo says (or the change is not for it). */
export function odooChangePatch(record: ContactRecord | ConsultationRecord, change: OdooChange): OdooChangePatch | null {
  if (change.outcome === 'lead-changed') {
    const contact = record as ContactRecord;
    if (contact.odooLeadId !== null && contact.odooLeadId !== change.odooLeadId) return null;
    return contact.leadStatus === change.leadStatus ? null : { leadStatus: change.leadStatus };
  }
  const booking = record as ConsultationRecord;
  if (booking.odooEventId !== null && booking.odooEventId !== change.odooEventId) return null;
  // A change of ours (the visitor moved or cancelled the booking) is on its way to Odoo: what the pull
  // read may predate it, and must not undo it.
  if (booking.syncStatus === 'pending' && booking.revision > 0) return null;
  switch (change.state) {
    case 'cancelled':
      return booking.status === 'cancelled' ? null : { status: 'cancelled', inviteSequence: booking.inviteSequence + 1 };
    case 'ended':
      // Ended and not cancelled: completed.
      return booking.status === 'cancelled' || booking.status === 'completed' ? null : { status: 'completed' };
    case 'scheduled': {
      if (!change.date || !change.time) return null;
      const moved =
        change.date !== booking.preferredDate ||
        startMinutes(change.time) !== startMinutes(booking.preferredTime) ||
        (change.durationMinutes !== null && change.durationMinutes !== booking.duration);
      if (!moved) return null;
      return {
        status: 'rescheduled',
        preferredDate: change.date,
        preferredTime: timeLabel(booking, change.time),
        ...(change.durationMinutes !== null ? { duration: change.durationMinutes } : {}),
        inviteSequence: booking.inviteSequence + 1,
      };
    }
  }
}
