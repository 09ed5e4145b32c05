// A visitor's change to their booking (from the booking page): pure rules shared by both store
// adapters. A change raises `revision` (so the sync job for it outranks older ones) and
// `inviteSequence` (the next invite or cancellation supersedes the last), and sends the record back to
// the outbox; the same change again changes nothing.
import { type ConsultationRecord } from '@site/contracts/records';

export type BookingChange =
  | { action: 'reschedule'; preferredDate: string; preferredTime: string }
  | { action: 'cancel' };

export type BookingPatch = Pick<ConsultationRecord, 'status' | 'preferredDate' | 'preferredTime' | 'revision' | 'inviteSequence' | 'syncStatus' | 'syncError' | 'updatedAt'>;

export type BookingChangeDecision =
  | { kind: 'change'; patch: BookingPatch }
  /** The booking already says this: nothing to do. */
  | { kind: 'same' }
  /** A cancelled booking cannot be moved; the visitor books again instead. */
  | { kind: 'refused'; reason: 'cancelled' };

export function bookingChangeDecision(record: ConsultationRecord, change: BookingChange, now: Date): BookingChangeDecision {
  if (record.status === 'cancelled') return change.action === 'cancel' ? { kind: 'same' } : { kind: 'refused', reason: 'cancelled' };
  if (change.action === 'reschedule' && record.preferredDate === change.preferredDate && record.preferredTime === change.preferredTime)
    return { kind: 'same' };
  return {
    kind: 'change',
    patch: {
      status: change.action === 'cancel' ? 'cancelled' : 'rescheduled',
      preferredDate: change.action === 'cancel' ? record.preferredDate : change.preferredDate,
      preferredTime: change.action === 'cancel' ? record.preferredTime : change.preferredTime,
      revision: record.revision + 1,
      inviteSequence: record.inviteSequence + 1,
      syncStatus: 'pending',
      syncError: null,
      updatedAt: now.toISOString(),
    },
  };
}
