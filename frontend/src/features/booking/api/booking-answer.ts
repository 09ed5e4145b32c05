// Every answer of the booking page's three calls, read into one shape: the booking, or why not. An
// invalid link (404 invalid_link) is its own outcome, whatever the call.
import { bookingResponseSchema, type BookingView } from '@site/contracts/booking';
import type { FieldIssue } from '@site/contracts/field-issues';
import { apiRequest, type RequestOptions } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';

export type BookingAnswer =
  | { kind: 'booking'; booking: BookingView }
  | { kind: 'invalid-link' }
  /** Bad input: field messages from the server. */
  | { kind: 'refused'; issues: FieldIssue[]; message: string | undefined }
  /** A cancelled booking cannot be rescheduled, nor one changed too often (409). */
  | { kind: 'conflict'; message: string }
  /** The new time is not free (409 slot_taken): the time field's message. */
  | { kind: 'slot-taken'; message: string }
  /** No usable answer (network, 5xx, too many requests). */
  | { kind: 'failed'; status: number | null };

export const bookingPath = (token: string) => `/api/booking/${encodeURIComponent(token)}`;

export async function bookingCall(path: string, options?: RequestOptions): Promise<BookingAnswer> {
  try {
    return { kind: 'booking', booking: (await apiRequest(path, bookingResponseSchema, options)).booking };
  } catch (err) {
    if (!(err instanceof ApiError)) return { kind: 'failed', status: null };
    if (err.status === 404 && err.envelope?.error === 'invalid_link') return { kind: 'invalid-link' };
    if (err.status === 409 && err.envelope?.error === 'slot_taken') return { kind: 'slot-taken', message: err.envelope.message ?? '' };
    if (err.status === 409) return { kind: 'conflict', message: err.envelope?.message ?? 'This booking cannot be changed.' };
    if (err.status === 400) return { kind: 'refused', issues: err.issues, message: err.envelope?.message };
    return { kind: 'failed', status: err.status };
  }
}
