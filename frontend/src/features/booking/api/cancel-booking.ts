// POST /api/booking/:token/cancel: idempotent.
import { bookingCall, bookingPath } from './booking-answer';

export const cancelBooking = (token: string) => bookingCall(`${bookingPath(token)}/cancel`, { method: 'POST' });
