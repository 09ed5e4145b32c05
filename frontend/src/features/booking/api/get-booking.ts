// GET /api/booking/:token: the booking a link opens (never the visitor's e-mail or phone).
import { bookingCall, bookingPath } from './booking-answer';

export const getBooking = (token: string) => bookingCall(bookingPath(token));
