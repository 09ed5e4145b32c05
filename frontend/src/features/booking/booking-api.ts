// The booking page's three calls: the booking a link opens, a reschedule and a cancel. Every answer is
// read into one shape; an invalid link (404 invalid_link) is its own outcome, whatever the call.
import { bookingResponseSchema, type BookingView, type RescheduleInput } from '@site/contracts/booking';
import type { FieldIssue } from '@site/contracts/field-issues';

export type BookingAnswer =
  | { kind: 'booking'; booking: BookingView }
  | { kind: 'invalid-link' }
  /** Bad input: field messages from the server. */
  | { kind: 'refused'; issues: FieldIssue[]; message: string | undefined }
  /** A cancelled booking cannot be rescheduled (409). */
  | { kind: 'conflict'; message: string }
  /** No usable answer (network, 5xx, too many requests). */
  | { kind: 'failed'; status: number | null };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

async function call(path: string, init?: RequestInit): Promise<BookingAnswer> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json', ...(init?.body ? { 'Content-Type': 'application/json' } : {}) }, ...init });
  } catch {
    return { kind: 'failed', status: null };
  }
  const json: unknown = await res.json().catch(() => undefined);
  if (res.ok) {
    const parsed = bookingResponseSchema.safeParse(json);
    return parsed.success ? { kind: 'booking', booking: parsed.data.booking } : { kind: 'failed', status: res.status };
  }
  const body = isRecord(json) ? json : {};
  const message = typeof body.message === 'string' ? body.message : undefined;
  if (res.status === 404 && body.error === 'invalid_link') return { kind: 'invalid-link' };
  if (res.status === 409) return { kind: 'conflict', message: message ?? 'This booking cannot be changed.' };
  if (res.status === 400) {
    const issues = Array.isArray(body.issues)
      ? body.issues.filter((i): i is FieldIssue => isRecord(i) && typeof i.path === 'string' && typeof i.message === 'string')
      : [];
    return { kind: 'refused', issues, message };
  }
  return { kind: 'failed', status: res.status };
}

const base = (token: string) => `/api/booking/${encodeURIComponent(token)}`;

export const fetchBooking = (token: string) => call(base(token));
export const rescheduleBooking = (token: string, input: RescheduleInput) => call(`${base(token)}/reschedule`, { method: 'POST', body: JSON.stringify(input) });
export const cancelBooking = (token: string) => call(`${base(token)}/cancel`, { method: 'POST' });
