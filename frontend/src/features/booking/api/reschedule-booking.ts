// POST /api/booking/:token/reschedule {preferredDate, preferredTime}: the booking form's date and time rules.
import type { RescheduleInput } from '@site/contracts/booking';
import { bookingCall, bookingPath } from './booking-answer';

export const rescheduleBooking = (token: string, input: RescheduleInput) =>
  bookingCall(`${bookingPath(token)}/reschedule`, { method: 'POST', body: input });
