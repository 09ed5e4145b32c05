// A visitor's change to their booking (from the booking page): pure rules shared by both store
// adapters. A change raises `revision` (so the sync job for it outranks older ones) and
// `inviteSequence` (the next invite or cancellation supersedes the last), and sends the record back to
// the outbox; the same change again changes nothing.
import { type ConsultationRecord } from '@site/contracts/records';

export type BookingChange = { action: 'reschedule'; preferredDate: string; preferredTime: string } | { action: 'cancel' };

export type BookingPatch = Pick<
  ConsultationRecord,
  'status' | 'preferredDate' | 'preferredTime' | 'revision' | 'inviteSequence' | 'syncStatus' | 'syncError' | 'updatedAt'
>;

export type BookingChangeDecision =
  | { kind: 'change'; patch: BookingPatch }
  /** The booking already says this: nothing to do. */
  | { kind: 'same' }
  /**
   * A cancelled booking cannot be moved (the visitor books again instead); nor one whose invite has
   * changed MAX_INVITE_CHANGES times (each move mails the visitor: a link is no way to send mail at will).
   */
  | { kind: 'refused'; reason: 'cancelled' | 'too-many-changes' };

/**
 * How often a booking's invite may change before its page refuses another move: the invite sequence
 * counts every change (the visitor's moves, and at most one late video link).
 */
export const MAX_INVITE_CHANGES = 6;

export function bookingChangeDecision(record: ConsultationRecord, change: BookingChange, now: Date): BookingChangeDecision {
  if (record.status === 'cancelled') return change.action === 'cancel' ? { kind: 'same' } : { kind: 'refused', reason: 'cancelled' };
  if (change.action === 'reschedule' && record.preferredDate === change.preferredDate && record.preferredTime === change.preferredTime)
    return { kind: 'same' };
  if (change.action === 'reschedule' && record.inviteSequence >= MAX_INVITE_CHANGES) return { kind: 'refused', reason: 'too-many-changes' };
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
